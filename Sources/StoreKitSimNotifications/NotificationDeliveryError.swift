/// Why a destination for notifications was refused: the session turns each into a located
/// error on the command's argument.
public enum NotificationDeliveryError: Error, Sendable, Hashable {
    /// libcurl could not be loaded (library name and reason).
    case libraryUnavailable(String)
    /// libcurl's URL parser refused it (its words).
    case malformedURL(String, reason: String)
    case unsupportedScheme(String, scheme: String)
    /// Nothing accepted a connection at the URL's host and port (libcurl's words).
    case unreachable(String, host: String, port: Int, reason: String)
    /// The file cannot be opened for appending (the system's words).
    case unwritableFile(String, reason: String)
}
