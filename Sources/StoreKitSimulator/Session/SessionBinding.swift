/// Where StoreKit's static entry points (`Product.products(for:)`, `Transaction.updates`, …) find
/// their world: a task-local value that `SKTestSession.bind` sets around a test's code and the
/// tasks it creates with `Task { }`. There is no shared global: code outside any session gets
/// `StoreKitSimulatorError.noSession`.
enum SessionBinding {
    @TaskLocal static var store: SimulatedStore?

    /// The bound store, or the error naming the call that ran outside any session.
    static func current(_ api: String) throws(StoreKitSimulatorError) -> SimulatedStore {
        guard let store else { throw .noSession(api: api) }
        return store
    }

    /// For StoreKit calls that cannot throw (`AppStore.canMakePayments`, the `updates`
    /// sequences): outside any session there is no value to return, so the call stops the
    /// program with the same message.
    static func required(_ api: String) -> SimulatedStore {
        guard let store else { fatalError(StoreKitSimulatorError.noSession(api: api).description) }
        return store
    }
}
