import Foundation
import Testing
import StoreKitSimReport

/// `test --html`: the report's files, and what a browser draws from them.
@Suite(.serialized) struct HTMLReportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let diagrams = ["storefront-change-during-purchase", "product-page-campaign", "external-purchase-token-notice"]

    /// The three diagram scenarios (passing) and one whose expected output is wrong.
    private func reports() throws -> (folder: String, reports: [ScenarioReport]) {
        let folder = NSTemporaryDirectory() + "sks-html-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "# Expects the wrong name.\n> storefront set JPN\nstorefront JPN 143462 Nippon\n> buy com.example.gems\n...\n"
            .write(toFile: folder + "/wrong-name.scenario", atomically: true, encoding: .utf8)
        let paths = Self.diagrams.map { Self.root.appendingPathComponent("scenarios/diagrams/\($0).scenario").path }
            + [folder + "/wrong-name.scenario"]
        return (folder, paths.map(ScenarioReport.run))
    }

    @Test func indexHasEachStatusCountsAndALinkToTheFirstDifference() throws {
        let (folder, reports) = try reports()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(reports.map(\.status) == [.passed, .passed, .passed, .failed])
        let files = HTMLReportWriter().files(reports)
        #expect(files.map(\.name) == ["index.html", "001-storefront-change-during-purchase.html", "001-storefront-change-during-purchase.svg",
                                      "002-product-page-campaign.html", "002-product-page-campaign.svg",
                                      "003-external-purchase-token-notice.html", "003-external-purchase-token-notice.svg",
                                      "004-wrong-name.html", "004-wrong-name.svg"])
        let index = files[0].contents
        #expect(index.contains("3 passed</span> · <span class=\"failed\">1 failed</span>"))
        #expect(index.contains("<a href=\"004-wrong-name.html#line-2\">line 2: storefront set JPN</a>"))
        #expect(!index.contains("<script"))
        let page = try #require(files.first { $0.name == "004-wrong-name.html" }).contents
        #expect(page.contains("<span class=\"command differs\" id=\"line-2\">&gt; storefront set JPN</span>\n<del>- storefront JPN 143462 "
            + "Nippon</del>\n<ins>+ storefront JPN 143462 Japan</ins>\n"))
        #expect(page.contains("<img src=\"004-wrong-name.svg\""))
        // Deterministic: the same reports give the same bytes.
        #expect(HTMLReportWriter().files(reports).map(\.contents) == files.map(\.contents))
    }

    @Test func aMalformedFileIsListedWithItsLocatedError() throws {
        let folder = NSTemporaryDirectory() + "sks-html-bad-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "stray output\n".write(toFile: folder + "/bad.scenario", atomically: true, encoding: .utf8)
        let report = ScenarioReport.run(folder + "/bad.scenario")
        #expect(report.status == .malformed)
        let index = HTMLReportWriter().files([report])[0].contents
        #expect(index.contains("<td class=\"status\">malformed</td>"))
        #expect(index.contains("bad.scenario:1:"))
    }

    @Test func chromiumRendersTheReportAndAnSVGAndTheDOMHoldsEachScenario() throws {
        guard Chromium.path != nil else {
            Issue.record(Comment(rawValue: Chromium.missing))
            return
        }
        let (folder, reports) = try reports()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/report"
        try HTMLReportWriter().write(reports, to: out)
        let index = URL(fileURLWithPath: out + "/index.html")

        let dom = try #require(try Chromium.dumpDOM(index))
        for name in Self.diagrams + ["wrong-name"] { #expect(dom.contains("\(name).scenario</a>"), "\(name) is not in the DOM") }
        #expect(dom.contains("<td class=\"status\">failed</td>"))
        let page = try #require(try Chromium.dumpDOM(URL(fileURLWithPath: out + "/004-wrong-name.html")))
        #expect(page.contains("<del>- storefront JPN 143462 Nippon</del>"))

        let shot = folder + "/index.png"
        #expect(try Chromium.screenshot(index, to: shot, width: 900, height: 500))
        let census = try #require(try PNGCensus.count(shot))
        #expect(census.background == [255, 255, 255])
        #expect(census.foreground > 2_000, "the index looks blank: \(census)")
        #expect(census.colours > 10)

        // A diagram, light and dark: drawn on its own background, with text and lines on it.
        let svg = URL(fileURLWithPath: out + "/003-external-purchase-token-notice.svg")
        for dark in [false, true] {
            let png = folder + "/svg-\(dark).png"
            #expect(try Chromium.screenshot(svg, to: png, width: 1000, height: 700, dark: dark))
            let drawn = try #require(try PNGCensus.count(png))
            #expect(drawn.foreground > 5_000, "the diagram looks blank (dark \(dark)): \(drawn)")
            #expect(drawn.colours > 10)
            // The top-left pixel is the diagram's own background: white, or near black in dark mode.
            #expect(dark ? drawn.background.allSatisfy { $0 < 60 } : drawn.background == [255, 255, 255], "\(drawn)")
        }
    }
}
