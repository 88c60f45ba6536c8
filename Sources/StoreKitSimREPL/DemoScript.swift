#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// The steps of a scenario file as a demo plays them: each `> ` command with the comment lines
/// just above it as narration. Expected output is ignored: the demo shows what the simulator
/// does now.
public struct DemoScript: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        /// `# ...` lines right before the command, shown dimmed before it is typed.
        public var narration: [String]
        public var command: String
    }

    public var steps: [Step]

    /// Reads `> command` lines (a lone `>` is an empty command and is skipped).
    public init(text: String) {
        var steps: [Step] = []
        var narration: [String] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(raw)
            if line.hasSuffix("\r") { line.removeLast() }
            if line.hasPrefix("#") {
                narration.append(line)
            } else if line.hasPrefix("> ") {
                let command = String(line.dropFirst(2))
                if !command.allSatisfy({ $0 == " " }) { steps.append(Step(narration: narration, command: command)) }
                narration = []
            } else if line.isEmpty {
                continue
            } else {
                narration = [] // expected output: narration belongs to the next command only
            }
        }
        self.steps = steps
    }

    /// Reads a file as UTF-8; the error is strerror's text.
    public static func load(path: String) -> Result<DemoScript, LoadError> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(LoadError(message: String(cString: strerror(errno)))) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(LoadError(message: String(cString: strerror(errno))))
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return .success(DemoScript(text: String(decoding: bytes, as: UTF8.self)))
    }

    public struct LoadError: Error, Sendable {
        public var message: String
    }
}
