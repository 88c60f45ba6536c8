/// A mode's typed value, made from its parsed arguments (swift-argument-parser's shape: the
/// options are declared in `ExecutableCommandLine`, the handler receives this value).
public protocol ModeOptions: Sendable {
    /// The mode's name in `ExecutableCommandLine.modes`.
    static var modeName: String { get }
    init(_ arguments: ModeArguments) throws(UsageError)
}

extension ModeOptions {
    /// The mode's declaration.
    public static var mode: ExecutableCommandLine.Mode {
        guard let mode = ExecutableCommandLine.shared.mode(modeName) else { preconditionFailure("no mode named \(modeName)") }
        return mode
    }

    /// Parses the words after the mode's name (for tests and for callers holding argv).
    public static func parse(_ words: [String]) throws(UsageError) -> Self {
        try Self(ModeArguments.parse(words, for: mode))
    }
}
