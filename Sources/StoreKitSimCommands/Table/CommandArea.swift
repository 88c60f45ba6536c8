/// The areas `help` groups commands by, in the order it lists them.
public enum CommandArea: String, Sendable, CaseIterable {
    case session
    case storefront
    case device = "device and app"
    case appStore = "App Store side"
    case products
    case payments
    case subscriptions
    case storeKit2 = "StoreKit 2"
    case productPage = "product page"
    case externalPurchase = "external purchase"
    case watching
}
