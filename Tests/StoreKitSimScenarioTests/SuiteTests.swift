import Foundation
import Testing
import TestSupport
@testable import StoreKitSimScenario

/// The `test` command in process: parallel runs, shards, filters, fail-fast, exit statuses, reports.
@Suite struct SuiteTests {
    /// A folder of passing and failing files in nested folders.
    static func suite(files: Int = 24) -> TemporaryFolder {
        let folder = TemporaryFolder()
        for index in 0..<files {
            let sub = ["a", "b/c", "d"][index % 3]
            let ok = index % 5 != 0
            folder.write("\(sub)/s\(index).scenario",
                "# file \(index)\n> echo \(index)\n\(ok ? "\(index)" : "wrong")\n> clock\nclock 2026-01-01T00:00:00Z\n")
        }
        folder.write("d/notes.txt", "not a scenario")
        folder.write(".hidden/x.scenario", "orphan")
        return folder
    }

    @Test func jobsOneAndJobsManyGiveIdenticalReports() {
        let folder = Self.suite()
        let one = ScenarioTestCommand().run(["--jobs", "1", folder.path])
        for jobs in ["2", "4", "16"] {
            let many = ScenarioTestCommand().run(["--jobs", jobs, folder.path])
            #expect(many == one)
        }
        #expect(one.status == 1)
        #expect(one.stdout.last == "19 passed, 5 failed")
    }

    /// Every file starts from the built-in world, however the files run before it on the same
    /// worker changed theirs (the runner copies one built-in world for each file).
    @Test func eachFileStartsFromTheBuiltInWorld() {
        let folder = TemporaryFolder()
        for index in 0..<6 {
            folder.write("s\(index).scenario", """
                > storefront
                countryCode USA
                ...
                > clock
                clock 2026-01-01T00:00:00Z
                > storefront set JPN
                storefront JPN 143462 Japan
                > clock advance 1d
                clock 2026-01-02T00:00:00Z

                """)
        }
        for jobs in ["1", "2"] {
            let result = ScenarioTestCommand().run(["--jobs", jobs, folder.path])
            #expect(result.status == 0)
            #expect(result.stdout.last == "6 passed, 0 failed")
        }
    }

