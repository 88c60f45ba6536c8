import Foundation
import StoreKitSim
import StoreKitSimCommands

/// A test's own simulated App Store, in the shape of StoreKitTest's SKTestSession: create it from
/// the built-in world or a .storekit file, bind it around the test's code with `bind`, and drive
/// it with SKTestSession's controls or any command line (`run`).
///
/// Every session is its own world: sessions share nothing, so tests that `bind` their session run
/// in parallel. A StoreKit call made outside every `bind` (a `Task.detached` listener, a `static
/// let shared` store) reaches the one live session, as with Apple's SKTestSession, so a suite
/// written without `bind` runs `.serialized`. Nothing happens between two lines of a test unless
/// the test says so: the virtual clock moves only with `advance(by:)` (`Date()` does not follow
/// it), and the app's listeners handle the updates a control caused once the test awaits
/// `settle()`.
///
/// Differs from SKTestSession: it starts with `disableDialogs` true (purchase(options:) returns
/// without a test answering the sheet); `buyProduct(identifier:options:)` returns the
/// transaction's id; transactions are named by their `Transaction.id`; `allTransactions()`,
/// `deleteTransaction(identifier:)`, `enableAutoRenewForTransaction` and
/// `failTransactionsEnabled` are not provided (compile errors) but each has a command
/// (`run("auto-renew ID on")`, `run("fail-next paymentCancelled")`, …).
public final class SKTestSession: @unchecked Sendable {
    let store: SimulatedStore

    /// A session over the built-in world (its products: `help catalog` in the command language),
    /// its virtual clock at 2026-01-01T00:00:00Z, the same on every run.
    public convenience init() {
        self.init(clockStart: VirtualClock.start)
    }

    /// A session whose virtual clock starts at `date` (whole seconds): `SKTestSession(startingAt:
    /// .now)` starts at the host's date, so app code comparing with `Date()` sees a fresh
    /// subscription as active. The clock still moves only with `advance(by:)`, while `Date()` in
    /// app code keeps the host's time: see docs/app-tests.md ("The clock and Date()").
    public convenience init(startingAt date: Date) {
        self.init(clockStart: VirtualInstant(date))
    }

    private init(clockStart: VirtualInstant) {
        var world = World.builtIn()
        world.disableDialogs = true
        world.clock = VirtualClock(now: clockStart)
        store = SimulatedStore(world: world)
        TestIssue.flush(for: store)
    }

    /// A session over the built-in world with a .storekit configuration file applied, as
    /// `catalog load PATH` applies it. Throws the command's error for a file it cannot read. A
    /// file with an accelerated `_timeRate` (Apple's sample sets 15, a month every 30 s) is loaded
    /// as is, with a warning on the running test naming the rate and how to turn it off.
    public convenience init(configurationFileAt path: String, startingAt date: Date? = nil) throws {
        self.init(clockStart: date.map(VirtualInstant.init) ?? VirtualClock.start)
        TestIssue.flush(for: store)
        try store.run(CatalogLoadCommand(path))
        warnAboutTimeRate(file: path)
    }

    /// Warnings this session gave the running test (an accelerated time rate), oldest first.
    public var warnings: [String] { store.locked { $0.warnings } }

    deinit {
        store.end()
        TestIssue.flush(for: store)
    }

    /// The warning for a configuration file whose `_timeRate` makes subscriptions renew faster
    /// than the calendar ("SKTestSession.TimeRate"): with it, a day of `advance(by:)` is thousands
    /// of renewals, which a test rarely means.
    private func warnAboutTimeRate(file: String) {
        let rate = store.locked { $0.session.world.subscriptions.renewalRate }
        guard rate != .realTime else { return }
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let message = "\(name) sets _timeRate \(rate.sdkRawValue) (SKTestSession.TimeRate.\(rate.rawValue)): subscriptions renew "
            + "on that rate's short periods, so advance(by:) of a day crosses many renewals. To renew on the calendar, set "
            + "session.timeRate = .realTime after loading, or set the file's _timeRate to 0 (Xcode: Editor > Time Rate > Real Time)"
        store.locked { $0.warnings.append(message) }
        TestIssue.warn(message)
    }

