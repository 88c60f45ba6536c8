import Testing
@testable import StoreKitSimScenario

/// Matching with `...` and ` (re)`, the diff shown on a mismatch, and the lines an update writes.
@Suite struct AlignmentTests {
    @Test func exactLinesMatch() {
        #expect(BlockAlignment.align(expected: ["a", "b"], actual: ["a", "b"]).matches)
        #expect(!BlockAlignment.align(expected: ["a"], actual: ["a", "b"]).matches)
        #expect(!BlockAlignment.align(expected: ["a "], actual: ["a"]).matches, "trailing spaces count")
    }

    @Test func ellipsisMatchesAnyNumberOfLines() {
        #expect(BlockAlignment.align(expected: ["..."], actual: []).matches)
        #expect(BlockAlignment.align(expected: ["a", "...", "z"], actual: ["a", "b", "c", "z"]).matches)
        #expect(BlockAlignment.align(expected: ["a", "...", "z"], actual: ["a", "z"]).matches)
        #expect(!BlockAlignment.align(expected: ["a", "...", "z"], actual: ["a", "b"]).matches)
    }

    @Test func regexMatchesTheWholeLine() {
        #expect(BlockAlignment.align(expected: ["clock 2026-.* (re)"], actual: ["clock 2026-01-01"]).matches)
        #expect(!BlockAlignment.align(expected: ["clock (re)"], actual: ["clock 2026"]).matches, "a prefix match is not enough")
        #expect(!BlockAlignment.align(expected: ["\\a.c (re)"], actual: ["abc"]).matches, "an escaped line is literal")
        #expect(BlockAlignment.align(expected: ["\\a.c (re)"], actual: ["a.c (re)"]).matches)
    }

    @Test func escapedLinesMatchTheirText() {
        #expect(BlockAlignment.align(expected: ["\\# x", "\\", "\\...", "\\\\y"], actual: ["# x", "", "...", "\\y"]).matches)
    }

    @Test func updateKeepsMatcherLinesThatStillMatch() {
        let alignment = BlockAlignment.align(expected: ["head", "...", "id [0-9]+ (re)", "old"], actual: ["head", "x", "y", "id 42", "new"])
        #expect(!alignment.matches)
        #expect(alignment.updatedLines == ["head", "...", "id [0-9]+ (re)", "new"])
    }

    @Test func updateEscapesNewLines() {
        let alignment = BlockAlignment.align(expected: [], actual: ["# looks like a comment", "", "> like a command"])
        #expect(alignment.updatedLines == ["\\# looks like a comment", "\\", "\\> like a command"])
    }

    @Test func diffShowsExpectedAgainstActualWithFileLineNumbers() {
        let alignment = BlockAlignment.align(expected: ["a", "b", "c"], actual: ["a", "B", "c"])
        #expect(UnifiedDiff().lines(alignment, firstLine: 10) == ["@@ -10,3 +10,3 @@", " a", "-b", "+B", " c"])
        let added = BlockAlignment.align(expected: [], actual: ["x"])
        #expect(UnifiedDiff().lines(added, firstLine: 5) == ["@@ -4,0 +5,1 @@", "+x"])
    }

    @Test func longBlocksGetContextHunks() {
        let expected = (1...20).map { "line \($0)" }
        var actual = expected
        actual[1] = "changed 2"
        actual[17] = "changed 18"
        let lines = UnifiedDiff().lines(BlockAlignment.align(expected: expected, actual: actual), firstLine: 1)
        #expect(lines.filter { $0.hasPrefix("@@") } == ["@@ -1,5 +1,5 @@", "@@ -15,6 +15,6 @@"])
    }
}
