/// What argv asks of the executable, read against `ExecutableCommandLine`: batch input (the REPL on
/// a terminal), the usage, the version, or one mode with its parsed arguments.
public enum Invocation: Sendable {
    case batch(BatchOptions)
    case help
    case version
    case mode(ModeArguments)
}

extension ExecutableCommandLine {
    /// The one parser of argv (without the program's name). Global options come first; the first
    /// other word names the mode, whose words are then read by `ModeArguments.parse`.
    public func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var batch = BatchOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch globalOptions.first(where: { $0.names.contains(argument) }) {
            case Self.help?:
                return .help
            case Self.version?:
                if index + 1 < arguments.count {
                    throw UsageError("'--version' takes no arguments; '\(arguments[index + 1])' is one too many", hint: Self.hint)
                }
                return .version
            case Self.bail?:
                batch.bail = true
                index += 1
            case Self.json?:
                batch.json = true
                index += 1
            default:
                guard let mode = mode(startingWith: arguments[index...])
                        ?? Self.hidden.first(where: { arguments[index...].starts(with: $0.words) }) else {
                    // The first word of a mode of two words (`report` of `report merge`) alone or
                    // followed by a word that continues no mode.
                    let longer = modes.filter { $0.words.count > 1 && $0.words[0] == argument }
                    if let first = longer.first {
                        let seconds = longer.map { $0.words[1] }
                        guard index + 1 < arguments.count else {
                            throw UsageError("'\(argument)' needs a second word: \(longer.map(\.name).joined(separator: ", "))", hint: first.usage)
                        }
                        let next = arguments[index + 1]
                        let suggestion = Suggester.didYouMean(next, among: seconds)
                        throw UsageError("unknown argument '\(next)' after '\(argument)'" + (suggestion.map { " (\($0))" } ?? ""),
                                         hint: first.usage)
                    }
                    let suggestion = Suggester.didYouMean(argument, among: firstWords)
                    throw UsageError("unknown argument '\(argument)'" + (suggestion.map { " (\($0))" } ?? ""), hint: Self.hint)
                }
                return .mode(try ModeArguments.parse(Array(arguments[(index + mode.words.count)...]), for: mode))
            }
        }
        return .batch(batch)
    }

    static let hint = "'storekit-sim --help' shows the usage"
}
