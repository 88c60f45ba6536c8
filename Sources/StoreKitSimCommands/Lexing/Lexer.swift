/// Splits one command line into tokens.
///
/// The rules are the shell's, kept small: words separated by spaces or tabs; `'…'` takes
/// everything literally; `"…"` allows `\"`, `\\`, `\n` and `\t`; outside quotes `\` escapes the next
/// character; `#` at the start of a word starts a comment. Input arrives as bytes because invalid
/// UTF-8 and NUL bytes are user errors that must be reported with their column, not crashes.
public struct Lexer: Sendable {
    public var file: String?
    public var line: Int

    public init(file: String?, line: Int) {
        self.file = file
        self.line = line
    }

    /// A word written so this lexer reads it back as that one word: spaces, tabs, quotes,
    /// backslashes and a leading `#` escaped with a backslash; the empty word as `''`. The one
    /// place the language's quoting is written (completion, `storekit-sim help WORDS`).
    public static func quote(_ word: String) -> String {
        if word.isEmpty { return "''" }
        var result = ""
        for (index, c) in word.enumerated() {
            if c == " " || c == "\t" || c == "\r" || c == "'" || c == "\"" || c == "\\" || (c == "#" && index == 0) { result.append("\\") }
            result.append(c)
        }
        return result
    }

    /// A word printed as one value inside a line of output (a group's name, a product's title): as it
    /// is when `quote` would leave it alone, else in double quotes (`"Premium Access"`, easier to
    /// read than a backslash before each space), with `"`, `\`, newline and tab escaped as this
    /// lexer reads them inside double quotes, so a reader (and a scenario's pattern) sees where the
    /// value ends and can type it back. Other control characters show as `\u00XX` (never raw in
    /// output; they cannot be typed anyway).
    public static func quoteValue(_ word: String) -> String {
        if let ascii = asciiValue(word) { return ascii }
        return quotedValue(word)
    }

