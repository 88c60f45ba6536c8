import Testing
@testable import StoreKitSimCommands

/// Lines built as `LineText` reach a sink as their bytes (`OutputSink.output(utf8:style:)`), and
/// a sink that takes bytes sees the same lines, in the same order and styles, as one that
/// takes `OutputLine`s (the protocol's default makes one of the bytes).
@Suite struct LineBytesTests {
    /// Keeps every line, noting which way it came.
    private final class BytesSink: OutputSink {
        var lines: [OutputLine] = []
        var byteLines = 0
        func output(_ line: OutputLine) { lines.append(line) }
        func output(utf8 text: UnsafeBufferPointer<UInt8>, style: OutputLine.Style) {
            byteLines += 1
            lines.append(OutputLine(String(decoding: text, as: UTF8.self), style: style))
        }
        func diagnostic(_ diagnostic: Diagnostic) {}
    }

    @Test func aSinkTakingBytesSeesTheLinesAOutputLineSinkSees() {
        let commands = ["status", "eligible", "storefront set DEU", "eligible", "request com.example.gems com.example.nope",
                        "buy com.example.gems", "status", "products com.example.gems", "entitlement remove eu-link", "eligible", "status"]
        let bytes = BytesSink()
        let collecting = CollectingSink()
        let viaBytes = Session(sink: bytes)
        let viaLines = Session(sink: collecting)
        for command in commands {
            viaBytes.execute(command)
            viaLines.execute(command)
        }
        #expect(bytes.lines.map(\.text) == collecting.styled.map(\.text))
        #expect(bytes.lines.map(\.style) == collecting.styled.map(\.style))
        #expect(bytes.lines.contains { $0.text == "isEligible false" && $0.style == .failure }, "a style passed with the bytes")
        // status prints its area lines as bytes: queue, fail-next, requests, tokens, …
        #expect(bytes.byteLines >= 3 * 10, "\(bytes.byteLines) lines came as bytes")
    }
}
