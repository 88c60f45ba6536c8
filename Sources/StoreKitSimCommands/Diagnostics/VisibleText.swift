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
    /// from the string's contiguous bytes where it has them: every diagnostic's parts are checked,
    /// and stepping a UTF8View index per byte cost more than the rest of an error's printing.
    static func isPlain(_ text: String) -> Bool {
        func plain(_ byte: UInt8) -> Bool { (0x20...0x7E).contains(byte) || byte == 0x0A }
        let contiguous = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where !plain(byte) { return false }
            return true
        }
        return contiguous ?? text.utf8.allSatisfy(plain)
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: return true
        default: return false
        }
    }
}
