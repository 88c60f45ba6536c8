/// Breaks a line of prose at spaces to fit a terminal's width.
///
/// A terminal breaks a long line wherever the width ends, often inside a word ("payment s" /
/// "heet"); the REPL wraps help itself instead. Lines after the first are indented (a hanging
/// indent lines them up under the text they continue); on a terminal too narrow to keep that
/// column, the text left of it stands alone and the rest follows indented a little. A word longer than the width stays whole
/// on a line of its own: breaking it would change what can be copied.
public enum TextWrapper {
    /// The least room a continuation line keeps for text; a deeper indent is cut to `fallbackIndent`.
    static let minimumRoom = 20
    static let fallbackIndent = 4

    public static func wrap(_ text: String, width: Int, indent: Int = 0) -> [String] {
        guard width > 0, text.count > width else { return [text] }
        let hanging = width - indent >= minimumRoom ? indent : min(fallbackIndent, indent)
        let margin = String(repeating: " ", count: max(0, hanging))
        var lines: [String] = []
        var rest = Substring(text)
        var prefix = ""
        // When the column cannot be kept, what stands left of it (a synopsis) gets a line of its own.
        var room = hanging < indent ? min(width, indent) : width
        while prefix.count + rest.count > width {
            // Never break inside the leading spaces that place the text.
            let body = rest.firstIndex(where: { $0 != " " }) ?? rest.endIndex
            let limit = rest.index(rest.startIndex, offsetBy: room, limitedBy: rest.endIndex) ?? rest.endIndex
            var cut = rest[body..<limit].lastIndex(of: " ")
            if limit < rest.endIndex, rest[limit] == " " { cut = limit }
            if cut == nil { cut = rest[limit...].firstIndex(of: " ") } // one long word: keep it whole
            guard let at = cut, at > body else { break }
            var head = rest[..<at]
            while head.last == " " { head.removeLast() }
            lines.append(prefix + head)
            rest = rest[at...].drop(while: { $0 == " " })
            prefix = margin
            room = width - prefix.count
            if rest.isEmpty { return lines }
        }
        lines.append(prefix + rest)
        return lines
    }
}
