import StoreKitSim
import StoreKitSimDiagrams

/// The commands a session ran and the world events each one caused, so the session can be told
/// again later: as a sequence diagram (`diagram`), or as the system sheets a terminal draws.
///
/// Bounded: it keeps the last `limit` steps and counts the ones it let go, so a REPL left running
/// all day does not grow without end.
public final class SessionHistory {
    /// One command as typed and the events it caused, in order.
    public struct Step: Sendable, Hashable {
        public var command: String
        public var events: [StampedEvent]
        /// The words the session told the events in: a diagram draws StoreKit 2's calls for a
        /// step run with `vocabulary storekit2`.
        public var vocabulary: Vocabulary
        /// What the App Store sent the developer's server and its answers, drawn after the events.
        public var serverItems: [SequenceDiagram.Item] = []
        /// The command only shows what is there (`CommandSpec.isInspection`: help, status, the
        /// catalog): a diagram leaves it out when it caused nothing, so an exploration's diagram
        /// is not mostly empty bands (issue 45).
        public var isInspection = false

        public init(command: String, events: [StampedEvent] = [], vocabulary: Vocabulary = .storekit1, serverItems: [SequenceDiagram.Item] = []) {
            self.command = command
            self.events = events
            self.vocabulary = vocabulary
            self.serverItems = serverItems
        }
    }

    /// The last `limit` steps, oldest first.
    public var steps: [Step] {
        storage.suffix(limit).map { kept in
            var step = kept.step
            switch kept.words {
            case .given: break
            case .tokens(let tokens): step.command = Self.commandLine(tokens)
            case .line(let line): step.command = (try? Lexer(file: nil, line: 1).tokenize(bytes: line)).map(Self.commandLine) ?? ""
            }
            return step
        }
    }
    /// Steps no longer kept: let go from the front to stay within `limit`.
    public var dropped: Int { released + max(0, storage.count - limit) }
    public let limit: Int
    /// Called with every batch of events right after the session printed them (the REPL and the
    /// demo draw the sheets from here, so transcripts stay as they are).
    public var listener: (([StampedEvent]) -> Void)?
    /// A step as kept: a command the session ran keeps its tokens or the bytes of its line (already
    /// made, so keeping them costs a reference), and its line is written only when `steps` is read (`diagram`, a
    /// report page); batch input runs every command through here and almost never reads it.
    private struct Kept {
        var step: Step
        var words: Words
    }
    /// Where a step's command line comes from when `steps` is read.
    private enum Words {
        /// `step.command`, as given.
        case given
        /// Written from the tokens the session lexed.
        case tokens([Token])
        /// The bytes a command was lexed from (batch input, the scenario runner), lexed again.
        case line([UInt8])
    }
    /// Up to twice `limit` steps: the front is cut only when it reaches that, so each command
    /// costs constant time on average instead of moving `limit` steps (batch input runs through here).
    /// Exempt from run-time exclusivity checks (two a command, each about 60 instructions): it is
    /// private, and no method of this class calls out while it holds an access to it (`record`
    /// calls the listener after `add` returns).
    @exclusivity(unchecked) private var storage: [Kept] = []
    private var released = 0

    public init(limit: Int = 2_000) {
        self.limit = max(1, limit)
    }

    /// A command starts: its events go to a new step.
    public func begin(command: String) {
        append(Kept(step: Step(command: command), words: .given))
    }

    /// A command the session lexed starts; its line is made from `tokens` when asked for.
    public func begin(tokens: [Token]) {
        append(Kept(step: Step(command: ""), words: .tokens(tokens)))
    }

    /// A command lexed from `line` starts; its line is made from the bytes' words when asked for.
    public func begin(line: [UInt8]) {
        append(Kept(step: Step(command: ""), words: .line(line)))
    }

    private func append(_ kept: consuming Kept) {
        storage.append(kept)
        if storage.count >= 2 * limit {
            let excess = storage.count - limit
            storage.removeFirst(excess)
            released += excess
        }
    }

