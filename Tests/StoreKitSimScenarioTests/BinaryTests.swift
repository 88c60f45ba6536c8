import Foundation
import Testing
import TestSupport
@testable import StoreKitSimScenario
import StoreKitSimSystem

/// The built binary, driven as CI drives it: exit statuses, the last line, JUnit read by
/// junitparser, TAP read by prove, and SIGKILL during `--update`.
@Suite(.serialized) struct BinaryTests {
    static func failingSuite() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write("pass.scenario", "# passes\n> echo ok\nok\n")
        folder.write("fail.scenario", bytes: Array("# fails, with an escape character in its output\n> echo 'a\u{1B}[31mb' '<&>'\nwrong\n".utf8))
        folder.write("sub/more.scenario", "> clock\nclock 2026-01-01T00:00:00Z\n")
        return folder
    }

    @Test func exitStatusesAndTheLastLine() throws {
        try #require(BuiltBinary.exists, "build the binary first: swift build")
        let folder = Self.failingSuite()
        let failing = try BuiltBinary.run(["test", folder.path])
        #expect(failing.status == 1)
        #expect(failing.stdout.hasSuffix("\n2 passed, 1 failed\n"))
        #expect(!failing.stdout.contains("\u{1B}[31m-"), "no colour when stdout is a pipe")
        let passing = try BuiltBinary.run(["test", folder.path + "/pass.scenario"])
        #expect(passing.status == 0 && passing.stdout == "1 passed, 0 failed\n")
        folder.write("bad.scenario", "stray\n")
        let malformed = try BuiltBinary.run(["test", folder.path])
        #expect(malformed.status == 2)
        #expect(malformed.stdout.contains("bad.scenario:1:1: error: text before the first command belongs to no command\n"))
        #expect(malformed.stdout.hasSuffix("\n2 passed, 2 failed\n"))
        let usage = try BuiltBinary.run(["test", "--shard", "0/2"])
        #expect(usage.status == 2 && usage.stderr.hasPrefix("storekit-sim test: --shard needs K/N"))
        let none = try BuiltBinary.run(["test", folder.path + "/sub/nothing-here"])
        #expect(none.status == 2)
        #expect(try BuiltBinary.run(["test", "--help"]).status == 0)
    }

    @Test func runPrintsTheTranscript() throws {
        try #require(BuiltBinary.exists, "build the binary first: swift build")
        let folder = TemporaryFolder()
        folder.write("r.scenario", "# title\n> echo a\nstale\n\n> storefront set jp\n")
        let result = try BuiltBinary.run(["run", folder.path + "/r.scenario"])
        #expect(result.status == 0)
        #expect(result.stdout == "# title\n> echo a\na\n\n> storefront set jp\nstorefront JPN 143462 Japan\n")
        #expect(folder.read("r.scenario") == "# title\n> echo a\nstale\n\n> storefront set jp\n", "run never writes")
        let missing = try BuiltBinary.run(["run", folder.path + "/nope.scenario"])
        #expect(missing.status == 2 && missing.stderr.contains("nope.scenario:1:1: error: cannot read the file"))
    }

    @Test func junitFileParsesWithJunitparser() throws {
        try #require(BuiltBinary.exists, "build the binary first: swift build")
        let python = BuiltBinary.testPython
        guard (try? BuiltBinary.run(["-c", "import junitparser"], program: python))?.status == 0 else {
            Issue.record("junitparser is not installed in Tests/python/venv: run scripts/ensure-deps --test")
            return
        }
        let folder = Self.failingSuite()
        folder.write("bad.scenario", bytes: [0x3E, 0x20, 0xFF, 0x0A])
        let report = folder.path + "/out/junit.xml"
        try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
        let result = try BuiltBinary.run(["test", "--junit", report, folder.path])
        #expect(result.status == 2)
        let script = """
        import sys
        from junitparser import JUnitXml, Failure, Error
        xml = JUnitXml.fromfile(sys.argv[1])
        for suite in xml:
            print("suite", suite.tests, suite.failures, suite.errors)
            for case in suite:
                kinds = [type(r).__name__ for r in case.result]
                text = "".join((r.text or "") for r in case.result)
                print("case", case.classname.split("/")[-1], case.name, case.time >= 0, kinds, "-wrong" in text, "\\ufffd[31m" in text)
        """
        let parsed = try BuiltBinary.run(["-c", script, report], program: python)
        #expect(parsed.status == 0, "junitparser failed: \(parsed.stderr)")
        let name = (folder.path as NSString).lastPathComponent
        #expect(parsed.stdout == """
        suite 4 1 1
        case \(name) bad.scenario True ['Error'] False False
        case \(name) fail.scenario True ['Failure'] True True
        case \(name) pass.scenario True [] False False
        case sub more.scenario True [] False False

        """)
    }

    @Test func tapStreamIsReadByProve() throws {
        try #require(BuiltBinary.exists, "build the binary first: swift build")
        guard let prove = BuiltBinary.which("prove") else {
            print("SKIPPED tapStreamIsReadByProve: prove (perl) is not installed")
            return
        }
        let folder = Self.failingSuite()
        let tap = try BuiltBinary.run(["test", "--tap", "14", folder.path])
        #expect(tap.status == 1)
        #expect(tap.stdout.hasPrefix("TAP version 14\n1..3\n"))
        #expect(tap.stderr.hasSuffix("\n2 passed, 1 failed\n"))
        // prove reads the stream exactly as written. Test::Harness before 3.48 (2023; Debian 12 has
        // 3.44) knows TAP only up to version 13: it parses every line, but reports the version line
        // as its one parse error. So: with an old prove, that must be the only parse error.
        let modern = try Self.proveReadsTAP14(prove)
        let versionComplaint = "Parse errors: TAP specified version 14 but we don't know about versions later than 13"
        func otherParseErrors(_ output: String) -> [String] {
            output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("Parse errors:") && (modern || $0 != versionComplaint) }
        }
        let file = folder.write("stream.tap", tap.stdout)
        let proved = try BuiltBinary.run(["-v", "-e", "cat", file], program: prove)
        #expect(proved.status == 1, "one file fails")
        #expect(otherParseErrors(proved.stdout).isEmpty, Comment(rawValue: proved.stdout))
        #expect(modern || proved.stdout.contains(versionComplaint), Comment(rawValue: proved.stdout))
        #expect(proved.stdout.contains("Failed 1/3 subtests"), Comment(rawValue: proved.stdout))
        let passing = try BuiltBinary.run(["test", "--tap=14", folder.path + "/pass.scenario", folder.path + "/sub"])
        let passFile = folder.write("pass.tap", passing.stdout)
        let provedPass = try BuiltBinary.run(["-e", "cat", passFile], program: prove)
        #expect(provedPass.stdout.contains("All 2 subtests passed"), Comment(rawValue: provedPass.stdout))
        #expect(otherParseErrors(provedPass.stdout).isEmpty, Comment(rawValue: provedPass.stdout))
        #expect(!modern || provedPass.status == 0, Comment(rawValue: provedPass.stdout))
    }

    /// Whether this prove's Test::Harness is 3.48 or later ("TAP::Harness v3.44 and Perl v5.36.0").
    static func proveReadsTAP14(_ prove: String) throws -> Bool {
        let version = try BuiltBinary.run(["--version"], program: prove).stdout
        guard let word = version.split(separator: " ").first(where: { $0.hasPrefix("v3.") || $0.hasPrefix("v4.") }) else { return false }
        let parts = word.dropFirst().split(separator: ".").compactMap { Int($0) }
        guard parts.count >= 2 else { return false }
        return parts[0] > 3 || parts[1] >= 48
    }

    /// SIGKILL during `--update`, at the one moment that matters: the new text is written and
    /// synced to the temporary file and not yet renamed (the writer stops itself there through
    /// the STOREKIT_SIM_TEST_STOP_BEFORE_RENAME hook). The file is still the old text in full,
    /// the temporary file is left behind, and the next `--update` removes it and writes the new text.
    @Test func processKilledBetweenWriteAndRenameLeavesTheOldFile() throws {
        try #require(BuiltBinary.exists, "build the binary first: swift build")
        let folder = TemporaryFolder()
        let old = (0..<2000).map { "> echo line \($0)\nstale \($0)\n" }.joined()
        let path = folder.write("big.scenario", old)
        let child = ChildProcess.startUntilStopped(BuiltBinary.path, ["test", "--update", path],
                                                   environment: ["STOREKIT_SIM_TEST_STOP_BEFORE_RENAME": "1"])
        try #require(child.pid > 0)
        #expect(child.stopped, "the writer stopped itself between write and rename")
        let leftover = AtomicFile.temporaryName("big.scenario", pid: child.pid)
        let temporary = folder.read(leftover)
        ChildProcess.killAndReap(child.pid)
        #expect(folder.read("big.scenario") == old, "killed before the rename: the old text in full")
        #expect(temporary.hasPrefix("> echo line 0\nline 0\n") && temporary.hasSuffix("> echo line 1999\nline 1999\n"),
                "the new text was complete in the temporary file")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/" + leftover))
        let again = try BuiltBinary.run(["test", "--update", path])
        #expect(again.status == 0)
        #expect(folder.read("big.scenario") == temporary)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["big.scenario"], "the killed run's leftover is gone")
    }
}
