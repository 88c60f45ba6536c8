/// Shows invisible and bidirectional characters of a diagnostic as escapes (`\u{202E}`).
///
/// Messages quote what the user typed. A right-to-left override (U+202E) in a quoted word would
/// reverse the rest of the message on the terminal, and a zero-width space (U+200B) makes two
/// different words look the same; Unicode's security considerations (UTS #39, "Unicode Security
/// Mechanisms", and UAX #9 on bidirectional controls) advise making such characters visible.
/// Control, format, separator, private-use and unassigned characters are escaped; a tab too.
public enum VisibleText {
    public static func escaped(_ text: String) -> String {
        // The common case: printable ASCII (and newlines between lines) needs no work.
        if isPlain(text) { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar != "\n", needsEscape(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// True when every byte is printable ASCII or a newline, so the text shows as it is. Read
    /// eight bytes at a time from the string's contiguous bytes: every diagnostic's parts are
    /// checked (a hint can run to two hundred characters), and a word with no byte outside
    /// 0x20-0x7E is passed in a few operations; a word with one is looked at byte by byte.
    static func isPlain(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isPlain)
    }

    /// `isPlain` on bytes already at hand (a diagnostic's part as it is appended).
    static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func plain(_ byte: UInt8) -> Bool { (0x20...0x7E).contains(byte) || byte == 0x0A }
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            // A byte of 0x80 or more, below 0x20, or 0x7F (the usual zero-byte test on word ^ 0x7F...).
            let deleted = word ^ (0x7F &* ones)
            let suspect = (word & highs) | ((word &- 0x20 &* ones) & ~word & highs) | ((deleted &- ones) & ~deleted & highs)
            if suspect != 0 {
                for index in offset..<(offset + 8) where !plain(bytes[index]) { return false }
            }
            offset += 8
        }
        for index in offset..<bytes.count where !plain(bytes[index]) { return false }
        return true
    }

    /// `escaped(text)`'s bytes appended to `bytes`: a plain text (nearly every one) is copied as it
    /// is, in one copy, with no string made.
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        let copied = text.withUTF8 { utf8 in
            guard isPlain(utf8) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if !copied {
            var shown = escaped(text)
            shown.withUTF8 { bytes.append(contentsOf: $0) }
        }
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: return true
        default: return false
        }
    }
}
