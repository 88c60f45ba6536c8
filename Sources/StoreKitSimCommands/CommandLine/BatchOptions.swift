/// Batch input's options, given before any mode: `storekit-sim [--bail] [--json] < script`.
public struct BatchOptions: Sendable, Hashable {
    /// Stop at the first command that fails (`--bail`).
    public var bail = false
    /// Print one outcome JSON object per command (JSON Lines) instead of text (`--json`;
    /// docs/outcome.md).
    public var json = false

    public init(bail: Bool = false, json: Bool = false) {
        self.bail = bail
        self.json = json
    }
}
