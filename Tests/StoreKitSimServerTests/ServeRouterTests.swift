import StoreKitSim
import StoreKitSimCommands
import StoreKitSimServer
import StoreKitSimSigning
import StoreKitSimSystem
import Testing

/// `serve`'s worlds, called in process (no sockets): an /inApps request reaches the world whose
/// key signed its token, control routes name the world, and every refusal is Apple's JSON error.
@Suite struct ServeRouterTests {
    func router(seed: String = "router-tests") throws -> ServeRouter {
        let defaults = ServeDefaults(seed: seed)
        return try ServeRouter(defaults: defaults, defaultWorld: try ServedWorld(id: "default", setup: defaults.setup(forWorld: "default")))
    }

    /// A bearer token for `world`'s key, valid now on the host's clock (the served worlds read it).
    func token(_ world: ServedWorld) throws -> String {
        let key = try ServerAPIKey(seed: world.setup.seed)
        let now = System.unixSeconds()
        return try BearerAuthorizationTests.token(key: key, claims: BearerAuthorizationTests.claims(key, iat: now - 10, exp: now + 600))
    }

    func send(_ router: ServeRouter, _ method: String, _ path: String, _ body: String = "", token: String? = nil) -> HTTPResponse {
        router.respond(HTTPRequest(method: method, path: path, query: [], authorization: token, body: Array(body.utf8)))
    }

    func text(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test func anAPIRequestReachesTheWorldWhoseKeySignedItsToken() throws {
        let router = try router()
        let made = send(router, "POST", "/storekit-sim/v1/worlds", #"{"commands": ["buy com.example.gems", "confirm"]}"#)
        #expect(made.status == 201 && text(made).hasPrefix(#"{"id":"w1","#))
        let world = try #require(router.registry.world(id: "w1"))
        let id = String(WorldSetup.idOffset(seed: world.setup.seed) + 1)
        let found = send(router, "GET", "/inApps/v1/transactions/" + id, token: try token(world))
        #expect(found.status == 200 && text(found).hasPrefix(#"{"signedTransactionInfo":"#))
        #expect(found.headers["X-StoreKit-Sim-Time"] == "2026-01-01T00:00:00Z")
        // The default world's key sees none of w1's transactions.
        let elsewhere = send(router, "GET", "/inApps/v1/transactions/" + id, token: try token(router.defaultWorld))
        #expect(elsewhere.status == 404 && text(elsewhere).hasPrefix(#"{"errorCode":4040010,"#))
        // An ended world's key reaches no world.
        #expect(send(router, "DELETE", "/storekit-sim/v1/worlds/w1").status == 204)
        #expect(send(router, "GET", "/inApps/v1/transactions/" + id, token: try token(world)).status == 401)
        #expect(send(router, "GET", "/storekit-sim/v1/worlds/w1").status == 404)
    }

    @Test func aWorldTakesItsKnobsFromTheBody() throws {
        let router = try router()
        let made = send(router, "POST", "/storekit-sim/v1/worlds",
                        #"{"bundleId": "com.acme.app", "appAppleId": 42, "clockStart": "2027-06-01T09:00:00Z", "seed": "own"}"#)
        #expect(made.status == 201)
        #expect(text(made).contains(#""bundleId":"com.acme.app","appAppleId":42,"#))
        #expect(text(made).hasSuffix(#""clock":"2027-06-01T09:00:00Z"}"#))
        // The same seed again would share the key: refused.
        let again = send(router, "POST", "/storekit-sim/v1/worlds", #"{"seed": "own"}"#)
        #expect(again.status == 409 && text(again).hasPrefix(#"{"errorCode":4090000,"#))
    }

    @Test func aBadBodyOrAFailingSetupCommandMakesNoWorld() throws {
        let router = try router()
        for body in [#"{"nope": 1}"#, #"{"clockStart": "yesterday"}"#, #"{"commands": "buy"}"#, #"{"seed": {"a": 1}}"#, "[1]",
                     #"{"commands": ["buy com.example.nothing"]}"#] {
            let refused = send(router, "POST", "/storekit-sim/v1/worlds", body)
            #expect(refused.status == 400 && text(refused).hasPrefix(#"{"errorCode":4000000,"errorMessage":"#), "\(body)")
        }
        #expect(router.registry.count == 1)
    }

    @Test func unknownRoutesAndMethodsAreApplesJSONErrors() throws {
        let router = try router()
        for path in ["/nowhere", "/storekit-sim/v1/nothing", "/storekit-sim/v1/worlds/w9/commands", "/storekit-sim/v1/worlds/default/more"] {
            let answer = send(router, "GET", path)
            #expect(answer.status == 404 && answer.contentType == "application/json" && text(answer).hasPrefix(#"{"errorCode":4040000,"#),
                    "\(path)")
        }
        let wrong = send(router, "GET", "/storekit-sim/v1/worlds")
        #expect(wrong.status == 405 && wrong.headers["Allow"] == "POST")
        let undeletable = send(router, "DELETE", "/storekit-sim/v1/worlds/default")
        #expect(undeletable.status == 400)
    }

    @Test func notificationsAreListedWithTheirAttempts() throws {
        let router = try router()
        let commands = "notifications on\nbuy com.example.pro.monthly\nconfirm"
        #expect(send(router, "POST", "/storekit-sim/v1/commands", commands).status == 200)
        let listed = text(send(router, "GET", "/storekit-sim/v1/worlds/default/notifications"))
        #expect(listed.hasPrefix(#"{"notifications":[{"number":1,"notificationUUID":""#))
        #expect(listed.contains(#""notificationType":"SUBSCRIBED","subtype":"INITIAL_BUY","signedDate":1767225600000,"#))
        // No destination: made and logged, never attempted.
        #expect(listed.hasSuffix(#""attempts":[],"delivered":false,"state":"not-sent"}]}"#))
        #expect(text(send(router, "POST", "/storekit-sim/v1/worlds/default/notifications/wait")) == listed)
    }

    @Test func seedsGiveDisjointIDsAndInstantsParse() {
        let offsets = ["a", "b", "run-1", "run-2"].map(WorldSetup.idOffset(seed:))
        #expect(Set(offsets).count == 4)
        #expect(offsets.allSatisfy { $0 > 0 && $0 % WorldSetup.idsPerWorld == 0 && $0 < 1_000_000_000_000_000 })
        #expect(WorldSetup.instant("2026-01-01T00:00:00Z", now: 0) == VirtualClock.start)
        #expect(WorldSetup.instant("now", now: 1_800_000_000) == VirtualInstant(seconds: 1_800_000_000))
        for bad in ["2026-02-30T00:00:00Z", "2026-01-01 00:00:00Z", "2026-01-01T24:00:00Z", "1969-12-31T23:59:59Z", ""] {
            #expect(WorldSetup.instant(bad, now: 0) == nil, "\(bad)")
        }
    }
}
