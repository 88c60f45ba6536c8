import StoreKitSim

/// The developer's server: associating tokens with accounts and reporting them through the
/// External Purchase Server API (Apple's External Purchase Server API).
enum ServerCommands {
    static let all: [CommandSpec] = [
        CommandSpec("server", area: .externalPurchase, summary: "show the developer's server: tokens, accounts and reports",
                    discussion: """
                        One token per line: handle, type, the account the server associated it with, and the statuses Apple accepted for it, oldest \
                        first.
                        """,
                    examples: ["server"]) { session, _ in
            let external = session.world.external
            guard !external.tokens.isEmpty else { session.emit("no tokens"); return }
            for token in external.tokens {
                let account = external.server.associations[token.externalPurchaseId] ?? "none"
                let statuses = external.server.reports(for: token.externalPurchaseId).map(\.report.status.rawValue)
                session.emit("""
                    \(token.handle) \(token.type.rawValue) account \(account) reports \(statuses.isEmpty ? "none" : statuses.joined(separator: " "))
                    """)
            }
        },
        CommandSpec("server associate", area: .externalPurchase,
                    arguments: [ArgumentSpec("TOKEN", .token, help: "a token handle (tok1), externalPurchaseId or value"),
                                ArgumentSpec("ACCOUNT", .word, help: "the customer's account on the developer's server")],
                    summary: "associate a token with a customer account on the developer's server",
                    discussion: """
                        Apple asks apps to send both tokens to their server at launch and before every potential transaction, and to associate them \
                        with the customer's account. A token belongs to one customer, so associating it with a second account is refused. A token \
                        the server never associated can only be reported as UNRECOGNIZED_TOKEN once the EXTERNAL_PURCHASE_TOKEN notification names \
                        it.
                        """,
                    examples: ["server associate tok1 alice"]) { session, arguments in
            let token = try session.world.externalPurchaseToken(arguments.required(Key.token))
            let account = try arguments.required(Key.account)
            try session.perform { try $0.associateExternalPurchaseToken(token, account: account) }
        },
        CommandSpec("report", area: .externalPurchase,
                    arguments: [ArgumentSpec("TOKEN", .token, help: "a token handle (tok1), externalPurchaseId or value"),
                                ArgumentSpec("STATUS", .externalPurchaseChoice(ReportStatus.self) { .reportStatus($0) },
                                    help: "LINE_ITEM, NO_LINE_ITEM or UNRECOGNIZED_TOKEN"),
                                ArgumentSpec("ITEM", .reportWord, .zeroOrMore, help: "BUY or REFUND, then key=value words")],
                    options: [OptionSpec("request", .word, valueName: "UUID",
                        help: "the requestIdentifier; a new one by default. Resend a rejected report with the same one."),
                              OptionSpec("to", .externalPurchaseChoice(ExternalPurchaseEnvironment.self) { .environment($0) }, valueName: "SERVER",
                                  help: "sandbox or production server; the environment's by default"),
                              OptionSpec("json", help: "print the request body first, as JSON with sorted keys")],
                    summary: "send an ExternalPurchaseReport for a token to the External Purchase Server API",
                    discussion: """
                        PUT /externalPurchase/v1/reports with one token's report. LINE_ITEM needs line items; NO_LINE_ITEM (the token produced no \
                        transaction) and UNRECOGNIZED_TOKEN (first learned of from a notification) take none. Each line item starts with BUY or \
                        REFUND, followed by key=value words: id (lineItemId), date (creationDate), type (productType ONE_TIME_BUY or SUBSCRIPTION), \
                        product (productIdentifier), quantity, incl (amountTaxInclusive), excl (amountTaxExclusive), tax (taxAmount), net \
                        (netAmountTaxExclusive), country (taxCountry, alpha-3), currency (pricingCurrency), reporting (reportingCurrency), rate \
                        (exchangeRate), sub (subscriptionEvent), start and end (subscription dates), days (subscriptionDaysOfPaidService), ref \
                        (referenceLineItemId), erroneous, restatement; Apple's field names work as keys too. Amounts are milli-units (12000 is \
                        12.00 EUR); dates are ISO 8601 UTC or UNIX milliseconds. The simulator fills in lineItemId (li1, li2, …), creationDate \
                        (now), ONE_TIME_BUY and quantity 1 for a BUY, a BUY's net amount (its tax-exclusive amount), the tax country and currency \
                        of the storefront the token was issued in, and a reporting currency equal to the pricing one.\nApple answers 200 and stores \
                        the report, or 400 with every rule the report breaks, named as Apple's errors are (IncorrectAmountTaxInclusive, \
                        MissingLineItemsForStatus, LineItemStatusRegression, DuplicateValue, RefundReferencedByRefund, IncorrectNetAmount, …) and \
                        stores nothing: fix it and resend it whole. Two rules carry the simulator's own names because Apple's are not documented: \
                        DuplicateRequest (a requestIdentifier already accepted) and SandboxTokenInProduction (sandbox tokens go only to the sandbox \
                        server). LineItemCreationDateOutOfRange is read as: a BUY must be made while its token was active.
                        """,
                    examples: ["report tok2 NO_LINE_ITEM", "report tok2 LINE_ITEM BUY product=com.example.gems incl=12000 excl=10000 tax=2000",
                               "report tok2 LINE_ITEM REFUND ref=li1 incl=6000 excl=5000 tax=1000 net=5000",
                                   "report tok1 NO_LINE_ITEM --json"]) { session, arguments in
            try report(session, arguments)
        },
        CommandSpec("server due", area: .externalPurchase, summary: "list the tokens still unreported 10 days after they were issued",
                    discussion: """
                        Apple sends an EXTERNAL_PURCHASE_TOKEN App Store Server Notification for every token still unreported 10 days after its \
                        creation; the server should then report it. Lists each such token with the account it belongs to; a token no account holds \
                        must be reported as UNRECOGNIZED_TOKEN. When none is due, says when the next one falls due.
                        """,
                    examples: ["server due"]) { session, _ in
            let world = session.world
            let due = world.external.server.due(world.external.tokens, now: world.clock.now)
            if due.isEmpty {
                session.emit("no tokens due")
                let pending = world.external.tokens.filter { world.external.server.reports(for: $0.externalPurchaseId).isEmpty }
                if let next = pending.first {
                    session.emit("next \(next.handle) due \((next.created + ExternalPurchaseServer.reportDeadline).iso8601)")
                }
            }
            for token in due {
                let account = world.external.server.associations[token.externalPurchaseId]
                let deadline = (token.created + ExternalPurchaseServer.reportDeadline).iso8601
                session.emit("due \(token.handle) \(token.type.rawValue) \(token.externalPurchaseId) since \(deadline) "
                             + (account.map { "account \($0)" } ?? "account none: report UNRECOGNIZED_TOKEN"), style: .pending)
            }
        },
    ]

    /// Builds the report from the words (the server numbers its line items), prints the body with
    /// --json, and sends it; the answer prints from the server's event.
    static func report(_ session: Session, _ arguments: Arguments) throws {
        let token = try session.world.externalPurchaseToken(arguments.required(Key.token))
        let status = try arguments.required(Key.reportStatus)
        let drafts = try ReportBuilder.drafts(arguments.list(Key.reportItems))
        let request = arguments[Key.request]
        let body = session.performing { world in
            ReportBuilder(token: token, now: world.clock.now).report(drafts, status: status, request: request, server: &world.external.server)
        }
        if arguments.isSet(Key.json) { session.emit("body \(body.json)") }
        let target = arguments[Key.toServer]
        try session.perform { try $0.sendExternalPurchaseReport(body, to: target) }
    }
}
