import Testing
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
}
