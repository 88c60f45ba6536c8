import StoreKitSimCommands
import StoreKitSimREPL

/// Runs commands piped on standard input, one per line.
///
/// Reads with large read(2) calls (libedit would read one byte per call on a pipe), splits on
/// LF, drops a CR before it and a UTF-8 byte-order mark at the start, and hands each line's bytes
/// to the session so bad bytes become located errors. Lines are run as they arrive. Each byte is
/// searched for a newline once, and a line longer than `lineLimit` is dropped as it streams in
/// (a located error, not a command), so one endless line costs neither time nor memory. `record FILE`
/// works here too: the recorder writes the commands that follow as a scenario file.
struct BatchRunner {
    /// The longest line run: 4 MiB, far above any command a person or a script writes.
    static let lineLimit = 4 * 1024 * 1024

    var bail: Bool
    var fileName = "<stdin>"
    var lineLimit = BatchRunner.lineLimit

    /// Returns the exit status: 0 when every command succeeded and all output was written, 1 otherwise.
    func run(fd: Int32 = 0) -> Int32 {
        let sink = StandardStreamSink()
        let session = Session(sink: sink)
        let recorder = ScenarioRecorder(replaysOutput: true)
        session.recorder = recorder
        var pending: [UInt8] = []
        var scanned = 0
        var overlong = false
        var lineNumber = 0
        var chunk = [UInt8](repeating: 0, count: 256 * 1024)
        var atStart = true
        var failed = false
        var stop = false
        func fail() {
            failed = true
            if bail { stop = true }
        }
        func refuseLine() {
            lineNumber += 1
            atStart = false
            let start = SourceLocation(file: fileName, line: lineNumber, column: 1)
            sink.diagnostic(Diagnostic(code: "line-too-long", message: "line longer than \(lineLimit / (1024 * 1024)) MiB; it was not run",
                                       range: SourceRange(start: start, endColumn: 2),
                                       hint: "put each command on a line of its own"))
            fail()
        }
        func runLine(_ bytes: ArraySlice<UInt8>) {
            guard bytes.count <= lineLimit else { return refuseLine() }
            lineNumber += 1
            var line = bytes
            if atStart {
                atStart = false
                if line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
            }
            if line.last == 0x0D { line = line.dropLast() }
            let succeeded = session.execute(bytes: line, file: fileName, line: lineNumber)
            if !succeeded { fail() }
            for note in recorder.didRun(String(decoding: line, as: UTF8.self), output: nil, succeeded: succeeded, session: session) {
                sink.out.flush()
                sink.err.write("\(fileName):\(lineNumber): note: \(note)\n")
            }
            if session.quitRequested { stop = true }
        }
        reading: while !stop {
            guard case .success(let count) = chunk.withUnsafeMutableBytes({ System.read(fd, into: $0) }), count > 0 else { break }
            pending.append(contentsOf: chunk[0..<count])
            var lineStart = 0
            var searchFrom = scanned // bytes before it were searched on an earlier read
            while let newline = pending[searchFrom...].firstIndex(of: 0x0A) {
                if overlong {
                    overlong = false
                    refuseLine()
                } else {
                    runLine(pending[lineStart..<newline])
                }
                lineStart = newline + 1
                searchFrom = lineStart
                if stop { break reading }
            }
            pending.removeSubrange(0..<lineStart)
            if pending.count > lineLimit {
                overlong = true // drop the line's bytes as they come; report it at its end
                pending.removeAll(keepingCapacity: false)
            }
            scanned = pending.count
            sink.out.flush()
        }
        if !stop {
            if overlong { refuseLine() } else if !pending.isEmpty { runLine(pending[...]) }
        }
        for line in recorder.finish() { sink.out.writeLine(line) }
        sink.flush()
        if sink.out.reportFailure("standard output") { return 1 }
        return failed ? 1 : 0
    }
}
