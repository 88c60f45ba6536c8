import StoreKitSimSystem
import StoreKitSim

/// `source FILE`: runs another file's commands in the same session, like sqlite3's `.read`.
///
/// Paths are relative to the folder of the file that names them (the scenario's folder, or the
/// sourced file's own folder for nested `source`). A `.scenario` file contributes only its `> `
/// lines, any other file every line. Sourcing stops at the first failing command and reports
/// that error with the sourced file's path, line and column; a cycle is a located error.
enum ScenarioCommands {
    static let all: [CommandSpec] = [
        CommandSpec(SourceCommand.self),
    ]

}

/// The work of `source`: read, guard against cycles, run line by line through the one
/// `InputLoop` (the same line rules as every front end), stop at the first error.
enum SourceFile {
    /// How many files deep `source` may go.
    static let depthLimit = 64

    /// Runs the file `path` names (as typed); `range` is where that word stood, nil for a command
    /// given as a value, for the errors about the file itself.
    static func run(_ session: Session, path: String, range: SourceRange?) throws(Diagnostic) {
        let resolved: String
        do throws(CommandError) { resolved = try session.confinedPath(path) } catch {
            throw Diagnostic(code: error.code, message: error.message, range: range, hint: error.hint)
        }
        let bytes = try read(resolved, shown: path, range: range, session: session)
        let canonical = canonicalPath(resolved)
        if let origin = session.sourceOrigin {
            session.sourceOrigin = nil
            if let real = FilePath.real(origin) { session.sourceStack.insert(real, at: 0) }
        }
        // Each level is a few stack frames; a chain of thousands of files would overflow the stack.
        if session.sourceStack.count >= depthLimit {
            throw Diagnostic(code: "source-too-deep", message: "source nested deeper than \(depthLimit) files", range: range,
                             hint: "a chain of files each sourcing the next may be at most \(depthLimit) deep")
        }
        if session.sourceStack.contains(canonical) {
            let chain = (session.sourceStack + [canonical]).map(lastComponent).joined(separator: " -> ")
            throw Diagnostic(code: "source-cycle", message: "source cycle: \(chain)", range: range,
                             hint: "a file cannot source itself, directly or through other files")
        }
        let savedDirectory = session.directory
        let savedSink = session.sink
        let interceptor = FirstErrorSink(forwardingTo: savedSink, quiet: session.confinement != nil)
        session.directory = folder(of: resolved)
        session.sourceStack.append(canonical)
        session.sink = interceptor
        defer {
            session.sink = savedSink
            session.directory = savedDirectory
            session.sourceStack.removeLast()
        }
        let scenario = resolved.hasSuffix(".scenario")
        let loop = InputLoop(session: session, file: resolved)
        for line in InputLines.lines(of: bytes) {
            // In a scenario file only the '> ' lines are commands; the rest is output and comments.
            guard let command = scenario ? line.scenarioCommand : line else { continue }
            loop.run(command)
            if let error = interceptor.firstError {
                // From the network, a failure inside the file says which kind, never the line's
                // words: a file's content is not read back through error messages.
                guard session.confinement != nil else { throw error }
                throw Diagnostic(code: error.code,
                                 message: "a command in '\(path)' failed (\(error.code)); over the control endpoint its text is not shown",
                                 range: range, hint: "run the file's commands one by one to see which")
            }
            if session.quitRequested { return }
        }
    }

    private static func read(_ path: String, shown: String, range: SourceRange?, session: Session) throws(Diagnostic) -> [UInt8] {
        func failure(_ reason: String) -> Diagnostic {
            // The folder is not named: transcripts must not depend on where the suite was run from.
            Diagnostic(code: "source-unreadable", message: "cannot read '\(shown)': \(reason)", range: range,
                       hint: "a relative path is found from the folder of the file that names it")
        }
        do {
            return try session.readFile(path)
        } catch {
            switch error {
            case .directory: throw failure("it is a directory")
            case .system(let reason): throw failure(reason)
            }
        }
    }

    private static func canonicalPath(_ path: String) -> String {
        FilePath.real(path) ?? path
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// Passes output through and keeps the first error of a sourced file instead of printing it,
/// so `source` can stop there and report it once, as its own failure.
final class FirstErrorSink: OutputSink {
    private let next: OutputSink
    /// Warnings and notes are dropped too (they may quote the file's words).
    private let quiet: Bool
    private(set) var firstError: Diagnostic?

    init(forwardingTo next: OutputSink, quiet: Bool = false) {
        self.next = next
        self.quiet = quiet
    }

    func output(_ line: OutputLine) {
        next.output(line)
    }

    func output(utf8 text: UnsafeBufferPointer<UInt8>, style: OutputLine.Style) {
        next.output(utf8: text, style: style)
    }

    func diagnostic(_ diagnostic: Diagnostic) {
        if firstError == nil && diagnostic.severity == .error {
            firstError = diagnostic
        } else if diagnostic.severity != .error && !quiet {
            next.diagnostic(diagnostic)
        }
    }
}
