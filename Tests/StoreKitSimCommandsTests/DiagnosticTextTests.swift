import Testing
@testable import StoreKitSimCommands

/// Diagnostics show invisible and bidirectional characters escaped, and suggestions stay the
/// same while costing bounded work.
@Suite struct DiagnosticTextTests {
    /// Batch mode writes diagnostics as bytes, part by part; they must read as the lines do,
    /// each ended by a newline, for every mix of location, notes, hint and characters to escape.
    @Test func bytesWrittenPartByPartEqualTheLines() {
        let texts = ["unknown command 'x'", "tab\there", "two\nlines", "caf\u{E9} \u{202E}rtl", ""]
        let files: [String?] = [nil, "<stdin>", "sub/f\u{200B}.scenario"]
        var checked = 0
        for (index, message) in texts.enumerated() {
            for file in files {
                for showLocation in [true, false] {
                    let hint = index % 2 == 0 ? texts[(index + 1) % texts.count] : nil
                    let notes = Array(texts.prefix(index % 3))
                    let range = SourceRange(start: SourceLocation(file: file, line: 12 + index, column: 3 * index + 1), endColumn: 40)
                    let severity: Diagnostic.Severity = index == 3 ? .warning : .error
                    let diagnostic = Diagnostic(severity: severity, code: "c", message: message,
                                                range: index == 4 ? nil : range, notes: notes, hint: hint)
                    let renderer = DiagnosticRenderer(showLocation: showLocation)
                    var bytes: [UInt8] = []
                    renderer.append(diagnostic, prefix: "storekit-sim: ", to: &bytes)
                    #expect(String(decoding: bytes, as: UTF8.self) == "storekit-sim: " + renderer.render(diagnostic) + "\n")
                    checked += 1
                }
            }
        }
        #expect(checked == 30)
    }

    /// Batch mode writes a location's numbers digit by digit: each must read as `String(n)` does.
    @Test func locationNumbersWrittenAsDigitsEqualTheLines() {
        let values = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1_000, 12_345, 1_000_000, Int.max, -1, -10, Int.min]
        for line in values {
            for column in [1, 10, Int.max] {
                let range = SourceRange(start: SourceLocation(file: "<stdin>", line: line, column: column), endColumn: 2)
                let diagnostic = Diagnostic(code: "c", message: "m", range: range)
                var bytes: [UInt8] = []
                DiagnosticRenderer().append(diagnostic, to: &bytes)
                #expect(String(decoding: bytes, as: UTF8.self) == "<stdin>:\(line):\(column): error: m\n")
            }
        }
    }

    @Test func bidirectionalAndInvisibleCharactersAreEscaped() {
        let diagnostic = Diagnostic(code: "x", message: "unknown storefront 'ab\u{202E}cd'",
                                    range: SourceRange(start: SourceLocation(file: "f\u{200B}.txt", line: 1, column: 2), endColumn: 3),
                                    notes: ["a\u{2066}b"], hint: "c\u{0007}d\u{FEFF}")
        #expect(DiagnosticRenderer().lines(diagnostic) == [
            "f\\u{200B}.txt:1:2: error: unknown storefront 'ab\\u{202E}cd'", "note: a\\u{2066}b", "hint: c\\u{7}d\\u{FEFF}",
        ])
    }

    @Test func visibleTextIsLeftAlone() {
        #expect(VisibleText.escaped("plain ascii") == "plain ascii")
        #expect(VisibleText.escaped("Côte d’Ivoire 日本 😀") == "Côte d’Ivoire 日本 😀")
        #expect(VisibleText.escaped("two\nlines") == "two\nlines")
        #expect(VisibleText.escaped("tab\there") == "tab\\u{9}here")
    }

    /// The eight-bytes-at-a-time test gives the byte-by-byte answer: every byte value at every
    /// position of a word, in strings long enough to take the word path and its tail.
    @Test func plainTextIsToldByEveryByte() {
        func reference(_ text: String) -> Bool { text.utf8.allSatisfy { (0x20...0x7E).contains($0) || $0 == 0x0A } }
        let base = Array("the units are s (seconds), m (minutes)".utf8)
        for byte in UInt8(0)...UInt8(0x7F) {
            for position in [0, 5, 7, 8, 15, 16, base.count - 1] {
                var bytes = base
                bytes[position] = byte
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(VisibleText.isPlain(text) == reference(text), "byte \(byte) at \(position)")
            }
        }
        for text in ["", "a", "1234567", "12345678", "Côte d’Ivoire is plain? no", "eight by\u{7F}", "x\u{200B}yyyyyyyyyy"] {
            #expect(VisibleText.isPlain(text) == reference(text), "\(text.debugDescription)")
        }
    }

    @Test func suggestionsKeepTheirRules() {
        #expect(Suggester.didYouMean("storefornt", among: ["storefront", "status"]) == "did you mean 'storefront'?")
        #expect(Suggester.didYouMean("STOR", among: ["storefront", "status"]) == "did you mean 'storefront'?") // a prefix, any case
        #expect(Suggester.didYouMean("jp", among: ["JPN", "JAM"]) == "did you mean 'JPN'?")
        #expect(Suggester.didYouMean("cote divoire", among: ["Côte d’Ivoire", "Japan"]) == "did you mean 'Côte d’Ivoire'?")
        #expect(Suggester.didYouMean("x", among: ["storefront"]) == nil)
        #expect(Suggester.suggestions(for: String(repeating: "a", count: 65), among: ["a"]) == [])
    }

    @Test func distanceIsUnchanged() {
        #expect(Suggester.distance("ca", "abc") == 3)
        #expect(Suggester.distance("abcdef", "abcdfe") == 1)
        #expect(Suggester.distance("Storefront", "storefront") == 0)
    }
}
