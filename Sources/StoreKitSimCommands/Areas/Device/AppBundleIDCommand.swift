import StoreKitSim

/// `app bundle-id [ID]`: the bundleId every signed payload names and a bearer token must carry.
public struct AppBundleIDCommand: TypedCommand {
    /// The new bundle identifier; nil only shows the current one.
    public var bundleID: String?

    public init() {}
    public init(_ bundleID: String?) { self.bundleID = bundleID }

    public static let declaration = CommandDeclaration(
        "app bundle-id", area: .device, summary: "show or set the app's bundle identifier",
        discussion: """
            The bundleId every signed transaction, renewal info, app transaction and notification names, and the 'bid' a \
            bearer token for the App Store Server API must carry (\"Generating JSON Web Tokens for API requests\"); \
            com.example.storekitsim in the built-in world. 'storekit-sim serve --bundle-id' sets it for every world.
            """,
        examples: ["app bundle-id", "app bundle-id com.acme.app"])
    public static let fields: [CommandField<Self>] = [
        .argument("ID", \.bundleID, .word, help: "the app's bundle identifier, e.g. com.acme.app"),
    ]

    public func run(in session: Session) throws {
        if let id = bundleID {
            guard !id.isEmpty, id.utf8.count <= 155,
                  id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }) else {
                throw CommandError(code: "invalid-bundle-id", message: "'\(id)' is not a bundle identifier",
                                   hint: "letters, digits, '.' and '-' only, e.g. com.acme.app", argument: Self.name(of: \.bundleID))
            }
            session.world.app.bundleID = id
        }
        session.emit("bundle-id \(session.world.app.bundleID)")
    }
}
