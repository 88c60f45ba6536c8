/// A mode's arguments after the one parser read them against its declaration: the operands, and
/// each declared option given, with its value. Handlers read values through the option constants
/// of the declaration (`arguments.value(DemoOptions.delay)`), never by spelling a name.
public struct ModeArguments: Sendable {
    public let mode: ExecutableCommandLine.Mode
    public private(set) var operands: [String] = []
    private var given: [(option: ExecutableCommandLine.Option, value: String?)] = []

    /// `MODE --help` or `-h` was given: the caller prints `mode.helpLines` and runs nothing.
    public var wantsHelp: Bool { has(.help) }

    /// Whether the option (a flag, or an option whose value may be left out) was given.
    public func has(_ option: ExecutableCommandLine.Option) -> Bool {
        given.contains { $0.option == option }
    }

    /// The option's value, the last one when given twice; nil when not given.
    public func value(_ option: ExecutableCommandLine.Option) -> String? {
        given.last { $0.option == option }?.value
    }

    /// A usage error that points at this mode's `--help`.
    public func error(_ message: String, hint: String? = nil) -> UsageError {
        UsageError(message, hint: hint ?? "see 'storekit-sim \(mode.name) --help'", mode: mode.name)
    }

    /// Reads `words` (argv after the mode's name): `--name value`, `--name=value`, short names,
    /// `--` ending the options, `-` an operand; then checks choices and the operand count.
    public static func parse(_ words: [String], for mode: ExecutableCommandLine.Mode) throws(UsageError) -> ModeArguments {
        var parsed = ModeArguments(mode: mode)
        if mode.operands.count == .words {
            // Every word is an operand but the mode's declared options (`help --search TEXT`):
            // other words that start with dashes go to the language as typed.
            var index = 0
            while index < words.count {
                let word = words[index]
                index += 1
                var name = word
                var inline: String?
                if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                    name = String(word[..<equals])
                    inline = String(word[word.index(after: equals)...])
                }
                guard word.hasPrefix("-"), let option = mode.option(named: name) else {
                    parsed.operands.append(word)
                    continue
                }
                var value: String?
                if option.value != nil {
                    if let inline {
                        value = inline
                    } else {
                        guard index < words.count else {
                            throw parsed.error("\(name) needs a value (\(option.placeholder ?? "VALUE"))", hint: mode.usage)
                        }
                        value = words[index]
                        index += 1
                    }
                }
                parsed.given.append((option, value))
            }
            return parsed
        }
        var index = 0
        var onlyOperands = false
        while index < words.count {
            let word = words[index]
            index += 1
            if onlyOperands || !word.hasPrefix("-") || word == "-" {
                parsed.operands.append(word)
                continue
            }
            if word == "--" {
                onlyOperands = true
                continue
            }
            var name = word
            var inline: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inline = String(word[word.index(after: equals)...])
            }
            guard let option = mode.option(named: name) else {
                let names = mode.options.map { $0.names[0] }
                throw parsed.error("unknown option '\(name)'", hint: Suggester.didYouMean(name, among: names))
            }
            var value: String?
            if option.value == nil {
                if let inline { throw parsed.error("\(name) takes no value, not '\(inline)'", hint: "write \(name) alone, or leave it out") }
            } else if option.valueIsOptional {
                if let inline {
                    value = inline
                } else if index < words.count, case .choice(let choices)? = option.value, choices.contains(words[index]) {
                    value = words[index]
                    index += 1
                }
            } else if let inline {
                value = inline
            } else {
                guard index < words.count else { throw parsed.error("\(name) needs a value (\(option.placeholder ?? "VALUE"))") }
                value = words[index]
                index += 1
            }
            if let value { try parsed.check(value, of: option, as: name) }
            parsed.given.append((option, value))
        }
        if !parsed.wantsHelp { try parsed.checkOperands() }
        return parsed
    }

    private func check(_ value: String, of option: ExecutableCommandLine.Option, as name: String) throws(UsageError) {
        switch option.value {
        case .choice(let choices)? where !choices.contains(value):
            throw error("\(name) takes \(Self.alternatives(choices)), not '\(value)'")
        case .file?, .folder?, .scenarioFiles?:
            // A path cannot be empty; other values may (`--filter ''` matches every file).
            if value.isEmpty { throw error("\(name) needs a value (\(option.placeholder ?? "VALUE"))") }
        default: break
        }
    }

    private func checkOperands() throws(UsageError) {
        let spec = mode.operands
        let usage = mode.usage
        switch spec.count {
        case .one, .oneOrMore:
            if operands.isEmpty { throw error("missing \(spec.noun)", hint: usage) }
        default: break
        }
        switch spec.count {
        case .none:
            if let extra = operands.first { throw error("'\(extra)' is one too many (\(mode.name) takes no arguments)", hint: usage) }
        case .one, .optionalOne:
            if operands.count > 1 { throw error("'\(operands[1])' is one too many (\(mode.name) takes one \(spec.name.uppercased()))", hint: usage) }
        default: break
        }
        if case .choice(let choices)? = spec.value, let wrong = operands.first(where: { !choices.contains($0) }) {
            throw error("'\(wrong)' is not \(Self.alternatives(choices))", hint: usage)
        }
    }

    /// `'bash', 'zsh' or 'fish'`.
    static func alternatives(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }
}
