/// A positional argument of a command.
public struct ArgumentSpec: Sendable {
    public enum Arity: Sendable { case one, optional, oneOrMore, zeroOrMore }

    /// The declaration's parts, shared (`SharedParts`): the binder walks a command's arguments on every line it binds.
    private struct Parts: Sendable {
        var name: String
        var kind: ValueKind
        var arity: Arity
        var help: String
        var unlessOption: String?
        var withOption: String?
    }
    private let shared: SharedParts<Parts>

    /// The name used in help and in `Arguments` lookups, e.g. `CODE`.
    public var name: String { shared.parts.name }
    public var kind: ValueKind { shared.parts.kind }
    public var arity: Arity { shared.parts.arity }
    public var help: String { shared.parts.help }
    /// The option that replaces this argument: when it is given, the argument is not bound
    /// (`clock advance DURATION` or `clock advance --to MOMENT`).
    public var unlessOption: String? { shared.parts.unlessOption }
    /// The option this argument belongs to: it is bound only when that option is given
    /// (`clock advance --to MOMENT [PRODUCT]`).
    public var withOption: String? { shared.parts.withOption }

    public init(_ name: String, _ kind: ValueKind, _ arity: Arity = .one, unlessOption: String? = nil, withOption: String? = nil,
                help: String = "") {
        shared = SharedParts(Parts(name: name, kind: kind, arity: arity, help: help, unlessOption: unlessOption, withOption: withOption))
    }

    /// Whether the argument takes part when `given` are the options on the line.
    func applies(given options: NamedValues<BoundValue>) -> Bool {
        if let unlessOption, options[unlessOption] != nil { return false }
        if let withOption, options[withOption] == nil { return false }
        return true
    }

    /// How the synopsis shows it: `CODE`, `[CODE]`, `ID...`, `[TEXT...]`.
    public var synopsis: String {
        switch arity {
        case .one: return name
        case .optional: return "[\(name)]"
        case .oneOrMore: return "\(name)..."
        case .zeroOrMore: return "[\(name)...]"
        }
    }
}

/// An option: `--name VALUE`, or a flag `--name` when `kind` is nil.
public struct OptionSpec: Sendable {
    /// The declaration's parts, shared (`SharedParts`) as `ArgumentSpec`'s are.
    private struct Parts: Sendable {
        var name: String
        var kind: ValueKind?
        var valueName: String
        var help: String
    }
    private let shared: SharedParts<Parts>

    /// Without the dashes, e.g. `campaign`.
    public var name: String { shared.parts.name }
    public var kind: ValueKind? { shared.parts.kind }
    /// Placeholder for the value in help, e.g. `T`.
    public var valueName: String { shared.parts.valueName }
    public var help: String { shared.parts.help }

    public init(_ name: String, _ kind: ValueKind? = nil, valueName: String? = nil, help: String = "") {
        shared = SharedParts(Parts(name: name, kind: kind, valueName: valueName ?? kind?.placeholder ?? "", help: help))
    }

    public var synopsis: String { kind == nil ? "[--\(name)]" : "[--\(name) \(valueName)]" }
}
