import StoreKitSimCommands

/// `storekit-sim help [COMMAND]`: the language's own `help` command, run in a fresh session with
/// the words of argv, so it explains exactly what the REPL would.
enum LanguageHelpMode {
    @MainActor static func run(_ arguments: ModeArguments) -> Int32 {
        let sink = StandardStreamSink(prefix: "storekit-sim: ")
        let session = Session(sink: sink)
        let options: HelpOptions
        do throws(UsageError) {
            options = try HelpOptions(arguments)
        } catch {
            for line in error.lines { sink.err.writeLine(line) }
            sink.flush()
            return 2
        }
        // `--search TEXT` first; then `--` ends help's options, so every other word of argv is a
        // word of the command's name.
        let search = options.search.map { ["--search", Lexer.quote($0)] } ?? []
        let ok = session.execute((["help"] + search + ["--"] + options.words.map(Lexer.quote)).joined(separator: " "), file: nil, line: 1)
        sink.flush()
        if sink.out.reportFailure("standard output") { return 2 }
        return ok ? 0 : 2
    }
}
