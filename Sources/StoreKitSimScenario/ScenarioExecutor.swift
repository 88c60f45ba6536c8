import StoreKitSim
import StoreKitSimCommands

/// Runs a scenario's commands in a fresh built-in world and returns each command's output.
///
/// In process, one `Session` per file (sessions are not shared between threads), with paths in
/// commands resolved against the file's folder. After `quit` the remaining commands print nothing.
public enum ScenarioExecutor {
    /// The built-in world, made once and copied for each file: `World` is a value type (no class
    /// inside), so a copy is a fresh world, and a suite of thousands of files does not build the
    /// catalog, products and storefront tables again for each.
    static let builtInWorld = World.builtIn()

    /// The actual output lines of each block, in block order.
    public static func outputs(of file: ScenarioFile, path: String) -> [[String]] {
        outputs(of: file.blocks.map(\.command), lines: file.blocks.map(\.line), path: path)
    }

    /// The output lines of each command (a matrix case's commands, values substituted).
    public static func outputs(of commands: [String], lines: [Int], path: String) -> [[String]] {
        var outputs: [[String]] = []
        run(commands, lines: lines, path: path) { _, output in outputs.append(output); return true }
        return outputs
    }

    /// Runs the commands in order and hands each one's output lines to `each` (with the
    /// command's index) as soon as it ran, keeping none; `each` returns false to stop. Returns
    /// the session, whose history draws the run's sequence diagram.
    @discardableResult
    static func run(_ commands: [String], lines: [Int], path: String, each: (Int, [String]) -> Bool) -> Session {
        let (session, sink, loop) = start(path)
        for (index, command) in commands.enumerated() {
            if session.quitRequested {
                if !each(index, []) { return session }
                continue
            }
            // Straight into the line's bytes: joining "  " and the command first made a string to copy.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(command.utf8.count + 2)
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: command.utf8)
            loop.run(InputLine(number: lines[index], bytes: bytes))
            if !each(index, sink.take()) { return session }
        }
        return session
    }

    /// Runs the blocks' commands in order, comparing each one's output with its expected lines as
    /// it is printed; stops at the first block that differs. True when every block matched.
    static func matches(_ blocks: LiteralBlocks, path: String) -> Bool {
        let (session, sink, loop) = start(path)
        for index in 0..<blocks.count {
            sink.expect(blocks.expectedLines(of: index), in: blocks.bytes)
            // After `quit` the remaining commands print nothing.
            if !session.quitRequested {
                loop.run(InputLine(number: blocks.commands[index].line, bytes: blocks.inputBytes(of: index)))
            }
            if !sink.expectationMet() { return false }
        }
        return true
    }

    /// A fresh session on the built-in world for the file at `path`, its sink and its input loop.
    private static func start(_ path: String) -> (Session, TranscriptSink, InputLoop) {
        let folder = folderOf(path)
        let sink = TranscriptSink(scenarioPath: path, folder: folder)
        let session = Session(world: builtInWorld, sink: sink, directory: folder)
        // The file itself is the bottom of the source stack, so sourcing itself is a cycle; its
        // real path is found only if a command sources.
        session.sourceOrigin = path
        // The one input loop; '> ' is blanked, not cut, so columns match the file (as `source` does).
        return (session, sink, InputLoop(session: session, file: path))
    }

    /// The folder part of a path (`.` when it has none).
    public static func folderOf(_ path: String) -> String {
        FilePath.folder(of: path)
    }
}
