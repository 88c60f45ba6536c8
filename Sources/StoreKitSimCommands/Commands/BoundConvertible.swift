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
