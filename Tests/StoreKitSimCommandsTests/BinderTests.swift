import Testing
import StoreKitSim
@testable import StoreKitSimCommands

/// Resolving commands and binding typed arguments, with the diagnostics for each mistake.
@Suite struct BinderTests {
    let binder = Binder()
    let world = World.builtIn()

    func tokens(_ line: String) throws -> [Token] { try Lexer(file: "<stdin>", line: 1).tokenize(line) }

    func bind(_ line: String) throws -> (CommandSpec, Arguments) {
        try binder.bind(tokens(line), world: world)
    }

    func failure(_ line: String) throws -> Diagnostic {
        let tokens = try tokens(line)
        do {
            _ = try binder.bind(tokens, world: world)
        } catch {
            return error
        }
        Issue.record("'\(line)' bound without error")
        throw Diagnostic(code: "none", message: "no error")
    }

    @Test func longestPathWins() throws {
        #expect(try bind("storefront").0.name == "storefront")
        #expect(try bind("storefront set JPN").0.name == "storefront set")
        #expect(try bind("storefront list").0.name == "storefront list")
    }

    @Test func storefrontArgumentsAreTyped() throws {
        for code in ["JPN", "jp", "143462", "jpn"] {
            #expect(try bind("storefront set \(code)").1.storefront("CODE").countryCode == "JPN")
        }
    }

    @Test func unknownCommandSuggests() throws {
        let error = try failure("storefrnt set JPN")
        #expect(error.code == "unknown-command")
        #expect(error.hint == "did you mean 'storefront'?")
        #expect(error.range?.start.column == 1)
    }

    /// An empty word typed as the command (`""`) names no command; it is not the table's root,
    /// whose "subcommands" are every first word.
    @Test func anEmptyWordIsAnUnknownCommand() throws {
        for line in ["\"\"", "\"\" x", "'' storefront"] {
            let error = try failure(line)
            #expect(error.code == "unknown-command", "\(line)")
            #expect(error.message == "unknown command ''")
        }
        #expect(binder.table.subcommands(of: [""]).isEmpty)
        #expect(binder.table.subcommands(of: []) == binder.table.topLevelWords)
        #expect(binder.table.subcommands(ofWord: "storefront").contains("set"))
    }

    @Test func unknownCommandWithoutNeighbourPointsAtHelp() throws {
        #expect(try failure("zzzzzz").hint == "'help' lists the commands")
    }

    @Test func unknownSubcommandSuggests() throws {
        let error = try failure("storefront st JPN")
        #expect(error.code == "unknown-subcommand")
        #expect(error.hint == "did you mean 'set'?")
        #expect(error.range?.start.column == 12)
    }

    @Test func missingArgumentPointsPastTheLastWord() throws {
        let error = try failure("storefront set")
        #expect(error.code == "missing-argument")
        #expect(error.range?.start.column == 16)
        #expect(error.hint == "usage: storefront set CODE")
    }

    @Test func extraArgumentPointsAtIt() throws {
        let error = try failure("storefront set JPN FRA")
        #expect(error.code == "extra-argument")
        #expect(error.range?.start.column == 20)
        #expect(error.hint == "usage: storefront set CODE")
    }

    @Test func badValuesAreLocatedWithTheKindsHint() throws {
        let error = try failure("storefront set JPX")
        #expect(error.code == "unknown-storefront")
        #expect(error.range?.start.column == 16)
        #expect(error.hint == "did you mean 'JPN'?")
        let choice = try failure("device payments alowed")
        #expect(choice.hint == "did you mean 'allowed'?")
        #expect(try failure("clock advance soon").code == "bad-duration")
        #expect(try failure("device os 26.x").code == "bad-version")
    }

    @Test func unshippedOSVersionsAndEmptyProductIDsAreRefusedWhereTyped() throws {
        let version = try failure("device os 20.0")
        #expect(version.code == "unknown-version")
        #expect(version.range?.start.column == 11)
        #expect(version.hint?.contains("1 to 18 and 26 to 27") == true)
        #expect(try bind("device os 18.7").1.version("VERSION") == OSVersion(18, 7))
        #expect(try bind("device os 26.5").1.version("VERSION") == OSVersion(26, 5))
        let empty = try failure("request com.example.gems ''")
        #expect(empty.code == "empty-product-id")
        #expect(empty.range?.start.column == 26)
        #expect(try failure("buy ' '").code == "empty-product-id")
    }

    @Test func unknownOptionsSuggest() throws {
        let error = try failure("storefront set JPN --fast")
        #expect(error.code == "unknown-option")
        #expect(error.hint == "'storefront set' takes no options")
        #expect(try failure("clock advance 2h --fast").hint == "'clock advance' takes --to")
    }

    @Test func variadicWordsCollect() throws {
        #expect(try bind("echo a b c").1.texts("TEXT") == ["a", "b", "c"])
        #expect(try bind("echo").1.texts("TEXT") == [])
        #expect(try bind("echo -- --not-an-option").1.texts("TEXT") == ["--not-an-option"])
        #expect(try bind("echo '--quoted'").1.texts("TEXT") == ["--quoted"])
    }

    @Test func durationsParse() {
        #expect(DurationParser.seconds("90m") == 5_400)
        #expect(DurationParser.seconds("1h30m") == 5_400)
        #expect(DurationParser.seconds("10d") == 864_000)
        #expect(DurationParser.seconds("2w") == 1_209_600)
        #expect(DurationParser.seconds("45") == nil)
        #expect(DurationParser.seconds("h") == nil)
        #expect(DurationParser.seconds("99999999999999999999s") == nil)
    }
}

