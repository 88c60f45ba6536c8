import StoreKitSim
import StoreKitSimCommands

/// Runs a scenario's commands in a fresh built-in world and returns each command's output.
///
/// In process, one `Session` per file (sessions are not shared between threads), with paths in
/// commands resolved against the file's folder. After `quit` the remaining commands print nothing.
public enum ScenarioExecutor {
    /// The actual output lines of each block, in block order.
    public static func outputs(of file: ScenarioFile, path: String) -> [[String]] {
        outputs(of: file.blocks.map(\.command), lines: file.blocks.map(\.line), path: path)
    }

    /// The output lines of each command (a matrix case's commands, values substituted).
    public static func outputs(of commands: [String], lines: [Int], path: String) -> [[String]] {
        let folder = folderOf(path)
        let sink = TranscriptSink(scenarioPath: path, folder: folder)
        let session = Session(world: .builtIn(), sink: sink, directory: folder)
        // The file itself is the bottom of the source stack, so sourcing itself is a cycle.
        if let real = FilePath.real(path) {
            session.sourceStack = [real]
        }
        // The one input loop; '> ' is blanked, not cut, so columns match the file (as `source` does).
        let loop = InputLoop(session: session, file: path)
        var outputs: [[String]] = []
        for (index, command) in commands.enumerated() {
            if session.quitRequested { outputs.append([]); continue }
            loop.run(InputLine(number: lines[index], text: "  " + command))
            outputs.append(sink.take())
        }
        return outputs
    }

    /// The folder part of a path (`.` when it has none).
    public static func folderOf(_ path: String) -> String {
        FilePath.folder(of: path)
    }
}
