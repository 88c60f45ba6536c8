/// Checks one scenario file: read, parse, run, compare each block; with `update`, rewrite it.
///
/// The file is written only when `update` is true and some block's output changed, and then
/// only those blocks' expected lines change (see `BlockAlignment`), through `FileBytes.replace`.
public struct ScenarioCheck: Sendable {
    public var update: Bool

    public init(update: Bool = false) {
        self.update = update
    }

    public func check(_ path: String) -> ScenarioOutcome {
        let start = FileBytes.now()
        var outcome = checkUntimed(path)
        outcome.seconds = FileBytes.now() - start
        return outcome
    }

    private func checkUntimed(_ path: String) -> ScenarioOutcome {
        let file: ScenarioFile
        do {
            file = try ScenarioParser(path: path).parse(bytes: FileBytes.read(path))
        } catch {
            return ScenarioOutcome(path: path, status: .malformed(error))
        }
        let blocks = file.blocks
        let outputs = ScenarioExecutor.outputs(of: file, path: path)
        let matcher = LineMatcher()
        let diff = UnifiedDiff()
        var mismatches: [Mismatch] = []
        var expected: [[String]] = []
        for (block, actual) in zip(blocks, outputs) {
            let alignment = BlockAlignment.align(expected: block.expected, actual: actual, matcher: matcher)
            expected.append(alignment.updatedLines)
            if !alignment.matches {
                mismatches.append(Mismatch(line: block.line, command: block.command,
                                           diff: diff.lines(alignment, firstLine: block.line + 1)))
            }
        }
        if mismatches.isEmpty {
            return ScenarioOutcome(path: path, status: .passed, commands: blocks.count)
        }
        guard update else {
            return ScenarioOutcome(path: path, status: .failed, mismatches: mismatches, commands: blocks.count)
        }
        do {
            try FileBytes.replace(path, with: Array(file.replacingExpected(expected).render().utf8))
        } catch {
            return ScenarioOutcome(path: path, status: .malformed(error), mismatches: mismatches, commands: blocks.count)
        }
        return ScenarioOutcome(path: path, status: .updated, mismatches: mismatches, commands: blocks.count)
    }

    /// The file as an update would write it: the same text with every block's output re-recorded.
    public static func transcript(_ path: String) throws(ScenarioError) -> String {
        let file = try ScenarioParser(path: path).parse(bytes: FileBytes.read(path))
        let outputs = ScenarioExecutor.outputs(of: file, path: path)
        let matcher = LineMatcher()
        let expected = zip(file.blocks, outputs).map {
            BlockAlignment.align(expected: $0.0.expected, actual: $0.1, matcher: matcher).updatedLines
        }
        return file.replacingExpected(expected).render()
    }
}
