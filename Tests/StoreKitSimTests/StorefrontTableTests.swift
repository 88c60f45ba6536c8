import Foundation
import Testing
@testable import StoreKitSim

/// The storefront table against storefronts.tsv, this target's resource: every row by all three codes.
@Suite struct StorefrontTableTests {
    struct Row { let alpha3, alpha2: String; let id: Int; let name, currency: String }

    static func rows() throws -> [Row] {
        let url = try #require(Bundle.module.url(forResource: "storefronts", withExtension: "tsv"))
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").dropFirst().map { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Row(alpha3: f[0], alpha2: f[1], id: Int(f[2])!, name: f[3], currency: f[4])
        }
    }

    @Test func everyRowResolvesByAllThreeCodesInAnyCase() throws {
        let rows = try Self.rows()
        #expect(rows.count == 175)
        #expect(Storefront.all.count == 175)
        for row in rows {
            for code in [row.alpha3, row.alpha2, String(row.id), row.alpha3.lowercased(), row.alpha2.lowercased()] {
                let storefront = try #require(Storefront.resolve(code), "\(code) does not resolve")
                #expect(storefront.countryCode == row.alpha3)
                #expect(storefront.alpha2 == row.alpha2)
                #expect(storefront.identifier == row.id)
                #expect(storefront.name == row.name)
                #expect(row.currency.split(separator: "|").map(String.init).contains(storefront.currency))
            }
        }
    }

    @Test func codesAreUnique() {
        #expect(Set(Storefront.all.map(\.countryCode)).count == 175)
        #expect(Set(Storefront.all.map(\.alpha2)).count == 175)
        #expect(Set(Storefront.all.map(\.identifier)).count == 175)
    }

    @Test func japanIs143462AndUnknownCodesDoNotResolve() {
        #expect(Storefront.resolve("jp")?.identifier == 143462)
        #expect(Storefront.resolve("143462")?.countryCode == "JPN")
        #expect(Storefront.resolve("XYZ") == nil)
        #expect(Storefront.resolve("") == nil)
        #expect(Storefront.resolve("AND") == nil, "Andorra is not an App Store storefront (facts 1.3)")
    }

    @Test func matchingSearchesCodesNamesAndCurrencies() {
        #expect(Storefront.matching("japan").map(\.countryCode) == ["JPN"])
        #expect(Storefront.matching("JPY").map(\.countryCode) == ["JPN"])
        #expect(Storefront.matching("").count == 175)
        #expect(Storefront.matching("EUR").contains { $0.countryCode == "FRA" })
        #expect(Storefront.matching("zzzz").isEmpty)
    }

    @Test func oneBufferSearchAnswersAsTheKeyByKeyScan() {
        // Every substring of up to four bytes of every key (codes, ids, names, currencies, the
        // NUL between fields), in other cases too, and text that spans two storefronts' keys.
        var needles: Set<String> = ["", "zzzz", "a", "JAPAN", "1434", "united", "eur", "ngapore\u{0}", "\u{0}"]
        for key in Storefront.searchKeys {
            for start in key.indices {
                for length in 1...4 where start + length <= key.count {
                    let text = String(decoding: key[start..<(start + length)], as: UTF8.self)
                    needles.insert(text)
                    needles.insert(text.uppercased())
                }
            }
        }
        let joined = Storefront.searchKeys.map { String(decoding: $0, as: UTF8.self) }
        for pair in zip(joined, joined.dropFirst()) { needles.insert(String(pair.0.suffix(3)) + String(pair.1.prefix(3))) }
        for needle in needles {
            #expect(Storefront.matching(needle) == Storefront.matchingKeyByKey(needle), "\(needle)")
        }
    }
}

@Suite struct VirtualClockTests {
    @Test func startsAtTheFixedInstant() {
        #expect(VirtualClock().iso8601 == "2026-01-01T00:00:00Z")
    }

    @Test(arguments: [
        (Int64(0), "1970-01-01T00:00:00Z"),
        (Int64(951_782_400), "2000-02-29T00:00:00Z"),
        (Int64(1_767_225_600 + 5_400), "2026-01-01T01:30:00Z"),
        (Int64(4_107_542_399), "2100-02-28T23:59:59Z"),
    ])
    func formatsCivilDates(seconds: Int64, expected: String) {
        #expect(VirtualClock.iso8601(VirtualInstant(seconds: seconds)) == expected)
    }

