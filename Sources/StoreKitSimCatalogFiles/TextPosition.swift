/// Line and column of a byte offset in a file, and the first byte that is not UTF-8.
///
/// Catalog files are checked as bytes before any parser sees them, so every error about their
/// encoding has a `FILE:LINE:COL`.
enum TextPosition {
    /// 1-based line and column (columns count characters: UTF-8 continuation bytes are skipped).
    static func lineColumn(_ bytes: [UInt8], offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[..<min(max(offset, 0), bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }

    /// Line and column of increasing offsets in one pass: asking for each element's place with
    /// `lineColumn` would count from the start every time, quadratic in a large file.
    struct Cursor {
        private let bytes: [UInt8]
        private var offset = 0
        private var line = 1
        private var column = 1

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        /// The place of `target`; an offset before the last one asked for starts again from the top.
        mutating func lineColumn(at target: Int) -> (line: Int, column: Int) {
            let target = min(max(target, 0), bytes.count)
            if target < offset { (offset, line, column) = (0, 1, 1) }
            while offset < target {
                let byte = bytes[offset]
                if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
                offset += 1
            }
            return (line, column)
        }
    }

    /// The offset of the first byte that does not belong to valid UTF-8, or nil when all of it is.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 { index += 1; continue }
            let length: Int
            let minimum: UInt32
            switch byte {
            case 0xC2...0xDF: length = 2; minimum = 0x80
            case 0xE0...0xEF: length = 3; minimum = 0x800
            case 0xF0...0xF4: length = 4; minimum = 0x10000
            default: return index
            }
            guard index + length <= count else { return index }
            var scalar = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for next in bytes[(index + 1)..<(index + length)] {
                guard next & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            // Overlong forms, UTF-16 surrogates and values past U+10FFFF are not UTF-8.
            if scalar < minimum || (0xD800...0xDFFF).contains(scalar) || scalar > 0x10FFFF { return index }
            index += length
        }
        return nil
    }
}
