import Foundation
import StoreKitSim

/// StoreKit 2's Storefront: the App Store country of the customer's account.
public struct Storefront: Identifiable, Sendable, Hashable {
    /// ISO 3166-1 alpha-3, as StoreKit gives it (`USA`).
    public let countryCode: String
    /// The App Store's storefront identifier (`143441`).
    public let id: String
    public let currency: Locale.Currency?

    init(_ storefront: StoreKitSim.Storefront) {
        countryCode = storefront.countryCode
        id = String(storefront.identifier)
        currency = Locale.Currency(storefront.currency)
    }

    /// Storefront.current: the session's storefront.
    public static var current: Storefront? {
        get async {
            guard let store = SessionBinding.required("Storefront.current") else { return nil }
            return store.locked { Storefront($0.session.world.storefront) }
        }
    }

    /// Storefront.Storefronts.
    public typealias Storefronts = SimulatedSequence<Storefront>

    /// Storefront.updates: each storefront change, in the world's order.
    public static var updates: Storefronts {
        SimulatedSequence(source: .live(SessionBinding.liveSource("Storefront.updates"), \.storefrontUpdates, api: "Storefront.updates"))
    }
}
