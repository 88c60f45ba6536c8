import StoreKitSim

/// The one declaration of which world event becomes which App Store Server Notification V2
/// (App Store Server Notifications, "notificationType" and "subtype"). Help, the manual and the
/// session all read these rows; each is tested on its own.
public enum NotificationTable {
    /// The notifications `event` causes, in the table's order.
    public static func subjects(for event: WorldEvent, in world: World) -> [NotificationSubject] {
        rows.compactMap { $0.match(event, world) }
    }

    /// The row `notifications test` sends; no world event causes it.
    public static let test = NotificationRow(.test,
                                             when: "notifications test, as the App Store Server API's Request a Test Notification does") { _, _ in
        nil
    }

    /// The row of tokens left unreported: no single event causes it, the clock passing a deadline
    /// does (`unreportedTokens`).
    public static let unreportedToken = NotificationRow(.externalPurchaseToken, .unreported,
        when: "an external purchase token still unreported \(ExternalPurchaseServer.reportDeadline / 86_400) days after it was issued, "
            + "when the clock passes that day") { _, _ in nil }

    /// The row `consent rescind` sends: a parent or guardian withdrew consent for the child's
    /// account. No purchase event causes it; it is about the account, not a transaction.
    public static let rescindConsent = NotificationRow(.rescindConsent,
        when: "a parent or guardian withdrew consent for the child's account (consent rescind): appData with the app transaction",
        unconfirmed: "what else changes for the account; the tool changes nothing in the world") { _, _ in nil }

    public static let rows: [NotificationRow] = subscriptionRows + changeRows + purchaseRows + [unreportedToken, rescindConsent, test]

    /// EXTERNAL_PURCHASE_TOKEN UNREPORTED for each token with no report `reportDeadline` after its
    /// creation, at or before `time`, earliest first: (subject, the virtual time it falls due).
    /// The token's externalPurchaseId carries its environment (SANDBOX_ for sandbox tokens).
    public static func unreportedTokens(in world: World, upTo time: VirtualInstant) -> [(subject: NotificationSubject, at: VirtualInstant)] {
        world.external.server.due(world.external.tokens, now: time)
            .map { (NotificationSubject(.externalPurchaseToken, .unreported, token: $0), $0.created + ExternalPurchaseServer.reportDeadline) }
            .sorted { $0.at < $1.at }
    }

    /// A new subscription, renewals, billing retry, grace and expiry.
    static let subscriptionRows: [NotificationRow] = [
        NotificationRow(.subscribed, .initialBuy, when: "a first purchase of an auto-renewable subscription in its group") { event, world in
            started(event, world, first: true, redeemed: false).map {
                NotificationSubject(.subscribed, .initialBuy, transaction: $0.1, subscription: $0.0)
            }
        },
        NotificationRow(.subscribed, .resubscribe, when: "a purchase in a group whose subscription had expired") { event, world in
            started(event, world, first: false, redeemed: false).map {
                NotificationSubject(.subscribed, .resubscribe, transaction: $0.1, subscription: $0.0)
            }
        },
        NotificationRow(.offerRedeemed, .initialBuy, when: "a first subscription bought with an offer code, promotional or win-back offer",
                        unconfirmed: "whether SUBSCRIBED INITIAL_BUY is sent as well") { event, world in
            started(event, world, first: true, redeemed: true).map {
                NotificationSubject(.offerRedeemed, .initialBuy, transaction: $0.1, subscription: $0.0)
            }
        },
        NotificationRow(.offerRedeemed, .resubscribe, when: "a resubscription bought with an offer code, promotional or win-back offer",
                        unconfirmed: "whether SUBSCRIBED RESUBSCRIBE is sent as well") { event, world in
            started(event, world, first: false, redeemed: true).map {
                NotificationSubject(.offerRedeemed, .resubscribe, transaction: $0.1, subscription: $0.0)
            }
        },
        NotificationRow(.didRenew, when: "a renewal on the renewal date (or forced by a test)") { event, world in
            // A renewal that recovers from billing retry still carries its retry deadline: BILLING_RECOVERY tells it.
            guard case .subscriptions(.renewed(let state)) = event, state.billingRetryExpiresDate == nil else { return nil }
            return NotificationSubject(.didRenew, transaction: world.payments.transaction(state.latestTransactionID), subscription: state)
        },
        NotificationRow(.didRenew, .billingRecovery, when: "a renewal after the billing issue was fixed") { event, world in
            subscription(event, world) { if case .billingRecovered(let s) = $0 { s } else { nil } }
                .map { NotificationSubject(.didRenew, .billingRecovery, transaction: $0.1, subscription: $0.0) }
        },
        NotificationRow(.didFailToRenew, when: "a renewal failed on a billing issue, no grace period") { event, world in
            subscription(event, world) { if case .billingRetryEntered(let s) = $0, s.status == .inBillingRetryPeriod { s } else { nil } }
                .map { NotificationSubject(.didFailToRenew, transaction: $0.1, subscription: $0.0) }
        },
        NotificationRow(.didFailToRenew, .gracePeriod, when: "a renewal failed on a billing issue, in the billing grace period") { event, world in
            subscription(event, world) { if case .billingRetryEntered(let s) = $0, s.status == .inGracePeriod { s } else { nil } }
                .map { NotificationSubject(.didFailToRenew, .gracePeriod, transaction: $0.1, subscription: $0.0) }
        },
        NotificationRow(.gracePeriodExpired, when: "the billing grace period ended without a renewal") { event, world in
            subscription(event, world) { if case .gracePeriodEnded(let s) = $0 { s } else { nil } }
                .map { NotificationSubject(.gracePeriodExpired, transaction: $0.1, subscription: $0.0) }
        },
        expiredRow(.voluntary, .autoRenewDisabled, when: "expired after the customer turned auto-renew off"),
        expiredRow(.billingRetry, .billingError, when: "expired when billing retry ended without a renewal"),
        expiredRow(.priceIncrease, .didNotConsentToPriceIncrease, when: "expired for want of consent to a price increase"),
        expiredRow(.productNotForSale, .productUnavailable, when: "expired because the product was not for sale at renewal"),
        expiredRow(nil, .unknown, when: "expired by a test (subscription expire): \"some other reason\""),
    ]

