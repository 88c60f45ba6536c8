/// The one loop that runs input lines through a `Session`, shared by batch mode, `source`, the
/// scenario runner (`test`, `run`), `demo` and the REPL, so a line means the same wherever it is
/// typed or read (like sqlite3's one input loop for a terminal, a pipe and `.read`).
///
/// What differs between them stays with them: where lines come from (`InputLines` for bytes,
/// libedit for a terminal) and what happens after each line (`record`, `--bail`, a transcript).
public struct InputLoop {
    /// The longest line run: 4 MiB, far above any command a person or a script writes.
    public static let lineLimit = 4 * 1024 * 1024

    public let session: Session
    /// The file named in error locations (nil for the REPL).
    public var file: String?

    public init(session: Session, file: String?) {
        self.session = session
        self.file = file
    }

    /// Runs one line and returns whether it succeeded; an empty line or a comment succeeds, and
    /// a line over the limit is a located error instead of a command.
    @discardableResult
    public func run(_ line: InputLine) -> Bool {
        guard !line.isTooLong else {
            let start = SourceLocation(file: file, line: line.number, column: 1)
            session.sink.diagnostic(Diagnostic(code: "line-too-long",
                message: "line longer than \(Self.lineLimit / (1024 * 1024)) MiB; it was not run",
                                               range: SourceRange(start: start, endColumn: 2),
                                               hint: "put each command on a line of its own"))
            return false
        }
        return session.execute(bytes: line.bytes, file: file, line: line.number)
    }

    /// Runs one line for its outcome (`storekit-sim --json`, the control endpoint); nil for a line
    /// that holds no command (blank, or only a comment), which has nothing to tell.
    public func outcome(of line: InputLine) -> Outcome? {
        if !line.isTooLong, let tokens = try? Lexer(file: file, line: line.number).tokenize(bytes: line.bytes), tokens.isEmpty {
            return nil
        }
        return session.outcome(of: line.isTooLong ? "" : line.text) { run(line) }
    }

    /// Runs lines in order until the input ends, `quit` runs, or `after` (told each line and
    /// whether it succeeded) returns false. Returns false when it stopped early.
    @discardableResult
    public func run(_ lines: some Sequence<InputLine>, after: (InputLine, Bool) -> Bool = { _, _ in true }) -> Bool {
        for line in lines {
            guard step(line, after: after) else { return false }
        }
        return true
    }

    /// One turn of the loop: runs the line, then `after`; false when the loop should stop.
    public func step(_ line: InputLine, after: (InputLine, Bool) -> Bool) -> Bool {
        let succeeded = run(line)
        return after(line, succeeded) && !session.quitRequested
    }
}

/// Splits input bytes into numbered lines with the one set of rules every front end follows:
/// batch mode, `source`, the scenario reader (`test`, `run`), `demo` and the REPL.
///
/// - A line ends at LF; one CR right before it (or before the end of input) is dropped, so files
///   saved with CRLF endings read the same as LF files.
/// - A UTF-8 byte-order mark at the very start of the input is dropped (editors on Windows add one).
/// - A last line without a newline is a line; an empty input has no lines, and a final LF does not
///   start another line.
/// - Comments are not decided here: `#` lines are the scenario reader's, `#` after a command the
///   lexer's, so every front end sees the same bytes before either looks at them.
///
/// Bytes arrive in chunks (batch mode reads a pipe with large read(2) calls) or all at once
/// (`lines(of:)`). Each byte is searched for a newline once, and a line longer than `lineLimit`
/// is dropped as it streams in and handed on as `tooLong`, so one endless line costs neither time
/// nor memory.
public struct InputLines: Sendable {
    /// The UTF-8 encoding of U+FEFF.
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    public let lineLimit: Int
    private var pending: [UInt8] = []
    private var scanned = 0
    private var overlong = false
    private var number = 0
    private var atStart = true
    private var finished = false
    /// Whether the input started with a byte-order mark.
    public private(set) var hadByteOrderMark = false
    /// Whether the first line ended with CR LF (a writer keeps the file's endings).
    public private(set) var firstLineEndedWithCR = false
    /// Whether the last line ended with a newline (known after `finish`).
    public private(set) var endedWithNewline = true

