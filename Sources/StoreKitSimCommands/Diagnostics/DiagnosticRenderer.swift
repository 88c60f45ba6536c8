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
        var first = ""
        if showLocation, let range = diagnostic.range, let file = range.start.file {
            first = "\(VisibleText.escaped(file)):\(range.start.line):\(range.start.column): "
        }
        first += "\(diagnostic.severity.rawValue): \(VisibleText.escaped(diagnostic.message))"
        var lines = [first]
        lines += diagnostic.notes.map { "note: \(VisibleText.escaped($0))" }
        if let hint = diagnostic.hint { lines.append("hint: \(VisibleText.escaped(hint))") }
        return lines
    }

    /// `lines`, each followed by a newline, appended to `bytes` after `prefix`: the same text
    /// without a string made per part and per line. Batch input prints every error this way, and
    /// building the lines cost more than finding what to suggest.
    public func append(_ diagnostic: Diagnostic, prefix: String = "", to bytes: inout [UInt8]) {
        func visible(_ text: String) {
            if VisibleText.isPlain(text) { bytes.append(contentsOf: text.utf8) } else { bytes.append(contentsOf: VisibleText.escaped(text).utf8) }
        }
        bytes.append(contentsOf: prefix.utf8)
        if showLocation, let range = diagnostic.range, let file = range.start.file {
            visible(file)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: String(range.start.line).utf8)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: String(range.start.column).utf8)
            bytes.append(contentsOf: ": ".utf8)
        }
        bytes.append(contentsOf: diagnostic.severity.rawValue.utf8)
        bytes.append(contentsOf: ": ".utf8)
        visible(diagnostic.message)
        bytes.append(UInt8(ascii: "\n"))
        for note in diagnostic.notes {
            bytes.append(contentsOf: "note: ".utf8)
            visible(note)
            bytes.append(UInt8(ascii: "\n"))
        }
        if let hint = diagnostic.hint {
            bytes.append(contentsOf: "hint: ".utf8)
            visible(hint)
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        lines(diagnostic).joined(separator: "\n")
    }
}
