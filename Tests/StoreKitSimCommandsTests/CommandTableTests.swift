import Foundation
import Testing
import StoreKitSim
@testable import StoreKitSimCommands

/// The table's invariants, and that help and the man page are made from it.
@Suite struct CommandTableTests {
    let table = CommandTable.shared

    @Test func namesAreUnique() {
        let names = table.commands.map(\.name)
        #expect(Set(names).count == names.count, "duplicates: \(names.filter { n in names.filter { $0 == n }.count > 1 })")
    }

    @Test func everyCommandHasSummaryDiscussionAndExample() {
        for command in table.commands {
            #expect(!command.summary.isEmpty, "\(command.name) has no summary")
            #expect(command.summary.first?.isLowercase == true || command.summary.first?.isNumber == true, "\(command.name): summary starts lowercase")
            #expect(!command.summary.hasSuffix("."), "\(command.name): summary has no final period")
            #expect(!command.discussion.isEmpty, "\(command.name) has no discussion")
            #expect(!command.examples.isEmpty, "\(command.name) has no example")
            #expect(command.path.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty }, "\(command.name): words are lowercase")
        }
    }

    @Test func argumentsAreTypedAndNamed() {
        for command in table.commands {
            for argument in command.arguments {
                #expect(!argument.name.isEmpty && argument.name == argument.name.uppercased(), "\(command.name): \(argument.name)")
                #expect(!argument.kind.description.isEmpty)
            }
            let variadic = command.arguments.filter { $0.arity == .oneOrMore || $0.arity == .zeroOrMore }
            #expect(variadic.count <= 1, "\(command.name) has more than one variadic argument")
            for option in command.options {
                #expect(option.name == option.name.lowercased() && !option.name.hasPrefix("-"), "\(command.name): --\(option.name)")
                #expect(option.kind == nil || !option.valueName.isEmpty)
            }
        }
    }

    /// Every example must at least bind on the built-in world: help never shows a broken line.
    @Test func everyExampleBindsOnTheBuiltInWorld() throws {
        let binder = Binder(table: table)
        for command in table.commands {
            for example in command.examples {
                let tokens = try Lexer(file: nil, line: 1).tokenize(example)
                do {
                    let (bound, _) = try binder.bind(tokens, world: .builtIn())
                    #expect(bound.name == command.name, "example '\(example)' runs '\(bound.name)', not '\(command.name)'")
                } catch {
                    Issue.record("example '\(example)' of '\(command.name)' does not bind: \(error.message)")
                }
            }
        }
    }

    @Test func helpListsEveryCommandAndExplainsEach() throws {
        let help = HelpRenderer(table: table)
        let overview = help.overview().map(\.text).joined(separator: "\n")
        for command in table.commands {
            #expect(overview.contains("  \(command.synopsis)"), "help does not list \(command.name)")
            let page = try help.describe(command.path).map(\.text)
            #expect(page.first == "usage: \(command.synopsis)")
            #expect(page.contains("  \(command.examples[0])"))
        }
        #expect(throws: CommandError.self) { try help.describe(["nonsense"]) }
    }

    /// man/storekit-sim.1 is generated from the table; it must be the generator's current output.
    @Test func committedManPageMatchesTheTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let committed = try String(contentsOf: root.appendingPathComponent("man/storekit-sim.1"), encoding: .utf8)
        let generated = ManPage(version: "").render()
        #expect(committed == generated, "regenerate: storekit-sim man > man/storekit-sim.1")
        for command in table.commands {
            #expect(committed.contains(".It Ic \(command.path.joined(separator: " Ic "))"), "man page lacks \(command.name)")
        }
    }

    @Test func manPageEscapesLeadingDotsAndBackslashes() {
        #expect(ManPage.escape(".hidden") == "\\&.hidden")
        #expect(ManPage.escape("a\\b") == "a\\eb")
        #expect(ManPage.sentences("One. Two? Three") == ["One.", "Two?", "Three"])
    }
}
