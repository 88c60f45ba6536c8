import StoreKitSimCommands

/// The files a scenario loads, found cheaply for `--watch`: every word of its commands (matrix
/// values substituted) that names an existing file relative to the scenario's folder, as the
/// paths of `source FILE` and `catalog load FILE` do. One level deep: a file sourced by a sourced
/// file is not followed.
public enum ScenarioDependencies {
    public static func of(_ path: String) -> [String] {
        guard let bytes = try? FileBytes.read(path),
              let file = try? ScenarioParser(path: path).parse(bytes: bytes) else { return [] }
        let folder = ScenarioExecutor.folderOf(path)
        let cases: [ScenarioMatrix.Case?] = file.matrix.map { $0.cases.map(Optional.some) } ?? [nil]
        var found: Set<String> = []
        for block in file.blocks {
            let commands = Set(cases.map { $0?.substitute(block.command) ?? block.command })
            for command in commands {
                guard let tokens = try? Lexer(file: nil, line: 1).tokenize(command) else { continue }
                for token in tokens.dropFirst() where !token.text.isEmpty {
                    let candidate = token.text.hasPrefix("/") || folder == "." ? token.text : folder + "/" + token.text
                    if candidate != path, FileBytes.modificationTime(candidate) != nil, !ScenarioDiscovery.isDirectory(candidate) {
                        found.insert(candidate)
                    }
                }
            }
        }
        return found.sorted()
    }
}
