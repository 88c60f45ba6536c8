/// A file's run: its outcomes and the changes an update would make.
public struct ScenarioEvaluation: Sendable {
    public var path: String
    /// Nil when the file could not be read or parsed, and when it passed as `LiteralBlocks`
    /// (nothing to apply: such an evaluation has no changes).
    public var file: ScenarioFile?
    public var outcomes: [ScenarioOutcome]
    public var changes: [ScenarioChange]

    /// The file with `accepted` applied; everything else byte for byte as read.
    public func applying(_ accepted: [ScenarioChange], to file: ScenarioFile) -> ScenarioFile {
        var copy = file
        let positions = file.blockPositions
        for change in accepted {
            copy.updateBlock(at: positions[change.block]) { block in
                if change.intoBlockLines { block.expected = change.lines; return }
                for matrixCase in change.cases {
                    if let position = block.sections.firstIndex(where: { $0.matrixCase == matrixCase }) {
                        block.sections[position].expected = change.lines
                    } else {
                        block.sections.append(CaseSection(headerLine: "#| " + matrixCase.name, line: 0,
                                                          matrixCase: matrixCase, expected: change.lines))
                    }
                }
            }
        }
        return copy
    }
}
