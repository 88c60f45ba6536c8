import StoreKitSim

/// Turns the `report` command's words into an ExternalPurchaseReport, filling in what the
/// simulator can: lineItemId (li1, li2, …), creationDate (now), productType ONE_TIME_BUY and
/// quantity 1 for a BUY, a BUY's net amount (its tax-exclusive amount), the tax country and
/// pricing currency of the token's storefront, and a reporting currency equal to the pricing one.
/// Everything else must be written, so the server's rules still see what the developer sent.
struct ReportBuilder {
    let token: CustomLinkToken
    let now: Int64

    func items(_ words: [String], server: inout ExternalPurchaseServer) throws(CommandError) -> [ReportLineItem] {
        var groups: [[String]] = []
        for word in words {
            if ReportItemSyntax.events.contains(word) { groups.append([word]); continue }
            guard !groups.isEmpty else {
                throw CommandError(code: "bad-line-item", message: "'\(word)' comes before BUY or REFUND",
                                      hint: "each line item starts with BUY or REFUND: 'BUY product=com.example.gems incl=12000 excl=10000 tax=2000'", argument: "ITEM")
            }
            groups[groups.count - 1].append(word)
        }
        let named = Set(words.compactMap { word -> String? in
            guard let eq = word.firstIndex(of: "="), ReportItemSyntax.field(String(word[..<eq]))?.field == "lineItemId" else { return nil }
            return String(word[word.index(after: eq)...])
        })
        var items: [ReportLineItem] = []
        for group in groups { items.append(try item(group, server: &server, avoiding: named)) }
        return items
    }

    func item(_ words: [String], server: inout ExternalPurchaseServer, avoiding named: Set<String>) throws(CommandError) -> ReportLineItem {
        var values: [String: ReportItemSyntax.Value] = [:]
        for word in words.dropFirst() {
            let eq = word.firstIndex(of: "=")!
            let (field, kind) = ReportItemSyntax.field(String(word[..<eq]))!
            guard values[field] == nil else {
                throw CommandError(code: "repeated-field", message: "\(field) is given twice in one line item", hint: "each field once per line item", argument: "ITEM")
            }
            values[field] = try ReportItemSyntax.parse(String(word[word.index(after: eq)...]), kind: kind, field: field)
        }
        func text(_ f: String) -> String? { if case .text(let t)? = values[f] { return t }; return nil }
        func int(_ f: String) -> Int64? { if case .integer(let n)? = values[f] { return n }; return nil }
        func bool(_ f: String) -> Bool? { if case .bool(let b)? = values[f] { return b }; return nil }
        let event = words[0]
        var item = ReportLineItem(lineItemId: text("lineItemId") ?? server.nextLineItemId(avoiding: named),
                                  creationDate: int("creationDate") ?? now * 1000, eventType: event)
        let storefront = Storefront.resolve(token.storefront)
        item.productType = text("productType") ?? (event == "BUY" ? "ONE_TIME_BUY" : nil)
        item.productIdentifier = text("productIdentifier")
        item.quantity = int("quantity").map { Int(clamping: $0) } ?? (event == "BUY" ? 1 : nil)
        item.amountTaxInclusive = int("amountTaxInclusive")
        item.amountTaxExclusive = int("amountTaxExclusive")
        item.taxAmount = int("taxAmount")
        item.netAmountTaxExclusive = int("netAmountTaxExclusive") ?? (event == "BUY" ? item.amountTaxExclusive : nil)
        item.taxCountry = text("taxCountry") ?? storefront?.countryCode
        item.pricingCurrency = text("pricingCurrency") ?? storefront?.currency
        item.reportingCurrency = text("reportingCurrency") ?? item.pricingCurrency
        item.exchangeRate = text("exchangeRate")
        item.subscriptionEvent = text("subscriptionEvent")
        item.subscriptionStartDate = int("subscriptionStartDate")
        item.subscriptionEndDate = int("subscriptionEndDate")
        item.subscriptionDaysOfPaidService = int("subscriptionDaysOfPaidService").map { Int(clamping: $0) }
        item.referenceLineItemId = text("referenceLineItemId")
        item.erroneouslySubmitted = bool("erroneouslySubmitted")
        item.restatement = bool("restatement")
        return item
    }
}
