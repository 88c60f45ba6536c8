import StoreKitSim

/// What one command did, as data: the line, whether it succeeded, the typed events it caused in
/// their turns, the typed error, the lines it printed, the App Store Server Notifications it sent
/// and the files it wrote.
///
/// `Session.run(_:file:line:)` makes one; text front ends keep printing through their sink while
/// it is made, so an outcome is one more reader of a command, not a second way to run it. JSON
/// front ends (`storekit-sim --json`, the server's control endpoint) write it with `OutcomeJSON`.
public struct Outcome: Sendable {
    /// The command's line as it was given.
    public var command: String
    /// False when the command failed (its diagnostic is `error`).
    public var ok: Bool
    /// The virtual clock after the command.
    public var clock: VirtualInstant
    /// The world's events, grouped by turn (calls StoreKit made before the app reacted), in order.
    public var turns: [[StampedEvent]]
    /// The error the command failed with, as the command layer words it.
    public var error: Diagnostic?
    /// Every output line the command printed (diagnostics are not output lines).
    public var output: [String]
    /// What the App Store sent the developer's server during the command.
    public var notifications: [OutcomeNotification]
    /// Transactions the command completed (purchased or restored), signed as `transaction jws` signs.
    public var transactions: [OutcomeTransaction]
    /// Files the command wrote, as the command named them (`diagram FILE`, a notifications file).
    public var files: [String]

    public init(command: String, ok: Bool, clock: VirtualInstant, turns: [[StampedEvent]] = [], error: Diagnostic? = nil,
                output: [String] = [], notifications: [OutcomeNotification] = [], transactions: [OutcomeTransaction] = [],
                files: [String] = []) {
        self.command = command
        self.ok = ok
        self.clock = clock
        self.turns = turns
        self.error = error
        self.output = output
        self.notifications = notifications
        self.transactions = transactions
        self.files = files
    }

    /// Every event, turn after turn.
    public var events: [StampedEvent] { turns.flatMap { $0 } }

    /// Events in the order they happened, split where the turn number changes.
    static func turns(of events: [StampedEvent]) -> [[StampedEvent]] {
        var turns: [[StampedEvent]] = []
        for event in events {
            if let last = turns.last?.last, last.turn == event.turn {
                turns[turns.count - 1].append(event)
            } else {
                turns.append([event])
            }
        }
        return turns
    }
}
