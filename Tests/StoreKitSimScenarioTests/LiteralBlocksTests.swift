import Foundation
import Testing
import TestSupport
@testable import StoreKitSimScenario
import StoreKitSimCommands

/// The runner's fast path for files of literal blocks (`LiteralBlocks`, `TranscriptSink.expect`):
/// which files it takes, and that it decides pass or fail exactly as the full parser and
/// alignment do.
@Suite struct LiteralBlocksTests {
    @Test func scanTakesLiteralBlocksAndLeavesEverythingElseToTheParser() throws {
        let plain = "# title\n> echo a\na\n\n> status\nsubscriptions 0 groups (0 in service)\n"
        let blocks = try #require(LiteralBlocks.scan(Array(plain.utf8)), "a line ending in ')' without a matcher is literal")
        #expect(blocks.count == 2)
        #expect(blocks.commands.map(\.line) == [2, 5])
        #expect(blocks.expectedLines(of: 0).map { String(decoding: blocks.bytes[$0], as: UTF8.self) } == ["a"])
        #expect(blocks.expectedLines(of: 1).map { String(decoding: blocks.bytes[$0], as: UTF8.self) }
                == ["subscriptions 0 groups (0 in service)"])
        #expect(blocks.inputBytes(of: 0) == Array("  echo a".utf8), "'> ' blanked, so columns match the file")
        #expect(LiteralBlocks.scan(Array("> clock".utf8)) != nil, "a last line without its newline")
        #expect(LiteralBlocks.scan(Array(">\n".utf8))?.inputBytes(of: 0) == Array("  ".utf8))

        let parsersOwn: [(String, String)] = [
            ("> echo a\r\na\r\n", "CRLF endings, which an update keeps"),
            ("\u{FEFF}> echo a\na\n", "a byte-order mark"),
            ("> echo é\né\n", "non-ASCII text, validated as UTF-8 by the parser"),
            ("#| matrix s=FRA,DEU\n> storefront set ${s}\n", "a matrix"),
            ("> clock\nclock * (glob)\n", "a glob"),
            ("> clock\nclock .* (re)\n", "a pattern"),
            ("> clock\nx (absent)\n", "an absent line"),
            ("> clock\nx (any order)\n", "an any-order line"),
            ("> clock\n...\n", "an ellipsis"),
            ("> echo \\x\n\\\\x\n", "an escaped line"),
            ("stray\n> clock\n", "text before the first command (the parser's error)"),
            ("> clock\nx\n\ny\n", "text after a blank line (the parser's error)"),
            ("# only a comment\n", "no command (the parser's error)"),
            ("", "an empty file (the parser's error)"),
        ]
        for (text, why) in parsersOwn {
            #expect(LiteralBlocks.scan(Array(text.utf8)) == nil, "\(why): \(text.debugDescription)")
        }
    }

    @Test func theSinkMeetsEachPrintedLineWithTheFilesBytes() throws {
        let bytes = Array("> x\none\ntwo\n".utf8)
        let blocks = try #require(LiteralBlocks.scan(bytes))
        // Each text printed as a line and, as `Session.emit` prints a `LineText`, as its bytes.
        func met(_ texts: [String]) -> Bool {
            var verdicts: [Bool] = []
            for asBytes in [false, true] {
                let sink = TranscriptSink(scenarioPath: "x.scenario", folder: ".")
                sink.expect(blocks.expectedLines(of: 0), in: bytes)
                for text in texts {
                    if asBytes {
                        Array(text.utf8).withUnsafeBufferPointer { sink.output(utf8: $0, style: .plain) }
                    } else {
                        sink.output(OutputLine(text))
                    }
                }
                verdicts.append(sink.expectationMet())
            }
            #expect(verdicts[0] == verdicts[1], "\(texts)")
            return verdicts[0]
        }
        #expect(met(["one", "two"]))
        #expect(met(["one\ntwo"]), "a text with a newline is several lines")
        #expect(!met(["one"]), "an expected line never printed")
        #expect(!met(["one", "two", "three"]), "a line printed beyond the expected ones")
        #expect(!met(["one", "tw"]) && !met(["one", "twoo"]) && !met(["one", "Two"]))
        #expect(!met(["one\ntwo\n"]), "the empty line after a final newline is a line")
        #expect(!met([]))
        let sink = TranscriptSink(scenarioPath: "x.scenario", folder: ".")
        sink.expect(blocks.expectedLines(of: 0), in: bytes)
        sink.output(OutputLine("one"))
        _ = sink.expectationMet()
        sink.output(OutputLine("kept"))
        Array("as bytes\nin two lines".utf8).withUnsafeBufferPointer { sink.output(utf8: $0, style: .plain) }
        #expect(sink.take() == ["kept", "as bytes", "in two lines"], "after the expectation, lines are kept again")
    }

    /// Every scenario of the repository that the scan takes, as written and with one expected line
    /// changed: the fast path's verdict equals the full parser's outputs compared block by block.
    @Test func theFastPathAgreesWithTheFullParserOnEveryRepositoryScenario() throws {
        let root = BuiltBinary.root + "/scenarios"
        let paths = try #require(FileManager.default.subpaths(atPath: root)).filter { $0.hasSuffix(".scenario") }.sorted()
        var taken = 0
        for relative in paths {
            let path = root + "/" + relative
            let bytes = try FileBytes.read(path)
            guard let literal = LiteralBlocks.scan(bytes) else { continue }
            taken += 1
            let file = try ScenarioParser(path: path).parse(bytes: bytes)
            let full = ScenarioExecutor.outputs(of: file, path: path) == file.blocks.map(\.expected)
            #expect(ScenarioExecutor.matches(literal, path: path) == full, "\(relative)")
            #expect(ScenarioCheck.evaluate(path).outcomes.map(\.status) == [full ? .passed : .failed], "\(relative)")
            // The last expected line, one byte longer.
            guard let last = literal.expected.last else { continue }
            var changed = bytes
            changed.insert(UInt8(ascii: "~"), at: last.upperBound)
            let changedLiteral = try #require(LiteralBlocks.scan(changed))
            #expect(!ScenarioExecutor.matches(changedLiteral, path: path), "\(relative) with a changed line")
        }
        #expect(taken >= 100, "the scan takes most of the repository's scenarios (\(taken) of \(paths.count))")
    }

    @Test func aPassingLiteralFileIsNotParsedAndAFailingOneIsReportedAsBefore() throws {
        let folder = TemporaryFolder()
        let passing = folder.write("pass.scenario", "> echo hello\nhello\n\n> quit\n> echo gone\n")
        let evaluation = ScenarioCheck.evaluate(passing)
        #expect(evaluation.file == nil, "passed on the fast path, without a ScenarioFile")
        #expect(evaluation.outcomes.map(\.status) == [.passed])
        #expect(evaluation.outcomes.first?.commands == 3)

        let afterQuit = folder.write("quit.scenario", "> quit\n> echo gone\ngone\n")
        #expect(ScenarioCheck.evaluate(afterQuit).outcomes.map(\.status) == [.failed], "after quit a command prints nothing")

        let failing = folder.write("fail.scenario", "> echo hello\nhullo\n")
        let failed = ScenarioCheck.evaluate(failing)
        #expect(failed.file != nil, "a difference goes the full way, to be diffed")
        let mismatch = try #require(failed.outcomes.first?.mismatches.first)
        #expect(mismatch.line == 1 && mismatch.command == "echo hello")
        #expect(mismatch.diff.contains("-hullo") && mismatch.diff.contains("+hello"))
        #expect(failed.outcomes.first?.transcript == ["> echo hello", "hello"])
    }
}
