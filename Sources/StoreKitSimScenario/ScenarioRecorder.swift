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

    /// Lines typed since the session started or was last reset: the setup a recording needs.
    public var journal: [String] {
        var lines: [String] = []
        var start = 0
        for end in journalEnds {
            lines.append(String(decoding: journalBytes[start..<end], as: UTF8.self))
            start = end
        }
        return lines
    }
    /// The journal's lines one after another, and where each ends: batch input journals every
    /// line, and appending its bytes here costs no allocation of its own.
    private var journalBytes: [UInt8] = []
    private var journalEnds: [Int] = []
    /// The most lines the journal keeps: batch input of millions of lines must not grow memory
    /// without bound. Past it, `record` asks for a `reset` first.
    public static let journalLimit = 10_000
    private var journalOverflowed = false
    private(set) var path: String?
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

    public var isRecording: Bool { path != nil }
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
        if journalOverflowed {
            throw CommandError(code: "setup-too-long",
                                  message: """
                                      more than \(Self.journalLimit) commands since the start or the last 'reset', too many to write as the \
                                      recording's setup
                                      """,
                                  hint: "type 'reset' and set the world up again before 'record FILE'")
        }
        folders = (session.directory, FilePath.folder(of: path))
        keepsInspections = keepingInspections
        toldOfInspections = false
        let setupLines = journal.map { RecordedLine($0, workingFolder: folders.working, scenarioFolder: folders.scenario) }
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
    /// where the recorder runs the line itself); returns notes to show the user.
    @discardableResult
    public func didRun(_ line: String, output: [String]?, succeeded: Bool, session: Session) -> [String] {
        let text = Self.trimmed(line)
        let first = Lexer.firstWord(text)
        if first == nil, !text.isEmpty {
            if isRecording { entries.append(Entry(line: text, output: [])); _ = write() }
            return []
        }
        // `record` itself and `quit` mean nothing in a scenario file.
        if first == "record" || first == "quit" || text.isEmpty { return [] }
        var notes: [String] = []
        if isRecording {
            let recorded = RecordedLine(text, workingFolder: folders.working, scenarioFolder: folders.scenario)
            if recorded.isInspection, !keepsInspections {
                if !toldOfInspections {
                    toldOfInspections = true
                    notes.append("not recorded: '\(first ?? text)' only shows what is there; 'record FILE --inspections' keeps such commands")
                }
                addToJournal(text.utf8, isReset: false, succeeded: succeeded, session: session)
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
        }
        addToJournal(text.utf8, isReset: first == "reset", succeeded: succeeded, session: session)
        return notes
    }

    /// Whether a line's first word is `literal`, lengths compared first: the generic comparison of
    /// a byte slice with a string's UTF-8 view stepped both a byte at a time, three times a line.
    private static func word(_ word: ArraySlice<UInt8>, is literal: StaticString) -> Bool {
        word.count == literal.utf8CodeUnitCount
            && literal.withUTF8Buffer { word.elementsEqual($0) }
    }

    /// Batch mode's call after each line, given its bytes: while not recording, a line costs only
    /// its place in the journal (no String made, no word split by Character). A line whose first
    /// word is quoted or escaped, and every line while recording, takes `didRun(_:output:...)`.
    public func didRun(_ line: InputLine, succeeded: Bool, session: Session) -> [String] {
        let found = line.bytes.withUnsafeBufferPointer(Self.firstWord)
        guard !isRecording, let found else {
            return didRun(line.text, output: nil, succeeded: succeeded, session: session)
        }
        // An empty line or a comment is not journaled; `record` and `quit` mean nothing in a scenario file.
        let bytes = line.bytes[found.line]
        guard !found.word.isEmpty, line.bytes[found.word.lowerBound] != UInt8(ascii: "#") else { return [] }
        let word = line.bytes[found.word]
        if Self.word(word, is: "record") || Self.word(word, is: "quit") { return [] }
        addToJournal(bytes, isReset: Self.word(word, is: "reset"), succeeded: succeeded, session: session)
        return []
    }

    /// The line without its leading spaces and tabs and trailing spaces, tabs and CRs (`trimmed`),
    /// and its first word as `Lexer.firstWord` reads it (CRs too skipped before it); nil when that
    /// word is quoted or escaped. One pass over the bytes: every piped line comes through here.
    private static func firstWord(_ bytes: UnsafeBufferPointer<UInt8>) -> (line: Range<Int>, word: Range<Int>)? {
        var start = 0, end = bytes.count
        while start < end, bytes[start] == space || bytes[start] == tab { start += 1 }
        while end > start, bytes[end - 1] == space || bytes[end - 1] == tab || bytes[end - 1] == carriageReturn { end -= 1 }
        var wordStart = start
        while wordStart < end, bytes[wordStart] == space || bytes[wordStart] == tab || bytes[wordStart] == carriageReturn { wordStart += 1 }
        var wordEnd = wordStart
        while wordEnd < end, bytes[wordEnd] != space, bytes[wordEnd] != tab, bytes[wordEnd] != carriageReturn {
            if bytes[wordEnd] == UInt8(ascii: "'") || bytes[wordEnd] == UInt8(ascii: "\"") || bytes[wordEnd] == UInt8(ascii: "\\") { return nil }
            wordEnd += 1
        }
        return (start..<end, wordStart..<wordEnd)
    }

    /// Adds a line to the setup journal, or starts it again after a `reset` that succeeded.
    private func addToJournal(_ line: some Collection<UInt8>, isReset: Bool, succeeded: Bool, session: Session) {
        if isReset, succeeded {
            journalBytes.removeAll(keepingCapacity: true)
            journalEnds.removeAll(keepingCapacity: true)
            if session.trace {
                journalBytes.append(contentsOf: "trace on".utf8)
                journalEnds.append(journalBytes.count)
            }
            journalOverflowed = false
        } else if journalEnds.count < Self.journalLimit {
            journalBytes.append(contentsOf: line)
            journalEnds.append(journalBytes.count)
        } else {
            journalOverflowed = true
        }
    }

    /// The comment lines around the setup, as `demo` reads them (its `DemoScript`).
    static let setupStart = "# setup", setupEnd = "# end setup"

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), carriageReturn = UInt8(ascii: "\r")

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
