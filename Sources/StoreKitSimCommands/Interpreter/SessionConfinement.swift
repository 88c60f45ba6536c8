import StoreKitSimSystem
import StoreKitSimNotifications

/// What commands may reach when they come from the network (`serve`'s control endpoint, the
/// REPL's `server start`): files inside one folder only, and notification URLs on loopback only.
/// A session without one (the REPL's own lines, batch mode, scenarios) reaches anything its user can.
///
/// A path is compared by its real path (symbolic links followed, `..` resolved; a new file by its
/// folder's), so a link inside the folder pointing out is outside. The refusal is one message for
/// every outside path, existing or not, and names none of it: a request learns nothing about the
/// rest of the machine. The files are then opened through `beneath`, the folder's descriptor with
/// openat2's RESOLVE_BENEATH, so a link swapped in between the check and the open cannot lead out
/// either (the Session's readFile, replaceFile, appendLine and checkAppendable).
public struct SessionConfinement: Sendable, Equatable {
    /// The folder's real path, without a trailing slash.
    public let folder: String
    /// The folder opened: every file a confined command reads or writes is opened beneath it.
    public let beneath: BeneathFolder
    /// `serve --allow-remote-notifications`: notification URLs may name any host.
    public let allowsRemoteNotifications: Bool
    /// The server's own port: a notification URL to it on loopback would have the server post to itself.
    public let serverPort: UInt16?

    /// nil when `folder` does not exist.
    public init?(folder: String, allowsRemoteNotifications: Bool = false, serverPort: UInt16? = nil) {
        guard let real = FilePath.real(folder), let beneath = BeneathFolder(realPath: real) else { return nil }
        self.folder = real == "/" ? "" : real
        self.beneath = beneath
        self.allowsRemoteNotifications = allowsRemoteNotifications
        self.serverPort = serverPort
    }

    /// `resolved` (a command's path, already resolved against the session's folder) when its real
    /// path is inside the folder.
    public func check(path resolved: String) throws(CommandError) -> String {
        let real = AtomicFile.realTarget(resolved)
        guard real.hasPrefix(folder + "/"), real.count > folder.count + 1 else { throw Self.outside }
        return real
    }

    /// Refuses a URL to a host other than loopback (unless allowed) and the server's own address.
    public func check(url: NotificationURL) throws(CommandError) {
        let loopback = Self.isLoopback(url.host)
        if loopback, let serverPort, url.port == Int(serverPort) {
            throw CommandError(code: "notification-url-refused", message: "the notification URL is this server's own address",
                               hint: "give the URL of the developer's server that receives the notifications")
        }
        if !loopback && !allowsRemoteNotifications {
            throw CommandError(code: "notification-url-refused",
                               message: "over the control endpoint, notification URLs reach loopback only (localhost, 127.0.0.1, [::1])",
                               hint: "start serve with --allow-remote-notifications to post to other hosts")
        }
    }

    static func isLoopback(_ host: String) -> Bool {
        let lower = host.lowercased()
        if lower == "localhost" || lower == "::1" || lower == "[::1]" { return true }
        let parts = lower.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    static let outside = CommandError(code: "outside-folder",
                                      message: "over the control endpoint, files are read and written only inside the server's working folder",
                                      hint: "give a path inside the folder serve was started in")
}
