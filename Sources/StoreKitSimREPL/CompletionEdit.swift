import StoreKitSimCommands

/// What pressing Tab does to the line, decided from a completion, without touching a terminal.
///
/// One candidate replaces the partial word and adds a space (no space after a folder's `/`);
/// several that share a longer prefix insert that prefix; otherwise they are listed.
enum CompletionEdit: Equatable {
    /// Delete this many characters left of the cursor, then insert the text.
    case replace(deleting: Int, with: String)
    /// Show these candidates under the line.
    case list([String])
    /// Nothing fits: ring the bell.
    case none

    init(_ completion: Completer.Completion) {
        let candidates = completion.candidates
        if candidates.isEmpty { self = .none; return }
        if candidates.count == 1 {
            let only = candidates[0]
            self = .replace(deleting: completion.typedLength, with: Self.quote(only) + (only.hasSuffix("/") ? "" : " "))
            return
        }
        let common = CompletionWords.commonPrefix(candidates)
        if !common.isEmpty, common != completion.word, common.count >= completion.word.count {
            self = .replace(deleting: completion.typedLength, with: Self.quote(common))
        } else {
            self = .list(candidates)
        }
    }

    /// A word as the lexer will read it back (`Lexer.quote`).
    static func quote(_ word: String) -> String { Lexer.quote(word) }

    /// Candidates in columns that fit `width`, row by row, like a shell lists them.
    static func columns(_ candidates: [String], width: Int) -> [String] {
        let cell = (candidates.map(\.count).max() ?? 0) + 2
        let perRow = max(1, width / max(cell, 1))
        let rows = (candidates.count + perRow - 1) / perRow
        var lines: [String] = []
        for row in 0..<rows {
            var line = ""
            for column in 0..<perRow {
                let index = column * rows + row
                guard index < candidates.count else { continue }
                let word = candidates[index]
                line += word + String(repeating: " ", count: cell - word.count)
            }
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        return lines
    }
}
