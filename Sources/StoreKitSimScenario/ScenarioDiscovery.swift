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
///
/// Each real file is listed once, however many paths reach it (`a.scenario ./a.scenario`, a
/// symlinked folder), so it is run and updated once; the first path in that order names it.
/// Each real folder is searched once, so a symlink loop ends the walk instead of repeating it.
/// Files and folders are told apart by device and inode (stat(2)), which is what makes two
/// paths the same file.
public enum ScenarioDiscovery {
    public static func find(_ paths: [String]) -> [String] {
        var found: [String] = []
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
        var files = Set<FileIdentity>()
        var names = Set<String>()
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.filter { path in
            guard names.insert(path).inserted else { return false }
            guard let identity = FileIdentity(path) else { return true }
            return files.insert(identity).inserted
        }
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

    private static func walk(_ folder: String, into found: inout [String], folders: inout Set<FileIdentity>) {
        guard let identity = FileIdentity(folder), folders.insert(identity).inserted else { return }
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
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let path = folder == "/" ? "/" + name : folder == "." ? name : folder + "/" + name
            if name.hasSuffix(".scenario") {
                found.append(path)
            } else if isDirectory(path) {
                walk(path, into: &found, folders: &folders)
            }
        }
    }

    /// A file's device and inode, as stat(2) gives them after following symlinks.
    struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
