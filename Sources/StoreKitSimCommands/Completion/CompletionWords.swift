/// How the completer reads the text left of the cursor: the words before it, the partial word
/// at it, and which candidates fit that partial word.
///
/// Kept apart from `Completer` because it knows only text, not the command table or the world.
public enum CompletionWords {
    /// The complete words before the cursor and the partial word at it ("" after a space).
    /// Quotes and backslashes are read as the lexer reads them, but an unfinished quote is fine.
    public static func split(_ line: String) -> (words: [String], partial: String, typedLength: Int) {
        var words: [String] = []
        var typed = 0
        var current = ""
        var inWord = false
        var quote: Character? = nil
        var escaped = false
        for c in line {
            if inWord { typed += 1 }
            if escaped { current.append(c); escaped = false; continue }
            if let q = quote {
                if c == q { quote = nil } else { current.append(c) }
                continue
            }
            switch c {
            case " ", "\t":
                if inWord { words.append(current); current = ""; inWord = false; typed = 0 }
            case "'", "\"":
                if !inWord { typed = 1 }
                quote = c; inWord = true
            case "\\":
                if !inWord { typed = 1 }
                escaped = true; inWord = true
            default:
                if !inWord { typed = 1 }
                current.append(c); inWord = true
            }
        }
        return (words, inWord ? current : "", inWord ? typed : 0)
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
