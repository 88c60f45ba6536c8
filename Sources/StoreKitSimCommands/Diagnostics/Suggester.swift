/// Finds the closest known word for a typo ("did you mean …"), by edit distance.
public enum Suggester {
    /// Levenshtein distance with adjacent transpositions counted as one edit.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased().unicodeScalars), b = Array(b.lowercased().unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// The best candidates within a distance that grows with the word's length; ties kept in order.
    public static func suggestions(for word: String, among candidates: some Sequence<String>) -> [String] {
        // A long word is no typo of a command or code; skip the quadratic work (a 1 MB line must stay fast).
        guard word.unicodeScalars.count <= 64 else { return [] }
        let limit = word.count <= 3 ? 1 : min(3, word.count / 3 + 1)
        var best: [String] = []
        var bestDistance = Int.max
        for candidate in candidates {
            var d = distance(word, candidate)
            if d > limit, candidate.lowercased().hasPrefix(word.lowercased()), word.count >= 2 { d = limit }
            guard d <= limit else { continue }
            if d < bestDistance { best = [candidate]; bestDistance = d } else if d == bestDistance, !best.contains(candidate) { best.append(candidate) }
        }
        return best
    }

    /// "did you mean 'x'?" or "did you mean 'x' or 'y'?", or nil.
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String? {
        let found = suggestions(for: word, among: candidates).prefix(3).map { "'\($0)'" }
        guard !found.isEmpty else { return nil }
        if found.count == 1 { return "did you mean \(found[0])?" }
        return "did you mean \(found.dropLast().joined(separator: ", ")) or \(found.last!)?"
    }
}
