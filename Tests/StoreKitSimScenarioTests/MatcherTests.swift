import Testing
import TestSupport
@testable import StoreKitSimScenario

/// ` (glob)`, ` (absent)` and ` (any order)`: what each matches, that an update keeps them byte
/// for byte while they hold, and that meaningless combinations are errors of the file.
@Suite struct MatcherTests {
    @Test func globMatchesTheWholeLineWithStarQuestionMarkAndEscapes() {
        #expect(GlobPattern("product * USD *").matches("product com.example.gems 0.99 USD 100 Gems"))
        #expect(GlobPattern("a?c").matches("abc"))
        #expect(!GlobPattern("a?c").matches("ac"), "? is exactly one character")
        #expect(GlobPattern("*").matches(""))
        #expect(!GlobPattern("gems").matches("gems chest"), "the whole line, not a prefix")
        #expect(!GlobPattern("*gems").matches("gems chest"), "nor a prefix match behind a star")
        #expect(GlobPattern("a\\*b").matches("a*b"))
        #expect(!GlobPattern("a\\*b").matches("axb"), "an escaped star is literal")
        #expect(GlobPattern("a\\?").matches("a?") && !GlobPattern("a\\?").matches("ab"))
        #expect(GlobPattern("*a*a*a*a*b").matches(String(repeating: "a", count: 60) + "b"))
        #expect(!GlobPattern("*a*a*a*a*b").matches(String(repeating: "a", count: 2000)), "no exponential backtracking")
        #expect(BlockAlignment.align(expected: ["clock 2026-??-01* (glob)"], actual: ["clock 2026-01-01T00:00:00Z"]).matches)
        #expect(!BlockAlignment.align(expected: ["\\clock * (glob)"], actual: ["clock x"]).matches, "an escaped line is literal")
    }

