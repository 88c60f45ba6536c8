import Foundation
import StoreKitSim

/// A test's own simulated App Store, in the shape of StoreKitTest's SKTestSession: create it from
/// the built-in world or a .storekit file, bind it around the test's code with `bind`, and drive
/// it with SKTestSession's controls or any command line (`run`).
///
/// Every session is its own world: sessions share nothing, so tests run in parallel. Nothing
/// happens between two lines of a test unless the test says so: the clock moves only with
/// `advance(by:)`, and the app's listeners handle the updates a control caused once the test
/// awaits `settle()`.
///
/// Differs from SKTestSession: it starts with `disableDialogs` true (purchase(options:) returns
/// without a test answering the sheet); `buyProduct(identifier:options:)` returns the
/// transaction's id; transactions are named by their `Transaction.id`; `allTransactions()`,
/// `deleteTransaction(identifier:)`, `enableAutoRenewForTransaction` and
/// `failTransactionsEnabled` are not provided (compile errors) but each has a command
/// (`run("auto-renew ID on")`, `run("fail-next paymentCancelled")`, …).
public final class SKTestSession: @unchecked Sendable {
    let store: SimulatedStore

    /// A session over the built-in world (its products: `help catalog` in the command language).
    public init() {
        var world = World.builtIn()
        world.disableDialogs = true
        store = SimulatedStore(world: world)
    }

    /// A session over the built-in world with a .storekit configuration file applied, as
    /// `catalog load PATH` applies it. Throws the command's error for a file it cannot read.
    public convenience init(configurationFileAt path: String) throws {
        self.init()
        try run("catalog load " + CommandText.quote(path))
    }

    deinit { store.end() }

    /// Runs `body` with StoreKit's static entry points bound to this session, and every task
    /// `body` makes with `Task { }` too (Task.detached starts without it, as any task-local value).
    /// The body runs on the caller's actor (a `@MainActor` test stays on the main actor).
    public func bind<R>(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R) async rethrows -> R {
        try await SessionBinding.$store.withValue(store, operation: body, isolation: isolation)
    }

    // MARK: The command language

    /// Runs one command line in this session's world; returns what it printed. Throws
    /// `StoreKitSimulatorError.commandFailed` with the command's diagnostic if it failed.
    @discardableResult
    public func run(_ line: String) throws -> [String] {
        try store.run(line)
    }

    /// Everything this session printed so far: the library's calls told as the command language
    /// tells them (`purchase() .success(...)`, `Transaction.updates ...`) and every `run`.
    public var transcript: [String] { store.locked { $0.transcript } }

    /// The session so far as a Mermaid sequence diagram (the `diagram` command).
    public func diagram() throws -> String {
        try run("diagram").joined(separator: "\n") + "\n"
    }

    // MARK: Time and the app's listeners

    /// Moves the virtual clock forward, with every renewal, grace period end and expiry on the way,
    /// then waits until the app's listeners handled what it caused (`settle()`). The virtual clock
    /// counts whole seconds: a fraction of a second is dropped.
    public func advance(by duration: Duration) async throws {
        let seconds = duration.components.seconds
        guard seconds > 0 else { return }
        try run("clock advance \(seconds)s")
        await settle()
    }

    /// Waits until every `updates` sequence the app is reading has handed out every update and the
    /// app asked for the next one, so its `for await` bodies ran. Waits at most 10 s of real time
    /// (a listener stuck in its own work), then returns.
    public func settle() async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(10))
        var quiet = 0
        while clock.now < deadline {
            if store.isSettled { quiet += 1 } else { quiet = 0 }
            if quiet >= 3 { return }
            await Task.yield()
            if quiet == 0 { try? await Task.sleep(for: .microseconds(200)) }
        }
    }

    // MARK: Sheets

    /// Waits until a purchase started in another task has its payment sheet up (dialogs enabled).
    public func paymentSheet() async { await store.paymentSheet() }

    /// The customer confirms the payment sheet; the purchase waiting for it returns.
    public func confirmPaymentSheet() throws { try run("confirm") }

    /// The customer cancels the payment sheet: the purchase returns `.userCancelled`.
    public func cancelPaymentSheet() throws { try run("cancel") }
}
