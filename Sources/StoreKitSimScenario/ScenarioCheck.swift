import StoreKitSimCommands
import StoreKitSimDiagrams

/// Checks one scenario file: read, parse, run (once per matrix case), compare each block; with
/// `update`, rewrite it.
///
/// The file is written only when `update` is true and some block's output changed, and then
/// only those blocks' expected lines change (see `BlockAlignment` and `ScenarioChange`), through
/// `FileBytes.replace`.
public struct ScenarioCheck: Sendable {
    public var update: Bool
    /// Keep each case's `ScenarioPage` in its outcome (`test --html`).
    public var pages: Bool

    public init(update: Bool = false, pages: Bool = false) {
        self.update = update
        self.pages = pages
    }

    /// A plain file's one outcome (for a matrix file, its first case that did not pass, else its
    /// first case).
    public func check(_ path: String) -> ScenarioOutcome {
        let outcomes = checkCases(path)
        return outcomes.first { !$0.isSuccess } ?? outcomes[0]
    }

    /// One outcome per test case: one for a plain file, one per case of a matrix file.
    public func checkCases(_ path: String) -> [ScenarioOutcome] {
        let evaluation = Self.evaluate(path, pages: pages)
        guard update, !evaluation.changes.isEmpty, let file = evaluation.file else { return evaluation.outcomes }
        let updated = evaluation.applying(evaluation.changes, to: file)
        var outcomes = evaluation.outcomes
        do {
            try FileBytes.replace(path, with: Array(updated.render().utf8))
            for index in outcomes.indices where outcomes[index].status == .failed { outcomes[index].status = .updated }
        } catch {
            for index in outcomes.indices where outcomes[index].status == .failed { outcomes[index].status = .malformed(error) }
        }
        return outcomes
    }

    /// Runs a file without writing anything: its outcomes and the changes an update would make.
    /// With `printedOutput`, every block's change is the output exactly as printed (no `...` or
    /// pattern kept), as `run` shows it.
    public static func evaluate(_ path: String, printedOutput: Bool = false, pages: Bool = false) -> ScenarioEvaluation {
        let start = FileBytes.now()
        let file: ScenarioFile
        do {
            let bytes = try FileBytes.read(path)
            // A file of literal blocks whose output is exactly as written (most files of a passing
            // suite) passes without a string made of its lines; any other goes the full way below.
            if !printedOutput, !pages, let literal = LiteralBlocks.scan(bytes), ScenarioExecutor.matches(literal, path: path) {
                return ScenarioEvaluation(path: path, file: nil,
                                          outcomes: [ScenarioOutcome(path: path, status: .passed, commands: literal.count,
                                                                     seconds: FileBytes.now() - start)],
                                          changes: [])
            }
            file = try ScenarioParser(path: path).parse(bytes: bytes)
        } catch {
            return ScenarioEvaluation(path: path, file: nil,
                                      outcomes: [ScenarioOutcome(path: path, status: .malformed(error), seconds: FileBytes.now() - start)],
                                      changes: [])
        }
        let blocks = file.blocks
        let matcher = LineMatcher()
        let diff = UnifiedDiff()
        let cases: [ScenarioMatrix.Case?] = file.matrix.map { $0.cases.map(Optional.some) } ?? [nil]
        var outcomes: [ScenarioOutcome] = []
        var perCase: [ScenarioChange] = []
        for matrixCase in cases {
            let caseStart = outcomes.isEmpty ? start : FileBytes.now()
            let substitute: (String) -> String = { matrixCase?.substitute($0) ?? $0 }
            // Asked once per case: comparing the case with nil copied it, once per block.
            let plain = matrixCase == nil
            let commands = plain ? blocks.map(\.command) : blocks.map { substitute($0.command) }
            var mismatches: [Mismatch] = []
            var steps: [[BlockAlignment.Step]] = pages ? Array(repeating: [], count: blocks.count) : []
            var tooCostly: ScenarioError?
            // Each block is compared as soon as its command ran and its output dropped, so a
            // passing file never holds more than one block's output.
            let session = ScenarioExecutor.run(commands, lines: blocks.map(\.line), path: path) { index, actual in
                let block = blocks[index]
                let section = matrixCase.flatMap { block.section(for: $0) }
                let written = section?.expected ?? block.expected
                // A block written exactly as printed (most blocks of a passing suite) matches, as
                // `BlockAlignment.align`'s own first test finds; without a page or printed output to
                // keep, its steps are not built.
                if plain, !pages, !printedOutput, written == actual, !actual.contains(where: ScenarioText.needsEscape) { return true }
                let alignment = BlockAlignment.align(expected: written, actual: actual,
                                                     matcher: matcher, substitute: plain ? nil : substitute)
                if let pattern = matcher.tooCostly {
                    let offset = written.firstIndex { ExpectedLine(substitute($0)).pattern == pattern } ?? 0
                    tooCostly = ScenarioError(path: path, line: (section?.line ?? block.line) + 1 + offset,
                                              message: """
                                                  pattern '\(pattern)' ran past its \(LineMatcher.budgetMilliseconds) ms budget on one output \
                                                  line; the match was stopped
                                                  """,
                                              hint: """
                                                  a pattern whose parts can match the same text in many ways, such as '(a|a)*b', backtracks without \
                                                  end; make the alternatives distinct
                                                  """)
                    return false
                }
                if pages { steps[index] = alignment.steps }
                if printedOutput {
                    let first = (section?.line ?? block.line) + 1
                    perCase.append(ScenarioChange(block: index, cases: matrixCase.map { [$0] } ?? [], intoBlockLines: plain,
                                                  lines: actual.map(ScenarioText.escapeOutputLine),
                                                  mismatch: Mismatch(line: block.line, command: commands[index], diff: [], firstLine: first)))
                }
                guard !alignment.matches else { return true }
                let first = (section?.line ?? block.line) + 1
                let mismatch = Mismatch(line: block.line, command: commands[index],
                                        diff: diff.lines(alignment, firstLine: first), firstLine: first)
                mismatches.append(mismatch)
                if !printedOutput {
                    perCase.append(ScenarioChange(block: index, cases: matrixCase.map { [$0] } ?? [],
                                                  intoBlockLines: plain, lines: alignment.updatedLines, mismatch: mismatch))
                }
                return true
            }
            if let tooCostly {
                return ScenarioEvaluation(path: path, file: nil,
                                          outcomes: [ScenarioOutcome(path: path, caseName: matrixCase?.name, status: .malformed(tooCostly),
                                                                     seconds: FileBytes.now() - start)],
                                          changes: [])
            }
            // The transcript is made for failed cases only (the JUnit report's system-out), by
            // running the case again: a passing suite must not hold all its output in memory.
            var transcript: [String] = []
            if !mismatches.isEmpty {
                ScenarioExecutor.run(commands, lines: blocks.map(\.line), path: path) { index, actual in
                    transcript.append("> " + commands[index])
                    transcript += actual.map(ScenarioText.escapeOutputLine)
                    return true
                }
            }
            var outcome = ScenarioOutcome(path: path, caseName: matrixCase?.name, status: mismatches.isEmpty ? .passed : .failed,
                                          mismatches: mismatches, commands: blocks.count,
                                          seconds: FileBytes.now() - caseStart, transcript: transcript)
            if pages {
                outcome.page = page(file, commands: commands, steps: steps, history: session.history.steps, path: path)
            }
            outcomes.append(outcome)
        }
        return ScenarioEvaluation(path: path, file: file, outcomes: outcomes,
                                  changes: Self.merged(perCase, file: file, caseCount: cases.count))
    }

