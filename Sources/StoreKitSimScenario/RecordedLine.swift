import StoreKitSim
import StoreKitSimCommands
import StoreKitSimSystem

/// A typed line as a recording writes it: its file arguments made relative to the scenario file's
/// folder, and whether the command only inspects (help, status, listings).
///
/// `storekit-sim test` reads a path in a scenario relative to the scenario's folder, while a
/// line typed at the prompt or piped in names it from the working folder; written as typed, a
/// recording in `sub/` that loads `plan/rc.storekit` would fail where it is saved (issue 45). The
/// line's words are found by the command table's own declaration (arguments and options whose
/// kind is a file), never by guessing which word looks like a path.
struct RecordedLine {
    /// The line with each relative file argument rewritten; absolute paths are kept as typed.
    var text: String
    /// True when the command is declared an inspection (`CommandSpec.isInspection`).
    var isInspection: Bool
    /// Each file argument rewritten: as typed, and as written.
    var paths: [(typed: String, written: String)] = []

    /// An output line with each typed path that stands as a word of its own (spaces, quotes or a
    /// colon around it: `loaded plan/rc.storekit: ...`, `cannot read 'plan/x'`) written as the line
    /// writes it.
    func writingPaths(_ line: String) -> String {
        var text = line
        for path in paths {
            for (before, after) in [(" ", ":"), (" ", " "), ("'", "'")] {
                text = text.replacing(before + path.typed + after, with: before + path.written + after)
            }
            if text.hasSuffix(" " + path.typed) { text = String(text.dropLast(path.typed.count)) + path.written }
        }
        return text
    }

    /// Reads `line` as the binder does. `workingFolder` is the folder the typed paths are relative
    /// to (the session's); `scenarioFolder` is the folder of the scenario file being written.
    /// A line that does not bind (a typo, a comment) is kept as it is.
    init(_ line: String, workingFolder: String, scenarioFolder: String, table: CommandTable = .shared) {
        text = line
        isInspection = false
        guard let tokens = try? Lexer(file: nil, line: 1).tokenize(line), !tokens.isEmpty,
              let command = try? Binder(table: table).resolve(tokens) else { return }
        isInspection = command.isInspection
        let fileNames = Set(command.arguments.filter(\.kind.isFile).map(\.name) + command.options.filter { $0.kind?.isFile == true }.map(\.name))
        guard !fileNames.isEmpty else { return }
        var arguments = Arguments()
        guard (try? Binder(table: table).bind(tokens, world: .builtIn(), into: &arguments)) != nil else { return }
        var replacements: [(range: Range<Int>, word: String)] = []
        for name in fileNames {
            guard let range = arguments.ranges[name],
                  let token = tokens.first(where: { $0.range.start.column == range.start.column }) else { continue }
            guard !token.text.hasPrefix("/"), !token.text.isEmpty else { continue }
            let relative = Self.relativePath(of: token.text, from: workingFolder, to: scenarioFolder)
            guard relative != token.text else { continue }
            replacements.append((token.range.start.column - 1 ..< token.range.endColumn - 1, Lexer.quote(relative)))
            paths.append((token.text, relative))
        }
        guard !replacements.isEmpty else { return }
        var scalars = Array(line.unicodeScalars)
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            scalars.replaceSubrange(replacement.range, with: replacement.word.unicodeScalars)
        }
        var rewritten = ""
        rewritten.unicodeScalars.append(contentsOf: scalars)
        text = rewritten
    }

    /// `path` (relative to `workingFolder`) as a path relative to `scenarioFolder`. Both folders
    /// are made absolute and real (symbolic links resolved) so that `..` steps are counted on the
    /// same tree; the file itself is resolved when it exists (a file to be written may not yet).
    static func relativePath(of path: String, from workingFolder: String, to scenarioFolder: String) -> String {
        guard let working = absolute(workingFolder), let folder = absolute(scenarioFolder) else { return path }
        let joined = working == "/" ? "/" + path : working + "/" + path
        let inRealFolder = absolute(FilePath.folder(of: joined)).map { $0 + "/" + FilePath.name(of: joined) }
        let target = FilePath.real(joined) ?? inRealFolder ?? normalized(joined)
        let from = components(folder), to = components(target)
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let steps = Array(repeating: "..", count: from.count - common) + to[common...]
        return steps.isEmpty ? "." : steps.joined(separator: "/")
    }

    /// The real absolute path of an existing folder; a folder that does not exist is joined to
    /// the working folder and its `.` and `..` steps resolved by name.
    private static func absolute(_ folder: String) -> String? {
        if let real = FilePath.real(folder.isEmpty ? "." : folder) { return real }
        if folder.hasPrefix("/") { return normalized(folder) }
        guard let working = FilePath.workingFolder() else { return nil }
        return normalized(working + "/" + folder)
    }

    /// An absolute path with `.`, `..` and doubled slashes resolved by name.
    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/").filter { !$0.isEmpty }
    }
}
