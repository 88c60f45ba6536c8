import StoreKitSimCommands
import StoreKitSimDiagrams

/// What one run of `test` checked, as `test --results FILE` writes it for `report merge`: which
/// shard of how many, and each case's outcome with its place in the unsharded run, so the merged
/// reports list the cases exactly as one unsharded run would.
///
/// The file is line-based (`ResultsLine`): a header naming the format's version, one `case` record
/// per outcome followed by its details (mismatches, transcript, the HTML report's page), and an
/// `end` record with the number of cases, so a truncated file is told from a whole one.
public struct ScenarioResults: Sendable, Hashable {
    /// The version of the format this build writes and reads.
    public static let formatVersion = 1
    /// The first word of every results file.
    public static let magic = "storekit-sim-results"

    /// One case of the run and its place: the index of its file among every file of the unsharded
    /// run (after `--filter`, before `--shard`); a matrix file's cases keep their order.
    public struct Case: Sendable, Hashable {
        public var position: Int
        public var outcome: ScenarioOutcome

        public init(position: Int, outcome: ScenarioOutcome) {
            self.position = position
            self.outcome = outcome
        }
    }

    /// This run's shard (1/1 for an unsharded run).
    public var shard: Shard
    /// Files of the unsharded run, over every shard.
    public var files: Int
    /// Seconds the run took (reports only).
    public var seconds: Double
    public var cases: [Case]

    public init(shard: Shard, files: Int, seconds: Double, cases: [Case]) {
        self.shard = shard
        self.files = files
        self.seconds = seconds
        self.cases = cases
    }

    /// The results of a run: `allFiles` is the unsharded run's file list, which gives each case its place.
    public init(shard: Shard?, allFiles: [String], seconds: Double, outcomes: [ScenarioOutcome]) {
        var positions: [String: Int] = [:]
        for (index, path) in allFiles.enumerated() where positions[path] == nil { positions[path] = index }
        self.init(shard: shard ?? Shard(index: 1, total: 1), files: allFiles.count, seconds: seconds,
                  cases: outcomes.map { Case(position: positions[$0.path] ?? allFiles.count, outcome: $0) })
    }

    /// The file's text.
    public var text: String {
        var lines = [ResultsLine(Self.magic, [String(Self.formatVersion)]),
                     ResultsLine("run", [String(shard.index), String(shard.total), String(files), "\(seconds)"])]
        for entry in cases { lines += Self.records(entry) }
        lines.append(ResultsLine("end", [String(cases.count)]))
        var text = ""
        for line in lines {
            text += line.text
            text += "\n"
        }
        return text
    }

    private static func records(_ entry: Case) -> [ResultsLine] {
        let outcome = entry.outcome
        let status: String
        switch outcome.status {
        case .passed: status = "passed"
        case .failed: status = "failed"
        case .updated: status = "updated"
        case .malformed: status = "malformed"
        }
        var lines = [ResultsLine("case", [String(entry.position), outcome.path, ResultsLine.optional(outcome.caseName), status,
                                          String(outcome.commands), "\(outcome.seconds)"])]
        if case .malformed(let error) = outcome.status {
            lines.append(ResultsLine("error", [error.path, String(error.line), String(error.column), error.located ? "1" : "0",
                                               error.message, ResultsLine.optional(error.hint)]))
        }
        for mismatch in outcome.mismatches {
            lines.append(ResultsLine("mismatch", [String(mismatch.line), String(mismatch.firstLine), mismatch.command]))
            lines += mismatch.diff.map { ResultsLine("diff", [$0]) }
        }
        lines += outcome.transcript.map { ResultsLine("out", [$0]) }
        if let page = outcome.page { lines += pageRecords(page) }
        return lines
    }

    private static func pageRecords(_ page: ScenarioPage) -> [ResultsLine] {
        var lines = [ResultsLine("page", [ResultsLine.optional(page.title)])]
        for item in page.items {
            switch item {
            case .comment(let text): lines.append(ResultsLine("comment", [text]))
            case .blank: lines.append(ResultsLine("blank"))
            case .command(let line, let command, let steps):
                lines.append(ResultsLine("command", [String(line), command]))
                for step in steps {
                    switch step {
                    case .keep(let text): lines.append(ResultsLine("keep", [text]))
                    case .remove(let text): lines.append(ResultsLine("remove", [text]))
                    case .insert(let text): lines.append(ResultsLine("insert", [text]))
                    case .absorbed(let text): lines.append(ResultsLine("absorbed", [text]))
                    case .found(let text): lines.append(ResultsLine("found", [text]))
                    }
                }
            }
        }
        if let diagram = page.diagram {
            lines.append(ResultsLine("diagram", [diagram.title]))
            for item in diagram.items {
                switch item {
                case .command(let text): lines.append(ResultsLine("d-command", [text]))
                case .message(let from, let to, let text, let kind):
                    lines.append(ResultsLine("d-message", [String(from.rawValue), String(to.rawValue), kindName(kind), text]))
                case .note(let over, let text): lines.append(ResultsLine("d-note", [String(over.rawValue), text]))
                }
            }
        }
        return lines
    }

    static func kindName(_ kind: SequenceDiagram.Kind) -> String {
        switch kind {
        case .call: "call"
        case .reply: "reply"
        case .sheet: "sheet"
        }
    }
}
