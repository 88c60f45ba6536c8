import StoreKitSim
import StoreKitSimCommands
import StoreKitSimScenario

/// Plays a scenario for an audience: a title card from the file's top comment, then each command
/// typed out at the prompt with its output in colour and the system sheets drawn as boxes, each
/// output checked against the file's expected lines (a mismatch is shown on screen), and an end
/// card that sums up what was shown.
///
/// Between steps the presenter goes on, back, replays or quits (`DemoKey`). Going back or replaying
/// rebuilds the world: a fresh built-in world runs the earlier commands silently, so the step is
/// shown from exactly the state it had. Paths resolve against the scenario's folder, as in a test.
public final class DemoPlayer {
    let script: DemoScript
    let console: Console
    let palette: Palette
    let pacing: DemoPacing
    let directory: String
    let name: String

    /// What the end card sums up, and what `play()` returns.
    public struct Summary: Sendable, Equatable {
        /// Commands shown (a replayed or revisited command counts each time it is shown).
        public var shown = 0
        /// Different commands of the file shown at least once.
        public var distinct = 0
        /// System sheets drawn.
        public var sheets: [String] = []
        /// File lines of the commands whose output differed from the file the last time they were shown.
        public var mismatchLines: [Int] = []
        /// True when the presenter quit before the end.
        public var quit = false
    }

    public init(script: DemoScript, console: Console, palette: Palette, pacing: DemoPacing, directory: String = ".", name: String = "") {
        self.script = script
        self.console = console
        self.palette = palette
        self.pacing = pacing
        self.directory = directory
        self.name = name
    }

    /// Plays from the title card to the end card, or up to the presenter's quit.
    @discardableResult
    public func play() -> Summary {
        var summary = Summary()
        var seen = Set<Int>()
        var mismatched: [Int: Bool] = [:]
        titleCard()
        if pacing.waitForKey() == .quit { summary.quit = true; return finish(summary, seen, mismatched) }
        var (session, sink) = freshSession()
        var index = 0
        while index <= script.steps.count {
            if index == script.steps.count {
                endCard(summary, seen, mismatched)
                guard pacing.waitForKey() == .back, index > 0 else { return finish(summary, seen, mismatched) }
                index -= 1
                (session, sink) = rebuilt(upTo: index)
                continue
            }
            let step = script.steps[index]
            let matched = show(step, number: index + 1, session: session, sink: sink, summary: &summary)
            summary.shown += 1
            seen.insert(index)
            mismatched[index] = !matched
            if session.quitRequested { index = script.steps.count; continue }
            switch pacing.waitForKey() {
            case .next:
                index += 1
            case .back:
                index = max(0, index - 1)
                (session, sink) = rebuilt(upTo: index)
            case .replay:
                (session, sink) = rebuilt(upTo: index)
            case .quit:
                summary.quit = true
                return finish(summary, seen, mismatched)
            }
        }
        return finish(summary, seen, mismatched)
    }

    private func finish(_ summary: Summary, _ seen: Set<Int>, _ mismatched: [Int: Bool]) -> Summary {
        var result = summary
        result.distinct = seen.count
        result.mismatchLines = mismatched.filter(\.value).keys.sorted().map { script.steps[$0].line }
        return result
    }

    /// A fresh world that has run the file's setup section, whose session draws the system
    /// sheets on this console. A setup command whose output differs from the file is named on
    /// screen: the audience does not see the setup, the presenter must.
    private func freshSession() -> (Session, ConsoleSink) {
        let quiet = ConsoleSink(console: CollectingConsole(), palette: Palette(enabled: false))
        let session = Session(world: .builtIn(), sink: quiet, directory: directory)
        for step in script.setup {
            _ = quiet.takeTranscript()
            InputLoop(session: session, file: nil).run(step.input)
            if !BlockAlignment.align(expected: step.expected, actual: quiet.takeTranscript()).matches {
                let location = name.isEmpty ? "line \(step.line)" : "\(name):\(step.line)"
                let message = "✗ setup command '\(step.command)' (\(location)) printed what the file does not expect"
                console.write(palette.paint(message, .failure) + "\n")
            }
        }
        let sink = ConsoleSink(console: console, palette: palette)
        session.sink = sink
        return (session, sink)
    }

    /// A fresh world that has run the setup and the commands before step `index` without showing them.
    private func rebuilt(upTo index: Int) -> (Session, ConsoleSink) {
        let quiet = ConsoleSink(console: CollectingConsole(), palette: Palette(enabled: false))
        let session = Session(world: .builtIn(), sink: quiet, directory: directory)
        for step in script.setup + script.steps.prefix(index) { InputLoop(session: session, file: nil).run(step.input) }
        let sink = ConsoleSink(console: console, palette: palette)
        session.sink = sink
        let what = index == 0 ? "a fresh world" : "a fresh world that ran commands 1-\(index) again"
        console.write(palette.narration("# ── step \(index + 1) of \(script.steps.count), from \(what)") + "\n")
        return (session, sink)
    }

