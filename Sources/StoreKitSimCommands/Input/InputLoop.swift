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
