import Foundation
import Testing
import TestSupport

/// Every notification type and subtype the table sends, posted to a real HTTP server on
/// 127.0.0.1 and verified there as a backend would: Apple's App Store Server Library,
/// `verify_and_decode_notification` in SANDBOX mode against the tool's root (strict chain check,
/// no online checks), then the embedded transaction and renewal info. Runs Tests/python/venv.
@Suite struct NotificationVerificationTests {
    /// One stretch of session per row of the table, in order; the comment names what it sends.
    static let session = """
        signing environment sandbox
        dialogs off
        product add plus.gold --type auto-renewable --price 9.99 --group plus --level 1 --period P1M
        product add plus.silver --type auto-renewable --price 4.99 --group plus --level 2 --period P1M
        product add code.monthly --type auto-renewable --price 1.99 --group code --level 1 --period P1M
        product add code.lite --type auto-renewable --price 0.99 --group code --level 2 --period P1M
        request plus.gold plus.silver code.monthly code.lite
        offer add com.example.pro.monthly WELCOME --type code --mode freeTrial --period P1M
        offer add code.monthly FIRST --type code --mode freeTrial --period P1M
        buy com.example.pro.monthly
        auto-renew com.example.pro.monthly off
        auto-renew com.example.pro.monthly on
        price-increase request com.example.pro.monthly
        price-increase consent com.example.pro.monthly
        clock advance 31d
        grace-period 16d
        billing-issue on
        clock advance 29d
        clock advance 17d
        billing-issue off
        grace-period off
        billing-issue on
        clock advance 32d
        clock advance 70d
        billing-issue off
        redeem WELCOME
        subscription expire com.example.pro.monthly
        buy com.example.pro.monthly
        price-increase request com.example.pro.monthly
        clock advance 32d
        buy plus.silver
        buy plus.gold
        buy plus.silver
        auto-renew plus.gold off
        clock advance 32d
        buy com.example.pro.yearly
        product set com.example.pro.yearly --cleared off
        clock advance 400d
        buy com.example.gems
        transaction refund-request t10
        refund-request decline t10
        refund t10
        product set com.example.premium --family-shareable on
        family purchase com.example.premium
        family stop-sharing com.example.premium
        redeem FIRST
        subscription extend code.monthly 10
        buy code.lite
        subscription keep code.monthly
        refund reverse t10
        storefront set FRA
        token SERVICES
        clock advance 10d
        notifications test
        """

    /// What the server must decode, in order: type, subtype, product.
    static let expected: [(String, String?, String?)] = [
        ("SUBSCRIBED", "INITIAL_BUY", "com.example.pro.monthly"),
        ("DID_CHANGE_RENEWAL_STATUS", "AUTO_RENEW_DISABLED", "com.example.pro.monthly"),
        ("DID_CHANGE_RENEWAL_STATUS", "AUTO_RENEW_ENABLED", "com.example.pro.monthly"),
        ("PRICE_INCREASE", "PENDING", "com.example.pro.monthly"),
        ("PRICE_INCREASE", "ACCEPTED", "com.example.pro.monthly"),
        ("DID_RENEW", nil, "com.example.pro.monthly"),
        ("DID_FAIL_TO_RENEW", "GRACE_PERIOD", "com.example.pro.monthly"),
        ("GRACE_PERIOD_EXPIRED", nil, "com.example.pro.monthly"),
        ("DID_RENEW", "BILLING_RECOVERY", "com.example.pro.monthly"),
        ("DID_FAIL_TO_RENEW", nil, "com.example.pro.monthly"),
        ("EXPIRED", "BILLING_RETRY", "com.example.pro.monthly"),
        ("OFFER_REDEEMED", "RESUBSCRIBE", "com.example.pro.monthly"),
        ("EXPIRED", nil, "com.example.pro.monthly"),
        ("SUBSCRIBED", "RESUBSCRIBE", "com.example.pro.monthly"),
        ("PRICE_INCREASE", "PENDING", "com.example.pro.monthly"),
        ("EXPIRED", "PRICE_INCREASE", "com.example.pro.monthly"),
        ("SUBSCRIBED", "INITIAL_BUY", "plus.silver"),
        ("DID_CHANGE_RENEWAL_PREF", "UPGRADE", "plus.gold"),
        ("DID_CHANGE_RENEWAL_PREF", "DOWNGRADE", "plus.gold"),
        ("DID_CHANGE_RENEWAL_STATUS", "AUTO_RENEW_DISABLED", "plus.gold"),
        ("EXPIRED", "VOLUNTARY", "plus.gold"),
        ("SUBSCRIBED", "RESUBSCRIBE", "com.example.pro.yearly"),
        ("EXPIRED", "PRODUCT_NOT_FOR_SALE", "com.example.pro.yearly"),
        ("ONE_TIME_CHARGE", nil, "com.example.gems"),
        ("CONSUMPTION_REQUEST", nil, "com.example.gems"),
        ("REFUND_DECLINED", nil, "com.example.gems"),
        ("REFUND", nil, "com.example.gems"),
        ("REVOKE", nil, "com.example.premium"),
        ("OFFER_REDEEMED", "INITIAL_BUY", "code.monthly"),
        ("RENEWAL_EXTENDED", nil, "code.monthly"),
        ("DID_CHANGE_RENEWAL_PREF", "DOWNGRADE", "code.monthly"),
        ("DID_CHANGE_RENEWAL_PREF", nil, "code.monthly"),
        ("REFUND_REVERSED", nil, "com.example.gems"),
        ("EXTERNAL_PURCHASE_TOKEN", "UNREPORTED", nil),
        ("EXTERNAL_PURCHASE_TOKEN", "UNREPORTED", nil),
        ("TEST", nil, nil),
    ]

