/// A problem with a scenario file itself (not with the simulated behaviour it checks).
///
/// Always located: `FILE:LINE:COLUMN: error: message` then a `hint:` line, so an editor can jump to
/// it. Malformed and unreadable files make `storekit-sim test` exit 2, never pass silently.
public struct ScenarioError: Error, Sendable, Hashable {
    public var path: String
    public var line: Int
    /// 1-based, counted in Unicode scalars like the command lexer's columns.
    public var column: Int
    public var message: String
    public var hint: String?
    /// False for a file the run writes (a report): it is named as given, `PATH: error: ...`,
    /// never as a source location of a file that was read.
    public var located = true

    public init(path: String, line: Int = 1, column: Int = 1, message: String, hint: String? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
    }

    /// The error as printed: the located line, then the hint.
    public var lines: [String] {
        var lines = [located ? "\(path):\(line):\(column): error: \(message)" : "\(path): error: \(message)"]
        if let hint { lines.append("hint: \(hint)") }
        return lines
    }
}