    @Test func fixedWidthFormatMatchesInterpolation() {
        // Every 7,919,993 s (a prime step, so days, hours, minutes and seconds all vary) from 1970 to 9999.
        for seconds in stride(from: Int64(0), through: VirtualClock.end.seconds, by: 7_919_993) {
            let date = CivilDate(seconds: seconds)
            #expect(VirtualClock.fixedWidth(date) == VirtualClock.interpolated(date), "\(seconds)")
        }
        let last = CivilDate(seconds: VirtualClock.end.seconds)
        #expect(VirtualClock.fixedWidth(last) == "9999-12-31T23:59:59Z")
    }

    /// The bytes lent for a line (`withISO8601`) are `iso8601`'s, for four-digit years and the
    /// years before 1000 alike.
    @Test func lentBytesAreTheFormattedString() {
        var instants = stride(from: Int64(0), through: VirtualClock.end.seconds, by: 7_919_993).map { VirtualInstant(seconds: $0) }
        instants += [VirtualClock.end, VirtualInstant(seconds: -62_135_596_800 + 86_400 * 400), VirtualInstant(seconds: -30_000_000_000)]
        for instant in instants {
            var lent: [UInt8] = []
            VirtualClock.withISO8601(instant) { lent = Array($0) }
            #expect(String(decoding: lent, as: UTF8.self) == VirtualClock.iso8601(instant), "\(instant.seconds)")
        }
    }

    @Test func advancesForwardOnly() throws {
        var clock = VirtualClock()
        try clock.advance(bySeconds: 86_400 * 10)
        #expect(clock.iso8601 == "2026-01-11T00:00:00Z")
        #expect(throws: ClockError.backwards) { try clock.advance(bySeconds: -1) }
        #expect(throws: ClockError.pastEnd) { try clock.advance(bySeconds: Int64.max) }
        #expect(clock.iso8601 == "2026-01-11T00:00:00Z")
        try clock.advance(bySeconds: VirtualClock.end - clock.now)
        #expect(clock.iso8601 == "9999-12-31T23:59:59Z")
        #expect(throws: ClockError.pastEnd) { try clock.advance(bySeconds: 1) }
    }
}

@Suite struct OSVersionTests {
    @Test func comparesNumerically() throws {
        #expect(try #require(OSVersion(parsing: "18.10")) > OSVersion(18, 9))
        #expect(OSVersion(parsing: "26.2") == OSVersion(26, 2, 0))
        #expect(OSVersion(parsing: "26") == OSVersion(26, 0))
        #expect(OSVersion(18, 1) < OSVersion(18, 2))
        #expect(!(OSVersion(26) < OSVersion(26, 0, 0)) && !(OSVersion(26, 0, 0) < OSVersion(26)))
        #expect(OSVersion(26, 0, 0, 0) == OSVersion(26) && OSVersion(26, 0, 0, 1) > OSVersion(26))
        #expect(OSVersion(9, 9, 9) < OSVersion(10) && OSVersion(26, 2) > OSVersion(26, 1, 9))
    }

    /// Versions that compare equal hash alike (a set holds 26, 26.0 and 26.0.0 once), and the
    /// description is the components as given.
    @Test func equalVersionsHashAlikeAndPrintAsGiven() {
        let versions: Set = [OSVersion(26), OSVersion(26, 0), OSVersion(26, 0, 0), OSVersion(26, 0, 0, 0), OSVersion(26, 2)]
        #expect(versions.count == 2)
        #expect(OSVersion(26, 2).description == "26.2" && OSVersion(18).description == "18")
        #expect(OSVersion(1, 10, 0).description == "1.10.0" && OSVersion(components: []).description == "")
        var sorted = [OSVersion(26, 2), OSVersion(18, 10), OSVersion(18, 9), OSVersion(26)].sorted()
        #expect(sorted.map(\.description) == ["18.9", "18.10", "26", "26.2"])
        sorted.reverse()
        #expect(sorted.first == OSVersion(26, 2, 0))
    }

    @Test func shippedMajorsSkipNineteenToTwentyFive() throws {
        // iOS 27 counts since ExternalPurchaseCustomLink.TokenType, which Apple's token(for:) page gives from iOS 27.2.
        for text in ["1.0", "18.7", "26", "26.5", "27", "27.2"] { #expect(ShippedOS.contains(try #require(OSVersion(parsing: text))), "\(text)") }
        for text in ["0.9", "19.0", "20.0", "25.9", "28"] { #expect(!ShippedOS.contains(try #require(OSVersion(parsing: text))), "\(text)") }
        #expect(ShippedOS.newestMajor == 27)
    }

    @Test(arguments: ["", "x", "1.", ".1", "1.2.3.4", "1.-2", "26.2a", "99999.1"])
    func rejectsMalformedVersions(_ text: String) {
        #expect(OSVersion(parsing: text) == nil)
    }
}
