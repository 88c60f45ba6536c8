/// Builds `PlistValue`s from the elements and text of an XML property list as a reader meets
/// them, checking the format's rules on the way ("Property List Programming Guide", Apple: a
/// `<dict>` alternates `<key>` and value, `<true/>` holds nothing, `<integer>` holds digits).
///
/// One pass gives the values, their elements and lines, and the first duplicate key, so nothing
/// has to parse the file a second time to place an error.
struct PlistTreeBuilder {
    static let containers: Set<String> = ["plist", "array", "dict"]
    static let textElements: Set<String> = ["key", "string", "integer", "real", "date", "data"]
    static let emptyElements: Set<String> = ["true", "false"]

    private struct Frame {
        var name: String
        var line: Int
        var column: Int?
        var text = ""
        var elements: [PlistValue] = []
        var members: [String: PlistValue] = [:]
        var keys: [String] = []
        var keyLines: [String: Int] = [:]
        var pendingKey: (name: String, line: Int, column: Int?)?
    }

    let file: String
    private var stack: [Frame] = []
    private var root: PlistValue?

    init(file: String) { self.file = file }

    private func error(_ message: String, line: Int, column: Int?, keyPath: String? = nil) -> CatalogFileError {
        CatalogFileError(file: file, line: line, column: column, keyPath: keyPath, message: message)
    }

    /// The key path of the value being built in `stack[depth]` (`[0].title`).
    private func path(upTo depth: Int) -> String {
        var text = ""
        for frame in stack[..<depth] {
            switch frame.name {
            case "array": text = PlistValue.path(text, index: frame.elements.count)
            case "dict": if let key = frame.pendingKey { text = PlistValue.path(text, key: key.name) }
            default: break
            }
        }
        return text
    }

    /// The innermost element not yet closed, if any.
    var innermostOpen: (name: String, line: Int)? {
        stack.last.map { ($0.name, $0.line) }
    }

    /// A start tag (or an empty element's only tag, followed at once by `close`).
    mutating func open(_ name: String, line: Int, column: Int?) throws(CatalogFileError) {
        let all = Self.containers.union(Self.textElements).union(Self.emptyElements)
        guard all.contains(name) else {
            throw error("""
                unknown element <\(name)>; a property list is made of plist, array, dict, key, string, integer, real, true, false, date and data
                """,
                        line: line, column: column)
        }
        if let parent = stack.last {
            if !Self.containers.contains(parent.name) {
                let holds = Self.emptyElements.contains(parent.name) ? "nothing" : "only text"
                throw error("<\(name)> inside <\(parent.name)>: a <\(parent.name)> holds \(holds)", line: line, column: column)
            }
            if name == "plist" { throw error("a <plist> inside <\(parent.name)>; <plist> is only the outermost element", line: line, column: column) }
            if parent.name == "dict" {
                if name == "key", let pending = parent.pendingKey {
                    throw error("the key '\(pending.name)' has no value: a <key> follows it", line: pending.line, column: pending.column,
                                keyPath: PlistValue.path(path(upTo: stack.count - 1), key: pending.name))
                }
                if name != "key", parent.pendingKey == nil {
                    throw error("a <\(name)> in a <dict> needs a <key> before it", line: line, column: column)
                }
            } else if name == "key" {
                throw error("a <key> belongs in a <dict>, not in <\(parent.name)>", line: line, column: column)
            } else if parent.name == "plist", !parent.elements.isEmpty {
                throw error("a <plist> holds one value; a second one, <\(name)>, follows", line: line, column: column)
            }
        } else if name == "key" {
            throw error("a <key> belongs in a <dict>", line: line, column: column)
        }
        stack.append(Frame(name: name, line: line, column: column))
    }

    /// Text or CDATA: part of a `<string>` or `<key>`; elsewhere only white space may stand.
    mutating func text(_ text: String, line: Int) throws(CatalogFileError) {
        guard let top = stack.indices.last else { return }
        if Self.textElements.contains(stack[top].name) {
            stack[top].text += text
            return
        }
        guard text.allSatisfy(\.isWhitespace) else {
            let shown = text.trimmingSpace.count > 24 ? String(text.trimmingSpace.prefix(24)) + "…" : text.trimmingSpace
            throw error("text '\(shown)' directly in <\(stack[top].name)>; text belongs in a <string> or another value element",
                        line: line, column: nil, keyPath: nil)
        }
    }

