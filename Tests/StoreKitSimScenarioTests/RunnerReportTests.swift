import Foundation
import Testing
import TestSupport
@testable import StoreKitSimScenario

/// What QA and CI read from a run: JUnit per block (junitparser), GitHub annotations, TAP 13 for
/// Debian 12's prove, the failed and malformed files listed apart, `--update` on CI, usage errors.
@Suite(.serialized) struct RunnerReportTests {
    /// Two differing blocks, a matrix with one failing case, a passing file and a malformed one.
    static func mixedSuite() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write("blocks.scenario", "# two blocks differ\n> echo a\nb\n> echo c\nc\n> echo d\ne\n")
        folder.write("matrix.scenario", "#| matrix word=x,y\n> echo ${word}\nx\n")
        folder.write("pass.scenario", "> echo ok\nok\n")
        folder.write("sub/bad.scenario", "> echo\nout\n\norphan\n")
        return folder
    }

    @Test func junitHasATestCasePerScenarioWithEachFailingBlockAndItsLine() throws {
        try #require(BuiltBinary.exists, "build the binary first: swift build")
        let python = BuiltBinary.testPython
        guard (try? BuiltBinary.run(["-c", "import junitparser"], program: python))?.status == 0 else {
            Issue.record("junitparser is not installed in Tests/python/venv: run scripts/ensure-deps --test")
            return
        }
        let folder = Self.mixedSuite()
        // The report's folder does not exist: it is made before anything runs.
        let report = folder.path + "/reports/nested/junit.xml"
        let result = try BuiltBinary.run(["test", "--junit", report, folder.path])
        #expect(result.status == 2, "a malformed file: exit 2")
        let script = """
        import sys
        from junitparser import JUnitXml
        xml = JUnitXml.fromfile(sys.argv[1])
        for suite in xml:
            print("suite", suite.tests, suite.failures, suite.errors)
            for case in suite:
                print("case", case.name, case._elem.get("file").split("/")[-1], case._elem.get("line"))
                for r in case.result:
                    print("  ", type(r).__name__, r._elem.get("line"), r.message.split("/")[-1])
                if case.system_out:
                    print("   out", case.system_out.replace("\\n", "|"))
        """
        let parsed = try BuiltBinary.run(["-c", script, report], program: python)
        #expect(parsed.status == 0, "junitparser failed: \(parsed.stderr)")
        #expect(parsed.stdout == """
        suite 5 2 1
        case blocks.scenario blocks.scenario 2
           Failure 2 blocks.scenario:2: output of '> echo a' differs
           Failure 6 blocks.scenario:6: output of '> echo d' differs
           out > echo a|a|> echo c|c|> echo d|d|
        case matrix.scenario [word=x] matrix.scenario 1
        case matrix.scenario [word=y] matrix.scenario 2
           Failure 2 matrix.scenario:2: output of '> echo y' differs
           out > echo y|y|
        case pass.scenario pass.scenario 1
        case bad.scenario bad.scenario 4
           Error 4 bad.scenario:4:1: error: output line belongs to no command

        """)
    }

    /// A file named from its own folder (`x.scenario`) takes that folder's name as its JUnit
    /// classname, not `.` (issue 45); a path with a folder keeps the folder.
    @Test func junitClassnameIsTheFilesFolderNeverADot() {
        #expect(JUnitReport.classname("scenarios/a/x.scenario") == "scenarios/a")
        #expect(JUnitReport.classname("x.scenario", realPath: { _ in "/home/qa/plan/x.scenario" }) == "plan")
        #expect(JUnitReport.classname("x.scenario", realPath: { _ in nil }) == ".", "a file that cannot be resolved keeps its folder")
    }

    @Test func githubAnnotationsNameFileAndLineAndEscapeTheMessage() throws {
        let folder = Self.mixedSuite()
        let path = folder.path
        let result = ScenarioTestCommand().run(["--report", "github", path])
        let annotations = result.stdout.filter { $0.hasPrefix("::") }
        #expect(annotations == [
            "::error file=\(path)/blocks.scenario,line=2,title=storekit-sim test::output of '> echo a' differs%0A@@ -3,1 +3,1 @@%0A-b%0A+a",
            "::error file=\(path)/blocks.scenario,line=6,title=storekit-sim test::output of '> echo d' differs%0A@@ -7,1 +7,1 @@%0A-e%0A+d",
            "::error file=\(path)/matrix.scenario,line=2,title=storekit-sim test::output of '> echo y' differs [word=y]%0A@@ -3,1 +3,1 @@%0A-x%0A+y",
            """
                ::error file=\(path)/sub/bad.scenario,line=4,col=1,title=storekit-sim test::output line belongs to no command%0Ahint: a blank line \
                or a comment ends a command's output; remove it, or start the line with '#' if it is a comment
                """,
        ])
        #expect(result.stdout.last == "2 passed, 3 failed")
        #expect(GitHubReport.property("a,b:c%\nd") == "a%2Cb%3Ac%25%0Ad")
        #expect(ScenarioTestCommand().run(["--report", "gitlab",
            path]).stderr.first == "storekit-sim test: --report takes 'text' or 'github', not 'gitlab'")
    }

    @Test func junitAndGitHubPathsAreRelativeToTheRepositoryRootOrTheWorkingFolder() throws {
        try #require(BuiltBinary.exists, "build the binary first: swift build")
        let folder = TemporaryFolder()
        let absolute = folder.write("sub/s/f.scenario", "> echo a\nb\n")
        folder.write("sub/keep", "")
        // No repository: relative to the working folder, however the file was named.
        let plain = try BuiltBinary.run(["test", "--report", "github", "--junit", "j.xml", absolute], directory: folder.path + "/sub")
        #expect(plain.stdout.contains("::error file=s/f.scenario,line=1,"), Comment(rawValue: plain.stdout))
        let junit = folder.read("sub/j.xml")
        #expect(junit.contains("file=\"s/f.scenario\" line=\"1\""), Comment(rawValue: junit))
        #expect(!junit.contains(folder.path), "no absolute path left")
        // In a repository (a `.git` above the working folder): relative to its root.
        folder.write(".git/HEAD", "ref: refs/heads/main\n")
        let rooted = try BuiltBinary.run(["test", "--report", "github", "--junit", "j.xml", "./s/../s/f.scenario"], directory: folder.path + "/sub")
        #expect(rooted.stdout.contains("::error file=sub/s/f.scenario,line=1,"), Comment(rawValue: rooted.stdout))
        #expect(folder.read("sub/j.xml").contains("file=\"sub/s/f.scenario\""))
        // The text report keeps the path as given.
        #expect(rooted.stdout.contains("s/../s/f.scenario:1: > echo a"), Comment(rawValue: rooted.stdout))
    }

    @Test func runPrintsWhatTheCommandsPrintNeverTheFilesMatchers() throws {
        try #require(BuiltBinary.exists, "build the binary first: swift build")
        let folder = TemporaryFolder()
        let path = folder.write("loose.scenario", """
            # loose on purpose
            > store
            ...
            > clock
            clock .* (re)
            > echo x
            * (glob)
            > echo done
            done

            """)
        let run = try BuiltBinary.run(["run", path])
        #expect(run.status == 0, Comment(rawValue: run.stderr))
        #expect(!run.stdout.contains("..."), Comment(rawValue: run.stdout))
        #expect(!run.stdout.contains(" (re)") && !run.stdout.contains(" (glob)"), Comment(rawValue: run.stdout))
        #expect(run.stdout.hasPrefix("# loose on purpose\n> store\nstore USA 6 products\n"), Comment(rawValue: run.stdout))
        #expect(run.stdout.hasSuffix("> clock\nclock 2026-01-01T00:00:00Z\n> echo x\nx\n> echo done\ndone\n"), Comment(rawValue: run.stdout))
        // What `run` printed is itself a passing scenario.
        let printed = folder.write("printed.scenario", run.stdout)
        #expect(try BuiltBinary.run(["test", printed]).status == 0)
        // A matrix file: each case's output, in its section unless all cases agree.
        let matrix = folder.write("m.scenario", "#| matrix word=x,y\n> echo ${word}\n* (glob)\n> echo same\n...\n")
        let cases = try BuiltBinary.run(["run", matrix])
        #expect(cases.stdout == "#| matrix word=x,y\n> echo ${word}\n#| word=x\nx\n#| word=y\ny\n> echo same\nsame\n",
                Comment(rawValue: cases.stdout))
    }

    @Test func failedFilesAndErrorsAreListedApartBeforeTheSummary() throws {
        let folder = Self.mixedSuite()
        let path = folder.path
        let result = ScenarioTestCommand().run([path])
        #expect(result.status == 2)
        #expect(Array(result.stdout.suffix(6)) == [
            "failed (2):",
            "  \(path)/blocks.scenario:2",
            "  \(path)/matrix.scenario:2 [word=y]",
            "errors (1), files that could not be read, parsed or written:",
            "  \(path)/sub/bad.scenario:4:1: output line belongs to no command",
            "2 passed, 3 failed",
        ])
    }

    @Test func tap13IsReadByDebianProveWithoutAParseError() throws {
        try #require(BuiltBinary.exists, "build the binary first: swift build")
        guard let prove = BuiltBinary.which("prove") else {
            Issue.record("prove (perl) is not installed: scripts/ensure-deps --test")
            return
        }
        let folder = BinaryTests.failingSuite()
        // `--tap` alone is TAP 13: what every consumer reads.
        let tap = try BuiltBinary.run(["test", "--tap", folder.path])
        #expect(tap.status == 1)
        #expect(tap.stdout.hasPrefix("TAP version 13\n1..3\n"))
        #expect(tap.stderr.hasSuffix("\n2 passed, 1 failed\n"))
        let file = folder.write("stream.tap", tap.stdout)
        let proved = try BuiltBinary.run(["-v", "-e", "cat", file], program: prove)
        #expect(proved.status == 1, "one file fails")
        #expect(!proved.stdout.contains("Parse errors"), Comment(rawValue: proved.stdout))
        #expect(proved.stdout.contains("Failed 1/3 subtests"), Comment(rawValue: proved.stdout))
        let passing = try BuiltBinary.run(["test", "--tap=13", folder.path + "/pass.scenario", folder.path + "/sub"])
        let provedPass = try BuiltBinary.run(["-e", "cat", folder.write("pass.tap", passing.stdout)], program: prove)
        #expect(provedPass.status == 0, Comment(rawValue: provedPass.stdout))
        #expect(provedPass.stdout.contains("All tests successful.") && provedPass.stdout.contains("Result: PASS"),
                Comment(rawValue: provedPass.stdout))
        #expect(try BuiltBinary.run(["test", "--tap=15", folder.path]).status == 2)
    }

    @Test func updateOnCIWritesNothingAndSaysWhy() throws {
        try #require(BuiltBinary.exists, "build the binary first: swift build")
        let folder = TemporaryFolder()
        let path = folder.write("f.scenario", "> echo a\nb\n")
        let before = try FileManager.default.attributesOfItem(atPath: path)
        let refused = try BuiltBinary.run(["test", "--update", folder.path], environment: ["CI": "true"])
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.hasPrefix("storekit-sim test: --update writes no expected output on CI (CI is set in the environment)"))
        #expect(refused.stderr.contains("hint: re-record on your machine and commit the files"))
        let after = try FileManager.default.attributesOfItem(atPath: path)
        #expect(folder.read("f.scenario") == "> echo a\nb\n")
        #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["f.scenario"])
        // Plain runs on CI are untouched, and an empty CI is not CI.
        #expect(try BuiltBinary.run(["test", folder.path], environment: ["CI": "true"]).status == 1)
        let local = try BuiltBinary.run(["test", "--update", folder.path], environment: ["CI": ""])
        #expect(local.status == 0 && local.stdout.hasSuffix("0 passed, 0 failed, 1 file updated\n"), Comment(rawValue: local.stdout))
        #expect(folder.read("f.scenario") == "> echo a\na\n")
    }

    @Test func noPathAndNoScenariosFolderIsAUsageErrorWithAHint() throws {
        try #require(BuiltBinary.exists, "build the binary first: swift build")
        let folder = TemporaryFolder()
        let result = try BuiltBinary.run(["test"], directory: folder.path)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            storekit-sim test: no PATH given and no scenarios/ folder here
            hint: run it in the project's root folder, or name the folders or files to test: storekit-sim test path/to/scenarios

            """)
        // --review and --watch talk with a person: without a terminal they are usage errors.
        folder.write("scenarios/a.scenario", "> echo a\na\n")
        let review = try BuiltBinary.run(["test", "--review"], directory: folder.path)
        #expect(review.status == 2 && review.stderr.hasPrefix("storekit-sim test: --review needs a terminal"))
        let watch = try BuiltBinary.run(["test", "--watch"], directory: folder.path)
        #expect(watch.status == 2 && watch.stderr.hasPrefix("storekit-sim test: --watch needs a terminal"))
        #expect(try BuiltBinary.run(["test"], directory: folder.path).stdout == "1 passed, 0 failed\n")
    }

    @Test func aJUnitFolderThatCannotBeMadeFailsBeforeRunning() throws {
        let folder = TemporaryFolder()
        folder.write("blocker", "a file where a folder should be\n")
        let path = folder.write("f.scenario", "> echo a\nb\n")
        let result = ScenarioTestCommand().run(["--update", "--junit", folder.path + "/blocker/j.xml", path])
        #expect(result.status == 2)
        // Named as given, never as a source location (`blocker/j.xml:1:1:`).
        #expect(result.stderr.first == "\(folder.path)/blocker/j.xml: error: cannot create its folder '\(folder.path)/blocker': "
                    + "a file of that name is in the way",
                Comment(rawValue: result.stderr.joined(separator: "\n")))
        #expect(folder.read("f.scenario") == "> echo a\nb\n", "nothing ran, so nothing was updated")
    }

    @Test func recordingFromBatchInputWritesAScenarioThatPasses() throws {
        try #require(BuiltBinary.exists, "build the binary first: swift build")
        let folder = TemporaryFolder()
        let input = "storefront set FRA\nrecord b.scenario\nstorefront set JPN\nstorefornt set DEU\nstorefront set XXX\nrecord keep\necho hi\n"
            + "record stop\n"
        let result = try BuiltBinary.run([], input: input, directory: folder.path)
        #expect(result.status == 1, "two commands failed")
        #expect(result.stderr.contains("<stdin>:4: note: not recorded: the command failed; 'record keep' writes it with its error as expected "
            + "output\n"))
        #expect(result.stdout.contains("kept 'storefront set XXX' and its error in b.scenario\n"))
        let text = folder.read("b.scenario")
        #expect(text.hasPrefix("# Recorded from storekit-sim batch input."))
        #expect(text.contains("> storefront set FRA\nstorefront FRA 143442 France\n# end setup\n\n> storefront set JPN\nstorefront JPN 143462 "
            + "Japan\n> storefront set XXX\nerror: unknown storefront 'XXX'\nhint: "))
        #expect(!text.contains("storefornt"), "the typo is not kept")
        #expect(text.hasSuffix("> echo hi\nhi\n"))
        #expect(try BuiltBinary.run(["test", folder.path + "/b.scenario"]).stdout == "1 passed, 0 failed\n")
    }
}