    @Test func absentLinesFailWhenAnyOutputLineMatchesWhereverTheyStand() {
        let store = ["store USA 2 products", "product gems", "product premium"]
        #expect(BlockAlignment.align(expected: ["*crystals* (glob) (absent)", "..."], actual: store).matches)
        #expect(BlockAlignment.align(expected: ["...", "product crystals (absent)"], actual: store).matches)
        #expect(!BlockAlignment.align(expected: ["...", "*gems* (glob) (absent)"], actual: store).matches)
        #expect(!BlockAlignment.align(expected: ["product gems (absent)", "..."], actual: store).matches, "before the line it forbids")
        #expect(!BlockAlignment.align(expected: ["product [a-z]+ (re) (absent)", "..."], actual: store).matches)
        // It consumes no output line: the other lines must still match the whole output.
        #expect(!BlockAlignment.align(expected: ["x (absent)"], actual: ["y"]).matches)
        #expect(BlockAlignment.align(expected: ["x (absent)"], actual: []).matches)
        let violated = BlockAlignment.align(expected: ["...", "*gems* (glob) (absent)"], actual: store)
        #expect(Array(violated.steps.suffix(2)) == [.remove("*gems* (glob) (absent)"), .found("product gems")],
                "shown as the line that no longer holds, and the line it found")
    }

    @Test func aDiagnosticIsNeverAbsorbedByAnEllipsisAGlobOrAPattern() {
        let failed = ["finish t1", "error: unknown transaction 't1'", "hint: 'transactions' lists them"]
        #expect(!BlockAlignment.align(expected: ["..."], actual: failed).matches, "`...` does not hide an error")
        #expect(!BlockAlignment.align(expected: ["finish t1", "* (glob)", "..."], actual: failed).matches)
        #expect(!BlockAlignment.align(expected: ["finish t1", "error: .* (re)", "..."], actual: failed).matches)
        #expect(!BlockAlignment.align(expected: ["finish t1", "error: * (glob) (any order)", "hint: * (glob) (any order)"],
                                      actual: failed).matches)
        // Written out, the rest of the block may still be loose.
        #expect(BlockAlignment.align(expected: ["...", "error: unknown transaction 't1'", "..."], actual: failed).matches)
        // The diff asks for the error line where the ellipsis stood.
        let steps = BlockAlignment.align(expected: ["finish t1", "..."], actual: failed).steps
        #expect(steps.contains(.insert("error: unknown transaction 't1'")))
        // An error raised in a sourced file carries its location and is a diagnostic too.
        #expect(!BlockAlignment.align(expected: ["..."], actual: ["setup.txt:3:1: error: unknown command 'x'"]).matches)
        #expect(BlockAlignment.align(expected: ["..."], actual: ["note: error: is only a word here", "a:b: error: c"]).matches)
        // A block too large for the exact table keeps the rule.
        let long = (0..<3000).map { "line \($0)" }
        #expect(!BlockAlignment.align(expected: long + ["..."], actual: long + long + ["error: late"]).matches)
        #expect(BlockAlignment.align(expected: long + ["..."], actual: long + long).matches)
        // An absent pattern still finds an error line.
        #expect(!BlockAlignment.align(expected: ["error: * (glob) (absent)", "..."], actual: ["ok"] + failed).matches)
    }

    @Test func aFailingBlockShowsTheRealLinesBehindItsMatchers() {
        let store = ["store USA 2 products", "product gems", "product premium"]
        let missing = BlockAlignment.align(expected: ["store USA 2 products", "...", "product crystals"], actual: store)
        #expect(missing.steps == [.keep("store USA 2 products"), .keep("..."), .absorbed("product gems"), .absorbed("product premium"),
                                  .remove("product crystals")])
        #expect(missing.updatedLines == ["store USA 2 products", "..."], "shown, never written")
        #expect(UnifiedDiff().lines(missing, firstLine: 2) == ["@@ -3,2 +3,1 @@", " ...", "~product gems", "~product premium", "-product crystals"])
        let found = BlockAlignment.align(expected: ["...", "*gems* (glob) (absent)"], actual: store)
        #expect(UnifiedDiff().lines(found, firstLine: 2).suffix(2) == ["-*gems* (glob) (absent)", "!product gems"])
        // A passing block has no diff, whatever its matchers stood for.
        #expect(BlockAlignment.align(expected: ["..."], actual: store).matches)
    }

    @Test func theChangedPartOfALineIsMarked() {
        let span = ChangedSpan("clock 2026-01-02T00:00:00Z", "clock 2026-01-01T00:00:00Z")
        #expect(span?.split("clock 2026-01-01T00:00:00Z").changed == "1")
        #expect(ChangedSpan("abc", "xyz") == nil, "nothing in common: the whole line changed")
        let diff = ["@@ -2,1 +2,1 @@", "-clock 2026-01-02T00:00:00Z", "+clock 2026-01-01T00:00:00Z"]
        #expect(TextReport().paintedDiff(diff) == diff + ["?               ^"])
        #expect(TextReport(color: true).paintedDiff(diff)[2] == "\u{1B}[32m+clock 2026-01-0\u{1B}[7m1\u{1B}[27mT00:00:00Z\u{1B}[0m")
        #expect(TextReport().paintedDiff(["@@ -1,1 +1,1 @@", "-b", "+a"]) == ["@@ -1,1 +1,1 @@", "-b", "+a"], "a short line needs no marks")
    }

    /// A glob that fails for want of a trailing `*` says that a glob matches the whole line, and
    /// names the pattern that matches; a glob that would fail anyway gets no such note.
    @Test func aGlobMissingItsTrailingStarSaysGlobsMatchTheWholeLine() {
        let diff = ["@@ -2,1 +2,1 @@", "-storefront JPN 143462 (glob)", "+storefront JPN 143462 Japan"]
        #expect(TextReport().paintedDiff(diff).last == "? a glob matches the whole line: 'storefront JPN 143462* (glob)' matches this one")
        let other = ["@@ -2,1 +2,1 @@", "-storefront FRA * (glob)", "+storefront JPN 143462 Japan"]
        #expect(!TextReport().paintedDiff(other).contains { $0.hasPrefix("? a glob") })
    }

    @Test func anyOrderGroupsMatchAsManyConsecutiveLinesInSomeOrder() {
        let group = ["b (any order)", "a (any order)", "c (any order)"]
        #expect(BlockAlignment.align(expected: group, actual: ["a", "b", "c"]).matches)
        #expect(BlockAlignment.align(expected: group, actual: ["c", "a", "b"]).matches)
        #expect(!BlockAlignment.align(expected: group, actual: ["a", "b"]).matches, "one line missing")
        #expect(!BlockAlignment.align(expected: group, actual: ["a", "b", "c", "d"]).matches, "one line too many")
        #expect(!BlockAlignment.align(expected: group, actual: ["a", "a", "c"]).matches, "each member takes a different line")
        #expect(!BlockAlignment.align(expected: ["head", "a (any order)", "b (any order)"], actual: ["a", "head", "b"]).matches,
                "the group is consecutive")
        // A pattern member must not take the line an exact member needs (a matching, not greedy).
        #expect(BlockAlignment.align(expected: ["* (glob) (any order)", "x (any order)"], actual: ["x", "y"]).matches)
        #expect(BlockAlignment.align(expected: ["head", "...", "p[0-9] (re) (any order)", "q (any order)", "tail"],
                                     actual: ["head", "1", "q", "p7", "tail"]).matches)
    }

    static let matcherRich = """
    > store
    store USA 6 products
    *Crystals* (glob) (absent)
    product com.example.gems 0.99 USD "100 Gems"
    product com.example.gems.chest ?.99 USD "* Gems" (glob)
    product com.example.starter 1.99 USD "Starter Pack" (any order)
    product com.example.pro.* (glob) (any order)
    product com.example.pro.* (glob) (any order)
    product com.example.premium 4.99 USD Premium (any order)
    > echo changed
    stale

    """

    @Test func updateKeepsEveryMatcherThatStillHoldsByteForByte() throws {
        let folder = TemporaryFolder()
        // The store block is fine; a stale line is added to it and the echo block is stale.
        let text = Self.matcherRich.replacingOccurrences(of: "(any order)\n> echo", with: "(any order)\nstale line\n> echo")
        let path = folder.write("m.scenario", text)
        let outcome = ScenarioCheck(update: true).check(path)
        #expect(outcome.status == .updated)
        #expect(outcome.mismatches.map(\.line) == [1, 11])
        #expect(folder.read("m.scenario") == Self.matcherRich.replacingOccurrences(of: "stale\n", with: "changed\n"))
        #expect(ScenarioCheck().check(path).status == .passed)
    }

    @Test func updateDropsAnAbsentLineThatNoLongerHoldsAndSaysSo() throws {
        let folder = TemporaryFolder()
        let path = folder.write("a.scenario", "> store\n...\n*gems.chest* (glob) (absent)\n")
        let result = ScenarioTestCommand().run(["--update", path])
        #expect(result.stdout.contains("-*gems.chest* (glob) (absent)"))
        #expect(result.stdout.suffix(1) == ["0 passed, 0 failed, 1 file updated"])
        #expect(folder.read("a.scenario") == "> store\n...\n")
    }

    @Test func meaninglessCombinationsAreErrorsOfTheFile() {
        let cases: [(String, String)] = [
            ("> echo\n... (absent)\n", "x.scenario:2:1: error: '... (absent)' combines matchers that cannot go together"),
            ("> echo\na (absent) (any order)\n", "x.scenario:2:1: error: 'a (absent) (any order)' combines matchers that cannot go together"),
            ("> echo\n[ (re) (absent)\n", "x.scenario:2:1: error: invalid regular expression '['"),
        ]
        for (text, message) in cases {
            #expect(throws: ScenarioError.self) { try ScenarioParser(path: "x.scenario").parse(text) }
            do {
                _ = try ScenarioParser(path: "x.scenario").parse(text)
            } catch {
                #expect(error.lines[0].hasPrefix(message), Comment(rawValue: error.lines[0]))
            }
        }
    }

    /// The parser skips the matcher check for an ASCII line by its bytes: they must tell a
    /// matcher's suffix as the text does, and a wrong matcher is still an error.
    @Test func matcherSuffixesAreToldOnBytesAsOnText() {
        let ends = ["", ")", " (re)", "(re)", " (glob)", " (absent)", " (any order)", " (any  order)", " (RE)", "re)", " (glob))", "x"]
        for start in ["", "a", "\\", "...", "line (re) and", " "] {
            for end in ends {
                let line = start + end
                let onText = ExpectedLine.suffixes.contains { line.hasSuffix($0) }
                #expect(ScenarioParser.endsWithMatcherSuffix(ArraySlice(line.utf8)) == onText, "\(line)")
            }
        }
        #expect(throws: ScenarioError.self) { try ScenarioParser(path: "x.scenario").parse("> echo\nwords (re)\n( (re)\n") }
        #expect(throws: Never.self) { try ScenarioParser(path: "x.scenario").parse("> echo\n\\( (re)\n...\n.x)\n") }
    }

    @Test func theWriterEscapesOutputThatEndsInAMatcherWord() {
        for line in ["a (glob)", "gems (absent)", "x (any order)"] {
            let written = ScenarioText.escapeOutputLine(line)
            #expect(written == "\\" + line)
            #expect(ExpectedLine(written) == .literal(line))
        }
        #expect(ScenarioText.escapeOutputLine("a (globs)") == "a (globs)")
    }
}
