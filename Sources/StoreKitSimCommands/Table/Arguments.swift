import StoreKitSim

/// The bound arguments and options of one command invocation, by name.
///
/// The binder has already parsed every value with its `ValueKind`, so handlers read typed values:
/// the required accessors (`text`, `storefront`, …) throw when the table and the handler disagree
/// about a name, instead of letting a handler return silently; the `optional…` ones are for
/// arguments and options the table declares optional.
public struct Arguments: Sendable {
    /// Positional values by argument name (several for variadic arguments).
    public var positional: NamedValues<BoundValues> = [:]
    /// Option values by option name without dashes (`.flag` for flags).
    public var options: NamedValues<BoundValue> = [:]
    /// Where each argument or option stood, for errors about it.
    public var ranges: NamedValues<SourceRange> = [:]
    /// The whole command's range.
    public var commandRange: SourceRange?
    /// The names the command declares (set by the binder in debug builds), against which typed keys are checked.
    public var declared: Set<String>?

    public init() {}

    /// What a line bound, by argument or option name, without where its words were: two lines
    /// that bind to equal values mean the same command (`CommandLineWriter` round-trips these).
    public var boundValues: [String: [BoundValue]] {
        var values: [String: [BoundValue]] = [:]
        for name in positional.names { values[name] = positional[name]?.all }
        for name in options.names { values["--" + name] = options[name].map { [$0] } }
        return values
    }

    public func values(_ name: String) -> [BoundValue] { positional[name]?.all ?? [] }
    public func value(_ name: String) -> BoundValue? { positional[name]?.first ?? options[name] }
    public func flag(_ name: String) -> Bool { options[name] != nil }

    /// A required value, or an internal error naming the argument (a table mistake, never input's).
    func required<T>(_ name: String, _ optional: T?) throws(Diagnostic) -> T {
        guard let optional else {
            throw Diagnostic(code: "internal", message: "the command table declares no bound value '\(name)' of that type", range: commandRange)
        }
        return optional
    }

    public func storefront(_ name: String) throws(Diagnostic) -> Storefront { try required(name, optionalStorefront(name)) }
    public func version(_ name: String) throws(Diagnostic) -> OSVersion { try required(name, optionalVersion(name)) }

    public func optionalText(_ name: String) -> String? {
        if case .text(let t)? = value(name) { return t }
        return nil
    }
    public func optionalInteger(_ name: String) -> Int? {
        if case .integer(let n)? = value(name) { return n }
        return nil
    }
    public func optionalSeconds(_ name: String) -> Int64? {
        if case .seconds(let s)? = value(name) { return s }
        return nil
    }
    public func optionalStorefront(_ name: String) -> Storefront? {
        if case .storefront(let s)? = value(name) { return s }
        return nil
    }
    public func optionalVersion(_ name: String) -> OSVersion? {
        if case .version(let v)? = value(name) { return v }
        return nil
    }

    public func texts(_ name: String) -> [String] {
        values(name).compactMap { if case .text(let t) = $0 { return t } else { return nil } }
    }
    public func storefronts(_ name: String) -> [Storefront] {
        values(name).compactMap { if case .storefront(let s) = $0 { return s } else { return nil } }
    }
}

/// The values one positional argument bound: most take one word, kept without an array (one
/// allocation fewer per command line); a variadic argument keeps its list.
public enum BoundValues: Sendable {
    case one(BoundValue)
    case many([BoundValue])

    public var first: BoundValue? {
        switch self {
        case .one(let value): value
        case .many(let values): values.first
        }
    }

    public var all: [BoundValue] {
        switch self {
        case .one(let value): [value]
        case .many(let values): values
        }
    }
}
