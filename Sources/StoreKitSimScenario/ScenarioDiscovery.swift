import StoreKitSimSystem

/// Finds scenario files under the given paths, in one stable order, then filters and shards them.
///
/// Directories are searched recursively for `*.scenario` (hidden entries skipped); a path given
/// explicitly is taken as a scenario whatever its name. A directory whose name ends in `.scenario`
/// is listed too, so that reading it reports a located error instead of it being skipped.
/// The order is the byte order of the paths, the same on every machine, which is what makes
/// shards and reports reproducible.
///
/// Each real file is listed once, however many paths reach it (`a.scenario ./a.scenario`, a
/// symlinked folder), so it is run and updated once; the first path in that order names it.
/// Each real folder is searched once, so a symlink loop ends the walk instead of repeating it.
/// Files and folders are told apart by device and inode (stat(2)), which is what makes two
/// paths the same file.
public enum ScenarioDiscovery {
    public static func find(_ paths: [String]) -> [String] {
        Array(findPaths(paths))
    }

    /// `find`, held compactly (`ScenarioPaths`): a run of a large suite keeps its list throughout.
    public static func findPaths(_ paths: [String]) -> ScenarioPaths {
        var found = ScenarioPaths()
        var folders = Set<FileIdentity>()
        for path in paths {
            var trimmed = path
            while trimmed.hasPrefix("./"), trimmed.count > 2 { trimmed = String(trimmed.dropFirst(2).drop { $0 == "/" }) }
            while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
            if isDirectory(trimmed) && !trimmed.hasSuffix(".scenario") {
                walk(trimmed, into: &found, folders: &folders)
            } else {
                found.append(trimmed)
            }
        }
        // Sorted by position, so a path given twice is next to itself: no set of names is kept.
        let order = found.indices.sorted { found.utf8($0).lexicographicallyPrecedes(found.utf8($1)) }
        var files = Set<FileIdentity>()
        var previous: Int?
        let kept = order.filter { index in
            defer { previous = index }
            if let previous, found.utf8(previous) == found.utf8(index) { return false }
            guard let identity = FileIdentity(found[index]) else { return true }
            return files.insert(identity).inserted
        }
        return found.picking(kept)
    }

    /// Keeps the files whose path contains `text` (ignoring case).
    public static func filter(_ files: [String], _ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return files }
        let needle = text.lowercased()
        return files.filter { $0.lowercased().contains(needle) }
    }

    /// `filter`, on compactly held paths.
    public static func filter(_ files: ScenarioPaths, _ text: String?) -> ScenarioPaths {
        guard let text, !text.isEmpty else { return files }
        let needle = text.lowercased()
        return files.picking(files.indices.filter { files[$0].lowercased().contains(needle) })
    }

    /// Shard `index` (1-based) of `total`: the files at sorted positions i with i % total == index - 1.
    /// Shards 1/N…N/N together hold every file exactly once.
    public static func shard(_ files: [String], index: Int, total: Int) -> [String] {
        files.enumerated().filter { $0.offset % total == index - 1 }.map(\.element)
    }

    /// `shard`, on compactly held paths.
    public static func shard(_ files: ScenarioPaths, index: Int, total: Int) -> ScenarioPaths {
        files.picking(files.indices.filter { $0 % total == index - 1 })
    }

    private static func walk(_ folder: String, into found: inout ScenarioPaths, folders: inout Set<FileIdentity>) {
        guard let identity = FileIdentity(folder), folders.insert(identity).inserted else { return }
        guard let entries = Directory.entries(folder) else { return }
        for entry in entries where !entry.name.hasPrefix(".") {
            let name = entry.name
            let path = folder == "/" ? "/" + name : folder == "." ? name : folder + "/" + name
            if name.hasSuffix(".scenario") {
                found.append(path)
            } else if entry.isDirectory {
                walk(path, into: &found, folders: &folders)
            }
        }
    }

    static func isDirectory(_ path: String) -> Bool { FilePath.isDirectory(path) }
}
