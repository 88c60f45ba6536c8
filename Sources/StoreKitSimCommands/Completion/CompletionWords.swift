/// How the completer reads the text left of the cursor: the words before it, the partial word
/// at it, and which candidates fit that partial word.
///
/// Kept apart from `Completer` because it knows only text, not the command table or the world.
public enum CompletionWords {
    /// The complete words before the cursor and the partial word at it ("" after a space), read by
    /// the lexer itself (`Lexer.partialTokens`), which lets an unfinished quote end the last word.
    /// `typedLength` counts what was typed of the partial word, quotes and backslashes included.
    public static func split(_ line: String) -> (words: [String], partial: String, typedLength: Int) {
        let (tokens, partial) = Lexer(file: nil, line: 1).partialTokens(line)
        guard partial, let last = tokens.last else { return (tokens.map(\.text), "", 0) }
        let typed = line.unicodeScalars.count - (last.range.start.column - 1)
        return (tokens.dropLast().map(\.text), last.text, typed)
    }

    /// The longest text every candidate starts with.
    public static func commonPrefix(_ candidates: [String]) -> String {
        guard var prefix = candidates.first else { return "" }
        for candidate in candidates.dropFirst() {
            while !candidate.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }

    /// Candidates that start with the partial word: exact case first, any case when none match
    /// (so `jp` offers `JPN`).
    public static func matching(_ partial: String, in candidates: [String]) -> [String] {
        var seen: Set<String> = []
        let unique = candidates.filter { seen.insert($0).inserted }
        let exact = unique.filter { $0.hasPrefix(partial) }
        if !exact.isEmpty || partial.isEmpty { return exact }
        let lowered = partial.lowercased()
        return unique.filter { $0.lowercased().hasPrefix(lowered) }
    }
}
