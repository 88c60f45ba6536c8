import StoreKitSim
import StoreKitSimCommands
import StoreKitSimNotifications
import StoreKitSimSigning
import StoreKitSimSystem
import Synchronization

/// One isolated world of `storekit-sim serve`: its own session (clock, ids, signing environment,
/// notification URL and log), its own in-app purchase key and root certificate.
///
/// Two locks, so a webhook can call this world's App Store Server API while one of this world's
/// commands waits for the webhook's answer:
/// - `commandLock` is held for a whole control call (its commands and every delivery they cause),
///   so control calls of one world run one after another and a call answers when its deliveries
///   are done;
/// - `stateLock` guards the session and the API's caches, and is released while a notification is
///   posted (the session's `postNotification`), then taken again to record the attempt.
/// Each notification is made (and the world state it reports is in place) before it is posted,
/// and posts go out one at a time in virtual-time order, as the session makes them.
///
/// While a post waits, the webhook may call this world's control API: reads answer at once (the
/// world, its notifications, its key, and commands that only read, run on a copy of the session),
/// and a command that would change the world, or a wait for deliveries, answers 409 instead of
/// waiting for the command that waits for the webhook (docs/serve.md).
public final class ServedWorld: @unchecked Sendable {
    public let id: String
    public let setup: WorldSetup
    /// The key id of the world's in-app purchase key: the `kid` of the bearer tokens it accepts.
    public let keyID: String
    private let commandLock = SystemLock()
    private let stateLock = SystemLock()
    /// Control calls that hold `stateLock` for their commands or wait for it: while one does, an
    /// API request that finds the lock taken is answered on a thread of its own (`apiAtOnce`).
    private let commandsHolding = Atomic<Int>(0)
    /// Posts of this world under way (only under `stateLock`).
    private let deliveries = DeliveryCount()
    /// Only under `stateLock`.
    private let api: AppStoreServerAPI
    /// Where API requests print (the default world: the server's standard output).
    private let sink: OutputSink
    /// Runs after each request under `stateLock` (the default world flushes standard output).
    private let afterRequest: () -> Void

    public init(id: String, setup: WorldSetup, sink: OutputSink? = nil, afterRequest: @escaping () -> Void = {},
                prepare: (Session) -> Void = { _ in }) throws {
        self.id = id
        self.setup = setup
        let sink = sink ?? DiscardingSink()
        self.sink = sink
        self.afterRequest = afterRequest
        let session = Session(sink: sink)
        setup.apply(to: &session.world)
        prepare(session)
        api = try AppStoreServerAPI(session: session)
        keyID = api.authorization.key.keyID
        session.keepOnReset = { previous, fresh, everything in
            setup.apply(to: &fresh)
            // Ids go on after the last one the world minted: a backend's database never sees one twice.
            fresh.payments.idOffset = previous.payments.idOffset + previous.payments.transactions.count
            guard !everything else { return }
            fresh.storeKit2.signingEnvironment = previous.storeKit2.signingEnvironment
            fresh.app.bundleID = previous.app.bundleID
            fresh.app.appAppleID = previous.app.appAppleID
        }
        let stateLock = stateLock, deliveries = deliveries, answers = api.answers
        session.postNotification = { body, url, date in
            // Called under `stateLock`: the count changes with it held, before and after the post.
            deliveries.inFlight += 1
            defer { deliveries.inFlight -= 1 }
            // The command changed the world before this post and goes on after it: an answer kept
            // before, or while the webhook calls the API, is not kept past the window.
            answers.forget()
            defer { answers.forget() }
            return stateLock.unlocked { HTTPNotificationPoster.post(body, to: url, at: date) }
        }
    }

    /// An App Store Server API request (under `/inApps/`) whose bearer token names this world's key.
    public func api(_ request: HTTPRequest) -> HTTPResponse {
        stateLock.withLock { answerAPI(request) }
    }

    /// `api(request)` on one of the server's pool threads, which serve many connections and must not
    /// wait for a command: nil when a control call holds (or waits for) the world's state, else
    /// the answer. Another API request holds the state for microseconds, so that one is waited for.
    public func apiAtOnce(_ request: HTTPRequest) -> HTTPResponse? {
        while !stateLock.tryLock() {
            if commandsHolding.load(ordering: .acquiring) > 0 { return nil }
            SystemLock.yieldThread()
        }
        defer { stateLock.unlock() }
        return answerAPI(request)
    }

    /// Only under `stateLock`.
    private func answerAPI(_ request: HTTPRequest) -> HTTPResponse {
        // A request that comes in while a control call waits for a delivery prints to the
        // world's own sink, not into the control call's answer.
        let session = api.session
        let previous = session.sink
        session.sink = sink
        defer { session.sink = previous }
        var response = api.respond(request)
        stamp(&response)
        afterRequest()
        return response
    }

    /// Runs `body` under `stateLock` for a control call's commands, counted in `commandsHolding`.
    private func holdingForCommands<T>(_ body: () -> T) -> T {
        commandsHolding.add(1, ordering: .releasing)
        defer { commandsHolding.subtract(1, ordering: .releasing) }
        return stateLock.withLock {
            defer { api.worldMayHaveChanged() }
            return body()
        }
    }

