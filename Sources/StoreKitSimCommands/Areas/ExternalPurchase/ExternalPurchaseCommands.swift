import StoreKitSim

/// ExternalPurchaseCustomLink as the app calls it: isEligible, token(for:), showNotice(type:)
/// (https://developer.apple.com/documentation/storekit/externalpurchasecustomlink; Apple's ExternalPurchaseCustomLink).
enum ExternalPurchaseCommands {
    static let all: [CommandSpec] = [
        CommandSpec("eligible", area: .externalPurchase, summary: "show ExternalPurchaseCustomLink.isEligible, with every reason when false",
                    discussion: """
                        isEligible is true only when the OS has the API (\(OSGate.customLinkAPI.minimumOS)), the customer can make payments, and \
                        one of the app's entitlements covers the storefront: the EU link entitlement with the storefront listed in \
                        SKExternalPurchaseCustomLinkRegions, the streaming entitlement (OS \(OSGate.streamingEntitlement.minimumOS)) with it listed \
                        in SKExternalPurchaseLinkStreamingRegions, or the allowed-regions entitlement (OS \(OSGate.japanRegions.minimumOS); Brazil \
                        \(OSGate.brazil.minimumOS)) whose own value lists it. When false, every failed rule prints as a reason line, so all the \
                        fixes show at once; in Japan and Brazil a 'fix' line names the command that gives the app what the region needs (the \
                        allowed-regions entitlement listing it, or the OS). The built-in app holds the EU link entitlement with all of EU-27 in \
                        SKExternalPurchaseCustomLinkRegions: the default storefront USA shows why a US storefront is not eligible, and 'storefront \
                        set FRA' alone makes it eligible.
                        """,
                    examples: ["eligible"]) { session, _ in
            let eligibility = session.world.externalPurchaseEligibility
            session.emit(LineText("isEligible \(eligibility.isEligible)"), style: eligibility.isEligible ? .success : .failure)
            if let granted = eligibility.grantedBy, eligibility.isEligible { session.emit(LineText("entitlement \(granted.rawValue)")) }
            for reason in eligibility.reasons { session.emit(LineText("reason \(ExternalPurchaseText.reason(reason))")) }
            if let fix = ExternalPurchaseText.fix(eligibility.reasons) { session.emit(LineText("fix \(fix)")) }
        },
        CommandSpec("token", area: .externalPurchase,
                    arguments: [ArgumentSpec("TYPE", .customLinkTokenType,
                        help: "ACQUISITION or SERVICES (EU, EEA); IN_APP or LINK_OUT (Japan, Brazil); withinApp or outOfApp (TokenType, iOS 27.2)")],
                    summary: "call ExternalPurchaseCustomLink.token(for:)",
                    discussion: """
                        Returns the token, nil when there is no active token of that type, or throws when the app is not eligible. The first \
                        eligible request for a customer stands for the install: a new customer gets both ACQUISITION and SERVICES, an existing \
                        customer SERVICES only. Every token issued prints as it comes, in order: the one asked for with its dates and value, the \
                        install's other one on a line of its own ('ACQUISITION tok1 … issued with the install'), so tok1 and tok2 can both be \
                        followed. ACQUISITION has one active period per customer per app and never comes back after it expires. Asking again while \
                        a token is active returns the same token (Apple may return the same or a refreshed one with a new externalPurchaseId and \
                        the same dates; the simulator returns the same). After SERVICES expires, sandbox issues a new one on the next request; \
                        production only after an update or re-download ('customer update'). The value is base64url JSON: appAppleId, bundleId, \
                        externalPurchaseId, tokenCreationDate, tokenExpirationDate (UNIX milliseconds of the virtual clock) and tokenType. In Japan \
                        and Brazil, where the allowed-regions entitlement (com.apple.developer.storekit.custom-purchase-link.allowed-regions, no \
                        Info.plist key) covers the storefront, the token types are IN_APP (an alternative payment provider inside the app) and \
                        LINK_OUT (the customer completes the purchase on your website), Japan's from iOS \(OSGate.japanTokenTypes.minimumOS) and \
                        Brazil's from iOS \(OSGate.brazil.minimumOS) (Apple's ExternalPurchaseCustomLink.token(for:)); ACQUISITION or SERVICES \
                        there, or IN_APP and LINK_OUT in the EU, is an error (what Apple does then is UNCONFIRMED). A Japanese or Brazilian token is \
                        issued on request when none of its type is active and lives as SERVICES does (one hour in sandbox): Apple documents no \
                        install rule or lifetime for them (UNCONFIRMED). iOS \(OSGate.tokenTypeStruct.minimumOS) adds \
                        ExternalPurchaseCustomLink.TokenType: 'token withinApp' and 'token outOfApp' call token(for:) with it, and stand for \
                        IN_APP and LINK_OUT (the raw values are UNCONFIRMED); earlier versions refuse them.
                        """,
                    examples: ["token SERVICES", "token ACQUISITION", "token IN_APP", "token LINK_OUT", "token withinApp"]) { session, arguments in
            let type = try arguments.required(Key.tokenType)
            let asTokenType = arguments.isTokenTypeStruct(Key.tokenType.name)
            switch try session.performing({ try $0.customLinkToken(for: type, asTokenType: asTokenType) }) {
            case .token(_, issued: true):
                break // the tokenIssued event printed it
            case .token(let token, issued: false):
                for line in ExternalPurchaseText.tokenLines(token, state: "active") { session.emit(line) }
            case .none(let reason):
                session.emit("nil", style: .failure)
                session.emit("reason \(ExternalPurchaseText.reason(reason))")
            }
        },
        CommandSpec("tokens", area: .externalPurchase, summary: "list the custom link tokens issued so far",
                    discussion: """
                        One token per line: handle, type, customer, externalPurchaseId, and whether it is active or expired at the virtual clock's \
                        time. Commands take the handle (tok1) wherever they take a token.
                        """,
                    examples: ["tokens"], reads: true) { session, _ in
            let world = session.world
            guard !world.external.tokens.isEmpty else { session.emit("no tokens"); return }
            for token in world.external.tokens {
                let state = token.isActive(at: world.clock.now) ? "active until" : "expired"
                session.emit("""
                    \(token.handle) \(token.type.rawValue) \(token.customer) \(token.externalPurchaseId) \(state) \
                    \(token.expires.iso8601)
                    """)
            }
        },
        CommandSpec("token decode", area: .externalPurchase,
                    arguments: [ArgumentSpec("VALUE", .tokenValue, help: "a token value (base64url, padded or not) or a token handle such as tok1")],
                    summary: "decode a token value and show its JSON fields",
                    discussion: """
                        Decodes base64url, padded or unpadded, with whitespace around it allowed, as Apple's own examples come in all these forms. \
                        Prints the JSON with sorted keys, then each field; dates in milliseconds also show as ISO 8601. Fields the documentation \
                        requires but the value lacks are listed as problems.
                        """,
                    examples: ["token decode eyJ0b2tlblR5cGUiOiJTRVJWSUNFUyJ9"]) { session, arguments in
            let decoded = try DecodedToken(value: try arguments.required(Key.value))
            session.emit("json \(decoded.json.text)")
            for (key, field) in decoded.fields {
                switch field {
                case .string(let s): session.emit("\(key) \(s)")
                case .number(let n):
                    if key.hasSuffix("Date"), let ms = Int64(n) {
                        session.emit("\(key) \(n) \(VirtualInstant(truncatingMilliseconds: ms).iso8601)")
                    } else {
                        session.emit("\(key) \(n)")
                    }
                case .bool(let b): session.emit("\(key) \(b)")
                case .null: session.emit("\(key) null")
                }
            }
            for problem in decoded.problems { session.emit("problem \(ExternalPurchaseText.problem(problem))", style: .failure) }
        },
        CommandSpec("notice", area: .externalPurchase,
                    arguments: [ArgumentSpec("TYPE", .externalPurchaseChoice(NoticeType.self) { .noticeType($0) },
                        help: "within-app (.withinApp) or browser (.browser)")],
                    summary: "call ExternalPurchaseCustomLink.showNotice(type:) and show the disclosure sheet",
                    discussion: """
                        Throws when the app is not eligible. Otherwise the system disclosure sheet stays up until 'continue' (NoticeResult \
                        continued: go on to the external offer) or 'cancel' (cancelled: do not show it). Use within-app for a web view or native UI \
                        inside the app, browser when the app goes to the background and the offer shows elsewhere. When dialogs are disabled the \
                        sheet is answered at once with continued.
                        """,
                    examples: ["notice within-app", "notice browser"], performing: Key.noticeType) { try $0.showNotice($1) },
        CommandSpec("continue", area: .externalPurchase, summary: "continue on the disclosure notice",
                    discussion: "The customer taps Continue: showNotice(type:) returns continued and the app may show its external offer.",
                    examples: ["continue"]) { session, _ in
            try session.perform { try $0.answerNotice(.continued) }
        },
    ]

