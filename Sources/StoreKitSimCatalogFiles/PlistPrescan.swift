/// Checks an XML property list's bytes before libxml2 parses them: UTF-8, nesting depth,
/// entity declarations and processing instructions, each a located error; and finds where each
/// start tag is, which gives every element the reader meets a column.
///
/// libxml2 reports bad UTF-8 as an encoding error without saying where in a line; nesting and
/// entities are limited here so that no file can make the parser recurse deeply or expand text
/// without bound, whatever libxml2's own limits are.
enum PlistPrescan {
    /// The sample's Products.plist nests three levels (plist, array, dict); 64 leaves room.
    static let depthLimit = 64

    /// The offsets of the start tags (`<name…>`), in document order.
    @discardableResult
    static func check(_ bytes: [UInt8], file: String) throws(CatalogFileError) -> [Int] {
        if let bad = TextPosition.firstInvalidUTF8(bytes) {
            let (line, column) = TextPosition.lineColumn(bytes, offset: bad)
            throw CatalogFileError(file: file, line: line, column: column, message: "invalid UTF-8 (save the file as UTF-8)")
        }
        let count = bytes.count
        try checkProcessingInstructions(bytes, file: file)
        var depth = 0
        var index = 0
        var tagStarts: [Int] = []
        func error(_ message: String, at offset: Int) -> CatalogFileError {
            let (line, column) = TextPosition.lineColumn(bytes, offset: offset)
            return CatalogFileError(file: file, line: line, column: column, message: message)
        }
        func skip(past end: [UInt8], from start: Int) -> Int {
            var i = start
            while i + end.count <= count {
                if bytes[i] == end[0], Array(bytes[i..<(i + end.count)]) == end { return i + end.count }
                i += 1
            }
            return count
        }
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            let rest = bytes[index...]
            if rest.starts(with: Array("<!--".utf8)) { index = skip(past: Array("-->".utf8), from: index + 4); continue }
            if rest.starts(with: Array("<![CDATA[".utf8)) { index = skip(past: Array("]]>".utf8), from: index + 9); continue }
            if rest.starts(with: Array("<?".utf8)) { index = skip(past: Array("?>".utf8), from: index + 2); continue }
            if rest.starts(with: Array("<!".utf8)) {
                // <!DOCTYPE plist PUBLIC …>: an internal subset with entity declarations has no place in a plist.
                let end = skip(past: [UInt8(ascii: ">")], from: index)
                let declaration = bytes[index..<end]
                if let bracket = declaration.firstIndex(of: UInt8(ascii: "[")) {
                    throw error("a DOCTYPE with an internal subset (entity declarations) is not allowed in a property list", at: bracket)
                }
                index = end
                continue
            }
            let closing = index + 1 < count && bytes[index + 1] == UInt8(ascii: "/")
            let end = closing ? skip(past: [UInt8(ascii: ">")], from: index + 1) : endOfStartTag(bytes, from: index + 1)
            if !closing { tagStarts.append(index) }
            let selfClosing = end >= 2 && bytes[end - 2] == UInt8(ascii: "/")
            if closing {
                depth -= 1
            } else if !selfClosing {
                depth += 1
                if depth > depthLimit { throw error("elements nested deeper than \(depthLimit) levels", at: index) }
            }
            index = end
        }
        return tagStarts
    }

    /// Just past the `>` that ends a start tag: a `>` inside a quoted attribute value does not end it.
    static func endOfStartTag(_ bytes: [UInt8], from start: Int) -> Int {
        var quote: UInt8?
        var i = start
        while i < bytes.count {
            let byte = bytes[i]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return i + 1
            }
            i += 1
        }
        return bytes.count
    }

    /// Only one processing instruction (comments aside): the `<?xml …?>` declaration, first in the file, closed by the
    /// first `>` after it. Foundation's XMLParser, which this reader used before libxml2 directly,
    /// dereferenced a null pointer on a processing instruction without data (`<?x?>`), and libxml2 recovers from a broken declaration in ways a
    /// small scanner cannot follow, so any other `<?`, anywhere, is refused (both found by fuzzing).
    static func checkProcessingInstructions(_ bytes: [UInt8], file: String) throws(CatalogFileError) {
        var index = 0
        let count = bytes.count
        let commentOpen = Array("<!--".utf8), commentClose = Array("-->".utf8)
        while index + 1 < count {
            // A comment's text is not markup: a property list written out in a comment is no instruction.
            if bytes[index] == UInt8(ascii: "<"), bytes[index...].starts(with: commentOpen) {
                var end = index + commentOpen.count
                while end < count, !bytes[end...].starts(with: commentClose) { end += 1 }
                index = end + commentClose.count
                continue
            }
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") else { index += 1; continue }
            let atStart = bytes[..<index].allSatisfy { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
            let isXML = count > index + 5 && Array(bytes[(index + 2)..<(index + 5)]) == Array("xml".utf8)
                && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + 5])
            let close = bytes[index...].firstIndex(of: UInt8(ascii: ">"))
            let closed = close.map { $0 > index + 2 && bytes[$0 - 1] == UInt8(ascii: "?") } ?? false
            guard atStart, isXML, closed, let close else {
                let (line, column) = TextPosition.lineColumn(bytes, offset: index)
                throw CatalogFileError(file: file, line: line, column: column,
                                       message: """
                                           a processing instruction (<?…?>) other than the <?xml …?> declaration at the start is not \
                                           allowed in a \
                                           property list
                                           """)
            }
            index = close + 1
        }
    }
}
