import StoreKitSim

/// The developer's server's changes through the App Store Server API (`storekit-sim serve`), told
/// in the session so a person exploring in the REPL sees what the backend did.
extension EventRenderer {
    static func shown(_ event: ServerAPIEvent) -> [OutputLine] {
        switch event {
        case .appAccountTokenSet(let id, let token):
            return [OutputLine("server API: appAccountToken of \(id) " + (token.map { "set to \($0)" } ?? "cleared"))]
        case .consumptionInformationSent(let id):
            return [OutputLine("server API: consumption information sent for \(id)")]
        }
    }
}
