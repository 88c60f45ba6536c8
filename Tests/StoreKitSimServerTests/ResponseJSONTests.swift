import StoreKitSimServer
import Testing

@Suite struct ResponseJSONTests {
    @Test func writesNestedValuesInOrderWithEscapes() {
        let value = ResponseJSON.object([("b", .array([.integer(-1), .bool(true), .null])), ("a", .string("q\"\n"))])
        #expect(value.text == #"{"b":[-1,true,null],"a":"q\"\n"}"#)
    }
}
