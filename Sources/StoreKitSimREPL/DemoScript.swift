#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import StoreKitSimCommands

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

    /// Reads a file as UTF-8; the error is strerror's text, or why the file is refused (a
    /// directory, a FIFO, a device or a file over `FileContents.limit` is never read).
    public static func load(path: String) -> Result<DemoScript, LoadError> {
        do {
            return .success(DemoScript(text: String(decoding: try FileContents.read(path), as: UTF8.self)))
        } catch {
            switch error {
            case .directory: return .failure(LoadError(message: "it is a directory"))
            case .system(let reason): return .failure(LoadError(message: reason))
            }
        }
    }

    public struct LoadError: Error, Sendable {
        public var message: String
    }
}
