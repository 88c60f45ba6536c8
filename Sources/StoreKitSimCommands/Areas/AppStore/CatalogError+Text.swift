import StoreKitSim

/// The catalog's errors in words.
extension CatalogError: ExplainedError {
    public var text: ErrorText {
        switch self {
        case .unknownProduct(let id):
            return ErrorText("unknown-product", "no product '\(id)' in the catalog", hint: "'catalog' lists the products", argument: Key.id.name)
        }
    }
}
