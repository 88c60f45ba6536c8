import StoreKitSimCommands
import StoreKitSimSystem
import StoreKitSimReport
import StoreKitSimScenario

/// The `test` and `run` front ends: arguments in, text out, an exit status back.
///
/// Colour only when standard output is a terminal and NO_COLOR is unset or empty (no-color.org).
enum ScenarioModes {
    static func test(_ options: TestOptions) throws(UsageError) -> Int32 {
        RegexMatcherMode.startsHelpers()
        let noColor = System.environment("NO_COLOR") ?? ""
        let filter = System.environment("STOREKIT_SIM_TEST_FILTER")
        let ci = System.environment("CI") ?? ""
        var command = ScenarioTestCommand(color: Terminal.isTerminal(System.standardOutput) && noColor.isEmpty, environmentFilter: filter,
            onCI: !ci.isEmpty)
        // The HTML report reads the run's own outcomes, pages kept: no file runs twice.
        command.keepsPages = options.html != nil
        if options.review || options.watch {
            return interactive(command, options)
        }
        let (result, outcomes) = command.runReporting(options)
        return try report(result, outcomes: outcomes, tap: options.tap != nil, html: options.html)
    }

    /// Prints a run's reports and writes its HTML report, for `test` and `report merge` alike:
    /// errors first, then the report, so the summary is the last line; with --tap the summary goes
    /// to stderr after the TAP stream, which stays pure on stdout. Returns the exit status.
    static func report(_ result: ScenarioTestCommand.Result, outcomes: [ScenarioOutcome], tap: Bool,
                       html: String?) throws(UsageError) -> Int32 {
        let out = BufferedWriter(fd: 1)
        let err = BufferedWriter(fd: 2, limit: 0)
        if !tap { for line in result.stderr { err.writeLine(line) } }
        err.flush()
        for line in result.stdout { out.writeLine(line) }
        out.flush()
        if tap { for line in result.stderr { err.writeLine(line) } }
        err.flush()
        if let html { try HTMLReportMode.write(to: html, outcomes: outcomes) }
        // A report that could not be written is no report: never exit 0 then.
        if out.reportFailure("standard output") { return 2 }
        return result.status
    }

    /// `--review` and `--watch`: they talk with a person, so both streams must be terminals.
    static func interactive(_ command: ScenarioTestCommand, _ options: TestOptions) -> Int32 {
        let out = BufferedWriter(fd: 1)
        let err = BufferedWriter(fd: 2, limit: 0)
        func fail(_ error: UsageError) -> Int32 {
            for line in error.within(TestOptions.modeName).lines { err.writeLine(line) }
            err.flush()
            return 2
        }
        let name = options.review ? "--review" : "--watch"
        guard Terminal.isTerminal(System.standardInput) && Terminal.isTerminal(System.standardOutput) else {
            return fail(UsageError("\(name) needs a terminal (standard input and output)",
                                   hint: options.review ? "in a script or on CI, run 'storekit-sim test' and read the report"
                                                       : "in a script, run 'storekit-sim test' after each change"))
        }
        if let refusal = command.refusalToWrite(options) { return fail(refusal) }
        if options.watch {
            return ScenarioWatch(command: command, options: options) { lines in
                for line in lines { out.writeLine(line) }
                out.flush()
            }.run()
        }
        let files: [String]
        do {
            files = try command.files(options)
        } catch {
            return fail(error)
        }
        // On a terminal an answer is one key, as in 'demo' (issue 45: 'a' needed Enter); piped
        // answers stay lines. The key is echoed with its newline so the screen reads as typed.
        let keys = Terminal.isTerminal(System.standardInput) ? Terminal(keysFrom: System.standardInput) : nil
        defer { keys?.restore() }
        let readAnswer: () -> String? = {
            guard let keys else { return Swift.readLine() }
            while true {
                guard case .byte(let byte) = keys.readByte(timeout: -1, interrupted: { true }), byte != 4 else { return nil }
                if byte == 10 || byte == 13 { continue } // an Enter typed out of habit answers nothing
                let answer = String(decoding: [byte], as: UTF8.self)
                out.write(answer + "\n")
                out.flush()
                return answer
            }
        }
        let review = ScenarioReview(color: command.color, write: { out.write($0); out.flush() }, readLine: readAnswer)
        return review.run(files, jobs: options.jobs ?? ScenarioSuite.processorCount)
    }

    /// `run FILE...`: prints each file's transcript: its commands, comments and blank lines, and
    /// under each command what it printed (never the file's `...` or patterns).
    static func run(_ options: RunOptions) -> Int32 {
        RegexMatcherMode.startsHelpers()
        let out = BufferedWriter(fd: 1)
        let err = BufferedWriter(fd: 2, limit: 0)
        var status: Int32 = 0
        for path in options.files {
            do {
                out.write(try ScenarioCheck.transcript(path, printedOutput: true))
            } catch {
                out.flush()
                for line in error.lines { err.writeLine(line) }
                err.flush()
                status = 2
            }
        }
        if out.reportFailure("standard output") { return 2 }
        return status
    }
}
