import StoreKitSimCommands
import StoreKitSimREPL
import StoreKitSimServer

/// Starts the REPL on a terminal: libedit with history and completion, colour unless NO_COLOR.
enum InteractiveFrontEnd {
    static func run() -> Int32 {
        let environment: (String) -> String? = System.environment
        let historyPath = HistoryLocation.path(environment: environment)
        if let reason = LibEditLineEditor.loadLibrary() {
            // libedit is loaded on first use; without it the lines are still read, as batch mode does.
            StandardConsole().writeError("""
                storekit-sim: reading lines without editing: \(reason) (hint: install libedit2; scripts/ensure-deps installs libedit-dev)\n
                """)
            return BatchRunner(bail: false).run()
        }
        guard let editor = LibEditLineEditor(historyPath: historyPath) else {
            // No usable terminal description: batch mode still works.
            return BatchRunner(bail: false).run()
        }
        let palette = Palette.decide(noColor: environment("NO_COLOR"), term: environment("TERM"),
            outputIsTerminal: Terminal.isTerminal(System.standardOutput))
        let repl = REPL(editor: editor, console: StandardConsole(), palette: palette)
        let completer = Completer(fileNames: REPL.fileNames)
        editor.complete = { [unowned repl] text in completer.complete(text, world: SessionServerControl.exclusively { repl.session.world }) }
        // `server start` serves the REPL's world; what the API changes is told on the terminal.
        SessionServerControl.launch = { session, port in
            try SessionServer(session: session, port: port) { line in StandardConsole().write(palette.paint(line, .pending) + "\n") }
        }
        StandardConsole().write(palette.narration("storekit-sim \(Version.current): 'help' lists the commands, Tab completes, Ctrl-D leaves") + "\n")
        return repl.run()
    }
}
