import StoreKitSim

/// `echo TEXT...`: prints its words, to label steps in a scenario or a demo.
public struct EchoCommand: TypedCommand {
    public var texts: [String] = []

    public init() {}
    public init(_ texts: [String]) { self.texts = texts }

    public static let declaration = CommandDeclaration(
        "echo", area: .session, summary: "print the words given",
        discussion: "Prints its arguments separated by one space; useful to label steps in a scenario or a demo.",
        examples: ["echo buying gems in Japan"])
    public static let fields: [CommandField<Self>] = [
        .arguments("TEXT", \.texts, .word, atLeastOne: false),
    ]

    public func run(in session: Session) throws {
        session.emit(LineText("\(spaced: texts)"))
    }
}
