import StoreKitSim
import StoreKitSimDiagrams

/// Each world event as the arrows and notes of a sequence diagram: who called whom.
///
/// The callbacks are named as StoreKit names them (paymentQueue(_:updatedTransactions:),
/// productsRequest(_:didReceive:), showNotice(type:), loadProduct(withParameters:completionBlock:));
/// a system sheet is an arrow from StoreKit to the customer; the External Purchase Server API is
/// drawn on the App Store's lifeline, called by the developer's server.
enum DiagramEvents {
    typealias Item = SequenceDiagram.Item

    static func items(_ event: WorldEvent) -> [Item] {
        switch event {
        case .storefront(let event): return items(event)
        case .products(let event): return items(event)
        case .payments(let event): return items(event)
        case .productPage(let event): return items(event)
        case .externalPurchase(let event): return items(event)
        case .subscriptions(let event): return items(event)
        case .storeKit2(let event): return items(event)
        case .serverAPI(let event): return [.note(over: .appStore, text: EventRenderer.shown(event).map(\.text).joined(separator: "; "))]
        }
    }

    static func items(_ event: StorefrontEvent) -> [Item] {
        switch event {
        case .accountMoved(let from, let to):
            return [.message(from: .appStore, to: .storeKit, text: "account moved \(from.countryCode) → \(to.countryCode)", kind: .call)]
        case .accountUnchanged(let storefront):
            return [.note(over: .storeKit, text: "already in \(storefront.countryCode): calls nothing")]
        case .shouldContinueAsked(let answer):
            let said = answer.timedOut ? "no answer in time (false)" : String(answer.shouldContinue)
            return [.message(from: .storeKit, to: .app,
                text: "paymentQueue(_:shouldContinue:in:) \(answer.transactionID) \(answer.storefront.countryCode)", kind: .call),
                    .message(from: .app, to: .storeKit, text: said, kind: .reply)]
        case .continuedWithoutDelegate(let transactionID, _, let storefront):
            return [.note(over: .storeKit, text: "no delegate: \(transactionID) continues in \(storefront.countryCode)")]
        case .didChangeStorefront(let storefront):
            return [.message(from: .storeKit, to: .app, text: "paymentQueueDidChangeStorefront(_:) \(storefront.countryCode)", kind: .call)]
        case .sandboxRegionChanged(let region, _):
            return [.note(over: .appStore, text: "sandbox account region \(region.countryCode)")]
        case .sandboxSignedIn:
            return [.message(from: .customer, to: .appStore, text: "signs out and in", kind: .call)]
        }
    }

    static func items(_ event: ProductsEvent) -> [Item] {
        switch event {
        case .shouldShowAnswered(let decision):
            return [.note(over: .app, text: "shouldShow \(decision.id) \(decision.show)")]
        case .requestStarted(let request):
            let count = request.productIDs.count
            return [.message(from: .app, to: .storeKit, text: "SKProductsRequest \(request.id) start() \(count) identifier\(count == 1 ? "" : "s")",
                kind: .call),
                    .message(from: .storeKit, to: .appStore, text: "products for \(request.id)", kind: .call)]
        case .requestReleased(let requestID):
            return [.note(over: .app, text: "\(requestID) released: no response")]
        case .responseReceived(let response, let handling):
            var items: [Item] = [
                .message(from: .appStore, to: .storeKit, text: "\(response.products.count) products, \(response.invalid.count) invalid",
                    kind: .reply),
                .message(from: .storeKit, to: .app, text: "productsRequest(_:didReceive:) \(response.requestID)", kind: .call),
            ]
            items += handling.shownAsErrors.map { .message(from: .app, to: .customer, text: "store error: invalid \($0.id)", kind: .call) }
            return items
        case .requestFinished(let requestID):
            return [.message(from: .storeKit, to: .app, text: "requestDidFinish(_:) \(requestID)", kind: .call)]
        }
    }

