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
