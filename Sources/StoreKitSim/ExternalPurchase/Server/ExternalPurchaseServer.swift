/// The developer's server and what Apple's External Purchase Server API has accepted from it
/// (Apple's External Purchase Server API).
///
/// The app sends tokens to the server, which associates them with customer accounts; the server
/// reports each token. A rejected report stores nothing (Apple's External Purchase Server API), so it can be resent whole.
public struct ExternalPurchaseServer: Sendable {
    /// A report Apple accepted, and where it went.
    public struct Accepted: Sendable, Hashable {
        public var report: ExternalPurchaseReport
        public var environment: ExternalPurchaseEnvironment
        public var at: VirtualInstant
    }

    /// Account name by externalPurchaseId.
    public internal(set) var associations: [String: String] = [:]
    /// Accepted reports, oldest first.
    public internal(set) var accepted: [Accepted] = []
    var requestCount = 0
    var lineItemCount = 0

    /// Tokens are due 10 days after creation while unreported (Apple's External Purchase Server API).
    public static let reportDeadline: Int64 = 10 * 86_400

    public init() {}

    /// Associates a token with an account; a token belongs to one customer, so a second,
    /// different account is refused.
    public mutating func associate(_ token: CustomLinkToken, account: String) throws(ServerError) {
        if let existing = associations[token.externalPurchaseId], existing != account {
            throw .alreadyAssociated(token, account: existing)
        }
        associations[token.externalPurchaseId] = account
    }

    /// A fresh UUID-shaped requestIdentifier from a counter.
    public mutating func nextRequestIdentifier() -> String {
        requestCount += 1
        let hex = String(requestCount, radix: 16)
        return "00000000-0000-4000-9000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    }

    /// A fresh lineItemId, `li1`, `li2`, … (skipping ids already used).
    public mutating func nextLineItemId(avoiding used: Set<String>) -> String {
        repeat { lineItemCount += 1 } while used.contains("li\(lineItemCount)") || storedLineItem("li\(lineItemCount)") != nil
        return "li\(lineItemCount)"
    }

    /// A stored line item by id, with its token.
    public func storedLineItem(_ id: String) -> (item: ReportLineItem, externalPurchaseId: String)? {
        for entry in accepted {
            if let item = entry.report.lineItems.first(where: { $0.lineItemId == id }) { return (item, entry.report.externalPurchaseId) }
        }
        return nil
    }

    /// The accepted reports for a token, oldest first.
    public func reports(for externalPurchaseId: String) -> [Accepted] {
        accepted.filter { $0.report.externalPurchaseId == externalPurchaseId }
    }

    /// Tokens with no accepted report 10 days or more after creation (Apple's External Purchase Server API).
    public func due(_ tokens: [CustomLinkToken], now: VirtualInstant) -> [CustomLinkToken] {
        tokens.filter { token in
            now - token.created >= Self.reportDeadline && reports(for: token.externalPurchaseId).isEmpty
        }
    }

    /// Sends a report: the errors it breaks, or none and the report is stored. Throws, storing
    /// nothing, when its amounts do not fit in 64 bits.
    public mutating func send(_ report: ExternalPurchaseReport, to environment: ExternalPurchaseEnvironment,
                              tokens: [CustomLinkToken], now: VirtualInstant) throws(ServerError) -> [ReportError] {
        let errors = try ReportValidator(server: self, tokens: tokens, now: now).errors(report, to: environment)
        if errors.isEmpty { accepted.append(Accepted(report: report, environment: environment, at: now)) }
        return errors
    }
}
