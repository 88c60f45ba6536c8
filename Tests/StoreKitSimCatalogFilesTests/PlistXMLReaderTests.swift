import Testing
@testable import StoreKitSimCatalogFiles

/// The one-pass property list reader over libxml2: values with their elements and places,
/// libxml2's syntax errors located, the format's rules checked, and a clear error when libxml2
/// cannot be opened.
@Suite struct PlistXMLReaderTests {
    func read(_ text: String, library: XMLLibrary = .standard) throws(CatalogFileError) -> PlistValue {
        try PlistXMLReader(file: "P.plist", library: library).read(Array(text.utf8))
    }

    func error(_ text: String) -> CatalogFileError? {
        do { _ = try read(text); return nil } catch { return error }
    }

    @Test func valuesKeepTheirElementAndPlace() throws {
        let root = try read("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n  <key>n</key>\n  <integer>-42</integer>\n  <key>r</key> "
            + "<real>0.5</real>\n  <key>b</key><false/>\n  <key>d</key><date>2024-01-31T12:00:00Z</date>\n  <key>x</key><data>AAEC\n  AwQ=</data>\n"
            + "  <key>s</key><string>a &amp; b<![CDATA[<c>]]></string>\n</dict>\n</plist>\n")
        guard case .dict(let members, let keys) = root.content else { Issue.record("not a dict"); return }
        #expect(keys == ["n", "r", "b", "d", "x", "s"])
        #expect((root.element, root.line, root.column) == ("dict", 3, 1))
        #expect(members["n"] == PlistValue(content: .integer(-42), element: "integer", line: 5, column: 3))
        #expect(members["r"] == PlistValue(content: .real(0.5), element: "real", line: 6, column: 16))
        #expect(members["b"]?.content == .bool(false))
        #expect(members["b"]?.elementText == "<false/>")
        #expect(members["d"]?.content == .date("2024-01-31T12:00:00Z"))
        #expect(members["x"]?.content == .data)
        #expect(members["s"]?.content == .string("a & b<c>"))
    }

    @Test func libxml2SyntaxErrorsAreLocated() {
        #expect(error("<plist>\n<array>\n  <string>x</strin>\n</array>\n</plist>")?.description
                == "P.plist:3:20: not a valid property list: the end tag </strin> does not close <string> (opened at line 3)")
        #expect(error("<plist>\n<array>\n<string>a < b</string></array></plist>")?.description
                == "P.plist:3:12: not a valid property list: startTag: invalid element name")
        #expect(error("<!DOCTYPE plist\n<plist/>")?.message == "not a valid property list: DOCTYPE improperly terminated")
        #expect(error("<plist><array/></plist>\n<array/>")?.description == """
            P.plist:2:1: not a valid property list: extra content at the end of the document
            """)
    }

    @Test func aDuplicateKeyIsFoundInTheOnePassWithItsPath() {
        let text = "<plist><array><dict>\n<key>productIdentifier</key><string>1</string>\n<key>n</key><dict>\n<key>a</key><true/>\n<key>a</key>"
            + "<false/>\n</dict></dict></array></plist>"
        #expect(error(text)?.description == "P.plist:5: [0].n.a: duplicate key 'a' (first at line 4); each key may appear once in a dict")
    }

    @Test func entitiesAreNeverExpanded() {
        // An internal subset is refused before libxml2 sees it; a reference to anything but the
        // five predefined entities is libxml2's located error; no DTD is ever fetched.
        #expect(error("<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<plist><string>&x;</string>"
            + "</plist>")?.description
                == "P.plist:2:17: a DOCTYPE with an internal subset (entity declarations) is not allowed in a property list")
        #expect(error("<plist>\n<string>&nope;</string></plist>")?.description == "P.plist:2:15: not a valid property list: entity 'nope' not "
            + "defined")
        #expect(error("<!DOCTYPE plist SYSTEM \"http://127.0.0.1:9/never.dtd\">\n<plist><string>&lt;&#x41;</string></plist>") == nil)
    }

    @Test func theFormatsRulesAreLocatedErrors() {
        let cases: [(String, String)] = [
            ("<plist>\n<array>\n  <thing/></array></plist>",
             """
                 P.plist:3:3: unknown element <thing>; a property list is made of plist, array, dict, key, string, integer, real, true, false, date \
                 and data
                 """),
            ("<plist><array>\n  hello</array></plist>",
                "P.plist:2: text 'hello' directly in <array>; text belongs in a <string> or another value element"),
            ("<plist><dict>\n  <key>a</key>\n</dict></plist>", "P.plist:2:3: a: the key 'a' has no value before </dict>"),
            ("<plist><dict><key>a</key>\n<key>b</key><true/></dict></plist>", "P.plist:1:14: a: the key 'a' has no value: a <key> follows it"),
            ("<plist><dict><true/></dict></plist>", "P.plist:1:14: a <true> in a <dict> needs a <key> before it"),
            ("<plist><array><key>a</key></array></plist>", "P.plist:1:15: a <key> belongs in a <dict>, not in <array>"),
            ("<plist><array><integer>12a</integer></array></plist>",
                "P.plist:1:15: bad <integer> text '12a': write whole decimal digits, such as 42"),
            ("<plist><array><integer>99999999999999999999</integer></array></plist>",
             "P.plist:1:15: bad <integer> text '99999999999999999999': out of range for a 64-bit integer"),
            ("<plist><array><real>1e999</real></array></plist>", "P.plist:1:15: bad <real> text '1e999': out of range"),
            ("<plist><array><date>yesterday</date></array></plist>",
             "P.plist:1:15: bad <date> text 'yesterday': write an ISO 8601 date in UTC, such as 2024-01-31T12:00:00Z"),
            ("<plist><array><data>!!!</data></array></plist>", "P.plist:1:15: bad <data> text '!!!': not Base64"),
            ("<plist><array><true>yes</true></array></plist>",
                "P.plist:1: text 'yes' directly in <true>; text belongs in a <string> or another value element"),
            ("<plist><array><true><string/></true></array></plist>", "P.plist:1:21: <string> inside <true>: a <true> holds nothing"),
            ("<plist><string><string/></string></plist>", "P.plist:1:16: <string> inside <string>: a <string> holds only text"),
            ("<plist><array/><array/></plist>", "P.plist:1:16: a <plist> holds one value; a second one, <array>, follows"),
            ("<plist/>", "P.plist:1:1: the <plist> holds no value"),
        ]
        for (text, expected) in cases {
            #expect(error(text)?.description == expected, "\(text)")
        }
    }

    @Test func aMissingLibraryIsAClearErrorNotATrap() {
        let missing = XMLLibrary(sonames: ["libstorekit-sim-no-such-xml.so.9"])
        do {
            _ = try read("<plist><array/></plist>", library: missing)
            Issue.record("read without libxml2")
        } catch {
            #expect(error.description?.hasPrefix("""
                P.plist: cannot read a property list: libxml2 could not be loaded (libstorekit-sim-no-such-xml.so.9: cannot open shared object file
                """) == true)
            #expect(error.hint == "nothing was loaded; install libxml2 (Debian's libxml2-dev; scripts/ensure-deps installs it)")
        }
        // A failed attempt leaves the library usable for the next reader.
        #expect(throws: Never.self) { try read("<plist><array/></plist>") }
    }
}
