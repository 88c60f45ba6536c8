/// A line editor that replays a fixed list of reads, for testing the REPL loop without a terminal.
///
/// It records every prompt shown and every line added to history, so tests can check them.
public final class ScriptedLineEditor: LineEditor {
    private var reads: [LineRead]
    public private(set) var prompts: [String] = []
    public private(set) var history: [String] = []
    public private(set) var closed = false

    public init(_ reads: [LineRead]) {
        self.reads = reads
    }

    /// Convenience: each string is a typed line; the script ends with end of input.
    public convenience init(lines: [String]) {
        self.init(lines.map { .line($0) })
    }

    public func readLine(prompt: Prompt) -> LineRead {
        prompts.append(prompt.plain)
        return reads.isEmpty ? .endOfInput : reads.removeFirst()
    }

    public func addHistory(_ line: String) {
        history.append(line)
    }

    public func close() {
        closed = true
    }
}
