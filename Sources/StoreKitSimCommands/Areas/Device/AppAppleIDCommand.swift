import StoreKitSim

/// `app apple-id [N]`: the appAppleId the production and local-testing payloads carry.
public struct AppAppleIDCommand: TypedCommand {
    /// The new Apple ID; nil only shows the current one.
    public var appAppleID: Int?

    public init() {}
    public init(_ appAppleID: Int?) { self.appAppleID = appAppleID }

    public static let declaration = CommandDeclaration(
        "app apple-id", area: .device, summary: "show or set the app's Apple ID (appAppleId)",
        discussion: """
            The appAppleId that the payloads signed in the production and local-testing environments carry (Apple's \
            \"appAppleId\": the App Store assigns it; it is not present in the sandbox); 1234567890 in the built-in world. \
            'storekit-sim serve --app-apple-id' sets it for every world.
            """,
        examples: ["app apple-id", "app apple-id 987654321"])
    public static let fields: [CommandField<Self>] = [
        .argument("N", \.appAppleID, .integer(1...Int.max), help: "the app's Apple ID (appAppleId), a positive integer"),
    ]

    public func run(in session: Session) throws {
        if let number = appAppleID { session.world.app.appAppleID = Int64(number) }
        session.emit("apple-id \(session.world.app.appAppleID)")
    }
}
