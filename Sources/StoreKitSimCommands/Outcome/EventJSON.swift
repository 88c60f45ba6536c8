import StoreKitSim

/// The one JSON form of every world event: `{"kind": "area.case", "time": ISO 8601 of the virtual
/// clock, "turn": N, ...fields}`. Each area's switch is exhaustive, so a new event case does not
/// compile until it has a JSON form; docs/outcome.schema.json describes each kind and
/// Tests/python/test_outcome_schema.py validates every kind against it.
public enum EventJSON {
    typealias Fields = ValueJSON.Fields

    public static func json(_ stamped: StampedEvent) -> ResponseJSON {
        let (area, (name, fields)) = describe(stamped.event)
        return .object([("kind", .string(area + "." + name)), ("time", .string(stamped.time.iso8601)),
                        ("turn", .integer(Int64(stamped.turn)))] + fields)
    }

    /// The event's area (`payments`), its case (`transactionUpdated`) and its fields.
    static func describe(_ event: WorldEvent) -> (String, (String, Fields)) {
        switch event {
        case .storefront(let e): ("storefront", storefront(e))
        case .products(let e): ("products", products(e))
        case .payments(let e): ("payments", payments(e))
        case .productPage(let e): ("productPage", productPage(e))
        case .externalPurchase(let e): ("externalPurchase", externalPurchase(e))
        case .subscriptions(let e): ("subscriptions", subscriptions(e))
        case .storeKit2(let e): ("storeKit2", storeKit2(e))
        case .serverAPI(let e): ("serverAPI", serverAPI(e))
        }
    }
}
