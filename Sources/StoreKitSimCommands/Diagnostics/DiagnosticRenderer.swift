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
        var lines: [String] = []
        var line = ""
        pieces(diagnostic, { line += $0 }, endLine: { lines.append(line); line = "" })
        return lines
    }

    /// `lines`, each followed by a newline, appended to `bytes` after `prefix`: the same text
    /// without a string made per line. Batch input prints every error this way, and building the
    /// lines cost more than finding what to suggest.
    public func append(_ diagnostic: Diagnostic, prefix: String = "", to bytes: inout [UInt8]) {
        bytes.append(contentsOf: prefix.utf8)
        pieces(diagnostic, { bytes.append(contentsOf: $0.utf8) }, endLine: { bytes.append(UInt8(ascii: "\n")) })
    }

    /// The diagnostic's text in order, piece by piece (what comes from outside already made
    /// visible), with `endLine` after each line: `lines` and `append` both read it, so the lines
    /// a terminal shows and the bytes batch mode writes cannot disagree.
    private func pieces(_ diagnostic: Diagnostic, _ piece: (String) -> Void, endLine: () -> Void) {
        if showLocation, let range = diagnostic.range, let file = range.start.file {
            piece(VisibleText.escaped(file))
            piece(":")
            piece(String(range.start.line))
            piece(":")
            piece(String(range.start.column))
            piece(": ")
        }
        piece(diagnostic.severity.rawValue)
        piece(": ")
        piece(VisibleText.escaped(diagnostic.message))
        endLine()
        for note in diagnostic.notes {
            piece("note: ")
            piece(VisibleText.escaped(note))
            endLine()
        }
        if let hint = diagnostic.hint {
            piece("hint: ")
            piece(VisibleText.escaped(hint))
            endLine()
        }
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        lines(diagnostic).joined(separator: "\n")
    }
}
