import Foundation
import Testing
import StoreKitSim
@testable import StoreKitSimCatalogFiles

/// The Products.plist reader over good and malformed files: every error names the file, the
/// line and the key path, and a bad file yields no entries at all.
@Suite struct ProductsPlistReaderTests {
    static func plist(_ body: String) -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(body)
        </plist>

        """.utf8)
    }

    static func entry(id: String = "67890", title: String = "Partner Game", app: String = "<true/>",
                      campaign: String = "spring", provider: String = "118800", extra: String = "") -> String {
        """
        <dict>
        <key>productIdentifier</key>
        <string>\(id)</string>
        <key>title</key>
        <string>\(title)</string>
        <key>isApplication</key>
        \(app)
        <key>campaignToken</key>
        <string>\(campaign)</string>
        <key>providerToken</key>
        <string>\(provider)</string>\(extra)
        </dict>
        """
    }

    func read(_ data: [UInt8]) throws(CatalogFileError) -> MediaCatalogFile {
        try ProductsPlistReader(file: "Products.plist").read(data)
    }

    func error(_ data: [UInt8]) -> CatalogFileError? {
        do { _ = try read(data); return nil } catch { return error }
    }

    @Test func readsTheSampleShape() throws {
        let file = try read(Self.plist("<array>\n\(Self.entry())\n"
            + "\(Self.entry(id: "24680", title: "Album &amp; Co", app: "<false/>", campaign: "", provider: ""))\n</array>"))
        #expect(file.items == [
            MediaItem(id: "67890", title: "Partner Game", isApplication: true, campaignToken: "spring", providerToken: "118800"),
            MediaItem(id: "24680", title: "Album & Co", isApplication: false),
        ])
        #expect(file.notes.isEmpty)
    }

    @Test func unknownKeysAreNotesNotErrors() throws {
        let file = try read(Self.plist("<array>\n\(Self.entry(extra: "\n<key>price</key>\n<string>0.99</string>"))\n</array>"))
        #expect(file.items.count == 1)
        #expect(file.notes == ["Products.plist: [0].price: unknown key, skipped"])
    }

    @Test func missingOptionalKeysDefaultWithANote() throws {
        let file = try read(Self.plist("""
            <array><dict><key>productIdentifier</key><string>1</string><key>title</key><string>T</string></dict></array>
            """))
        #expect(file.items == [MediaItem(id: "1", title: "T", isApplication: false)])
        #expect(file.notes.contains("Products.plist: [0].isApplication: missing, taken as NO"))
    }

    @Test func brokenXMLGivesItsLine() {
        let error = error(Self.plist("<array>\n<dict>\n<key>title</key>\n<string>x</strin>\n</dict>\n</array>"))
        // libxml2's place, just past the mismatched end tag, and its names.
        #expect(error?.description == """
            Products.plist:7:18: not a valid property list: the end tag </strin> does not close <string> (opened at line 7)
            """)
    }

    @Test func truncatedXMLPointsAtTheEnd() {
        let error = error(Array("<plist>\n<array>\n<dict>\n".utf8))
        // libxml2's reader calls this "extra content at the end of the document"; the open element says more.
        #expect(error?.description == "Products.plist:3:7: not a valid property list: the file ends inside <dict> (opened at line 3)")
    }

    @Test func wrongTypeGivesLineAndKeyPath() {
        let body = "<array>\n\(Self.entry(app: "<string>YES</string>"))\n</array>"
        let error = error(Self.plist(body))
        #expect(error?.keyPath == "[0].isApplication")
        #expect(error?.line == 11)
        #expect(error?.message == "expected <true/> or <false/>, found <string>")
    }

    @Test func integerIsNotABoolean() {
        #expect(error(Self.plist("<array>\n\(Self.entry(app: "<integer>1</integer>"))\n</array>"))?.message
                == "expected <true/> or <false/>, found <integer>")
    }

    @Test func missingProductIdentifier() {
        let error = error(Self.plist("<array>\n<dict>\n<key>title</key>\n<string>T</string>\n</dict>\n</array>"))
        #expect(error?.keyPath == "[0].productIdentifier")
        #expect(error?.line == 5)
        #expect(error?.message?.hasPrefix("missing productIdentifier") == true)
    }

    @Test func productIdentifierMustBeDigits() {
        #expect(error(Self.plist("<array>\n\(Self.entry(id: "com.example.app"))\n</array>"))?.keyPath == "[0].productIdentifier")
        #expect(error(Self.plist("<array>\n\(Self.entry(id: ""))\n</array>"))?.message?.hasPrefix("must not be empty") == true)
    }

    @Test func duplicateIdsAreRefused() {
        let error = error(Self.plist("<array>\n\(Self.entry())\n\(Self.entry(title: "Again"))\n</array>"))
        #expect(error?.keyPath == "[1].productIdentifier")
        #expect(error?.message == "duplicate productIdentifier 67890 (also at [0].productIdentifier)")
    }

    @Test func tokenRulesAreChecked() {
        let long = String(repeating: "a", count: 41)
        let refused = error(Self.plist("<array>\n\(Self.entry(campaign: long))\n</array>"))
        #expect(refused?.keyPath == "[0].campaignToken")
        // The world's refusal, kept typed: the command layer words it (no words of its own here).
        #expect(refused?.problem == .refused(.campaignTokenTooLong(long, given: false)))
        #expect(refused?.message == nil)
        #expect(error(Self.plist("<array>\n\(Self.entry(campaign: String(repeating: "a", count: 40)))\n</array>")) == nil)
        // A provider token with an empty campaign token loads, as Apple's sample loads it.
        #expect(error(Self.plist("<array>\n\(Self.entry(campaign: ""))\n</array>")) == nil)
    }

    @Test func rootMustBeAnArrayOfDicts() {
        #expect(error(Self.plist("<dict/>"))?.message?.hasPrefix("the root must be an <array>") == true)
        #expect(error(Self.plist("<array><string>x</string></array>"))?.message == "expected a <dict>, found <string>")
    }

    @Test func nonXMLIsRefused() {
        #expect(error(Array("{ \"a\": 1 }".utf8))?.message?.hasPrefix("not an XML property list") == true)
        #expect(error(Array("bplist00\u{0}\u{1}".utf8))?.message?.hasPrefix("a binary property list") == true)
    }
}