    /// Without a report that lists every case, passing cases are counted and not kept; the
    /// failures are kept in file order, and the text report is the one a run keeping them all gives.
    @Test func passingCasesAreCountedNotKeptUnlessAReportListsThem() {
        let folder = Self.suite()
        let files = ScenarioDiscovery.find([folder.path])
        for jobs in [1, 3] {
            let counted = ScenarioSuite(jobs: jobs, keepsPassing: false).counting(files)
            let kept = ScenarioSuite(jobs: jobs).counting(files)
            #expect(counted.passedUnlisted == 19 && kept.passedUnlisted == 0)
            #expect(counted.outcomes.map(\.path) == kept.outcomes.filter { !$0.isSuccess }.map(\.path))
            #expect(counted.outcomes.count == 5 && kept.outcomes.count == 24)
            let text = TextReport()
            #expect(text.details(counted.outcomes) + text.closing(counted.outcomes, passedUnlisted: counted.passedUnlisted)
                == text.lines(kept.outcomes))
        }
        // With fail-fast, only the passing files before the first failure are counted.
        let failFast = ScenarioSuite(jobs: 2, failFast: true, keepsPassing: false).counting(files)
        let keptFailFast = ScenarioSuite(jobs: 2, failFast: true).counting(files)
        #expect(failFast.outcomes.count == 1)
        #expect(failFast.passedUnlisted == keptFailFast.outcomes.count - 1)
        // A JUnit report lists every case: the run keeps them.
        let junit = folder.path + "/out/junit.xml"
        #expect(ScenarioTestCommand().run(["--junit", junit, folder.path]).stdout.last == "19 passed, 5 failed")
        let xml = (try? String(contentsOfFile: junit, encoding: .utf8)) ?? ""
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 24)
    }

    @Test func shardsPartitionTheFiles() {
        let folder = Self.suite(files: 31)
        let all = ScenarioDiscovery.find([folder.path])
        #expect(all.count == 31)
        for total in 1...7 {
            var seen: [String] = []
            for index in 1...total {
                seen += ScenarioDiscovery.shard(all, index: index, total: total)
            }
            #expect(seen.sorted() == all.sorted(), "shards of \(total) hold every file once")
            #expect(Set(seen).count == seen.count)
        }
        // Through the command too: the summaries of 3 shards add up to the whole run.
        let counts = (1...3).map { ScenarioTestCommand().run(["--shard", "\($0)/3", folder.path]).stdout.last! }
        let numbers = counts.map { $0.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .punctuationCharacters)) } }
        #expect(numbers.map { $0[0] + $0[1] } == [11, 10, 10])
        #expect(numbers.map { $0[0] }.reduce(0, +) == 24 && numbers.map { $0[1] }.reduce(0, +) == 7)
        #expect(ScenarioTestCommand().run([folder.path]).stdout.last == "24 passed, 7 failed")
    }

    @Test func discoveryIsSortedRecursiveAndSkipsHiddenFolders() {
        let folder = Self.suite(files: 6)
        let found = ScenarioDiscovery.find([folder.path + "/"]).map { String($0.dropFirst(folder.path.count + 1)) }
        #expect(found == ["a/s0.scenario", "a/s3.scenario", "b/c/s1.scenario", "b/c/s4.scenario", "d/s2.scenario", "d/s5.scenario"])
    }

    /// A walk lists a folder as `NAME/` among its neighbours, so one folder's list comes out in the
    /// byte order of whole paths and is kept as found; several paths are sorted together.
    @Test func discoveryIsInTheByteOrderOfWholePaths() {
        let folder = TemporaryFolder()
        for name in ["a/x.scenario", "a-b.scenario", "a.scenario", "a0/y.scenario", "a/b/z.scenario", "ab.scenario"] {
            folder.write(name, "> echo x\nx\n")
        }
        let found = ScenarioDiscovery.find([folder.path]).map { String($0.dropFirst(folder.path.count + 1)) }
        #expect(found == ["a-b.scenario", "a.scenario", "a/b/z.scenario", "a/x.scenario", "a0/y.scenario", "ab.scenario"])
        #expect(found == found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        let outOfOrder = ScenarioDiscovery.find([folder.path + "/a0", folder.path + "/a"]).map { String($0.dropFirst(folder.path.count + 1)) }
        #expect(outOfOrder == ["a/b/z.scenario", "a/x.scenario", "a0/y.scenario"])
    }

    /// Only a file that can have a second path is remembered by identity; each is still listed once.
    @Test func aFileWithSeveralPathsIsListedOnceByItsFirstPath() throws {
        let folder = TemporaryFolder()
        let real = folder.write("s/a/one.scenario", "> echo x\nx\n")
        folder.write("s/b/two.scenario", "> echo x\nx\n")
        #expect(link(real, folder.path + "/s/b/hard.scenario") == 0, "a second hard link")
        #expect(symlink("../a/one.scenario", folder.path + "/s/b/soft.scenario") == 0)
        let found = ScenarioDiscovery.find([folder.path + "/s"]).map { String($0.dropFirst(folder.path.count + 1)) }
        #expect(found == ["s/a/one.scenario", "s/b/two.scenario"])
        let spelledTwice = ScenarioDiscovery.find([folder.path + "/s", folder.path + "/s//b/two.scenario"])
        #expect(spelledTwice.map { String($0.dropFirst(folder.path.count + 1)) } == ["s//b/two.scenario", "s/a/one.scenario"],
                "the first path in byte order names the file")
    }

    @Test func aFolderReachedTwiceListsEachFileOnce() {
        let folder = Self.suite(files: 9)
        #expect(ScenarioDiscovery.find([folder.path, folder.path + "/a"]) == ScenarioDiscovery.find([folder.path]))
    }

    @Test func filterSelectsByPathAndAnUnmatchedFilterIsAnError() {
        let folder = Self.suite()
        let result = ScenarioTestCommand().run(["--filter", "B/C", folder.path])
        #expect(result.stdout.last == "7 passed, 1 failed")
        let none = ScenarioTestCommand().run(["--filter", "zzz", folder.path])
        #expect(none.status == 2)
        let fromEnvironment = ScenarioTestCommand(environmentFilter: "/a/").run([folder.path])
        #expect(fromEnvironment.stdout.last == "6 passed, 2 failed")
    }

    @Test func failFastStopsAtTheFirstFailureWhateverTheJobs() {
        let folder = Self.suite()
        let one = ScenarioTestCommand().run(["--fail-fast", "-j", "1", folder.path])
        let many = ScenarioTestCommand().run(["--fail-fast", "-j", "8", folder.path])
        #expect(one == many)
        #expect(one.stdout.last == "0 passed, 1 failed")
        #expect(one.status == 1)
    }

    @Test func exitStatuses() {
        let passing = TemporaryFolder()
        passing.write("ok.scenario", "> echo x\nx\n")
        #expect(ScenarioTestCommand().run([passing.path]).status == 0)
        #expect(ScenarioTestCommand().run([passing.path]).stdout == ["1 passed, 0 failed"])
        let empty = TemporaryFolder()
        let none = ScenarioTestCommand().run([empty.path])
        #expect(none.status == 2)
        #expect(none.stdout.isEmpty, "a usage error runs nothing and prints no summary")
        #expect(none.stderr.first == "storekit-sim test: no scenario file (*.scenario) in \(empty.path)")
        #expect(ScenarioTestCommand().run(["--jobs", "0"]).status == 2)
        #expect(ScenarioTestCommand().run(["--shard", "4/3"]).status == 2)
        #expect(ScenarioTestCommand().run(["--updat"]).stderr == ["storekit-sim test: unknown option '--updat'", "hint: did you mean '--update'?"])
        #expect(ScenarioTestCommand().run(["--help"]).status == 0)
    }

    /// Each malformed input of the issue: a located error and exit status 2.
    @Test func malformedFilesGiveLocatedErrorsAndExitTwo() throws {
        let cases: [(String, [UInt8], String)] = [
            ("orphan.scenario", Array("stray output\n> echo x\nx\n".utf8),
                "orphan.scenario:1:1: error: text before the first command belongs to no command"),
            ("utf8.scenario", Array("> echo ".utf8) + [0xC3, 0x28, 0x0A], "utf8.scenario:1:8: error: invalid UTF-8"),
            ("empty.scenario", [], "empty.scenario:1:1: error: empty scenario file"),
        ]
        for (name, bytes, message) in cases {
            let folder = TemporaryFolder()
            folder.write(name, bytes: bytes)
            folder.write("good.scenario", "> echo x\nx\n")
            let result = ScenarioTestCommand().run([folder.path])
            #expect(result.status == 2, "\(name)")
            #expect(result.stdout.first == folder.path + "/" + message)
            #expect(result.stdout.dropFirst().first?.hasPrefix("hint: ") == true)
            #expect(result.stdout.last == "1 passed, 1 failed")
        }
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/x.scenario", withIntermediateDirectories: true)
        for paths in [[folder.path], [folder.path + "/x.scenario"]] {
            let result = ScenarioTestCommand().run(paths)
            #expect(result.status == 2)
            #expect(result.stdout.first == folder.path + "/x.scenario:1:1: error: is a directory, not a scenario file")
        }
    }

    @Test func mismatchNamesTheCommandLineAndShowsTheDiff() {
        let folder = TemporaryFolder()
        folder.write("m.scenario", "# title\n> echo a\na\n> echo b\nc\n")
        let result = ScenarioTestCommand().run([folder.path])
        #expect(result.stdout == [
            "FAIL \(folder.path)/m.scenario (1 of 2 commands differ)",
            "\(folder.path)/m.scenario:4: > echo b",
            "@@ -5,1 +5,1 @@", "-c", "+b",
            "failed (1):",
            "  \(folder.path)/m.scenario:4",
            "0 passed, 1 failed",
        ])
    }

    @Test func colourOnlyWhenAsked() {
        let folder = TemporaryFolder()
        folder.write("m.scenario", "> echo b\nc\n")
        let plain = ScenarioTestCommand(color: false).run([folder.path]).stdout.joined()
        let coloured = ScenarioTestCommand(color: true).run([folder.path]).stdout
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.contains("\u{1B}[31m-c\u{1B}[0m"))
        #expect(coloured.last == "0 passed, 1 failed", "the summary line is never coloured")
    }

    @Test func updateRewritesFailingFilesAndReportsThem() {
        let folder = Self.suite(files: 10)
        let result = ScenarioTestCommand().run(["--update", folder.path])
        #expect(result.status == 0)
        // Updated files are not counted as passed; the line above the summary says how many.
        #expect(Array(result.stdout.suffix(1)) == ["8 passed, 0 failed, 2 files updated"])
        #expect(result.stdout.filter { $0.hasPrefix("updated ") }.count == 2)
        #expect(ScenarioTestCommand().run([folder.path]).stdout == ["10 passed, 0 failed"])
    }

    @Test func junitEscapesAndReplacesForbiddenCharacters() {
        #expect(JUnitReport.escape("a<b>&\"c\u{1B}[31m\u{0}") == "a&lt;b&gt;&amp;&quot;c\u{FFFD}[31m\u{FFFD}")
        let folder = TemporaryFolder()
        folder.write("j.scenario", "> echo '<&>' ]]>\nx\n")
        let report = folder.path + "/report.xml"
        let result = ScenarioTestCommand().run(["--junit", report, folder.path + "/j.scenario"])
        #expect(result.status == 1)
        let xml = folder.read("report.xml")
        #expect(xml.contains("<testcase name=\"j.scenario\" classname=\"\(folder.path)\""))
        #expect(xml.contains("<failure message="))
        #expect(xml.contains("+&lt;&amp;&gt; ]]&gt;"))
    }

    @Test func tapStreamHasPlanAndOneLinePerFile() {
        let folder = TemporaryFolder()
        folder.write("a#1.scenario", "> echo a\na\n")
        folder.write("b.scenario", "> echo b\nc\n")
        let result = ScenarioTestCommand().run(["--tap", folder.path])
        #expect(Array(result.stdout.prefix(3)) == ["TAP version 13", "1..2", "ok 1 - \(folder.path)/a\\#1.scenario"])
        #expect(result.stdout[3] == "not ok 2 - \(folder.path)/b.scenario")
        #expect(result.stdout.last == "  ...")
        #expect(result.stderr == ["failed (1):", "  \(folder.path)/b.scenario:1", "1 passed, 1 failed"])
    }
}