    /// Changes of plan, auto-renew and price.
    static let changeRows: [NotificationRow] = [
        NotificationRow(.didChangeRenewalPref, .upgrade, when: "an upgrade, or a crossgrade to the same period length, at once") { event, world in
            guard case .subscriptions(.changed(_, _, let state, _)) = event else { return nil }
            return NotificationSubject(.didChangeRenewalPref, .upgrade, transaction: world.payments.transaction(state.latestTransactionID),
                                       subscription: state)
        },
        NotificationRow(.didChangeRenewalPref, .downgrade,
                        when: "a downgrade, or a crossgrade to another period length, from the next renewal") { event, world in
            guard case .subscriptions(.changeScheduled(_, let state)) = event else { return nil }
            return NotificationSubject(.didChangeRenewalPref, .downgrade, transaction: world.payments.transaction(state.latestTransactionID),
                                       subscription: state)
        },
        NotificationRow(.didChangeRenewalPref, when: "the customer kept the current plan: a pending downgrade was cancelled") { event, world in
            subscription(event, world) { if case .changeCancelled(let s, _) = $0 { s } else { nil } }
                .map { NotificationSubject(.didChangeRenewalPref, transaction: $0.1, subscription: $0.0) }
        },
        NotificationRow(.renewalExtended, when: "the renewal date was extended (subscription extend)") { event, world in
            subscription(event, world) { if case .renewalExtended(let s, _) = $0 { s } else { nil } }
                .map { NotificationSubject(.renewalExtended, transaction: $0.1, subscription: $0.0) }
        },
        autoRenewRow(.autoRenewEnabled, on: true, when: "the customer turned auto-renew back on"),
        autoRenewRow(.autoRenewDisabled, on: false, when: "the customer turned auto-renew off"),
        priceIncreaseRow(.pending, .pending, when: "a price increase that needs consent was announced"),
        priceIncreaseRow(.accepted, .agreed, when: "the customer consented to the price increase"),
    ]