/// The renderer and the edit-distance suggestions.
@Suite struct DiagnosticTests {
    @Test func rendersFileLineColumnThenHint() {
        let diagnostic = Diagnostic(code: "x", message: "unknown storefront 'XYZ'",
                                    range: SourceRange(start: SourceLocation(file: "<stdin>", line: 4, column: 16), endColumn: 19),
                                    notes: ["a note"], hint: "try 'storefront list'")
        #expect(DiagnosticRenderer().render(diagnostic) == "<stdin>:4:16: error: unknown storefront 'XYZ'\nnote: a note\nhint: try 'storefront list'")
        #expect(DiagnosticRenderer(showLocation: false).lines(diagnostic).first == "error: unknown storefront 'XYZ'")
    }

    @Test func noFileMeansNoLocation() {
        let diagnostic = Diagnostic(code: "x", message: "m", range: SourceRange(start: SourceLocation(file: nil, line: 1, column: 1), endColumn: 2))
        #expect(DiagnosticRenderer().render(diagnostic) == "error: m")
    }

    @Test func editDistanceCountsTranspositionsAsOne() {
        #expect(Suggester.distance("storefront", "storefront") == 0)
        #expect(Suggester.distance("stroefront", "storefront") == 1)
        #expect(Suggester.distance("", "abc") == 3)
        #expect(Suggester.distance("kitten", "sitting") == 3)
    }

    /// The bit-parallel distance the search uses gives the full table's distance: for words over
    /// a small alphabet (transpositions abound), of every length up to the 64 a pattern may have,
    /// with characters outside ASCII, and with the empty word on either side.
    @Test func theBitParallelDistanceAgreesWithTheFullTable() {
        var state: UInt64 = 0xD1B54A32D192ED03
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet: [UInt32] = [97, 98, 99, 0xE9, 0x65E5]
        func word(_ longest: Int) -> [UInt32] { (0..<next(longest + 1)).map { _ in alphabet[next(next(2) == 0 ? 3 : 5)] } }
        func text(_ scalars: [UInt32]) -> String { String(String.UnicodeScalarView(scalars.map { Unicode.Scalar($0)! })) }
        var checked = 0
        for round in 0..<6000 {
            let longest = round % 3 == 0 ? 64 : 12
            var a = word(longest), b = word(longest + 3)
            if round % 500 == 0 { a = Array(repeating: 97, count: 64); b = a + [98] }
            let distance = BitParallelDistance.prepare(a) { pattern in b.withUnsafeBufferPointer(pattern.distance) }
            #expect(distance == Suggester.distance(text(a), text(b)), "\(a) \(b)")
            checked += 1
        }
        #expect(checked == 6000)
        func distance(_ a: String, _ b: String) -> Int {
            let text = b.unicodeScalars.map(\.value)
            return BitParallelDistance.prepare(a.unicodeScalars.map(\.value)) { text.withUnsafeBufferPointer($0.distance) }
        }
        #expect(distance("ab", "") == 2)
        #expect(distance("", "ab") == 2)
        #expect(distance("storefornt", "storefront") == 1)
        #expect(distance("kitten", "sitting") == 3)
    }

    /// The character-mask shortcut skips only candidates the distance would refuse: the same
    /// suggestions as comparing every candidate in full, for typos of every kind of word.
    @Test func suggestionsEqualAFullComparisonOfEveryCandidate() {
        let candidates = CommandTable.shared.topLevelWords + Storefront.all.map(\.countryCode) + Storefront.all.map(\.name)
            + ["Côte d’Ivoire", "ÅLAND", "storefront", "stor", "a", "ab"]
        func reference(_ word: String) -> [String] {
            let typed = Suggester.folded(word)
            let limit = typed.count <= 3 ? 1 : min(3, typed.count / 3 + 1)
            var best: [String] = [], bestDistance = Int.max
            for candidate in candidates {
                let isPrefix = typed.count >= 2 && Suggester.folded(candidate).starts(with: typed)
                let exact = Suggester.distance(word, candidate)
                guard exact <= limit || isPrefix else { continue }
                let d = isPrefix ? min(exact, limit) : exact
                if d < bestDistance {
                    best = [candidate]; bestDistance = d
                } else if d == bestDistance, !best.contains(candidate) {
                    best.append(candidate)
                }
            }
            return best
        }
        var typos = TypoMaker(seed: 0x9E3779B97F4A7C15, letters: "abcdefghijklmnopqrstuvwxyzJPNUSA éü0123456789")
        let prepared = SuggestionIndex(candidates)
        for _ in 0..<3000 {
            let typo = typos.typo(ofOneOf: candidates)
            let expected = reference(typo)
            #expect(Suggester.suggestions(for: typo, among: candidates) == expected, Comment(rawValue: typo))
            #expect(Suggester.suggestions(for: typo, in: prepared) == expected, Comment(rawValue: typo))
        }
    }

    @Test func suggestionsListTiesAndStayQuietForFarWords() {
        #expect(Suggester.didYouMean("buy", among: ["bux", "buz", "quit"]) == "did you mean 'bux' or 'buz'?")
        #expect(Suggester.didYouMean("xyz", among: ["storefront"]) == nil)
    }
}
