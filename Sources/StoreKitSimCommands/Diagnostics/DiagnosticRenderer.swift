/// Prints diagnostics the one way they are printed everywhere.
///
/// `FILE:LINE:COLUMN: error: message`, then `note:` lines, then a `hint:` line. Without a file
/// (the REPL) the location is left out: the offending line is right above it. Invisible and
/// bidirectional characters in any part are shown escaped (`VisibleText`).
public struct DiagnosticRenderer: Sendable {
    /// When false, locations are never printed (scenario transcripts, which must not depend on
    /// the file's own name or line numbers).
    public var showLocation: Bool

    public init(showLocation: Bool = true) {
        self.showLocation = showLocation
    }

    public func lines(_ diagnostic: Diagnostic) -> [String] {
        var sink = LineSink()
        pieces(diagnostic, into: &sink)
        return sink.lines
    }

    /// `lines`, each followed by a newline, appended to `bytes` after `prefix`: the same text
    /// without a string made per line or per number, each part copied in one piece. Batch input
    /// prints every error this way, and building the lines cost more than finding what to suggest.
    public func append(_ diagnostic: Diagnostic, prefix: String = "", to bytes: inout [UInt8]) {
        // The caller's buffer moved in and back out (swapped, never copied).
        var sink = ByteSink(bytes: [])
        swap(&sink.bytes, &bytes)
        // Room for the whole text at once (escapes aside): an empty buffer grew three to five
        // times for one error, and the scenario runner renders each into a fresh one. Only an
        // empty one: reserving on a filling buffer (batch input's) would grow it to exactly the
        // size asked, one error at a time, instead of doubling it.
        if sink.bytes.isEmpty { sink.bytes.reserveCapacity(Self.estimatedCount(diagnostic, prefix: prefix)) }
        sink.text(prefix)
        pieces(diagnostic, into: &sink)
        swap(&sink.bytes, &bytes)
    }

    /// The diagnostic's text in order, part by part, with `endLine` after each line: `lines` and
    /// `append` both read it, so the lines a terminal shows and the bytes batch mode writes cannot
    /// disagree. What comes from outside (file, message, notes, hint) goes through `visible`.
    private func pieces(_ diagnostic: Diagnostic, into sink: inout some Sink) {
        if showLocation, let range = diagnostic.range, let file = range.start.file {
            sink.visible(file)
            sink.literal(":")
            sink.number(range.start.line)
            sink.literal(":")
            sink.number(range.start.column)
            sink.literal(": ")
        }
        switch diagnostic.severity {
        case .error: sink.literal("error")
        case .warning: sink.literal("warning")
        case .note: sink.literal("note")
        }
        sink.literal(": ")
        sink.visible(diagnostic.message)
        sink.endLine()
        for note in diagnostic.notes {
            sink.literal("note: ")
            sink.visible(note)
            sink.endLine()
        }
        if let hint = diagnostic.hint {
            sink.literal("hint: ")
            sink.visible(hint)
            sink.endLine()
        }
    }

    /// About how many bytes `append` writes: the parts' own plus room for the words around them
    /// and a location.
    private static func estimatedCount(_ diagnostic: Diagnostic, prefix: String) -> Int {
        var count = prefix.utf8.count + diagnostic.message.utf8.count + (diagnostic.hint?.utf8.count ?? 0) + 64
        for note in diagnostic.notes { count += note.utf8.count + 8 }
        if let file = diagnostic.range?.start.file { count += file.utf8.count }
        return count
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        lines(diagnostic).joined(separator: "\n")
    }
}

/// Where `DiagnosticRenderer.pieces` puts the parts: lines of text, or bytes for a stream.
private protocol Sink {
    /// Text of our own, printed as it is.
    mutating func literal(_ text: StaticString)
    /// Text from outside, with invisible characters escaped (`VisibleText`).
    mutating func visible(_ text: String)
    mutating func number(_ value: Int)
    mutating func endLine()
}

/// Each line's bytes gathered as `ByteSink` writes them, then made a string once: appending
/// each part to a string grew it part by part, and the scenario runner renders every error
/// its scenarios expect.
private struct LineSink: Sink {
    var lines: [String] = []
    var line = ByteSink(bytes: [])
    mutating func literal(_ text: StaticString) { line.literal(text) }
    mutating func visible(_ text: String) { line.visible(text) }
    mutating func number(_ value: Int) { line.number(value) }
    mutating func endLine() {
        lines.append(String(decoding: line.bytes, as: UTF8.self))
        line.bytes.removeAll(keepingCapacity: true)
    }
}

private struct ByteSink: Sink {
    var bytes: [UInt8]
    mutating func literal(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
    mutating func text(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }
    mutating func visible(_ text: String) { VisibleText.appendEscaped(text, to: &bytes) }
    /// The decimal digits of `value`, written in place (no string made for a line or column).
    mutating func number(_ value: Int) { DecimalDigits.with(value) { bytes.append(contentsOf: $0) } }
    mutating func endLine() { bytes.append(UInt8(ascii: "\n")) }
}
