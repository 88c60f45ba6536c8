import Foundation
import StoreKitSim

extension Transaction {
    /// Transaction.OwnershipType.
    public struct OwnershipType: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// Transaction.RevocationReason.
    public struct RevocationReason: RawRepresentable, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let other = RevocationReason(rawValue: 0)
        public static let developerIssue = RevocationReason(rawValue: 1)
    }

    /// Transaction.Reason.
    public struct Reason: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchase = Reason(rawValue: "PURCHASE")
        public static let renewal = Reason(rawValue: "RENEWAL")
    }

    /// Transaction.OfferType.
    public struct OfferType: RawRepresentable, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let introductory = OfferType(rawValue: 1)
        public static let promotional = OfferType(rawValue: 2)
        public static let code = OfferType(rawValue: 3)
        public static let winBack = OfferType(rawValue: 4)
    }

    /// Transaction.Offer: the subscription offer a purchase or renewal used.
    public struct Offer: Sendable, Hashable {
        public let id: String?
        public let type: OfferType
        public let paymentMode: PaymentMode?

        /// Transaction.Offer.PaymentMode.
        public struct PaymentMode: RawRepresentable, Sendable, Hashable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let freeTrial = PaymentMode(rawValue: "FREE_TRIAL")
            public static let payAsYouGo = PaymentMode(rawValue: "PAY_AS_YOU_GO")
            public static let payUpFront = PaymentMode(rawValue: "PAY_UP_FRONT")
        }

        init(_ offer: SubscriptionOffer) {
            switch offer.type {
            case .introductory: type = .introductory; id = nil
            case .promotional: type = .promotional; id = offer.id
            case .code: type = .code; id = offer.id
            case .winBack: type = .winBack; id = offer.id
            }
            switch offer.paymentMode {
            case .freeTrial: paymentMode = .freeTrial
            case .payAsYouGo: paymentMode = .payAsYouGo
            case .payUpFront: paymentMode = .payUpFront
            }
        }
    }
}

extension UUID {
    /// All zeros: the nonce of a value signed without libcrypto.
    static let null: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
}
