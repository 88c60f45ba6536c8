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
        let ok = session.execute(HelpCommand(options.words, search: options.search))
        sink.flush()
        if sink.out.reportFailure("standard output") { return 2 }
        return ok ? 0 : 2
    }
}
