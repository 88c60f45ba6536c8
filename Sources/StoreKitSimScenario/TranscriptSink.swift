import StoreKitSimCommands
import StoreKitSimSystem

/// Collects a command's output as transcript lines: text only, errors as `error:`/`hint:` lines.
///
/// Like `CollectingSink` with `showLocation: false` (a transcript must not depend on its own
/// file name or line numbers), except that an error raised inside a file run by `source` keeps
/// that file's path, line and column, relative to the scenario's folder, so the reader learns
/// where the sourced command failed.
///
/// While `expect` is in force, lines are compared with a file's bytes as they are printed
/// instead of kept (`LiteralBlocks`): a passing block then makes no array of its output.
final class TranscriptSink: OutputSink {
    private(set) var lines: [String] = []
    /// The block being compared. Every line printed comes through here, and a modifying access to a
    /// class's stored property is checked at run time by default (about 90 instructions a line);
    /// this one is private and only `expect`, `expectationMet` and `append` touch it, none of them
    /// while another access is open (`Expectation.meet` calls nothing of the sink's), so the
    /// compiler's static checks are enough.
    @exclusivity(unchecked) private var expectation = Expectation()
    private let scenarioPath: String
    private let folderPrefix: String
    private let renderer = DiagnosticRenderer(showLocation: false)

    init(scenarioPath: String, folder: String) {
        self.scenarioPath = scenarioPath
        self.folderPrefix = folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
    }

    func output(_ line: OutputLine) {
        append(line.text)
    }

    /// A line as bytes (`Session.emit` of a `LineText`): compared as it is, made a `String` only
    /// when no block is being compared.
    func output(utf8 text: UnsafeBufferPointer<UInt8>, style: OutputLine.Style) {
        if expectation.meet(utf8: text) { return }
        keep(String(decoding: text, as: UTF8.self))
    }

    func diagnostic(_ diagnostic: Diagnostic) {
        if let start = diagnostic.range?.start, let file = start.file, file != scenarioPath {
            var rendered = renderer.lines(diagnostic)
            let shown = file.hasPrefix(folderPrefix) ? String(file.dropFirst(folderPrefix.count)) : file
            rendered[0] = "\(shown):\(start.line):\(start.column): " + rendered[0]
            for line in rendered { append(line) }
            return
        }
        // While a block is compared, its lines are met as the renderer's bytes (the same text as
        // `lines`, which batch input prints): no string is made for each line.
        if expectation.comparing {
            var bytes: [UInt8] = []
            renderer.append(diagnostic, to: &bytes)
            expectation.meet(renderedLines: bytes)
            return
        }
        for line in renderer.lines(diagnostic) { append(line) }
    }

    /// Compares the next lines printed with `lines` of `bytes` instead of keeping them, until
    /// `expectationMet` is asked.
    func expect(_ lines: ArraySlice<Range<Int>>, in bytes: [UInt8]) {
        expectation = Expectation(bytes: bytes, lines: lines, comparing: true)
    }

    /// Whether the lines printed since `expect` were exactly the expected lines; comparing stops.
    func expectationMet() -> Bool {
        expectation.comparing = false
        return expectation.matched && expectation.lines.isEmpty
    }

    /// Met with the block being compared, or kept.
    private func append(_ text: String) {
        if expectation.meet(text) { return }
        keep(text)
    }

    /// A handler's text with a newline in it is several transcript lines.
    private func keep(_ text: String) {
        // Searched in the string's contiguous bytes: UTF8View.contains stepped an index per byte,
        // and every output line of every scenario comes through here.
        if text.utf8Span.span.withUnsafeBufferPointer({ $0.contains(0x0A) }) {
            lines.append(contentsOf: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        } else {
            lines.append(text)
        }
    }

    /// Returns the lines collected since the last call.
    func take() -> [String] {
        // Handed over whole: emptying a buffer the caller now shares would allocate a new one.
        let taken = lines
        lines = []
        return taken
    }
}

/// The expected lines of the block being compared, the next one to meet, and whether every line
/// so far was met.
private struct Expectation {
    var bytes: [UInt8] = []
    var lines: ArraySlice<Range<Int>> = []
    var comparing = false
    var matched = true

    /// Meets the next expected line(s) with `text`, split at newlines as `append` splits it; false
    /// when no block is being compared (the text is then kept).
    mutating func meet(_ text: String) -> Bool {
        // Read through a borrowed span: `utf8.withContiguousStorageIfAvailable` retained and
        // released the string for each of the thousands of lines a suite prints.
        text.utf8Span.span.withUnsafeBufferPointer { meet(utf8: $0) }
    }

    /// `meet` for a text given as its UTF-8 bytes.
    mutating func meet(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard comparing else { return false }
        guard matched else { return true }
        matched = meet(text)
        return true
    }

    /// Meets the newline-ended lines of `rendered`, as `meet` meets a text of several lines.
    mutating func meet(renderedLines rendered: [UInt8]) {
        guard matched, !rendered.isEmpty else { return }
        matched = rendered.withUnsafeBufferPointer { meet(UnsafeBufferPointer(rebasing: $0.dropLast())) }
    }

    private mutating func meet(_ printed: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = lines.first else { return false }
        return bytes.withUnsafeBufferPointer { expected in
            // Most lines are one line equal to the next expected one, which holds no newline, so
            // an equal text holds none either: no search for one.
            if ByteSearch.equal(UnsafeBufferPointer(rebasing: expected[first]), printed) {
                lines.removeFirst()
                return true
            }
            var start = 0
            while true {
                let end = ByteSearch.firstIndex(of: 0x0A, in: printed, from: start) ?? printed.count
                guard let range = lines.popFirst(),
                      ByteSearch.equal(UnsafeBufferPointer(rebasing: expected[range]),
                                       UnsafeBufferPointer(rebasing: printed[start..<end])) else { return false }
                if end == printed.count { return true }
                start = end + 1
            }
        }
    }
}
