import Foundation
import Testing
import TestSupport
@testable import StoreKitSimScenario
import StoreKitSimCommands

/// The runner against hostile and accidental input (issue 17): large blocks aligned in linear
/// memory, costly patterns refused or stopped, symlink loops, FIFOs and a file given twice.
@Suite struct HostileInputTests {
    /// A longest common subsequence by the textbook table, for small inputs.
    static func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    @Test func myersFindsALongestCommonSubsequence() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<300 {
            let a = (0..<Int.random(in: 0...30, using: &generator)).map { _ in Int.random(in: 0...(round % 5 + 1), using: &generator) }
            let b = (0..<Int.random(in: 0...30, using: &generator)).map { _ in Int.random(in: 0...(round % 5 + 1), using: &generator) }
            let pairs = MyersDiff.commonPairs(a.count, b.count) { a[$0] == b[$1] }
            #expect(pairs.count == Self.lcsLength(a, b), "\(a) \(b)")
            #expect(pairs.allSatisfy { a[$0.0] == b[$0.1] })
            #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.0.0 < $0.1.0 && $0.0.1 < $0.1.1 }, "increasing")
        }
    }

    @Test func aBlockPastTheTableLimitIsAlignedByTheDifference() {
        let expected = (0..<3000).map { "line \($0)" }
        var actual = expected
        actual[1500] = "changed"
        actual.insert("# new", at: 10)
        #expect((expected.count + 1) * (actual.count + 1) > BlockAlignment.tableLimit)
        let alignment = BlockAlignment.align(expected: expected, actual: actual)
        #expect(!alignment.matches)
        #expect(alignment.steps.filter { if case .keep = $0 { false } else { true } }
            == [.insert("\\# new"), .remove("line 1500"), .insert("changed")])
        #expect(alignment.updatedLines == actual.map(ScenarioText.escapeOutputLine))
    }

    @Test func aLargeBlockWithMatchersStillMatches() {
        let actual = (0..<3000).map { "id \($0)" }
        var expected = Array(actual[0..<1000]) + ["..."] + Array(actual[2000..<2999]) + ["id [0-9]+ (re)", "nothing (absent)"]
        #expect(BlockAlignment.align(expected: expected, actual: actual).matches)
        expected[5] = "id 5 (any order)"
        expected[6] = "id 6 (any order)"
        #expect(BlockAlignment.align(expected: expected, actual: actual).matches)
        expected.append("gone")
        let alignment = BlockAlignment.align(expected: expected, actual: actual)
        #expect(alignment.steps.filter { !$0.isUnchanged } == [.remove("gone")])
        #expect(alignment.steps.filter { if case .absorbed = $0 { true } else { false } }.count == 1000, "the lines `...` stood for")
    }

    @Test func twelveThousandDifferentLinesAreAllReplaced() {
        let expected = (0..<12_000).map { "expected \($0)" }, actual = (0..<12_000).map { "actual \($0)" }
        let alignment = BlockAlignment.align(expected: expected, actual: actual)
        #expect(alignment.steps.count == 24_000)
        #expect(alignment.updatedLines == actual)
    }

    @Test func nestedRepetitionIsFound() {
        for (pattern, position) in [("(a+)+b", 4), ("x(\\w*y?)*z", 8), ("((ab)+c){2,}", 8), ("(a{1,5})+", 8), ("(?:a|b+)*", 8)] {
            #expect(RegexCost.nestedRepetition(in: pattern) == position, "\(pattern)")
        }
        for pattern in ["a+b+", "(ab)+", "(a+)?", "(a+)++", "[(a+)]+", "\\(a+\\)+", "(a+){1}", "\\p{L}+(x)*", "clock 2026-.*", "(FRA|DEU)+"] {
            #expect(RegexCost.nestedRepetition(in: pattern) == nil, "\(pattern)")
        }
    }

    @Test func theParserRefusesNestedRepetitionAtItsColumn() {
        #expect(throws: ScenarioError.self) { try ScenarioParser(path: "x.scenario").parse("> echo a\nok\nx(a+)+b (re)\n") }
        do {
            _ = try ScenarioParser(path: "x.scenario").parse("> echo a\nok\nx(a+)+b (re) (absent)\n")
        } catch {
            #expect(error.line == 3 && error.column == 6)
            #expect(error.message.contains("repeats a group that itself repeats"))
        }
    }

    @Test func aPatternThatRunsPastTheBudgetIsALocatedError() {
        let folder = TemporaryFolder()
        let path = folder.write("slow.scenario", "> echo \(String(repeating: "a", count: 40))\n...\n(a|a)*b (re)\n")
        let outcome = ScenarioCheck(update: true).check(path)
        guard case .malformed(let error) = outcome.status else { Issue.record("not malformed: \(outcome.status)"); return }
        #expect(error.line == 3 && error.column == 1 && error.message.contains("ran past its \(LineMatcher.budgetMilliseconds) ms budget"))
        #expect(folder.read("slow.scenario").hasSuffix("(a|a)*b (re)\n"), "not updated")
    }

    /// A match past the budget runs in a matcher process (the built executable in its hidden
    /// `regex-matcher` mode), which is killed: the runner gets its answer within the budget plus a
    /// margin, the process is gone (its memory and thread returned, where a thread of the runner
    /// could only be abandoned), and the next matcher starts a new one that answers.
    @Test(.enabled(if: BuiltBinary.exists)) func aStoppedMatchFreesItsProcess() throws {
        RegexHelpers.configure { [BuiltBinary.path, "regex-matcher"] }
        let matcher = LineMatcher()
        #expect(matcher.matches(.regex("a+ b.*"), "aaa bcd"))
        let start = Date()
        #expect(!matcher.matches(.regex("(a|a)*b"), String(repeating: "a", count: 40)))
        let seconds = Date().timeIntervalSince(start)
        #expect(seconds >= Double(LineMatcher.budgetMilliseconds) / 1000 && seconds < Double(LineMatcher.budgetMilliseconds) / 1000 + 3)
        #expect(matcher.tooCostly == "(a|a)*b")
        let stopped = try #require(matcher.stoppedHelperID)
        #expect(kill(stopped, 0) == -1 && errno == ESRCH, "the matcher process \(stopped) still runs")
        let next = LineMatcher()
        #expect(next.matches(.regex("x{2}y"), "xxy") && !next.matches(.regex("x{2}y"), "xy"))
        #expect(next.stoppedHelperID == nil)
    }

    @Test func symlinkLoopsAreWalkedOnceAndEachFileFoundOnce() throws {
        let folder = TemporaryFolder()
        folder.write("s/a.scenario", "> echo a\na\n")
        folder.write("s/sub/b.scenario", "> echo b\nb\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/s/sub/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/s/sub/self", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/s/again", withDestinationPath: "sub")
        let found = ScenarioDiscovery.find([folder.path + "/s"])
        #expect(found.count == 2, "\(found)")
        #expect(Set(found.map { ($0 as NSString).lastPathComponent }) == ["a.scenario", "b.scenario"])
    }

    @Test func aPathGivenTwiceIsRunAndUpdatedOnce() throws {
        let folder = TemporaryFolder()
        let path = folder.write("a.scenario", "> echo a\nold\n")
        let dotted = folder.path + "/./a.scenario"
        #expect(ScenarioDiscovery.find([path, dotted, folder.path + "//a.scenario"]).count == 1)
        let result = ScenarioTestCommand().run(["--update", "--jobs", "2", path, dotted])
        #expect(result.status == 0, "\(result)")
        #expect(folder.read("a.scenario") == "> echo a\na\n")
        #expect(try ScenarioTestCommand().files(TestOptions.parse([path, dotted])).count == 1)
    }

    @Test func aFIFOIsRefusedAtOnce() {
        let folder = TemporaryFolder()
        #expect(mkfifo(folder.path + "/pipe.scenario", 0o644) == 0)
        folder.write("ok.scenario", "> echo a\na\n")
        let result = ScenarioTestCommand().run([folder.path])
        #expect(result.status == 2)
        #expect(result.stdout.first { $0.contains("pipe.scenario:1:1: error:") && $0.contains("FIFO") } != nil, "\(result.stdout)")
    }

    @Test func blocksAreHandedOverOneAtATime() {
        var seen: [Int] = []
        ScenarioExecutor.run(["echo a", "echo b", "echo c"], lines: [1, 2, 3], path: "x.scenario") { index, output in
            seen.append(index)
            #expect(output == [["a", "b", "c"][index]])
            return index < 1
        }
        #expect(seen == [0, 1], "stops when told")
    }
}