    /// Runs `body` with StoreKit's static entry points bound to this session, and every task
    /// `body` makes with `Task { }` too (Task.detached starts without it, as any task-local value).
    /// The body runs on the caller's actor (a `@MainActor` test stays on the main actor).
    public func bind<R>(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R) async rethrows -> R {
        store.markBound()
        TestIssue.flush(for: store)
        return try await SessionBinding.$store.withValue(store, operation: body, isolation: isolation)
    }

    // MARK: The command language

    /// Runs one command line in this session's world; returns what it printed. Throws
    /// `StoreKitSimulatorError.commandFailed` with the command's diagnostic if it failed.
    @discardableResult
    public func run(_ line: String) throws -> [String] {
        TestIssue.flush(for: store)
        return try store.run(line)
    }

    /// Everything this session printed so far: the library's calls told as the command language
    /// tells them (`purchase() .success(...)`, `Transaction.updates ...`) and every `run`.
    public var transcript: [String] { store.locked { $0.transcript } }

    /// The session so far as a Mermaid sequence diagram (the `diagram` command).
    public func diagram() throws -> String {
        TestIssue.flush(for: store)
        return try store.runForLines(DiagramCommand()).joined(separator: "\n") + "\n"
    }

    // MARK: Time and the app's listeners

    /// Moves the virtual clock forward, with every renewal, grace period end and expiry on the way,
    /// then waits until the app's listeners handled what it caused (`settle()`). The virtual clock
    /// counts whole seconds: a fraction of a second is dropped.
    public func advance(by duration: Duration) async throws {
        let seconds = duration.components.seconds
        guard seconds > 0 else { return }
        TestIssue.flush(for: store)
        try store.runForLines(ClockAdvanceCommand(ClockStep(seconds: seconds)))
        await settle()
    }

    /// Returns when every `updates` sequence the app reads has handed out every update and the
    /// app asked for the next one (so its `for await` bodies ran), every StoreKit call in flight
    /// returned, and work queued before (a `Task` the store made in `init`, on the main actor or
    /// the pool) had its turn. No real-time wait: it counts turns, not seconds. A listener that
    /// stops using the store without asking for its next update (stuck in its own work) is the
    /// running test's failure after `stuckTurns` turns without any use of the store, naming what was left.
    public func settle() async {
        defer { TestIssue.flush(for: store) }
        var quiet = 0
        var idle = 0
        var lastActivity = store.activity
        while true {
            let settledBefore = store.isSettled
            // One turn: the main actor's queue (a @MainActor store's listener), then a job of the
            // lowest priority on the pool, which runs after the pool's jobs queued before it of any
            // higher priority (a listener a store started with Task.detached in init).
            await MainActor.run {}
            await Task.detached(priority: .background) {}.value
            await Task.yield()
            let activity = store.activity
            let moved = activity != lastActivity
            lastActivity = activity
            if settledBefore, !moved, store.isSettled {
                quiet += 1
                if quiet >= Self.quietTurns { return }
                continue
            }
            quiet = 0
            idle = moved ? 0 : idle + 1
            if idle >= Self.stuckTurns {
                TestIssue.fail("settle() could not finish: \(store.unsettled ?? "a listener kept working") "
                    + "(nothing used the store for \(Self.stuckTurns) turns: a listener is waiting on something other than StoreKit)")
                return
            }
        }
    }

    /// Turns with nothing left and nothing moving before `settle()` returns: a task made by the
    /// last update's handler gets its turn.
    static let quietTurns = 20
    /// Turns without any use of the store before `settle()` reports a stuck listener.
    static let stuckTurns = 50_000

    // MARK: Sheets

    /// Waits until a purchase started in another task has its payment sheet up (dialogs enabled).
    public func paymentSheet() async { await store.paymentSheet() }

    /// The customer confirms the payment sheet; the purchase waiting for it returns.
    public func confirmPaymentSheet() throws {
        TestIssue.flush(for: store)
        try store.run(ConfirmCommand())
    }

    /// The customer cancels the payment sheet: the purchase returns `.userCancelled`.
    public func cancelPaymentSheet() throws {
        TestIssue.flush(for: store)
        try store.run(CancelCommand())
    }
}
