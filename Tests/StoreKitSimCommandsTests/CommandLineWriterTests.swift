import StoreKitSim
@testable import StoreKitSimCommands
import Testing

/// A bound command written back as a line binds to the same values: every command of the table,
/// from its examples and from lines that set each of its options.
@Suite final class CommandLineWriterTests {
    let binder = Binder(table: .shared)
    /// How many lines went through `typedRoundTrip`.
    var typedCount = 0
    let world = World.builtIn()

    /// Binds `line`, writes it back, binds that, and checks both bind the same command and values.
    func roundTrip(_ line: String) throws -> Bool {
        let tokens = try Lexer(file: nil, line: 1).tokenize(line)
        guard let (command, arguments) = try? binder.bind(tokens, world: world) else { return false }
        let written = CommandLineWriter.line(command, arguments)
        let (again, rebound) = try binder.bind(try Lexer(file: nil, line: 1).tokenize(written), world: world)
        #expect(again.name == command.name, "'\(line)' wrote '\(written)', which runs '\(again.name)'")
        #expect(rebound.boundValues == arguments.boundValues, "'\(line)' wrote '\(written)', which binds other values")
        if let type = command.type { try typedRoundTrip(type, line, arguments) }
        return true
    }

    /// For a typed command: the value the line binds to holds every value the line gave (none
    /// lost to a field of another type), writes back as a line, and that line binds to an equal value.
    func typedRoundTrip<Command: TypedCommand>(_ type: Command.Type, _ line: String, _ arguments: Arguments) throws {
        let value = Command(bound: arguments)
        #expect(value.arguments.boundValues == arguments.boundValues, "'\(line)' bound to a \(Command.self) that keeps other values")
        let written = value.line
        let (again, rebound) = try binder.bind(try Lexer(file: nil, line: 1).tokenize(written), world: world)
        #expect(again.type == Command.self, "'\(line)' as a \(Command.self) wrote '\(written)', which runs '\(again.name)'")
        #expect(Command(bound: rebound) == value, "'\(line)' as a \(Command.self) wrote '\(written)', which binds to another value")
        typedCount += 1
    }

    @Test func everyExampleReadsBackAsTheSameValues() throws {
        var count = 0
        for command in CommandTable.shared.commands {
            for example in command.examples {
                #expect(try roundTrip(example), "example '\(example)' does not bind")
                count += 1
            }
        }
        #expect(count > 200)
        #expect(typedCount >= CommandTable.shared.commands.filter { $0.type != nil }.count)
    }

    /// Values for the options whose kind offers none and no example shows (free words, ids).
    static let values = ["signature": "c2lnbmF0dXJl", "key-id": "KEY1", "nonce": "8C3F1B2A-4D5E-4F60-8172-93A4B5C6D7E8",
                         "timestamp": "1767225600000", "username": "hashed-user", "eligibility": "new,expired",
                         "code-offer": "FREEMONTH", "promotional-offer": "winter", "win-back-offer": "comeback",
                         "advertising-partner": "partner", "custom-page": "8C3F1B2A-4D5E-4F60-8172-93A4B5C6D7E8",
                         "acquisition-lifetime": "30d", "request": "8C3F1B2A-4D5E-4F60-8172-93A4B5C6D7E8"]

    /// Each option added to its command's first example, with a value its kind offers (a choice,
    /// a completion), one an example of the table gives it, or one of `values`.
    @Test func everyOptionReadsBackAsTheSameValue() throws {
        var covered = 0, total = 0
        var uncovered: [String] = []
        let examples = CommandTable.shared.commands.flatMap(\.examples)
        for command in CommandTable.shared.commands {
            guard let example = command.examples.first else { continue }
            for option in command.options {
                total += 1
                let flag = "--" + option.name
                var line = example
                if !example.split(separator: " ").contains(Substring(flag)) {
                    line += " " + flag
                    if let kind = option.kind {
                        let shown = examples.lazy.compactMap { text -> String? in
                            let words = text.split(separator: " ").map(String.init)
                            return words.firstIndex(of: flag).flatMap { words.indices.contains($0 + 1) ? words[$0 + 1] : nil }
                        }.first
                        guard let value = kind.choices?.first ?? kind.completions(world).first ?? shown ?? Self.values[option.name] else {
                            uncovered.append("\(command.name) \(flag)")
                            continue
                        }
                        line += " " + Lexer.quote(value)
                    }
                }
                if try roundTrip(line) { covered += 1 } else { uncovered.append("\(command.name) \(flag): '\(line)' does not bind") }
            }
        }
        #expect(covered == total, "options covered: \(covered) of \(total); not: \(uncovered)")
    }

    @Test func valuesThatReadAsOptionsOrNeedQuotesComeBackWhole() throws {
        #expect(try roundTrip("echo '--not-an-option' 'two words' \"it's\" '#hash'"))
        #expect(try roundTrip("clock advance 1y2mo"))
        #expect(try roundTrip("storefront set jp"))
        let (command, arguments) = try binder.bind(try Lexer(file: nil, line: 1).tokenize("storefront set 143462"), world: world)
        #expect(CommandLineWriter.line(command, arguments) == "storefront set JPN")
        // A kind whose bound value does not say how it was written (a percentage bound as milliunits) writes itself.
        for percentage in ["0.015", "67.932", "40", "100"] {
            let (refund, bound) = try binder.bind(try Lexer(file: nil, line: 1).tokenize("refund t1 --percentage \(percentage)"), world: world)
            #expect(CommandLineWriter.line(refund, bound) == "refund t1 --percentage \(percentage)")
        }
    }
}
