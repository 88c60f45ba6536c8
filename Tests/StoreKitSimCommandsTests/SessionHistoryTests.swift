import Testing
import StoreKitSim
@testable import StoreKitSimCommands

/// The session's history keeps exactly its last `limit` steps and counts the rest, however far past
/// the limit a long batch goes.
@Suite struct SessionHistoryTests {
    @Test func keepsTheLastStepsAndCountsTheRest() {
        let history = SessionHistory(limit: 3)
        for n in 1...10 {
            history.begin(command: "echo \(n)")
            #expect(history.steps.count == min(n, 3))
            #expect(history.steps.last?.command == "echo \(n)")
            #expect(history.dropped == max(0, n - 3))
        }
        #expect(history.steps.map(\.command) == ["echo 8", "echo 9", "echo 10"])
        history.clear()
        #expect(history.steps.isEmpty && history.dropped == 0)
    }

    /// Each step's command reads back as the words typed: a word with a blank, a quote, `#` or a
    /// backslash (or an empty one) is quoted, with its own quotes escaped as the lexer reads them.
    @Test func theCommandLineQuotesWhatWouldNotReadBackAsOneWord() throws {
        let typed = #"echo plain 'two words' "it's" 'a#b' 'back\slash' '' "# + "'tab\there'"
        let tokens = try Lexer(file: nil, line: 1).tokenize(typed)
        let line = SessionHistory.commandLine(tokens)
        #expect(line == #"echo plain 'two words' 'it'\''s' 'a#b' 'back\slash' '' "# + "'tab\there'")
        #expect(try Lexer(file: nil, line: 1).tokenize(line).map { $0.text } == tokens.map { $0.text }, "reads back as the same words")
    }

    /// A session keeps each command's tokens and writes its line only when the history is read:
    /// the lines read back as typed, quoting included, and each step holds its own events.
    @Test func aSessionsStepsReadBackAsTypedWithTheirEvents() {
        let session = Session(sink: CollectingSink())
        session.execute("storefront set JPN")
        session.execute("echo 'two words'")
        session.execute("storefront set FRA")
        let steps = session.history.steps
        #expect(steps.map(\.command) == ["storefront set JPN", "echo 'two words'", "storefront set FRA"])
        #expect(steps[0].events.contains { $0.event == .storefront(.didChangeStorefront(Storefront.resolve("JPN")!)) })
        #expect(steps[1].events.isEmpty)
        #expect(steps[2].events.contains { $0.event == .storefront(.didChangeStorefront(Storefront.resolve("FRA")!)) })
        #expect(!steps[2].events.contains { $0.event == .storefront(.didChangeStorefront(Storefront.resolve("JPN")!)) })
    }

    /// A step's first batch of events is taken as is and a second one is added after it, in order.
    /// Lines run as bytes (batch input, the scenario runner) are lexed into one reused buffer and
    /// kept as bytes: each step still reads back as its own line, as the tokens would write it.
    @Test func linesRunAsBytesReadBackAsTheTokensWouldWriteThem() throws {
        let session = Session(sink: CollectingSink())
        let typed = ["storefront  set JPN", "echo 'two words' é", "echo a b c d e f g h", "echo x", "storefront set FRA"]
        for (number, line) in typed.enumerated() { session.execute(bytes: Array(line.utf8), file: nil, line: number + 1) }
        let expected = try typed.map { SessionHistory.commandLine(try Lexer(file: nil, line: 1).tokenize($0)) }
        #expect(session.history.steps.map(\.command) == expected)
        #expect(expected[0] == "storefront set JPN" && expected[1] == "echo 'two words' é")
        #expect(session.history.steps[4].events.contains { $0.event == .storefront(.didChangeStorefront(Storefront.resolve("FRA")!)) })
    }

    @Test func aStepsSecondBatchOfEventsFollowsItsFirst() {
        let history = SessionHistory()
        history.begin(command: "storefront set JPN")
        let first = StampedEvent(time: VirtualInstant(seconds: 1), turn: 1, event: .storefront(.didChangeStorefront(Storefront.resolve("JPN")!)))
        let second = StampedEvent(time: VirtualInstant(seconds: 2), turn: 2, event: .storefront(.didChangeStorefront(Storefront.resolve("FRA")!)))
        history.record([first])
        history.record([second])
        #expect(history.steps.last?.events == [first, second])
    }
}