    /// An end tag.
    mutating func close() throws(CatalogFileError) {
        guard let frame = stack.popLast() else { return }
        let at = (line: frame.line, column: frame.column)
        let content: PlistValue.Content
        switch frame.name {
        case "plist":
            guard let value = frame.elements.first else { throw error("the <plist> holds no value", line: at.line, column: at.column) }
            try attach(value)
            return
        case "key":
            let dictPath = path(upTo: stack.count - 1)
            let top = stack.count - 1
            if let first = stack[top].keyLines[frame.text] {
                // Line only, like every key-path error of a property list.
                throw error("duplicate key '\(frame.text)' (first at line \(first)); each key may appear once in a dict",
                            line: at.line, column: nil, keyPath: PlistValue.path(dictPath, key: frame.text))
            }
            stack[top].keyLines[frame.text] = at.line
            stack[top].pendingKey = (frame.text, at.line, at.column)
            return
        case "array": content = .array(frame.elements)
        case "dict":
            if let pending = frame.pendingKey {
                throw error("the key '\(pending.name)' has no value before </dict>", line: pending.line, column: pending.column,
                            keyPath: PlistValue.path(path(upTo: stack.count), key: pending.name))
            }
            content = .dict(frame.members, keys: frame.keys)
        case "string": content = .string(frame.text)
        case "true", "false": content = .bool(frame.name == "true")
        default: content = try scalar(frame)
        }
        try attach(PlistValue(content: content, element: frame.name, line: at.line, column: at.column))
    }

    /// `<integer>`, `<real>`, `<date>` and `<data>` text, checked.
    private func scalar(_ frame: Frame) throws(CatalogFileError) -> PlistValue.Content {
        let text = frame.text.trimmingSpace
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        func bad(_ why: String) -> CatalogFileError {
            error("bad <\(frame.name)> text '\(shown)': \(why)", line: frame.line, column: frame.column)
        }
        switch frame.name {
        case "integer":
            let negative = text.hasPrefix("-")
            let unsigned = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
            let hex = unsigned.hasPrefix("0x") || unsigned.hasPrefix("0X")
            let digits = hex ? unsigned.dropFirst(2) : unsigned
            guard !digits.isEmpty, digits.allSatisfy({ hex ? $0.isHexDigit : ("0"..."9").contains($0) }) else {
                throw bad("write whole decimal digits, such as 42")
            }
            guard let value = Int64((negative ? "-" : "") + digits, radix: hex ? 16 : 10) else {
                throw bad("out of range for a 64-bit integer")
            }
            return .integer(value)
        case "real":
            guard let value = Double(text), !text.isEmpty, text.allSatisfy({ $0.isASCII }) else { throw bad("write a decimal number, such as 0.99") }
            guard value.isFinite else { throw bad("out of range") }
            return .real(value)
        case "date":
            // ISO 8601 in UTC, as property lists write dates: 2024-01-31T12:00:00Z.
            let shape = Array("0000-00-00T00:00:00Z")
            let chars = Array(text)
            guard chars.count == shape.count,
                  zip(chars, shape).allSatisfy({ $1 == "0" ? ("0"..."9").contains($0) : $0 == $1 }) else {
                throw bad("write an ISO 8601 date in UTC, such as 2024-01-31T12:00:00Z")
            }
            return .date(text)
        default: // data
            let base64 = text.filter { !$0.isWhitespace }
            let padding = base64.reversed().prefix { $0 == "=" }.count
            guard padding <= 2, base64.count % 4 == 0,
                  base64.dropLast(padding).allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "/") }) else {
                throw bad("not Base64")
            }
            return .data
        }
    }

    private mutating func attach(_ value: PlistValue) throws(CatalogFileError) {
        guard let top = stack.indices.last else {
            root = value
            return
        }
        switch stack[top].name {
        case "dict":
            if let key = stack[top].pendingKey {
                stack[top].members[key.name] = value
                stack[top].keys.append(key.name)
                stack[top].pendingKey = nil
            }
        default:
            stack[top].elements.append(value)
        }
    }

    /// The document's value, once every element is closed.
    func finish(line: Int) throws(CatalogFileError) -> PlistValue {
        guard stack.isEmpty, let root else {
            throw error("not a valid property list: the document ends before its value does", line: line, column: nil)
        }
        return root
    }
}

extension String {
    /// Without the spaces, tabs and line ends around it.
    var trimmingSpace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
