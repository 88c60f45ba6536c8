import StoreKitSim

/// External purchase: tokens issued and the disclosure notice.
extension EventRenderer {
    static func callback(_ event: ExternalPurchaseEvent) -> String? {
        nil
    }

    static func shown(_ event: ExternalPurchaseEvent) -> [OutputLine] {
        []
    }
}
