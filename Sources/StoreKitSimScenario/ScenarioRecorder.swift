import StoreKitSim
import StoreKitSimSystem
import StoreKitSimCommands

/// Writes the REPL session as a scenario file for `record FILE` ... `record stop`.
///
/// Each command becomes a `> ` line followed by its output as the expected block, escaped with
/// the scenario format's one rule (`ScenarioText`), errors as `error:`/`hint:` lines without a
/// location, as the scenario runner renders them. A command that fails while recording is held
/// back, not written: a typo would otherwise become expected output without a word; `record
/// keep` writes it when the error is what the scenario means to show. A scenario runs in a fresh built-in world, so
/// when the world was changed before `record`, the commands typed since the start (or the last
/// `reset`) are written first as the `# setup` ... `# end setup` block `demo` runs unseen, their
/// output taken from a replay in a fresh world. The file is rewritten atomically after every
/// command, so it is always a valid scenario.
///
/// A recording passes where it is saved (issue 45): file arguments are written relative to the
/// scenario file's folder (`RecordedLine`), as `storekit-sim test` reads them, and a path the
/// output names is written as the line names it. In batch mode (`replaysOutput`) the output
/// printed is located and split across stdout and stderr, so every command's transcript is taken
/// from the recorder's own session in a fresh world started from the same setup in that folder:
/// exactly what `storekit-sim test` will see. Commands that only
/// inspect (`help`, `status`, `catalog notes`, listings) are left out unless the recording was
/// started with `--inspections`: their text documents the tool, not the behaviour under test.
public final class ScenarioRecorder: SessionRecorder {
    /// One command and its transcript, or a comment typed at the prompt (no output).
    struct Entry: Equatable {
        var line: String
        var output: [String]
        var isComment: Bool { !line.isEmpty && Lexer.firstWord(line) == nil }
    }

    private(set) var path: String? {
        didSet { isRecording = path != nil }
    }
    private var setup: [Entry] = []
    private var entries: [Entry] = []
    /// The last command, when it failed while recording: written only on `record keep`.
    private var heldFailure: Entry?
    /// Batch mode: outputs come from `shadow`, not from the front end.
    private let replaysOutput: Bool
    /// Batch mode: the session the recorded lines run in, in the scenario's folder.
    private var shadow: (session: Session, sink: RecordingSink)?
    /// Whether inspection commands are written (`record FILE --inspections`).
    private var keepsInspections = false
    /// Whether the user was told once that an inspection is left out.
    private var toldOfInspections = false
    /// The folder typed paths are relative to, and the scenario file's folder.
    private var folders = (working: ".", scenario: ".")

    /// Whether a file is being written: batch input hands the recorder its lines only then
    /// (stored, so asking costs a load).
    public private(set) var isRecording = false
    /// The folder the recording is written beneath (`Session.beneathFolder`), when a confined command started it.
    private var beneath: BeneathFolder?

    public init(replaysOutput: Bool = false) {
        self.replaysOutput = replaysOutput
    }

    public func startRecording(to path: String, keepingInspections: Bool, session: Session) throws(CommandError) -> [String] {
        if let current = self.path {
            throw CommandError(code: "already-recording", message: "already recording to '\(current)'",
                                  hint: "'record stop' finishes that file first")
        }
        if session.history.journalOverflowed {
            throw CommandError(code: "setup-too-long",
                                  message: """
                                      more than \(SessionHistory.journalLimit) commands since the start or the last 'reset', too many \
                                      to write as the recording's setup
                                      """,
                                  hint: "type 'reset' and set the world up again before 'record FILE'")
        }
        folders = (session.directory, FilePath.folder(of: path))
        keepsInspections = keepingInspections
        toldOfInspections = false
        let setupLines = session.history.journal.map { RecordedLine($0, workingFolder: folders.working, scenarioFolder: folders.scenario) }
            .filter { !$0.isInspection || keepingInspections }.map(\.text)
        let replayed = Self.replaySession(setupLines, directory: folders.scenario)
        setup = replayed.entries
        if replaysOutput { shadow = (replayed.session, replayed.sink) }
        entries = []
        heldFailure = nil
        self.path = path
        // Started by a command from the network (the REPL's `server start`): every rewrite of the
        // file opens it beneath the working folder, as the command's own write would.
        beneath = session.beneathFolder(for: path)
        if let problem = write() {
            self.path = nil
            throw CommandError(code: "cannot-write", message: "cannot record to '\(path)': \(problem)",
                                  hint: "choose a file in a folder you can write to", argument: "FILE")
        }
        var lines = ["recording to \(path)"]
        if !setup.isEmpty {
            lines.append("setup: \(setup.count) earlier command\(setup.count == 1 ? "" : "s") written first, so the file starts from this world")
        }
        return lines
    }

    public func stopRecording(session: Session) throws(CommandError) -> [String] {
        guard isRecording else {
            throw CommandError(code: "not-recording", message: "not recording", hint: "'record FILE' starts a recording")
        }
        return finish()
    }

    public func keepLastFailure(session: Session) throws(CommandError) -> [String] {
        guard let path else {
            throw CommandError(code: "not-recording", message: "not recording", hint: "'record FILE' starts a recording")
        }
        guard let held = heldFailure else {
            throw CommandError(code: "nothing-to-keep", message: "no failed command to keep",
                                  hint: "'record keep' right after a command that failed writes it with its error")
        }
        entries.append(held)
        heldFailure = nil
        if let problem = write() {
            throw CommandError(code: "cannot-write", message: "cannot record to '\(path)': \(problem)",
                                  hint: "choose a file in a folder you can write to")
        }
        return ["kept '\(held.line)' and its error in \(path)"]
    }

