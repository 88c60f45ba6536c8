/// Writes a test run as TAP: a plan, one `ok`/`not ok` line per file (per matrix case), and for
/// a failure a YAML block with the location and the diff.
///
/// Version 13 by default, which every TAP consumer reads (Debian 12's `prove`, Test::Harness
/// 3.44, reports a version 14 line as a parse error); `--tap 14` writes the version 14 line for
/// consumers that want it. The stream is otherwise the same: the
/// YAML blocks are TAP 13's, and `#` in a description is escaped as `\#` so it cannot start a
/// directive.
public struct TAPReport: Sendable {
    public var version: Int

    public init(version: Int = 13) {
        self.version = version
    }

    public func lines(_ outcomes: [ScenarioOutcome]) -> [String] {
        var lines = ["TAP version \(version)", "1..\(outcomes.count)"]
        for (offset, outcome) in outcomes.enumerated() {
            let number = offset + 1
            let description = outcome.name.replacing("\\", with: "\\\\").replacing("#", with: "\\#")
            switch outcome.status {
            case .passed, .updated:
                lines.append("ok \(number) - \(description)")
            case .failed:
                lines.append("not ok \(number) - \(description)")
                lines.append("  ---")
                lines.append("  message: \(quoted("output differs in \(outcome.mismatches.count) of \(outcome.commands) commands"))")
                if let first = outcome.mismatches.first {
                    lines.append("  at: \(quoted("\(outcome.path):\(first.line)"))")
                }
                lines.append("  diff: |")
                for mismatch in outcome.mismatches {
                    lines.append("    \(outcome.path):\(mismatch.line): > \(mismatch.command)")
                    lines.append(contentsOf: mismatch.diff.map { "    " + $0 })
                }
                lines.append("  ...")
            case .malformed(let error):
                lines.append("not ok \(number) - \(description)")
                lines.append("  ---")
                lines.append("  message: \(quoted(error.message))")
                lines.append("  at: \(quoted("\(error.path):\(error.line):\(error.column)"))")
                if let hint = error.hint { lines.append("  hint: \(quoted(hint))") }
                lines.append("  ...")
            }
        }
        return lines
    }

    /// A YAML double-quoted scalar.
    private func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 { out += "\\x" + String(scalar.value, radix: 16).leftPadded(2) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
