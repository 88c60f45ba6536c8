/// `storekit-sim test --review`: goes through the changed blocks one by one, diff shown, and asks
/// to accept, reject or skip each, as `cargo insta review` does for snapshots.
///
/// Accepted blocks are written when a file's last block has been decided (one atomic replace per
/// file, the other blocks byte for byte as they were). Rejected and skipped blocks leave the file
/// as it is and keep failing; the closing lines count them apart, since a rejected block is a
/// behaviour to fix and a skipped one a decision still to take.
public struct ScenarioReview {
    /// Where the review talks: a terminal in the executable, a script in tests.
    public var write: (String) -> Void
    /// One answer line, or nil at end of input (taken as quit).
    public var readLine: () -> String?
    public var color: Bool

    public init(color: Bool = false, write: @escaping (String) -> Void, readLine: @escaping () -> String?) {
        self.color = color
        self.write = write
        self.readLine = readLine
    }

    enum Answer { case accept, reject, skip, quit }

    /// Reviews `files` (already found and filtered); returns the exit status: 0 when every case
    /// now passes, 1 when some still fail, 2 when a file is malformed or cannot be written.
    public func run(_ files: [String], jobs: Int) -> Int32 {
        let slots = ResultSlots<ScenarioEvaluation>(count: files.count)
        ParallelLoop.run(count: files.count, jobs: jobs) { index in
            slots[index] = ScenarioCheck.evaluate(files[index])
            return true
        }
        var evaluations = files.indices.compactMap { slots[$0] }
        let total = evaluations.reduce(0) { $0 + $1.changes.count }
        var number = 0, accepted = 0, rejected = 0, skipped = 0
        var quitting = false
        var writeErrors: [ScenarioOutcome] = []
        var written = 0
        let diffReport = TextReport(color: color)
        for fileIndex in evaluations.indices {
            let evaluation = evaluations[fileIndex]
            guard let file = evaluation.file, !evaluation.changes.isEmpty else { continue }
            var keep: [ScenarioChange] = []
            for change in evaluation.changes {
                number += 1
                if quitting { skipped += 1; continue }
                let label = change.caseLabel.map { " [\($0)]" } ?? ""
                write("\n[\(number)/\(total)] \(evaluation.path):\(change.mismatch.line): > \(change.mismatch.command)\(label)\n")
                for line in diffReport.paintedDiff(change.mismatch.diff) { write(line + "\n") }
                switch ask() {
                case .accept: keep.append(change); accepted += 1
                case .reject: rejected += 1
                case .skip: skipped += 1
                case .quit: quitting = true; skipped += 1
                }
            }
            guard !keep.isEmpty else { continue }
            let updated = evaluation.applying(keep, to: file)
            do {
                try FileBytes.replace(evaluation.path, with: Array(updated.render().utf8))
                written += 1
                write("wrote \(evaluation.path) (\(keep.count) block\(keep.count == 1 ? "" : "s") accepted)\n")
                // What the file gives now: cases that failed and pass now were updated.
                let before = evaluation.outcomes
                var after = ScenarioCheck.evaluate(evaluation.path)
                for index in after.outcomes.indices where index < before.count
                    && before[index].status == .failed && after.outcomes[index].status == .passed {
                    after.outcomes[index].status = .updated
                }
                evaluations[fileIndex] = after
            } catch {
                writeErrors.append(ScenarioOutcome(path: evaluation.path, status: .malformed(error)))
            }
        }
        let outcomes = evaluations.flatMap(\.outcomes) + writeErrors
        let report = TextReport(color: color, update: true)
        write("\n")
        for line in diffReport.details(outcomes.filter(\.isMalformed)) { write(line + "\n") }
        write("reviewed \(number) change\(number == 1 ? "" : "s"): \(accepted) accepted, \(rejected) rejected, \(skipped) skipped\n")
        for line in report.closing(outcomes, filesWritten: written) { write(line + "\n") }
        if outcomes.contains(where: \.isMalformed) { return 2 }
        return outcomes.allSatisfy(\.isGreen) ? 0 : 1
    }

    private func ask() -> Answer {
        while true {
            write("accept (a), reject (r), skip (s), quit (q)? ")
            guard let line = readLine() else { write("\n"); return .quit }
            switch line.trimmingSpaces.lowercased() {
            case "a", "accept", "y", "yes": return .accept
            case "r", "reject", "n", "no": return .reject
            case "s", "skip": return .skip
            case "q", "quit": return .quit
            default: write("answer a, r, s or q\n")
            }
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while let c = text.first, c == " " || c == "\t" || c == "\r" { text.removeFirst() }
        while let c = text.last, c == " " || c == "\t" || c == "\r" { text.removeLast() }
        return String(text)
    }
}
