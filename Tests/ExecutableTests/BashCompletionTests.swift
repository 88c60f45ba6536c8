import Foundation
import Testing
import TestSupport
import StoreKitSimCommands
import StoreKitSimScenario

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

    /// Runs `program` in a real shell with the generated script for that shell, from the package root.
    func shell(_ name: String, _ program: String) throws -> [String] {
        guard let path = BuiltBinary.which(name) else { throw ShellMissing(name: name) }
        let script = try BinaryRunner.run(["completion", name])
        #expect(script.status == 0)
        let folder = TemporaryFolder()
        let file = folder.write("storekit-sim.\(name)", script.stdout)
        let arguments = name == "zsh" ? ["-f", "-c", "source '\(file)'; cd '\(BuiltBinary.root)'; " + program]
                                      : ["--no-config", "-c", "source '\(file)'; cd '\(BuiltBinary.root)'; " + program]
        let result = try BuiltBinary.run(arguments, program: path)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }.sorted()
    }

    struct ShellMissing: Error { var name: String }

    /// fish's own completion engine answers `complete -C LINE`, as it would for Tab.
    @Test func fishCompletesModesOptionsHelpWordsAndFiles() throws {
        try #require(BuiltBinary.which("fish") != nil, "scripts/ensure-deps --test installs fish")
        #expect(try shell("fish", "complete -C 'storekit-sim te'") == ["test"])
        #expect(try shell("fish", "complete -C 'storekit-sim test --fa'") == ["--fail-fast"])
        #expect(try shell("fish", "complete -C 'storekit-sim help storefront '") == ["current", "list", "set"])
        #expect(try shell("fish", "complete -C 'storekit-sim help tok'") == ["token", "tokens"])
        #expect(try shell("fish", "complete -C 'storekit-sim run scenarios/language/ech'") == ["scenarios/language/echo.scenario"])
        #expect(try shell("fish", "complete -C 'storekit-sim diagram --format '") == ["mermaid", "svg"])
        #expect(try shell("fish", "complete -C 'storekit-sim completion '") == ["bash", "fish", "zsh"])
    }

    /// zsh runs the generated `_storekit_sim` function with the completion system's `words`,
    /// `CURRENT` and `PREFIX`; compadd and _files are replaced by functions that print what they
    /// were given (compsys's widgets need a terminal).
    @Test func zshCompletesModesOptionsHelpWordsAndFiles() throws {
        try #require(BuiltBinary.which("zsh") != nil, "scripts/ensure-deps --test installs zsh")
        let stubs = "compadd() { [[ $1 == -- ]] && shift; print -l -- \"$@\"; }; _files() { print -- \"_files $*\"; }; "
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            return try shell("zsh", stubs + "words=(\(quoted)); CURRENT=\(words.count); PREFIX='\(words.last!)'; _storekit_sim")
        }
        #expect(try complete(["storekit-sim", "te"]) == ["test"])
        #expect(try complete(["storekit-sim", "test", "--fa"]) == ["--fail-fast"])
        #expect(try complete(["storekit-sim", "help", "storefront", ""]) == ["current", "list", "set"])
        #expect(try complete(["storekit-sim", "diagram", "--format", ""]) == ["mermaid", "svg"])
        #expect(try complete(["storekit-sim", "run", "x"]) == ["_files -g *.scenario(-.)"])
        #expect(try complete(["storekit-sim", "completion", ""]) == ["bash", "fish", "zsh"])
    }

    @Test func threeShellsAreOffered() throws {
        #expect(try BinaryRunner.run(["completion", "tcsh"]).status == 2)
        #expect(try BinaryRunner.run(["completion"]).status == 2)
        #expect(try BinaryRunner.run(["completion", "zsh"]).stdout.hasPrefix("#compdef storekit-sim\n"))
    }

    /// `--help` lists the modes from the declaration; a mistyped mode gets a suggestion.
    @Test func helpListsTheDeclaredModes() throws {
        let help = try BinaryRunner.run(["--help"])
        #expect(help.stdout.hasPrefix(ExecutableCommandLine.shared.usageLines.joined(separator: "\n") + "\n"))
        let typo = try BinaryRunner.run(["tset"])
        #expect(typo.stderr.contains("did you mean 'test'?"), "\(typo.stderr)")
    }

    /// Each mode's own usage line comes from its declaration: adding an option there changes what
    /// `run`, `demo` and `diagram` print, as it changes completion and the man page.
    @Test func modeUsageLinesComeFromTheDeclaration() throws {
        for (mode, expected) in [("run", "usage: storekit-sim run FILE..."),
                                 ("demo", "usage: storekit-sim demo FILE [--delay SECONDS]"),
                                 ("diagram", "usage: storekit-sim diagram FILE [--format svg|mermaid] [-o OUT]")] {
            #expect(ExecutableCommandLine.shared.mode(mode)?.usage == expected)
            let help = try BinaryRunner.run([mode, "--help"])
            #expect(help.status == 0 && help.stdout.hasPrefix(expected + "\n"), "\(mode): \(help.stdout.prefix(120))")
        }
    }
}
