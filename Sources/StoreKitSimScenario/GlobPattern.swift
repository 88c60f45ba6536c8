/// A cram-style glob for a whole output line: `*` matches any run of characters (none
/// included), `?` exactly one, and `\` makes the next character literal (`\*`, `\?`, `\\`).
///
/// Matched by the usual greedy scan with one backtrack point per `*`, linear in practice and
/// never exponential, so a long output line cannot stall a run.
public struct GlobPattern: Sendable, Hashable {
    enum Token: Hashable { case character(Character), any, star }
    let tokens: [Token]

    public init(_ pattern: String) {
        var tokens: [Token] = []
        var escaped = false
        for character in pattern {
            if escaped { tokens.append(.character(character)); escaped = false; continue }
            switch character {
            case "\\": escaped = true
            case "*": if tokens.last != .star { tokens.append(.star) }
            case "?": tokens.append(.any)
            default: tokens.append(.character(character))
            }
        }
        if escaped { tokens.append(.character("\\")) }
        self.tokens = tokens
    }

    public func matches(_ text: String) -> Bool {
        let characters = Array(text)
        var t = 0, c = 0
        var star: Int? = nil, resume = 0
        while c < characters.count {
            if t < tokens.count {
                switch tokens[t] {
                case .star:
                    star = t; resume = c; t += 1; continue
                case .any:
                    t += 1; c += 1; continue
                case .character(let wanted) where wanted == characters[c]:
                    t += 1; c += 1; continue
                default: break
                }
            }
            guard let s = star else { return false }
            t = s + 1; resume += 1; c = resume
        }
        while t < tokens.count, tokens[t] == .star { t += 1 }
        return t == tokens.count
    }
}
