/// An error the world throws when a command asks for something StoreKit would refuse.
///
/// It carries no text positions: the command layer turns it into a located `Diagnostic`.
/// `argument` names the command argument the error is about (e.g. "ID"), so the diagnostic can
/// point at that word. Areas add their own constructors in extensions next to their code.
public struct SimulationError: Error, Sendable, Equatable {
    /// A stable machine-readable code, e.g. `unknown-product`.
    public var code: String
    public var message: String
    public var hint: String?
    public var argument: String?

    public init(code: String, message: String, hint: String? = nil, argument: String? = nil) {
        self.code = code
        self.message = message
        self.hint = hint
        self.argument = argument
    }
}
