import StoreKitSim

/// A JSON value written with its keys in the order given, compact: the server's response bodies
/// and the notification payloads, which nest objects and arrays (the signed payloads' flat
/// `OrderedJSON` does not).
public indirect enum ResponseJSON: Sendable, Equatable {
    case string(String)
    case integer(Int64)
    case bool(Bool)
    case null
    case array([ResponseJSON])
    case object([(String, ResponseJSON)])

    public static func == (a: ResponseJSON, b: ResponseJSON) -> Bool { a.text == b.text }

    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .string(let text): out += FlatJSON.quote(text)
        case .integer(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (index, field) in fields.enumerated() {
                if index > 0 { out += "," }
                out += FlatJSON.quote(field.0) + ":"
                field.1.write(to: &out)
            }
            out += "}"
        }
    }
}
