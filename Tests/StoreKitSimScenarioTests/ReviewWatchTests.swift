import Foundation
import Testing
import TestSupport
@testable import StoreKitSimScenario
import StoreKitSimCommands

/// `--review` and `--watch` in process, with scripted answers and a few fast polls; the tmux
/// tests in StoreKitSimREPLTests drive the same code on a real terminal.
@Suite struct ReviewWatchTests {
    final class Script: @unchecked Sendable {
        var answers: [String]
        var output = ""
        init(_ answers: [String]) { self.answers = answers }
        func review() -> ScenarioReview {
            ScenarioReview(write: { self.output += $0 }, readLine: { self.answers.isEmpty ? nil : self.answers.removeFirst() })
        }
    }

    @Test func acceptRejectAndSkipDecideEachBlockAndOnlyAcceptedOnesAreWritten() throws {
        let folder = TemporaryFolder()
        let a = folder.write("a.scenario", "# three stale blocks\n> echo one\n1\n> echo two\n2\n> echo three\n3\n")
        let b = folder.write("b.scenario", "> echo four\n4\n")
        let script = Script(["a", "what?", "r", "s", "a"])
        let status = script.review().run([a, b], jobs: 2)
        #expect(status == 1, "rejected and skipped blocks still fail")
        #expect(folder.read("a.scenario") == "# three stale blocks\n> echo one\none\n> echo two\n2\n> echo three\n3\n")
        #expect(folder.read("b.scenario") == "> echo four\nfour\n")
        let out = script.output
        #expect(out.contains("\n[1/4] \(a):2: > echo one\n@@ -3,1 +3,1 @@\n-1\n+one\naccept (a), reject (r), skip (s), quit (q)? "))
        #expect(out.contains("answer a, r, s or q\n"), "an unknown answer asks again")
        #expect(out.contains("\n[4/4] \(b):1: > echo four\n"))
        #expect(out.contains("wrote \(a) (1 block accepted)\n"))
        #expect(out.contains("wrote \(b) (1 block accepted)\n"))
        #expect(out.hasSuffix("reviewed 4 changes: 2 accepted, 1 rejected, 1 skipped\nfailed (1):\n  \(a):4\n0 passed, 1 failed, 2 files updated\n"))
    }

    @Test func quitOrEndOfInputSkipsTheRestAndWritesNothingMore() throws {
        let folder = TemporaryFolder()
        let a = folder.write("a.scenario", "> echo one\n1\n> echo two\n2\n")
        let script = Script(["q"])
        #expect(script.review().run([a], jobs: 1) == 1)
        #expect(folder.read("a.scenario") == "> echo one\n1\n> echo two\n2\n")
        #expect(script.output.contains("reviewed 2 changes: 0 accepted, 0 rejected, 2 skipped\n"))
        let eof = Script([])
        #expect(eof.review().run([a], jobs: 1) == 1)
        #expect(folder.read("a.scenario") == "> echo one\n1\n> echo two\n2\n")
    }

    @Test func aMatrixCommandEveryCaseChangedAlikeIsAskedOnce() throws {
        let folder = TemporaryFolder()
        let m = folder.write("m.scenario", "#| matrix w=x,y\n> echo same\nold\n> echo ${w}\nx\n")
        let script = Script(["a", "a"])
        #expect(script.review().run([m], jobs: 1) == 0)
        #expect(script.output.contains("[1/2] \(m):2: > echo same [all 2 cases]\n"))
        #expect(script.output.contains("[2/2] \(m):4: > echo y [w=y]\n"))
        #expect(folder.read("m.scenario") == "#| matrix w=x,y\n> echo same\nsame\n> echo ${w}\nx\n#| w=y\ny\n")
        #expect(script.output.hasSuffix("0 passed, 0 failed, 1 file updated\n"))
    }

    @Test func nothingToReviewPassesAndMalformedFilesExitTwo() throws {
        let folder = TemporaryFolder()
        let ok = folder.write("ok.scenario", "> echo a\na\n")
        let script = Script([])
        #expect(script.review().run([ok], jobs: 1) == 0)
        #expect(script.output.hasSuffix("reviewed 0 changes: 0 accepted, 0 rejected, 0 skipped\n1 passed, 0 failed, 0 files updated\n"))
        let bad = folder.write("bad.scenario", "oops\n")
        let again = Script([])
        #expect(again.review().run([ok, bad], jobs: 1) == 2)
        #expect(again.output.contains("\(bad):1:1: error: text before the first command belongs to no command\n"))
    }

    @Test func watchReRunsTheScenariosAFileTheyLoadAffects() throws {
        let folder = TemporaryFolder()
        folder.write("lib/greeting.txt", "echo hello\n")
        let uses = folder.write("uses.scenario", "> source lib/greeting.txt\nhello\n")
        folder.write("other.scenario", "> echo other\nother\n")
        #expect(ScenarioDependencies.of(uses) == [folder.path + "/lib/greeting.txt"])
        var options = TestOptions()
        options.paths = [folder.path]
        options.jobs = 1
        let lines = LockedLines()
        var changed = false
        let watch = ScenarioWatch(command: ScenarioTestCommand(), options: options, interval: 0.05) { batch in
            lines.append(batch)
            // After the first run, change the loaded file once (a later mtime, whatever the clock's grain).
            if !changed, batch.first?.hasPrefix("watching ") == true {
                changed = true
                folder.write("lib/greeting.txt", "echo goodbye\n")
                let later = Date().addingTimeInterval(5)
                try? FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: folder.path + "/lib/greeting.txt")
            }
        }
        #expect(watch.run(rounds: 6) == 0)
        let text = lines.all.joined(separator: "\n")
        #expect(text.hasPrefix("2 passed, 0 failed\nwatching 2 scenario files and 1 file they load; Ctrl-C stops\n"), Comment(rawValue: text))
        #expect(text.contains("\nchanged: \(folder.path)/lib/greeting.txt; re-running 1 file\nFAIL \(uses) (1 of 1 command differ)\n"),
            Comment(rawValue: text))
        #expect(text.hasSuffix("0 passed, 1 failed\nwatching 2 scenario files and 1 file they load; Ctrl-C stops"), "only the affected file re-ran")
    }

    final class LockedLines: @unchecked Sendable {
        var all: [String] = []
        func append(_ lines: [String]) { all += lines }
    }
}
