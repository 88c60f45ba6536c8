import StoreKitSimCommands

/// `storekit-sim help [COMMAND]`: the language's own `help` command, run in a fresh session with
/// the words of argv, so it explains exactly what the REPL would.
enum LanguageHelpMode {
    @MainActor static func run(_ arguments: ModeArguments) -> Int32 {
        let sink = StandardStreamSink(prefix: "storekit-sim: ")
        let session = Session(sink: sink)
        let ok = session.execute((["help"] + arguments.operands.map(quoteWord)).joined(separator: " "), file: nil, line: 1)
        sink.flush()
        if sink.out.reportFailure("standard output") { return 2 }
        return ok ? 0 : 2
    }

    /// Quotes a word from argv so the lexer reads it back as one word.
    static func quoteWord(_ word: String) -> String {
        "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
