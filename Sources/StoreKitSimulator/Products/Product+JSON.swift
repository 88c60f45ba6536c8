import Foundation

extension Product {
    /// Product.jsonRepresentation ("jsonRepresentation"): "the raw JSON representation of the
    /// product", UTF-8 with sorted keys. UNCONFIRMED: Apple does not document the App Store's
    /// product JSON; the simulator writes the product's own fields under StoreKit's names
    /// (`id`, `type`, `displayName`, `description`, `price` as a decimal string, `displayPrice`,
    /// `currency`, `isFamilyShareable`, and for a subscription `subscription` with
    /// `subscriptionGroupID`, `subscriptionPeriod` in ISO 8601 and `groupLevel`). Read it with
    /// JSONSerialization; do not depend on its shape.
    public var jsonRepresentation: Data {
        var object: [String: Any] = [
            "id": id, "type": type.rawValue, "displayName": displayName, "description": description,
            "price": "\(price)", "displayPrice": displayPrice, "currency": currencyCode, "isFamilyShareable": isFamilyShareable,
        ]
        if let subscription {
            object["subscription"] = [
                "subscriptionGroupID": subscription.subscriptionGroupID,
                "subscriptionPeriod": subscription.subscriptionPeriod.iso8601,
                "groupLevel": subscription.groupLevel,
            ] as [String: Any]
        }
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }
}

extension Product.SubscriptionPeriod {
    /// "P1M", "P2W": the period as App Store Connect and .storekit files write it.
    var iso8601: String {
        switch unit {
        case .day: return "P\(value)D"
        case .week: return "P\(value)W"
        case .month: return "P\(value)M"
        case .year: return "P\(value)Y"
        }
    }
}
