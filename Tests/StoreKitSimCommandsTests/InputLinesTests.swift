import Testing
import StoreKitSimCommands

/// The one set of line rules every front end reads with.
@Suite struct InputLinesTests {
    private func texts(_ lines: [InputLine]) -> [String] { lines.map(\.text) }

    @Test func dropsAByteOrderMarkAndCRBeforeLFAndKeepsAnUnterminatedLastLine() {
        let lines = InputLines.lines(of: Array("\u{FEFF}a\r\n\r\nb\rc\r\nd\r".utf8))
        #expect(texts(lines) == ["a", "", "b\rc", "d"]) // a CR inside a line stays for the lexer to locate
        #expect(lines.map(\.number) == [1, 2, 3, 4])
    }

    @Test func aByteOrderMarkOnlyAtTheStartAndAFinalNewlineStartsNoLine() {
        #expect(texts(InputLines.lines(of: Array("a\n\u{FEFF}b\n".utf8))) == ["a", "\u{FEFF}b"])
        #expect(InputLines.lines(of: [UInt8]()).isEmpty)
        #expect(texts(InputLines.lines(of: Array("\n".utf8))) == [""])
    }

    /// Chunks split anywhere (inside the BOM, between CR and LF) give the same lines as one read.
    @Test func chunkBoundariesDoNotChangeTheLines() {
        let bytes = Array("\u{FEFF}one\r\ntwo\r\n\r\nthree".utf8)
        let whole = InputLines.lines(of: bytes)
        for size in 1...bytes.count {
            var reader = InputLines()
            var lines: [InputLine] = []
            var start = 0
            while start < bytes.count {
                reader.feed(bytes[start..<min(start + size, bytes.count)]) { lines.append($0); return true }
                start += size
            }
            reader.finish { lines.append($0) }
            #expect(lines == whole, "chunks of \(size)")
        }
    }

    /// `ranges(of:)` (the scenario reader's, no line copied) gives the lines `read` gives, with the
    /// same findings: a byte-order mark, the first line's CR LF, a last line without a newline.
    @Test func rangesGiveTheLinesReadGives() {
        for input in ["\u{FEFF}a\r\n\r\nb\rc\r\nd\r", "a\n\u{FEFF}b\n", "", "\n", "one\r\ntwo", "\r", "x\n\n\ny\n"] {
            let bytes = Array(input.utf8)
            var reading = InputLines()
            let read = reading.read(bytes)
            var ranging = InputLines()
            let ranges = ranging.ranges(of: bytes)
            #expect(ranges.map(\.number) == read.map(\.number), "\(input.debugDescription)")
            #expect(ranges.map { Array(bytes[$0.bytes]) } == read.map(\.bytes), "\(input.debugDescription)")
            #expect(ranging.hadByteOrderMark == reading.hadByteOrderMark && ranging.firstLineEndedWithCR == reading.firstLineEndedWithCR
                    && ranging.endedWithNewline == reading.endedWithNewline, "\(input.debugDescription)")
        }
    }

    @Test func aLineOverTheLimitIsMarkedAndItsBytesDropped() {
        var reader = InputLines(lineLimit: 4)
        var lines: [InputLine] = []
        reader.feed(Array("ok\n0123456789".utf8)) { lines.append($0); return true }
        reader.feed(Array("more\nnext".utf8)) { lines.append($0); return true }
        reader.finish { lines.append($0) }
        #expect(lines == [InputLine(number: 1, text: "ok"), InputLine(number: 2, bytes: [], isTooLong: true), InputLine(number: 3, text: "next")])
    }

    @Test func stoppingLeavesTheRestUnsplit() {
        var reader = InputLines()
        var seen: [String] = []
        let went = reader.feed(Array("a\nb\nc".utf8)) { seen.append($0.text); return $0.text != "a" ? true : false }
        reader.finish { seen.append($0.text) }
        #expect(!went && seen == ["a"])
    }
}