    static func items(_ event: PaymentEvent) -> [Item] {
        switch event {
        case .transactionUpdated(let transaction):
            return [.message(from: .storeKit, to: .app, text: "paymentQueue(_:updatedTransactions:) \(TransactionText.summary(transaction))",
                kind: .call)]
        case .paymentSheetPresented(let sheet):
            let quantity = sheet.quantity == 1 ? "" : " x\(sheet.quantity)"
            return [.message(from: .storeKit, to: .customer, text: "payment sheet \(sheet.productID)\(quantity) \(charge(sheet))", kind: .sheet)]
        case .transactionRemoved(let transaction):
            return [.message(from: .storeKit, to: .app, text: "paymentQueue(_:removedTransactions:) \(transaction.id)", kind: .call)]
        case .restoreCompleted(let count):
            return [.message(from: .storeKit, to: .app, text: "paymentQueueRestoreCompletedTransactionsFinished(_:) \(count)", kind: .call)]
        case .notAvailableAlert(let title, let storefront):
            return [.message(from: .app, to: .customer, text: "alert: \(title) not available in \(storefront.name)", kind: .call)]
        case .refunded(let transaction):
            return [.message(from: .appStore, to: .storeKit, text: "refund \(transaction.id) \(transaction.productID)", kind: .call)]
        case .entitlementsRevoked(let ids):
            return [.message(from: .storeKit, to: .app, text: "paymentQueue(_:didRevokeEntitlementsForProductIdentifiers:) "
                + ids.map(\.rawValue).joined(separator: " "), kind: .call)]
        case .accessUnchanged(let refunded, let state):
            return [.note(over: .appStore, text: RefundAccessText.note(refunded: refunded, state: state))]
        case .transactionDeleted(let transaction):
            return [.note(over: .storeKit, text: "test deleted \(transaction.id)")]
        case .familySharingStopped(let transaction):
            return [.note(over: .appStore, text: "family sharing stopped \(transaction.id)")]
        case .refundReversed(let transaction):
            return [.note(over: .appStore, text: "refund of \(transaction.id) reversed")]
        case .transactionsCleared(let count):
            return [.note(over: .storeKit, text: "test cleared \(count) transactions")]
        case .appLaunched(let newDevice, _):
            return [.note(over: .app, text: newDevice ? "launched on a new device" : "relaunched")]
        case .appLaunchedForFamilyMember:
            return [.note(over: .app, text: "launched on the family member's device")]
        }
    }

    static func items(_ event: ProductPageEvent) -> [Item] {
        switch event {
        case .parametersPassed(let parameters):
            let entries = parameters.sortedEntries.map { "\(shortKey($0.key)) \(ProductPageText.value($0.value))" }
            return [.message(from: .app, to: .storeKit, text: "loadProduct(withParameters:) " + entries.joined(separator: ", "), kind: .call)]
        case .loadCompleted(let load):
            switch load.outcome {
            case .presented:
                return [.message(from: .storeKit, to: .app, text: "completionBlock(true)", kind: .reply),
                        .message(from: .storeKit, to: .customer, text: "product page \(load.item.map { "\($0.id) \($0.title)" } ?? "")",
                            kind: .sheet)]
            case .replaced(let previous):
                return [.message(from: .storeKit, to: .app, text: "completionBlock(true)", kind: .reply),
                        .message(from: .storeKit, to: .customer, text: "product page \(previous) → \(load.item?.id ?? "")", kind: .sheet)]
            case .failed(let error, _):
                return [.message(from: .storeKit, to: .app, text: "completionBlock(false) \(error.domain) \(error.code)", kind: .reply)]
            case .neverCompleted:
                return []
            }
        case .loadNeverCompleted:
            return [.note(over: .storeKit, text: "completion block never called")]
        case .paymentSheetPresented(let item):
            return [.message(from: .storeKit, to: .customer, text: "payment sheet \(item.id) \(item.title)", kind: .sheet)]
        case .purchaseCancelled(let item):
            return [.message(from: .customer, to: .storeKit, text: "Cancel \(item.id)", kind: .call)]
        case .purchased(let purchase):
            var text = "buys \(purchase.item.id) (media purchase)"
            if let campaign = purchase.campaignToken, let provider = purchase.providerToken {
                text += ": campaign \(campaign) provider \(provider)"
            }
            return [.message(from: .customer, to: .appStore, text: text, kind: .call)]
        case .didFinish(let item):
            return [.message(from: .customer, to: .storeKit, text: "Done", kind: .call),
                    .message(from: .storeKit, to: .app, text: "productViewControllerDidFinish(_:) \(item.id)", kind: .call)]
        }
    }

