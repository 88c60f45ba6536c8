import StoreKitSimCommands
import StoreKitSimDiagrams
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
        public var matches: Bool { steps.allSatisfy(\.isUnchanged) }

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
    /// A matrix case's values (`word=x`), nil for a file without a matrix.
    public var caseName: String?
    /// The file's first comment line, what the file is about.
    public var title: String?
    public var status: Status
    /// The located error of a malformed file.
    public var problem: [String]
    public var items: [Item]
    public var diagram: SequenceDiagram?

    public init(path: String, caseName: String? = nil, title: String? = nil, status: Status, problem: [String] = [],
                items: [Item] = [], diagram: SequenceDiagram? = nil) {
        self.path = path
        self.caseName = caseName
        self.title = title
        self.status = status
        self.problem = problem
        self.items = items
        self.diagram = diagram
    }

    /// The test case's name: the path, and a matrix case's values in brackets.
    public var name: String { caseName.map { "\(path) [\($0)]" } ?? path }

    public var blocks: [Block] { items.compactMap { if case .command(let block) = $0 { block } else { nil } } }
    /// The first command whose output differs, for the index's link.
    public var firstMismatch: Block? { blocks.first { !$0.matches } }

    /// The page of one outcome of a run (`test --html` keeps pages: `ScenarioCheck.pages`), so
    /// the report shows exactly what `test` compared, without running the file again.
    public init(_ outcome: ScenarioOutcome) {
        let status: Status
        var problem: [String] = []
        switch outcome.status {
        case .passed, .updated: status = .passed
        case .failed: status = .failed
        case .malformed(let error):
            status = .malformed
            problem = error.lines
        }
        var items: [Item] = []
        for item in outcome.page?.items ?? [] {
            switch item {
            case .comment(let text): items.append(.comment(text))
            case .blank: items.append(.blank)
            case .command(let line, let command, let steps): items.append(.command(Block(line: line, command: command, steps: steps)))
            }
        }
        self.init(path: outcome.path, caseName: outcome.caseName, title: outcome.page?.title, status: status,
                  problem: problem, items: items, diagram: outcome.page?.diagram)
    }

    /// Reads, runs and compares one file as `test` does, and draws its diagram: one report per
    /// test case (one for a plain file, one per case of a matrix file).
    public static func reports(_ path: String) -> [ScenarioReport] {
        ScenarioCheck.evaluate(path, pages: true).outcomes.map(ScenarioReport.init)
    }

    /// The report of a plain file (a matrix file's first case).
    public static func run(_ path: String) -> ScenarioReport {
        reports(path)[0]
    }
}
