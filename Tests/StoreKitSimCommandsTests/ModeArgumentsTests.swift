import Testing
import StoreKitSimCommands

/// The one parser of the executable's command line, on declarations made for the test.
@Suite struct ModeArgumentsTests {
    typealias Option = ExecutableCommandLine.Option
    static let count = Option(["--count", "-c"], .number, "N", help: "how many")
    static let dry = Option(["--dry"], help: "change nothing")
    static let tap = Option(["--tap"], .choice(["13", "14"]), "VERSION", optional: true, help: "TAP")
    static let kind = Option(["--kind"], .choice(["a", "b"]), "KIND", help: "a or b")
    let line = ExecutableCommandLine(modes: [
        .init("report", operands: .init("file", .one, .file, noun: "a FILE"), options: [count, dry], summary: "one word"),
        .init("report merge", operands: .init("file", .oneOrMore, .file, noun: "a FILE"), options: [tap, kind], summary: "two words"),
        .init("words", operands: .init("command", .words, .helpWords, noun: "a COMMAND"), summary: "raw words"),
    ])

    func arguments(_ words: [String]) throws -> ModeArguments {
        guard case .mode(let arguments) = try line.parse(words) else { throw UsageError("not a mode", hint: "") }
        return arguments
    }

    func error(_ words: [String]) -> UsageError? {
        do {
            _ = try line.parse(words)
            return nil
        } catch {
            return error
        }
    }

    @Test func valuesFlagsAndOperandsInAnyOrder() throws {
        let parsed = try arguments(["report", "-c", "3", "x", "--dry"])
        #expect(parsed.mode.name == "report" && parsed.operands == ["x"])
        #expect(parsed.value(Self.count) == "3" && parsed.has(Self.dry))
        #expect(try arguments(["report", "--count=4", "--count", "5", "x"]).value(Self.count) == "5")
        #expect(try arguments(["report", "--", "--dry"]).operands == ["--dry"])
        #expect(try arguments(["report", "-"]).operands == ["-"])
    }

    @Test func aWordsModeTakesOnlyItsDeclaredOptions() throws {
        let help = try #require(ExecutableCommandLine.shared.mode("help"))
        let parsed = try ModeArguments.parse(["storefront", "set", "--search", "free trial", "--other"], for: help)
        #expect(parsed.operands == ["storefront", "set", "--other"])
        #expect(parsed.value(HelpOptions.search) == "free trial")
        #expect(try HelpOptions(ModeArguments.parse(["--search=gems"], for: help)).search == "gems")
        #expect(throws: UsageError.self) { try ModeArguments.parse(["--search"], for: help) }
    }

    @Test func theLongestModeNameWins() throws {
        #expect(try arguments(["report", "merge", "a", "b"]).mode.name == "report merge")
        #expect(try arguments(["report", "merged"]).mode.name == "report")
        #expect(try arguments(["words", "--dry", "x"]).operands == ["--dry", "x"])
    }

    @Test func anOptionalValueIsTakenOnlyWhenItIsAChoice() throws {
        #expect(try arguments(["report", "merge", "--tap", "13", "a"]).value(Self.tap) == "13")
        let bare = try arguments(["report", "merge", "--tap", "a"])
        #expect(bare.has(Self.tap) && bare.value(Self.tap) == nil && bare.operands == ["a"])
        #expect(error(["report", "merge", "--tap=12", "a"])?.message == "--tap takes '13' or '14', not '12'")
    }

    @Test func everyMistakeIsAUsageErrorOfTheMode() throws {
        let cases: [([String], String)] = [
            (["report", "--dry=no", "x"], "--dry takes no value, not 'no'"),
            (["report", "--cont", "1", "x"], "unknown option '--cont'"),
            (["report", "x", "--count"], "--count needs a value (N)"),
            (["report"], "missing a FILE"),
            (["report", "x", "y"], "'y' is one too many (report takes one FILE)"),
            (["report", "merge", "--kind", "c", "x"], "--kind takes 'a' or 'b', not 'c'"),
        ]
        for (words, message) in cases {
            let found = error(words)
            #expect(found?.message == message, "\(words)")
            let mode = words.count > 1 && words[1] == "merge" ? "report merge" : "report"
            #expect(found?.lines.first == "storekit-sim \(mode): \(message)", "\(words)")
        }
        #expect(error(["report", "--cont", "1", "x"])?.hint == "did you mean '--count'?")
        #expect(error(["reprot"])?.lines == ["storekit-sim: unknown argument 'reprot' (did you mean 'report'?)",
                                             "hint: 'storekit-sim --help' shows the usage"])
    }

    @Test func helpSkipsTheOperandCheck() throws {
        #expect(try arguments(["report", "--help"]).wantsHelp)
        #expect(try line.parse(["--bail"]).isBatch)
    }

    @Test func jsonAsksBatchInputForOutcomes() throws {
        guard case .batch(let options) = try line.parse(["--json", "--bail"]) else { Issue.record("not batch input"); return }
        #expect(options == BatchOptions(bail: true, json: true))
        guard case .batch(let plain) = try line.parse([]) else { Issue.record("not batch input"); return }
        #expect(!plain.json)
    }
}

extension Invocation {
    var isBatch: Bool {
        if case .batch(let options) = self, options.bail { return true }
        return false
    }
}
