/// A sequence diagram as Mermaid `sequenceDiagram` text, which GitHub and GitLab draw in READMEs
/// and pull requests (https://mermaid.js.org/syntax/sequenceDiagram.html).
///
/// Deterministic: the same diagram gives the same bytes. Characters Mermaid reads as syntax in a
/// message (`;`, `#`, `<`, `>`) are written as its `#code;` entities.
public struct MermaidDiagramWriter: Sendable {
    public init() {}

    public func render(_ diagram: SequenceDiagram) -> String {
        var lines = ["sequenceDiagram"]
        if !diagram.title.isEmpty { lines.append("    title \(Self.escape(diagram.title))") }
        let participants = diagram.participants
        for participant in participants {
            lines.append("    participant \(Self.id(participant)) as \(participant.title)")
        }
        for item in diagram.items {
            switch item {
            case .command(let command):
                let first = Self.id(participants[0]), last = Self.id(participants[participants.count - 1])
                let span = participants.count > 1 ? "\(first),\(last)" : first
                lines.append("    Note over \(span): \(Self.escape("> " + command))")
            case .message(let from, let to, let text, let kind):
                let arrow = kind == .reply ? "-->>" : "->>"
                let label = kind == .sheet ? "sheet: " + text : text
                lines.append("    \(Self.id(from))\(arrow)\(Self.id(to)): \(Self.escape(label))")
            case .note(let over, let text):
                lines.append("    Note over \(Self.id(over)): \(Self.escape(text))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One-word participant ids; the titles are their aliases.
    static func id(_ participant: SequenceDiagram.Participant) -> String {
        switch participant {
        case .customer: return "Customer"
        case .app: return "App"
        case .storeKit: return "StoreKit"
        case .appStore: return "AppStore"
        case .server: return "Server"
        }
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "#": out += "#35;"
            case ";": out += "#59;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "\n", "\r": out += " "
            default: out.append(character)
            }
        }
        return out
    }
}
