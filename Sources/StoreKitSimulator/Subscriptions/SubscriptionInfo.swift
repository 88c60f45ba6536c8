import Foundation
import StoreKitSim

extension Product {
    /// Product.SubscriptionInfo: an auto-renewable subscription's group, period and offers, and
    /// the customer's status in its group.
    public struct SubscriptionInfo: Sendable, Hashable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: SubscriptionPeriod
        public let introductoryOffer: SubscriptionOffer?
        public let promotionalOffers: [SubscriptionOffer]
        public let winBackOffers: [SubscriptionOffer]
        /// 1 is the highest level of the group; the sentinel 0 before iOS 17 under StoreKit
        /// Testing in Xcode, as Apple's page says.
        public let groupLevel: Int

        init?(_ product: InAppProduct, in world: World) {
            guard product.type == .autoRenewable else { return nil }
            subscriptionGroupID = world.catalog.groupIdentifier(product.subscriptionGroup ?? product.id.rawValue)
            let period = product.subscriptionPeriod.flatMap(StoreKitSim.SubscriptionPeriod.init(iso8601:)) ?? .oneMonth
            subscriptionPeriod = SubscriptionPeriod(period)
            let offers = product.offers.map { SubscriptionOffer($0, product: product, in: world) }
            introductoryOffer = offers.first { $0.type == .introductory }
            promotionalOffers = offers.filter { $0.type == .promotional }
            winBackOffers = offers.filter { $0.type == .winBack }
            // 0 before iOS 17 under StoreKit Testing in Xcode (Product.SubscriptionInfo.groupLevel).
            groupLevel = world.storeKit2GroupLevel(product.groupLevel)
        }

        /// Whether the customer may still get an introductory offer in this group.
        public var isEligibleForIntroOffer: Bool {
            get async { await Self.isEligibleForIntroOffer(for: subscriptionGroupID) }
        }

        /// The customer's status in this group (empty if never subscribed).
        public var status: [Status] {
            get async throws { try await Self.status(for: subscriptionGroupID) }
        }

        /// Product.SubscriptionInfo.isEligibleForIntroOffer(for:): the group's introductory
        /// offer is once per customer.
        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool {
            SessionBinding.required("Product.SubscriptionInfo.isEligibleForIntroOffer(for:)")?
                .locked { store in
                    // The world keys groups by name; StoreKit names them by id (subscriptionGroupID).
                    let world = store.session.world
                    return !world.subscriptions.introductoryOfferUsed.contains(world.catalog.groupName(groupID) ?? groupID)
                } ?? false
        }

        /// Product.SubscriptionInfo.status(for:): the group's statuses (the account's own
        /// subscription, then one a family member shares), or the error
        /// `setSimulatedError(_:forAPI: .subscriptionStatus)` set.
        public static func status(for groupID: String) async throws -> [Status] {
            let store = try await SessionBinding.current("Product.SubscriptionInfo.status(for:)", waiting: true)
            return try store.locked { store in
                let world = store.session.world
                if let error = world.simulatedError(for: .subscriptionStatus) { throw error.thrown }
                return world.subscriptions.statuses(group: world.catalog.groupName(groupID) ?? groupID).map { store.status($0) }
            }
        }
    }

    /// Product.SubscriptionPeriod.
    public struct SubscriptionPeriod: Sendable, Hashable {
        public let value: Int
        public let unit: Unit

        /// Product.SubscriptionPeriod.Unit.
        public enum Unit: Sendable, Hashable {
            case day, week, month, year
        }

        private init(value: Int, unit: Unit) {
            self.value = value
            self.unit = unit
        }

        /// Product.SubscriptionPeriod's static periods, as Apple declares them.
        public static var weekly: SubscriptionPeriod { SubscriptionPeriod(value: 1, unit: .week) }
        public static var monthly: SubscriptionPeriod { SubscriptionPeriod(value: 1, unit: .month) }
        public static var yearly: SubscriptionPeriod { SubscriptionPeriod(value: 1, unit: .year) }
        public static var everyThreeDays: SubscriptionPeriod { SubscriptionPeriod(value: 3, unit: .day) }
        public static var everyTwoWeeks: SubscriptionPeriod { SubscriptionPeriod(value: 2, unit: .week) }
        public static var everyTwoMonths: SubscriptionPeriod { SubscriptionPeriod(value: 2, unit: .month) }
        public static var everyThreeMonths: SubscriptionPeriod { SubscriptionPeriod(value: 3, unit: .month) }
        public static var everySixMonths: SubscriptionPeriod { SubscriptionPeriod(value: 6, unit: .month) }

        init(_ period: StoreKitSim.SubscriptionPeriod) {
            value = period.value
            switch period.unit {
            case .day: unit = .day
            case .week: unit = .week
            case .month: unit = .month
            case .year: unit = .year
            }
        }
    }

    /// Product.SubscriptionOffer: an offer as App Store Connect declares it.
    public struct SubscriptionOffer: Sendable, Hashable {
        /// nil for the introductory offer.
        public let id: String?
        public let type: OfferType
        public let price: Decimal
        public let displayPrice: String
        public let period: SubscriptionPeriod
        public let periodCount: Int
        public let paymentMode: PaymentMode

        /// Product.SubscriptionOffer.OfferType.
        public struct OfferType: RawRepresentable, Sendable, Hashable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let introductory = OfferType(rawValue: "introductory")
            public static let promotional = OfferType(rawValue: "promotional")
            public static let winBack = OfferType(rawValue: "winBack")
            public static let code = OfferType(rawValue: "code")
        }

        /// Product.SubscriptionOffer.PaymentMode.
        public struct PaymentMode: RawRepresentable, Sendable, Hashable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let freeTrial = PaymentMode(rawValue: "freeTrial")
            public static let payAsYouGo = PaymentMode(rawValue: "payAsYouGo")
            public static let payUpFront = PaymentMode(rawValue: "payUpFront")
        }

        init(_ offer: StoreKitSim.SubscriptionOffer, product: InAppProduct, in world: World) {
            id = offer.type == .introductory ? nil : offer.id
            switch offer.type {
            case .introductory: type = .introductory
            case .promotional: type = .promotional
            case .code: type = .code
            case .winBack: type = .winBack
            }
            switch offer.paymentMode {
            case .freeTrial: paymentMode = .freeTrial
            case .payAsYouGo: paymentMode = .payAsYouGo
            case .payUpFront: paymentMode = .payUpFront
            }
            let currency = product.price(in: world.storefront).currency
            let amount = offer.price.flatMap { Price(parsing: $0, currency: currency) } ?? Price(minorUnits: 0, currency: currency)
            price = Decimal(amount)
            displayPrice = Product.format(price, currency: currency, locale: world.device.locale)
            period = SubscriptionPeriod(offer.period)
            periodCount = offer.periods
        }
    }
}
