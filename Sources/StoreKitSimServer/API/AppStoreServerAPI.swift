import StoreKitSim
import StoreKitSimCommands
import StoreKitSimSystem

/// The App Store Server API over one session's world, with Apple's paths (under `/inApps/`), and
/// the control endpoint (under `/storekit-sim/`) that runs command lines in the same session.
///
/// It is called by the HTTP server's one thread, so commands and API requests are answered one at
/// a time in arrival order and every answer sees the world as the commands before it left it.
public final class AppStoreServerAPI {
    public let session: Session
    let authorization: BearerAuthorization
    /// Reads the real clock for tokens' `exp` (a seam for tests).
    let now: () -> Int64
    /// Mass renewal-date extensions, by request identifier.
    var massExtensions: [String: MassExtension] = [:]
    /// JWS by payload text (see `signed(payload:)`).
    var signatures: [String: String] = [:]
    var signaturesSeed = ""
    /// Get Transaction Info's answers while the world stays as it is (see `worldMayHaveChanged`).
    public let answers = AnswerCache()

    public init(session: Session, now: @escaping () -> Int64 = { System.unixSeconds() }) throws {
        self.session = session
        self.authorization = BearerAuthorization(key: try session.serverAPIKey(), bundleID: session.world.app.bundleID)
        self.now = now
    }

    /// Answers one request.
    public func respond(_ request: HTTPRequest) -> HTTPResponse {
        guard let path = request.path, request.query != nil else { return .error(.generalBadRequest) }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        if parts.first == "storekit-sim" {
            defer { worldMayHaveChanged() }
            return control(request, parts: Array(parts.dropFirst()))
        }
        guard parts.first == "inApps", parts.count >= 3 else { return Self.notFound }
        let bundleID = session.world.app.bundleID
        if authorization.bundleID != bundleID { authorization.bundleID = bundleID }
        guard authorization.allows(request.authorization, now: now()) else {
            return Self.unauthenticated
        }
        // Only a GET under /inApps/ leaves the world as it is; anything else may change what a
        // kept answer reports.
        defer { if request.method != "GET" { worldMayHaveChanged() } }
        do {
            return try route(request, Array(parts.dropFirst()))
        } catch {
            return .error(error)
        }
    }

    /// Forgets the answers kept for the world as it was: called by whoever changes the session
    /// other than through `respond` (commands, deliveries, the REPL's own lines).
    public func worldMayHaveChanged() { answers.forget() }

    /// A refused bearer token: 401 with the App Store's bare `Unauthenticated` (Apple's pages give
    /// 401 no errorCode: "The JSON Web Token (JWT) in the authorization header is invalid").
    static let unauthenticated = HTTPResponse(status: 401, contentType: "text/plain", body: Array("Unauthenticated\n".utf8))

    /// Apple's JSON error for a path no endpoint has.
    static let notFound = HTTPResponse.error(.notFound)

    /// 405 with the methods the path takes in `Allow` (RFC 9110 §15.5.6).
    static func notAllowed(_ methods: String) -> HTTPResponse {
        var response = HTTPResponse.error(.methodNotAllowed)
        response.headers["Allow"] = methods
        return response
    }

    private func route(_ request: HTTPRequest, _ parts: [String]) throws(APIError) -> HTTPResponse {
        let method = request.method
        switch (parts[0], parts[1], parts.count) {
        case ("v1", "transactions", 3):
            return method == "GET" ? try transactionInfo(parts[2]) : Self.notAllowed("GET")
        case ("v1", "transactions", 4) where parts[2] == "appTransactions":
            return method == "GET" ? try appTransactionInfo(parts[3]) : Self.notAllowed("GET")
        case ("v1", "transactions", 4) where parts[3] == "finish":
            return method == "POST" ? try finishTransaction(parts[2]) : Self.notAllowed("POST")
        case ("v1", "transactions", 4) where parts[3] == "appAccountToken":
            return method == "PUT" ? try setAppAccountToken(parts[2], request.body) : Self.notAllowed("PUT")
        case ("v1", "transactions", 4) where parts[2] == "consumption", ("v2", "transactions", 4) where parts[2] == "consumption":
            return method == "PUT" ? try sendConsumption(parts[3], request.body, version: parts[0]) : Self.notAllowed("PUT")
        case ("v1", "history", 3), ("v2", "history", 3):
            return method == "GET" ? try transactionHistory(parts[2], request, version: parts[0]) : Self.notAllowed("GET")
        case ("v1", "subscriptions", 3):
            return method == "GET" ? try subscriptionStatuses(parts[2], request) : Self.notAllowed("GET")
        case ("v2", "refund", 4) where parts[2] == "lookup":
            return method == "GET" ? try refundHistory(parts[3], request) : Self.notAllowed("GET")
        case ("v1", "lookup", 3):
            return method == "GET" ? try lookUpOrder(parts[2]) : Self.notAllowed("GET")
        case ("v1", "subscriptions", 4) where parts[2] == "extend" && parts[3] == "mass":
            return method == "POST" ? try extendForAllSubscribers(request.body) : Self.notAllowed("POST")
        case ("v1", "subscriptions", 4) where parts[2] == "extend":
            return method == "PUT" ? try extendRenewalDate(parts[3], request.body) : Self.notAllowed("PUT")
        case ("v1", "subscriptions", 6) where parts[2] == "extend" && parts[3] == "mass":
            return method == "GET" ? try massExtensionStatus(productID: parts[4], requestIdentifier: parts[5]) : Self.notAllowed("GET")
        case ("v1", "notifications", 3) where parts[2] == "test":
            return method == "POST" ? try requestTestNotification() : Self.notAllowed("POST")
        case ("v1", "notifications", 4) where parts[2] == "test":
            return method == "GET" ? try testNotificationStatus(parts[3]) : Self.notAllowed("GET")
        case ("v1", "notifications", 3) where parts[2] == "history":
            return method == "POST" ? try notificationHistory(request) : Self.notAllowed("POST")
        default:
            return Self.notFound
        }
    }

