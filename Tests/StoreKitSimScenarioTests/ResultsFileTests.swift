import Foundation
import Testing
import TestSupport
import StoreKitSimCommands
import StoreKitSimDiagrams
@testable import StoreKitSimScenario

/// `test --results FILE` and `report merge`: every field of an outcome reads back as written, the
/// shards' cases come back in the unsharded run's order, and a results file that is missing,
/// truncated, of another format or edited by hand is a located error, never a partial merge.
@Suite struct ResultsFileTests {
    /// An outcome with every kind of record and text that needs escaping.
    static let failing: ScenarioOutcome = {
        var outcome = ScenarioOutcome(path: "a dir/x.scenario", caseName: "word=tab\there", status: .failed,
                                      mismatches: [Mismatch(line: 4, command: "echo a\\b", diff: ["@@ -5,1 +5,1 @@", "-x\ty", "+x\\ny"],
                                                            firstLine: 5)],
                                      commands: 3, seconds: 0.123456789, transcript: ["> echo a\\b", "line\r", "ünïcode ✓", ""])
        let diagram = SequenceDiagram(title: "x.scenario", items: [
            .command("buy com.example.gems"),
            .message(from: .app, to: .storeKit, text: "add(payment)", kind: .call),
            .message(from: .storeKit, to: .customer, text: "payment sheet", kind: .sheet),
            .message(from: .appStore, to: .app, text: "ok", kind: .reply),
            .note(over: .server, text: "token\nsent"),
        ])
        outcome.page = ScenarioPage(items: [.comment("# title"), .blank,
                                            .command(line: 4, command: "echo a", steps: [.keep("k"), .remove("r"), .insert("i"),
                                                                                         .absorbed("a"), .found("f")])],
                                    title: nil, diagram: diagram)
        return outcome
    }()

    static let malformed: ScenarioOutcome = {
        var error = ScenarioError(path: "bad.scenario", line: 7, column: 3, message: "an orphan line", hint: nil)
        error.located = false
        return ScenarioOutcome(path: "bad.scenario", status: .malformed(error))
    }()

    @Test func everyFieldReadsBackAsWritten() throws {
        let folder = TemporaryFolder()
        let results = ScenarioResults(shard: Shard(index: 2, total: 3), files: 9, seconds: 1.5, cases: [
            .init(position: 4, outcome: Self.failing),
            .init(position: 7, outcome: Self.malformed),
            .init(position: 8, outcome: ScenarioOutcome(path: "p.scenario", status: .updated, commands: 1)),
            .init(position: 8, outcome: {
                var outcome = ScenarioOutcome(path: "p.scenario", caseName: "", status: .passed)
                outcome.page = ScenarioPage(items: [], title: "T")
                return outcome
            }()),
        ])
        let path = folder.write("r.results", results.text)
        #expect(try ScenarioResults.read(path) == results)
        // One record a line: no text of the outcome breaks a line.
        #expect(results.text.split(separator: "\n").allSatisfy { $0.first != "\t" })
    }

    /// Writes `text` and reads it, returning the error's lines.
    static func error(_ text: String) throws -> [String] {
        let folder = TemporaryFolder()
        let path = folder.write("r.results", text)
        do {
            _ = try ScenarioResults.read(path)
        } catch {
            return error.lines.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
        }
        Issue.record("no error for \(text.debugDescription)")
        return []
    }

    static let whole = ScenarioResults(shard: Shard(index: 1, total: 1), files: 1, seconds: 0,
                                       cases: [.init(position: 0, outcome: failing)]).text

    @Test func aMissingFileIsNamed() throws {
        do {
            _ = try ScenarioResults.read("/nonexistent/shard-1.results")
            Issue.record("read a missing file")
        } catch {
            #expect(error.lines[0] == "/nonexistent/shard-1.results:1:1: error: cannot read the file: No such file or directory")
        }
    }

