import StoreKitSimSystem

/// Writes a test run as JUnit XML: one `<testcase>` per scenario file (per case of a matrix
/// file), with its time, `file` and `line` attributes, one `<failure>` per differing block
/// (located, with its diff), an `<error>` for a malformed file, and, for a failed case, the
/// run's transcript in `<system-out>`.
///
/// Text is escaped, and characters XML 1.0 forbids (control characters such as ESC, U+FFFE,
/// U+FFFF) become U+FFFD, so CI readers never choke on odd output (the Bats bugs in the anchors).
/// `classname` is the file's folder and `name` its file name: GitLab merges cases without one.
/// Paths are `AnchoredPath`s (relative to the repository root), so shards run on different
/// machines name the same file alike.
public struct JUnitReport: Sendable {
    public var suiteName: String
    /// How a path is shown in `file=` (`AnchoredPath`: relative to the repository root).
    public var anchor: AnchoredPath

    public init(suiteName: String = "storekit-sim scenarios", anchor: AnchoredPath = AnchoredPath(base: nil)) {
        self.suiteName = suiteName
        self.anchor = anchor
    }

    /// The file's folder as `classname`; a file in the working folder itself (shown as `x.scenario`)
    /// gets that folder's own name, not `.`: CI readers group every case under `.` otherwise (issue 45).
    static func classname(_ path: String, realPath: (String) -> String? = FilePath.real) -> String {
        let folder = ScenarioExecutor.folderOf(path)
        guard folder == "." else { return folder }
        guard let real = realPath(path) else { return folder }
        return FilePath.name(of: FilePath.folder(of: real))
    }

    public func render(_ outcomes: [ScenarioOutcome], seconds: Double) -> String {
        let failures = outcomes.filter { $0.status == .failed }.count
        let errors = outcomes.filter { if case .malformed = $0.status { true } else { false } }.count
        let counts = "tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(Self.time(seconds))\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(Self.escape(suiteName))\" \(counts)>\n"
        xml += "  <testsuite name=\"\(Self.escape(suiteName))\" \(counts)>\n"
        for outcome in outcomes {
            let path = anchor.shown(outcome.path)
            let folder = Self.classname(path)
            var name = path.split(separator: "/").last.map(String.init) ?? path
            if let caseName = outcome.caseName { name += " [\(caseName)]" }
            var line = outcome.mismatches.first?.line ?? 1
            if case .malformed(let error) = outcome.status { line = error.line }
            xml += "    <testcase name=\"\(Self.escape(name))\" classname=\"\(Self.escape(folder))\""
                + " file=\"\(Self.escape(path))\" line=\"\(line)\" time=\"\(Self.time(outcome.seconds))\""
            var body = ""
            switch outcome.status {
            case .passed, .updated:
                break
            case .failed:
                for mismatch in outcome.mismatches {
                    let message = "\(path):\(mismatch.line): output of '> \(mismatch.command)' differs"
                    let text = (["\(path):\(mismatch.line): > \(mismatch.command)"] + mismatch.diff).joined(separator: "\n")
                    body += "      <failure message=\"\(Self.escape(message))\" type=\"mismatch\""
                        + " file=\"\(Self.escape(path))\" line=\"\(mismatch.line)\">\(Self.escape(text))</failure>\n"
                }
            case .malformed(let error):
                var shown = error
                shown.path = anchor.shown(error.path)
                body += "      <error message=\"\(Self.escape(shown.lines[0]))\" type=\"malformed\""
                    + " file=\"\(Self.escape(shown.path))\" line=\"\(error.line)\">\(Self.escape(shown.lines.joined(separator: "\n")))</error>\n"
            }
            // The transcript of failed cases only: what a reader needs, without a passing suite's
            // megabytes of output.
            if outcome.status == .failed, !outcome.transcript.isEmpty {
                body += "      <system-out>\(Self.escape(outcome.transcript.joined(separator: "\n") + "\n"))</system-out>\n"
            }
            xml += body.isEmpty ? "/>\n" : ">\n" + body + "    </testcase>\n"
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
