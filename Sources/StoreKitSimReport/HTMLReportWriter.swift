import StoreKitSimCommands
import StoreKitSimDiagrams
import StoreKitSimScenario

/// A static HTML report of scenario files that works offline: `index.html` with each file's status,
/// the counts and a link to the first differing command; a page per file with its transcript
/// (commands, output, and the expected and actual lines in place where they differ) and its
/// sequence diagram as an SVG file next to it.
///
/// No script, no font or style from the network; light and dark colours follow
/// `prefers-color-scheme`. The same reports give the same bytes (no absolute path; the index
/// names the tool's version and the time of the run only when given them).
public struct HTMLReportWriter: Sendable {
    public var title: String
    /// The tool's version, shown in the index.
    public var version: String?
    /// When the run was made (ISO 8601, UTC), shown in the index.
    public var runAt: String?

    public init(title: String = "storekit-sim test report", version: String? = nil, runAt: String? = nil) {
        self.title = title
        self.version = version
        self.runAt = runAt
    }

    /// Every file of the report: name in the folder, and contents.
    public func files(_ reports: [ScenarioReport]) -> [(name: String, contents: String)] {
        var files = [(name: "index.html", contents: index(reports))]
        for (number, report) in reports.enumerated() {
            let base = Self.baseName(report, number: number)
            files.append((base + ".html", page(report, base: base)))
            if let diagram = report.diagram { files.append((base + ".svg", SVGDiagramWriter().render(diagram))) }
        }
        return files
    }

    /// Writes the report into `folder` (created when missing), each file atomically.
    public func write(_ reports: [ScenarioReport], to folder: String) throws(CommandError) {
        do {
            try FilePath.makeFolders(folder)
        } catch {
            throw CommandError(code: "html-folder", message: "cannot create the report folder '\(folder)'",
                hint: "check the path and its permissions")
        }
        for file in files(reports) {
            do {
                try AtomicFile.replace(folder + "/" + file.name, with: Array(file.contents.utf8))
            } catch {
                throw CommandError(code: "html-write", message: "cannot write '\(folder)/\(file.name)': \(error.reason)",
                    hint: "check the folder's permissions and free space")
            }
        }
    }

