import StoreKitSim
import StoreKitSimCommands

extension SimulatedStore {
    /// `storefront set` for SKTestSession.storefront: the word read as the command's CODE reads it
    /// (alpha-3, alpha-2, id or name), then the command run as a value. A word the command does not
    /// take is the test's mistake, thrown with the command's words for it. Call with the lock held.
    func setStorefront(_ word: String) throws {
        let storefront: StoreKitSim.Storefront
        do {
            guard case .storefront(let resolved) = try ValueKind.storefront.parse(word, session.world) else {
                throw StoreKitSimulatorError.unsupported("'\(word)' is not a storefront")
            }
            storefront = resolved
        } catch let error as CommandError {
            throw StoreKitSimulatorError.commandFailed(command: "storefront set", message: error.message)
        }
        try execute(StorefrontSetCommand(storefront))
    }
}
