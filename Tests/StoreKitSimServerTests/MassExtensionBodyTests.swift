import StoreKitSimCommands
import StoreKitSimServer
import StoreKitSimSigning
import Testing
import TestSupport

/// The mass extension's `storefrontCountryCodes` is found by a linear scan (StorefrontListField)
/// with the pattern's meaning: blanks and commas around it, `null`, an empty or malformed list.
@Suite struct MassExtensionBodyTests {
    func answer(_ body: String) throws -> (UInt32, String) {
        let session = Session(sink: CollectingSink())
        let api = try AppStoreServerAPI(session: session, now: { AppStoreServerAPITests.now })
        let token = try BearerAuthorizationTests.token(key: ServerAPIKey(seed: "storekit-sim"))
        let response = api.respond(HTTPRequest(method: "POST", path: "/inApps/v1/subscriptions/extend/mass", query: [],
                                               authorization: token, body: Array(body.utf8)))
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    static let request = #""requestIdentifier":"4c4c1a4e-5a05-4f2b-8d8f-6c4e0f0f0f0f""#
    let fields = #""productId":"com.example.pro.monthly","extendByDays":3,"extendReasonCode":1,"# + Self.request

    @Test func theListIsFoundWhereverItSits() throws {
        for body in ["{\(fields),\"storefrontCountryCodes\":[\"USA\",\"FRA\"]}",
                     "{\"storefrontCountryCodes\" : [ \"USA\" ] ,\(fields)}",
                     "{\(fields) ,\n\t \"storefrontCountryCodes\"\n:\n[\"USA\"]\n}",
                     "{\"productId\":\"com.example.pro.monthly\", \"storefrontCountryCodes\": null ,"
                         + "\"extendByDays\":3,\"extendReasonCode\":1,\(Self.request)}",
                     "{\(fields)}"] {
            let (status, text) = try answer(body)
            #expect(status == 200, "\(body): \(text)")
            #expect(text.contains("requestIdentifier"), "\(body): \(text)")
        }
    }

    @Test func emptyAndMalformedListsAreApplesErrors() throws {
        #expect(try answer("{\(fields),\"storefrontCountryCodes\":[]}").1.contains("4000027"))
        #expect(try answer("{\(fields),\"storefrontCountryCodes\":[\"usa\"]}").1.contains("4000028"))
        #expect(try answer("{\(fields),\"storefrontCountryCodes\":[\"US\"]}").1.contains("4000028"))
        // A list holding an array or an object is no list: the flat reader refuses the body.
        #expect(try answer("{\(fields),\"storefrontCountryCodes\":[[\"USA\"]]}").0 == 400)
    }

    @Test func blanksCostLinearTime() throws {
        // 256 KB of blanks before the key: the old pattern took minutes (quadratic); this is one pass.
        let clock = ContinuousClock()
        let blanks = String(repeating: " ", count: 256 * 1024)
        var result: (UInt32, String) = (0, "")
        let body = "{\(fields),\(blanks)\"storefrontCountryCodes\"\(blanks):[\(blanks)\"USA\"\(blanks)]\(blanks)}"
        let took = try clock.measure { result = try answer(body) }
        #expect(result.0 == 200, "\(result.1)")
        #expect(took < .seconds(5), "\(took)")
    }
}
