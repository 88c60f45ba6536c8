/// The developer's server as the world runs it: each association and each answer of the External
/// Purchase Server API is recorded as an event (Apple's External Purchase Server API).
extension World {
    /// The token the developer's server names by handle (tok1), externalPurchaseId or value.
    public func externalPurchaseToken(_ reference: String) throws(ServerError) -> CustomLinkToken {
        guard let token = external.findToken(reference) else { throw .unknownToken(reference, handles: external.tokens.map(\.handle)) }
        return token
    }

    /// The server associates a token with a customer account (one account per token).
    public mutating func associateExternalPurchaseToken(_ token: CustomLinkToken, account: String) throws(ServerError) {
        try external.server.associate(token, account: account)
        record(.externalPurchase(.tokenAssociated(token, account: account)))
    }

    /// PUT /externalPurchase/v1/reports to the sandbox or production server (the environment's
    /// when nil). Returns the errors Apple answers with: none when the report was stored.
    @discardableResult
    public mutating func sendExternalPurchaseReport(_ report: ExternalPurchaseReport,
                                                    to target: ExternalPurchaseEnvironment? = nil) throws(ServerError) -> [ReportError] {
        let environment = target ?? external.environment
        let errors = try external.server.send(report, to: environment, tokens: external.tokens, now: clock.now)
        if errors.isEmpty, let accepted = external.server.accepted.last,
           let token = external.tokens.first(where: { $0.externalPurchaseId == report.externalPurchaseId }) {
            record(.externalPurchase(.reportAccepted(accepted, token: token)))
        } else {
            record(.externalPurchase(.reportRejected(report, errors: errors)))
        }
        return errors
    }
}