    static func items(_ event: ExternalPurchaseEvent) -> [Item] {
        switch event {
        case .tokenIssued(let token, _):
            return [.message(from: .storeKit, to: .app, text: "token(for: \(token.type.rawValue)) \(token.handle)", kind: .reply)]
        case .noticePresented(let type):
            return [.message(from: .app, to: .storeKit, text: "showNotice(type: .\(swiftName(type)))", kind: .call),
                    .message(from: .storeKit, to: .customer, text: "disclosure notice (\(type.rawValue))", kind: .sheet)]
        case .noticeAnswered(let answer):
            let button = answer.result == .continued ? "Continue" : "Cancel"
            return [.message(from: .customer, to: .storeKit, text: button, kind: .call),
                    .message(from: .storeKit, to: .app, text: "showNotice → .\(answer.result.rawValue)", kind: .reply)]
        case .tokenAssociated(let token, let account):
            return [.message(from: .app, to: .server, text: "token \(token.handle) for account \(account)", kind: .call),
                    .note(over: .server, text: "associated \(token.externalPurchaseId)")]
        case .reportAccepted(let accepted, let token):
            return [.message(from: .server, to: .appStore, text: "report \(accepted.report.requestIdentifier) for \(token.handle)", kind: .call),
                    .message(from: .appStore, to: .server, text: "200 stored", kind: .reply)]
        case .reportRejected(let report, let errors):
            return [.message(from: .server, to: .appStore, text: "report \(report.requestIdentifier)", kind: .call),
                    .message(from: .appStore, to: .server, text: "400 \(errors.count) error\(errors.count == 1 ? "" : "s")", kind: .reply)]
        }
    }

    static func items(_ event: SubscriptionEvent) -> [Item] {
        switch event {
        case .started(let state):
            let until = EventRenderer.date(state.expiresDate)
            return [.note(over: .appStore, text: "\(state.group): \(state.productID)\(offerStarted(state)) until \(until)")]
        case .renewed(let state):
            return [.note(over: .appStore, text: "renews \(state.productID) until \(EventRenderer.date(state.expiresDate))")]
        case .changed(let change, let from, let state, _):
            return [.note(over: .appStore, text: "\(change.rawValue) \(from) → \(state.productID)")]
        case .changeScheduled(let change, let state):
            return [.note(over: .appStore, text: "\(change.rawValue) to \(state.pendingProductID ?? "") at renewal")]
        case .autoRenewChanged(let state):
            return [.message(from: .customer, to: .appStore, text: "auto-renew \(state.autoRenew ? "on" : "off") \(state.productID)", kind: .call)]
        case .billingRetryEntered(let state):
            return [.note(over: .appStore, text: "renewal of \(state.productID) failed: billing retry")]
        case .gracePeriodEnded(let state):
            return [.note(over: .appStore, text: "grace period of \(state.productID) over")]
        case .billingRecovered(let state):
            return [.note(over: .appStore, text: "billing recovered \(state.productID)")]
        case .expired(let state):
            return [.note(over: .appStore, text: "\(state.productID) expired (\(state.expirationReason?.rawValue ?? "unknown"))")]
        case .revoked:
            // The refund that revoked it is already on the diagram.
            return []
        case .priceIncrease(let state):
            guard let status = state.priceIncrease, status != .declined else {
                // Removed or withdrawn: nothing is asked of the customer.
                return [.note(over: .appStore, text: "price increase \(state.productID) removed")]
            }
            return [.message(from: .appStore, to: .customer, text: "price increase \(state.productID): \(status.rawValue)", kind: .sheet)]
        case .alreadySubscribed(let state):
            return [.message(from: .appStore, to: .customer, text: "alert: already subscribed to \(state.productID)", kind: .sheet)]
        case .codeRedeemed(let code, let productID):
            return [.message(from: .customer, to: .appStore, text: "redeems code \(code) for \(productID)", kind: .call)]
        case .priceKept(let state, _):
            return [.note(over: .appStore, text: "\(state.productID): existing subscriber keeps the price")]
        case .offerScheduled(let state):
            return [.note(over: .appStore, text: "offer \(state.pendingOffer?.id ?? "") for \(state.productID) at renewal")]
        case .nonRenewingExtended(let productID, _):
            return [.note(over: .appStore, text: "\(productID) extended")]
        case .renewalExtended(let state, let days):
            return [.note(over: .appStore, text: "renewal of \(state.productID) extended \(days)d")]
        case .changeCancelled(let state, let cancelled):
            return [.message(from: .customer, to: .appStore, text: "keeps \(state.productID), not \(cancelled)", kind: .call)]
        }
    }

