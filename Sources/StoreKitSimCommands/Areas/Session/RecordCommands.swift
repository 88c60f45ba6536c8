import StoreKitSim

/// What `record` needs from the front end that runs the session: the REPL writes the scenario
/// file (it sees every line and its output), so these commands only switch it on and off.
public protocol SessionRecorder: AnyObject {
    /// Starts writing the session to `path` (already resolved); returns the lines to print.
    func startRecording(to path: String, keepingInspections: Bool, session: Session) throws(CommandError) -> [String]
    /// Finishes the file; returns the lines to print.
    func stopRecording(session: Session) throws(CommandError) -> [String]
    /// Writes the command that just failed, with its error, which recording held back.
    func keepLastFailure(session: Session) throws(CommandError) -> [String]
}

/// `record FILE` and `record stop`: turn an exploration in the REPL into a scenario file.
enum RecordCommands {
    static let all: [CommandSpec] = [
        CommandSpec("record", area: .session,
                    arguments: [ArgumentSpec("FILE", .file, help: "the scenario file to write, e.g. gems-in-japan.scenario")],
                    options: [OptionSpec("inspections",
                                         help: "also write commands that only show what is there "
                                             + "(help, status, catalog, catalog notes, storefront list)")],
                    summary: "write the session from now on as a scenario file",
                    discussion: """
                        From this point every command typed and its output are written to FILE as a scenario: each command as a '> ' line followed \
                        by its output as the expected block, errors as 'error:' and 'hint:' lines without a location, exactly as 'storekit-sim \
                        test' shows them. Comments typed at the prompt ('# ...') are kept as comments. A file argument (catalog load FILE, source \
                        FILE) is written relative to the scenario file's folder, as 'storekit-sim test' reads it, so the recording passes where it \
                        is saved whatever the working folder. Commands that only show what is there (help, status, catalog, catalog notes, \
                        storefront list) are left out, since their text documents the tool rather than the behaviour under test; --inspections \
                        keeps them. If the world was changed before 'record', the commands that changed it since the start or the last 'reset' \
                        are written first between '# setup' and '# end setup' (the block 'demo' runs without showing it), so the file starts from \
                        the same world when 'storekit-sim test' runs it in a fresh one. A path the output names is written as the recorded line \
                        names it. \
                        A command that fails is not written (a typo must not become expected \
                        output): 'record keep' right after it writes it with its error when the error is what the scenario shows. The prompt shows \
                        [rec] while recording. The file is rewritten atomically after every command and closed by 'record stop', 'quit' or Ctrl-D \
                        (end of input). Recording works in the REPL and in batch input (printf 'record f.scenario\\n...' | storekit-sim), where \
                        each command's output is taken from a fresh world started the same way; not inside a scenario file.
                        """,
                    examples: ["record gems-in-japan.scenario", "record tour.scenario --inspections"]) { session, arguments in
            guard let recorder = session.recorder else { throw CommandError.recordingNeedsREPL() }
            let path = try session.confinedPath(arguments[Key.file] ?? "")
            let lines = try recorder.startRecording(to: path, keepingInspections: arguments.flag("inspections"), session: session)
            for line in lines { session.emit(line, style: .pending) }
        },
        CommandSpec("record stop", area: .session, summary: "finish the scenario file that 'record' is writing",
                    discussion: """
                        Writes the last command's output and closes the file. Run it with 'storekit-sim test FILE': it passes as recorded, and \
                        fails as soon as the simulator's behaviour changes, which is how an exploration becomes a regression test.
                        """,
                    examples: ["record stop"]) { session, _ in
            guard let recorder = session.recorder else { throw CommandError.recordingNeedsREPL() }
            for line in try recorder.stopRecording(session: session) { session.emit(line, style: .success) }
        },
        CommandSpec("record keep", area: .session, summary: "write the command that just failed, with its error, to the recording",
                    discussion: """
                        While recording, a command that fails is held back so that a typo does not become expected output. When the error is what \
                        the scenario means to show (an unknown storefront, a refused purchase), 'record keep' right after it writes the command \
                        with its error lines, as 'storekit-sim test' will expect them.
                        """,
                    examples: ["record keep"]) { session, _ in
            guard let recorder = session.recorder else { throw CommandError.recordingNeedsREPL() }
            for line in try recorder.keepLastFailure(session: session) { session.emit(line, style: .success) }
        },
    ]

}

extension CommandError {
    /// `record` typed where no front end can write the session (a scenario file).
    static func recordingNeedsREPL() -> CommandError {
        CommandError(code: "record-needs-repl", message: "'record' works in the REPL and in batch input, not in a scenario file",
                        hint: """
                            type 'record FILE' at the 'storekit-sim' prompt, or pipe the commands: printf 'record f.scenario\\n...' | storekit-sim
                            """)
    }
}
