/// Writes a test run as JUnit XML: one `<testcase>` per scenario file, with its time, and the
/// diff in a `<failure>` (output differs) or the error in an `<error>` (malformed file).
///
/// Text is escaped, and characters XML 1.0 forbids (control characters such as ESC, U+FFFE,
/// U+FFFF) become U+FFFD, so CI readers never choke on odd output (the Bats bugs in the anchors).
/// `classname` is the file's folder and `name` its file name: GitLab merges cases without one.
public struct JUnitReport: Sendable {
    public var suiteName: String

    public init(suiteName: String = "storekit-sim scenarios") {
        self.suiteName = suiteName
    }

    public func render(_ outcomes: [ScenarioOutcome], seconds: Double) -> String {
        let failures = outcomes.filter { $0.status == .failed }.count
        let errors = outcomes.filter { if case .malformed = $0.status { true } else { false } }.count
        let counts = "tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(Self.time(seconds))\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(Self.escape(suiteName))\" \(counts)>\n"
        xml += "  <testsuite name=\"\(Self.escape(suiteName))\" \(counts)>\n"
        for outcome in outcomes {
            let folder = ScenarioExecutor.folderOf(outcome.path)
            let name = outcome.path.split(separator: "/").last.map(String.init) ?? outcome.path
            xml += "    <testcase name=\"\(Self.escape(name))\" classname=\"\(Self.escape(folder))\" file=\"\(Self.escape(outcome.path))\" time=\"\(Self.time(outcome.seconds))\""
            switch outcome.status {
            case .passed, .updated:
                xml += "/>\n"
            case .failed:
                let first = outcome.mismatches.first.map { "\(outcome.path):\($0.line): output of '> \($0.command)' differs" } ?? "output differs"
                var body: [String] = []
                for mismatch in outcome.mismatches {
                    body.append("\(outcome.path):\(mismatch.line): > \(mismatch.command)")
                    body.append(contentsOf: mismatch.diff)
                }
                xml += ">\n      <failure message=\"\(Self.escape(first))\" type=\"mismatch\">\(Self.escape(body.joined(separator: "\n")))</failure>\n    </testcase>\n"
            case .malformed(let error):
                xml += ">\n      <error message=\"\(Self.escape(error.lines[0]))\" type=\"malformed\">\(Self.escape(error.lines.joined(separator: "\n")))</error>\n    </testcase>\n"
            }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// Escapes markup characters and replaces characters XML 1.0 does not allow with U+FFFD.
    public static func escape(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "\t", "\n": out.append(scalar)
            case "\r": out.append(contentsOf: "&#13;".unicodeScalars)
            default:
                let value = scalar.value
                if value < 0x20 || value == 0xFFFE || value == 0xFFFF || (0x7F...0x84).contains(value) || (0x86...0x9F).contains(value) {
                    out.append("\u{FFFD}")
                } else {
                    out.append(scalar)
                }
            }
        }
        return String(out)
    }

    /// Seconds with three decimals, without Foundation's formatters.
    static func time(_ seconds: Double) -> String {
        let millis = Int((max(0, seconds) * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