    /// `003-payments-restricted`: the number keeps names unique and in the index's order.
    static func baseName(_ report: ScenarioReport, number: Int) -> String {
        let name = report.path.split(separator: "/").last.map(String.init) ?? report.path
        let stem = name.hasSuffix(".scenario") ? String(name.dropLast(".scenario".count)) : name
        let safe = String(stem.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        let digits = String(number + 1)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits + "-" + safe
    }

    func index(_ reports: [ScenarioReport]) -> String {
        let passed = reports.filter { $0.status == .passed }.count
        let failed = reports.filter { $0.status == .failed }.count
        let malformed = reports.filter { $0.status == .malformed }.count
        let commands = reports.reduce(0) { $0 + $1.blocks.count }
        var made: [String] = []
        if let version { made.append("storekit-sim \(Self.escape(version))") }
        if let runAt { made.append("run at <time datetime=\"\(Self.escape(runAt))\">\(Self.escape(runAt))</time>") }
        var body = ["<h1>\(Self.escape(title))</h1>"]
        if !made.isEmpty { body.append("<p class=\"made\">" + made.joined(separator: " · ") + "</p>") }
        body += ["""
                     <p class=\"counts\"><span class=\"passed\">\(passed) passed</span> · <span class=\"failed\">\(failed) failed</span> · <span \
                     class=\"malformed\">\(malformed) malformed</span> · \(reports.count) files · \(commands) commands</p>
                     """,
                 "<table>",
                     "<thead><tr><th>status</th><th>scenario</th><th>title</th><th>commands</th><th>differing</th>"
                         + "<th>first difference</th></tr></thead>",
                         "<tbody>"]
        for (number, report) in reports.enumerated() {
            let base = Self.baseName(report, number: number)
            let differing = report.blocks.filter { !$0.matches }.count
            let first = report.firstMismatch.map { "<a href=\"\(base).html#line-\($0.line)\">line \($0.line): \(Self.escape($0.command))</a>" }
                ?? (report.status == .malformed ? Self.escape(report.problem.first ?? "") : "")
            body.append("""
                <tr class=\"\(report.status.rawValue)\"><td class=\"status\">\(report.status.rawValue)</td><td><a \
                href=\"\(base).html\">\(Self.escape(report.name))</a></td><td class=\"title\">\(Self.escape(report.title ?? ""))</td><td>\
                \(report.blocks.count)</td><td>\(differing)</td><td>\(first)</td></tr>
                """)
        }
        body += ["</tbody>", "</table>"]
        return Self.document(title: title, body: body)
    }

    func page(_ report: ScenarioReport, base: String) -> String {
        var body = ["<p><a href=\"index.html\">← all scenarios</a></p>",
                    "<h1>\(Self.escape(report.name))</h1>"]
        if let title = report.title { body.append("<p class=\"title\">\(Self.escape(title))</p>") }
        body.append("""
            <p class=\"counts\"><span class=\"\(report.status.rawValue)\">\(report.status.rawValue)</span> · \(report.blocks.count) \
            commands · \(report.blocks.filter { !$0.matches }.count) differing</p>
            """)
        if !report.problem.isEmpty {
            body.append("<pre class=\"problem\">" + report.problem.map(Self.escape).joined(separator: "\n") + "</pre>")
        }
        if !report.items.isEmpty {
            body.append("<h2>Transcript</h2>")
            body.append("""
                <p class=\"legend\"><del>- expected</del> <ins>+ printed</ins> where the output differs from the file; \
                <span class=\"absorbed\">~ printed, matched by ...</span> <span class=\"found\">! printed, found by an absent line</span></p>
                """)
            var lines: [String] = []
            for item in report.items {
                switch item {
                case .comment(let text): lines.append("<span class=\"comment\">\(Self.escape(text))</span>")
                case .blank: lines.append("")
                case .command(let block):
                    lines.append("""
                        <span class=\"command\(block.matches ? "" : " differs")\" \
                        id=\"line-\(block.line)\">\(Self.escape("> " + block.command))</span>
                        """)
                    let partners = ChangedSpan.partners(block.steps.map {
                        switch $0 { case .remove: "-"; case .insert: "+"; default: nil }
                    })
                    func marked(_ text: String, at index: Int) -> String {
                        guard let partner = partners[index], let other = Self.text(block.steps[partner]),
                              let span = ChangedSpan(index < partner ? text : other, index < partner ? other : text) else { return Self.escape(text) }
                        let (before, changed, after) = span.split(text)
                        return Self.escape(before) + "<mark>" + Self.escape(changed) + "</mark>" + Self.escape(after)
                    }
                    for (index, step) in block.steps.enumerated() {
                        switch step {
                        case .keep(let text): lines.append(Self.escape(text))
                        case .remove(let text): lines.append("<del>- \(marked(text, at: index))</del>")
                        case .insert(let text): lines.append("<ins>+ \(marked(text, at: index))</ins>")
                        // The real lines behind a matcher, in a block that differs only.
                        case .absorbed(let text) where !block.matches:
                            lines.append("<span class=\"absorbed\" title=\"printed, matched by ...\">~ \(Self.escape(text))</span>")
                        case .found(let text):
                            lines.append("<span class=\"found\" title=\"printed, found by the absent line\">! \(Self.escape(text))</span>")
                        case .absorbed: break
                        }
                    }
                }
            }
            body.append("<pre class=\"transcript\">" + lines.joined(separator: "\n") + "</pre>")
        }
        if report.diagram != nil {
            body += ["<h2>Sequence diagram</h2>",
                     "<p><img src=\"\(base).svg\" alt=\"sequence diagram of \(Self.escape(report.path))\"></p>"]
        }
        return Self.document(title: report.name, body: body)
    }

    /// The line of a removed or inserted step.
    static func text(_ step: BlockAlignment.Step) -> String? {
        switch step {
        case .remove(let text), .insert(let text): return text
        case .keep, .absorbed, .found: return nil
        }
    }

    static func document(title: String, body: [String]) -> String {
        (["<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
          "<meta name=\"color-scheme\" content=\"light dark\">",
          "<title>\(escape(title))</title>", "<style>", style, "</style>", "</head>", "<body>"]
            + body + ["</body>", "</html>"]).joined(separator: "\n") + "\n"
    }

    static let style = """
        :root { --bg: #ffffff; --fg: #1c1c1e; --muted: #6e6e73; --pass: #1b7f3b; --fail: #b4231b; --del: #fde8e7; --ins: #e4f6e8; --line: #d1d1d6; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #1c1c1e; --fg: #f2f2f7; --muted: #a1a1a6; --pass: #6fd38b; --fail: #ff8a80; --del: #4a1f1c; --ins: #1d3d26; --line: #3a3a3c; }
        }
        body { background: var(--bg); color: var(--fg); font: 15px/1.45 -apple-system, "Segoe UI", sans-serif; margin: 2em; }
        a { color: inherit; }
        table { border-collapse: collapse; }
        th, td { text-align: left; padding: 4px 12px; border-bottom: 1px solid var(--line); }
        .passed, tr.passed .status { color: var(--pass); font-weight: bold; }
        .failed, .malformed, tr.failed .status, tr.malformed .status { color: var(--fail); font-weight: bold; }
        pre { font: 13px/1.4 ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap; }
        .comment, .made { color: var(--muted); }
        .command { font-weight: bold; }
        .absorbed, .found { color: var(--muted); }
        .found { font-weight: bold; }
        .command.differs { color: var(--fail); }
        del { background: var(--del); text-decoration: none; }
        ins { background: var(--ins); text-decoration: none; }
        pre del, pre ins { display: inline-block; width: 100%; }
        mark { background: none; color: inherit; font-weight: bold; text-decoration: underline; }
        img { max-width: 100%; border: 1px solid var(--line); }
        """

    /// A control character (bad input) shows as its Control Pictures symbol, e.g. ␁.
    static func escape(_ text: String) -> String {
        MarkupText.escape(text, apostrophe: false) { scalar in
            Unicode.Scalar(0x2400 + scalar.value).map { String($0) } ?? " "
        }
    }
}
