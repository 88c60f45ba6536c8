import StoreKitSim

/// The typed values the external purchase commands bind (see `BoundValue.externalPurchase`), so
/// their handlers receive a token type, a notice type or a report word instead of a word to look up.
public enum ExternalPurchaseValue: Sendable, Hashable {
    case tokenType(CustomLinkTokenType)
    /// A token type spelled as iOS 27.2's `ExternalPurchaseCustomLink.TokenType` (`withinApp`, `outOfApp`).
    case tokenTypeStruct(CustomLinkTokenType)
    case noticeType(NoticeType)
    case entitlement(ExternalPurchaseEntitlement)
    case plistKey(InfoPlistKey)
    case environment(ExternalPurchaseEnvironment)
    case reportStatus(ReportStatus)
    case reportWord(ReportWord)
    case customer(CustomerChange)
}

/// What `customer` does: sign in a new or an existing customer, or record an update.
public enum CustomerChange: String, Sendable, CaseIterable, Hashable {
    case new, existing, update
}

extension Arguments {
    /// A required external purchase value of the kind `pick` takes, or an internal error.
    func externalPurchase<T>(_ name: String, _ pick: (ExternalPurchaseValue) -> T?) throws -> T {
        try required(name, optionalExternalPurchase(name, pick))
    }

    func optionalExternalPurchase<T>(_ name: String, _ pick: (ExternalPurchaseValue) -> T?) -> T? {
        if case .externalPurchase(let value)? = value(name) { return pick(value) }
        return nil
    }

    /// Every value of a variadic argument of the kind `pick` takes.
    func externalPurchaseValues<T>(_ name: String, _ pick: (ExternalPurchaseValue) -> T?) -> [T] {
        values(name).compactMap { if case .externalPurchase(let value) = $0 { return pick(value) } else { return nil } }
    }

    func tokenType(_ name: String) throws -> CustomLinkTokenType {
        try externalPurchase(name) {
            switch $0 {
            case .tokenType(let type), .tokenTypeStruct(let type): type
            default: nil
            }
        }
    }
    /// Whether the token type was spelled as iOS 27.2's TokenType (`withinApp`, `outOfApp`).
    func isTokenTypeStruct(_ name: String) -> Bool {
        optionalExternalPurchase(name) { if case .tokenTypeStruct = $0 { true } else { nil } } ?? false
    }
    func noticeType(_ name: String) throws -> NoticeType {
        try externalPurchase(name) { if case .noticeType(let type) = $0 { type } else { nil } }
    }
    func entitlement(_ name: String) throws -> ExternalPurchaseEntitlement {
        try externalPurchase(name) { if case .entitlement(let entitlement) = $0 { entitlement } else { nil } }
    }
    func plistKey(_ name: String) throws -> InfoPlistKey {
        try externalPurchase(name) { if case .plistKey(let key) = $0 { key } else { nil } }
    }
    func reportStatus(_ name: String) throws -> ReportStatus {
        try externalPurchase(name) { if case .reportStatus(let status) = $0 { status } else { nil } }
    }
    func optionalEnvironment(_ name: String) -> ExternalPurchaseEnvironment? {
        optionalExternalPurchase(name) { if case .environment(let environment) = $0 { environment } else { nil } }
    }
    func optionalCustomerChange(_ name: String) -> CustomerChange? {
        optionalExternalPurchase(name) { if case .customer(let change) = $0 { change } else { nil } }
    }
    func reportWords(_ name: String) -> [ReportWord] {
        externalPurchaseValues(name) { if case .reportWord(let word) = $0 { word } else { nil } }
    }
}

extension ValueKind {
    /// token(for:)'s argument: Apple's strings (ACQUISITION, SERVICES, IN_APP, LINK_OUT) or iOS
    /// 27.2's `ExternalPurchaseCustomLink.TokenType` names (withinApp, outOfApp), any case typed.
    static var customLinkTokenType: ValueKind {
        let structNames = CustomLinkTokenType.allCases.compactMap { type in type.tokenTypeName.map { ($0, type) } }
        var kind = ValueKind.choice(CustomLinkTokenType.allCases.map(\.rawValue) + structNames.map(\.0))
        let check = kind.parse
        kind.parse = { word, world throws(CommandError) in
            let checked = try check(word, world)
            guard case .text(let canonical) = checked else { return checked }
            if let type = CustomLinkTokenType(rawValue: canonical) { return .externalPurchase(.tokenType(type)) }
            if let named = structNames.first(where: { $0.0 == canonical }) { return .externalPurchase(.tokenTypeStruct(named.1)) }
            return checked
        }
        return kind
    }

    /// `choice` over an enumeration's raw values, binding the case itself: the same placeholder,
    /// help, completions and error as `choice`.
    static func externalPurchaseChoice<T: RawRepresentable & CaseIterable & Sendable>(
        _ type: T.Type, _ wrap: @escaping @Sendable (T) -> ExternalPurchaseValue
    ) -> ValueKind where T.RawValue == String {
        var kind = ValueKind.choice(T.allCases.map(\.rawValue))
        let check = kind.parse
        kind.parse = { word, world throws(CommandError) in
            // The choice binds Apple's spelling whatever the case typed; the typed value comes from that.
            let checked = try check(word, world)
            guard case .text(let canonical) = checked, let value = T(rawValue: canonical) else { return checked }
            return .externalPurchase(wrap(value))
        }
        return kind
    }
}
