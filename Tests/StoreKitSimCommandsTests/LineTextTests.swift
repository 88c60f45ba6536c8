import Testing
@testable import StoreKitSimCommands

/// `LineText` prints what the standard library's interpolation prints, for every kind of part,
/// at every length (in its stack buffer and past it).
@Suite struct LineTextTests {
    private struct Named: CustomStringConvertible {
        var description: String { "named ü" }
    }

    @Test func eachKindOfPartPrintsAsStringInterpolationPrintsIt() {
        for number in [0, 7, 10, -1, -10, 143_462, Int.max, Int.min] {
            #expect(LineText("n \(number) end").string == "n \(number) end")
        }
        let word = "Japan", substring = "a b c".split(separator: " ")[1]
        #expect(LineText("\(word)").string == word)
        #expect(LineText("[\(substring)]").string == "[b]")
        #expect(LineText("\(true) \(false)").string == "true false")
        #expect(LineText("\(Named()) and \(Named())").string == "named ü and named ü")
        #expect(LineText("request r1\(words: ["a", "b"])").string == "request r1 a b")
        #expect(LineText("request r1\(words: [String]())").string == "request r1")
        #expect(LineText("no parts").string == "no parts")
        #expect(LineText("\(spaced: ["a", "b c", ""])|").string == "a b c |", "one space apart")
        #expect(LineText("[\(spaced: [String]())]").string == "[]")
        #expect(LineText("").string.isEmpty)
    }

    /// Lines around and far past the 128-byte stack buffer, in ASCII and in longer UTF-8.
    @Test func longLinesSpillWithoutLosingAByte() {
        for length in [0, 1, 15, 16, 100, 126, 127, 128, 129, 200, 1_000, 10_000] {
            for letter in ["x", "é", "日", "🙂"] {
                let long = String(repeating: letter, count: length)
                #expect(LineText("<\(long)>").string == "<" + long + ">", "\(length) \(letter)")
                #expect(LineText("\(long)\(length)\(long)").string == long + String(length) + long)
            }
        }
        var parts = ""
        var line = LineText("start").string
        for index in 0..<100 {
            parts += " \(index) é"
            line = LineText("\(line) \(index) é").string
        }
        #expect(line == "start" + parts)
    }
}
