import Foundation
import Testing
import TestSupport
@testable import StoreKitSimScenario

/// `--update`: only changed blocks are rewritten, everything else byte for byte; no write without it.
@Suite struct UpdateTests {
    static let commentRich = """
    # A comment-rich file: every comment and blank line must survive an update.
    #   indented comment text, and a comment with trailing spaces   
    ## double hash

    > echo one
    one
    # between blocks
    > echo two
    stale output
    more stale output

    #
    > clock advance 2h
    clock 2026-01-01T0[0-9]:00:00Z (re)
    > storefront list japan
    ...
    > echo added
    # last comment, and no newline at the end
    """

    @Test func commentRichFileKeepsEveryCommentThroughAnUpdate() throws {
        let folder = TemporaryFolder()
        let path = folder.write("c.scenario", Self.commentRich)
        let outcome = ScenarioCheck(update: true).check(path)
        #expect(outcome.status == .updated)
        #expect(outcome.mismatches.map(\.line) == [8, 17])
        let after = folder.read("c.scenario")
        let expected = Self.commentRich
            .replacingOccurrences(of: "stale output\nmore stale output", with: "two")
            .replacingOccurrences(of: "> echo added\n", with: "> echo added\nadded\n")
        #expect(after == expected)
        // Every comment line, the regex and the ellipsis are still there, byte for byte.
        for line in Self.commentRich.split(separator: "\n",
            omittingEmptySubsequences: false) where line.hasPrefix("#") || line.hasSuffix("(re)") || line == "..." {
            #expect(after.contains(line + "\n") || after.hasSuffix(line))
        }
        // And the updated file now passes without further change.
        #expect(ScenarioCheck().check(path).status == .passed)
        #expect(folder.read("c.scenario") == after)
    }

    @Test func nothingIsWrittenWithoutUpdate() throws {
        let folder = TemporaryFolder()
        let path = folder.write("f.scenario", "> echo a\nb\n")
        let before = try FileManager.default.attributesOfItem(atPath: path)
        let outcome = ScenarioCheck(update: false).check(path)
        #expect(outcome.status == .failed)
        let after = try FileManager.default.attributesOfItem(atPath: path)
        #expect(folder.read("f.scenario") == "> echo a\nb\n")
        #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int, "same inode: not replaced")
        #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names == ["f.scenario"], "no temporary file left behind")
    }

    @Test func aPassingFileIsNotRewrittenByUpdate() throws {
        let folder = TemporaryFolder()
        let path = folder.write("p.scenario", "> echo a\na\n")
        let inode = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        #expect(ScenarioCheck(update: true).check(path).status == .passed)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int == inode)
    }

    @Test func updateGoesThroughATemporaryFileAndRename() throws {
        let folder = TemporaryFolder()
        let path = folder.write("r.scenario", "> echo a\nold\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let inode = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        #expect(ScenarioCheck(update: true).check(path).status == .updated)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.systemFileNumber] as? Int != inode, "a new file was renamed over the old one")
        #expect(attributes[.posixPermissions] as? Int == 0o640, "permissions kept")
        #expect(folder.read("r.scenario") == "> echo a\na\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["r.scenario"])
    }

    @Test func runPrintsWhatAnUpdateWouldWrite() throws {
        let folder = TemporaryFolder()
        let path = folder.write("t.scenario", Self.commentRich)
        let transcript = try ScenarioCheck.transcript(path)
        _ = ScenarioCheck(update: true).check(path)
        #expect(transcript == folder.read("t.scenario"))
    }
}
