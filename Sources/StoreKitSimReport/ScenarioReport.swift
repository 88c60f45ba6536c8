import StoreKitSimCommands
import StoreKitSimScenario

/// One scenario file as the HTML report shows it: its status, its lines with each command's
/// output (and where it differs, the expected and actual lines in place), and its diagram.
public struct ScenarioReport: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable {
        case passed, failed, malformed
    }

    /// A command of the file: what it expects, what it printed, and how they line up.
    public struct Block: Sendable, Hashable {
        public var line: Int
        public var command: String
        /// The file's expected lines against the actual output (`BlockAlignment`, as `test` compares).
        public var steps: [BlockAlignment.Step]
        public var matches: Bool { steps.allSatisfy { if case .keep = $0 { true } else { false } } }

        public init(line: Int, command: String, steps: [BlockAlignment.Step]) {
            self.line = line
            self.command = command
            self.steps = steps
        }
    }

    public enum Item: Sendable, Hashable {
        case comment(String)
        case blank
        case command(Block)
    }

    /// The path as given on the command line (never made absolute).
    public var path: String
    public var status: Status
    /// The located error of a malformed file.
    public var problem: [String]
    public var items: [Item]
    public var diagram: SequenceDiagram?

    public init(path: String, status: Status, problem: [String] = [], items: [Item] = [], diagram: SequenceDiagram? = nil) {
        self.path = path
        self.status = status
        self.problem = problem
        self.items = items
        self.diagram = diagram
    }

    public var blocks: [Block] { items.compactMap { if case .command(let block) = $0 { block } else { nil } } }
    /// The first command whose output differs, for the index's link.
    public var firstMismatch: Block? { blocks.first { !$0.matches } }

    /// Reads, runs and compares one file through the scenario runner's public API
    /// (`ScenarioParser`, `ScenarioExecutor`, `BlockAlignment`), and draws its diagram.
    public static func run(_ path: String) -> ScenarioReport {
        let file: ScenarioFile
        do {
            file = try ScenarioParser(path: path).parse(bytes: FileBytes.read(path))
        } catch {
            return ScenarioReport(path: path, status: .malformed, problem: error.lines)
        }
        let outputs = ScenarioExecutor.outputs(of: file, path: path)
        var actual = outputs.makeIterator()
        var items: [Item] = []
        for item in file.items {
            switch item {
            case .comment(let text): items.append(.comment(text))
            case .blank: items.append(.blank)
            case .command(let block):
                let alignment = BlockAlignment.align(expected: block.expected, actual: actual.next() ?? [])
                items.append(.command(Block(line: block.line, command: block.command, steps: alignment.steps)))
            }
        }
        let failed = items.contains { if case .command(let block) = $0 { !block.matches } else { false } }
        return ScenarioReport(path: path, status: failed ? .failed : .passed, items: items,
                              diagram: ScenarioDiagram.draw(file, path: path))
    }
}
