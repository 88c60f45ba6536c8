import StoreKitSim
import StoreKitSimCommands
import StoreKitSimScenario

/// The read-eval-print loop: prompt, read a line, run it, print its output in colour, again.
///
/// One loop for every editor (libedit on a terminal, a script in tests). Ctrl-C drops the line
/// and prompts afresh; Ctrl-D on an empty line and `quit` end it with status 0. It also feeds
/// `record`: every line and its plain transcript go to the scenario recorder.
public final class REPL {
    public let session: Session
    let editor: LineEditor
    let console: Console
    let palette: Palette
    let sink: ConsoleSink
    let recorder: ScenarioRecorder

    public init(editor: LineEditor, console: Console, palette: Palette, world: World = .builtIn(), directory: String = ".") {
        self.editor = editor
        self.console = console
        self.palette = palette
        let sink = ConsoleSink(console: console, palette: palette)
        self.sink = sink
        self.session = Session(world: world, sink: sink, directory: directory)
        self.recorder = ScenarioRecorder()
        session.recorder = recorder
        // On a terminal the system sheets are drawn as boxes after their one transcript line
        // (which `record` keeps); piped output stays the transcript alone.
        if console.columns != nil {
            session.history.listener = { [unowned self] events in self.drawSheets(events) }
        }
    }

    /// The payment sheet, disclosure notice and product page as boxes (see `SystemSheetBox`).
    func drawSheets(_ events: [StampedEvent]) {
        for stamped in events {
            guard let box = SystemSheetBox.lines(for: stamped.event, world: session.world) else { continue }
            for line in box.dropLast() { console.write(palette.paint(line, .pending) + "\n") }
            if let caption = box.last { console.write(palette.narration(caption) + "\n") }
        }
    }

    /// Runs until end of input or `quit`; returns the exit status.
    public func run() -> Int32 {
        defer { editor.close() }
        while true {
            // `server start` may serve this session from another thread: read it under its lock.
            let prompt = SessionServerControl.exclusively { Prompt(world: session.world, palette: palette, recording: recorder.isRecording) }
            switch editor.readLine(prompt: prompt) {
            case .endOfInput:
                console.write("\n")
                finish()
                return 0
            case .interrupted:
                console.write("^C\n")
            case .line(let line):
                runLine(line)
                if session.quitRequested {
                    finish()
                    return 0
                }
            }
        }
    }

    /// Runs one typed line through the one `InputLoop` (libedit has already split the input and
    /// dropped the line ending): history, the command, and the recorder.
    func runLine(_ line: String) {
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        guard !trimmed.isEmpty else { return }
        var entry = Substring(line)
        while let last = entry.last, last == " " || last == "\t" { entry.removeLast() }
        editor.addHistory(String(entry))
        _ = sink.takeTranscript()
        let succeeded = SessionServerControl.exclusively { InputLoop(session: session, file: nil).run(InputLine(number: 1, text: line)) }
        for note in recorder.didRun(line, output: sink.takeTranscript(), succeeded: succeeded, session: session) {
            console.writeError(palette.paint(note, .pending) + "\n")
        }
    }

    /// Closes a recording left open, telling the user where it went.
    private func finish() {
        for text in recorder.finish() { console.write(palette.paint(text, .success) + "\n") }
    }
}
