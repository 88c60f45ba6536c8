import StoreKitSim
import StoreKitSimCommands
import StoreKitSimServer
import StoreKitSimSigning
import Testing

/// The API's routes, error codes and control endpoint, called in process (no sockets).
@Suite struct AppStoreServerAPITests {
    static let now: Int64 = 2_000_000_000

    func api() throws -> (AppStoreServerAPI, String) {
        let session = Session(sink: CollectingSink())
        let api = try AppStoreServerAPI(session: session, now: { Self.now })
        let key = try ServerAPIKey(seed: "storekit-sim")
        return (api, try BearerAuthorizationTests.token(key: key))
    }

    func get(_ api: AppStoreServerAPI, _ path: String?, _ token: String?, query: [(name: String, value: String)]? = [], method: String = "GET",
             body: String = "") -> HTTPResponse {
        api.respond(HTTPRequest(method: method, path: path, query: query, authorization: token, body: Array(body.utf8)))
    }

    func text(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    @Test func transactionIDErrorsAreApples() throws {
        let (api, token) = try api()
        let malformed = get(api, "/inApps/v1/transactions/abc", token)
        #expect(malformed.status == 400 && text(malformed) == #"{"errorCode":4000006,"errorMessage":"Invalid transaction id."}"#)
        let unknown = get(api, "/inApps/v1/transactions/42", token)
        #expect(unknown.status == 404 && text(unknown).hasPrefix(#"{"errorCode":4040010,"#))
        #expect(get(api, "/inApps/v1/transactions/42", nil).status == 401)
    }

    @Test func commandsThenTheAPISeeOneWorld() throws {
        let (api, token) = try api()
        let ran = get(api, "/storekit-sim/v1/commands", nil, method: "POST", body: "dialogs off\nbuy com.example.premium\nnonsense")
        #expect(ran.status == 200)
        #expect(text(ran).contains(#""t1 com.example.premium purchased""#))
        #expect(text(ran).contains(#""<control>:3:1: error: unknown command 'nonsense'""#))
        // Batch mode's fields first, then one outcome per command (docs/serve-api.md, "Running commands").
        #expect(text(ran).contains(#""exitStatus":1,"outcomes":[{"command":"dialogs off","ok":true,"#))
        #expect(text(ran).contains(#"{"command":"nonsense","ok":false,"#))
        let info = get(api, "/inApps/v1/transactions/1", token)
        #expect(info.status == 200 && text(info).hasPrefix(#"{"signedTransactionInfo":"ey"#))
        // The same payload is answered with the same JWS until the world changes it.
        #expect(get(api, "/inApps/v1/transactions/1", token) == info)
    }

    @Test func historyChecksItsQueryArguments() throws {
        let (api, token) = try api()
        _ = get(api, "/storekit-sim/v1/commands", nil, method: "POST", body: "dialogs off\nbuy com.example.premium")
        let cases: [([(name: String, value: String)], Int64)] = [
            ([("revision", "x")], 4000005), ([("revision", "99")], 4000005), ([("startDate", "-1")], 4000015), ([("endDate", "soon")], 4000016),
            ([("startDate", "5"), ("endDate", "5")], 4000013), ([("productType", "GAME")], 4000022), ([("sort", "UP")], 4000021),
            ([("revoked", "yes")], 4000030), ([("inAppOwnershipType", "STOLEN")], 4000026),
        ]
        for (query, code) in cases {
            let answer = get(api, "/inApps/v2/history/1", token, query: query)
            #expect(answer.status == 400 && text(answer).hasPrefix(#"{"errorCode":\#(code),"#), "\(query)")
        }
        let page = get(api, "/inApps/v2/history/1", token, query: [("productId", "com.example.premium")])
        #expect(text(page).contains(#""revision":"1","hasMore":false"#))
    }

    @Test func badPathsAndMethods() throws {
        let (api, token) = try api()
        #expect(get(api, nil, token).status == 400)
        #expect(get(api, "/inApps/v1/transactions/1", token, query: nil).status == 400)
        #expect(get(api, "/inApps/v9/nothing/1", token).status == 404)
        #expect(get(api, "/inApps/v1/transactions/1", token, method: "DELETE").status == 405)
        #expect(get(api, "/storekit-sim/v1/commands", nil).status == 405)
    }
}

@Suite struct NotificationEndpointTests {
    @Test func aTestNotificationNeedsSomewhereToGo() throws {
        let (api, token) = try AppStoreServerAPITests().api()
        let answer = api.respond(HTTPRequest(method: "POST", path: "/inApps/v1/notifications/test", query: [], authorization: token))
        #expect(answer.status == 404 && String(decoding: answer.body, as: UTF8.self).hasPrefix(#"{"errorCode":4040007,"#))
        let history = api.respond(HTTPRequest(method: "POST", path: "/inApps/v1/notifications/history", query: [], authorization: token,
                                              body: Array(#"{"startDate":5,"endDate":1,"notificationType":"TEST"}"#.utf8)))
        #expect(String(decoding: history.body, as: UTF8.self).hasPrefix(#"{"errorCode":4000013,"#))
        let both = api.respond(HTTPRequest(method: "POST", path: "/inApps/v1/notifications/history", query: [], authorization: token,
                                           body: Array(#"{"startDate":1,"endDate":5,"notificationType":"TEST","transactionId":"1"}"#.utf8)))
        #expect(String(decoding: both.body, as: UTF8.self).hasPrefix(#"{"errorCode":4000019,"#))
    }
}

@Suite struct TransactionHistoryVersionTests {
    @Test func versionOneLeavesOutFinishedConsumablesVersionTwoKeepsThem() throws {
        let (api, token) = try AppStoreServerAPITests().api()
        _ = api.respond(HTTPRequest(method: "POST", path: "/storekit-sim/v1/commands", query: [],
                                    body: Array("dialogs off\nbuy com.example.gems\nfinish t1\nbuy com.example.gems\nbuy com.example.premium".utf8)))
        func count(_ version: String) -> Int {
            let answer = api.respond(HTTPRequest(method: "GET", path: "/inApps/\(version)/history/3", query: [], authorization: token))
            return String(decoding: answer.body, as: UTF8.self).split(separator: "\"ey").count - 1
        }
        #expect(count("v2") == 3)
        #expect(count("v1") == 2)
    }
}
