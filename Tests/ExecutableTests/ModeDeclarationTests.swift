import Foundation
import Testing
import StoreKitSimCommands

/// Walks every mode's declaration in `ExecutableCommandLine`: each option parses (into the mode's
/// typed value too), the mode's `--help` lists it, the bash, zsh and fish scripts offer it and the
/// man page's SYNOPSIS names it. An option added to a declaration is checked here without a new test.
@Suite struct ModeDeclarationTests {
    let line = ExecutableCommandLine.shared

    /// A value the mode's typed value accepts, for an option of this kind.
    func sample(_ option: ExecutableCommandLine.Option) -> String? {
        switch option.value {
        case nil: nil
        case .number?: "1"
        case .text?: option.placeholder == "K/N" ? "1/1" : option.placeholder == "TOKEN" ? "0123456789abcdef-token" : "127.0.0.1:0"
        case .file?, .folder?, .scenarioFiles?: "out"
        case .choice(let words)?: words[0]
        case .helpWords?: "buy"
        }
    }

    /// The operands the mode needs before it can run.
    func operands(_ mode: ExecutableCommandLine.Mode) -> [String] {
        switch mode.operands.count {
        case .one, .oneOrMore:
            if case .choice(let words)? = mode.operands.value { return [words[0]] }
            return ["a.scenario"]
        default: return []
        }
    }

    /// The modes' typed values, by mode name.
    let typed: [String: any ModeOptions.Type] = [
        "run": RunOptions.self, "test": TestOptions.self, "demo": DemoOptions.self,
        "diagram": DiagramOptions.self, "serve": ServeOptions.self, "help": HelpOptions.self,
    ]

    /// The declarations are made from `ModeName`'s cases, each once and in order, the hidden one
    /// apart; the parser finds each by its words and hands back its case, which
    /// `Subcommands.run` switches over with no default.
    @Test func everyModeNameIsDeclaredAndParsedBackToItself() throws {
        let listed = line.modes.map(\.id)
        #expect(listed == ModeName.allCases.filter { !$0.isHidden })
        for mode in ModeName.allCases {
            #expect(mode.declaration.id == mode && mode.declaration.name == mode.rawValue)
            var words = mode.rawValue.split(separator: " ").map(String.init)
            if case .one = mode.declaration.operands.count { words.append(mode == .completion ? "bash" : "a.scenario") }
            if case .oneOrMore = mode.declaration.operands.count { words.append("a.scenario") }
            guard case .mode(let parsed) = try line.parse(words) else {
                Issue.record("\(mode.rawValue) did not parse as a mode")
                continue
            }
            #expect(parsed.mode.id == mode)
        }
    }

    /// `storekit-sim help --search TEXT` works on the command line as `help --search TEXT` does in
    /// a session: the same lines, from the one declaration of the help mode.
    @Test func helpSearchOnTheCommandLineIsTheSessions() throws {
        let search = try BinaryRunner.run(["help", "--search", "ask to buy"])
        #expect(search.status == 0 && search.stderr.isEmpty, "\(search.stderr)")
        #expect(search.stdout.hasPrefix("commands that mention 'ask to buy':\n"))
        #expect(search.stdout.contains("\n  approve TXN "))
        let session = try BinaryRunner.run([], input: "help --search 'ask to buy'\n")
        #expect(search.stdout == session.stdout)
        #expect(try BinaryRunner.run(["help", "--search=approve"]).stdout.contains("  approve TXN "))
        let missing = try BinaryRunner.run(["help", "--search"])
        #expect(missing.status == 2 && missing.stderr.hasPrefix("storekit-sim help: --search needs a value (TEXT)\n"), "\(missing.stderr)")
        let none = try BinaryRunner.run(["help", "--search", "zzzq"])
        #expect(none.status == 2 && none.stderr.contains("no command mentions 'zzzq'"))
    }

    @Test func everyOptionParsesInBothSpellings() throws {
        for mode in line.modes {
            for option in mode.options {
                for name in option.names {
                    var forms = [[name] + (sample(option).map { [$0] } ?? [])]
                    if name.hasPrefix("--"), let value = sample(option) { forms.append(["\(name)=\(value)"]) }
                    for form in forms {
                        let words = mode.words + operands(mode) + form
                        guard case .mode(let arguments) = try line.parse(words) else {
                            Issue.record("\(words) is not mode \(mode.name)")
                            continue
                        }
                        #expect(arguments.mode == mode && arguments.has(option), "\(words)")
                        #expect(arguments.value(option) == sample(option), "\(words)")
                        if option != .help, let type = typed[mode.name] { _ = try type.init(arguments) }
                    }
                }
            }
        }
    }

    @Test func aFlagGivenAValueIsRefused() throws {
        for mode in line.modes {
            for option in mode.options where option.value == nil {
                let words = mode.words + operands(mode) + [option.names[0] + "=no"]
                #expect(throws: UsageError.self, "\(words)") { try line.parse(words) }
            }
        }
        let update = try BinaryRunner.run(["test", "--update=no", "nowhere.scenario"])
        #expect(update.status == 2 && update.stderr.hasPrefix("storekit-sim test: --update takes no value, not 'no'\n"), "\(update.stderr)")
    }

    @Test func everyModesHelpListsItsOptions() throws {
        for mode in line.modes where mode.operands.count != .words {
            let help = try BinaryRunner.run(mode.words + ["--help"])
            #expect(help.status == 0 && help.stdout.hasPrefix(mode.usage + "\n"), "\(mode.name): \(help.stdout.prefix(200))")
            for option in mode.options {
                #expect(help.stdout.contains("\n  " + option.spelling + " "), "\(mode.name) --help lacks \(option.spelling)")
            }
        }
    }

    @Test func everyCompletionScriptOffersEveryOption() throws {
        let bash = try BinaryRunner.run(["completion", "bash"]).stdout
        let zsh = try BinaryRunner.run(["completion", "zsh"]).stdout
        let fish = try BinaryRunner.run(["completion", "fish"]).stdout
        for mode in line.modes {
            #expect(bash.contains("\"\(mode.name)\")") && zsh.contains("\"\(mode.name)\")"), "\(mode.name)")
            #expect(fish.contains("-a \(mode.words[0]) "), "\(mode.name)")
            for option in mode.options {
                let names = option.names.joined(separator: " ")
                #expect(bash.contains(names) && zsh.contains(names), "\(mode.name) \(names)")
                let fishNames = option.names.map { $0.hasPrefix("--") ? "-l \($0.dropFirst(2))" : "-s \($0.dropFirst())" }
                #expect(fish.contains(fishNames.joined(separator: " ")), "\(mode.name) \(names)")
            }
        }
    }

    @Test func theManPageNamesEveryModeAndOption() throws {
        let page = try BinaryRunner.run(["man"]).stdout
        let synopsis = page.components(separatedBy: ".Sh SYNOPSIS")[1].components(separatedBy: ".Sh ")[0]
        for mode in line.modes {
            #expect(synopsis.contains(".Cm \(mode.name)\n"), "\(mode.name)")
            for option in mode.options where option != .help {
                #expect(synopsis.contains(".Op Fl \(option.names[0].dropFirst())"), "\(mode.name) \(option.names[0])")
            }
        }
        #expect(synopsis.contains(".Fl -help"))
    }
}
