/// The sink a session prints to while it makes an `Outcome`: every line and diagnostic goes on
/// to the sink the front end gave (so text stays exactly as it is), and is kept for the outcome.
final class OutcomeSink: OutputSink {
    let next: OutputSink
    private(set) var lines: [String] = []
    /// The first error the command reported: the command's error.
    private(set) var error: Diagnostic?

    init(forwardingTo next: OutputSink) {
        self.next = next
    }

    func output(_ line: OutputLine) {
        lines.append(line.text)
        next.output(line)
    }

    func output(utf8 text: UnsafeBufferPointer<UInt8>, style: OutputLine.Style) {
        lines.append(String(decoding: text, as: UTF8.self))
        next.output(utf8: text, style: style)
    }

    func diagnostic(_ diagnostic: Diagnostic) {
        if error == nil, diagnostic.severity == .error { error = diagnostic }
        next.diagnostic(diagnostic)
    }
}
