/// One line of a results file (`test --results FILE`, read back by `report merge`): a record's
/// kind and its fields, separated by tabs, each field escaped so that any text (tabs, line
/// breaks, backslashes) fits on one line and reads back unchanged.
///
/// A line-based format the tool reads itself, without Foundation: `\\`, `\t`, `\n` and `\r`
/// stand for a backslash, a tab, a line feed and a carriage return; an optional text is `-` when
/// absent and `=` followed by the text when present.
struct ResultsLine: Sendable, Hashable {
    var kind: String
    var fields: [String]

    init(_ kind: String, _ fields: [String] = []) {
        self.kind = kind
        self.fields = fields
    }

    /// The line as written, without its line feed.
    var text: String {
        ([kind] + fields.map(Self.escape)).joined(separator: "\t")
    }

    /// A line as read; nil when an escape is not one of the four.
    init?(parsing line: Substring) {
        let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
        var fields: [String] = []
        for part in parts.dropFirst() {
            guard let field = Self.unescape(part) else { return nil }
            fields.append(field)
        }
        self.init(String(parts[0]), fields)
    }

    static func optional(_ text: String?) -> String {
        text.map { "=" + $0 } ?? "-"
    }

    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func unescape(_ text: Substring) -> String? {
        guard text.utf8.contains(0x5C) else { return String(text) }
        var out = ""
        var escaped = false
        for scalar in text.unicodeScalars {
            if escaped {
                switch scalar {
                case "\\": out += "\\"
                case "t": out += "\t"
                case "n": out += "\n"
                case "r": out += "\r"
                default: return nil
                }
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return escaped ? nil : out
    }
}
