import StoreKitSimSystem

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
        guard let entries = Directory.entries(folder) else { return [] }
        var names: [String] = []
        for entry in entries {
            if entry.name.hasPrefix("."), !namePrefix.hasPrefix(".") { continue }
            guard entry.name.hasPrefix(namePrefix) else { continue }
            names.append(prefix + entry.name + (entry.isDirectory ? "/" : ""))
        }
        return names.sorted()
    }
}

extension REPL {
    /// File-name completion for the Completer's FILE arguments, relative to the working folder.
    public static let fileNames: @Sendable (String) -> [String] = { FileNames.matching($0) }
}
