import StoreKitSim

/// One command of the language, declared once.
///
/// The interpreter binds and runs it, `help` and the man page describe it, and the REPL completes
/// it, all from this declaration.
public struct CommandSpec: Sendable {
    public typealias Handler = @Sendable (_ session: Session, _ arguments: Arguments) throws -> Void

    /// The command's words, e.g. `["storefront", "set"]`.
    public var path: [String]
    public var area: CommandArea
    public var arguments: [ArgumentSpec]
    public var options: [OptionSpec]
    /// One line, lowercase start, no final period: what it does.
    public var summary: String
    /// A paragraph or two: what StoreKit does here and why. Composed when `help` or the man page
    /// asks, not when the table is built: some discussions are put together from tables (the OS
    /// gates, the iOS majors Apple shipped) that a single piped command never reads.
    public var discussion: String { makeDiscussion() }
    private let makeDiscussion: @Sendable () -> String
    /// Command lines that work on the built-in world.
    public var examples: [String]
    public var handler: Handler

    public init(_ path: String, area: CommandArea, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
                summary: String, discussion: @autoclosure @escaping @Sendable () -> String = "", examples: [String], handler: @escaping Handler) {
        // Split on the UTF-8 bytes: splitting by Character walks grapheme boundaries, and every
        // command is split each time the table is built (issue 11's start-up budget).
        self.path = path.utf8.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
        self.area = area
        self.arguments = arguments
        self.options = options
        self.summary = summary
        self.makeDiscussion = discussion
        self.examples = examples
        self.handler = handler
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
