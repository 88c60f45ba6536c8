/// What a typed command says about itself besides its fields: the words that name it, where
/// `help` lists it, and the prose `help` and the man page print.
public struct CommandDeclaration: Sendable {
    /// The command's words joined by spaces, e.g. `storefront set`.
    public var path: String
    public var area: CommandArea
    /// One line, lowercase start, no final period: what it does.
    public var summary: String
    /// Composed only when `help` or the man page asks (see `CommandSpec.discussion`).
    public var discussion: @Sendable () -> String
    /// Command lines that work on the built-in world.
    public var examples: [String]
    /// True for a command that only shows what is there (see `CommandSpec.isInspection`).
    public var inspects: Bool
    /// True for a command that only reads and changes nothing (see `CommandSpec.onlyReads`).
    public var reads: Bool

    public init(_ path: String, area: CommandArea, summary: String, discussion: @autoclosure @escaping @Sendable () -> String = "",
                examples: [String], inspects: Bool = false, reads: Bool = false) {
        self.path = path
        self.area = area
        self.summary = summary
        self.discussion = discussion
        self.examples = examples
        self.inspects = inspects
        self.reads = reads
    }
}