    /// A control request the single-world control endpoint answers (`v1/commands`, `v1/key`),
    /// run with this world's command lock: it answers when every delivery it caused is done.
    public func control(_ request: HTTPRequest, route: [String]) -> HTTPResponse {
        commandLock.withLock {
            holdingForCommands {
                syncBundleID()
                var response = api.control(request, parts: route)
                syncBundleID()
                stamp(&response)
                afterRequest()
                return response
            }
        }
    }

    /// `POST …/commands`: runs the body's commands with the command lock, answering when every
    /// delivery they cause is done. While one of this world's commands waits for a webhook (most
    /// likely the caller), commands that only read run at once on a copy of the session, and any
    /// other answers 409: waiting would wait for the command that waits for the webhook.
    public func commands(_ request: HTTPRequest) -> HTTPResponse {
        let duringDelivery: HTTPResponse? = stateLock.withLock {
            guard deliveries.inFlight > 0 else { return nil }
            var response: HTTPResponse
            if let answer = ControlCommands.runReading(session: api.session, body: request.body, contentType: request.contentType) {
                response = .json(answer.json, status: answer.status)
            } else {
                response = .error(APIError(409, 4090000,
                                           "World '\(id)' is delivering a notification: the command that sent it waits for the webhook's answer, "
                                            + "so a command that changes the world cannot run now. Commands that only read (status, subscriptions, "
                                            + "transactions, clock, queue) answer during a delivery; send this one after the webhook has answered."))
            }
            stamp(&response)
            return response
        }
        return duringDelivery ?? control(request, route: ["v1", "commands"])
    }

    /// `GET …/key`: the world's in-app purchase key, answered during a delivery too.
    public func key(_ request: HTTPRequest) -> HTTPResponse {
        stateLock.withLock {
            var response = api.control(request, parts: ["v1", "key"])
            stamp(&response)
            return response
        }
    }

    /// Runs a new world's setup commands (`POST /storekit-sim/v1/worlds` with `commands`) as the
    /// control endpoint would; nil when every one succeeded, else the diagnostics, located
    /// `<setup>:LINE:COLUMN`.
    func setUp(_ lines: [String]) -> [String]? {
        guard !lines.isEmpty else { return nil }
        return commandLock.withLock {
            holdingForCommands {
                let session = api.session
                let collected = CollectingSink(renderer: DiagnosticRenderer(showLocation: true))
                let previous = session.sink
                session.sink = collected
                defer { session.sink = previous }
                var failed = false
                for (index, line) in lines.enumerated() where !failed {
                    failed = !session.execute(line, file: "<setup>", line: index + 1)
                }
                return failed ? collected.diagnostics.flatMap { collected.renderer.lines($0) } : nil
            }
        }
    }

    /// Runs `body` on the world's session under its locks (the server's setup after listening).
    public func withSession(_ body: (Session) -> Void) {
        commandLock.withLock { holdingForCommands { body(api.session) } }
    }

    /// The world as `GET /storekit-sim/v1/worlds/ID` answers it.
    public func description(baseURL: String) -> HTTPResponse {
        stateLock.withLock {
            let session = api.session
            let key = api.authorization.key
            guard let pem = try? key.privateKeyPEM(), let root = try? Base64.standard(session.rootCertificateDER()) else {
                return .error(APIError(500, 5000000, "An unknown error occurred."))
            }
            let world = session.world
            var response = HTTPResponse.json(.object([
                ("id", .string(id)), ("bundleId", .string(world.app.bundleID)), ("appAppleId", .integer(world.app.appAppleID)),
                ("key", .object([("issuerId", .string(key.issuerID)), ("keyId", .string(key.keyID)),
                                 ("bundleId", .string(world.app.bundleID)), ("privateKey", .string(pem))])),
                ("rootCertificate", .string(root)), ("environment", .string(session.signedEnvironment)),
                ("urls", .object([("api", .string(baseURL)), ("control", .string(baseURL + "/storekit-sim/v1/worlds/" + id))])),
                ("clock", .string(world.clock.now.iso8601)),
            ]))
            stamp(&response)
            return response
        }
    }

    /// `GET …/notifications`: every notification in the world's log with its attempts.
    public func notifications() -> HTTPResponse {
        stateLock.withLock {
            var response = HTTPResponse.json(NotificationListing.json(api.session.serverNotifications.log))
            stamp(&response)
            return response
        }
    }

    /// `POST …/notifications/wait`: once no control call of this world is running, every delivery
    /// due by the world's clock has been attempted (a control call answers only when its
    /// deliveries are done, retries that fell due included); answers as `notifications()`.
    public func waitForDeliveries() -> HTTPResponse {
        let delivering = stateLock.withLock { deliveries.inFlight > 0 }
        guard !delivering else {
            var response = HTTPResponse.error(APIError(409, 4090000,
                "World '\(id)' is delivering a notification: waiting for its deliveries would wait for the webhook's own answer. "
                + "Read GET /storekit-sim/v1/worlds/\(id)/notifications instead, or wait after the webhook has answered."))
            stateLock.withLock { stamp(&response) }
            return response
        }
        return commandLock.withLock { notifications() }
    }

    /// Bearer tokens carry the bundle id the world has now (`app bundle-id` may change it).
    private func syncBundleID() {
        let bundleID = api.session.world.app.bundleID
        if api.authorization.bundleID != bundleID { api.authorization.bundleID = bundleID }
    }

    /// Every response about a world carries its virtual time (docs/serve-api.md).
    private func stamp(_ response: inout HTTPResponse) {
        response.headers["X-StoreKit-Sim-Time"] = api.session.world.clock.now.iso8601
    }
}
