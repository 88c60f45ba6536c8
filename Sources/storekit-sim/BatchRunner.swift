#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import StoreKitSimCommands
import StoreKitSimREPL

/// Runs commands piped on standard input, one per line.
///
/// Reads with large read(2) calls (libedit would read one byte per call on a pipe), splits on
/// LF, drops a CR before it and a UTF-8 byte-order mark at the start, and hands each line's bytes
/// to the session so bad bytes become located errors. Lines are run as they arrive. `record FILE`
/// works here too: the recorder writes the commands that follow as a scenario file.
struct BatchRunner {
    var bail: Bool
    var fileName = "<stdin>"

    /// Returns the exit status: 0 when every command succeeded, 1 otherwise.
    func run(fd: Int32 = 0) -> Int32 {
        let sink = StandardStreamSink()
        let session = Session(sink: sink)
        let recorder = ScenarioRecorder(replaysOutput: true)
        session.recorder = recorder
        var pending: [UInt8] = []
        var lineNumber = 0
        var chunk = [UInt8](repeating: 0, count: 256 * 1024)
        var atStart = true
        var failed = false
        var stop = false

        func runLine(_ bytes: ArraySlice<UInt8>) {
            lineNumber += 1
            var line = bytes
            if atStart {
                atStart = false
                if line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
            }
            if line.last == 0x0D { line = line.dropLast() }
            let succeeded = session.execute(bytes: line, file: fileName, line: lineNumber)
            if !succeeded {
                failed = true
                if bail { stop = true }
            }
            for note in recorder.didRun(String(decoding: line, as: UTF8.self), output: nil, succeeded: succeeded, session: session) {
                sink.out.flush()
                sink.err.write("\(fileName):\(lineNumber): note: \(note)\n")
            }
            if session.quitRequested { stop = true }
        }

        reading: while !stop {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                break
            }
            if count == 0 { break }
            pending.append(contentsOf: chunk[0..<count])
            var lineStart = pending.startIndex
            while let newline = pending[lineStart...].firstIndex(of: 0x0A) {
                runLine(pending[lineStart..<newline])
                lineStart = newline + 1
                if stop { break reading }
            }
            pending.removeSubrange(0..<lineStart)
            sink.out.flush()
        }
        if !stop, !pending.isEmpty { runLine(pending[...]) }
        for line in recorder.finish() { sink.out.writeLine(line) }
        sink.flush()
        return failed ? 1 : 0
    }
}