    /// The report page of one case: the file's lines, each command with its alignment.
    static func page(_ file: ScenarioFile, commands: [String], steps: [[BlockAlignment.Step]],
                     history: [SessionHistory.Step], path: String) -> ScenarioPage {
        var items: [ScenarioPage.Item] = []
        var index = 0
        for item in file.items {
            switch item {
            case .comment(let text): items.append(.comment(text))
            case .blank: items.append(.blank)
            case .command(let block):
                items.append(.command(line: block.line, command: commands[index], steps: steps[index]))
                index += 1
            }
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return ScenarioPage(items: items, title: ScenarioPage.title(of: file), diagram: SequenceDiagram(title: name, steps: history))
    }

    /// In a matrix file, a block without case sections whose every case changed to the same
    /// lines is one change to the block's own lines; other changes stay per case.
    static func merged(_ changes: [ScenarioChange], file: ScenarioFile, caseCount: Int) -> [ScenarioChange] {
        guard file.matrix != nil else { return changes }
        let blocks = file.blocks
        let byBlock = Dictionary(grouping: changes, by: \.block)
        var result: [ScenarioChange] = []
        for block in byBlock.keys.sorted() {
            let same = byBlock[block]!
            if blocks[block].sections.isEmpty, same.count == caseCount, caseCount > 1, Set(same.map(\.lines)).count == 1 {
                var change = same[0]
                change.cases = same.flatMap(\.cases)
                change.intoBlockLines = true
                result.append(change)
            } else {
                result += same
            }
        }
        return result
    }

    /// The file as an update would write it: the same text with every block's output re-recorded.
    /// With `printedOutput` (`run`), every block shows what its command printed, never the file's
    /// `...` or patterns.
    public static func transcript(_ path: String, printedOutput: Bool = false) throws(ScenarioError) -> String {
        let evaluation = evaluate(path, printedOutput: printedOutput)
        if let first = evaluation.outcomes.first, case .malformed(let error) = first.status { throw error }
        guard let file = evaluation.file else { return "" }
        var printed = evaluation.applying(evaluation.changes, to: file)
        // A block whose every case has its own section prints no lines of its own: those would be
        // the file's patterns, never used.
        if printedOutput, let caseCount = file.matrix?.cases.count {
            for position in printed.blockPositions {
                printed.updateBlock(at: position) { block in
                    if block.sections.count == caseCount { block.expected = [] }
                }
            }
        }
        return printed.render()
    }
}