    /// One-time purchases, refunds and Family Sharing.
    static let purchaseRows: [NotificationRow] = [
        NotificationRow(.oneTimeCharge, when: "a consumable, non-consumable or non-renewing subscription purchased",
                        unconfirmed: "whether a family member's own purchase of a shared product is sent to this app") { event, world in
            guard case .payments(.transactionUpdated(let transaction)) = event, transaction.state == .purchased, !transaction.isRenewal,
                  transaction.ownership == .purchased, let type = world.catalog.product(transaction.productID)?.type, type != .autoRenewable
            else { return nil }
            return NotificationSubject(.oneTimeCharge, transaction: transaction)
        },
        NotificationRow(.refund, when: "the App Store refunded a transaction (refund, or a granted refund request)") { event, world in
            guard case .payments(.refunded(let transaction)) = event else { return nil }
            return NotificationSubject(.refund, transaction: transaction, subscription: renewalState(of: transaction, world))
        },
        NotificationRow(.refundReversed, when: "the App Store reversed a refund it had granted (refund reverse)") { event, world in
            guard case .payments(.refundReversed(let transaction)) = event else { return nil }
            return NotificationSubject(.refundReversed, transaction: transaction, subscription: renewalState(of: transaction, world))
        },
        NotificationRow(.refundDeclined, when: "the App Store declined a refund request") { event, world in
            guard case .storeKit2(.refundDecided(let id, false)) = event, let transaction = world.payments.transaction(id) else { return nil }
            return NotificationSubject(.refundDeclined, transaction: transaction, subscription: renewalState(of: transaction, world))
        },
        NotificationRow(.consumptionRequest, when: "a customer asked for a refund (Transaction.beginRefundRequest returned success)",
                        unconfirmed: "consumptionRequestReason: the simulator does not model the customer's reason and sends OTHER") { event, world in
            guard case .storeKit2(.refundRequested(let id, .success)) = event, let transaction = world.payments.transaction(id) else { return nil }
            return NotificationSubject(.consumptionRequest, transaction: transaction, subscription: renewalState(of: transaction, world),
                                       consumptionRequestReason: "OTHER")
        },
        NotificationRow(.revoke, when: "a family member stopped sharing a purchase (or left the family)") { event, world in
            guard case .payments(.familySharingStopped(let transaction)) = event else { return nil }
            return NotificationSubject(.revoke, transaction: transaction, subscription: renewalState(of: transaction, world))
        },
    ]

    // MARK: Row makers

    /// The subscription of a started group and its transaction, for a first purchase (`first`) or
    /// a resubscription, with (`redeemed`) or without a redeemed offer.
    static func started(_ event: WorldEvent, _ world: World, first: Bool, redeemed: Bool) -> (SubscriptionState, PaymentTransaction?)? {
        guard case .subscriptions(.started(let state)) = event,
              (state.originalTransactionID == state.latestTransactionID) == first else { return nil }
        let transaction = world.payments.transaction(state.latestTransactionID)
        let offer = transaction?.offer?.type
        guard (offer == .code || offer == .promotional || offer == .winBack) == redeemed else { return nil }
        return (state, transaction)
    }

    static func subscription(_ event: WorldEvent, _ world: World,
                             _ pick: (SubscriptionEvent) -> SubscriptionState?) -> (SubscriptionState, PaymentTransaction?)? {
        guard case .subscriptions(let change) = event, let state = pick(change) else { return nil }
        return (state, world.payments.transaction(state.latestTransactionID))
    }

    static func expiredRow(_ subtype: NotificationSubtype?, _ reason: ExpirationReason, when: String) -> NotificationRow {
        NotificationRow(.expired, subtype, when: when) { event, world in
            subscription(event, world) { if case .expired(let s) = $0, s.expirationReason == reason { s } else { nil } }
                .map { NotificationSubject(.expired, subtype, transaction: $0.1, subscription: $0.0) }
        }
    }

    static func autoRenewRow(_ subtype: NotificationSubtype, on: Bool, when: String) -> NotificationRow {
        NotificationRow(.didChangeRenewalStatus, subtype, when: when) { event, world in
            subscription(event, world) { if case .autoRenewChanged(let s) = $0, s.autoRenew == on { s } else { nil } }
                .map { NotificationSubject(.didChangeRenewalStatus, subtype, transaction: $0.1, subscription: $0.0) }
        }
    }

    static func priceIncreaseRow(_ subtype: NotificationSubtype, _ status: PriceIncreaseStatus, when: String) -> NotificationRow {
        NotificationRow(.priceIncrease, subtype, when: when) { event, world in
            subscription(event, world) { if case .priceIncrease(let s) = $0, s.priceIncrease == status { s } else { nil } }
                .map { NotificationSubject(.priceIncrease, subtype, transaction: $0.1, subscription: $0.0) }
        }
    }

    /// The group's subscription when `transaction` is one of its transactions.
    static func renewalState(of transaction: PaymentTransaction, _ world: World) -> SubscriptionState? {
        let original = transaction.originalTransactionID ?? transaction.id
        return (world.subscriptions.all + world.subscriptions.allFamilyShared).first { $0.originalTransactionID == original }
    }
}
