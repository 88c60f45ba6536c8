import StoreKitSim

/// `notice TYPE`: ExternalPurchaseCustomLink.showNotice(type:) puts up the disclosure sheet.
public struct NoticeCommand: TypedCommand {
    public var type = NoticeType.withinApp

    public init() {}
    public init(_ type: NoticeType) { self.type = type }

    public static let declaration = CommandDeclaration(
        "notice", area: .externalPurchase, summary: "call ExternalPurchaseCustomLink.showNotice(type:) and show the disclosure sheet",
        discussion: """
            Throws when the app is not eligible. Otherwise the system disclosure sheet stays up until 'continue' (NoticeResult \
            continued: go on to the external offer) or 'cancel' (cancelled: do not show it). Use within-app for a web view or native UI \
            inside the app, browser when the app goes to the background and the offer shows elsewhere. When dialogs are disabled the \
            sheet is answered at once with continued.
            """,
        examples: ["notice within-app", "notice browser"])
    public static let fields: [CommandField<Self>] = [
        .argument("TYPE", \.type, .externalPurchaseChoice(NoticeType.self) { .noticeType($0) },
                  help: "within-app (.withinApp) or browser (.browser)"),
    ]

    public func run(in session: Session) throws {
        let type = type
        try session.perform { try $0.showNotice(type) }
    }
}
