import StoreKitSim

/// Reads a .storekit file's `_storeKitErrors` (format 3 and later): Xcode's "StoreKit errors" in the
/// configuration editor, one entry per API that SKTestSession.setSimulatedError(_:forAPI:) can make
/// fail (FailableStoreKitAPI: loadProducts, purchase, verification, appStoreSync,
/// subscriptionStatus, appTransaction, manageSubscriptions, refundRequest, offerCodeRedeem).
///
/// Each entry is `{ "current": …, "enabled": Bool, "name": "Load Products" }`, as Xcode writes it.
/// Apple's pages do not describe the file, and every public file seen has `"current" : null`, so the
/// shape of a chosen error is UNCONFIRMED: the reader takes the error's case name as a string
/// (`"networkError"`, `"productUnavailable"`, `"invalidSignature"`), or an object with a string
/// member that is one, and notes any other shape, and an enabled entry without an error, as not
/// simulated. `emptyOnError` is read and not simulated.
enum StoreKitErrorsReader {
    /// Xcode's names for the APIs, as its files carry them.
    static let apiNames: [String: StoreKitAPI] = [
        "Load Products": .loadProducts, "Purchase": .purchase, "Verification": .verification, "App Store Sync": .appStoreSync,
        "Subscription Status": .subscriptionStatus, "App Transaction": .appTransaction, "Manage Subscriptions Sheet": .manageSubscriptions,
        "Refund Request Sheet": .refundRequest, "Offer Code Redeem Sheet": .offerCodeRedeem,
    ]

    static func read(_ list: JSONCursor, ledger: inout KeyLedger) throws(CatalogFileError) -> [StoreKitAPI: SimulatedError] {
        var errors: [StoreKitAPI: SimulatedError] = [:]
        for entry in try list.array() {
            try ledger.check(entry, modelled: ["current", "enabled", "name"], notSimulated: ["emptyOnError"])
            let nameCursor = try entry.required("name")
            let name = try nameCursor.string()
            guard let api = apiNames[name] else {
                let known = apiNames.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
                throw nameCursor.error("unknown StoreKit API '\(name)'; Xcode writes one of \(known)")
            }
            guard try entry.member("enabled")?.bool() == true else { continue }
            guard let current = try entry.member("current") else {
                ledger.notes.append("\(entry.file): \(entry.path): \(api.rawValue) is enabled with no error chosen; nothing is simulated")
                continue
            }
            guard let error = simulatedError(current, for: api) else {
                ledger.notes.append("""
                    \(current.file): \(current.path): the shape of a chosen error is UNCONFIRMED (Apple does not describe the file); \
                    write the error's case name, such as "\(example(for: api))"; \(api.rawValue) is not simulated
                    """)
                continue
            }
            guard api.accepts(error) else {
                throw current.error("\(api.rawValue) cannot fail with \(caseName(error)); it takes \(accepted(by: api))")
            }
            errors[api] = error
        }
        return errors
    }

    /// The error a `current` value names: a case name, or an object with a string member that is one.
    private static func simulatedError(_ current: JSONCursor, for api: StoreKitAPI) -> SimulatedError? {
        var words: [String] = []
        switch current.value {
        case .string(let text): words = [text]
        case .object(let members):
            for key in members.keys.sorted() { if case .string(let text) = members[key] { words.append(text) } }
        default: return nil
        }
        let candidates = SimulatedError.all.filter(api.accepts) + SimulatedError.all.filter { !api.accepts($0) }
        for word in words { if let error = candidates.first(where: { caseName($0) == word }) { return error } }
        return nil
    }

    static func caseName(_ error: SimulatedError) -> String {
        switch error {
        case .storeKit(let code): return code.rawValue
        case .purchase(let code): return code.rawValue
        case .verification(let code): return code.rawValue
        case .refundRequest(let code): return code.rawValue
        }
    }

    private static func accepted(by api: StoreKitAPI) -> String {
        SimulatedError.all.filter(api.accepts).map(caseName).joined(separator: ", ")
    }

    private static func example(for api: StoreKitAPI) -> String {
        api == .verification ? VerificationErrorCase.invalidSignature.rawValue : StoreKitErrorCase.networkError.rawValue
    }
}