    /// Writes and closes the file if one is open; returns what to tell the user.
    public func finish() -> [String] {
        guard let path else { return [] }
        let problem = write()
        self.path = nil
        shadow = nil
        heldFailure = nil
        let count = entries.filter { !$0.isComment }.count
        if let problem { return ["error: cannot record to '\(path)': \(problem)"] }
        return ["recorded \(count) command\(count == 1 ? "" : "s") to \(path)"]
    }

    /// Called by the front end after each line with its plain transcript (nil in batch mode,
    /// where the recorder runs the line itself); returns notes to show the user. What the line is
    /// comes from the command the session bound for it (`Session.lastCommand`), not its words;
    /// the setup journal is the session's (`SessionHistory.journal`).
    @discardableResult
    public func didRun(_ line: String, output: [String]?, succeeded: Bool, session: Session) -> [String] {
        let text = Self.trimmed(line)
        guard isRecording, !text.isEmpty else { return [] }
        let command = session.lastCommand
        if command == nil, Lexer.firstWord(text) == nil {
            entries.append(Entry(line: text, output: []))
            _ = write()
            return []
        }
        // `record` itself and `quit` mean nothing in a scenario file.
        if let type = command?.type,
           type is RecordCommand.Type || type is RecordStopCommand.Type || type is RecordKeepCommand.Type || type is QuitCommand.Type {
            return []
        }
        var notes: [String] = []
        let recorded = RecordedLine(text, workingFolder: folders.working, scenarioFolder: folders.scenario)
        if recorded.isInspection, !keepsInspections {
            if !toldOfInspections {
                toldOfInspections = true
                let word = Lexer.firstWord(text) ?? text
                notes.append("not recorded: '\(word)' only shows what is there; 'record FILE --inspections' keeps such commands")
            }
            return notes
        }
        // The REPL's own transcript, with a rewritten path written as the file names it (the
        // runner prints the name a line gives): running each line twice would repeat what it
        // does outside the world (a notification POST, a line appended to a file, a server).
        var transcript = (output ?? []).map(recorded.writingPaths)
        if let shadow {
            _ = shadow.sink.takeTranscript()
            shadow.session.execute(recorded.text, file: nil, line: 1)
            transcript = shadow.sink.takeTranscript()
        }
        if succeeded {
            heldFailure = nil
            entries.append(Entry(line: recorded.text, output: transcript))
            // Batch input writes once, at 'record stop' or the end: rewriting the file after
            // each of thousands of piped lines would be quadratic.
            if !replaysOutput { _ = write() }
        } else {
            heldFailure = Entry(line: recorded.text, output: transcript)
            notes.append("not recorded: the command failed; 'record keep' writes it with its error as expected output")
        }
        return notes
    }

    /// Batch mode's call after each line while recording (`isRecording`): the line as text.
    public func didRun(_ line: InputLine, succeeded: Bool, session: Session) -> [String] {
        didRun(line.text, output: nil, succeeded: succeeded, session: session)
    }

    /// The comment lines around the setup, as `demo` reads them (its `DemoScript`).
    static let setupStart = "# setup", setupEnd = "# end setup"

    /// The scenario file's text.
    func render() -> String {
        let origin = replaysOutput ? "Recorded from storekit-sim batch input." : "Recorded in the storekit-sim REPL."
        var lines = ["# \(origin) Say here what this scenario shows and which Apple document backs it."]
        if !setup.isEmpty {
            lines.append("# The commands typed before 'record', so the file starts from the same world ('demo' runs them unseen).")
            lines.append(Self.setupStart)
            for entry in setup { lines += Self.lines(entry) }
            lines.append(Self.setupEnd)
            lines.append("")
        }
        for entry in entries { lines += Self.lines(entry) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func write() -> String? {
        guard let path else { return nil }
        if let beneath {
            do throws(SystemError) {
                try beneath.replace(path, with: Array(render().utf8))
                return nil
            } catch {
                return "cannot write the file: \(error.reason)"
            }
        }
        do {
            try FileBytes.replace(path, with: Array(render().utf8))
            return nil
        } catch {
            return error.message
        }
    }

    private static func lines(_ entry: Entry) -> [String] {
        if entry.isComment { return [entry.line] }
        return ["> " + entry.line] + entry.output.map(ScenarioText.escapeOutputLine)
    }

    private static func trimmed(_ line: String) -> String {
        var text = Substring(line)
        while let c = text.first, c == " " || c == "\t" { text.removeFirst() }
        while let c = text.last, c == " " || c == "\t" || c == "\r" { text.removeLast() }
        return String(text)
    }

    /// Runs lines in a fresh built-in world and returns each with the output a scenario expects.
    static func replay(_ lines: [String], directory: String) -> [Entry] {
        replaySession(lines, directory: directory).entries
    }

    /// The replay, and the session it leaves (batch recording goes on in it).
    static func replaySession(_ lines: [String], directory: String) -> (entries: [Entry], session: Session, sink: RecordingSink) {
        let sink = RecordingSink()
        let session = Session(world: .builtIn(), sink: sink, directory: directory)
        let entries = lines.map { line in
            session.execute(line, file: nil, line: 1)
            return Entry(line: line, output: sink.takeTranscript())
        }
        return (entries, session, sink)
    }
}
