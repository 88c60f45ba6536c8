import Foundation
import Testing
@testable import StoreKitSimCatalogFiles

/// Catalog files built to hurt (issue 17): duplicate keys, deep nesting, numbers out of range,
/// bytes that are not UTF-8, prices that do not fit, each refused with a location and fast.
@Suite struct HostileCatalogTests {
    func storeKitError(_ json: String) -> CatalogFileError? {
        storeKitError(bytes: Array(json.utf8))
    }

    func storeKitError(bytes: [UInt8]) -> CatalogFileError? {
        do { _ = try StoreKitConfigurationReader(file: "T.storekit").read(bytes); return nil } catch { return error }
    }

    func plistError(bytes: [UInt8]) -> CatalogFileError? {
        do { _ = try ProductsPlistReader(file: "P.plist").read(bytes); return nil } catch { return error }
    }

    func plistError(_ text: String) -> CatalogFileError? { plistError(bytes: Array(text.utf8)) }

    static func product(price: String) -> String {
        "{\"products\":[{\"productID\":\"p\",\"type\":\"Consumable\",\"displayPrice\":\"\(price)\"}]}"
    }

    @Test func aDuplicateJSONKeyIsLocatedAtTheSecond() {
        let error = storeKitError("{\n  \"products\": [{\n    \"productID\": \"a\",\n    \"productID\": \"b\"}]}")
        #expect(error?.description == """
            T.storekit:4:5: products[0].productID: duplicate key 'productID' (first at line 3); each key may appear once in an object
            """)
    }

    @Test func escapedAndPlainSpellingsOfOneKeyAreDuplicates() {
        #expect(storeKitError("{\"a\\u0062\":1,\"ab\":2}")?.message?.hasPrefix("duplicate key 'ab'") == true)
    }

    @Test func nestingIsLimitedAndFast() {
        let clock = ContinuousClock()
        var error: CatalogFileError?
        let elapsed = clock.measure {
            error = storeKitError("{\"products\":" + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000) + "}")
        }
        #expect(error?.message == "nested deeper than 64 levels of arrays and objects")
        #expect(error?.line == 1 && error?.column == 76) // the object is level 1, so the 64th [ is level 65
        #expect(elapsed < .seconds(2), "was 44 s with JSONDecoder")
        #expect(storeKitError("{\"products\":" + String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
            + "}")?.message?.hasPrefix("nested") != true)
    }

    @Test func numbersADoubleCannotHoldAreLocated() {
        #expect(storeKitError("{\n\"version\": 1e999}")?.description == "T.storekit:2:12: version: the number 1e999 is out of range")
        #expect(storeKitError("{\"version\": -1e400}")?.message == "the number -1e400 is out of range")
    }

    @Test func invalidUTF8IsLocated() {
        let error = storeKitError(bytes: Array("{\n \"a\": \"x".utf8) + [0xFF] + Array("\"}".utf8))
        #expect(error?.description == "T.storekit:2:9: invalid UTF-8 (save the file as UTF-8)")
    }

    @Test func syntaxErrorsAreLocatedInTheParsersOwnWords() {
        #expect(storeKitError("{\n  \"a\": ,}")?.description == """
            T.storekit:2:8: a: not valid JSON: expected a value (an object, array, string, number, true, false or null), found ','
            """)
        #expect(storeKitError("{\"a\": 1 \"b\": 2}")?.description == """
            T.storekit:1:9: not valid JSON: expected ',' or '}' after an object member, found '\"'
            """)
        #expect(storeKitError("{\"a\": [1, 2,]}")?.description == "T.storekit:1:13: a: not valid JSON: a comma before ']' is not allowed: remove it")
        #expect(storeKitError("{\"a\": 1,\n}")?.description == "T.storekit:2:1: not valid JSON: a comma before '}' is not allowed: remove it")
        #expect(storeKitError("{\"a\" 1}")?.description == "T.storekit:1:6: a: not valid JSON: expected ':' after the key 'a', found '1'")
        #expect(storeKitError("{\"a\": tru}")?.message == "not valid JSON: expected the literal true (true, false and null are lowercase and whole)")
        #expect(storeKitError("{\"a\": [1\u{A0}]}")?.message == "not valid JSON: expected ',' or ']' after an array element, found U+00A0")
        #expect(storeKitError("{\"a\": [1")?.message == "not valid JSON: unexpected end of file: an array is not closed with ']'")
        #expect(storeKitError("{\"a\":\"\\ud800\"}") != nil)
        #expect(storeKitError("{\"a\":1} x") != nil)
    }

    @Test func pricesAreExactDecimalText() {
        #expect(storeKitError(Self.product(price: "0.99")) == nil)
        #expect(storeKitError(Self.product(price: "999999999.99")) == nil)
        #expect(storeKitError(Self.product(price: "0.999")) == nil)
        #expect(storeKitError(Self.product(price: "0.9999"))?.message == """
            '0.9999' has 4 decimal places; a price has at most 3 (such as \"0.99\"), nothing is rounded
            """)
        #expect(storeKitError(Self.product(price: "99999999999999999999"))?.message?.hasSuffix("is too large a price; the most is 999999999.99 "
            + "(nine whole digits)") == true)
        let digits400 = storeKitError(Self.product(price: String(repeating: "9", count: 400)))
        #expect(digits400?.keyPath == "products[0].displayPrice")
        #expect(digits400?.message?.count ?? 1000 < 120, "the price is cut in the message")
        for bad in ["1.", ".5", "1,00", "-1", "1e3", "０.９９", "NaN"] {
            #expect(storeKitError(Self.product(price: bad))?.message?.hasSuffix("is not a price; write decimal text such as \"0.99\"") == true,
                "\(bad)")
        }
        let yen = "{\"settings\":{\"_storefront\":\"JPN\"},\"products\":[{\"productID\":\"p\",\"type\":\"Consumable\",\"displayPrice\":\"0.99\"}]}"
        // A real Xcode file priced 0.99 in a JPY (or RUB) storefront loads: the price is kept exactly.
        #expect(storeKitError(yen) == nil)
    }

    @Test func subscriptionPeriodsAreShort() {
        func period(_ text: String) -> CatalogFileError? {
            storeKitError("{\"subscriptionGroups\":[{\"name\":\"g\",\"subscriptions\":[{\"productID\":\"s\",\"type\":\"RecurringSubscription\",\""
                + "displayPrice\":\"1\",\"recurringSubscriptionPeriod\":\"\(text)\"}]}]}")
        }
        #expect(period("P1M") == nil)
        #expect(period("P99999999999999999999Y") != nil)
        #expect(period("P0M") != nil)
    }

    @Test func aPlistAttributeNameThatIsNotUTF8IsAnErrorNotATrap() {
        let error = plistError(bytes: Array("<plist a".utf8) + [0xC6] + Array("=\"1\"><array/></plist>".utf8))
        #expect(error?.description == "P.plist:1:9: invalid UTF-8 (save the file as UTF-8)")
    }

    @Test func aDuplicatePlistKeyIsLocated() {
        let error = plistError("<plist>\n<array>\n<dict>\n<key>productIdentifier</key><string>1</string>\n<key>title</key><string>a</string>\n<key>"
            + "title</key><string>b</string>\n</dict>\n</array>\n</plist>")
        #expect(error?.description == "P.plist:6: [0].title: duplicate key 'title' (first at line 5); each key may appear once in a dict")
    }

    @Test func plistNestingAndEntitiesAreRefused() {
        let deep = "<plist>" + String(repeating: "<array>", count: 10_000) + String(repeating: "</array>", count: 10_000) + "</plist>"
        #expect(plistError(deep)?.message == "elements nested deeper than 64 levels")
        let entity = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY a \"aa\">]>\n<plist><array/></plist>"
        #expect(plistError(entity)?.description == """
            P.plist:2:17: a DOCTYPE with an internal subset (entity declarations) is not allowed in a property list
            """)
        let doctype = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \""
            + "http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist><array/></plist>"
        #expect(plistError(doctype) == nil)
    }

    @Test func utf8CheckFindsEachKindOfBadSequence() {
        #expect(TextPosition.firstInvalidUTF8(Array("é日本😀".utf8)) == nil)
        for bad: [UInt8] in [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xE2, 0x82], [0xF8, 0x88, 0x80, 0x80, 0x80]] {
            #expect(TextPosition.firstInvalidUTF8([0x61] + bad) == 1, "\(bad)")
        }
    }
}

/// Inputs the fuzzers found (scripts/fuzz), kept so they stay fixed.
@Suite struct FuzzFoundTests {
    @Test func aProcessingInstructionWithoutDataIsRefusedBeforeXMLParserSeesIt() {
        // `<?x?>`: FoundationXML's XMLParser called strlen on a null pointer (found by the plist target).
        let bytes = Array("<?x?>\n<!DOCTYPE pli>\n\t\r<string>Part\u{1E}er Game</string>\n".utf8)
        do {
            _ = try ProductsPlistReader(file: "P.plist").read(bytes)
            Issue.record("accepted")
        } catch {
            #expect(error.description == """
                P.plist:1:1: a processing instruction (<?…?>) other than the <?xml …?> declaration at the start is not allowed in a property list
                """)
        }
    }

    @Test func aBrokenDeclarationCannotHideALaterProcessingInstruction() {
        // The declaration is not closed by "?>" at its first ">", so libxml2 later met `<?xmlzve?>` (found by the plist target).
        let bytes = Array("<?xml version=\"1.0\" e\u{10}ncoding=\"#>\n\t<di0\">\n<array>\n\t<dict>\n<?xmlzve?>\n</dict></array>".utf8)
        do {
            _ = try ProductsPlistReader(file: "P.plist").read(bytes)
            Issue.record("accepted")
        } catch {
            #expect(error.line == 1 && error.column == 1)
        }
        let ok = Array("\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist><array/></plist>".utf8)
        #expect(throws: Never.self) { try ProductsPlistReader(file: "P.plist").read(ok) }
    }
}
