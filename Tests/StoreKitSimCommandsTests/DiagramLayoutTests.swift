import Testing
import StoreKitSim
@testable import StoreKitSimCommands
@testable import StoreKitSimDiagrams

/// The SVG diagram's layout measured: every label's text box (its characters at the font's
/// width) lies between two lifelines and inside the frame; a note crosses only the lifeline it
/// is over; lanes with nothing on them are left out; StoreKit 2's vocabulary draws its calls.
@Suite struct DiagramLayoutTests {
    func diagram(_ lines: [String]) -> SequenceDiagram {
        let session = Session(sink: CollectingSink())
        for (index, line) in lines.enumerated() { session.execute(line, file: "s", line: index + 1) }
        return SequenceDiagram(title: "layout", steps: session.history.steps)
    }

    struct TextBox { var cls: String; var left: Int; var right: Int; var text: String }

    /// The frame's width, the lifelines' x and each text's box from the SVG's own attributes.
    func measure(_ svg: String) throws -> (width: Int, lifelines: [Int], boxes: [TextBox]) {
        let width = try #require(svg.firstMatch(of: /<svg [^>]*width="(\d+)"/).flatMap { Int($0.1) })
        let lifelines = svg.matches(of: /<line class="life" x1="(\d+)"/).compactMap { Int($0.1) }
        var boxes: [TextBox] = []
        for match in svg.matches(of: /<text class="(\w+)" x="(\d+)" y="\d+"( text-anchor="middle")?>([^<]*)<\/text>/) {
            let text = unescape(String(match.4))
            let x = Int(match.2) ?? 0
            let perCharacter = match.1 == "title" ? SVGDiagramWriter.titleCharWidth : SVGDiagramWriter.charWidth
            let width = text.count * perCharacter
            let left = match.3 == nil ? x : x - width / 2
            boxes.append(TextBox(cls: String(match.1), left: left, right: left + width, text: text))
        }
        return (width, lifelines, boxes)
    }

    func unescape(_ text: String) -> String {
        text.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"")
            .replacing("&apos;", with: "'").replacing("&amp;", with: "&")
    }

    func checkLayout(_ diagram: SequenceDiagram) throws {
        let svg = SVGDiagramWriter().render(diagram)
        let (width, lifelines, boxes) = try measure(svg)
        #expect(lifelines.count == diagram.participants.count)
        #expect(boxes.contains { $0.cls == "msgtext" })
        for box in boxes {
            #expect(box.left >= 0 && box.right <= width, "'\(box.text)' leaves the frame: \(box.left)-\(box.right) of \(width)")
            let crossed = lifelines.filter { box.left <= $0 && $0 <= box.right }
            switch box.cls {
            case "msgtext", "sheettext":
                #expect(crossed.isEmpty, "'\(box.text)' crosses a lifeline at \(crossed)")
            case "notetext", "headtext":
                // Over its own lifeline only, which it is centred on.
                #expect(crossed.count <= 1, "'\(box.text)' crosses \(crossed)")
                if let lane = crossed.first { #expect(abs((box.left + box.right) / 2 - lane) <= 12, "'\(box.text)' is not over \(lane)") }
            default:
                break
            }
        }
    }

    @Test func labelsStayBetweenLifelinesAndInsideTheFrame() throws {
        try checkLayout(diagram([
            "trace on", "product add com.example.a.very.long.product.identifier.for.layout --title 'A product with a long title' --price 9.99",
            "request com.example.a.very.long.product.identifier.for.layout com.example.gems",
            "buy com.example.a.very.long.product.identifier.for.layout", "storefront set JPN",
            "dialogs off", "buy com.example.pro.monthly", "clock advance 1mo", "finish all",
            "entitlement add com.apple.developer.storekit.external-purchase-link", "storefront set FRA", "device os 26.2",
            "token SERVICES", "server associate tok1 an-account-with-a-long-name", "load 12345 --campaign spring --provider 118800", "done",
        ]))
        try checkLayout(diagram(["vocabulary storekit2", "products com.example.pro.monthly com.example.gems", "purchase com.example.pro.monthly",
                                 "confirm", "transaction finish t1", "clock advance 1mo", "storefront set JPN"]))
    }

    @Test func lanesWithNothingOnThemAreLeftOut() throws {
        let purchase = diagram(["buy com.example.gems", "confirm", "finish t1"])
        #expect(purchase.participants == [.customer, .app, .storeKit])
        let svg = SVGDiagramWriter().render(purchase)
        #expect(!svg.contains(">Developer&apos;s server</text>") && !svg.contains(">App Store</text>"))
        let mermaid = MermaidDiagramWriter().render(purchase)
        #expect(!mermaid.contains("participant Server") && mermaid.contains("Note over Customer,StoreKit: #gt; buy com.example.gems"))
        #expect(diagram(["echo nothing"]).participants == [.app, .storeKit])
    }

    @Test func storeKit2DrawsItsCallsNotStoreKit1sCallbacks() {
        let texts = diagram(["vocabulary storekit2", "purchase com.example.pro.monthly", "confirm", "transaction finish t1",
                             "clock advance 1mo", "storefront set JPN", "purchase com.example.gems", "cancel"]).items.compactMap { item -> String? in
            if case .message(let from, let to, let text, _) = item { return "\(from)->\(to) \(text)" }
            return nil
        }
        #expect(texts.contains("app->storeKit product.purchase() com.example.pro.monthly"))
        #expect(texts.contains("storeKit->app purchase() .success(t1)"))
        #expect(texts.contains("app->storeKit transaction.finish() t1"))
        #expect(texts.contains("storeKit->app Transaction.updates t2 com.example.pro.monthly"))
        #expect(texts.contains("storeKit->app Storefront.updates JPN"))
        #expect(texts.contains("storeKit->app purchase() com.example.gems .userCancelled"))
        #expect(!texts.contains { $0.contains("paymentQueue(") })
        // The same commands in StoreKit 1's vocabulary draw its callbacks.
        let storeKit1 = diagram(["buy com.example.gems", "confirm", "finish t1"]).items
        #expect(storeKit1.contains { item in
            if case .message(_, _, let text, _) = item { return text.hasPrefix("paymentQueue(_:updatedTransactions:)") }
            return false
        })
    }
}
