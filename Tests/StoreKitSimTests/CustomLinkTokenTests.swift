import Testing
@testable import StoreKitSim

/// token(for:) issuing rules (storekit-facts.md 3.3, 3.5), the token value format (3.4) and the
/// disclosure notice (3.6), asserted on the world's typed answers, events and errors.
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

    static func events(_ world: inout World) -> [ExternalPurchaseEvent] {
        world.drainEvents().compactMap { if case .externalPurchase(let event) = $0.event { event } else { nil } }
    }

    static func decodingError(_ value: String) -> TokenDecodingError? {
        do {
            _ = try DecodedToken(value: value)
            return nil
        } catch {
            return error
        }
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
        // Asked SERVICES (tok1 ACQUISITION comes with the install), SERVICES again, then ACQUISITION
        // for a new customer (tok5 SERVICES comes with that install).
        #expect(Self.events(&world) == zip(world.external.tokens, [false, true, true, true, false]).map { .tokenIssued($0, requested: $1) })
        for token in world.external.tokens {
            let decoded = try DecodedToken(value: token.value)
            #expect(decoded.problems.isEmpty)
            #expect(decoded.json.fields == [
                "appAppleId": .number("1234567890"),
                "bundleId": .string("com.example.storekitsim"),
                "externalPurchaseId": .string(token.externalPurchaseId),
                "tokenCreationDate": .number(String(token.created.seconds * 1000)),
                "tokenExpirationDate": .number(String(token.expires.seconds * 1000)),
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
        #expect(token.payload.text == #"{"appAppleId":1234567890,"bundleId":"com.example.storekitsim","#
            + #""externalPurchaseId":"SANDBOX_00000000-0000-4000-8000-000000000001","#
            + #""tokenCreationDate":1767225600000,"tokenExpirationDate":1767229200000,"tokenType":"ACQUISITION"}"#)
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
    }

    @Test func decodeNamesWhatIsWrong() throws {
        #expect(Self.decodingError("ab+c") == .notBase64URL(.standardAlphabet("+")))
        #expect(Self.decodingError("ab*c") == .notBase64URL(.badCharacter("*")))
        #expect(Self.decodingError("abcde") == .notBase64URL(.badLength))
        #expect(Self.decodingError(Base64URL.encode([0xFF, 0xFE])) == .notUTF8)
        guard case .notJSON? = Self.decodingError(Base64URL.encode(Array("[1]".utf8))) else {
            Issue.record("a JSON array is not a token")
            return
        }
        let odd = try DecodedToken(value: Base64URL.encode(Array(#"{"appAppleId":"x","tokenType":"IN_STORE"}"#.utf8)))
        #expect(odd.problems == [.notNumber("appAppleId"), .missing("bundleId"), .missing("externalPurchaseId"),
                                 .missing("tokenCreationDate"), .missing("tokenExpirationDate"), .unknownTokenType("IN_STORE")])
    }

    @Test func base64URLRoundTripsEveryLength() throws {
        for length in 0..<40 {
            let bytes = (0..<length).map { UInt8(($0 * 37 + 11) % 256) }
            #expect(try Base64URL.decode(Base64URL.encode(bytes)) == bytes)
        }
    }

    @Test func theInstallIssuesAcquisitionToo() throws {
        var world = Self.franceWorld()
        let answer = try world.customLinkToken(for: .services)
        let acquisition = try #require(world.external.token("tok1"))
        let services = try #require(world.external.token("tok2"))
        #expect(answer == .token(services, issued: true))
        #expect(acquisition.type == .acquisition && services.type == .services)
        #expect(Self.events(&world) == [.tokenIssued(acquisition, requested: false), .tokenIssued(services, requested: true)])
        #expect(try world.customLinkToken(for: .acquisition) == .token(acquisition, issued: false))
        #expect(Self.events(&world).isEmpty)
    }

    @Test func existingCustomerGetsServicesOnly() throws {
        var world = Self.franceWorld()
        _ = world.external.signIn(isNew: false)
        #expect(try world.customLinkToken(for: .acquisition) == .none(.existingCustomer(customer: "customer-2")))
        let services = try #require(world.external.token("tok1"))
        #expect(services.type == .services && services.customer == "customer-2")
        #expect(Self.events(&world) == [.tokenIssued(services, requested: false)])
    }

    @Test func acquisitionNeverReturnsServicesDoesInSandbox() throws {
        var world = Self.franceWorld()
        _ = try world.customLinkToken(for: .acquisition)
        let first = try #require(world.external.token("tok1"))
        try world.clock.advance(bySeconds: 3_599)
        #expect(try world.customLinkToken(for: .acquisition) == .token(first, issued: false))
        try world.clock.advance(bySeconds: 1)
        #expect(try world.customLinkToken(for: .acquisition) == .none(.acquisitionPeriodOver(customer: "customer-1", last: first)))
        #expect(Self.token(try world.customLinkToken(for: .services))?.handle == "tok3")
    }

    @Test func productionServicesNeedsAnUpdateAfterExpiry() throws {
        var world = Self.franceWorld()
        world.external.environment = .production
        let first = try #require(Self.token(world.customLinkToken(for: .services)))
        #expect(first.expires - first.created == 365 * 86_400)
        try world.clock.advance(bySeconds: 365 * 86_400)
        #expect(try world.customLinkToken(for: .services) == .none(.servicesAwaitUpdate(last: first)))
        world.external.recordUpdate()
        let next = try #require(Self.token(world.customLinkToken(for: .services)))
        #expect(next.handle == "tok3" && next.created == world.clock.now)
    }

    @Test func aLifetimePastTheClockEndIsAnErrorNotATrap() throws {
        var world = Self.franceWorld()
        let huge: Int64 = 100_000_000_000 * 604_800
        try world.external.configure(environment: .production, acquisitionLifetime: nil, servicesLifetime: huge)
        #expect(throws: ExternalPurchaseError.expiryPastClockEnd(.services, lifetime: huge)) { try world.customLinkToken(for: .services) }
        #expect(world.external.tokens.isEmpty && !world.external.customer.installed)
        #expect(Self.events(&world).isEmpty)
        try world.external.configure(environment: nil, acquisitionLifetime: nil, servicesLifetime: Int64.max)
        #expect(throws: ExternalPurchaseError.expiryPastClockEnd(.services, lifetime: Int64.max)) { try world.customLinkToken(for: .acquisition) }
        try world.external.configure(environment: nil, acquisitionLifetime: nil, servicesLifetime: VirtualClock.end - world.clock.now)
        #expect(Self.token(try world.customLinkToken(for: .services))?.expires == VirtualClock.end)
    }

    @Test func lifetimesArePositiveAndCheckedBeforeAnythingChanges() {
        var world = Self.franceWorld()
        #expect(throws: ExternalPurchaseError.lifetimeNotPositive(.services)) {
            try world.external.configure(environment: .production, acquisitionLifetime: 60, servicesLifetime: 0)
        }
        #expect(world.external.environment == .sandbox)
        #expect(world.external.lifetimes == TokenLifetimes())
    }

    @Test func notEligibleThrowsWithEveryReason() {
        var world = World.builtIn()
        let reasons: [IneligibilityReason] = [.outsideRegions(.euLink, storefront: "USA")]
        #expect(throws: ExternalPurchaseError.notEligible(.token, reasons)) { try world.customLinkToken(for: .services) }
        #expect(throws: ExternalPurchaseError.notEligible(.showNotice, reasons)) { try world.showNotice(.withinApp) }
        #expect(world.external.tokens.isEmpty && world.sheet == nil)
        #expect(Self.events(&world).isEmpty)
    }

    /// Japan's token types (Apple's ExternalPurchaseCustomLink.token(for:)): IN_APP and LINK_OUT
    /// from iOS 26.4, ACQUISITION and SERVICES refused there; one active token of each type.
    @Test func japanIssuesInAppAndLinkOutFromIOS26_4() throws {
        var world = World.builtIn()
        try world.external.app.add(.allowedRegions, regions: ["jp"])
        let japan = try #require(Storefront.resolve("JPN"))
        world.storefront = japan
        #expect(throws: ExternalPurchaseError.regionalTokenTypes(japan, .japanTokenTypes)) { try world.customLinkToken(for: .services) }
        #expect(throws: ExternalPurchaseError.regionalTokenNeedsOS(.inApp, japan, .japanTokenTypes)) { try world.customLinkToken(for: .inApp) }
        world.device.os = OSVersion(26, 4)
        guard case .token(let inApp, issued: true) = try world.customLinkToken(for: .inApp) else { Issue.record("no IN_APP token"); return }
        guard case .token(let linkOut, issued: true) = try world.customLinkToken(for: .linkOut) else { Issue.record("no LINK_OUT token"); return }
        #expect(inApp.type == .inApp && linkOut.type == .linkOut && inApp.externalPurchaseId != linkOut.externalPurchaseId)
        #expect(try world.customLinkToken(for: .inApp) == .token(inApp, issued: false), "the active one again")
        #expect(inApp.payload.text.contains("\"tokenType\":\"IN_APP\""))
        #expect(throws: ExternalPurchaseError.tokenTypeNeedsOS(.inApp, OSVersion(26, 4))) {
            try world.customLinkToken(for: .inApp, asTokenType: true)
        }
        world.device.os = OSVersion(27, 2)
        #expect(try world.customLinkToken(for: .linkOut, asTokenType: true) == .token(linkOut, issued: false))
    }

    /// Brazil needs iOS 26.5 for the region itself; in the EU, IN_APP is refused.
    @Test func brazilNeedsIOS26_5AndTheEUKeepsItsTypes() throws {
        var world = World.builtIn()
        try world.external.app.add(.allowedRegions, regions: ["br"])
        world.storefront = try #require(Storefront.resolve("BRA"))
        world.device.os = OSVersion(26, 4)
        #expect(throws: ExternalPurchaseError.self) { try world.customLinkToken(for: .linkOut) }
        world.device.os = OSVersion(26, 5)
        guard case .token(let token, issued: true) = try world.customLinkToken(for: .linkOut) else { Issue.record("no LINK_OUT token"); return }
        #expect(token.storefront == "BRA")
        let france = try #require(Storefront.resolve("FRA"))
        world.storefront = france
        #expect(throws: ExternalPurchaseError.europeanTokenTypes(.inApp, france)) { try world.customLinkToken(for: .inApp) }
    }

    @Test func noticeStaysUpOrAnswersAtOnceWithDialogsDisabled() throws {
        var world = Self.franceWorld()
        #expect(try world.showNotice(.browser) == nil)
        #expect(world.sheet == .notice(type: .browser))
        #expect(throws: SheetError.alreadyUp(.notice(type: .browser))) { try world.showNotice(.withinApp) }
        try world.answerNotice(.cancelled)
        #expect(world.sheet == nil)
        #expect(world.external.lastNotice == NoticeAnswer(type: .browser, result: .cancelled))
        #expect(Self.events(&world) == [.noticePresented(.browser), .noticeAnswered(NoticeAnswer(type: .browser, result: .cancelled))])
        #expect(throws: ExternalPurchaseError.noNotice) { try world.answerNotice(.continued) }
        world.disableDialogs = true
        #expect(try world.showNotice(.withinApp) == .continued)
        #expect(world.sheet == nil)
        #expect(world.external.lastNotice == NoticeAnswer(type: .withinApp, result: .continued))
        #expect(Self.events(&world) == [.noticeAnswered(NoticeAnswer(type: .withinApp, result: .continued))])
    }
}
