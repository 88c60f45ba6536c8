import StoreKitSim

/// A command of the language as a value: its arguments and options are the type's stored
/// properties, declared once in `fields` with the key path each one fills.
///
/// The binder reads a line into an `Arguments` bag as before; `init(bound:)` turns the bag into
/// the value through the fields' key paths, and `line` writes the value back as text that binds
/// to an equal value. The table's `CommandSpec` (what `help`, completion, the man page and
/// did-you-mean read) is derived from the type by `CommandSpec(Self.self)`, whose handler is
/// `Self(bound:)` then `run(in:)`: no string links the declaration to the code that runs it.
/// docs/architecture.md, "Adding a command", shows one whole.
public protocol TypedCommand: Sendable, Equatable {
    /// The command's words, area, summary, discussion and examples.
    static var declaration: CommandDeclaration { get }
    /// One per stored property that a line sets, in the order help lists them: the positional
    /// arguments in line order, then the options.
    static var fields: [CommandField<Self>] { get }
    /// Every property at the value a line that omits it binds to.
    init()
    /// Does what the command does to the session's world, printing through the session.
    func run(in session: Session) throws
    /// `run(in:)` for a value bound from a line, whose `arguments` say where each word stood. Only a
    /// command whose errors carry their own location implements it (`source`, whose errors name
    /// the sourced file's line); an error thrown as a `CommandError` naming its argument is placed
    /// from the line without it.
    func run(in session: Session, bound arguments: Arguments) throws
}

extension TypedCommand {
    public func run(in session: Session, bound arguments: Arguments) throws {
        try run(in: session)
    }

    /// The value a bound line describes: the defaults of `init()`, then each field the line set.
    public init(bound arguments: Arguments) {
        self.init()
        for field in Self.fields { field.bind(&self, arguments) }
    }

    /// The values of the stored properties in the binder's form, by the table's names: what
    /// `CommandLineWriter` writes and what a bound line would have produced.
    public var arguments: Arguments {
        var arguments = Arguments()
        for field in Self.fields {
            let values = field.write(self)
            guard !values.isEmpty else { continue }
            switch field.place {
            case .argument(let spec):
                arguments.positional[spec.name] = spec.arity == .one || spec.arity == .optional ? .one(values[0]) : .many(values)
            case .option(let spec):
                arguments.options[spec.name] = values[0]
            }
        }
        return arguments
    }

    /// The command as one line of the language, which binds back to an equal value.
    public var line: String { CommandLineWriter.line(self) }

    /// The table's name of the field a key path fills (`CODE`, `quantity`), for an error that
    /// points at the word the user typed for it.
    public static func name(of keyPath: PartialKeyPath<Self>) -> String {
        guard let field = fields.first(where: { $0.keyPath == keyPath }) else {
            preconditionFailure("\(Self.self) declares no field for \(keyPath)")
        }
        return field.name
    }
}

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
