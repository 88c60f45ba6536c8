import StoreKitSimCommands
import StoreKitSimDiagrams
import StoreKitSimReport
import StoreKitSimScenario

/// `storekit-sim diagram FILE [--format svg|mermaid] [-o OUT]`: a scenario file as a sequence
/// diagram. The file's commands run in a fresh built-in world, as `test` runs them; the diagram is
/// drawn from the events they cause (see `SequenceDiagram`), printed or written to OUT atomically.
enum DiagramMode {
    static func run(_ options: DiagramOptions) throws(UsageError) -> Int32 {
        let out = BufferedWriter(fd: 1)
        let err = BufferedWriter(fd: 2, limit: 0)
        let file = options.file
        let format = options.format
        let output = options.output
        let diagram: SequenceDiagram
        do {
            diagram = try ScenarioDiagram.draw(file)
        } catch {
            for line in error.lines { err.writeLine(line) }
            err.flush()
            return 2
        }
        let chosen = format ?? output.map(DiagramFormat.forPath) ?? .mermaid
        let text = chosen.render(diagram)
        guard let output else {
            out.write(text)
            out.flush()
            return 0
        }
        do {
            try DiagramFormat.write(text, to: output)
        } catch {
            throw UsageError(error.message, hint: error.hint ?? DiagramOptions.mode.usage)
        }
        return 0
    }
}
