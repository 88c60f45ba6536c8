import StoreKitSim
import StoreKitSimSystem

/// `notifications file FILE [--empty]`: each notification's body appended to a file as a JSON line.
public struct NotificationsFileCommand: TypedCommand {
    /// The file, as typed (resolved against the session's folder when run).
    public var file = ""
    /// Start the file empty, so it holds this run's notifications only.
    public var empty = false

    public init() {}
    public init(_ file: String, empty: Bool = false) {
        self.file = file
        self.empty = empty
    }

    public static let declaration = CommandDeclaration(
        "notifications file", area: .appStore,
        summary: "append each notification's {\"signedPayload\": \"…\"} to a file as a JSON line, and turn notifications on",
        discussion: """
            For teams that replay notifications into their handler's unit tests: each notification is one line, the body the \
            App Store would POST. The file is created if missing and never truncated; every write is checked, and a line that \
            cannot be written is reported and marks the notification failed. With --empty the file is first replaced by an \
            empty one, so a test run that sets it reads its own notifications only.
            """,
        examples: ["notifications file notifications.jsonl", "notifications file run.jsonl --empty"])
    public static let fields: [CommandField<Self>] = [
        .argument("FILE", \.file, .file, help: "a file to append JSON lines to"),
        .flag("empty", \.empty, help: "start the file empty (replaced atomically), so it holds this run's notifications only"),
    ]

    public func run(in session: Session) throws {
        let shown = file
        let path = try session.confinedPath(shown)
        do throws(SystemError) {
            try session.checkAppendable(path)
            if empty { try session.replaceFile(path, with: []) }
        } catch {
            throw CommandError(code: "unwritable-file", message: "cannot append to '\(shown)': \(error.reason)",
                               hint: "name a file in a folder that exists and that you may write", argument: Self.name(of: \.file))
        }
        session.serverNotifications.destination = .file(path: path, shown: shown)
        session.serverNotifications.isOn = true
        session.emit(NotificationCommands.settingLine(session))
    }
}
