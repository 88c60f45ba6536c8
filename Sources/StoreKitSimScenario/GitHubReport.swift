/// `--report github`: one `::error file=F,line=L::message` workflow command per differing block
/// and per malformed file, so GitHub Actions shows each failure on the file's own line.
///
/// Escaped as GitHub's toolkit does ("Workflow commands for GitHub Actions"): in the message
/// `%`, CR and LF become `%25`, `%0D`, `%0A` (a diff keeps its lines); in a property `:` and `,`
/// also become `%3A` and `%2C`.
public struct GitHubReport: Sendable {
    public init() {}

    public func lines(_ outcomes: [ScenarioOutcome]) -> [String] {
        var lines: [String] = []
        for outcome in outcomes {
            switch outcome.status {
            case .passed, .updated:
                continue
            case .failed:
                let label = outcome.caseName.map { " [\($0)]" } ?? ""
                for mismatch in outcome.mismatches {
                    let message = (["output of '> \(mismatch.command)' differs\(label)"] + mismatch.diff).joined(separator: "\n")
                    lines.append("""
                        ::error \
                        file=\(Self.property(outcome.path)),line=\(mismatch.line),title=\(Self.property("storekit-sim test"))::\(Self.data(message))
                        """)
                }
            case .malformed(let error):
                let message = ([error.message] + (error.hint.map { ["hint: \($0)"] } ?? [])).joined(separator: "\n")
                lines.append("::error file=\(Self.property(error.path)),line=\(error.line),col=\(error.column),"
                             + "title=\(Self.property("storekit-sim test"))::\(Self.data(message))")
            }
        }
        return lines
    }

    static func data(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    static func property(_ text: String) -> String {
        data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
