/// The one error type the command layer reports: every lexer, binder and world error becomes one.
public struct Diagnostic: Error, Sendable, Hashable {
    public enum Severity: String, Sendable { case error, warning, note }

    public var severity: Severity
    /// A stable code such as `unknown-command`, for tests and tools.
    public var code: String
    public var message: String
    /// Where it happened; nil when the input has no location worth printing.
    public var range: SourceRange?
    /// Extra `note:` lines.
    public var notes: [String]
    /// One `hint:` line: what to do, or "did you mean …".
    public var hint: String?

    public init(severity: Severity = .error, code: String, message: String, range: SourceRange? = nil,
                notes: [String] = [], hint: String? = nil) {
        self.severity = severity
        self.code = code
        self.message = message
        self.range = range
        self.notes = notes
        self.hint = hint
    }
}
