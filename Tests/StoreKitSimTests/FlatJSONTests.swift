import Testing
@testable import StoreKitSim

/// The token reader is strict JSON (RFC 8259): what a lenient reader would take and change is refused.
@Suite struct FlatJSONTests {
    func problem(_ text: String) -> FlatJSON.ParseError? {
        do { _ = try FlatJSON(parsing: text); return nil } catch { return error }
    }

    @Test func numbersFollowJSONsGrammar() throws {
        #expect(problem("{\"a\":01}") == FlatJSON.ParseError(problem: .leadingZero, offset: 6))
        #expect(problem("{\"a\":1e999}") == FlatJSON.ParseError(problem: .numberOutOfRange, offset: 5))
        #expect(problem("{\"a\":-1e999}")?.problem == .numberOutOfRange)
        for bad in ["-", "1.", ".5", "1e", "1e+", "--1", "+1", "1.e5"] {
            #expect(problem("{\"a\":\(bad)}") != nil, "\(bad)")
        }
        for good in ["0", "-0", "10", "1.5", "-0.25e-3", "1E10", "1234567890123456789"] {
            #expect(try FlatJSON(parsing: "{\"a\":\(good)}").fields["a"] == .number(good))
        }
    }

    @Test func stringsRefuseRawControlsAndUnknownEscapes() throws {
        #expect(problem("{\"a\":\"x\u{01}\"}") == FlatJSON.ParseError(problem: .controlCharacter(1), offset: 7))
        #expect(problem("{\"a\":\"\t\"}")?.problem == .controlCharacter(9))
        #expect(problem("{\"a\":\"\\q\"}")?.problem == .badEscape("q"))
        #expect(problem("{\"a\":\"\\ud800\"}")?.problem == .badUnicodeEscape)
        #expect(problem("{\"a\":\"\\udc00\"}")?.problem == .badUnicodeEscape)
        #expect(problem("{\"a\":\"\\u+123\"}")?.problem == .badUnicodeEscape)
        #expect(try FlatJSON(parsing: "{\"a\":\"\\ud83d\\ude00 \\/\\\\\\\"\\u00e9\"}").fields["a"] == .string("\u{1F600} /\\\"é"))
    }
}
