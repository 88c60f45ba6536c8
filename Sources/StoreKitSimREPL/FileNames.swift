#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// File-name completion for FILE arguments: the entries of the folder a partial path names.
///
/// Hidden entries show only when the partial name starts with a dot; folders end in `/` so
/// completion can go on into them.
enum FileNames {
    static func matching(_ partial: String) -> [String] {
        let folder: String
        let prefix: String
        let namePrefix: String
        if let slash = partial.lastIndex(of: "/") {
            prefix = String(partial[...slash])
            folder = prefix
            namePrefix = String(partial[partial.index(after: slash)...])
        } else {
            prefix = ""
            folder = "."
            namePrefix = partial
        }
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            if name.hasPrefix("."), !namePrefix.hasPrefix(".") { continue }
            guard name.hasPrefix(namePrefix) else { continue }
            var info = stat()
            let isFolder = stat(prefix + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            names.append(prefix + name + (isFolder ? "/" : ""))
        }
        return names.sorted()
    }
}

extension REPL {
    /// File-name completion for the Completer's FILE arguments, relative to the working folder.
    public static let fileNames: @Sendable (String) -> [String] = { FileNames.matching($0) }
}
