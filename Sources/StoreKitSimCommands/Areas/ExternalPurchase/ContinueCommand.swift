import StoreKitSim

/// `continue`: the customer taps Continue on the disclosure notice.
public struct ContinueCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "continue", area: .externalPurchase, summary: "continue on the disclosure notice",
        discussion: "The customer taps Continue: showNotice(type:) returns continued and the app may show its external offer.",
        examples: ["continue"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        try session.perform { try $0.answerNotice(.continued) }
    }
}
