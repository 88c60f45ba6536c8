import StoreKitSimCommands

/// Collects a command's output as transcript lines: text only, errors as `error:`/`hint:` lines.
///
/// Like `CollectingSink` with `showLocation: false` (a transcript must not depend on its own
/// file name or line numbers), except that an error raised inside a file run by `source` keeps
/// that file's path, line and column, relative to the scenario's folder, so the reader learns
/// where the sourced command failed.
final class TranscriptSink: OutputSink {
    private(set) var lines: [String] = []
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

    /// A handler's text with a newline in it is several transcript lines.
    private func append(_ text: String) {
        // Searched in the string's contiguous bytes: UTF8View.contains stepped an index per byte,
        // and every output line of every scenario comes through here.
        if text.utf8.withContiguousStorageIfAvailable({ $0.contains(0x0A) }) ?? text.utf8.contains(0x0A) {
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
