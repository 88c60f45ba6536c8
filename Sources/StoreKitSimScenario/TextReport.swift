/// The human report of a test run: nothing for a passing file, a located diff per differing
/// command, the errors of malformed files, and the summary line `N passed, N failed`.
///
/// Colour (ANSI SGR) only when the front end says so: stdout is a terminal and NO_COLOR is unset
/// or empty. The text is otherwise identical, so logs and terminals show the same report.
public struct TextReport: Sendable {
    public var color: Bool

    public init(color: Bool = false) {
        self.color = color
    }

    public func lines(_ outcomes: [ScenarioOutcome]) -> [String] {
        var lines: [String] = []
        for outcome in outcomes {
            switch outcome.status {
            case .passed:
                continue
            case .malformed(let error):
                lines.append(paint("1;31", error.lines[0]))
                lines.append(contentsOf: error.lines.dropFirst())
            case .failed, .updated:
                let updated = outcome.status == .updated
                let verb = updated ? "updated" : "FAIL"
                let count = outcome.mismatches.count
                lines.append(paint(updated ? "1;33" : "1;31",
                                   "\(verb) \(outcome.path) (\(count) of \(outcome.commands) command\(outcome.commands == 1 ? "" : "s") \(updated ? "re-recorded" : "differ"))"))
                for mismatch in outcome.mismatches {
                    lines.append("\(outcome.path):\(mismatch.line): > \(mismatch.command)")
                    lines.append(contentsOf: mismatch.diff.map(paintDiff))
                }
            }
        }
        lines.append(Self.summary(outcomes))
        return lines
    }

    /// `N passed, N failed`: updated files count as passed, malformed ones as failed.
    public static func summary(_ outcomes: [ScenarioOutcome]) -> String {
        let passed = outcomes.filter(\.isSuccess).count
        return "\(passed) passed, \(outcomes.count - passed) failed"
    }

    private func paintDiff(_ line: String) -> String {
        if line.hasPrefix("@@") { return paint("36", line) }
        if line.hasPrefix("-") { return paint("31", line) }
        if line.hasPrefix("+") { return paint("32", line) }
        return line
    }

    private func paint(_ code: String, _ text: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
