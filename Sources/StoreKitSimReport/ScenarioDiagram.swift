import StoreKitSimCommands
import StoreKitSimDiagrams
import StoreKitSimScenario

/// A scenario file as a sequence diagram: its commands run in a fresh built-in world, with paths
/// resolved against the file's folder as `test` resolves them, and the session's history drawn.
public enum ScenarioDiagram {
    public static func draw(_ path: String) throws(ScenarioError) -> SequenceDiagram {
        let file = try ScenarioParser(path: path).parse(bytes: FileBytes.read(path))
        return draw(file, path: path)
    }

    public static func draw(_ file: ScenarioFile, path: String) -> SequenceDiagram {
        let session = Session(world: .builtIn(), sink: CollectingSink(), directory: ScenarioExecutor.folderOf(path))
        InputLoop(session: session, file: path).run(file.blocks.map { InputLine(number: $0.line, text: "  " + $0.command) })
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return SequenceDiagram(title: name, steps: session.history.steps)
    }
}
