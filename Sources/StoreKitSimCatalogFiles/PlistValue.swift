/// One value of an XML property list with where it was written: its element and position.
///
/// The property list format ("Property List Programming Guide", Apple) has ten value elements;
/// keeping the element (`<integer>` is not `<true/>`) and the line with each value is what lets
/// a reader say "expected <true/> or <false/>, found <integer>" at the right place.
struct PlistValue: Equatable {
    indirect enum Content: Equatable {
        case array([PlistValue])
        /// The members by key, and the keys in the file's order.
        case dict([String: PlistValue], keys: [String])
        case string(String)
        case integer(Int64)
        case real(Double)
        case bool(Bool)
        /// ISO 8601 text as written (`2024-01-31T12:00:00Z`).
        case date(String)
        /// Base64 text, checked but not decoded: no catalog key holds data.
        case data
    }

    var content: Content
    /// The element's name: `string`, `integer`, `true`, `dict`, …
    var element: String
    var line: Int
    /// The column of the element's `<`, when the scan of the bytes could place it.
    var column: Int?

    /// `<integer>`, or `<true/>` for the empty elements.
    var elementText: String {
        element == "true" || element == "false" ? "<\(element)/>" : "<\(element)>"
    }

    /// Appends `key` to a dict's path, or `[index]` to an array's.
    static func path(_ parent: String, key: String) -> String { parent.isEmpty ? key : "\(parent).\(key)" }
    static func path(_ parent: String, index: Int) -> String { "\(parent)[\(index)]" }
}