    public init(lineLimit: Int = Int.max) {
        self.lineLimit = lineLimit
    }

    /// Every line of a whole input.
    public static func lines(of bytes: some Collection<UInt8>) -> [InputLine] {
        var reader = InputLines()
        return reader.read(bytes)
    }

    /// Every line of a whole input, with the reader's findings (`hadByteOrderMark`, ...).
    public mutating func read(_ bytes: some Collection<UInt8>) -> [InputLine] {
        var lines: [InputLine] = []
        feed(bytes) { lines.append($0); return true }
        finish { lines.append($0) }
        return lines
    }

    /// Adds a chunk and hands on each line it completes; stops as soon as `each` returns false
    /// (the rest of the input is then never split). Returns false when stopped.
    @discardableResult
    public mutating func feed(_ chunk: some Collection<UInt8>, _ each: (InputLine) -> Bool) -> Bool {
        pending.append(contentsOf: chunk)
        var lineStart = 0
        var searchFrom = scanned // bytes before it were searched on an earlier chunk
        while let newline = pending[searchFrom...].firstIndex(of: 0x0A) {
            let line: InputLine
            if overlong {
                overlong = false
                line = tooLong()
            } else {
                line = make(pending[lineStart..<newline], endsWithNewline: true)
            }
            lineStart = newline + 1
            searchFrom = lineStart
            if !each(line) {
                pending.removeAll()
                scanned = 0
                finished = true
                return false
            }
        }
        pending.removeSubrange(0..<lineStart)
        if pending.count > lineLimit {
            overlong = true // drop the line's bytes as they come; report it at its end
            pending.removeAll(keepingCapacity: false)
        }
        scanned = pending.count
        return true
    }

    /// Hands on the last line when the input did not end with a newline.
    public mutating func finish(_ each: (InputLine) -> Void) {
        guard !finished else { return }
        finished = true
        if overlong {
            endedWithNewline = false
            each(tooLong())
        } else if !pending.isEmpty {
            endedWithNewline = false
            each(make(pending[...], endsWithNewline: false))
        }
        pending.removeAll()
    }

    /// Every line of a whole input as its number and the range of its bytes in `bytes`, by the
    /// same rules as `read` (the findings too), without copying any line: the scenario runner
    /// reads thousands of files. Only for a reader without a line limit.
    public mutating func ranges(of bytes: [UInt8]) -> [(number: Int, bytes: Range<Int>)] {
        precondition(lineLimit == Int.max, "ranges(of:) reads without a line limit")
        var lines: [(number: Int, bytes: Range<Int>)] = []
        var start = 0
        while let newline = bytes[start...].firstIndex(of: 0x0A) {
            let line = trimmed(bytes[start..<newline], endsWithNewline: true)
            lines.append((number, line.startIndex..<line.endIndex))
            start = newline + 1
        }
        if start < bytes.count {
            endedWithNewline = false
            let line = trimmed(bytes[start...], endsWithNewline: false)
            lines.append((number, line.startIndex..<line.endIndex))
        }
        finished = true
        return lines
    }

    private mutating func make(_ bytes: ArraySlice<UInt8>, endsWithNewline: Bool) -> InputLine {
        guard bytes.count <= lineLimit else { return tooLong() }
        let line = trimmed(bytes, endsWithNewline: endsWithNewline)
        return InputLine(number: number, bytes: Array(line))
    }

    /// Counts the line and drops what is not part of it: a byte-order mark at the very start and
    /// one CR before the line's end.
    private mutating func trimmed(_ bytes: ArraySlice<UInt8>, endsWithNewline: Bool) -> ArraySlice<UInt8> {
        number += 1
        var line = bytes
        if atStart {
            atStart = false
            if line.starts(with: Self.byteOrderMark) {
                line = line.dropFirst(3)
                hadByteOrderMark = true
            }
            firstLineEndedWithCR = endsWithNewline && line.last == 0x0D
        }
        if line.last == 0x0D { line = line.dropLast() }
        return line
    }

    private mutating func tooLong() -> InputLine {
        number += 1
        atStart = false
        return InputLine(number: number, bytes: [], isTooLong: true)
    }
}
