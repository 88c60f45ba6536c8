import StoreKitSim
import StoreKitSimCommands
import StoreKitSimScenario

/// Writes the REPL session as a scenario file for `record FILE` ... `record stop`.
///
/// Each command becomes a `> ` line followed by its output as the expected block, escaped with
/// the scenario format's one rule (`ScenarioText`), errors as `error:`/`hint:` lines without a
/// location, as the scenario runner renders them. A scenario runs in a fresh built-in world, so
/// when the world was changed before `record`, the commands typed since the start (or the last
/// `reset`) are written first as setup, their output taken from a replay in a fresh world. The
/// file is rewritten atomically after every command, so it is always a valid scenario.
final class ScenarioRecorder: SessionRecorder {
    /// One command and its transcript, or a comment typed at the prompt (no output).
    struct Entry: Equatable {
        var line: String
        var output: [String]
        var isComment: Bool { line.hasPrefix("#") }
    }

    /// Lines typed since the session started or was last reset: the setup a recording needs.
    private(set) var journal: [String] = []
    private(set) var path: String?
    private var setup: [Entry] = []
    private var entries: [Entry] = []

    var isRecording: Bool { path != nil }

    func startRecording(to path: String, session: Session) throws(CommandError) -> [String] {
        if let current = self.path {
            throw CommandError(code: "already-recording", message: "already recording to '\(current)'",
                                  hint: "'record stop' finishes that file first")
        }
        setup = Self.replay(journal, directory: session.directory)
        entries = []
        self.path = path
        if let problem = write() {
            self.path = nil
            throw CommandError(code: "cannot-write", message: "cannot record to '\(path)': \(problem)",
                                  hint: "choose a file in a folder you can write to", argument: "FILE")
        }
        var lines = ["recording to \(path)"]
        if !setup.isEmpty { lines.append("setup: \(setup.count) earlier commands written first, so the file starts from this world") }
        return lines
    }

    func stopRecording(session: Session) throws(CommandError) -> [String] {
        guard isRecording else {
            throw CommandError(code: "not-recording", message: "not recording", hint: "'record FILE' starts a recording")
        }
        return finish()
    }

    /// Writes and closes the file if one is open; returns what to tell the user.
    func finish() -> [String] {
        guard let path else { return [] }
        let problem = write()
        self.path = nil
        let count = entries.filter { !$0.isComment }.count
        if let problem { return ["error: cannot record to '\(path)': \(problem)"] }
        return ["recorded \(count) command\(count == 1 ? "" : "s") to \(path)"]
    }

    /// Called by the REPL after each line with its plain transcript.
    func didRun(_ line: String, output: [String], succeeded: Bool, session: Session) {
        let text = Self.trimmed(line)
        let first = (try? Lexer(file: nil, line: 1).tokenize(text))?.first?.text
        if text.hasPrefix("#") {
            if isRecording { entries.append(Entry(line: text, output: [])); _ = write() }
            return
        }
        // `record` itself and `quit` mean nothing in a scenario file.
        if first == "record" || first == "quit" || text.isEmpty { return }
        if isRecording {
            entries.append(Entry(line: text, output: output))
            _ = write()
        }
        journal.append(text)
        if first == "reset", succeeded { journal = session.trace ? ["trace on"] : [] }
    }

    /// The scenario file's text.
    func render() -> String {
        var lines = ["# Recorded in the storekit-sim REPL. Say here what this scenario shows and which seed backs it."]
        if !setup.isEmpty {
            lines.append("# Setup: the commands typed before 'record', so the file starts from the same world.")
            for entry in setup { lines += Self.lines(entry) }
            lines.append("")
            lines.append("# Recorded:")
        }
        for entry in entries { lines += Self.lines(entry) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func write() -> String? {
        guard let path else { return nil }
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
        let sink = ConsoleSink(console: CollectingConsole(), palette: Palette(enabled: false))
        let session = Session(world: .builtIn(), sink: sink, directory: directory)
        return lines.map { line in
            session.execute(line, file: nil, line: 1)
            return Entry(line: line, output: sink.takeTranscript())
        }
    }
}
