import StoreKitSim

/// A type a command's property can have: one `BoundValue` case holds it, so the binder's value
/// becomes the property and the property becomes the value `CommandLineWriter` writes.
public protocol BoundConvertible: Sendable, Equatable {
    /// nil when the bound value is another case (a table mistake: the field's `ValueKind` makes another type).
    init?(bound: BoundValue)
    var bound: BoundValue { get }
}

extension String: BoundConvertible {
    public init?(bound: BoundValue) {
        guard case .text(let text) = bound else { return nil }
        self = text
    }
    public var bound: BoundValue { .text(self) }
}

extension Int: BoundConvertible {
    public init?(bound: BoundValue) {
        guard case .integer(let number) = bound else { return nil }
        self = number
    }
    public var bound: BoundValue { .integer(self) }
}

/// A duration in seconds (`ValueKind.duration`).
extension Int64: BoundConvertible {
    public init?(bound: BoundValue) {
        guard case .seconds(let seconds) = bound else { return nil }
        self = seconds
    }
    public var bound: BoundValue { .seconds(self) }
}

extension Storefront: BoundConvertible {
    public init?(bound: BoundValue) {
        guard case .storefront(let storefront) = bound else { return nil }
        self = storefront
    }
    public var bound: BoundValue { .storefront(self) }
}

extension OSVersion: BoundConvertible {
    public init?(bound: BoundValue) {
        guard case .version(let version) = bound else { return nil }
        self = version
    }
    public var bound: BoundValue { .version(self) }
}

extension ClockStep: BoundConvertible {
    public init?(bound: BoundValue) {
        guard case .clockStep(let step) = bound else { return nil }
        self = step
    }
    public var bound: BoundValue { .clockStep(self) }
}

extension ProductID: BoundConvertible {
    public init?(bound: BoundValue) {
        guard case .text(let text) = bound else { return nil }
        self.init(text)
    }
    public var bound: BoundValue { .text(rawValue) }
}

extension TransactionID: BoundConvertible {
    public init?(bound: BoundValue) {
        guard case .text(let text) = bound else { return nil }
        self.init(text)
    }
    public var bound: BoundValue { .text(rawValue) }
}

/// Transaction.RevocationReason by its case name (`refund TXN --reason developerIssue`).
extension RevocationReason: BoundConvertible {
    public init?(bound: BoundValue) {
        guard case .text(let text) = bound else { return nil }
        self.init(rawValue: text)
    }
    public var bound: BoundValue { .text(rawValue) }
}

/// A subscription moment (`ValueKind.subscriptionMoment`, a choice that binds the raw value).
extension SubscriptionMoment: BoundConvertible {
    public init?(bound: BoundValue) {
        guard case .text(let text) = bound else { return nil }
        self.init(rawValue: text)
    }
    public var bound: BoundValue { .text(rawValue) }
}

/// A custom link token type as `token` binds it, keeping whether it was spelled as iOS 27.2's
/// ExternalPurchaseCustomLink.TokenType (`ValueKind.customLinkTokenType`).
extension CustomLinkTokenTypeWord: BoundConvertible {
    public init?(bound: BoundValue) {
        switch bound {
        case .externalPurchase(.tokenType(let type)): self.init(type)
        case .externalPurchase(.tokenTypeStruct(let type)): self.init(type, asTokenType: true)
        default: return nil
        }
    }
    public var bound: BoundValue { .externalPurchase(isTokenType ? .tokenTypeStruct(type) : .tokenType(type)) }
}

/// A disclosure notice's type (`notice`).
extension NoticeType: BoundConvertible {
    public init?(bound: BoundValue) {
        guard case .externalPurchase(.noticeType(let value)) = bound else { return nil }
        self = value
    }
    public var bound: BoundValue { .externalPurchase(.noticeType(self)) }
}

/// An external purchase entitlement by Apple's key or alias (`ValueKind.entitlement`).
extension ExternalPurchaseEntitlement: BoundConvertible {
    public init?(bound: BoundValue) {
        guard case .externalPurchase(.entitlement(let value)) = bound else { return nil }
        self = value
    }
    public var bound: BoundValue { .externalPurchase(.entitlement(self)) }
}

/// An Info.plist key of the external purchase entitlements (`ValueKind.plistKey`).
extension InfoPlistKey: BoundConvertible {
    public init?(bound: BoundValue) {
        guard case .externalPurchase(.plistKey(let value)) = bound else { return nil }
        self = value
    }
    public var bound: BoundValue { .externalPurchase(.plistKey(self)) }
}

/// Where custom link tokens come from, or the server a report goes to.
extension ExternalPurchaseEnvironment: BoundConvertible {
    public init?(bound: BoundValue) {
        guard case .externalPurchase(.environment(let value)) = bound else { return nil }
        self = value
    }
    public var bound: BoundValue { .externalPurchase(.environment(self)) }
}

/// An ExternalPurchaseReport's status (`report`).
extension ReportStatus: BoundConvertible {
    public init?(bound: BoundValue) {
        guard case .externalPurchase(.reportStatus(let value)) = bound else { return nil }
        self = value
    }
    public var bound: BoundValue { .externalPurchase(.reportStatus(self)) }
}

/// A word of a report's line items (`ValueKind.reportWord`).
extension ReportWord: BoundConvertible {
    public init?(bound: BoundValue) {
        guard case .externalPurchase(.reportWord(let value)) = bound else { return nil }
        self = value
    }
    public var bound: BoundValue { .externalPurchase(.reportWord(self)) }
}

/// What `customer` does.
extension CustomerChange: BoundConvertible {
    public init?(bound: BoundValue) {
        guard case .externalPurchase(.customer(let value)) = bound else { return nil }
        self = value
    }
    public var bound: BoundValue { .externalPurchase(.customer(self)) }
}
