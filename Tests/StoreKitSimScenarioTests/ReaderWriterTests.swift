import Testing
import TestSupport
@testable import StoreKitSimScenario

/// The reader and writer: round trips byte for byte, and every malformed input is a located error.
@Suite struct ReaderWriterTests {
    static let outputPool = ["storefront JPN 143462 Japan", "\\# not a comment", "\\", "\\...", "\\> not a command", "\\\\backslash",
                             "...", "storefront [A-Z]{3} .* (re)", "\\literal (re)", "trailing space  ", "  leading", "é€ 日本", ">no-space", "x\ty"]
    static let commandPool = ["echo hi", "storefront set JPN", "clock", "echo '# x'", "", "status"]
    static let commentPool = ["# a comment", "#", "#no space", "## double"]

    /// Property: any well-formed file, written back after reading, gives the same bytes.
    @Test func roundTripGivesBackTheSameBytes() throws {
        var random = SeededGenerator(state: 42)
        for _ in 0..<500 {
            var lines: [String] = []
            var commands = 0
            for _ in 0..<Int.random(in: 1...25, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: lines.append(Self.commentPool.randomElement(using: &random)!)
                case 1: lines.append("")
                default:
                    let command = Self.commandPool.randomElement(using: &random)!
                    lines.append(command.isEmpty ? ">" : "> " + command)
                    commands += 1
                    for _ in 0..<Int.random(in: 0...4, using: &random) { lines.append(Self.outputPool.randomElement(using: &random)!) }
                }
            }
            if commands == 0 { lines.append("> echo last") }
            var text = lines.joined(separator: "\n")
            if Bool.random(using: &random) { text += "\n" }
            let file = try ScenarioParser(path: "g.scenario").parse(text)
            #expect(file.render() == text)
            #expect(file.blocks.count == max(commands, 1))
            #expect(try ScenarioParser(path: "g.scenario").parse(file.render()) == file)
        }
    }

    /// Property: any output line, escaped by the writer, reads back as exactly that line.
    @Test func escapedOutputReadsBackAsItself() {
        var random = SeededGenerator(state: 7)
        let alphabet: [String] = ["#", ">", " ", "\\", ".", "(re)", "a", "é", "", "...", "\t"]
        for _ in 0..<2000 {
            let line = (0..<Int.random(in: 0...5, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
            let written = ScenarioText.escapeOutputLine(line)
            #expect(ExpectedLine(written) == .literal(line), "line \(line.debugDescription) written as \(written.debugDescription)")
        }
    }

    /// A file saved on Windows reads as the same lines as its LF twin, and is written back with
    /// its byte-order mark and CRLF endings, so `--update` changes only the lines that changed.
    @Test func byteOrderMarkAndCRLFReadAsTheLFFileAndAreKept() throws {
        let lf = "# top\n> echo a\na\n\n> echo b\nb"
        let windows = "\u{FEFF}" + lf.replacing("\n", with: "\r\n")
        let plain = try ScenarioParser(path: "x.scenario").parse(lf)
        let saved = try ScenarioParser(path: "x.scenario").parse(windows)
        #expect(saved.items == plain.items)
        #expect(saved.byteOrderMark && saved.lineEnding == "\r\n" && !saved.endsWithNewline)
        #expect(saved.render() == windows)
        #expect(saved.replacingExpected([["a"], ["c"]]).render() == "\u{FEFF}# top\r\n> echo a\r\na\r\n\r\n> echo b\r\nc")
    }

    @Test func readsCommandsOutputCommentsAndBlankLines() throws {
        let file = try ScenarioParser(path: "x.scenario").parse("# top\n> echo a\na\n\n> clock\n#c\n")
        #expect(file.items == [.comment("# top"), .command(ScenarioBlock(commandLine: "> echo a", line: 2, expected: ["a"])), .blank,
                               .command(ScenarioBlock(commandLine: "> clock", line: 5)), .comment("#c")])
        #expect(file.blocks.map(\.command) == ["echo a", "clock"])
    }

    @Test(arguments: [
        ("orphan\n> echo x\n", 1, 1, "text before the first command belongs to no command"),
        ("# c\n\n  \n> echo x\n", 3, 1, "text before the first command belongs to no command"),
        ("> echo x\nx\n\nstray\n", 4, 1, "output line belongs to no command"),
        ("> echo x\n# c\nstray\n", 3, 1, "output line belongs to no command"),
        ("", 1, 1, "empty scenario file"),
        ("# only a comment\n\n", 1, 1, "no command in the file"),
    ])
    func malformedTextIsALocatedError(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try ScenarioParser(path: "m.scenario").parse(text)
        } catch {
            #expect(error.line == line && error.column == column && error.message == message)
            #expect(error.lines[0] == "m.scenario:\(line):\(column): error: \(message)")
            #expect(error.hint != nil)
            return
        }
        Issue.record("no error for \(text.debugDescription)")
    }

    @Test func invalidUTF8IsLocatedAtItsColumn() {
        do {
            _ = try ScenarioParser(path: "u.scenario").parse(bytes: Array("> echo x\n> echo é".utf8) + [0xFF, 0x0A])
            Issue.record("no error")
        } catch {
            #expect(error.lines[0] == "u.scenario:2:9: error: invalid UTF-8")
        }
    }

    @Test func invalidRegexIsLocatedBeforeAnythingRuns() {
        do {
            _ = try ScenarioParser(path: "r.scenario").parse("> echo x\nx\n[unclosed (re)\n")
            Issue.record("no error")
        } catch {
            #expect(error.line == 3 && error.column == 1)
            #expect(error.message.hasPrefix("invalid regular expression '[unclosed'"))
        }
    }

    /// A command is its line without `> `, cut on bytes when it can be: the same text as dropping
    /// two Characters, also when a combining mark joins the space.
    @Test func theCommandIsTheLineWithoutItsPromptAsCharactersCutIt() {
        for line in ["> echo hi", ">", "> ", ">  two", "> \u{301}accent", "> é", ">echo", "", "# x", "> \u{1F600} emoji", "> \r"] {
            let expected = line.hasPrefix("> ") ? String(line.dropFirst(2)) : ""
            #expect(ScenarioBlock(commandLine: line, line: 1).command == expected, "\(line)")
        }
    }
}
