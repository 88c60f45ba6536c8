import Foundation
import Testing

/// `storekit-sim completion bash`: a script bash accepts, whose answers come from the program.
@Suite struct BashCompletionTests {
    /// Sources the generated script in bash and asks it to complete `words` (the last one partial).
    func complete(_ words: [String]) throws -> [String] {
        let script = try BinaryRunner.run(["completion", "bash"])
        #expect(script.status == 0)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sks-completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("storekit-sim.bash")
        try script.stdout.write(to: file, atomically: true, encoding: .utf8)
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = """
            source '\(file.path)'
            cd '\(BinaryRunner.root.path)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            _storekit_sim
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "-c", program]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
    }

    @Test func modesOptionsAndHelpWordsComplete() throws {
        #expect(try complete(["storekit-sim", "te"]) == ["test"])
        #expect(try complete(["storekit-sim", "test", "--fa"]) == ["--fail-fast"])
        #expect(try complete(["storekit-sim", "help", "storefront", ""]) == ["current", "list", "set"])
        #expect(try complete(["storekit-sim", "help", "tok"]) == ["token", "tokens"])
        #expect(try complete(["storekit-sim", "run", "scenarios/language/ech"]) == ["scenarios/language/echo.scenario"])
        #expect(try complete(["storekit-sim", "demo", "--de"]) == ["--delay"])
    }

    @Test func onlyBashIsOffered() throws {
        #expect(try BinaryRunner.run(["completion", "zsh"]).status == 2)
        #expect(try BinaryRunner.run(["completion"]).status == 2)
    }
}
