/// In a matrix file, a block's expected output for one case (`#| storefront=FRA os=18.0` and the
/// lines under it); cases without a section use the block's own lines.
public struct CaseSection: Sendable, Hashable {
    /// The whole `#| ...` line, kept verbatim.
    public var headerLine: String
    /// 1-based line number of the header line (0 for a section an update adds).
    public var line: Int
    public var matrixCase: ScenarioMatrix.Case
    public var expected: [String]
}
