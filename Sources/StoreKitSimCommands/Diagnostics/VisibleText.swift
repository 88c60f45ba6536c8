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
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) || $0 == 0x0A }) { return text }
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

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: return true
        default: return false
        }
    }
}
