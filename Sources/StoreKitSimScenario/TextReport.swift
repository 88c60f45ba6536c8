/// The human report of a test run: nothing for a passing file, a located diff per differing
/// command, the errors of malformed files, then the failed files and the errors listed apart,
/// and the summary line `N passed, N failed` (with `--update`: `, N files updated` after it).
///
/// Colour (ANSI SGR) only when the front end says so: stdout is a terminal and NO_COLOR is unset
/// or empty. The text is otherwise identical, so logs and terminals show the same report.
public struct TextReport: Sendable {
    public var color: Bool
    /// With `--update`: say how many files were written, just before the summary.
    public var update: Bool

    public init(color: Bool = false, update: Bool = false) {
        self.color = color
        self.update = update
    }

    public func lines(_ outcomes: [ScenarioOutcome]) -> [String] {
        details(outcomes) + closing(outcomes)
    }

    /// The diffs and errors, file by file.
    public func details(_ outcomes: [ScenarioOutcome]) -> [String] {
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
                                   """
                                       \(verb) \(outcome.name) (\(count) of \(outcome.commands) command\(outcome.commands == 1 ? "" : "s") \
                                       \(updated ? "re-recorded" : "differ"))
                                       """))
                for mismatch in outcome.mismatches {
                    lines.append("\(outcome.path):\(mismatch.line): > \(mismatch.command)")
                    lines.append(contentsOf: paintedDiff(mismatch.diff))
                }
            }
        }
        return lines
    }

    /// The failed and malformed files listed apart, and the summary line (with the files updated).
    /// `filesWritten` overrides the count of updated files (a review can write a file that still
    /// fails); `passedUnlisted` counts passing cases the run did not keep (`ScenarioSuite.keepsPassing`).
    public func closing(_ outcomes: [ScenarioOutcome], filesWritten: Int? = nil, passedUnlisted: Int = 0) -> [String] {
        var lines: [String] = []
        let failed = outcomes.filter { $0.status == .failed }
        if !failed.isEmpty {
            lines.append(paint("1;31", "failed (\(failed.count)):"))
            for outcome in failed {
                lines.append("  \(outcome.path):\(outcome.mismatches.first?.line ?? 1)" + (outcome.caseName.map { " [\($0)]" } ?? ""))
            }
        }
        let errors = outcomes.compactMap { if case .malformed(let error) = $0.status { error } else { nil } }
        if !errors.isEmpty {
            lines.append(paint("1;31", "errors (\(errors.count)), files that could not be read, parsed or written:"))
            for error in errors { lines.append("  \(error.path):\(error.line):\(error.column): \(error.message)") }
        }
        var summary = Self.summary(outcomes, passedUnlisted: passedUnlisted)
        if update {
            // The last line counts what the run updated too: `0 passed, 0 failed` alone read as if
            // nothing had run (issue 45). It still starts `N passed, N failed` for scripts reading it.
            let files = filesWritten ?? Set(outcomes.filter(\.isUpdated).map(\.path)).count
            summary += ", \(files) file\(files == 1 ? "" : "s") updated"
        }
        lines.append(summary)
        return lines
    }

    /// `N passed, N failed`: updated files count as neither, malformed ones as failed so that the
    /// line never reads as a clean run when a file could not be checked.
    public static func summary(_ outcomes: [ScenarioOutcome], passedUnlisted: Int = 0) -> String {
        // Counted, not filtered: a copy of every passing outcome was the largest allocation of a
        // run of 10,000 files.
        let passed = outcomes.reduce(passedUnlisted) { $0 + ($1.isSuccess ? 1 : 0) }
        let failed = outcomes.reduce(0) { $0 + ($1.isGreen ? 0 : 1) }
        return "\(passed) passed, \(failed) failed"
    }

    /// Diff lines in colour when colour is on, the changed part of a line that faces another
    /// (`ChangedSpan`) marked: in reverse video with colour, else by a `?` line of `^` under the
    /// `+` line when the lines share at least `markedContext` characters (a short line's change
    /// is seen without).
    public func paintedDiff(_ lines: [String]) -> [String] {
        let partners = ChangedSpan.partners(lines.map { $0.hasPrefix("@@") ? nil : $0.first })
        var out: [String] = []
        for (index, line) in lines.enumerated() {
            defer { if let note = Self.globNote(lines, index, partners[index]) { out.append(note) } }
            guard let partner = partners[index],
                  let span = ChangedSpan(String(lines[min(index, partner)].dropFirst()), String(lines[max(index, partner)].dropFirst())) else {
                out.append(paintDiff(line))
                continue
            }
            let sign = String(line.prefix(1))
            let (before, changed, after) = span.split(String(line.dropFirst()))
            if color {
                let code = sign == "-" ? "31" : "32"
                out.append("\u{1B}[\(code)m\(sign)\(before)\u{1B}[7m\(changed)\u{1B}[27m\(after)\u{1B}[0m")
            } else {
                out.append(line)
                if sign == "+", span.prefix + span.suffix >= Self.markedContext {
                    let old = span.split(String(lines[partner].dropFirst())).changed
                    let width = max(1, changed.count, old.count)
                    out.append("?" + String(repeating: " ", count: before.count) + String(repeating: "^", count: width))
                }
            }
        }
        return out
    }

    /// A note under a `+` line that a ` (glob)` line facing it would match with a `*` at its end:
    /// a glob matches the whole line (as cram's does), which a reader used to `grep` does not
    /// expect, so the failure says so and names the pattern that matches (issue 45).
    static func globNote(_ lines: [String], _ index: Int, _ partner: Int?) -> String? {
        let suffix = " (glob)"
        guard let partner, lines[index].hasPrefix("+"), lines[partner].hasPrefix("-"), lines[partner].hasSuffix(suffix) else { return nil }
        let pattern = String(lines[partner].dropFirst().dropLast(suffix.count))
        let actual = String(lines[index].dropFirst())
        guard !GlobPattern(pattern).matches(actual), GlobPattern(pattern + "*").matches(actual) else { return nil }
        return "? a glob matches the whole line: '\(pattern)*\(suffix)' matches this one"
    }

    /// How many unchanged characters a pair of lines needs before the plain report marks the change.
    public static let markedContext = 20

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
