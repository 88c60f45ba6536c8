import Testing
import StoreKitSim
@testable import StoreKitSimCommands

/// Help and the manual speak to users: a command line quoted in a discussion ('clock advance 1mo')
/// is an example a reader types, so it must bind on the built-in world as the declared examples
/// do; a form with placeholders ('redeem CODE') is a usage, not an example, and is left to the
/// synopsis. And no discussion talks about the code's own plans.
@Suite struct DiscussionExampleTests {
    let table = CommandTable.shared

    /// The words of the table that stand for a value: argument names, option value names and
    /// value kinds' placeholders (CODE, ID, TXN, DURATION …).
    var placeholders: Set<String> {
        var names: Set<String> = []
        for command in table.commands {
            for argument in command.arguments { names.insert(argument.name); names.insert(argument.kind.placeholder) }
            for option in command.options where option.kind != nil { names.insert(option.valueName) }
        }
        return names
    }

    /// The text between each pair of apostrophes that starts a quotation: after a space, an
    /// opening bracket or the start of the text (an apostrophe inside a word, as in "Apple's",
    /// is not one).
    static func quotations(_ text: String) -> [String] {
        var found: [String] = []
        var current: String?
        var previous: Character = " "
        for c in text {
            if var open = current {
                if c == "'" {
                    found.append(open)
                    current = nil
                } else {
                    open.append(c)
                    current = open
                }
            } else if c == "'", previous == " " || previous == "(" || previous == "\n" {
                current = ""
            }
            previous = c
        }
        return found
    }

    /// The quotations of `text` that are command lines with no placeholder in them.
    func examples(in text: String) -> [String] {
        let commandWords = Set(table.topLevelWords)
        let placeholders = self.placeholders
        return Self.quotations(text).filter { quoted in
            let words = quoted.split(separator: " ").map(String.init)
            guard let first = words.first, commandWords.contains(first) else { return false }
            // A command's bare name ('catalog load') names the command; it is not a line to type.
            if let named = table.command(words), named.arguments.contains(where: { $0.arity == .one || $0.arity == .oneOrMore }) {
                return false
            }
            return !words.contains { word in
                placeholders.contains(word) || word.contains("|") || word.contains("…") || word.contains("...")
                    || (word.count > 1 && word.allSatisfy { $0.isUppercase || $0 == "-" } && placeholders.contains { word.hasPrefix($0) })
            }
        }
    }

    @Test func theQuotationFinderSkipsApostrophesInWords() {
        #expect(Self.quotations("Apple's sheet; 'buy com.example.gems' then ('confirm')") == ["buy com.example.gems", "confirm"])
        #expect(examples(in: "'redeem CODE' redeems; 'clock advance 1mo' moves; 'storefront set JPN' too")
                == ["clock advance 1mo", "storefront set JPN"])
    }

    @Test func everyCommandLineInADiscussionBinds() throws {
        let binder = Binder(table: table)
        var checked = 0
        for command in table.commands {
            for example in examples(in: command.discussion) {
                checked += 1
                let tokens = try Lexer(file: nil, line: 1).tokenize(example)
                do {
                    _ = try binder.bind(tokens, world: .builtIn())
                } catch {
                    Issue.record("'\(example)' in the discussion of '\(command.name)' does not bind: \(error.message)")
                }
            }
        }
        // The discussions quote many command lines; finding none would mean the finder broke.
        #expect(checked > 50)
    }

    @Test func noDiscussionTalksAboutTheCodesPlansOrHistory() {
        // The code's plans ("waits for the offers model"), its issues ("issue 23") and the
        // project's own files ("seed 2", "seeds/") mean nothing to a user.
        let phrases: [Regex<Substring>] = [/waits for the (?:offers|model|\w+ model)/, /not yet (?:implemented|simulated|supported)/, /\bissue \d/,
                                           /\bseeds? \d/, /seeds\//, /\bfor now\b/, /\bno longer (?:prints|shows|says)\b/]
        for command in table.commands {
            let text = command.discussion.lowercased()
            for phrase in phrases {
                if let match = text.firstMatch(of: phrase) {
                    Issue.record("the discussion of '\(command.name)' says '\(text[match.range])'")
                }
            }
        }
    }
}
