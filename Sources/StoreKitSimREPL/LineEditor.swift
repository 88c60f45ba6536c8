/// What reading one line at the prompt can give.
public enum LineRead: Sendable, Equatable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: the line being typed is dropped.
    case interrupted
    /// Ctrl-D on an empty line, or the end of input.
    case endOfInput
}

/// Reads lines at a prompt, with history: libedit on a terminal, a script in tests.
///
/// The REPL loop talks only to this protocol, so the loop is tested without a terminal.
public protocol LineEditor: AnyObject {
    /// Shows the prompt and reads one line.
    func readLine(prompt: Prompt) -> LineRead
    /// Adds a line to the history (and saves it when the editor keeps a history file).
    func addHistory(_ line: String)
    /// Restores the terminal; called once when the loop ends.
    func close()
}
