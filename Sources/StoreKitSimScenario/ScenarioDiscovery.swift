#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Finds scenario files under the given paths, in one stable order, then filters and shards them.
///
/// Directories are searched recursively for `*.scenario` (hidden entries skipped); a path given
/// explicitly is taken as a scenario whatever its name. A directory whose name ends in `.scenario`
/// is listed too, so that reading it reports a located error instead of it being skipped.
/// The order is the byte order of the paths, the same on every machine, which is what makes
/// shards and reports reproducible.
public enum ScenarioDiscovery {
    public static func find(_ paths: [String]) -> [String] {
        var found: [String] = []
        for path in paths {
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            if isDirectory(trimmed) && !trimmed.hasSuffix(".scenario") {
                walk(trimmed, into: &found)
            } else {
                found.append(trimmed)
            }
        }
        return Array(Set(found)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Keeps the files whose path contains `text` (ignoring case).
    public static func filter(_ files: [String], _ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return files }
        let needle = text.lowercased()
        return files.filter { $0.lowercased().contains(needle) }
    }

    /// Shard `index` (1-based) of `total`: the files at sorted positions i with i % total == index - 1.
    /// Shards 1/N…N/N together hold every file exactly once.
    public static func shard(_ files: [String], index: Int, total: Int) -> [String] {
        files.enumerated().filter { $0.offset % total == index - 1 }.map(\.element)
    }

    private static func walk(_ folder: String, into found: inout [String]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            names.append(name)
        }
        for name in names {
            let path = folder == "/" ? "/" + name : folder == "." ? name : folder + "/" + name
            if name.hasSuffix(".scenario") {
                found.append(path)
            } else if isDirectory(path) {
                walk(path, into: &found)
            }
        }
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
