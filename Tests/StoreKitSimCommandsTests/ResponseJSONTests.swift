import StoreKitSimCommands
import Testing

@Suite struct ResponseJSONTests {
    @Test func writesNestedValuesInOrderWithEscapes() {
        let value = ResponseJSON.object([("b", .array([.integer(-1), .bool(true), .null])), ("a", .string("q\"\n"))])
        #expect(value.text == #"{"b":[-1,true,null],"a":"q\"\n"}"#)
    }
}

@Suite struct ResponseJSONEscapeTests {
    @Test func escapesControlCharactersAndKeepsOtherUTF8() {
        #expect(ResponseJSON.string("a\u{1}\u{7F}\t\\é😀").text == #""a\u0001\u007f\t\\é😀""#)
        #expect(ResponseJSON.string(String(repeating: "x", count: 5000)).bytes.count == 5002)
    }
}
