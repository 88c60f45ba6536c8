import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `storekit-sim diagram`: the golden diagrams under scenarios/diagrams are regenerated from
/// their scenarios and compared byte for byte, so a diagram cannot change without a reviewed diff.
@Suite struct DiagramTests {
    static let folder = BinaryRunner.root.appendingPathComponent("scenarios/diagrams")
    static let names = ["storefront-change-during-purchase", "product-page-campaign", "external-purchase-token-notice", "storekit2-purchase",
                        "free-trial-exploration"]

    @Test(arguments: names)
    func goldenSVGAndMermaidAreRegeneratedByteForByte(_ name: String) throws {
        let scenario = Self.folder.appendingPathComponent(name + ".scenario").path
        for (format, ext) in [("svg", "svg"), ("mermaid", "mmd")] {
            let result = try BinaryRunner.run(["diagram", scenario, "--format", format])
            #expect(result.status == 0, "\(result.stderr)")
            let golden = try Data(contentsOf: Self.folder.appendingPathComponent("\(name).\(ext)"))
            #expect(Data(result.stdout.utf8) == golden,
                "regenerate with: .build/debug/storekit-sim diagram scenarios/diagrams/\(name).scenario -o scenarios/diagrams/\(name).\(ext)")
        }
    }

    /// An exploration's diagram (issue 45): the free trial's sheet arrow and the App Store's note
    /// say the trial and its period, not the full price; `help` and `status` draw no band.
    @Test func freeTrialIsLabelledAndInspectionsDrawNoBand() throws {
        let mermaid = try String(contentsOf: Self.folder.appendingPathComponent("free-trial-exploration.mmd"), encoding: .utf8)
        #expect(mermaid.contains("StoreKit->>Customer: sheet: payment sheet com.example.pro.monthly free trial P1W, then 2.99 USD\n"))
        #expect(mermaid.contains("Note over AppStore: pro: com.example.pro.monthly free trial P1W started, until 2026-01-08T00:00:00Z\n"))
        #expect(!mermaid.contains("#gt; help"))
        #expect(!mermaid.contains("#gt; status"))
        // A command that changes the world keeps its band even when nothing is drawn under it.
        #expect(mermaid.contains("#gt; offer add com.example.pro.monthly trial"))
    }

    @Test func svgIsStandaloneXMLWithNoScriptOrNetworkAndADarkPalette() throws {
        let svg = try String(contentsOf: Self.folder.appendingPathComponent("external-purchase-token-notice.svg"), encoding: .utf8)
        let document = try XMLDocument(xmlString: svg)
        #expect(document.rootElement()?.name == "svg")
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("href"))
        #expect(!svg.contains("url("))
        #expect(!svg.contains("@import"))
        #expect(svg.contains("@media (prefers-color-scheme: dark)"))
        // Every lifeline and what the customer sees.
        for title in ["Customer", "App", "StoreKit", "App Store", "Developer&apos;s server"] { #expect(svg.contains(">\(title)</text>")) }
        #expect(svg.contains("disclosure notice (browser)"))
        #expect(svg.contains("showNotice(type: .browser)"))
        #expect(svg.contains("200 stored"))
    }

    @Test func storefrontChangeShowsTheDelegatesAnswerAndTheAlertAfterTheCallbacks() throws {
        let mermaid = try String(contentsOf: Self.folder.appendingPathComponent("storefront-change-during-purchase.mmd"), encoding: .utf8)
        let lines = mermaid.split(separator: "\n").map(String.init)
        let asked = try #require(lines.firstIndex { $0.contains("StoreKit->>App: paymentQueue(_:shouldContinue:in:) t1 JPN") })
        #expect(lines[asked + 1] == "    App-->>StoreKit: false")
        let changed = try #require(lines.firstIndex { $0.contains("paymentQueueDidChangeStorefront(_:) JPN") })
        let alert = try #require(lines.firstIndex { $0.contains("App->>Customer: alert: Starter Pack not available in Japan") })
        #expect(alert > changed)
        #expect(lines.contains("    StoreKit->>Customer: sheet: payment sheet com.example.gems 160 JPY"))
    }

    @Test func writesAtomicallyToOutAndReportsBadInput() throws {
        let folder = NSTemporaryDirectory() + "sks-diagram-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenario = Self.folder.appendingPathComponent("product-page-campaign.scenario").path
        let written = try BinaryRunner.run(["diagram", scenario, "-o", folder + "/page.svg"])
        #expect(written.status == 0)
        let svg = try String(contentsOfFile: folder + "/page.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("loadProduct(withParameters:) CampaignToken &quot;spring-promo&quot;"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["page.svg"])

        let missing = try BinaryRunner.run(["diagram", folder + "/missing.scenario"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("missing.scenario"))
        let badFormat = try BinaryRunner.run(["diagram", scenario, "--format", "png"])
        #expect(badFormat.status == 2)
        #expect(badFormat.stderr.contains("--format takes 'svg' or 'mermaid', not 'png'"))
        let noFolder = try BinaryRunner.run(["diagram", scenario, "-o", folder + "/no/such/folder/x.svg"])
        #expect(noFolder.status == 2)
        #expect(noFolder.stderr.contains("cannot write the diagram"))
    }

    @Test func theREPLCommandDrawsTheSessionSoFar() throws {
        let result = try BinaryRunner.run([], stdin: Data("storefront set JPN\nbuy com.example.gems\ndiagram\n".utf8))
        #expect(result.status == 0)
        #expect(result.stdout.contains("sequenceDiagram\n"))
        #expect(result.stdout.contains("    Note over Customer,AppStore: #gt; buy com.example.gems\n"))
        #expect(result.stdout.contains("    StoreKit->>Customer: sheet: payment sheet com.example.gems 160 JPY\n"))
        // The diagram command itself is not in its own diagram.
        #expect(!result.stdout.contains("#gt; diagram"))
    }
}
