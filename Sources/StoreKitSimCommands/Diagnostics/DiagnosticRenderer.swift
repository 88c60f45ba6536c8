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

    public func render(_ diagnostic: Diagnostic) -> String {
        lines(diagnostic).joined(separator: "\n")
    }
}
