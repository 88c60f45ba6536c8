import StoreKitSimCommands
import StoreKitSimDiagrams

/// What the HTML report shows of one test case, kept from the run that `test` checked (so the
/// text, JUnit, TAP, GitHub and HTML reports read the same outcomes and no file runs twice):
/// the file's lines with each command's alignment, its title and its sequence diagram.
///
/// Made only when a run asks for pages (`test --html`): a passing suite does not otherwise hold
/// its output in memory.
public struct ScenarioPage: Sendable, Hashable {
    public enum Item: Sendable, Hashable {
        case comment(String)
        case blank
        /// A command (a matrix case's values substituted) and its expected lines against its output.
        case command(line: Int, command: String, steps: [BlockAlignment.Step])
    }

    public var items: [Item]
    /// The file's first comment line (`#| ` lines skipped), without its `# `: what the file is about.
    public var title: String?
    public var diagram: SequenceDiagram?

    public init(items: [Item], title: String? = nil, diagram: SequenceDiagram? = nil) {
        self.items = items
        self.title = title
        self.diagram = diagram
    }

    /// The first comment line of a file, as a title.
    public static func title(of file: ScenarioFile) -> String? {
        for item in file.items {
            guard case .comment(let text) = item else { continue }
            if text.hasPrefix("#|") { continue }
            let words = text.drop { $0 == "#" || $0 == " " }
            if !words.isEmpty { return String(words) }
        }
        return nil
    }
}
