import StoreKitSim

/// A typed argument value, produced by a `ValueKind` at bind time.
public enum BoundValue: Sendable, Hashable {
    case text(String)
    case integer(Int)
    /// A duration in seconds.
    case seconds(Int64)
    /// Calendar months and seconds, for `clock advance`.
    case clockStep(ClockStep)
    case storefront(Storefront)
    case version(OSVersion)
    /// A value of the external purchase area: a token type, a token, a notice type, a report word, …
    case externalPurchase(ExternalPurchaseValue)
    case flag
}
