/// An error the command layer itself raises (a value that does not parse, arguments that
/// contradict each other), already in words.
public struct CommandError: ExplainedError, Sendable, Equatable {
    public var code: String
    public var message: String
    public var hint: String?
    /// The argument or option the error is about, so the diagnostic can point at that word.
    public var argument: String?

    public init(code: String, message: String, hint: String? = nil, argument: String? = nil) {
        self.code = code
        self.message = message
        self.hint = hint
        self.argument = argument
    }

    public var text: ErrorText { ErrorText(code, message, hint: hint, argument: argument) }
}
