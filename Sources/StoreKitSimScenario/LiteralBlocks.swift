import StoreKitSimSystem

/// A scenario file whose every expected line is literal output, read as byte ranges without
/// making a string of each line.
///
/// Most files of a passing suite are like this, and checking one needs only each command's text
/// and, per block, whether the printed lines equal the file's bytes (`TranscriptSink.expect`).
/// `scan` accepts a file only when that comparison decides exactly what `ScenarioParser` and
/// `BlockAlignment` would: ASCII alone (no byte-order mark, no CR, nothing to validate as
/// UTF-8), no `#|` line, no text outside a block, at least one command, and every expected line
/// a literal (not starting with a backslash or `.`, not ending in a matcher's suffix such as
/// ` (re)`, so `ExpectedLine` reads it as `.literal`). Such a line never needs escaping when
/// printed (`ScenarioText.needsEscape`), so equal bytes are a match. Any other file, and any file
/// whose output differs, goes through `ScenarioParser` and is aligned, diffed and reported there.
struct LiteralBlocks {
    let bytes: [UInt8]
    /// Each block's command line: its 1-based number and its bytes (with the `> ` prompt).
    private(set) var commands: [(line: Int, bytes: Range<Int>)] = []
    /// Every block's expected lines in file order; block `i` owns `expected[starts[i]..<starts[i + 1]]`.
    private(set) var expected: [Range<Int>] = []
    private var starts: [Int] = []

    var count: Int { commands.count }

    /// The expected lines of block `index`.
    func expectedLines(of index: Int) -> ArraySlice<Range<Int>> {
        expected[starts[index]..<(index + 1 < starts.count ? starts[index + 1] : expected.count)]
    }

    /// The line the input loop runs for block `index`: the command line with `> ` blanked, not
    /// cut, so columns in diagnostics match the file (as `ScenarioExecutor.run` does).
    func inputBytes(of index: Int) -> [UInt8] {
        let range = commands[index].bytes
        // The line copied whole and its prompt blanked in place: a two-byte array grown by the
        // command allocated twice.
        var line = Array(bytes[range])
        line[0] = UInt8(ascii: " ")
        if line.count > 1 { line[1] = UInt8(ascii: " ") } else { line.append(UInt8(ascii: " ")) }
        return line
    }

    /// The file's blocks, or nil when some line needs `ScenarioParser` (see the type's comment).
    static func scan(_ bytes: [UInt8]) -> LiteralBlocks? {
        var blocks = LiteralBlocks(bytes: bytes)
        // Sized once for a file of short lines (about 25 bytes each), not grown by doubling line by line.
        blocks.expected.reserveCapacity(bytes.count / 25)
        blocks.commands.reserveCapacity(bytes.count / 200)
        blocks.starts.reserveCapacity(bytes.count / 200)
        let accepted = bytes.withUnsafeBufferPointer { file in
            // CR (a CRLF file, whose endings an update keeps) and non-ASCII bytes are the parser's.
            if !ByteSearch.isASCII(file) || ByteSearch.firstIndex(of: 0x0D, in: file, from: 0) != nil { return false }
            var inBlock = false
            var lineStart = 0
            var number = 0
            while lineStart < file.count {
                number += 1
                let lineEnd = ByteSearch.firstIndex(of: 0x0A, in: file, from: lineStart) ?? file.count
                defer { lineStart = lineEnd + 1 }
                guard lineEnd > lineStart else { inBlock = false; continue } // a blank line ends a block
                let line = file[lineStart..<lineEnd], first = file[lineStart]
                if ScenarioParser.isCommand(line) {
                    blocks.commands.append((number, lineStart..<lineEnd))
                    blocks.starts.append(blocks.expected.count)
                    inBlock = true
                } else if first == UInt8(ascii: "#") {
                    if lineEnd - lineStart > 1, file[lineStart + 1] == UInt8(ascii: "|") { return false } // matrix or case section
                    inBlock = false
                } else if inBlock, first != UInt8(ascii: "\\"), first != UInt8(ascii: "."),
                          file[lineEnd - 1] != UInt8(ascii: ")") || !ScenarioParser.endsWithMatcherSuffix(line) {
                    blocks.expected.append(lineStart..<lineEnd)
                } else {
                    return false // a pattern, an escape, `...`, or text outside a block (the parser's error)
                }
            }
            return true
        }
        return accepted && !blocks.commands.isEmpty ? blocks : nil
    }
}
