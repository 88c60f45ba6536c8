import StoreKitSim
import StoreKitSimCatalogFiles
import StoreKitSimNotifications
import StoreKitSimSigning

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
    /// Whose words tell the shared events: StoreKit 1's callbacks or StoreKit 2's streams.
    public var vocabulary = Vocabulary.storekit1
    /// The local test root and signing keys for the world's signing seed, made on first use.
    var signerCache: LocalTestSigner?
    /// Set by `quit`; front ends stop reading.
    public var quitRequested = false
    /// Folder that relative paths in commands are resolved against (the scenario's folder).
    public var directory: String
    /// Set by a server for the commands it runs from the network: files inside its folder only,
    /// notification URLs on loopback only. nil (the REPL's and batch's own lines) reaches anything.
    public var confinement: SessionConfinement?
    /// Files being read by `source` (real paths), innermost last, to report cycles.
    public var sourceStack: [String] = []
    /// The scenario file this session runs, the bottom of `sourceStack`: `source` resolves it to
    /// its real path on first use, so the many files of a suite that never source pay no
    /// realpath(3) (a getcwd and a readlink per path component each).
    public var sourceOrigin: String?
    /// The front end that writes the session as a scenario file for `record`; nil outside the REPL.
    public var recorder: (any SessionRecorder)?
    /// The command the last line named, found by its words even when its arguments were refused;
    /// nil for a line that named none (a typo, a lexing error). The recorder and the journal decide
    /// by it (`is RecordCommand`), not by the line's first word.
    public private(set) var lastCommand: CommandSpec?
    /// Commands that failed so far.
    public private(set) var failures = 0
    /// Every command and the events it caused, for `diagram` and the sheets a terminal draws.
    public let history = SessionHistory()
    /// The words of the line being run (`execute(bytes:)`), kept so each line reuses its storage.
    private var lineTokens: [Token] = []
    /// The last .storekit configuration loaded and the name it was loaded by: `reset` returns to
    /// the built-in world with it applied, as SKTestSession.resetToDefaultState() returns to the
    /// configuration file's values; nil until one is loaded and after `reset --built-in`.
    public var configuration: (file: StoreKitConfigurationFile, name: String)?
    /// What the last load of `configuration` did (settings applied, products removed, products
    /// fetched), for `catalog notes`: `catalog load` itself prints one line.
    public var configurationLoad: [String] = []
    /// App Store Server Notifications V2: off until `notifications on`; their log and destination.
    public var serverNotifications = ServerNotifications()
    /// Posts one notification to a URL; nil posts it here and now (HTTPNotificationPoster). The
    /// server sets it to post with the world's lock released, so a webhook that calls the App Store
    /// Server API from its handler gets an answer while the command that notified it waits.
    /// What `reset` keeps of the world it replaces (the world before, the fresh one, whether
    /// `--all` was given); nil keeps nothing. A served world keeps its setup (ServedWorld).
    public var keepOnReset: ((_ previous: World, _ fresh: inout World, _ everything: Bool) -> Void)?
    public var postNotification: ((_ body: String, _ url: NotificationURL, _ date: VirtualInstant) -> SendAttempt)?
    /// Where `run(_:file:line:)` gathers a command's events and files while it makes an `Outcome`;
    /// nil while commands run for text alone.
    var outcomeCapture: OutcomeCapture?
    /// While `advanceClock(bySeconds:)` steps from moment to moment: the lines of deliveries made
    /// between two moments, printed where one pass would print them (after the next turn's own
    /// lines), and whether the end-of-command deliveries wait for the last step.
    var clockDelivery = ClockDelivery()

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
        // The history keeps the line's bytes (an array the caller usually made anyway) and the
        // words go to one buffer of the session's, emptied for each line: keeping each line's
        // words for the history allocated an array per command.
        let bytes = Array(bytes)
        lastCommand = nil
        do {
            try lexer.tokenize(bytes: bytes, into: &lineTokens)
        } catch {
            report(error)
            journal(bytes, succeeded: false)
            return false
        }
        let succeeded = run(lineTokens, line: bytes)
        if !lineTokens.isEmpty { journal(bytes, succeeded: succeeded) }
        return succeeded
    }

    /// Keeps a line a front end gave in the history's journal, for the setup of a later `record`:
    /// only while a recorder is attached, and not the lines of a file being sourced. `record` and
    /// `quit` mean nothing in a scenario file; a `reset` that succeeded starts the journal again.
    private func journal(_ bytes: [UInt8], succeeded: Bool) {
        guard recorder != nil, sourceStack.isEmpty else { return }
        if let type = lastCommand?.type {
            if type is RecordCommand.Type || type is RecordStopCommand.Type || type is RecordKeepCommand.Type || type is QuitCommand.Type {
                return
            }
            if type is ResetCommand.Type, succeeded {
                history.restartJournal(tracing: trace)
                return
            }
        }
        history.addToJournal(bytes)
    }

    /// Binds and runs already-lexed tokens; an empty list (blank line, comment) succeeds.
    public func run(_ tokens: [Token]) -> Bool {
        run(tokens, line: nil)
    }

    /// `run`, with the line the tokens were lexed from for the history (nil: the tokens).
    private func run(_ tokens: [Token], line: [UInt8]?) -> Bool {
        guard !tokens.isEmpty else { return true }
        if let line { history.begin(line: line) } else { history.begin(tokens: tokens) }
        let command: CommandSpec
        var arguments = Arguments()
        do {
            command = try binder.resolve(tokens)
            lastCommand = command
            // Bound against the session's world in place: passing `world` itself copied the whole
            // world (a retain of each of its parts) on every line.
            try withUnsafeMutablePointer(to: &world) { world throws(Diagnostic) in
                try binder.bind(tokens, to: command, world: world.pointee, into: &arguments)
            }
        } catch {
            report(error)
            return false
        }
        if command.isInspection { history.markInspection() }
        return perform(command.handler, arguments)
    }

    /// Runs a bound command's handler, prints its events, and reports what it threw, pointing at
    /// the argument the error is about when `arguments` say where it stood. The line-based path
    /// and `run(_:)` of a typed command both end here.
    func perform(_ handler: CommandSpec.Handler, _ arguments: Arguments) -> Bool {
        do {
            try handler(self, arguments)
            renderEvents()
            return true
        } catch {
            renderEvents()
            // The world's refusals first: nearly every failing command throws one.
            if let explained = error as? any ExplainedError {
                report(diagnostic(for: explained.text, arguments: arguments))
            } else if let diagnostic = error as? Diagnostic {
                report(diagnostic)
            } else {
                report(Diagnostic(code: "internal", message: "\(error)", range: arguments.commandRange))
            }
        }
        return false
    }

    /// Turns an explained error into a diagnostic that points at the argument it is about.
    public func diagnostic(for text: ErrorText, arguments: Arguments) -> Diagnostic {
        let range = text.argument.flatMap { arguments.ranges[$0] } ?? arguments.commandRange
        return Diagnostic(code: text.code, message: text.message, range: range, hint: text.hint)
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

    /// Prints one line built as a `LineText`, handing the sink its bytes (no `String` is made
    /// unless the sink needs one).
    func emit(_ line: LineText, style: OutputLine.Style = .plain) {
        let sink = sink
        line.withUTF8 { sink.output(utf8: $0, style: style) }
    }

    /// Prints a line made elsewhere (help), keeping its style and how a terminal may wrap it.
    public func emit(_ line: OutputLine) {
        sink.output(line)
    }

    /// Runs one world operation and prints what happened in it, even when it throws part way.
    public func perform<T>(_ operation: (inout World) throws -> T) rethrows {
        _ = try performing(operation)
    }

    /// `perform`, for a handler that also needs the operation's result.
    public func performing<T>(_ operation: (inout World) throws -> T) rethrows -> T {
        defer { renderEvents() }
        return try operation(&world)
    }

    /// Prints the events the world recorded since the last call (see `EventRenderer`) and clears them.
    public func renderEvents() {
        let events = world.drainEvents()
        // Each read of a stored property of this class is checked for exclusive access at run
        // time; every command comes through here, so each is read once.
        let notificationsOn = serverNotifications.isOn
        guard !events.isEmpty || notificationsOn else { return }
        let vocabulary = vocabulary
        let sink = sink
        let renderer = EventRenderer(trace: trace, vocabulary: vocabulary, verificationError: world.storeKit2.verificationError)
        // With notifications on, each turn's lines are followed by what the App Store sent for it.
        if notificationsOn {
            renderer.render(events, afterEachTurn: notificationLines(after:)) { sink.output($0) }
        } else {
            renderer.render(events) { sink.output($0) }
        }
        if !events.isEmpty {
            history.record(events, vocabulary: vocabulary)
            outcomeCapture?.events += events
        }
        if notificationsOn && !clockDelivery.isStepping {
            for line in clockDelivery.takeHeldLines() + retryLines(upTo: world.clock.now) { sink.output(line) }
        }
    }

    /// A path from a command that reads or writes it: resolved (below), then, in a confined
    /// session, refused unless inside the confinement's folder.
    public func confinedPath(_ path: String) throws(CommandError) -> String {
        let resolved = resolvePath(path)
        guard let confinement else { return resolved }
        return try confinement.check(path: resolved)
    }

    /// A path from a command, resolved against the session's folder unless absolute.
    public func resolvePath(_ path: String) -> String {
        if path.hasPrefix("/") || directory.isEmpty || directory == "." { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
}
