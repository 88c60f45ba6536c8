import PackagePlugin

/// Turns the man page's prose (`Help/Prose/storekit-sim.1.head` and `.tail` of StoreKitSimCommands)
/// into `ManPageProse`, a Swift enum of lines, at build time: the prose is edited as text, and the
/// executable reads it as a literal, with no resource bundle (Bundle.module needs Foundation,
/// which the start-up budget keeps out) and no file read at run time.
@main
struct EmbedLinesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Sources/\(target.name)/Help/Prose")
        let inputs = ["storekit-sim.1.head", "storekit-sim.1.tail"].map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "ManPageProse.swift")
        return [
            .buildCommand(
                displayName: "Embedding the man page prose",
                executable: try context.tool(named: "EmbedLines").url,
                arguments: [output.path(percentEncoded: false), "ManPageProse"] + inputs.map { $0.path(percentEncoded: false) },
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}
