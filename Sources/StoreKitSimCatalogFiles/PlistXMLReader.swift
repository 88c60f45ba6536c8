import CLibXML2

/// Reads an XML property list into `PlistValue`s in one pass with libxml2's xmlTextReader
/// ("xmlreader", https://gnome.pages.gitlab.gnome.org/libxml2/html/libxml-xmlreader.html).
///
/// `PlistPrescan` checks the bytes first (UTF-8, depth, no internal DTD subset, no processing
/// instruction) and lists where each start tag is, which gives every element a column; libxml2
/// checks well-formedness and gives its own errors a line and column; `PlistTreeBuilder` checks
/// the property list's structure. Entities are never substituted and the network is never used.
struct PlistXMLReader {
    let file: String
    var library = XMLLibrary.standard

    func read(_ bytes: [UInt8]) throws(CatalogFileError) -> PlistValue {
        let tagStarts = try PlistPrescan.check(bytes, file: file)
        do {
            try library.load()
        } catch {
            throw CatalogFileError(file: file, message: "cannot read a property list: libxml2 could not be loaded (\(error.reason))",
                                   hint: "nothing was loaded; install libxml2 (Debian's libxml2-dev; scripts/ensure-deps installs it)")
        }
        // FileContents reads at most 16 MiB; the check keeps Int32's conversion honest for any caller.
        guard bytes.count < Int(Int32.max) else {
            throw CatalogFileError(file: file, message: "the file is too large to read as a property list")
        }
        return try bytes.withUnsafeBufferPointer { (buffer) throws(CatalogFileError) -> PlistValue in
            let start = buffer.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }
            guard let reader = skxml_reader_for_memory(start, Int32(buffer.count)) else {
                throw CatalogFileError(file: file, message: "cannot read a property list: libxml2 could not start a reader (out of memory)")
            }
            defer { skxml_reader_free(reader) }
            return try walk(reader, bytes: bytes, tagStarts: tagStarts)
        }
    }

    private func walk(_ reader: OpaquePointer, bytes: [UInt8], tagStarts: [Int]) throws(CatalogFileError) -> PlistValue {
        var builder = PlistTreeBuilder(file: file)
        var positions = TextPosition.Cursor(bytes)
        var elementIndex = 0
        var lastLine = 1
        while true {
            let status = skxml_reader_read(reader)
            if let failure = syntaxError(reader, open: builder.innermostOpen) { throw failure }
            if status == 0 { break }
            if status < 0 {
                throw CatalogFileError(file: file, line: lastLine, message: "not a valid property list: libxml2 stopped reading here")
            }
            let nodeLine = Int(skxml_reader_node_line(reader))
            if nodeLine > 0 { lastLine = nodeLine }
            switch Int(skxml_reader_node_type(reader)) {
            case SKXML_ELEMENT:
                let name = string(skxml_reader_name(reader))
                var line = lastLine
                var column: Int?
                // The n-th element read is the n-th start tag the prescan found; the lines must agree.
                if elementIndex < tagStarts.count {
                    let place = positions.lineColumn(at: tagStarts[elementIndex])
                    if nodeLine <= 0 || place.line == nodeLine { (line, column) = (place.line, place.column) }
                }
                elementIndex += 1
                try builder.open(name, line: line, column: column)
                if skxml_reader_is_empty_element(reader) == 1 { try builder.close() }
            case SKXML_END_ELEMENT:
                try builder.close()
            case SKXML_TEXT, SKXML_CDATA, SKXML_WHITESPACE, SKXML_SIGNIFICANT_WHITESPACE:
                try builder.text(string(skxml_reader_value(reader)), line: lastLine)
            case SKXML_ENTITY_REFERENCE:
                throw CatalogFileError(file: file, line: lastLine,
                                       message: """
                                           the entity reference &\(string(skxml_reader_name(reader)));: a property list may use only &amp; &lt; \
                                           &gt; &quot; &apos; and character references
                                           """)
            default:
                continue // comments and the DOCTYPE line
            }
        }
        return try builder.finish(line: lastLine)
    }

    /// libxml2's first error, at its line and column: `not a valid property list: opening and ending tag mismatch…`.
    /// `open` is the innermost element not yet closed, for the end of a truncated file.
    private func syntaxError(_ reader: OpaquePointer, open: (name: String, line: Int)?) -> CatalogFileError? {
        var message = [CChar](repeating: 0, count: 512)
        var line: Int32 = 0, column: Int32 = 0, code: Int32 = 0
        let capacity = message.count
        guard skxml_reader_error(reader, &message, capacity, &line, &column, &code) == 1 else { return nil }
        var text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // "Opening and ending…" continues the sentence in lower case; "DOCTYPE…" and "PCDATA…" keep theirs.
        if let first = text.first, text.dropFirst().first?.isUppercase != true { text = first.lowercased() + text.dropFirst() }
        if Int(code) == SKXML_ERR_DOCUMENT_END, let open {
            // libxml2's reader words a file cut short as "extra content at the end of the document".
            text = "the file ends inside <\(open.name)> (opened at line \(open.line))"
        }
        if Int(code) == SKXML_ERR_TAG_NAME_MISMATCH {
            let open = string(skxml_reader_error_str1(reader)), end = string(skxml_reader_error_str2(reader))
            text = "the end tag </\(end)> does not close <\(open)> (opened at line \(skxml_reader_error_int1(reader)))"
        }
        return CatalogFileError(file: file, line: line > 0 ? Int(line) : nil, column: line > 0 && column > 0 ? Int(column) : nil,
                                message: "not a valid property list: \(text)")
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
