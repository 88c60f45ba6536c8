import Foundation
import Testing
import TestSupport

/// The scenario runner's terminal modes and `record` in a real terminal (tmux): `test --review`
/// answered key by key, `test --watch` re-running after a loaded file changes, and a typo while
/// recording that is not written.
@Suite(.serialized) struct RunnerTerminalTests {
    /// A fresh folder with `files` (relative path -> text).
    func folder(_ files: [String: String]) throws -> String {
        let path = NSTemporaryDirectory() + "sks-runner-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files {
            let full = path + "/" + name
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return path
    }

    func start(_ arguments: [String], folder: String) throws -> TmuxTerminal? {
        if let missing = TmuxTerminal.missing {
            Issue.record(Comment(rawValue: missing))
            return nil
        }
        return try TmuxTerminal(arguments, environment: ["NO_COLOR": "1"], folder: folder)
    }

    private func lastLine(_ screen: String) -> String {
        screen.split(separator: "\n").last.map(String.init) ?? ""
    }

    @Test func reviewShowsEachDiffAndWritesOnlyTheAcceptedBlock() throws {
        let dir = try folder(["a.scenario": "# two stale blocks\n> echo one\n1\n> echo two\n2\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard let terminal = try start(["test", "--review", "a.scenario"], folder: dir) else { return }
        let prompt = "accept (a), reject (r), skip (s), quit (q)?"
        let first = try terminal.waitFor(prompt)
        #expect(first?.contains("[1/2] a.scenario:2: > echo one\n@@ -3,1 +3,1 @@\n-1\n+one\n") == true, Comment(rawValue: first ?? "(timeout)"))
        try terminal.type("a") // one key answers, as in 'demo': no Enter (issue 45)
        let second = try terminal.waitFor { $0.contains("[2/2] a.scenario:4: > echo two") && self.lastLine($0).hasPrefix(prompt) }
        #expect(second?.contains("-2\n+two\n") == true, Comment(rawValue: second ?? "(timeout)"))
        try terminal.type("r")
        let end = try terminal.waitFor("0 passed, 1 failed, 1 file updated")
        #expect(end?.contains("wrote a.scenario (1 block accepted)\n") == true, Comment(rawValue: end ?? "(timeout)"))
        #expect(end?.contains("reviewed 2 changes: 1 accepted, 1 rejected, 0 skipped\nfailed (1):\n  a.scenario:4\n"
            + "0 passed, 1 failed, 1 file updated\n") == true)
        #expect(try terminal.exitStatus() == 1)
        #expect(try String(contentsOfFile: dir + "/a.scenario", encoding: .utf8) == "# two stale blocks\n> echo one\none\n> echo two\n2\n")
    }

    @Test func watchReRunsAScenarioWhenAFileItSourcesChanges() throws {
        let dir = try folder(["w.scenario": "> source lib.txt\nhello\n", "other.scenario": "> echo x\nx\n", "lib.txt": "echo hello\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard let terminal = try start(["test", "--watch", "."], folder: dir) else { return }
        let ready = try terminal.waitFor("watching 2 scenario files and 1 file they load; Ctrl-C stops")
        #expect(ready?.contains("2 passed, 0 failed\n") == true, Comment(rawValue: ready ?? "(timeout)"))
        try "echo goodbye\n".write(toFile: dir + "/lib.txt", atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: dir + "/lib.txt")
        let rerun = try terminal.waitFor { $0.contains("0 passed, 1 failed") && self.lastLine($0).hasPrefix("watching") }
        #expect(rerun?.contains("changed: lib.txt; re-running 1 file\nFAIL w.scenario (1 of 1 command differ)\nw.scenario:1: > source "
            + "lib.txt\n") == true,
                Comment(rawValue: rerun ?? "(timeout)"))
        try terminal.keys("C-c")
        // Ctrl-C ends the watch (and the shell around it, so no exit-status file): the pane dies.
        let deadline = Date().addingTimeInterval(5)
        var dead = false
        while !dead && Date() < deadline {
            dead = try terminal.tmux(["display-message", "-p", "#{pane_dead}"]).hasPrefix("1")
            usleep(30_000)
        }
        #expect(dead, "Ctrl-C stops it")
    }

    @Test func aTypoWhileRecordingIsNotWrittenAndThePromptShowsRecording() throws {
        let dir = try folder([:])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard let terminal = try start([], folder: dir) else { return }
        #expect(try terminal.waitFor("storekit-sim USA>") != nil)
        try terminal.type("record r.scenario")
        try terminal.keys("Enter")
        #expect(try terminal.waitFor { self.lastLine($0) == "storekit-sim USA [rec]>" } != nil, "the prompt shows the recording")
        try terminal.type("storefornt set JPN")
        try terminal.keys("Enter")
        let typo = try terminal.waitFor("not recorded: the command failed; 'record keep' writes it with its error as expected output")
        #expect(typo?.contains("error: unknown command 'storefornt'") == true, Comment(rawValue: typo ?? "(timeout)"))
        try terminal.type("storefront set JPN")
        try terminal.keys("Enter")
        #expect(try terminal.waitFor { self.lastLine($0) == "storekit-sim JPN [rec]>" } != nil)
        try terminal.type("record stop")
        try terminal.keys("Enter")
        #expect(try terminal.waitFor("recorded 1 command to r.scenario") != nil)
        #expect(try terminal.waitFor { self.lastLine($0) == "storekit-sim JPN>" } != nil, "no [rec] after 'record stop'")
        try terminal.keys("C-d")
        #expect(try terminal.exitStatus() == 0)
        let text = try String(contentsOfFile: dir + "/r.scenario", encoding: .utf8)
        #expect(!text.contains("storefornt"))
        #expect(text.hasSuffix("\n> storefront set JPN\nstorefront JPN 143462 Japan\n"))
        let result = ChildProcess.run(TmuxTerminal.binary, ["test", dir + "/r.scenario"], mergeErrors: true)
        #expect(result.status == 0 && result.output == "1 passed, 0 failed\n", Comment(rawValue: result.output))
    }
}