    /// The current step's command is an inspection (`Step.isInspection`).
    public func markInspection() {
        guard !storage.isEmpty else { return }
        storage[storage.count - 1].step.isInspection = true
    }

    /// Events the session just rendered.
    public func record(_ events: [StampedEvent], vocabulary: Vocabulary = .storekit1) {
        Self.add(events, vocabulary: vocabulary, to: &storage)
        listener?(events)
    }

    /// `record`'s work in one access to `storage` (each access to a class's stored property is
    /// checked for exclusivity at run time, and every command's events come here).
    private static func add(_ events: [StampedEvent], vocabulary: Vocabulary, to storage: inout [Kept]) {
        if storage.isEmpty { storage.append(Kept(step: Step(command: ""), words: .given)) }
        let last = storage.count - 1
        // The step's first batch shares the session's array instead of copying each event.
        if storage[last].step.events.isEmpty {
            storage[last].step.events = events
        } else {
            storage[last].step.events += events
        }
        storage[last].step.vocabulary = vocabulary
    }

    /// Notifications the App Store sent during the current step, and their answers.
    public func record(serverItems: [SequenceDiagram.Item]) {
        if storage.isEmpty { storage.append(Kept(step: Step(command: ""), words: .given)) }
        storage[storage.count - 1].step.serverItems += serverItems
    }

    /// The lines a front end gave since the session started or was last reset (`Session.journal`):
    /// the setup `record` writes first, so a recording starts from the world it was typed in.
    public var journal: [String] {
        var lines: [String] = []
        var start = 0
        for end in journalEnds {
            lines.append(String(decoding: journalBytes[start..<end], as: UTF8.self))
            start = end
        }
        return lines
    }
    /// The most lines the journal keeps: batch input of millions of lines must not grow memory
    /// without bound. Past it, `record` asks for a `reset` first.
    public static let journalLimit = 10_000
    /// Whether a line was left out of the journal for `journalLimit`.
    public private(set) var journalOverflowed = false
    /// The journal's lines one after another, and where each ends: batch input journals every
    /// line, and appending its bytes here costs no allocation of its own.
    private var journalBytes: [UInt8] = []
    private var journalEnds: [Int] = []

    /// Adds a line to the journal without its leading spaces and tabs and its trailing spaces,
    /// tabs and CRs.
    func addToJournal(_ line: [UInt8]) {
        guard journalEnds.count < Self.journalLimit else {
            journalOverflowed = true
            return
        }
        let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        var start = 0, end = line.count
        while start < end, blank(line[start]) { start += 1 }
        while end > start, blank(line[end - 1]) || line[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        journalBytes.append(contentsOf: line[start..<end])
        journalEnds.append(journalBytes.count)
    }

    /// Starts the journal again (a `reset` that succeeded), with `trace on` when tracing stays on.
    func restartJournal(tracing: Bool) {
        journalBytes.removeAll(keepingCapacity: true)
        journalEnds.removeAll(keepingCapacity: true)
        journalOverflowed = false
        if tracing { addToJournal(Array("trace on".utf8)) }
    }

    /// Forgets every step (the diagram starts again).
    public func clear() {
        storage.removeAll()
        released = 0
    }

    /// A command line from its tokens, quoting words that would not read back as one word.
    /// Runs once per step read back: the test for a word that needs quotes is on UTF-8
    /// bytes (the characters are ASCII), not a Character search per character.
    static func commandLine(_ tokens: [Token]) -> String {
        var line = ""
        for token in tokens {
            if !line.isEmpty { line += " " }
            let text = token.text
            let plain = !text.isEmpty && !text.utf8.contains { byte in
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"")
                    || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\\")
            }
            line += plain ? text : "'" + text.replacing("'", with: "'\\''") + "'"
        }
        return line
    }
}