    /// This area's lines for `status`, printed as they are made.
    /// Reads the session's world in place: passing the world itself copied every part of it.
    static func emitStatus(_ session: Session) {
        let external = session.world.external
        for entitlement in external.app.entitlements { session.emit(LineText("entitlement \(entitlement.rawValue)")) }
        session.emit(LineText("customer \(external.customer.name) \(external.customer.isNew ? "new" : "existing")"))
        session.emit(LineText("environment \(external.environment.rawValue)"))
        let now = session.world.clock.now
        let active = external.tokens.count { $0.isActive(at: now) }
        session.emit(LineText("tokens \(external.tokens.count) active \(active)"))
        if let notice = external.lastNotice { session.emit(LineText("notice \(notice.type.rawValue) \(notice.result.rawValue)")) }
    }
}

extension ExternalPurchaseCommands {
    /// `cancel` while the disclosure notice is up: showNotice returns cancelled.
    static func cancelNotice(_ session: Session) throws {
        try session.perform { try $0.answerNotice(.cancelled) }
    }
}

extension ValueKind {
    /// A token value, or the handle of an issued token (which stands for its value); completes to
    /// the handles. A word shaped like a handle (`tok` and digits) that names no issued token is
    /// an unknown token: it can never be a token's value, whose JSON starts with `{`.
    static let tokenValue = ValueKind(placeholder: "VALUE", description: "a token value or handle",
                                      completions: { world in world.external.tokens.map(\.handle) }) { word, world throws(CommandError) in
        if let token = world.external.token(word) { return .text(token.value) }
        if word.count > 3, word.hasPrefix("tok"), word.dropFirst(3).allSatisfy({ $0.isASCII && $0.isNumber }) {
            let text = ServerError.unknownToken(word, handles: world.external.tokens.map(\.handle)).text
            throw CommandError(code: text.code, message: text.message, hint: text.hint, argument: Key.value.name)
        }
        return .text(word)
    }

    /// A token by handle, externalPurchaseId or value; completes to the handles. The world resolves
    /// it when the command runs (`World.externalPurchaseToken(_:)`), so examples bind on any world.
    static let token = ValueKind(placeholder: "TOKEN", description: "a token handle such as tok1, an externalPurchaseId or a token value",
                                 completions: { world in world.external.tokens.map(\.handle) }) { word, _ throws(CommandError) in .text(word) }
}
