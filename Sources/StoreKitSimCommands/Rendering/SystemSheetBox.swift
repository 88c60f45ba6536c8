import StoreKitSim

/// The system sheets as a terminal draws them: a box with what the customer reads and the buttons
/// they can press, so an audience sees the sheet and not only the transcript's one line.
///
/// Drawn from the events (`PaymentEvent.paymentSheetPresented`, `ExternalPurchaseEvent.noticePresented`,
/// `ProductPageEvent.loadCompleted`). Only terminals (the REPL, `demo`) draw boxes; transcripts keep
/// their one line, so scenario files do not change.
public enum SystemSheetBox {
    /// Inner width in columns.
    public static let width = 56

    /// The box for an event that puts a sheet up; nil for every other event.
    public static func lines(for event: WorldEvent, world: World? = nil) -> [String]? {
        switch event {
        case .payments(.paymentSheetPresented(let sheet)):
            let product = world?.catalog.product(sheet.productID)
            var rows = ["App Store", ""]
            // Apple's sheet leads with an offer's terms, in words ("1 week free"), before the product.
            if let terms = sheet.offer {
                rows += TextWrapper.wrap(SpokenPeriod.offer(terms, regular: sheet.price), width: width - 2)
                rows.append("\(terms.offer.type.rawValue) offer \(terms.offer.id)")
                rows.append("")
            }
            rows.append(product.map { "\($0.title) (\(sheet.productID))" } ?? sheet.productID.rawValue)
            if sheet.quantity != 1 { rows.append("Quantity  \(sheet.quantity)") }
            let period = product?.type == .autoRenewable
                ? (product?.subscriptionPeriod.flatMap(SubscriptionPeriod.init(iso8601:)) ?? .oneMonth) : nil
            rows.append("Price     " + (period.map { SpokenPeriod.price(sheet.price, every: $0) } ?? "\(sheet.price)"))
            rows.append("Account   the signed-in App Store account")
            return box(rows, buttons: ["Cancel", sheet.offer?.offer.paymentMode == .freeTrial ? "Start Free Trial" : "Purchase"],
                       caption: "payment sheet \(sheet.transactionID): confirm or cancel")
        case .externalPurchase(.noticePresented(let type)):
            let notice = DisclosureNoticeText(type)
            var rows = [notice.heading, ""]
            rows += TextWrapper.wrap(notice.body, width: width - 2)
            rows += [""] + TextWrapper.wrap(DisclosureNoticeText.approximateMark, width: width - 2)
            return box(rows, buttons: notice.buttons, caption: "disclosure notice \(type.rawValue): continue or cancel",
                       notes: TextWrapper.wrap("Apple: " + notice.documented, width: width))
        case .productPage(.loadCompleted(let load)):
            guard let item = load.item else { return nil }
            switch load.outcome {
            case .presented, .replaced: break
            case .failed, .neverCompleted: return nil
            }
            var rows = ["App Store", "", "\(item.title)", "\(item.isApplication ? "App" : "Media") \(item.id)"]
            if let campaign = load.parameters.sentCampaignToken, let provider = load.parameters.sentProviderToken {
                rows += ["", "campaign \(campaign), provider \(provider)"]
            }
            return box(rows, buttons: [item.isApplication ? "Get" : "Buy", "Done"], caption: "product page \(item.id): buy or done")
        default:
            return nil
        }
    }

    /// Rows in a rounded box, the buttons on the last row, then notes and the caption under it
    /// (the caption last: it names the sheet). A row longer than the box breaks at spaces, and a
    /// word still longer (a long product id) widens the box: nothing is cut (issue 45).
    static func box(_ rows: [String], buttons: [String], caption: String, notes: [String] = []) -> [String] {
        let wrapped = rows.flatMap { TextWrapper.wrap($0, width: width - 2, indent: 2) }
        let inner = max(width, (wrapped.map(\.count).max() ?? 0) + 2)
        func pad(_ text: String) -> String {
            "│ " + text + String(repeating: " ", count: max(0, inner - 2 - text.count)) + " │"
        }
        var lines = ["╭" + String(repeating: "─", count: inner) + "╮"]
        lines += wrapped.map(pad)
        lines.append(pad(""))
        let row = buttons.map { "[ \($0) ]" }.joined(separator: "   ")
        let left = max(0, (inner - 2 - row.count) / 2)
        lines.append(pad(String(repeating: " ", count: left) + row))
        lines.append("╰" + String(repeating: "─", count: inner) + "╯")
        lines += notes.map { "  " + $0 }
        lines.append("  " + caption)
        return lines
    }
}
