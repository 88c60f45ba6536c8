/// Formats a block alignment as unified-diff hunks (`-` expected, `+` actual) with file line numbers.
///
/// Lines are shown as the file stores them (escaped), so a `+` line can be pasted into the file
/// as is. Three lines of context, like diff(1); a small block is usually one hunk. Near a change,
/// the output lines a `...` stood for are shown as `~` lines, and the line an ` (absent)` line
/// found as a `!` line after it: the real lines that broke the block, neither counted in the
/// hunk's line numbers nor written by an update.
public struct UnifiedDiff: Sendable {
    public var context: Int

    public init(context: Int = 3) {
        self.context = context
    }

    /// `firstLine` is the file line of the block's first expected line (the line after the command).
    public func lines(_ alignment: BlockAlignment, firstLine: Int) -> [String] {
        let steps = alignment.steps
        var changed: [Int] = []
        for (index, step) in steps.enumerated() where !step.isUnchanged {
            changed.append(index)
        }
        guard !changed.isEmpty else { return [] }
        // Group changes whose context windows touch.
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let low = max(0, index - context), high = min(steps.count - 1, index + context)
            if let last = groups.last, low <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...high
            } else {
                groups.append(low...high)
            }
        }
        var output: [String] = []
        for group in groups {
            var oldStart = firstLine, newStart = firstLine
            for step in steps[..<group.lowerBound] {
                switch step {
                case .keep: oldStart += 1; newStart += 1
                case .remove: oldStart += 1
                case .insert: newStart += 1
                case .absorbed, .found: break
                }
            }
            var oldCount = 0, newCount = 0
            var body: [String] = []
            // A hunk that opens among the lines a `...` stood for starts with that `...` line.
            if case .absorbed = steps[group.lowerBound],
               let ellipsis = steps[..<group.lowerBound].lastIndex(where: { if case .absorbed = $0 { false } else { true } }),
               case .keep(let raw) = steps[ellipsis] {
                body.append(" " + raw)
                oldStart -= 1; newStart -= 1; oldCount += 1; newCount += 1
            }
            for step in steps[group] {
                switch step {
                case .keep(let raw): body.append(" " + raw); oldCount += 1; newCount += 1
                case .remove(let raw): body.append("-" + raw); oldCount += 1
                case .insert(let raw): body.append("+" + raw); newCount += 1
                case .absorbed(let raw): body.append("~" + raw)
                case .found(let raw): body.append("!" + raw)
                }
            }
            // diff(1) numbers an empty side by the line before it.
            if oldCount == 0 { oldStart -= 1 }
            if newCount == 0 { newStart -= 1 }
            output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            output.append(contentsOf: body)
        }
        return output
    }
}
