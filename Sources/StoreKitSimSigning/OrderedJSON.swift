import StoreKitSim
/// A JSON object written with its keys in the order given, compact, as the payloads of the App
/// Store's signed data print them. Only the value kinds those payloads use.
public struct OrderedJSON: Sendable {
    public enum Value: Sendable, Hashable {
        case string(String)
        case integer(Int64)
        case bool(Bool)
        case strings([String])
        /// A nested object, already written (responseBodyV2DecodedPayload's `data`).
        case object(String)
    }

    public private(set) var fields: [(key: String, value: Value)] = []

    public init() {}

    public mutating func add(_ key: String, _ value: Value) { fields.append((key, value)) }
    public mutating func add(_ key: String, _ value: String?) { if let value { add(key, .string(value)) } }
    public mutating func add(_ key: String, _ value: Int64?) { if let value { add(key, .integer(value)) } }
    public mutating func add(_ key: String, _ value: Bool?) { if let value { add(key, .bool(value)) } }
    public mutating func add(_ key: String, _ object: OrderedJSON) { add(key, .object(object.text)) }

    /// `{"key":value,…}` with no spaces.
    public var text: String {
        "{" + fields.map { Self.quote($0.key) + ":" + Self.write($0.value) }.joined(separator: ",") + "}"
    }

    private static func write(_ value: Value) -> String {
        switch value {
        case .string(let s): return quote(s)
        case .integer(let n): return String(n)
        case .bool(let b): return b ? "true" : "false"
        case .strings(let list): return "[" + list.map(quote).joined(separator: ",") + "]"
        case .object(let text): return text
        }
    }

    /// A JSON string literal (RFC 8259): the world's one quoting, quotes, backslashes and control
    /// characters escaped.
    static func quote(_ text: String) -> String { FlatJSON.quote(text) }
}
