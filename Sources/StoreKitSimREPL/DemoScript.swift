import StoreKitSimCommands

/// The steps of a scenario file as a demo plays them: each `> ` command with the comment lines
/// just above it as narration and the lines below it as the output the file expects, which the
/// demo compares with what the simulator prints now (a demo is also a test).
public struct DemoScript: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        /// `# ...` lines right before the command, shown dimmed before it is typed.
        public var narration: [String]
        public var command: String
        /// The output lines the file expects (matchers such as `...` included), as `test` reads them.
        public var expected: [String] = []
        /// The command's line in the file.
        public var line: Int = 0

        /// The command as the input loop runs it: '> ' blanked, so columns match the file.
        public var input: InputLine { InputLine(number: line, text: "  " + command) }
    }

    /// The file's top comment (the `#` lines before anything else), shown on the title card.
    public var title: [String]
    public var steps: [Step]
    /// The commands between a `# setup` and an `# end setup` comment line: a demo runs them
    /// before the title card without showing them (loading a catalog, dialogs off), so the
    /// audience sees the story; `test` runs them as any other command.
    public var setup: [Step] = []

    /// The comment lines that open and close the setup section.
    public static let setupStart = "# setup"
    public static let setupEnd = "# end setup"

    /// Reads `> command` lines (a lone `>` is an empty command and is skipped) and the expected
    /// lines under each; the top comment is the title and not the first command's narration.
    public init(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// The same from a file's bytes, split by `InputLines` (the rules every front end shares: a
    /// byte-order mark and CRs before LF dropped, a last line without a newline kept).
    public init(bytes: [UInt8]) {
        var steps: [Step] = []
        var narration: [String] = []
        var title: [String] = []
        var titleOpen = true
        var current: Step?
        var setup: [Step] = []
        var inSetup = false
        // A finished step goes to the setup section or to the steps shown.
        func close(_ step: inout Step?) {
            guard let finished = step else { return }
            if inSetup { setup.append(finished) } else { steps.append(finished) }
            step = nil
        }
        for input in InputLines.lines(of: bytes) {
            let number = input.number
            let line = input.text
            var marker = Substring(line)
            while marker.last == " " { marker.removeLast() }
            if marker == Self.setupStart || marker == Self.setupEnd {
                close(&current)
                titleOpen = false
                inSetup = marker == Self.setupStart
                narration = []
                continue
            }
            if line.hasPrefix("#") {
                close(&current)
                if titleOpen, steps.isEmpty { title.append(line) } else { narration.append(line) }
            } else if line.hasPrefix("> ") || line == ">" {
                titleOpen = false
                close(&current)
                let command = String(line.dropFirst(min(2, line.count)))
                if !command.allSatisfy({ $0 == " " }) { current = Step(narration: narration, command: command, line: number) }
                narration = []
            } else if line.isEmpty {
                titleOpen = false
                close(&current)
            } else {
                current?.expected.append(line)
                narration = [] // narration belongs to the next command only
            }
        }
        close(&current)
        self.title = title
        self.steps = steps
        self.setup = setup
    }

    /// Reads a file as UTF-8; the error is strerror's text, or why the file is refused (a
    /// directory, a FIFO, a device or a file over `FileContents.limit` is never read).
    public static func load(path: String) -> Result<DemoScript, LoadError> {
        do {
            return .success(DemoScript(bytes: try FileContents.read(path)))
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
