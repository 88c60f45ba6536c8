import Testing
@testable import StoreKitSimDiagrams

/// The writers over a diagram built by hand: their whole input is `SequenceDiagram`, with no
/// session, history or world behind it.
@Suite struct DiagramWriterTests {
    static let purchase = SequenceDiagram(title: "buy; <gems>", items: [
        .command("buy com.example.gems # 1"),
        .message(from: .storeKit, to: .customer, text: "payment sheet", kind: .sheet),
        .message(from: .storeKit, to: .app, text: "paymentQueue(_:updatedTransactions:) t1 purchased", kind: .call),
        .message(from: .app, to: .storeKit, text: "finishTransaction(_:) t1", kind: .reply),
        .note(over: .app, text: "unlocks 100 gems"),
    ])

    @Test func mermaidWritesEveryItemWithItsArrowAndEscapes() {
        #expect(MermaidDiagramWriter().render(Self.purchase) == """
            sequenceDiagram
                title buy#59; #lt;gems#gt;
                participant Customer as Customer
                participant App as App
                participant StoreKit as StoreKit
                Note over Customer,StoreKit: #gt; buy com.example.gems #35; 1
                StoreKit->>Customer: sheet: payment sheet
                StoreKit->>App: paymentQueue(_:updatedTransactions:) t1 purchased
                App-->>StoreKit: finishTransaction(_:) t1
                Note over App: unlocks 100 gems

            """)
    }

    @Test func onlyLanesWithSomethingOnThemAreDrawn() {
        #expect(Self.purchase.participants == [.customer, .app, .storeKit])
        let server = SequenceDiagram(title: "", items: [.message(from: .appStore, to: .server, text: "DID_RENEW", kind: .call)])
        #expect(server.participants == [.appStore, .server])
        #expect(SequenceDiagram(title: "", items: [.command("echo")]).participants == [.app, .storeKit])
    }

    @Test func svgIsTheSameBytesEachTimeAndEscapesMarkup() {
        let svg = SVGDiagramWriter().render(Self.purchase)
        #expect(svg == SVGDiagramWriter().render(Self.purchase))
        #expect(svg.contains("buy; &lt;gems&gt;"))
        #expect(!svg.contains("<gems>"))
        #expect(!svg.contains(">Developer&apos;s server</text>"))
        #expect(DiagramFormat.svg.render(Self.purchase) == svg)
        #expect(DiagramFormat.forPath("a.SVG") == .svg && DiagramFormat.forPath("a.mmd") == .mermaid)
    }

    @Test func markupTextEscapesAndReplacesControls() {
        #expect(MarkupText.escape("a&b<'\"\u{1}\t", apostrophe: true) { _ in "?" } == "a&amp;b&lt;&apos;&quot;?\t")
        #expect(MarkupText.escape("'", apostrophe: false) { _ in "" } == "'")
    }
}
