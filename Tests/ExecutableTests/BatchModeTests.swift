import Foundation
import Testing
import TestSupport

/// Batch mode through the real binary: output, located errors, exit codes, and bad bytes.
@Suite struct BatchModeTests {
    @Test func designCardStorefrontLine() throws {
        let result = try BinaryRunner.run(input: "storefront set JPN\n")
        #expect(result.status == 0)
        #expect(result.stdout == "storefront JPN 143462 Japan\n")
        #expect(result.stderr == "")
    }

    @Test func alpha2AndNumericReachTheSameStorefront() throws {
        let result = try BinaryRunner.run(input: "storefront set jp\nstorefront set 143462\nstorefront\n")
        #expect(result.stdout == """
            storefront JPN 143462 Japan
            storefront JPN 143462 Japan unchanged: StoreKit calls nothing
            countryCode JPN
            identifier 143462
            alpha2 JP
            name Japan
            currency JPY

            """)
    }

    /// Each mistake is a located error with a hint; later lines still run; exit 1.
    @Test(arguments: [
        ("storefront set XYZ", "<stdin>:1:16: error: unknown storefront 'XYZ'",
            "hint: 'storefront list TEXT' searches the 175 storefronts by code, id or name"),
        ("storefrnt set JPN", "<stdin>:1:1: error: unknown command 'storefrnt'", "hint: did you mean 'storefront'?"),
        ("storefront set", "<stdin>:1:16: error: 'storefront set' needs CODE (a storefront code or name)", "hint: usage: storefront set CODE"),
        ("storefront set JPN FRA", "<stdin>:1:20: error: unexpected argument 'FRA' for 'storefront set'", "hint: usage: storefront set CODE"),
        ("echo 'unterminated", "<stdin>:1:6: error: unterminated single quote", "hint: close the quote with ' before the end of the line"),
    ])
    func mistakesAreLocatedAndTheNextLineRuns(line: String, error: String, hint: String) throws {
        let result = try BinaryRunner.run(input: "\(line)\nstorefront set FRA\n")
        #expect(result.status == 1)
        #expect(result.stderr == "\(error)\n\(hint)\n")
        #expect(result.stdout == "storefront FRA 143442 France\n")
    }

    /// With both streams on one pipe, every error lands right after the output before it.
    @Test func outputAndErrorsStayInOrderOnOneStream() throws {
        let merged = try BinaryRunner.runMerged(input: "echo one\nbogus\necho two\nstorefront set XYZ\necho three\n")
        #expect(merged == """
            one
            <stdin>:2:1: error: unknown command 'bogus'
            hint: 'help' lists the commands
            two
            <stdin>:4:16: error: unknown storefront 'XYZ'
            hint: 'storefront list TEXT' searches the 175 storefronts by code, id or name
            three

            """)
    }

    /// Errors are buffered too: a run of them leaves in one write, still before the output that
    /// follows and after the output before, and a run of output lines after them keeps its place.
    @Test func aRunOfErrorsStaysBetweenTheOutputAroundIt() throws {
        let merged = try BinaryRunner.runMerged(input: "echo one\necho two\nbogus\nstorefront set XYZ\nbogus\necho three\necho four\nbogus\n")
        let lines = merged.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.filter { !$0.hasPrefix("hint:") } == [
            "one", "two",
            "<stdin>:3:1: error: unknown command 'bogus'",
            "<stdin>:4:16: error: unknown storefront 'XYZ'",
            "<stdin>:5:1: error: unknown command 'bogus'",
            "three", "four",
            "<stdin>:8:1: error: unknown command 'bogus'",
            "",
        ])
    }

    @Test func bailStopsAtTheFirstError() throws {
        let result = try BinaryRunner.run(["--bail"], input: "storefront set XYZ\nstorefront set FRA\n")
        #expect(result.status == 1)
        #expect(result.stdout == "")
    }

    @Test func quitStopsReading() throws {
        let result = try BinaryRunner.run(input: "echo a\nquit\necho b\n")
        #expect(result.status == 0)
        #expect(result.stdout == "a\n")
    }

    @Test func helpAndVersionExitZeroAndBadUsageTwo() throws {
        let help = try BinaryRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("storefront set CODE"))
        let version = try BinaryRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("storekit-sim "))
        let bad = try BinaryRunner.run(["--frobnicate"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("unknown argument '--frobnicate'"))
        let helpCommand = try BinaryRunner.run(["help", "storefront", "set"])
        #expect(helpCommand.status == 0)
        #expect(helpCommand.stdout.hasPrefix("usage: storefront set CODE\n"))
    }
}

/// Bad input never crashes or hangs the binary.
@Suite struct HostileInputTests {
    @Test func emptyInputExitsZeroSilently() throws {
        let result = try BinaryRunner.run(stdin: Data())
        #expect(result.status == 0)
        #expect(result.stdout == "" && result.stderr == "")
    }

    @Test func invalidUTF8IsALocatedError() throws {
        let bytes = Data("echo ok\necho \u{e9}".utf8) + Data([0xC3, 0x28, 0x0A]) + Data("echo after\n".utf8)
        let result = try BinaryRunner.run(stdin: bytes)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("<stdin>:2:7: error: invalid UTF-8 in input\n"))
        #expect(result.stdout == "ok\nafter\n")
    }

    @Test func nulBytesAreLocatedErrors() throws {
        let result = try BinaryRunner.run(stdin: Data("echo a\0b\necho after\n".utf8))
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("<stdin>:1:7: error: NUL byte in input\n"))
        #expect(result.stdout == "after\n")
    }

    @Test func aOneMegabyteLineIsHandled() throws {
        let word = String(repeating: "x", count: 1_000_000)
        // The storefront hint and help's search look for the word in short texts: each must refuse
        // it at once rather than prepare a megabyte-long needle per storefront or command.
        let result = try BinaryRunner.run(input: "echo \(word)\nstorefront set \(word)\nhelp \(word)\necho after\n")
        #expect(result.status == 1)
        #expect(result.stdout == "\(word)\nafter\n")
        #expect(result.stderr.hasPrefix("<stdin>:2:16: error: unknown storefront"))
        #expect(result.stderr.contains("<stdin>:3:6: error: no help for unknown command"))
    }

    @Test func crlfLineEndingsWork() throws {
        let result = try BinaryRunner.run(input: "storefront set JPN\r\necho a b\r\n")
        #expect(result.status == 0)
        #expect(result.stdout == "storefront JPN 143462 Japan\na b\n")
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let result = try BinaryRunner.run(stdin: Data([0xEF, 0xBB, 0xBF]) + Data("storefront set JPN\n".utf8))
        #expect(result.status == 0)
        #expect(result.stdout == "storefront JPN 143462 Japan\n")
    }

    @Test func aLastLineWithoutNewlineRuns() throws {
        let result = try BinaryRunner.run(input: "echo a\necho b")
        #expect(result.stdout == "a\nb\n")
    }

    @Test func randomBytesNeverCrash() throws {
        var generator = SeededGenerator(state: 42)
        for _ in 0..<20 {
            let bytes = Data((0..<4_096).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
            let result = try BinaryRunner.run(stdin: bytes)
            #expect(result.status == 0 || result.status == 1, "exit \(result.status)")
        }
    }
}
