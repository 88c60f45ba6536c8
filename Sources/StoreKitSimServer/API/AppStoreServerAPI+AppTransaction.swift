import StoreKitSim
import StoreKitSimSigning

/// Get App Transaction Info and Finish Transaction, as Apple's pages of those titles define them
/// and Apple's App Store Server Library (3.1.2: `get_app_transaction_info`, `finish_transaction`)
/// calls them.
extension AppStoreServerAPI {
    /// GET /inApps/v1/transactions/appTransactions/{transactionId}: AppTransactionInfoResponse,
    /// `signedAppTransactionInfo` the customer's app transaction signed now. "You can provide any
    /// transaction ID that belongs to the customer": any completed transaction's id, or the
    /// appTransactionId itself. An id of no transaction: TransactionIdNotFoundError (UNCONFIRMED:
    /// Apple's page lists the errors without saying which answers an unknown id).
    func appTransactionInfo(_ id: String) throws(APIError) -> HTTPResponse {
        if id != SignedPayloads.appTransactionID { _ = try transaction(id) }
        let jws = try signed(payload: SignedPayloads.appTransaction(in: session.world).text)
        return .json(.object([("signedAppTransactionInfo", .string(jws))]))
    }

    /// POST /inApps/v1/transactions/{transactionId}/finish: "notifies the App Store server that
    /// your system has finished processing the customer's transaction", as Transaction.finish()
    /// does on the device: the transaction leaves the queue (its events print as `finish` prints
    /// them). Finishing a finished transaction again is accepted and changes nothing
    /// (UNCONFIRMED). Answers 200 with no body (Apple's library expects none).
    func finishTransaction(_ id: String) throws(APIError) -> HTTPResponse {
        let found = try transaction(id)
        if !found.finished {
            session.perform { world in try? world.finishTransaction(found.id) }
        }
        return .empty(200)
    }
}
