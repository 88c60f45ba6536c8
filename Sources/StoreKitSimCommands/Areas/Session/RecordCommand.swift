import StoreKitSim

/// `record FILE [--inspections]`: the front end starts writing the session as a scenario file.
/// A type of its own so a recorder recognises it by type, not by its first word.
public struct RecordCommand: TypedCommand {
    /// The scenario file, as typed (resolved against the session's folder when run).
    public var file = ""
    /// Also write the commands that only show what is there.
    public var inspections = false

    public init() {}
    public init(_ file: String, inspections: Bool = false) {
        self.file = file
        self.inspections = inspections
    }

    public static let declaration = CommandDeclaration(
        "record", area: .session, summary: "write the session from now on as a scenario file",
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
        examples: ["record gems-in-japan.scenario", "record tour.scenario --inspections"])
    public static let fields: [CommandField<Self>] = [
        .argument("FILE", \.file, .file, help: "the scenario file to write, e.g. gems-in-japan.scenario"),
        .flag("inspections", \.inspections,
              help: "also write commands that only show what is there (help, status, catalog, catalog notes, storefront list)"),
    ]

    public func run(in session: Session) throws {
        guard let recorder = session.recorder else { throw CommandError.recordingNeedsREPL() }
        let path = try session.confinedPath(file)
        let lines = try recorder.startRecording(to: path, keepingInspections: inspections, session: session)
        for line in lines { session.emit(line, style: .pending) }
    }
}
