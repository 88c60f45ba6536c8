/// One block's new expected lines: in a plain file (or for every case of a matrix file at once)
/// the block's own lines, otherwise the case sections of `cases`, added if missing.
public struct ScenarioChange: Sendable, Hashable {
    /// Index of the block in file order.
    public var block: Int
    /// The matrix cases it is for (empty in a plain file).
    public var cases: [ScenarioMatrix.Case]
    /// True: replace the block's own lines; false: the cases' sections.
    public var intoBlockLines: Bool
    /// The expected lines to write.
    public var lines: [String]
    /// Where and how the output differs (the first case's, for a merged change).
    public var mismatch: Mismatch

    /// The cases as shown to a person: nil for a plain file.
    public var caseLabel: String? {
        if cases.isEmpty { return nil }
        if cases.count == 1 { return cases[0].name }
        return "all \(cases.count) cases"
    }
}