    /// `quoteValue` of an ASCII word with no control character, `"`, or `\` (nearly every title
    /// and name), read off its bytes; nil for any other word. The general path walks the word's
    /// characters twice (grapheme breaking) and cost about 7,000 instructions a product line.
    static func asciiValue(_ word: String) -> String? {
        var bytes = word
        // nil: not this path; true: in double quotes (a space, a quote or a leading #); false: as it is.
        let quoted = bytes.withUTF8 { bytes -> Bool? in
            guard let first = bytes.first else { return nil }
            var quoted = first == UInt8(ascii: "#")
            for byte in bytes {
                if byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return nil }
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "'") { quoted = true }
            }
            return quoted
        }
        guard let quoted else { return nil }
        return quoted ? LineText("\"\(word)\"").string : word
    }

    /// `quoteValue` by characters and scalars: any word.
    static func quotedValue(_ word: String) -> String {
        let plain = !word.isEmpty && quote(word) == word && !word.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        if plain { return word }
        var result = "\""
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The first word of a line as the lexer reads it; nil for a blank line or a comment. A plain
    /// first word (no quote or backslash) is taken without tokenizing the line: the recorder asks
    /// this of every line of batch input.
    public static func firstWord(_ line: String) -> String? {
        let text = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = text.first, first != "#" else { return nil }
        let word = text.prefix { $0 != " " && $0 != "\t" && $0 != "\r" }
        if !word.contains(where: { $0 == "'" || $0 == "\"" || $0 == "\\" }) { return String(word) }
        return Lexer(file: nil, line: 1).partialTokens(String(text)).tokens.first?.text
    }

    /// Tokenizes a line given as text.
    public func tokenize(_ text: String) throws(Diagnostic) -> [Token] {
        try tokenize(scalars: Array(text.unicodeScalars))
    }

    /// Tokenizes a line given as raw bytes (no newline), reporting invalid UTF-8 by column.
    public func tokenize(bytes: some Collection<UInt8>) throws(Diagnostic) -> [Token] {
        var tokens: [Token] = []
        // Room for most command lines' words at once: growing from empty allocated three times.
        tokens.reserveCapacity(4)
        try tokenize(bytes: Array(bytes), into: &tokens)
        return tokens
    }

    /// `tokenize(bytes:)` into `tokens`, emptied first and its storage kept: a session lexes
    /// every line into one buffer instead of allocating one per line.
    public func tokenize(bytes: [UInt8], into tokens: inout [Token]) throws(Diagnostic) {
        tokens.removeAll(keepingCapacity: true)
        if plainASCIITokens(bytes, into: &tokens) { return }
        tokens = try tokenize(scalars: decode(bytes))
    }

    /// The common case without decoding: printable ASCII words with no quotes, escapes, comments
    /// or NUL, where a byte is a column; appended to `tokens`. False sends the line to the full
    /// tokenizer. (Batch input of 100,000 lines spends much of its time here.)
    func plainASCIITokens(_ bytes: [UInt8], into tokens: inout [Token]) -> Bool {
        // Read through a buffer pointer: the array's slices and checked subscripts cost more than
        // the scan itself, and every command line of every scenario comes through here.
        let plain = bytes.withUnsafeBufferPointer { line -> Bool in
            var start = -1
            for index in 0...line.count {
                let byte = index < line.count ? line[index] : 0x20
                switch byte {
                case 0x20, 0x09, 0x0D:
                    if start >= 0 {
                        let text = String(decoding: UnsafeBufferPointer(rebasing: line[start..<index]), as: UTF8.self)
                        tokens.append(Token(text: text, range: range(start + 1, index + 1), quoted: false))
                        start = -1
                    }
                case 0x00, 0x22, 0x23, 0x27, 0x5C, 0x80...:
                    return false // NUL, ", #, ', \ or non-ASCII
                default:
                    if start < 0 { start = index }
                }
            }
            return true
        }
        return plain
    }

    /// Decodes UTF-8, failing at the column of the first invalid byte.
    public func decode(_ bytes: some Collection<UInt8>) throws(Diagnostic) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return scalars
            case .error:
                throw Diagnostic(
                    code: "invalid-utf8", message: "invalid UTF-8 in input",
                    range: range(scalars.count + 1, scalars.count + 2),
                    hint: "save the file as UTF-8")
            }
        }
    }

    private func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: SourceLocation(file: file, line: line, column: start), endColumn: end)
    }

    /// A NUL byte at scalar `index`: command lines are text.
    private func nulByte(at index: Int, hint: String? = nil) -> Diagnostic {
        Diagnostic(code: "nul-byte", message: "NUL byte in input", range: range(index + 1, index + 2), hint: hint)
    }

    /// A quote opened at scalar `open` and still open at `end`, the end of the line.
    private func unterminated(_ kind: String, closedBy quote: String, open: Int, end: Int) -> Diagnostic {
        Diagnostic(code: "unterminated-quote", message: "unterminated \(kind) quote", range: range(open + 1, end + 1),
                   hint: "close the quote with \(quote) before the end of the line")
    }

    /// The tokenizer proper, over decoded scalars; columns are scalar indices + 1.
    public func tokenize(scalars: [Unicode.Scalar]) throws(Diagnostic) -> [Token] {
        try scan(scalars, lenient: false)
    }

    /// The words of a line being typed, for completion: the same rules, except that an unfinished
    /// quote or a trailing backslash ends the last word instead of being an error. `partial` is
    /// true when the line ends inside that last word (no space after it).
    public func partialTokens(_ text: String) -> (tokens: [Token], partial: Bool) {
        let scalars = Array(text.unicodeScalars)
        let tokens = (try? scan(scalars, lenient: true)) ?? []
        let partial = tokens.last.map { $0.range.endColumn == scalars.count + 1 } ?? false
        return (tokens, partial)
    }

    private func scan(_ scalars: [Unicode.Scalar], lenient: Bool) throws(Diagnostic) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        let count = scalars.count
        while index < count {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" || scalar == "\r" { index += 1; continue }
            if scalar == "#" { break }
            let start = index
            var text = String.UnicodeScalarView()
            var quoted = false
            wordLoop: while index < count {
                let c = scalars[index]
                switch c {
                case " ", "\t", "\r":
                    break wordLoop
                case "\0" where !lenient:
                    throw nulByte(at: index, hint: "command lines are text; remove the NUL byte")
                case "'":
                    quoted = true
                    let open = index
                    index += 1
                    while index < count, scalars[index] != "'" {
                        if scalars[index] == "\0" && !lenient {
                            throw nulByte(at: index)
                        }
                        text.append(scalars[index]); index += 1
                    }
                    if lenient && index == count { break wordLoop }
                    guard index < count else {
                        throw unterminated("single", closedBy: "'", open: open, end: count)
                    }
                    index += 1
                case "\"":
                    quoted = true
                    let open = index
                    index += 1
                    while index < count, scalars[index] != "\"" {
                        var d = scalars[index]
                        if d == "\0" && !lenient {
                            throw nulByte(at: index)
                        }
                        if d == "\\", index + 1 < count {
                            index += 1
                            switch scalars[index] {
                            case "n": d = "\n"
                            case "t": d = "\t"
                            case "\"", "\\": d = scalars[index]
                            default: text.append("\\"); d = scalars[index]
                            }
                        }
                        text.append(d); index += 1
                    }
                    if lenient && index == count { break wordLoop }
                    guard index < count else {
                        throw unterminated("double", closedBy: "\"", open: open, end: count)
                    }
                    index += 1
                case "\\":
                    if lenient && index + 1 == count {
                        index += 1
                        break wordLoop
                    }
                    guard index + 1 < count else {
                        throw Diagnostic(code: "trailing-backslash", message: "backslash at the end of the line escapes nothing",
                                         range: range(index + 1, index + 2), hint: "write \\\\ for a literal backslash")
                    }
                    quoted = true
                    index += 1
                    if scalars[index] == "\0" && !lenient {
                        throw nulByte(at: index)
                    }
                    text.append(scalars[index]); index += 1
                default:
                    text.append(c); index += 1
                }
            }
            tokens.append(Token(text: String(text), range: range(start + 1, index + 1), quoted: quoted))
        }
        return tokens
    }
}
