/// What a person reads about an error: a stable code, the message, a hint, and the argument it is
/// about (so the diagnostic can point at that word).
public struct ErrorText: Sendable, Hashable {
    public var code: String
    public var message: String
    public var hint: String?
    /// The name of the command argument or option the error is about, e.g. `TXN`.
    public var argument: String?

    public init(_ code: String, _ message: String, hint: String? = nil, argument: String? = nil) {
        self.code = code
        self.message = message
        self.hint = hint
        self.argument = argument
    }
}

/// An error the command layer knows how to word. The world's typed errors get their words in
/// extensions next to this one, one file per area (Diagnostics/Explanations/).
public protocol ExplainedError: Error {
    var text: ErrorText { get }
}
