import Testing
@testable import StoreKitSimCommands

/// Help wraps at spaces to the terminal's width, never inside a word.
@Suite struct TextWrapperTests {
    @Test func breaksAtSpacesWithinTheWidth() {
        let lines = TextWrapper.wrap("the transaction is purchasing while the payment sheet is up", width: 20)
        #expect(lines == ["the transaction is", "purchasing while the", "payment sheet is up"])
        #expect(lines.allSatisfy { $0.count <= 20 })
    }

    @Test func aLineThatFitsIsKeptAsItIs() {
        #expect(TextWrapper.wrap("  ID  a product", width: 15, indent: 6) == ["  ID  a product"])
        #expect(TextWrapper.wrap("anything at all", width: 0) == ["anything at all"])
    }

    @Test func continuationLinesHangUnderTheText() {
        let lines = TextWrapper.wrap("  ID  a product the app has fetched; omit it on a product page", width: 30, indent: 6)
        #expect(lines == ["  ID  a product the app has", "      fetched; omit it on a", "      product page"])
    }

    @Test func aWordLongerThanTheWidthStaysWhole() {
        let lines = TextWrapper.wrap("call ExternalPurchaseCustomLink.showNotice(type:) now", width: 12)
        #expect(lines == ["call", "ExternalPurchaseCustomLink.showNotice(type:)", "now"])
    }

    /// Too narrow for the summary column: the synopsis stands alone, the summary follows.
    @Test func aColumnThatDoesNotFitGivesTheLeftPartItsOwnLine() {
        let row = "  done" + String(repeating: " ", count: 40) + "  tap Done on the product page"
        #expect(TextWrapper.wrap(row, width: 40, indent: 48) == ["  done", "    tap Done on the product page"])
        // Wide enough: the summary keeps its column.
        #expect(TextWrapper.wrap(row, width: 70, indent: 48) == ["  done" + String(repeating: " ", count: 40) + "  tap Done on the",
            String(repeating: " ", count: 48) + "product page"])
    }

    @Test func joiningTheLinesGivesBackTheWords() {
        let text = """
            StoreKit calls paymentQueueDidChangeStorefront(_:) and the store UI refreshes. While a transaction is open, StoreKit first asks the \
            delegate.
            """
        for width in [10, 17, 33, 60] {
            let lines = TextWrapper.wrap(text, width: width, indent: 2)
            #expect(lines.flatMap { $0.split(separator: " ") } == text.split(separator: " "), "width \(width)")
        }
    }
}
