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
    /// The expected lines of the block being compared, the next one to meet, and whether every
    /// line so far was met.
    private var expectedBytes: [UInt8] = []
    private var expectedLines: ArraySlice<Range<Int>> = []
    private var comparing = false
    private var matched = true
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

    func diagnostic(_ diagnostic: Diagnostic) {
        var rendered = renderer.lines(diagnostic)
        if let start = diagnostic.range?.start, let file = start.file, file != scenarioPath {
            let shown = file.hasPrefix(folderPrefix) ? String(file.dropFirst(folderPrefix.count)) : file
            rendered[0] = "\(shown):\(start.line):\(start.column): " + rendered[0]
        }
        for line in rendered { append(line) }
    }

    /// Compares the next lines printed with `lines` of `bytes` instead of keeping them, until
    /// `expectationMet` is asked.
    func expect(_ lines: ArraySlice<Range<Int>>, in bytes: [UInt8]) {
        expectedBytes = bytes
        expectedLines = lines
        comparing = true
        matched = true
    }

    /// Whether the lines printed since `expect` were exactly the expected lines; comparing stops.
    func expectationMet() -> Bool {
        comparing = false
        return matched && expectedLines.isEmpty
    }

    /// A handler's text with a newline in it is several transcript lines.
    private func append(_ text: String) {
        if comparing { return compare(text) }
        // Searched in the string's contiguous bytes: UTF8View.contains stepped an index per byte,
        // and every output line of every scenario comes through here.
        if text.utf8.withContiguousStorageIfAvailable({ $0.contains(0x0A) }) ?? text.utf8.contains(0x0A) {
            lines.append(contentsOf: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        } else {
            lines.append(text)
        }
    }

    /// Meets the next expected line(s) with `text`, split at newlines as `append` splits it.
    private func compare(_ text: String) {
        guard matched else { return }
        var text = text
        matched = expectedBytes.withUnsafeBufferPointer { expected in
            text.withUTF8 { printed in
                var start = 0
                while true {
                    let end = ByteSearch.firstIndex(of: 0x0A, in: printed, from: start) ?? printed.count
                    guard let range = expectedLines.popFirst(),
                          ByteSearch.equal(UnsafeBufferPointer(rebasing: expected[range]),
                                           UnsafeBufferPointer(rebasing: printed[start..<end])) else { return false }
                    if end == printed.count { return true }
                    start = end + 1
                }
            }
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
