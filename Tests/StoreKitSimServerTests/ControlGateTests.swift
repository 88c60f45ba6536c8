import StoreKitSimCommands
import StoreKitSimServer
import Testing

/// The control token in front of the router: every `/storekit-sim/` path needs
/// `Authorization: Bearer TOKEN` (scheme case-insensitive); `/inApps/` is left to Apple's JWT check.
@Suite struct ControlGateTests {
    let token = ControlToken("0123456789abcdef0123456789abcdef")

    func request(_ path: String?, _ authorization: String?) -> HTTPRequest {
        HTTPRequest(method: "GET", path: path, query: [], authorization: authorization)
    }

    @Test func controlPathsNeedTheToken() {
        let gate = ControlGate(token: token, hosts: nil)
        for path in ["/storekit-sim/v1/commands", "/storekit-sim/v1/key", "/storekit-sim/v1/worlds/w1", "/storekit-sim", "/storekit-sim/"] {
            let refused = gate.refusal(request(path, nil))
            #expect(refused?.status == 401, "\(path)")
            #expect(refused.map { String(decoding: $0.body, as: UTF8.self) }?.hasPrefix(#"{"errorCode":4010000,"errorMessage":""#) == true)
            #expect(gate.refusal(request(path, "Bearer " + token.text)) == nil, "\(path)")
        }
    }

    @Test func aPathThatIsNotUTF8ReachesNoRoute() throws {
        // The gate lets it by; the router answers 400 before reading any part of it.
        let gate = ControlGate(token: token, hosts: nil)
        #expect(gate.refusal(request(nil, nil)) == nil)
        let api = try AppStoreServerAPI(session: Session(sink: CollectingSink()))
        #expect(api.respond(request(nil, nil)).status == 400)
    }

    @Test func theSchemeIsCaseInsensitiveAndTheTokenExact() {
        let gate = ControlGate(token: token, hosts: nil)
        let path = "/storekit-sim/v1/key"
        for accepted in ["Bearer ", "bearer ", "BEARER ", "bEaReR   "] {
            #expect(gate.refusal(request(path, accepted + token.text)) == nil, "\(accepted)")
        }
        for refused in ["Basic " + token.text, "Bearer", "Bearer ", "Bearer " + token.text.dropLast(), "Bearer " + token.text + "0",
                        "Bearer " + token.text.uppercased(), "Bearer" + token.text, "Bearers " + token.text, token.text, ""] {
            #expect(gate.refusal(request(path, refused))?.status == 401, "\(refused)")
        }
    }

    @Test func apiPathsAreLeftToTheAPIsOwnAuthorization() {
        let gate = ControlGate(token: token, hosts: nil)
        for path in ["/inApps/v1/transactions/1", "/", "/storekit-simulator", "/x/storekit-sim/v1/key"] {
            #expect(gate.refusal(request(path, nil)) == nil, "\(path)")
        }
    }

    @Test func randomTokensAre64HexDigitsAndDiffer() {
        let tokens = (0..<8).map { _ in ControlToken.random().text }
        #expect(Set(tokens).count == 8)
        #expect(tokens.allSatisfy { $0.utf8.count == 64 && $0.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) } })
    }

    @Test func matchingComparesEveryByte() {
        #expect(token.matches(Array(token.text.utf8)))
        #expect(!token.matches(Array(token.text.utf8.dropFirst())))
        #expect(!token.matches([UInt8]()))
        var last = Array(token.text.utf8)
        last[last.count - 1] ^= 1
        #expect(!token.matches(last))
        #expect(!ControlToken("").matches([UInt8]()))
    }
}
