import StoreKitSim

/// Family Sharing's refusals in words.
extension FamilySharingError: ExplainedError {
    public var text: ErrorText {
        switch self {
        case .unknownProduct(let id):
            return ErrorText("unknown-product", "no product '\(id)' in the catalog", hint: "'catalog' lists the products", argument: Key.product.name)
        case .notShareable(let id, let type):
            return ErrorText("not-family-shareable",
                "\(id) is not shared with the family: only a family-shareable non-consumable or subscription is (this one is \(type.rawValue))",
                             hint: "'product set \(id) --family-shareable on' turns Family Sharing on for it", argument: Key.product.name)
        case .nothingShared(let id):
            return ErrorText("nothing-shared",
                id.map { "no family member shares \($0) with this account" } ?? "no family member shares anything with this account",
                             hint: "'family purchase PRODUCT' has a family member buy and share one", argument: Key.product.name)
        }
    }
}