    struct Decoded: Decodable {
        struct Transaction: Decodable {
            var transactionId: String
            var productId: String
            var environment: String
            var revocationDate: Int64?
            var inAppOwnershipType: String?
        }
        struct Renewal: Decodable {
            var productId: String
            var autoRenewProductId: String
            var environment: String
            var expirationIntent: Int?
        }
        struct Token: Decodable {
            var externalPurchaseId: String
            var tokenCreationDate: Int64
        }
        var error: String?
        var externalPurchaseToken: Token?
        var notificationType: String?
        var knownType: Bool?
        var subtype: String?
        var knownSubtype: Bool?
        var notificationUUID: String?
        var environment: String?
        var version: String?
        var consumptionRequestReason: String?
        var transaction: Transaction?
        var renewal: Renewal?
    }

    @Test func everyTypeAndSubtypeVerifiesWithApplesLibraryInSandboxMode() throws {
        if let missing = NotificationReceiver.missing { Issue.record(Comment(rawValue: missing)); return }
        let receiver = try NotificationReceiver(answers: [200])
        let root = receiver.folder.path + "/root.der"
        let input = "notifications url \(receiver.url)\n" + Self.session + "\nsigning root \(root) --der\n"
        let run = try BinaryRunner.run(stdin: Data(input.utf8), timeout: 120)
        receiver.stop()
        #expect(run.status == 0, "\(run.stderr)")
        // The transcript's line for each notification: number, type, subtype, transaction.
        let made = run.stdout.split(separator: "\n").filter { $0.hasPrefix("notification ") && $0.contains(" uuid ") }.map(String.init)
        let verifier = ChildProcess.run(NotificationReceiver.python, [BuiltBinary.root + "/Tests/python/verify_notifications.py", root, receiver.log,
                                                                     "com.example.storekitsim", "1234567890"], mergeErrors: true)
        #expect(verifier.status == 0, "\(verifier.output)")
        let decoded = try verifier.output.split(separator: "\n").map { try JSONDecoder().decode(Decoded.self, from: Data($0.utf8)) }
        try #require(decoded.count == Self.expected.count, "\(decoded.count) notifications posted: \(verifier.output.prefix(2000))")
        for (index, (notification, expected)) in zip(decoded, Self.expected).enumerated() {
            #expect(notification.error == nil, "notification \(index + 1): \(notification.error ?? "")")
            #expect(notification.notificationType == expected.0 && notification.subtype == expected.1, "notification \(index + 1)")
            #expect(notification.knownType == true && notification.knownSubtype == true, "the library knows \(expected.0) \(expected.1 ?? "")")
            if expected.0 == "EXTERNAL_PURCHASE_TOKEN" {
                // No data: the library reads the environment from the id's SANDBOX prefix.
                #expect(notification.externalPurchaseToken?.externalPurchaseId.hasPrefix("SANDBOX_") == true && notification.version == "2.0")
                #expect(notification.externalPurchaseToken?.tokenCreationDate ?? 0 > 0)
            } else {
                #expect(notification.environment == "Sandbox" && notification.version == "2.0")
            }
            #expect(notification.notificationUUID.map { made[index].hasSuffix(" uuid " + $0) } == true, "\(made[index])")
            #expect(notification.transaction?.productId == expected.2)
            if let transaction = notification.transaction {
                #expect(transaction.environment == "Sandbox")
                // The embedded transaction is the one the transcript line names.
                #expect(made[index].contains(" t\(transaction.transactionId) uuid "), "\(made[index])")
            }
            let subscription = expected.2.map { $0.contains("monthly") || $0.contains("yearly") || $0.hasPrefix("plus.") } ?? false
            #expect((notification.renewal != nil) == subscription, "signedRenewalInfo for subscriptions only: \(made[index])")
            #expect(notification.renewal.map { $0.environment == "Sandbox" } ?? true)
        }
        // Details a handler branches on.
        #expect(decoded[18].renewal?.autoRenewProductId == "plus.silver", "the downgrade names the product it renews into")
        #expect(decoded[20].renewal?.expirationIntent == 1 && decoded[10].renewal?.expirationIntent == 2 && decoded[15].renewal?.expirationIntent == 3
                && decoded[22].renewal?.expirationIntent == 4)
        #expect(decoded[24].consumptionRequestReason == "OTHER")
        #expect(decoded[26].transaction?.revocationDate != nil && decoded[25].transaction?.revocationDate == nil)
        #expect(decoded[27].transaction?.inAppOwnershipType == "FAMILY_SHARED")
        #expect(Set(decoded.compactMap(\.notificationUUID)).count == decoded.count)
    }
}
