import StoreKitSim
import StoreKitSimCommands

/// Plays a scenario for an audience: narration dimmed, each command typed out at the prompt
/// character by character, its output in colour, then a pause (Enter, a delay, or none).
///
/// Runs in a fresh built-in world, with the scenario's folder for relative paths, like a test.
public final class DemoPlayer {
    let script: DemoScript
    let console: Console
    let palette: Palette
    let pacing: DemoPacing
    let directory: String

    public init(script: DemoScript, console: Console, palette: Palette, pacing: DemoPacing, directory: String = ".") {
        self.script = script
        self.console = console
        self.palette = palette
        self.pacing = pacing
        self.directory = directory
    }

    /// Plays every step, or up to the presenter's q; returns how many commands ran.
    @discardableResult
    public func play() -> Int {
        let sink = ConsoleSink(console: console, palette: palette)
        let session = Session(world: .builtIn(), sink: sink, directory: directory)
        var played = 0
        for (index, step) in script.steps.enumerated() {
            if index > 0, !pacing.waitForNext() { break }
            for line in step.narration { console.write(palette.narration(line) + "\n") }
            let prompt = Prompt(world: session.world, palette: palette)
            console.write(prompt.styled.replacing("\u{1}", with: ""))
            for character in step.command {
                console.write(String(character))
                pacing.afterCharacter()
            }
            console.write("\n")
            session.execute(step.command, file: nil, line: 1)
            played += 1
            if session.quitRequested { break }
        }
        return played
    }
}
