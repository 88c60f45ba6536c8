import Testing
@testable import StoreKitSim

/// token(for:) issuing rules (storekit-facts.md 3.3, 3.5) and the token value format (3.4).
struct CustomLinkTokenTests {
    static func franceWorld() -> World {
        var world = World.builtIn()
        world.storefront = Storefront.resolve("FRA")!
        return world
    }

    static func token(_ answer: TokenAnswer) -> CustomLinkToken? {
        if case .token(let token, _) = answer { return token }
        return nil
    }

    @Test func everyIssuedValueDecodesToTheDocumentedFields() throws {
        var world = Self.franceWorld()
        _ = try world.customLinkToken(for: .services)
        try world.clock.advance(bySeconds: 3_600)
        _ = try world.customLinkToken(for: .services)
        world.external.environment = .production
        _ = world.external.signIn(isNew: true)
        _ = try world.customLinkToken(for: .acquisition)
        #expect(world.external.tokens.count == 5)
        for token in world.external.tokens {
            let decoded = try DecodedToken(value: token.value)
            #expect(decoded.problems.isEmpty)
            #expect(decoded.json.fields == [
                "appAppleId": .number("1234567890"),
                "bundleId": .string("com.example.storekitsim"),
                "externalPurchaseId": .string(token.externalPurchaseId),
                "tokenCreationDate": .number(String(token.created * 1000)),
                "tokenExpirationDate": .number(String(token.expires * 1000)),
                "tokenType": .string(token.type.rawValue),
            ])
            #expect(token.externalPurchaseId.hasPrefix("SANDBOX_") == (token.environment == .sandbox))
            #expect(!token.value.contains("=") && !token.value.contains("+") && !token.value.contains("/"))
        }
    }

    @Test func valuesAreByteStable() throws {
        var a = Self.franceWorld(), b = Self.franceWorld()
        #expect(try Self.token(a.customLinkToken(for: .services))?.value == Self.token(b.customLinkToken(for: .services))?.value)
        let token = try #require(a.external.token("tok1"))
        #expect(token.payload.text == #"{"appAppleId":1234567890,"bundleId":"com.example.storekitsim","externalPurchaseId":"SANDBOX_00000000-0000-4000-8000-000000000001","tokenCreationDate":1767225600000,"tokenExpirationDate":1767229200000,"tokenType":"ACQUISITION"}"#)
    }

    @Test func decodeAcceptsPaddingWhitespaceAndPrettyJSON() throws {
        let pretty = "{\n\t\"tokenType\": \"SERVICES\",\n\t\"appAppleId\": 1\n}\n"
        let encoded = Base64URL.encode(Array(pretty.utf8))
        let padded = encoded + String(repeating: "=", count: (4 - encoded.count % 4) % 4)
        for value in [encoded, padded, "  \(padded)\n", "\t\(encoded) "] {
            let decoded = try DecodedToken(value: value)
            #expect(decoded.json.fields["tokenType"] == .string("SERVICES"))
            #expect(decoded.json.fields["appAppleId"] == .number("1"))
        }
        #expect(throws: SimulationError.self) { try DecodedToken(value: "ab+c") }
        #expect(throws: SimulationError.self) { try DecodedToken(value: "abcde") }
        #expect(throws: SimulationError.self) { try DecodedToken(value: Base64URL.encode(Array("[1]".utf8))) }
    }

    @Test func base64URLRoundTripsEveryLength() throws {
        for length in 0..<40 {
            let bytes = (0..<length).map { UInt8(($0 * 37 + 11) % 256) }
            #expect(try Base64URL.decode(Base64URL.encode(bytes)) == bytes)
        }
    }

    @Test func newCustomerGetsBothExistingOnlyServices() throws {
        var world = Self.franceWorld()
        let services = try #require(Self.token(world.customLinkToken(for: .services)))
        let acquisition = try #require(Self.token(world.customLinkToken(for: .acquisition)))
        #expect(services.type == .services && acquisition.type == .acquisition)
        #expect(Self.token(try world.customLinkToken(for: .services)) == services)
        _ = world.external.signIn(isNew: false)
        #expect(Self.token(try world.customLinkToken(for: .acquisition)) == nil)
        #expect(Self.token(try world.customLinkToken(for: .services))?.customer == "customer-2")
    }

    @Test func acquisitionNeverReturnsServicesDoesInSandbox() throws {
        var world = Self.franceWorld()
        _ = try world.customLinkToken(for: .acquisition)
        try world.clock.advance(bySeconds: 3_599)
        #expect(Self.token(try world.customLinkToken(for: .acquisition))?.handle == "tok1")
        try world.clock.advance(bySeconds: 1)
        #expect(Self.token(try world.customLinkToken(for: .acquisition)) == nil)
        #expect(Self.token(try world.customLinkToken(for: .services))?.handle == "tok3")
    }

    @Test func productionServicesNeedsAnUpdateAfterExpiry() throws {
        var world = Self.franceWorld()
        world.external.environment = .production
        let first = try #require(Self.token(world.customLinkToken(for: .services)))
        #expect(first.expires - first.created == 365 * 86_400)
        try world.clock.advance(bySeconds: 365 * 86_400)
        #expect(Self.token(try world.customLinkToken(for: .services)) == nil)
        world.external.recordUpdate()
        #expect(Self.token(try world.customLinkToken(for: .services)) != nil)
    }

    @Test func notEligibleThrows() {
        var world = World.builtIn()
        #expect(throws: SimulationError.self) { try world.customLinkToken(for: .services) }
        #expect(throws: SimulationError.self) { try world.showNotice(.withinApp) }
        #expect(world.external.tokens.isEmpty)
    }

    @Test func noticeStaysUpOrAnswersAtOnceWithDialogsDisabled() throws {
        var world = Self.franceWorld()
        #expect(try world.showNotice(.browser) == nil)
        #expect(world.sheet == .notice(type: .browser))
        #expect(try world.answerNotice(continued: false) == "cancelled")
        #expect(world.sheet == nil)
        world.disableDialogs = true
        #expect(try world.showNotice(.withinApp) == "continued")
        #expect(world.sheet == nil)
        #expect(world.external.lastNotice == "within-app continued")
    }
}
