import StoreKitSim

/// One stored property of a typed command that a line sets: its declaration in the table (an
/// `ArgumentSpec` or `OptionSpec`, the name help shows and the `ValueKind` that parses it) and the
/// key path that links the declaration to the property.
///
/// `@unchecked Sendable`: it holds key paths to stored properties and closures over them, which
/// are immutable once the field is made.
public struct CommandField<Command>: @unchecked Sendable {
    /// Where the field stands on a line.
    public enum Place {
        case argument(ArgumentSpec)
        case option(OptionSpec)
    }

    public let place: Place
    /// The property the field fills; `TypedCommand.name(of:)` finds a field by it.
    public let keyPath: PartialKeyPath<Command>
    /// Sets the property from what the binder bound (left at its default when the line omits it).
    let bind: (inout Command, Arguments) -> Void
    /// The property's value in the binder's form: empty when a line would omit it.
    let write: (Command) -> [BoundValue]

    /// The name in the table: `CODE` for an argument, `quantity` for `--quantity`.
    public var name: String {
        switch place {
        case .argument(let spec): spec.name
        case .option(let spec): spec.name
        }
    }

    /// A required positional argument (`storefront set CODE`).
    public static func argument<V: BoundConvertible>(_ name: String, _ keyPath: WritableKeyPath<Command, V>, _ kind: ValueKind,
                                                     help: String = "") -> Self {
        Self(place: .argument(ArgumentSpec(name, kind, .one, help: help)), keyPath: keyPath,
             bind: { command, arguments in
                 if let bound = arguments.positional[name]?.first, let value = V(bound: bound) { command[keyPath: keyPath] = value }
             },
             write: { [$0[keyPath: keyPath].bound] })
    }

    /// An optional positional argument (`storefront list [TEXT]`); nil when the line omits it.
    /// `unlessOption` and `withOption` are `ArgumentSpec`'s: bound only without, or only with, that
    /// option (then `arity` may be `.one`: required whenever it takes part).
    public static func argument<V: BoundConvertible>(_ name: String, _ keyPath: WritableKeyPath<Command, V?>, _ kind: ValueKind,
                                                     arity: ArgumentSpec.Arity = .optional, unlessOption: String? = nil,
                                                     withOption: String? = nil, help: String = "") -> Self {
        Self(place: .argument(ArgumentSpec(name, kind, arity, unlessOption: unlessOption, withOption: withOption, help: help)),
                    keyPath: keyPath,
                    bind: { command, arguments in
                        if let bound = arguments.positional[name]?.first { command[keyPath: keyPath] = V(bound: bound) }
                    },
                    write: { command in command[keyPath: keyPath].map { [$0.bound] } ?? [] })
    }

    /// A variadic positional argument (`request ID...`, `[CODE...]` when `atLeastOne` is false).
    public static func arguments<V: BoundConvertible>(_ name: String, _ keyPath: WritableKeyPath<Command, [V]>, _ kind: ValueKind,
                                                      atLeastOne: Bool = true, help: String = "") -> Self {
        Self(place: .argument(ArgumentSpec(name, kind, atLeastOne ? .oneOrMore : .zeroOrMore, help: help)), keyPath: keyPath,
             bind: { command, arguments in
                 if let bound = arguments.positional[name] { command[keyPath: keyPath] = bound.all.compactMap(V.init(bound:)) }
             },
             write: { command in command[keyPath: keyPath].map(\.bound) })
    }

    /// An option with a value (`--quantity N`); nil when the line omits it.
    public static func option<V: BoundConvertible>(_ name: String, _ keyPath: WritableKeyPath<Command, V?>, _ kind: ValueKind,
                                                   valueName: String? = nil, help: String = "") -> Self {
        Self(place: .option(OptionSpec(name, kind, valueName: valueName, help: help)), keyPath: keyPath,
             bind: { command, arguments in
                 if let bound = arguments.options[name] { command[keyPath: keyPath] = V(bound: bound) }
             },
             write: { command in command[keyPath: keyPath].map { [$0.bound] } ?? [] })
    }

    /// An option without a value (`--unretained`): true when the line gives it.
    public static func flag(_ name: String, _ keyPath: WritableKeyPath<Command, Bool>, help: String = "") -> Self {
        Self(place: .option(OptionSpec(name, help: help)), keyPath: keyPath,
             bind: { command, arguments in
                 if arguments.options[name] != nil { command[keyPath: keyPath] = true }
             },
             write: { command in command[keyPath: keyPath] ? [.flag] : [] })
    }
}
