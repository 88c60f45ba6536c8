import StoreKitSim

/// The bound arguments and options of one command invocation, by name.
public struct Arguments: Sendable {
    /// Positional values by argument name (several for variadic arguments).
    public var positional: [String: [BoundValue]] = [:]
    /// Option values by option name without dashes (`.flag` for flags).
    public var options: [String: BoundValue] = [:]
    /// Where each argument or option stood, for errors about it.
    public var ranges: [String: SourceRange] = [:]
    /// The whole command's range.
    public var commandRange: SourceRange?

    public init() {}

    public func values(_ name: String) -> [BoundValue] { positional[name] ?? [] }
    public func value(_ name: String) -> BoundValue? { positional[name]?.first ?? options[name] }

    public func text(_ name: String) -> String? {
        if case .text(let t)? = value(name) { return t }
        return nil
    }
    public func texts(_ name: String) -> [String] {
        values(name).compactMap { if case .text(let t) = $0 { return t } else { return nil } }
    }
    public func integer(_ name: String) -> Int? {
        if case .integer(let n)? = value(name) { return n }
        return nil
    }
    public func seconds(_ name: String) -> Int64? {
        if case .seconds(let s)? = value(name) { return s }
        return nil
    }
    public func storefront(_ name: String) -> Storefront? {
        if case .storefront(let s)? = value(name) { return s }
        return nil
    }
    public func storefronts(_ name: String) -> [Storefront] {
        values(name).compactMap { if case .storefront(let s) = $0 { return s } else { return nil } }
    }
    public func version(_ name: String) -> OSVersion? {
        if case .version(let v)? = value(name) { return v }
        return nil
    }
    public func flag(_ name: String) -> Bool { options[name] != nil }
}
