import StoreKitSim
import StoreKitSimSigning

/// The one JSON form of an `Outcome` (docs/outcome.md, docs/outcome.schema.json): `storekit-sim
/// --json` prints one per command, the control endpoint answers one per command in `outcomes`.
/// Keys in a fixed order, values from the virtual clock and the world's counters only, so the
/// same commands give the same bytes (but for the signatures, which ECDSA makes anew each time).
public enum OutcomeJSON {
    public static func json(_ outcome: Outcome) -> ResponseJSON {
        .object([
            ("command", .string(outcome.command)),
            ("ok", .bool(outcome.ok)),
            ("clock", .string(outcome.clock.iso8601)),
            ("output", .array(outcome.output.map(ResponseJSON.string))),
            ("events", .array(outcome.events.map(EventJSON.json))),
            ("transactions", .array(outcome.transactions.map(transaction))),
            ("notifications", .array(outcome.notifications.map(notification))),
            ("files", .array(outcome.files.map(ResponseJSON.string))),
            ("error", outcome.error.map(error) ?? .null),
        ])
    }

    /// A completed transaction: its ids both ways, product, state, purchaseDate in milliseconds and
    /// the JWS (null when it could not be signed).
    static func transaction(_ completed: OutcomeTransaction) -> ResponseJSON {
        let t = completed.transaction
        return .object(ValueJSON.transactionIDs(t.id) + [
            ("originalTransactionId", .string(SignedPayloads.numericID(t.originalTransactionID ?? t.originalID ?? t.id))),
            ("productId", .string(t.productID.rawValue)),
            ("state", .string(t.state.rawValue)),
            ("purchaseDate", .integer(t.purchaseDate.milliseconds)),
            ("signedTransaction", ValueJSON.string(completed.signedTransaction)),
        ])
    }

    static func notification(_ n: OutcomeNotification) -> ResponseJSON {
        .object([("notificationUUID", .string(n.notificationUUID)), ("notificationType", .string(n.notificationType)),
                 ("subtype", ValueJSON.string(n.subtype)), ("signedPayload", .string(n.signedPayload))])
    }

    /// A diagnostic: its stable code, message, hint and where it points (file, line, column).
    public static func error(_ d: Diagnostic) -> ResponseJSON {
        .object([("code", .string(d.code)), ("message", .string(d.message)), ("hint", ValueJSON.string(d.hint)),
                 ("file", ValueJSON.string(d.range?.start.file)), ("line", ValueJSON.integer(d.range?.start.line)),
                 ("column", ValueJSON.integer(d.range?.start.column))])
    }
}
