import Testing
import TestSupport

/// The one reader of input lines and the one input loop, seen from outside: a file saved on
/// Windows (a byte-order mark, CRLF endings, a comment, a `#` after a command, no newline after the
/// last line) behaves the same in all five front ends of the built binary.
@Suite struct InputRulesTests {
    static let bom = "\u{FEFF}"
    /// The scenario, as `test`, `run`, `source` and `demo` read it.
    static let scenario = bom + [
        "# A storefront change, saved on Windows.", "",
        "> storefront set JPN", "storefront JPN 143462 Japan", "",
        "# a comment", "> echo a b # the lexer's comment", "a b", "",
        "> echo last", "last",
    ].joined(separator: "\r\n")
    /// The same text as batch mode takes it: the '> ' lines without '> ' and without the output
    /// under them (a pipe has no expected output), every other rule the same.
    static let script = bom + [
        "# A storefront change, saved on Windows.", "",
        "storefront set JPN", "",
        "# a comment", "echo a b # the lexer's comment", "",
        "echo last",
    ].joined(separator: "\r\n")
    static let commands = ["storefront set JPN", "echo a b # the lexer's comment", "echo last"]
    static let outputs = ["storefront JPN 143462 Japan", "a b", "last"]

    @Test func allFiveFrontEndsReadAWindowsFileAlike() throws {
        let folder = TemporaryFolder()
        _ = folder.write("w.scenario", Self.scenario)
        func run(_ arguments: [String], input: String? = nil) throws -> BuiltBinary.Output {
            let result = try BuiltBinary.run(arguments, environment: ["NO_COLOR": "1"], input: input, directory: folder.path)
            #expect(result.stderr == "", "\(arguments)")
            #expect(result.status == 0, "\(arguments): \(result.stdout)")
            return result
        }

        // test: every command's output matched the lines the file expects.
        #expect(try run(["test", "w.scenario"]).stdout == "1 passed, 0 failed\n")

        // run: the transcript is the file itself, its BOM and CRLF endings kept (what --update writes);
        // its '> ' lines are the commands run, the lines under them their output.
        let transcript = try run(["run", "w.scenario"]).stdout
        #expect(transcript == Self.scenario) // byte for byte, no newline added after the last line
        let runLines = Array(transcript.dropFirst().split(separator: "\r\n").map(String.init))
        #expect(runLines.filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) } == Self.commands)
        #expect(runLines.filter { !$0.hasPrefix("> ") && !$0.hasPrefix("#") } == Self.outputs)

        // source, from a pipe: the '> ' lines run, the output is the same lines.
        #expect(try run([], input: "source w.scenario\n").stdout.split(separator: "\n").map(String.init) == Self.outputs)

        // batch mode: the script with the same BOM, CRLF endings, comments and unterminated last line.
        #expect(try run([], input: Self.script).stdout.split(separator: "\n").map(String.init) == Self.outputs)

        // demo (output not a terminal: no pacing, no colour): the prompts show the commands, each
        // followed by its output, and the end card says the output was as the file expects.
        let demo = try run(["demo", "w.scenario"]).stdout.split(separator: "\n").map(String.init)
        #expect(demo.contains { $0.contains("║ A storefront change, saved on Windows.") }) // the title, without the BOM
        var shown: [String] = [], printed: [String] = []
        for (index, line) in demo.enumerated() {
            guard let prompt = line.range(of: "> ") , line.hasPrefix("storekit-sim ") else { continue }
            shown.append(String(line[prompt.upperBound...]))
            printed.append(demo[index + 1])
        }
        #expect(shown == Self.commands)
        #expect(printed == Self.outputs)
        #expect(demo.contains { $0.contains("output          as the file expects") })
    }
}
