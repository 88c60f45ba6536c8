/// Finds nested repetition in a ` (re)` pattern, such as `(a+)+b` or `(\w*x?)*`: a repeated
/// group that itself holds a repetition. Swift's `Regex` backtracks, and on a line that almost
/// matches such a pattern tries every way of splitting the line between the two repetitions,
/// which for 35 characters is billions of steps. A repetition here is `*`, `+`, `{n,}` or
/// `{n,m}` with m above 1; `?` and possessive repetition (`++`, `*+`) cannot cause it.
///
/// The check reads the pattern's syntax only (escapes, character classes, groups); the time
/// budget in `LineMatcher` covers the costly patterns it does not recognise, such as `(a|a)*b`.
enum RegexCost {
    /// The 0-based position (in Unicode scalars) of the outer repetition of the first nested
    /// repetition, or nil when there is none.
    static func nestedRepetition(in pattern: String) -> Int? {
        let scalars = Array(pattern.unicodeScalars)
        var index = 0
        // For each open group: whether it holds a repetition so far.
        var groups: [Bool] = [false]
        /// The repetition at `index` (if any): its length and whether it repeats more than once
        /// and can backtrack.
        func repetition(at start: Int) -> (length: Int, repeats: Bool)? {
            guard start < scalars.count else { return nil }
            var end = start
            var repeats: Bool
            switch scalars[start] {
            case "*", "+": repeats = true; end += 1
            case "?": repeats = false; end += 1
            case "{":
                var close = start + 1
                while close < scalars.count, scalars[close] != "}" { close += 1 }
                guard close < scalars.count else { return nil }
                let body = String(String.UnicodeScalarView(scalars[(start + 1)..<close]))
                let parts = body.split(separator: ",", omittingEmptySubsequences: false)
                guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy { $0 == " " || $0.isASCII && $0.isNumber } }),
                      !parts[0].isEmpty || parts.count == 2 else { return nil }
                if parts.count == 1 {
                    repeats = (Int(parts[0].filter { $0 != " " }) ?? 0) > 1
                } else {
                    repeats = parts[1].isEmpty || (Int(parts[1].filter { $0 != " " }) ?? 0) > 1
                }
                end = close + 1
            default: return nil
            }
            if end < scalars.count, scalars[end] == "?" { end += 1 }
            else if end < scalars.count, scalars[end] == "+" { end += 1; repeats = false }
            return (end - start, repeats)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\\":
                index += 2
                // \p{...}, \x{...}, \N{...}, \k<...> and the like: skip their braces.
                if index < scalars.count, scalars[index] == "{" {
                    while index < scalars.count, scalars[index] != "}" { index += 1 }
                    index += 1
                }
            case "[":
                index = endOfClass(scalars, from: index)
            case "(":
                groups.append(false)
                index += 1
            case ")":
                index += 1
                let inner = groups.count > 1 ? groups.removeLast() : false
                if let (length, repeats) = repetition(at: index) {
                    if repeats && inner { return index }
                    groups[groups.count - 1] = groups[groups.count - 1] || inner || repeats
                    index += length
                } else {
                    groups[groups.count - 1] = groups[groups.count - 1] || inner
                }
                continue
            default:
                index += 1
            }
            if let (length, repeats) = repetition(at: index) {
                if repeats { groups[groups.count - 1] = true }
                index += length
            }
        }
        return nil
    }

    /// The position after the `]` that closes the class opened at `start` (nested classes and
    /// escapes included; a `]` right after `[` or `[^` is a member).
    private static func endOfClass(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start + 1
        if index < scalars.count, scalars[index] == "^" { index += 1 }
        if index < scalars.count, scalars[index] == "]" { index += 1 }
        while index < scalars.count {
            switch scalars[index] {
            case "\\": index += 2
            case "[": index = endOfClass(scalars, from: index)
            case "]": return index + 1
            default: index += 1
            }
        }
        return index
    }
}
