import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Where each value of an XML property list stands: key path -> line and element name.
///
/// PropertyListSerialization gives values but no positions, and reads `<integer>1</integer>`
/// and `<true/>` both as a number; this index, built with XMLParser over the same bytes, lets an
/// error name the line and the element actually written there.
struct PlistLineIndex {
    struct Entry: Equatable {
        var line: Int
        /// `string`, `integer`, `true`, `dict`, …
        var element: String
    }

    private(set) var entries: [String: Entry] = [:]
    /// The first key written twice in one dict: PropertyListSerialization keeps one of the two
    /// values without a word, so the reader refuses the file instead.
    private(set) var duplicate: (path: String, line: Int, firstLine: Int)?

    /// Builds the index; empty if the XML does not parse (the caller reports that error).
    init(_ data: Data) {
        let builder = Builder()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        if parser.parse() {
            entries = builder.entries
            duplicate = builder.duplicate
        }
    }

    subscript(path: String) -> Entry? { entries[path] }

    /// Appends `key` to a dict's path, or `[index]` to an array's.
    static func path(_ parent: String, key: String) -> String { parent.isEmpty ? key : "\(parent).\(key)" }
    static func path(_ parent: String, index: Int) -> String { "\(parent)[\(index)]" }

    private final class Builder: NSObject, XMLParserDelegate {
        enum Frame { case array(path: String, next: Int), dict(path: String, key: String?), other }
        static let values: Set<String> = ["dict", "array", "string", "integer", "real", "true", "false", "date", "data"]

        var entries: [String: Entry] = [:]
        var stack: [Frame] = []
        var keyText: String?
        /// Keys seen so far in each open dict (line of each), innermost last.
        var dictKeys: [[String: Int]] = []
        var duplicate: (path: String, line: Int, firstLine: Int)?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "key" { keyText = ""; return }
            guard Self.values.contains(name) else { stack.append(.other); return }
            var path = ""
            switch stack.last {
            case .array(let parent, let next)?:
                path = PlistLineIndex.path(parent, index: next)
                stack[stack.count - 1] = .array(path: parent, next: next + 1)
            case .dict(let parent, let key)?:
                path = PlistLineIndex.path(parent, key: key ?? "?")
            default:
                path = ""
            }
            entries[path] = Entry(line: parser.lineNumber, element: name)
            switch name {
            case "array": stack.append(.array(path: path, next: 0))
            case "dict": stack.append(.dict(path: path, key: nil)); dictKeys.append([:])
            default: stack.append(.other)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if keyText != nil { keyText! += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "key" {
                if case .dict(let path, _)? = stack.last {
                    stack[stack.count - 1] = .dict(path: path, key: keyText)
                    if let key = keyText, !dictKeys.isEmpty {
                        if let first = dictKeys[dictKeys.count - 1][key] {
                            if duplicate == nil { duplicate = (PlistLineIndex.path(path, key: key), parser.lineNumber, first) }
                        } else {
                            dictKeys[dictKeys.count - 1][key] = parser.lineNumber
                        }
                    }
                }
                keyText = nil
                return
            }
            if case .dict? = stack.last, !dictKeys.isEmpty { dictKeys.removeLast() }
            if !stack.isEmpty { stack.removeLast() }
        }
    }
}
