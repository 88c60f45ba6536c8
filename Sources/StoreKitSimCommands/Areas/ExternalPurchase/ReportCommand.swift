import StoreKitSim

/// `report TOKEN STATUS [ITEM...]`: an ExternalPurchaseReport sent to the External Purchase Server API.
public struct ReportCommand: TypedCommand {
    /// A token handle (tok1), externalPurchaseId or value; the world resolves it when run.
    public var token = ""
    public var status = ReportStatus.noLineItem
    /// BUY or REFUND, then key=value words, as the line gives them.
    public var items: [ReportWord] = []
    /// The requestIdentifier; nil makes a new one.
    public var request: String?
    /// The sandbox or production server; nil is the environment's.
    public var server: ExternalPurchaseEnvironment?
    /// Print the request body first.
    public var json = false

    public init() {}
    public init(_ token: String, status: ReportStatus, items: [ReportWord] = [], request: String? = nil,
                to server: ExternalPurchaseEnvironment? = nil, json: Bool = false) {
        self.token = token
        self.status = status
        self.items = items
        self.request = request
        self.server = server
        self.json = json
    }

    public static let declaration = CommandDeclaration(
        "report", area: .externalPurchase, summary: "send an ExternalPurchaseReport for a token to the External Purchase Server API",
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
                   "report tok1 NO_LINE_ITEM --json"])
    public static let fields: [CommandField<Self>] = [
        .argument("TOKEN", \.token, .token, help: "a token handle (tok1), externalPurchaseId or value"),
        .argument("STATUS", \.status, .externalPurchaseChoice(ReportStatus.self) { .reportStatus($0) },
                  help: "LINE_ITEM, NO_LINE_ITEM or UNRECOGNIZED_TOKEN"),
        .arguments("ITEM", \.items, .reportWord, atLeastOne: false, help: "BUY or REFUND, then key=value words"),
        .option("request", \.request, .word, valueName: "UUID",
                help: "the requestIdentifier; a new one by default. Resend a rejected report with the same one."),
        .option("to", \.server, .externalPurchaseChoice(ExternalPurchaseEnvironment.self) { .environment($0) }, valueName: "SERVER",
                help: "sandbox or production server; the environment's by default"),
        .flag("json", \.json, help: "print the request body first, as JSON with sorted keys"),
    ]

    /// Builds the report from the words (the server numbers its line items), prints the body with
    /// --json, and sends it; the answer prints from the server's event.
    public func run(in session: Session) throws {
        let token = try session.world.externalPurchaseToken(token)
        let status = status, request = request, target = server
        let drafts = try ReportBuilder.drafts(items)
        let body = session.performing { world in
            ReportBuilder(token: token, now: world.clock.now).report(drafts, status: status, request: request, server: &world.external.server)
        }
        if json { session.emit("body \(body.json)") }
        try session.perform { try $0.sendExternalPurchaseReport(body, to: target) }
    }
}
