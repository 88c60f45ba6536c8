import Foundation
import StoreKitSim
import StoreKitSimCommands

/// StoreKit 2's Product ("Product"): an in-app purchase the App Store sells in the session's
/// storefront, with its localized name and price.
///
/// Differs from StoreKit: the SwiftUI purchase calls (`purchase(confirmIn:options:)`) are not
/// provided (compile errors). `displayPrice` and `priceFormatStyle` use Foundation's currency
/// format for the session's locale and may differ in spacing from the device's.
public struct Product: Identifiable, Sendable, Hashable {
    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool
    /// Set for auto-renewable subscriptions.
    public let subscription: SubscriptionInfo?
    /// The price's ISO 4217 currency (the storefront's) and the locale the App Store formats for
    /// (the session's), for `priceFormatStyle` and the period format styles.
    let currencyCode: String
    let localeIdentifier: String

    /// Product.products(for:): the products the App Store sells in the current storefront, in the
    /// order asked, duplicates dropped; an identifier it does not sell is simply absent. Throws
    /// the error `SKTestSession.setSimulatedError(_:forAPI: .loadProducts)` set.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
        where Identifiers.Element == String
    {
        let store = try await SessionBinding.current("Product.products(for:)", waiting: true)
        let ids = Array(identifiers)
        guard !ids.isEmpty else { return [] }
        return try await store.inFlight("Product.products(for:)") {
            try store.locked { store in
                let outcome = try store.execute(ProductsCommand(ids.map { ProductID($0) }))
                for stamped in outcome.events {
                    switch stamped.event {
                    case .storeKit2(.productsLoaded(_, let products)): return products.map { Product($0, in: store.session.world) }
                    case .storeKit2(.productsThrew(let error)): throw error.thrown
                    default: continue
                    }
                }
                return []
            }
        }
    }

    /// product.purchase(options:): returns when the purchase settles: at once while the session's
    /// `disableDialogs` is true (the simulator's default), else when the test answers the payment
    /// sheet (`SKTestSession.confirmPaymentSheet()`, `cancelPaymentSheet()`). Throws
    /// `Product.PurchaseError` or `StoreKitError` as StoreKit does.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        let store = try await SessionBinding.current("Product.purchase(options:)", waiting: true)
        if options.contains(where: { if case .codeOffer = $0.kind { true } else { false } }) {
            throw StoreKitSimulatorError.unsupported(
                "Product.PurchaseOption.codeOffer(referenceName:) applies to SKTestSession.buyProduct(identifier:options:) only")
        }
        for option in options {
            if case .quantity(let n) = option.kind, n.magnitude > PurchaseOption.commandQuantityLimit { throw PurchaseError.invalidQuantity }
        }
        var command = PurchaseCommand(ProductID(id))
        for option in options { option.apply(to: &command) }
        switch try await store.purchase(command) {
        case .result(let result): return result
        case .threw(let error): throw error.thrown
        }
    }

    init(_ received: ReceivedProduct, in world: World) {
        let product = world.catalog.product(received.id)
        id = received.id.rawValue
        type = ProductType(received.type)
        displayName = received.title
        description = product?.localized(for: world.device.locale).description ?? ""
        price = Decimal(received.price)
        displayPrice = Self.format(price, currency: received.price.currency, locale: world.device.locale)
        currencyCode = received.price.currency
        localeIdentifier = world.device.locale
        isFamilyShareable = product?.familyShareable ?? false
        subscription = product.flatMap { SubscriptionInfo($0, in: world) }
    }

    /// "$2.99", "¥160": Foundation's currency format for the session's locale.
    static func format(_ amount: Decimal, currency: String, locale: String) -> String {
        amount.formatted(.currency(code: currency).locale(Locale(identifier: locale)))
    }
}

extension Decimal {
    /// The exact amount of a world price (minor units at its scale).
    init(_ price: Price) {
        self.init(sign: price.minorUnits < 0 ? .minus : .plus, exponent: -price.scale, significand: Decimal(price.minorUnits.magnitude))
    }
}

extension Product {
    /// Product.ProductType.
    public struct ProductType: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewable")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable")

        init(_ type: InAppProductType) {
            switch type {
            case .consumable: self = .consumable
            case .nonConsumable: self = .nonConsumable
            case .nonRenewing: self = .nonRenewable
            case .autoRenewable: self = .autoRenewable
            }
        }
    }
}
