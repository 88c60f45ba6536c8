import StoreKitSim

/// Products requests, the app's handling of their responses, and fetchProductInfo's shouldShow.
extension EventRenderer {
    static func callback(_ event: ProductsEvent) -> String? {
        switch event {
        case .responseReceived(let response, _):
            return "productsRequest(_:didReceive:) \(response.requestID) products \(response.products.count) invalid \(response.invalid.count)"
        case .requestFinished(let requestID):
            return "requestDidFinish(_:) \(requestID)"
        case .shouldShowAnswered, .requestStarted, .requestReleased:
            return nil
        }
    }

    static func shown(_ event: ProductsEvent) -> [OutputLine] {
        switch event {
        case .shouldShowAnswered(let decision):
            return [OutputLine(LineText("shouldShow \(decision.id) \(decision.show) (\(ProductText.branch(decision.branch)))"),
                style: decision.show ? .plain : .failure)]
        case .requestStarted(let request):
            return [OutputLine(LineText("request \(request.id)\(words: request.productIDs)"))]
        case .requestReleased(let requestID):
            return [OutputLine(LineText("request \(requestID) released before it completed: no response will come"), style: .pending)]
        case .responseReceived(let response, let handling):
            // One list sized once: a list per kind of line, joined, was five arrays per response.
            var lines: [OutputLine] = []
            lines.reserveCapacity(response.products.count + response.invalid.count + handling.log.count
                + handling.shownAsErrors.count + handling.omitted.count)
            for product in response.products {
                lines.append(OutputLine(ProductText.line(product)))
                for discount in product.discounts { lines.append(OutputLine(ProductText.discount(discount))) }
            }
            for invalid in response.invalid {
                lines.append(OutputLine(LineText("invalid \(invalid.id) (\(ProductText.cause(invalid.cause)))"), style: .failure))
            }
            for entry in handling.log { lines.append(OutputLine(ProductText.log(entry))) }
            for invalid in handling.shownAsErrors {
                lines.append(OutputLine(LineText("store error Invalid product identifier: \(invalid.id)"), style: .failure))
            }
            for invalid in handling.omitted { lines.append(OutputLine(LineText("store omits \(invalid.id)"))) }
            return lines
        case .requestFinished:
            return []
        }
    }
}

/// How products, invalid identifiers and the app's log print.
enum ProductText {
    /// `product com.example.gems 0.99 USD "100 Gems"`.
    static func line(_ product: ReceivedProduct) -> String {
        LineText("product \(product.id) \(product.price) \(OneValueText.text(product.title))").string
    }

    /// One SKProductDiscount of SKProduct.discounts, indented under its product, in
    /// SKProductDiscount's property names. The introductory offer, first, is also
    /// SKProduct.introductoryPrice and is named so: `  introductoryPrice type introductory
    /// paymentMode freeTrial price 0.00 USD subscriptionPeriod P1W numberOfPeriods 1`; a
    /// promotional offer is `  discount identifier ID type subscription …`.
    static func discount(_ discount: ProductDiscount) -> String {
        let head = discount.type == .introductory ? "introductoryPrice" : "discount identifier \(discount.identifier ?? "")"
        return """
              \(head) type \(discount.type.rawValue) paymentMode \(discount.paymentMode.rawValue) price \(discount.price) \
            subscriptionPeriod \(discount.subscriptionPeriod.iso8601) numberOfPeriods \(discount.numberOfPeriods)
            """
    }

    /// `store USA 1 product`, `catalog 5 products`.
    static func countLine(_ n: Int, _ head: String) -> LineText { "\(head) \(n) product\(n == 1 ? "" : "s")" }

    /// `com.example.starter USA CAN GBR`, or `com.example.gems everywhere`.
    static func availability(_ product: AppProduct) -> String {
        let except = product.hiddenIn.isEmpty ? "" : " except " + product.hiddenIn.joined(separator: " ")
        return "\(product.id) \(product.countryCodes?.joined(separator: " ") ?? "everywhere")\(except)"
    }

    static func cause(_ cause: InvalidProductCause) -> String {
        switch cause {
        case .unknownID: return "unknown id"
        case .notClearedForSale: return "not cleared for sale"
        case .notAvailableInStorefront(let code): return "not available in \(code)"
        case .agreementUnsigned: return "agreement unsigned"
        }
    }

    static func branch(_ branch: ShouldShowDecision.Branch) -> String {
        switch branch {
        case .notListed: return "not listed"
        case .listedWith(let code): return "listed with \(code)"
        case .listedWithout(let code): return "listed without \(code)"
        case .hiddenIn(let code): return "hidden in \(code)"
        case .notHiddenIn(let code): return "not hidden in \(code)"
        }
    }

    /// The app's NSLog line as printed: `log 2026-01-01T00:00:00Z Invalid product identifier: com.example.typo`.
    static func log(_ entry: AppLogEntry) -> LineText {
        "log \(iso8601: entry.time) Invalid product identifier: \(entry.invalidProductID)"
    }
}