    // MARK: What every endpoint shares

    /// The world's id for an App Store transaction id: digits only, as Transaction.id is a UInt64.
    func transactionID(_ text: String, invalid: APIError = .invalidTransactionID) throws(APIError) -> TransactionID {
        guard !text.isEmpty, text.utf8.count <= 19, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), UInt64(text) != nil else { throw invalid }
        return TransactionID("t" + text)
    }

    /// A transaction the App Store completed (purchased, a renewal, or revoked since), by its API id.
    func transaction(_ text: String, invalid: APIError = .invalidTransactionID,
                     missing: APIError = .transactionIDNotFound) throws(APIError) -> PaymentTransaction {
        let id = try transactionID(text, invalid: invalid)
        guard let found = session.world.payments.transaction(id), Self.isCompleted(found) else { throw missing }
        return found
    }

    /// The customer's transactions the App Store Server API knows: purchases and renewals, refunded
    /// ones included; not failed, pending or restore copies (a restore is the original purchase).
    var completedTransactions: [PaymentTransaction] { session.world.transactionHistory.filter(Self.isCompleted) }

    static func isCompleted(_ transaction: PaymentTransaction) -> Bool { transaction.state == .purchased && !transaction.deleted }

    func signed(_ transaction: PaymentTransaction) throws(APIError) -> ResponseJSON {
        .string(try signed(payload: session.transactionPayloadText(transaction)))
    }

    /// The JWS of a payload: signed once, then kept while the payload's bytes stay the same (its
    /// signedDate moves with the virtual clock only). ECDSA signing is most of a request's cost,
    /// and a backend polls the same transactions; at most `signatureCacheLimit` are kept.
    func signed(payload text: String) throws(APIError) -> String {
        // A new signing seed means a new chain: nothing signed before may be answered again.
        if signaturesSeed != session.world.storeKit2.signingSeed {
            signatures.removeAll()
            signaturesSeed = session.world.storeKit2.signingSeed
        }
        if let known = signatures[text] { return known }
        let jws: String
        do { jws = try session.signedPayload(text: text) } catch { throw APIError(500, 5000000, "An unknown error occurred.") }
        if signatures.count >= Self.signatureCacheLimit { signatures.removeAll(keepingCapacity: true) }
        signatures[text] = jws
        return jws
    }

    static let signatureCacheLimit = 4096

    /// The fields every list response starts with; appAppleId only where the signing environment
    /// assigns one (SigningEnvironment.carriesAppAppleID: not in the sandbox or Xcode).
    var appFields: [(String, ResponseJSON)] {
        let world = session.world
        let appAppleID: [(String, ResponseJSON)] = world.storeKit2.signingEnvironment.carriesAppAppleID
            ? [("appAppleId", .integer(world.app.appAppleID))] : []
        return [("bundleId", .string(world.app.bundleID))] + appAppleID + [("environment", .string(session.signedEnvironment))]
    }

    /// The request body as a flat JSON object; a missing or malformed body is Apple's general bad request.
    func body(_ bytes: [UInt8]) throws(APIError) -> [String: FlatJSON.Value] {
        guard let text = String(validating: bytes, as: UTF8.self), let json = try? FlatJSON(parsing: text) else { throw .generalBadRequest }
        return json.fields
    }

    static func integer(_ value: FlatJSON.Value?) -> Int64? {
        guard case .number(let text)? = value else { return nil }
        return Int64(text)
    }
}
