import StoreKitSimCommands
import StoreKitSimServer
import StoreKitSimSigning
import Testing
import TestSupport

/// Every 405 names the method its route takes in `Allow` (RFC 9110 §15.5.6).
@Suite struct MethodNotAllowedTests {
    @Test func every405CarriesAllow() throws {
        let api = try AppStoreServerAPI(session: Session(sink: CollectingSink()), now: { AppStoreServerAPITests.now })
        let token = try BearerAuthorizationTests.token(key: ServerAPIKey(seed: "storekit-sim"))
        let routes: [(String, String)] = [
            ("/inApps/v1/transactions/1", "GET"), ("/inApps/v1/transactions/1/appAccountToken", "PUT"),
            ("/inApps/v2/transactions/consumption/1", "PUT"), ("/inApps/v2/history/1", "GET"), ("/inApps/v1/subscriptions/1", "GET"),
            ("/inApps/v2/refund/lookup/1", "GET"), ("/inApps/v1/lookup/1", "GET"), ("/inApps/v1/subscriptions/extend/mass", "POST"),
            ("/inApps/v1/subscriptions/extend/1", "PUT"), ("/inApps/v1/subscriptions/extend/mass/p/r", "GET"),
            ("/inApps/v1/notifications/test", "POST"), ("/inApps/v1/notifications/test/t", "GET"),
            ("/inApps/v1/notifications/history", "POST"), ("/storekit-sim/v1/commands", "POST"), ("/storekit-sim/v1/key", "GET"),
        ]
        for (path, allowed) in routes {
            let wrong = allowed == "DELETE" ? "GET" : "DELETE"
            let response = api.respond(HTTPRequest(method: wrong, path: path, query: [], authorization: token))
            #expect(response.status == 405, "\(path)")
            #expect(response.headers["Allow"] == allowed, "\(path)")
        }
    }
}
