import Testing
import TestSupport
@testable import StoreKitSimSystem

/// ByteSearch's comparisons stand in for the standard library's in discovery and the runner, so
/// each must answer exactly as the standard library does.
@Suite struct ByteSearchTests {
    /// Runs of 0 to 6 bytes from a small alphabet (so prefixes, equal runs and bytes above 0x7F
    /// all occur), each pair compared both ways.
    @Test func precedesAgreesWithLexicographicallyPrecedes() {
        var generator = SeededGenerator(state: 26)
        let alphabet: [UInt8] = [0x00, 0x2D, 0x2F, 0x61, 0x62, 0x7F, 0x80, 0xC3, 0xFF]
        let runs = (0..<300).map { _ in (0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! } }
        var disagreements: [String] = []
        for a in runs {
            for b in runs.prefix(60) {
                let expected = a.lexicographicallyPrecedes(b)
                let got = a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in ByteSearch.precedes(x, y) } }
                if got != expected { disagreements.append("\(a) vs \(b): \(got)") }
            }
        }
        #expect(disagreements == [])
    }

    /// Every length up to 100 (the 32-, 8- and 1-byte steps and their ends), with one byte at or
    /// above 0x80 at each place in turn, and none.
    @Test func isASCIIFindsAHighByteAnywhere() {
        var misses: [String] = []
        for length in 0...100 {
            let plain = [UInt8](repeating: 0x7F, count: length)
            if !plain.withUnsafeBufferPointer(ByteSearch.isASCII) { misses.append("all ASCII, \(length) bytes") }
            for place in 0..<length {
                for high: UInt8 in [0x80, 0xFF] {
                    var bytes = plain
                    bytes[place] = high
                    if bytes.withUnsafeBufferPointer(ByteSearch.isASCII) { misses.append("\(high) at \(place) of \(length)") }
                }
            }
        }
        #expect(misses == [])
    }

    @Test func precedesOfStringsIsByteOrderNotCharacterOrder() {
        // "é" precomposed (C3 A9) and decomposed (65 CC 81) are equal Strings but differ in bytes.
        #expect(ByteSearch.precedes("e\u{301}", "\u{E9}"))
        #expect(!ByteSearch.precedes("\u{E9}", "e\u{301}"))
        #expect(ByteSearch.precedes("a-b.scenario", "a/x.scenario"))
        #expect(ByteSearch.precedes("a", "ab") && !ByteSearch.precedes("ab", "a") && !ByteSearch.precedes("a", "a"))
        #expect(ByteSearch.precedes("", "a") && !ByteSearch.precedes("", ""))
        let long = String(repeating: "x", count: 40)
        #expect(ByteSearch.precedes(long, long + "y"))
    }
}

/// A path's folder is cut at its last `/` byte, as the kernel reads the path.
@Suite struct FolderOfPathTests {
    @Test func theFolderEndsBeforeTheLastSlashByte() {
        #expect(FilePath.folder(of: "scenarios/area0/s0001.scenario") == "scenarios/area0")
        #expect(FilePath.folder(of: "s0001.scenario") == ".")
        #expect(FilePath.folder(of: "/s0001.scenario") == "/")
        #expect(FilePath.folder(of: "dé/x.scenario") == "dé")
        // A `/` followed by a combining mark is one Character but still the kernel's separator.
        #expect(FilePath.folder(of: "a/\u{301}b") == "a")
    }
}
