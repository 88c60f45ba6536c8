import StoreKitSim

/// `message display`: message.display(in:) for the oldest message the app deferred.
public struct MessageDisplayCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "message display", area: .storeKit2, summary: "display the oldest deferred message (message.display(in:))",
        discussion: "The app shows a message it deferred.",
        examples: ["message display"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        try session.perform { try $0.displayDeferredMessage() }
    }
}
