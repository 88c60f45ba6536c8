import StoreKitSim

/// One command of the language, declared once.
///
/// The interpreter binds and runs it, `help` and the man page describe it, and the REPL completes
/// it, all from this declaration.
public struct CommandSpec: Sendable {
    public typealias Handler = @Sendable (_ session: Session, _ arguments: Arguments) throws -> Void

    /// The declaration's parts, held in one object: the binder hands the command on for every line
    /// run, and copying the parts themselves took a retain and a release of each of them.
    private final class Parts: Sendable {
        let path: [String]
        let area: CommandArea
        let arguments: [ArgumentSpec]
        let options: [OptionSpec]
        let summary: String
        let makeDiscussion: @Sendable () -> String
        let examples: [String]
        let handler: Handler

        init(path: [String], area: CommandArea, arguments: [ArgumentSpec], options: [OptionSpec], summary: String,
             makeDiscussion: @escaping @Sendable () -> String, examples: [String], handler: @escaping Handler) {
            self.path = path
            self.area = area
            self.arguments = arguments
            self.options = options
            self.summary = summary
            self.makeDiscussion = makeDiscussion
            self.examples = examples
            self.handler = handler
        }
    }
    private let parts: Parts

    /// The command's words, e.g. `["storefront", "set"]`.
    public var path: [String] { parts.path }
    public var area: CommandArea { parts.area }
    public var arguments: [ArgumentSpec] { parts.arguments }
    public var options: [OptionSpec] { parts.options }
    /// One line, lowercase start, no final period: what it does.
    public var summary: String { parts.summary }
    /// A paragraph or two: what StoreKit does here and why. Composed when `help` or the man page
    /// asks, not when the table is built: some discussions are put together from tables (the OS
    /// gates, the iOS majors Apple shipped) that a single piped command never reads.
    public var discussion: String { parts.makeDiscussion() }
    /// Command lines that work on the built-in world.
    public var examples: [String] { parts.examples }
    public var handler: Handler { parts.handler }

    public init(_ path: String, area: CommandArea, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
                summary: String, discussion: @autoclosure @escaping @Sendable () -> String = "", examples: [String], handler: @escaping Handler) {
        // Split on the UTF-8 bytes: splitting by Character walks grapheme boundaries, and every
        // command is split each time the table is built (issue 11's start-up budget).
        parts = Parts(path: path.utf8.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) },
                      area: area, arguments: arguments, options: options, summary: summary, makeDiscussion: discussion,
                      examples: examples, handler: handler)
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
