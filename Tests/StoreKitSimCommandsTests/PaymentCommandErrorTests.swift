import Testing
import StoreKitSim
@testable import StoreKitSimCommands

/// Errors of the products and payments commands point at the word they are about, with a hint.
@Suite struct PaymentCommandErrorTests {
    func diagnostics(_ lines: [String]) -> [Diagnostic] {
        let sink = CollectingSink()
        let session = Session(sink: sink)
        for (index, line) in lines.enumerated() { session.execute(line, file: "f", line: index + 1) }
        return sink.diagnostics
    }

    @Test func buyOfAnIDNoRequestReturnedPointsAtTheID() throws {
        let found = diagnostics(["buy com.example.gemz"])
        let diagnostic = try #require(found.first)
        #expect(diagnostic.code == "product-not-fetched")
        #expect(diagnostic.range?.start.column == 5)
        #expect(diagnostic.range?.endColumn == 21)
        #expect(diagnostic.hint?.contains("'fetch'") == true)
    }

    @Test func finishOfAnUnknownTransactionPointsAtIt() throws {
        let diagnostic = try #require(diagnostics(["finish t9"]).first)
        #expect(diagnostic.code == "unknown-transaction")
        #expect(diagnostic.range?.start.column == 8)
        #expect(diagnostic.hint != nil)
    }

    @Test func wrongStatesAreErrorsWithHints() {
        let found = diagnostics(["confirm", "buy com.example.gems", "finish t1", "approve t1", "buy com.example.gems", "cancel", "cancel",
                                 "product add x --price 1.2.3", "availability com.example.gems JPN --everywhere"])
        #expect(found.map(\.code) == ["no-payment-sheet", "not-finishable", "not-deferred", "sheet-up", "no-sheet", "bad-price",
            "conflicting-arguments"])
        #expect(found.allSatisfy { $0.hint != nil })
        #expect(found[1].range?.start.column == 8)
        #expect(found[5].range?.start.column == 23)
    }

    @Test func storefrontChangePrintsTheFailureAndTheAlert() {
        let sink = CollectingSink()
        let session = Session(sink: sink)
        for line in ["buy com.example.starter", "storefront set JPN"] { session.execute(line) }
        #expect(sink.lines.suffix(4) == ["storefront JPN 143462 Japan", "t1 com.example.starter failed storeProductNotAvailable",
                                         "alert \"Starter Pack\" is not available in Japan: the purchase was not completed",
                                         "why: the app's delegate answered false to paymentQueue(_:shouldContinue:in:) for t1 in Japan; "
                                             + "the App Store did not refuse it"], "the delegate's refusal, worded as the delegate's")
    }
}
