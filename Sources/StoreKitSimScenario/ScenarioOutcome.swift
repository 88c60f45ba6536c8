/// What running one scenario file (or one case of a matrix file) gave: passed, failed with
/// per-command diffs, updated, or malformed.
public struct ScenarioOutcome: Sendable, Hashable {
    public enum Status: Sendable, Hashable {
        case passed
        /// Output differed; `mismatches` says where.
        case failed
        /// Output differed and `--update` (or an accepted review) rewrote the file.
        case updated
        /// The file could not be read or parsed: exit status 2. Indirect, so that the error's
        /// words take one pointer in every passing outcome of a large suite, not their width.
        indirect case malformed(ScenarioError)
    }

    public var path: String
    /// A matrix case's values (`storefront=FRA os=18.0`), nil for a file without a matrix.
    public var caseName: String?
    public var status: Status
    public var mismatches: [Mismatch]
    /// Number of commands in the file.
    public var commands: Int
    /// Wall-clock seconds spent on the file (reports only; never in a transcript).
    public var seconds: Double
    /// What the run printed, as a scenario file would store it (`> command`, then its output).
    public var transcript: [String]
    /// The HTML report's view of the case, when the run was asked for pages (`test --html`).
    public var page: ScenarioPage? {
        get { pageBox?.page }
        set { pageBox = newValue.map(PageBox.init) }
        _modify {
            // The box is let go first, so the page's arrays are uniquely held and grow in place.
            var page = pageBox?.page
            pageBox = nil
            defer { pageBox = page.map(PageBox.init) }
            yield &page
        }
    }
    /// The page behind one reference: a suite of 10,000 passing files keeps 10,000 outcomes, and
    /// a page held inline would widen each of them whether it has one or not.
    private var pageBox: PageBox?

    public init(path: String, caseName: String? = nil, status: Status, mismatches: [Mismatch] = [], commands: Int = 0,
                seconds: Double = 0, transcript: [String] = []) {
        self.path = path
        self.caseName = caseName
        self.status = status
        self.mismatches = mismatches
        self.commands = commands
        self.seconds = seconds
        self.transcript = transcript
    }

    /// The test case's name: the path, and a matrix case's values in brackets.
    public var name: String {
        caseName.map { "\(path) [\($0)]" } ?? path
    }

    /// Passed (an updated file is not counted as passed: see `isUpdated`).
    public var isSuccess: Bool {
        status == .passed
    }

    /// Brought up to date by `--update` or an accepted review.
    public var isUpdated: Bool { status == .updated }

    /// Not a failure: passed or updated.
    public var isGreen: Bool { status == .passed || status == .updated }

    public var isMalformed: Bool {
        if case .malformed = status { return true }
        return false
    }
}

/// One command whose output differs from its expected block.
public struct Mismatch: Sendable, Hashable {
    /// Line of the `> ` command in the file.
    public var line: Int
    /// The command as run (a matrix case's values substituted).
    public var command: String
    /// Unified-diff hunks, expected (`-`) against actual (`+`).
    public var diff: [String]
    /// File line of the first expected line the diff covers (the block's or its case section's).
    public var firstLine: Int

    public init(line: Int, command: String, diff: [String], firstLine: Int? = nil) {
        self.line = line
        self.command = command
        self.diff = diff
        self.firstLine = firstLine ?? line + 1
    }
}

/// A case's report page, boxed (see `ScenarioOutcome.page`); compared and hashed by the page.
final class PageBox: Sendable, Hashable {
    let page: ScenarioPage

    init(_ page: ScenarioPage) {
        self.page = page
    }

    static func == (a: PageBox, b: PageBox) -> Bool { a.page == b.page }

    func hash(into hasher: inout Hasher) {
        hasher.combine(page)
    }
}
