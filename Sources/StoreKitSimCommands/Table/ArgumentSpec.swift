/// A positional argument of a command.
public struct ArgumentSpec: Sendable {
    public enum Arity: Sendable { case one, optional, oneOrMore, zeroOrMore }

    /// The name used in help and in `Arguments` lookups, e.g. `CODE`.
    public var name: String
    public var kind: ValueKind
    public var arity: Arity
    public var help: String
    /// The option that replaces this argument: when it is given, the argument is not bound
    /// (`clock advance DURATION` or `clock advance --to MOMENT`).
    public var unlessOption: String?
    /// The option this argument belongs to: it is bound only when that option is given
    /// (`clock advance --to MOMENT [PRODUCT]`).
    public var withOption: String?

    public init(_ name: String, _ kind: ValueKind, _ arity: Arity = .one, unlessOption: String? = nil, withOption: String? = nil,
                help: String = "") {
        self.name = name
        self.kind = kind
        self.arity = arity
        self.help = help
        self.unlessOption = unlessOption
        self.withOption = withOption
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
    /// Without the dashes, e.g. `campaign`.
    public var name: String
    public var kind: ValueKind?
    /// Placeholder for the value in help, e.g. `T`.
    public var valueName: String
    public var help: String

    public init(_ name: String, _ kind: ValueKind? = nil, valueName: String? = nil, help: String = "") {
        self.name = name
        self.kind = kind
        self.valueName = valueName ?? kind?.placeholder ?? ""
        self.help = help
    }

    public var synopsis: String { kind == nil ? "[--\(name)]" : "[--\(name) \(valueName)]" }
}
