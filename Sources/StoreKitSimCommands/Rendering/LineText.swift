import StoreKitSim

/// A line of output written as a string literal with interpolations, `"storefront \(code) \(id)"`,
/// and built byte by byte in a buffer of its own (on the stack while the line is short), then made
/// a `String` once.
///
/// Why not a plain interpolated `String`: the standard library's interpolation appends each part
/// through `String.append`, which checks uniqueness and capacity and often grows the string
/// (its first reservation counts two bytes per interpolation), so a line of six parts cost
/// about 2,500 instructions and two or three allocations; the lines of `status` and of an
/// event were a tenth of the scenario runner's time. Here a literal part is one copy of its
/// bytes, a `String` part one copy of its UTF-8, a number its digits.
///
/// The bytes stay in the buffer until asked for: `Session.emit` hands them to the sink as they
/// are (`OutputSink.output(utf8:style:)`), so a line the scenario runner compares or batch input
/// writes is never made a `String` at all.
struct LineText: ExpressibleByStringInterpolation {
    private let builder: Builder

    init(stringLiteral value: StaticString) {
        var builder = Builder(literalCapacity: 0, interpolationCount: 0)
        builder.appendLiteral(value)
        self.builder = builder
    }

    init(stringInterpolation: Builder) {
        builder = stringInterpolation
    }

    /// The line as a `String`, made now.
    var string: String { builder.string }

    /// Lends the line's UTF-8 bytes to `body`.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        builder.withUTF8(body)
    }

    struct Builder: StringInterpolationProtocol {
        /// The line's bytes while they fit (nearly every line does): no allocation but the string's own.
        private var inline: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                             UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        private var count = 0
        /// All of the line's bytes once they outgrow `inline`.
        private var spilled: [UInt8]?

        init(literalCapacity: Int, interpolationCount: Int) {}

        var string: String {
            withUTF8 { String(decoding: $0, as: UTF8.self) }
        }

        func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            if let spilled { return spilled.withUnsafeBufferPointer(body) }
            let count = count
            return withUnsafeBytes(of: inline) { raw in
                body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[..<count]))
            }
        }

        private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            let capacity = MemoryLayout.size(ofValue: inline)
            if spilled == nil, bytes.count <= capacity - count {
                let at = count
                withUnsafeMutableBytes(of: &inline) { raw in
                    guard let source = bytes.baseAddress else { return }
                    (raw.baseAddress! + at).copyMemory(from: source, byteCount: bytes.count)
                }
                count += bytes.count
                return
            }
            if spilled == nil {
                let count = count
                spilled = withUnsafeBytes(of: inline) { Array($0.prefix(count)) }
            }
            spilled!.append(contentsOf: bytes)
        }

        private mutating func append(byte: UInt8) {
            withUnsafePointer(to: byte) { append(UnsafeBufferPointer(start: $0, count: 1)) }
        }

        mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { append($0) }
        }

        mutating func appendInterpolation(_ value: String) {
            // The string's own bytes, borrowed: `withUTF8` needs a mutable copy (a retain and a release).
            if value.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
            var value = value
            value.withUTF8 { append($0) }
        }

        mutating func appendInterpolation(_ value: Substring) {
            if value.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
            appendInterpolation(String(value))
        }

        /// Decimal digits, as `String(value)` writes them.
        mutating func appendInterpolation(_ value: Int) {
            DecimalDigits.with(value) { append($0) }
        }

        mutating func appendInterpolation(_ value: Bool) {
            appendLiteral(value ? "true" : "false")
        }

        /// Each value with a space before it: `"request \(id)\(words: ids)"` is `request r1 a b`.
        mutating func appendInterpolation<Words: Sequence>(words: Words) where Words.Element: CustomStringConvertible {
            for word in words {
                append(byte: UInt8(ascii: " "))
                appendInterpolation(word.description)
            }
        }

        /// An instant as ISO 8601 (`VirtualClock.iso8601`), its bytes written straight in.
        mutating func appendInterpolation(iso8601 instant: VirtualInstant) {
            VirtualClock.withISO8601(instant) { append($0) }
        }

        /// The words with one space between them: `"\(spaced: ["a", "b", "c"])"` is `a b c`.
        mutating func appendInterpolation(spaced words: some Sequence<String>) {
            var first = true
            for word in words {
                if !first { append(byte: UInt8(ascii: " ")) }
                first = false
                appendInterpolation(word)
            }
        }

        /// Anything else by its description, as a `String` interpolation prints it.
        mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
            appendInterpolation(value.description)
        }
    }
}
