/// Text for XML and HTML documents (the SVG sequence diagrams, `test --html`'s report): `&`, `<`,
/// `>` and `"` escaped, `'` too where the document asks, and each control character other than
/// tab (XML 1.0 forbids most of them) replaced as the document chooses.
public enum MarkupText {
    public static func escape(_ text: String, apostrophe: Bool, control: (Unicode.Scalar) -> String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'" where apostrophe: out += "&apos;"
            default:
                if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first, scalar.value < 0x20, scalar != "\t" {
                    out += control(scalar)
                } else {
                    out.append(character)
                }
            }
        }
        return out
    }
}