    static func items(_ event: StoreKit2Event) -> [Item] {
        switch event {
        case .productsLoaded(let requested, let products):
            return [.message(from: .app, to: .storeKit, text: "Product.products(for:) \(requested.count) ids", kind: .call),
                    .message(from: .storeKit, to: .app, text: "\(products.count) products", kind: .reply)]
        case .productsThrew:
            return [.message(from: .storeKit, to: .app, text: "Product.products(for:) threw", kind: .reply)]
        case .purchaseReturned(let productID, let result):
            return [.message(from: .storeKit, to: .app, text: "purchase() " + StoreKit2DiagramEvents.outcome(productID, result), kind: .reply)]
        case .synced:
            return [.message(from: .app, to: .storeKit, text: "AppStore.sync()", kind: .call)]
        case .refundRequested(let transactionID, _):
            return [.message(from: .app, to: .storeKit, text: "beginRefundRequest \(transactionID)", kind: .call)]
        case .refundDecided(let transactionID, let granted):
            return [.note(over: .appStore, text: "refund \(transactionID) \(granted ? "granted" : "declined")")]
        case .sheetCalled(let api, _):
            return [.message(from: .storeKit, to: .customer, text: "\(api.rawValue) sheet", kind: .sheet)]
        case .messageDelivered, .messageDisplayed:
            return [.message(from: .storeKit, to: .app, text: "Message.messages", kind: .call)]
        }
    }

    /// What the payment sheet asks the customer to pay: the regular price, or the offer's terms
    /// before it (`free trial P1W, then 2.99 USD`): a free trial's arrow labelled with the full
    /// price read as a charge that never happens (issue 45).
    static func charge(_ sheet: PaymentSheet) -> String {
        guard let terms = sheet.offer else { return "\(sheet.price)" }
        let offer = terms.offer
        if offer.oneTime { return "\(terms.price) once" }
        switch offer.paymentMode {
        case .freeTrial: return "free trial \(offer.billingPeriod.iso8601), then \(sheet.price)"
        case .payAsYouGo: return "\(terms.price) every \(offer.period.iso8601) for \(offer.periods), then \(sheet.price)"
        case .payUpFront: return "\(terms.price) for \(offer.billingPeriod.iso8601), then \(sheet.price)"
        }
    }

    /// ` free trial P1W started,` when the subscription starts in an offer's period, so its
    /// note says what began; empty without an offer.
    static func offerStarted(_ state: SubscriptionState) -> String {
        guard let offer = state.offer else { return "" }
        if offer.paymentMode == .freeTrial { return " free trial \(offer.billingPeriod.iso8601) started," }
        return " \(offer.type.rawValue) offer \(offer.paymentMode.rawValue) \(offer.billingPeriod.iso8601) started,"
    }

    /// `SKStoreProductParameterCampaignToken` → `CampaignToken`.
    static func shortKey(_ key: String) -> String {
        key.hasPrefix("SKStoreProductParameter") ? String(key.dropFirst("SKStoreProductParameter".count)) : key
    }

    /// ExternalPurchaseCustomLink.NoticeType's Swift case name.
    static func swiftName(_ type: NoticeType) -> String {
        switch type {
        case .withinApp: return "withinApp"
        case .browser: return "browser"
        }
    }
}
