import Synchronization
import StoreKitSim

/// One command of the language, declared once.
///
/// The interpreter binds and runs it, `help` and the man page describe it, and the REPL completes
/// it, all from this declaration.
public struct CommandSpec: Sendable {
    public typealias Handler = @Sendable (_ session: Session, _ arguments: Arguments) throws -> Void

    /// The declaration's parts, shared (`SharedParts`): the binder hands the command on for every line run.
    private struct Parts: Sendable {
        var path: [String]
        var area: CommandArea
        var fields: FieldSpecs
        var summary: String
        var makeDiscussion: @Sendable () -> String
        var examples: [String]
        var handler: Handler
        var isInspection: Bool
        var reads: Bool
        var type: (any TypedCommand.Type)?
    }
    private let shared: SharedParts<Parts>

    /// The command's words, e.g. `["storefront", "set"]`.
    public var path: [String] { shared.parts.path }
    public var area: CommandArea { shared.parts.area }
    public var arguments: [ArgumentSpec] { shared.parts.fields.specs.arguments }
    public var options: [OptionSpec] { shared.parts.fields.specs.options }
    /// One line, lowercase start, no final period: what it does.
    public var summary: String { shared.parts.summary }
    /// A paragraph or two: what StoreKit does here and why. Composed when `help` or the man page
    /// asks, not when the table is built: some discussions are put together from tables (the OS
    /// gates, the iOS majors Apple shipped) that a single piped command never reads.
    public var discussion: String { shared.parts.makeDiscussion() }
    /// Command lines that work on the built-in world.
    public var examples: [String] { shared.parts.examples }
    public var handler: Handler { shared.parts.handler }
    /// True for a command that only shows what is there (help, status, the catalog file's notes,
    /// the storefront list) without asking the world to do anything: a recording leaves it out
    /// unless asked (`record FILE --inspections`), since its text documents the tool rather than
    /// the behaviour under test, and breaks on any change of wording (issue 45).
    public var isInspection: Bool { shared.parts.isInspection }
    /// The command's type when it is a typed command (`TypedCommand`); nil for one that still
    /// reads its `Arguments` bag in a closure.
    public var type: (any TypedCommand.Type)? { shared.parts.type }
    /// True for a command that only reads what is there and changes nothing, neither the world
    /// nor the session's settings (every inspection, and listings such as `subscriptions`,
    /// `transactions`, `clock`): a served world runs it while one of its own commands waits for a
    /// webhook, so the webhook may ask its world (docs/serve.md, "Answers while it delivers").
    public var onlyReads: Bool { shared.parts.isInspection || shared.parts.reads }

    public init(_ path: String, area: CommandArea, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
                summary: String, discussion: @autoclosure @escaping @Sendable () -> String = "", examples: [String], inspects: Bool = false,
                reads: Bool = false, handler: @escaping Handler) {
        // Split on the UTF-8 bytes: splitting by Character walks grapheme boundaries, and every
        // command is split each time the table is built (issue 11's start-up budget).
        let words = path.utf8.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
        shared = SharedParts(Parts(path: words, area: area, fields: FieldSpecs(arguments: arguments, options: options), summary: summary,
                                   makeDiscussion: discussion, examples: examples, handler: handler, isInspection: inspects,
                                   reads: reads, type: nil))
    }

    /// The table's entry for a typed command, derived from its declaration and fields: its
    /// handler binds the value (`Command(bound:)`) and runs it.
    public init<Command: TypedCommand>(_ type: Command.Type) {
        let declaration = Command.declaration
        let fields = FieldSpecs {
            var arguments: [ArgumentSpec] = [], options: [OptionSpec] = []
            for field in Command.fields {
                switch field.place {
                case .argument(let spec): arguments.append(spec)
                case .option(let spec): options.append(spec)
                }
            }
            return (arguments, options)
        }
        let words = declaration.path.utf8.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
        shared = SharedParts(Parts(path: words, area: declaration.area, fields: fields,
                                   summary: declaration.summary, makeDiscussion: declaration.discussion, examples: declaration.examples,
                                   handler: { session, bound in try Command(bound: bound).run(in: session, bound: bound) },
                                   isInspection: declaration.inspects, reads: declaration.reads, type: type))
    }

    public var name: String { joinWords(path, separator: " ") }

    /// `storefront set CODE`, `load ITUNES-ID [--campaign T]`, …
    public var synopsis: String {
        var words = [name]
        for argument in arguments where argument.withOption == nil {
            guard let other = argument.unlessOption, let option = options.first(where: { $0.name == other }) else {
                words.append(argument.synopsis)
                continue
            }
            // `DURATION|--to MOMENT [PRODUCT]`: the option and its own arguments stand in for this one.
            let belonging = arguments.filter { $0.withOption == other }.map(\.synopsis)
            words.append(([argument.synopsis + "|--" + other + " " + option.valueName] + belonging).joined(separator: " "))
        }
        let replacing = Set(arguments.compactMap(\.unlessOption))
        words += options.filter { !replacing.contains($0.name) }.map(\.synopsis)
        return words.joined(separator: " ")
    }
}

/// A command's argument and option declarations, made from a typed command's fields the first
/// time anything asks for them (the binder, for a line of that command; help; completion).
///
/// The table is built at every start. Deriving every typed command's declarations then meant
/// instantiating all its fields' key paths (`swift_getKeyPath` and a type lookup by mangled name
/// for each), about 11M instructions: 7.1M for a start with an empty script became 18.2M
/// (callgrind, release build). A one-line script reads one command's fields.
final class FieldSpecs: Sendable {
    typealias Specs = (arguments: [ArgumentSpec], options: [OptionSpec])
    private let make: @Sendable () -> Specs
    private let made: Mutex<Specs?>

    /// Declarations known at once (a command declared with its `ArgumentSpec`s).
    init(arguments: [ArgumentSpec], options: [OptionSpec]) {
        make = { (arguments, options) }
        made = Mutex((arguments, options))
    }

    /// Declarations made on first use.
    init(making make: @escaping @Sendable () -> Specs) {
        self.make = make
        made = Mutex(nil)
    }

    var specs: Specs {
        made.withLock { made in
            if let made { return made }
            let specs = make()
            made = specs
            return specs
        }
    }
}
