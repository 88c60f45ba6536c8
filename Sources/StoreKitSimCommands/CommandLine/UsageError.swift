/// A bad command line: printed as `storekit-sim: message` (or `storekit-sim MODE: message` inside a
/// mode) and a hint, exit status 2. `lines` is the one renderer of every usage error.
public struct UsageError: Error, Sendable, Hashable {
    public var message: String
    public var hint: String
    /// The mode whose arguments were wrong (`test`), nil before one was chosen.
    public var mode: String?

    public init(_ message: String, hint: String, mode: String? = nil) {
        self.message = message
        self.hint = hint
        self.mode = mode
    }

    /// This error inside `mode`, unless it already names one.
    public func within(_ mode: String) -> UsageError {
        var error = self
        error.mode = error.mode ?? mode
        return error
    }

    /// The two lines on standard error.
    public var lines: [String] {
        ["storekit-sim\(mode.map { " " + $0 } ?? ""): \(message)", "hint: \(hint)"]
    }
}
