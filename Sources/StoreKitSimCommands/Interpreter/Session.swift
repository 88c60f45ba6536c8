import StoreKitSim

/// Runs command lines against one world and sends what happens to a sink.
///
/// The REPL, batch input, `source`, `run` and the scenario runner all execute lines through a
/// session, so a command behaves the same wherever it is typed.
public final class Session {
    public var world: World
    public var sink: OutputSink
    public let binder: Binder
    /// Print delegate and observer callbacks as they happen (`trace on`).
    public var trace = false
    /// Set by `quit`; front ends stop reading.
    public var quitRequested = false
    /// Folder that relative paths in commands are resolved against (the scenario's folder).
    public var directory: String
    /// Files being read by `source`, innermost last, to report cycles.
    public var sourceStack: [String] = []
    /// The front end that writes the session as a scenario file for `record`; nil outside the REPL.
    public var recorder: (any SessionRecorder)?
    /// Commands that failed so far.
    public private(set) var failures = 0

    public init(world: World = .builtIn(), sink: OutputSink, directory: String = ".", binder: Binder = Binder()) {
        self.world = world
        self.sink = sink
        self.directory = directory
        self.binder = binder
    }

    /// Runs one line of text. Returns false if it failed (the diagnostic went to the sink).
    @discardableResult
    public func execute(_ text: String, file: String? = nil, line: Int = 1) -> Bool {
        let lexer = Lexer(file: file, line: line)
        do {
            return run(try lexer.tokenize(text))
        } catch {
            report(error)
            return false
        }
    }

    /// Runs one line given as raw bytes (batch input), so bad UTF-8 is a located error.
    @discardableResult
    public func execute(bytes: some Collection<UInt8>, file: String?, line: Int) -> Bool {
        let lexer = Lexer(file: file, line: line)
        do {
            return run(try lexer.tokenize(bytes: bytes))
        } catch {
            report(error)
            return false
        }
    }

    /// Binds and runs already-lexed tokens; an empty list (blank line, comment) succeeds.
    public func run(_ tokens: [Token]) -> Bool {
        guard !tokens.isEmpty else { return true }
        let command: CommandSpec
        let arguments: Arguments
        do {
            (command, arguments) = try binder.bind(tokens, world: world)
        } catch {
            report(error)
            return false
        }
        do {
            try command.handler(self, arguments)
            flushCallbacks()
            return true
        } catch let error as SimulationError {
            flushCallbacks()
            report(diagnostic(for: error, arguments: arguments))
        } catch let error as Diagnostic {
            flushCallbacks()
            report(error)
        } catch {
            flushCallbacks()
            report(Diagnostic(code: "internal", message: "\(error)", range: arguments.commandRange))
        }
        return false
    }

    /// Turns a world error into a diagnostic that points at the argument it is about.
    public func diagnostic(for error: SimulationError, arguments: Arguments) -> Diagnostic {
        let range = error.argument.flatMap { arguments.ranges[$0] } ?? arguments.commandRange
        return Diagnostic(code: error.code, message: error.message, range: range, hint: error.hint)
    }

    /// Sends a diagnostic to the sink and counts the failure.
    public func report(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error { failures += 1 }
        sink.diagnostic(diagnostic)
    }

    /// Prints one line of output.
    public func emit(_ text: String, style: OutputLine.Style = .plain) {
        sink.output(OutputLine(text, style: style))
    }

    /// Prints a line made elsewhere (help), keeping its style and how a terminal may wrap it.
    public func emit(_ line: OutputLine) {
        sink.output(line)
    }

    /// Prints the callbacks recorded so far (when tracing) and clears them.
    /// Handlers call this between steps so callbacks appear where they happened.
    public func flushCallbacks() {
        let callbacks = world.drainCallbacks()
        guard trace else { return }
        for callback in callbacks {
            emit(callback.detail.isEmpty ? "trace: \(callback.name)" : "trace: \(callback.name) \(callback.detail)", style: .callback)
        }
    }

    /// A path from a command, resolved against the session's folder unless absolute.
    public func resolvePath(_ path: String) -> String {
        if path.hasPrefix("/") || directory.isEmpty || directory == "." { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
}
