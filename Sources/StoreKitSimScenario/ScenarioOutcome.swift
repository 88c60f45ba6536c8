/// What running one scenario file gave: passed, failed with per-command diffs, or malformed.
public struct ScenarioOutcome: Sendable, Hashable {
    public enum Status: Sendable, Hashable {
        case passed
        /// Output differed; `mismatches` says where.
        case failed
        /// Output differed and `--update` rewrote the file.
        case updated
        /// The file could not be read or parsed: exit status 2.
        case malformed(ScenarioError)
    }

    public var path: String
    public var status: Status
    public var mismatches: [Mismatch]
    /// Number of commands in the file.
    public var commands: Int
    /// Wall-clock seconds spent on the file (reports only; never in a transcript).
    public var seconds: Double

    public init(path: String, status: Status, mismatches: [Mismatch] = [], commands: Int = 0, seconds: Double = 0) {
        self.path = path
        self.status = status
        self.mismatches = mismatches
        self.commands = commands
        self.seconds = seconds
    }

    /// Passed, or brought up to date by `--update`.
    public var isSuccess: Bool {
        switch status {
        case .passed, .updated: return true
        case .failed, .malformed: return false
        }
    }
}

/// One command whose output differs from its expected block.
public struct Mismatch: Sendable, Hashable {
    /// Line of the `> ` command in the file.
    public var line: Int
    /// The command as typed.
    public var command: String
    /// Unified-diff hunks, expected (`-`) against actual (`+`).
    public var diff: [String]

    public init(line: Int, command: String, diff: [String]) {
        self.line = line
        self.command = command
        self.diff = diff
    }
}