    /// Narration, the command typed at the prompt, its output, the sheet it put up, and the check.
    private func show(_ step: DemoScript.Step, number: Int, session: Session, sink: ConsoleSink, summary: inout Summary) -> Bool {
        for line in step.narration { console.write(palette.narration(line) + "\n") }
        let prompt = Prompt(world: session.world, palette: palette)
        console.write(prompt.styled.replacing("\u{1}", with: ""))
        for character in step.command {
            console.write(String(character))
            pacing.afterCharacter()
        }
        console.write("\n")
        var boxes: [[String]] = []
        session.history.listener = { [unowned session] events in
            for stamped in events {
                if let box = SystemSheetBox.lines(for: stamped.event, world: session.world) { boxes.append(box) }
            }
        }
        _ = sink.takeTranscript()
        InputLoop(session: session, file: nil).run(step.input)
        session.history.listener = nil
        let actual = sink.takeTranscript()
        for box in boxes {
            for line in box.dropLast() { console.write(palette.paint(line, .pending) + "\n") }
            if let caption = box.last { console.write(palette.narration(caption) + "\n") }
            summary.sheets.append(box.last?.trimmingPrefix(while: { $0 == " " }).description ?? "")
        }
        let alignment = BlockAlignment.align(expected: step.expected, actual: actual)
        guard !alignment.matches else { return true }
        let location = name.isEmpty ? "line \(step.line)" : "\(name):\(step.line)"
        console.write(palette.paint("✗ not what the file expects (\(location)): - expected, + shown", .failure) + "\n")
        for change in alignment.steps {
            switch change {
            case .keep: continue
            case .remove(let line): console.write(palette.paint("- " + line, .failure) + "\n")
            case .insert(let line): console.write(palette.paint("+ " + line, .success) + "\n")
            }
        }
        return false
    }

    private static let keysLine = "Enter next · b back · r replay · q quit"

    private func titleCard() {
        var lines = script.title.flatMap { line in
            TextWrapper.wrap(line.hasPrefix("# ") ? String(line.dropFirst(2)) : String(line.dropFirst()), width: 76)
        }
        if lines.isEmpty { lines = [name.isEmpty ? "storekit-sim demo" : name] }
        let commands = script.steps.count
        lines += ["", "\(commands) command\(commands == 1 ? "" : "s")\(name.isEmpty ? "" : " from \(name)")"]
        if !script.setup.isEmpty {
            lines.append("after \(script.setup.count) setup command\(script.setup.count == 1 ? "" : "s") run first and not shown")
        }
        lines.append(Self.keysLine)
        card(lines)
    }

    private func endCard(_ summary: Summary, _ seen: Set<Int>, _ mismatched: [Int: Bool]) {
        let result = finish(summary, seen, mismatched)
        var lines = ["End of the demo\(name.isEmpty ? "" : ": \(name)")", ""]
        lines.append("commands shown  \(result.distinct) of \(script.steps.count)")
        let sheets = result.sheets.count
        lines.append("sheets drawn    \(sheets)" + (sheets == 0 ? "" : ": "
            + Self.counted(result.sheets.map { $0.split(separator: " ").prefix(2).joined(separator: " ") })))
        if result.mismatchLines.isEmpty {
            lines.append("output          as the file expects")
        } else {
            lines.append("output          differs from the file at line\(result.mismatchLines.count == 1 ? "" : "s") "
                + result.mismatchLines.map(String.init).joined(separator: ", "))
        }
        lines += ["", "b goes back to the last command; any other key ends"]
        card(lines)
    }

    /// `payment sheet ×2, disclosure notice` in first-shown order.
    static func counted(_ names: [String]) -> String {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for name in names {
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        return order.map { counts[$0]! > 1 ? "\($0) ×\(counts[$0]!)" : $0 }.joined(separator: ", ")
    }

    /// A double-ruled card, as wide as its longest line (at most 76 columns).
    private func card(_ lines: [String]) {
        let width = min(76, max(30, lines.map(\.count).max() ?? 0))
        console.write(palette.narration("╔" + String(repeating: "═", count: width + 2) + "╗") + "\n")
        for line in lines {
            let text = line.count > width ? String(line.prefix(width - 1)) + "…" : line
            console.write(palette.narration("║ ") + text + String(repeating: " ", count: width - text.count) + palette.narration(" ║") + "\n")
        }
        console.write(palette.narration("╚" + String(repeating: "═", count: width + 2) + "╝") + "\n")
    }
}
