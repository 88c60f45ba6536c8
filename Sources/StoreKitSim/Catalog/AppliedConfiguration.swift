/// What applying a configuration changed, for the command layer to tell: the settings it applied
/// in the order applied, and the products it removed from the catalog.
public struct AppliedConfiguration: Sendable, Equatable {
    /// A setting `World.apply(_:)` applied.
    public enum Setting: Sendable, Equatable, CaseIterable {
        case storefront, locale, askToBuyEnabled, failTransactionsEnabled, renewalRate, billingGracePeriod, billingIssue, interruptedPurchases
        case disableDialogs, storeKitErrors
    }

    public var settings: [Setting] = []
    /// The product ids the configuration took out of the catalog, in the order the old catalog held them.
    public var removed: [ProductID] = []
}
