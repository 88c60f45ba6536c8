import StoreKitSimSystem
import StoreKitSimCommands
import StoreKitSimScenario

/// Runs commands piped on standard input, one per line.
///
/// Reads with large read(2) calls (libedit would read one byte per call on a pipe) and splits them
/// with `InputLines`, the rules every front end shares (a byte-order mark and CRs before LF
/// dropped, a last line without a newline run, a line over 4 MiB refused as it streams in). Lines
/// run through the one `InputLoop` as they arrive. `record FILE` works here too: the recorder
/// writes the commands that follow as a scenario file. With `--json`, each command's outcome is
/// printed as one JSON object per line (`OutcomeJSON`) instead of its text; diagnostics still go to
/// standard error.
struct BatchRunner {
    var bail: Bool
    var json = false
    var fileName = "<stdin>"
    var lineLimit = InputLoop.lineLimit

    /// Returns the exit status: 0 when every command succeeded and all output was written, 1 otherwise.
    func run(fd: Int32 = 0) -> Int32 {
        let sink = StandardStreamSink()
        let session = Session(sink: json ? DiagnosticsOnlySink(sink) : sink)
        let recorder = ScenarioRecorder(replaysOutput: true)
        session.recorder = recorder
        let loop = InputLoop(session: session, file: fileName)
        var reader = InputLines(lineLimit: lineLimit)
        // Left unzeroed: read(2) fills what is used, and zeroing 256 KB (64 pages touched) cost a
        // piped command a tenth of its start-up (issue 11's 4 ms budget).
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 * 1024, alignment: 1)
        defer { chunk.deallocate() }
        var failed = false
        func after(_ line: InputLine, _ succeeded: Bool) -> Bool {
            if !succeeded { failed = true }
            // The recorder is entered only while it writes a file: the setup it will need is the
            // session's journal (`SessionHistory.journal`).
            if recorder.isRecording, !line.isTooLong {
                for note in recorder.didRun(line, succeeded: succeeded, session: session) {
                    sink.errorText("\(fileName):\(line.number): note: \(note)\n")
                }
            }
            return succeeded || !bail
        }
        /// One line: as text through the loop, or (`--json`) as an outcome written on one line.
        func step(_ line: InputLine) -> Bool {
            guard json else { return loop.step(line, after: after) }
            let outcome = loop.outcome(of: line)
            if let outcome { sink.out.writeLine(OutcomeJSON.json(outcome).text) }
            return after(line, outcome?.ok ?? true) && !session.quitRequested
        }
        var going = true
        while going {
            guard case .success(let count) = System.read(fd, into: chunk), count > 0 else { break }
            going = reader.feed(UnsafeRawBufferPointer(rebasing: chunk[0..<count])) { step($0) }
            sink.flush()
        }
        if going { reader.finish { _ = step($0) } }
        // With --json, standard output holds only outcomes: the recorder's last words go to standard error.
        for line in recorder.finish() { if json { sink.errorText(line + "\n") } else { sink.output(OutputLine(line)) } }
        sink.flush()
        if sink.out.reportFailure("standard output") { return 1 }
        return failed ? 1 : 0
    }
}

/// `--json`'s sink: output lines are in each outcome, so only diagnostics reach the terminal.
private final class DiagnosticsOnlySink: OutputSink {
    let next: StandardStreamSink
    init(_ next: StandardStreamSink) { self.next = next }
    func output(_ line: OutputLine) {}
    func output(utf8 text: UnsafeBufferPointer<UInt8>, style: OutputLine.Style) {}
    func diagnostic(_ diagnostic: Diagnostic) { next.diagnostic(diagnostic) }
}