    @Test func aTruncatedFileIsLocated() throws {
        // Cut in the middle of a line: the last line, at its end.
        let cut = String(Self.whole.prefix(60))
        let lines = cut.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(try Self.error(cut)[0]
                == "r.results:\(lines.count):\(lines.last!.unicodeScalars.count + 1): error: the last line has no line feed: the file is truncated")
        // Cut at a line's end, before the 'end' record.
        let withoutEnd = Self.whole.split(separator: "\n").dropLast().map { $0 + "\n" }.joined()
        let lastLine = withoutEnd.split(separator: "\n").count
        #expect(try Self.error(withoutEnd)[0] == "r.results:\(lastLine):1: error: no 'end' record: the file is truncated")
        // An 'end' record that counts more cases than the file holds.
        let short = Self.whole.replacingOccurrences(of: "end\t1\n", with: "end\t2\n")
        #expect(try Self.error(short)[0].hasSuffix("error: the 'end' record counts 2 cases, the file holds 1"))
        // A malformed case whose error record is gone.
        let malformed = ScenarioResults(shard: Shard(index: 1, total: 1), files: 1, seconds: 0,
                                        cases: [.init(position: 0, outcome: Self.malformed)]).text
        let noError = malformed.split(separator: "\n").filter { !$0.hasPrefix("error\t") }.map { $0 + "\n" }.joined()
        #expect(try Self.error(noError)[0] == "r.results:4:1: error: the malformed case before this line has no 'error' record")
        #expect(try Self.error("")[0] == "r.results:1:1: error: not a storekit-sim results file (it does not begin with 'storekit-sim-results')")
    }

    @Test func anotherVersionIsRefusedAtItsHeader() throws {
        let other = Self.whole.replacingOccurrences(of: "storekit-sim-results\t1\n", with: "storekit-sim-results\t2\n")
        #expect(try Self.error(other) == [
            "r.results:1:22: error: written by another version of storekit-sim (results format 2; this one reads format 1)",
            "hint: run every shard and the merge with the same storekit-sim",
        ])
        // A record this format does not have, on its line.
        let unknown = Self.whole.replacingOccurrences(of: "\nout\t", with: "\nnew-kind\t")
        let line = unknown.split(separator: "\n").firstIndex { $0.hasPrefix("new-kind") }! + 1
        #expect(try Self.error(unknown)[0] == "r.results:\(line):1: error: 'new-kind' is not a record of results format 1")
        #expect(try Self.error(Self.whole.replacingOccurrences(of: "\\t", with: "\\q"))[0].hasSuffix(
            "error: a backslash that is not one of \\\\, \\t, \\n or \\r"))
    }

    /// Writes shard results of a suite of `files` files, each case given as (file index, name).
    static func shards(_ folder: TemporaryFolder, total: Int, files: Int) -> [String] {
        (1...total).map { k in
            let positions = (0..<files).filter { $0 % total == k - 1 }
            let cases = positions.flatMap { position in
                [ScenarioResults.Case(position: position, outcome: ScenarioOutcome(path: "f\(position).scenario", caseName: "a", status: .passed)),
                 ScenarioResults.Case(position: position, outcome: ScenarioOutcome(path: "f\(position).scenario", caseName: "b",
                                                                                   status: position == 3 ? .failed : .passed))]
            }
            return folder.write("results/s\(k).results", ScenarioResults(shard: Shard(index: k, total: total), files: files, seconds: 0,
                                                                         cases: cases).text)
        }
    }

    @Test func mergedCasesFollowTheUnshardedOrder() throws {
        let folder = TemporaryFolder()
        let paths = Self.shards(folder, total: 3, files: 7)
        let result = ReportMergeCommand().run(["--tap", paths[2], paths[0], paths[1]])
        #expect(result.status == 1)
        let names = result.stdout.filter { $0.hasPrefix("ok") || $0.hasPrefix("not ok") }
        let expected = (0..<7).flatMap { file in
            ["ok \(2 * file + 1) - f\(file).scenario [a]", "\(file == 3 ? "not ok" : "ok") \(2 * file + 2) - f\(file).scenario [b]"]
        }
        #expect(names == expected)
        #expect(result.stderr.last == "13 passed, 1 failed")
    }

    @Test func aMissingOrRepeatedShardIsRefused() throws {
        let folder = TemporaryFolder()
        let paths = Self.shards(folder, total: 3, files: 7)
        let missing = ReportMergeCommand().run([paths[0], paths[2]])
        #expect(missing.status == 2)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr[0] == "storekit-sim report merge: shard 2/3 missing: the merged report would leave out their cases")
        let twice = ReportMergeCommand().run([folder.path + "/results", paths[1]])
        #expect(twice.status == 2)
        #expect(twice.stderr[0] == "\(paths[1]):2:1: error: shard 2/3 again (also \(paths[1]))")
        let otherSuite = folder.write("other.results", ScenarioResults(shard: Shard(index: 2, total: 3), files: 8, seconds: 0, cases: []).text)
        let mixed = ReportMergeCommand().run([paths[0], otherSuite, paths[2]])
        #expect(mixed.status == 2)
        #expect(mixed.stderr[0].contains("does not belong with"))
    }
}
