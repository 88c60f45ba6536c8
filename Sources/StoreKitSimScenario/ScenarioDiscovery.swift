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
    /// The scenario files under `paths`, each once, in byte order of their paths.
    ///
    /// A walk lists its folder in byte order of the whole paths, so the list of one folder is in
    /// order as found and is kept as it is; only several paths given out of order are sorted into
    /// a second list. Every file is stat'ed once, but only a file that may have another path is
    /// remembered by identity: one given explicitly, reached through a symbolic link, or with more
    /// than one hard link. Any other file lies in a folder walked once, so its path is its only one.
    public static func find(_ paths: [String]) -> [String] {
        var found: [String] = []
        var folders = Set<FileIdentity>()
        var aliases: [Int] = []
        for path in paths {
            var trimmed = path
            while trimmed.hasPrefix("./"), trimmed.count > 2 { trimmed = String(trimmed.dropFirst(2).drop { $0 == "/" }) }
            while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
            if isDirectory(trimmed) && !trimmed.hasSuffix(".scenario") {
                walk(trimmed, into: &found, folders: &folders, aliases: &aliases)
            } else {
                aliases.append(found.count)
                found.append(trimmed)
            }
        }
        let shared = Set(aliases.compactMap { FileIdentity(found[$0]) })
        var taken = Set<FileIdentity>()
        func isFirstPathToItsFile(_ index: Int) -> Bool {
            guard let (identity, links) = FileIdentity.withLinkCount(found[index]) else { return true }
            guard links > 1 || shared.contains(identity) else { return true }
            return taken.insert(identity).inserted
        }
        if zip(found, found.dropFirst()).allSatisfy({ precedes($0, $1) }) {
            let dropped = Set(found.indices.filter { !isFirstPathToItsFile($0) })
            return dropped.isEmpty ? found : found.indices.filter { !dropped.contains($0) }.map { found[$0] }
        }
        // Sorted by position, so a path given twice is next to itself: no set of names is kept.
        let order = found.indices.sorted { precedes(found[$0], found[$1]) }
        var sorted: [String] = []
        sorted.reserveCapacity(found.count)
        var previous: Int?
        for index in order {
            defer { previous = index }
            if let previous, found[previous].utf8.elementsEqual(found[index].utf8) { continue }
            if isFirstPathToItsFile(index) { sorted.append(found[index]) }
        }
        return sorted
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

    /// Lists `folder`'s scenario files and walks its folders, each entry in the place its whole
    /// path takes in byte order: a folder's entries sort as its name followed by `/`, so
    /// `a/x.scenario` comes after `a-b.scenario` as the two paths do (`-` is before `/`).
    private static func walk(_ folder: String, into found: inout [String], folders: inout Set<FileIdentity>,
                             aliases: inout [Int]) {
        guard let identity = FileIdentity(folder), folders.insert(identity).inserted else { return }
        // Unsorted: the walk sorts them by whole path below.
        guard let entries = Directory.entries(folder, sorted: false) else { return }
        // Names read as bytes (String's hasPrefix and hasSuffix compare Characters, and a suite's
        // thousands of files are listed before any of them runs), their sort keys side by side in
        // one buffer, sorted as positions (sorting the entries moved each name on every swap).
        let slash = UInt8(ascii: "/")
        var walked: [(isScenario: Bool, isSymbolicLink: Bool)] = []
        var keys: [UInt8] = [], bounds: [Range<Int>] = []
        walked.reserveCapacity(entries.count)
        bounds.reserveCapacity(entries.count)
        for entry in entries {
            let start = keys.count
            keys.append(contentsOf: entry.name.utf8)
            let name = keys[start...]
            let isScenario = name.count >= scenarioSuffix.count && name.suffix(scenarioSuffix.count).elementsEqual(scenarioSuffix)
            guard name.first != UInt8(ascii: "."), isScenario || entry.isDirectory else {
                keys.removeSubrange(start...)
                continue
            }
            if !isScenario { keys.append(slash) }
            walked.append((isScenario, entry.isSymbolicLink))
            bounds.append(start..<keys.count)
        }
        var order = Array(walked.indices)
        keys.withUnsafeBufferPointer { all in
            order.sort { ByteSearch.precedes(UnsafeBufferPointer(rebasing: all[bounds[$0]]), UnsafeBufferPointer(rebasing: all[bounds[$1]])) }
        }
        let prefix: [UInt8] = folder == "/" ? [slash] : folder == "." ? [] : Array(folder.utf8) + [slash]
        for index in order {
            if walked[index].isScenario {
                if walked[index].isSymbolicLink { aliases.append(found.count) }
                found.append(String(decoding: prefix + keys[bounds[index]], as: UTF8.self))
            } else {
                let path = String(decoding: prefix + keys[bounds[index]].dropLast(), as: UTF8.self)
                walk(path, into: &found, folders: &folders, aliases: &aliases)
            }
        }
    }

    /// Whether `a` sorts before `b` in byte order (the order of every list this finds).
    private static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    private static let scenarioSuffix = Array(".scenario".utf8)

    static func isDirectory(_ path: String) -> Bool { FilePath.isDirectory(path) }
}
