import Foundation
import StoreKitSimCommands
import Testing
@testable import StoreKitSimulator

/// The library and the command language tell one world: the same flow run both ways gives the
/// same transaction fields and the same JWS payload.
struct CommandAgreementTests {
    /// The command language's run of a flow, and `transaction jws ID`'s payload line.
    private func commandPayload(_ lines: [String], jwsOf id: String) throws -> String {
        let sink = CollectingSink()
        let session = Session(sink: sink)
        for line in lines { #expect(session.execute(line), "\(line): \(sink.lines)") }
        _ = sink.take()
        #expect(session.execute("transaction jws \(id)"))
        let printed = sink.take()
        return try #require(printed.first { $0.hasPrefix("payload ") }).dropFirst(8).description
    }

    /// The JSON object of a JWS's middle part.
    private func decodedPayload(_ jws: String) throws -> [String: Any] {
        let parts = jws.split(separator: ".")
        try #require(parts.count == 3)
        var base64 = parts[1].replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        let data = try #require(Data(base64Encoded: base64))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func subscriptionPurchaseWithTokenAgrees() async throws {
        let token = UUID(uuidString: "45812C9B-C296-43D3-B6A0-C5A02F74BF6E")!
        let session = SKTestSession()
        let transaction: Transaction = try await session.bind {
            try session.run("storefront set JPN")
            let product = try #require(try await Product.products(for: ["com.example.pro.monthly"]).first)
            guard case .success(let result) = try await product.purchase(options: [.appAccountToken(token), .quantity(1)]) else {
                throw StoreKitSimulatorError.commandFailed(command: "purchase", message: "no success")
            }
            #expect(result == .verified(try result.payloadValue))
            return try result.payloadValue
        }
        let expected = try commandPayload(["vocabulary storekit2", "dialogs off", "storefront set JPN", "products com.example.pro.monthly",
                                           "purchase com.example.pro.monthly --app-account-token 45812c9b-c296-43d3-b6a0-c5a02f74bf6e"],
                                          jwsOf: "t1")
        #expect(String(decoding: transaction.jsonRepresentation, as: UTF8.self) == expected)

        // The JWS carries that payload, and the Transaction's fields say what the payload says.
        let payload = try decodedPayload(transaction.jws)
        #expect(payload["transactionId"] as? String == String(transaction.id))
        #expect(payload["originalTransactionId"] as? String == String(transaction.originalID))
        #expect(payload["productId"] as? String == transaction.productID)
        #expect(payload["bundleId"] as? String == transaction.appBundleID)
        #expect(payload["subscriptionGroupIdentifier"] as? String == transaction.subscriptionGroupID)
        #expect(payload["webOrderLineItemId"] as? String == transaction.webOrderLineItemID)
        #expect((payload["purchaseDate"] as? NSNumber)?.int64Value == Int64(transaction.purchaseDate.timeIntervalSince1970 * 1000))
        #expect((payload["expiresDate"] as? NSNumber)?.int64Value == transaction.expirationDate.map { Int64($0.timeIntervalSince1970 * 1000) })
        #expect((payload["quantity"] as? NSNumber)?.intValue == transaction.purchasedQuantity)
        #expect(payload["appAccountToken"] as? String == transaction.appAccountToken?.uuidString.lowercased())
        #expect(payload["storefront"] as? String == transaction.storefront.countryCode)
        #expect(payload["storefrontId"] as? String == transaction.storefront.id)
        #expect(payload["currency"] as? String == transaction.currency?.identifier)
        #expect((payload["price"] as? NSNumber)?.int64Value == transaction.price.map { NSDecimalNumber(decimal: $0 * 1000).int64Value })
        #expect(payload["type"] as? String == "Auto-Renewable Subscription")
        #expect(transaction.productType == .autoRenewable)
        #expect(payload["environment"] as? String == transaction.environment.rawValue)
        #expect(payload["transactionReason"] as? String == transaction.reason.rawValue)
        #expect(payload["inAppOwnershipType"] as? String == transaction.ownershipType.rawValue)
        #expect(payload["appTransactionId"] as? String == transaction.appTransactionID)
        #expect(payload["isUpgraded"] as? Bool == transaction.isUpgraded)
        #expect(transaction.storefront.countryCode == "JPN")
    }

    @Test func freeTrialOfferAgrees() async throws {
        let offer = "offer add com.example.pro.monthly trial --type introductory --mode freeTrial --period P1W"
        let session = SKTestSession()
        try session.run(offer)
        let trial: Transaction = try await session.bind {
            let product = try #require(try await Product.products(for: ["com.example.pro.monthly"]).first)
            guard case .success(let result) = try await product.purchase() else {
                throw StoreKitSimulatorError.commandFailed(command: "purchase", message: "no success")
            }
            return result.unsafePayloadValue
        }
        let lines = ["vocabulary storekit2", "dialogs off", offer, "products com.example.pro.monthly", "purchase com.example.pro.monthly"]
        #expect(String(decoding: trial.jsonRepresentation, as: UTF8.self) == (try commandPayload(lines, jwsOf: "t1")))
        let payload = try decodedPayload(trial.jws)
        #expect((payload["offerType"] as? NSNumber)?.intValue == trial.offer?.type.rawValue)
        #expect(payload["offerDiscountType"] as? String == trial.offer?.paymentMode?.rawValue)
        #expect(payload["offerIdentifier"] == nil && trial.offer?.id == nil)
        #expect((payload["price"] as? NSNumber)?.int64Value == 0 && trial.price == 0)
    }

    @Test func renewalAndRefundAgree() async throws {
        let session = SKTestSession()
        let (renewal, refunded): (Transaction, Transaction) = try await session.bind {
            let product = try #require(try await Product.products(for: ["com.example.pro.monthly", "com.example.premium"]).first)
            _ = try await product.purchase()
            let premium = try #require(try await Product.products(for: ["com.example.premium"]).first)
            _ = try await premium.purchase()
            try await session.advance(by: .seconds(31 * 86_400))
            try session.refundTransaction(identifier: 2)
            let renewal = try #require(await Transaction.latest(for: "com.example.pro.monthly")).unsafePayloadValue
            let refunded = try #require(await Transaction.latest(for: "com.example.premium")).unsafePayloadValue
            return (renewal, refunded)
        }
        let lines = ["vocabulary storekit2", "dialogs off", "products com.example.pro.monthly com.example.premium",
                     "purchase com.example.pro.monthly", "purchase com.example.premium", "clock advance 31d", "refund t2"]
        #expect(String(decoding: renewal.jsonRepresentation, as: UTF8.self) == (try commandPayload(lines, jwsOf: "t3")))
        #expect(String(decoding: refunded.jsonRepresentation, as: UTF8.self) == (try commandPayload(lines, jwsOf: "t2")))
        #expect(renewal.reason == .renewal)
        #expect(renewal.originalID == 1)
        #expect(refunded.revocationDate == Date(timeIntervalSince1970: 1_767_225_600 + 31 * 86_400))
        let payload = try decodedPayload(refunded.jws)
        #expect((payload["revocationDate"] as? NSNumber)?.int64Value == Int64(1_767_225_600 + 31 * 86_400) * 1000)
        #expect((payload["revocationReason"] as? NSNumber)?.intValue == refunded.revocationReason?.rawValue)
    }

    @Test func theLibrarysCallsAreInTheTranscript() async throws {
        let session = SKTestSession()
        try await session.bind {
            let gems = try #require(try await Product.products(for: ["com.example.gems"]).first)
            _ = try await gems.purchase()
        }
        #expect(session.transcript == [
            "Product.products(for:) 1 of 1",
            "product com.example.gems 0.99 USD \"100 Gems\" consumable",
            "purchase() .success(.verified(t1 com.example.gems purchaseDate 2026-01-01T00:00:00Z))",
        ])
        let diagram = try session.diagram()
        #expect(diagram.hasPrefix("sequenceDiagram"))
        #expect(diagram.contains("purchase"))
    }
}
