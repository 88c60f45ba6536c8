#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists a folder with opendir(3) and readdir(3), for scenario discovery and file-name completion.
public enum Directory {
    /// One entry of a folder: its name, whether it is a folder (symbolic links followed), and
    /// whether it is a symbolic link (or of a type readdir left unknown), which can make a file
    /// reachable by two paths.
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var isDirectory: Bool
        public var isSymbolicLink = false
    }

    /// The entries of `folder` without `.` and `..`, sorted by name (byte order) unless `sorted`
    /// is false (a caller that puts them in an order of its own); nil when the folder cannot be opened.
    public static func entries(_ folder: String, sorted: Bool = true) -> [Entry]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            // readdir's d_type answers for most entries; only a symbolic link, or a file system
            // that leaves the type unknown, is asked with stat(2) (a suite's folder of 10,000
            // files costs no stat per file here).
            let isDirectory: Bool
            var isLink = false
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): isDirectory = true
            case Int32(DT_LNK), Int32(DT_UNKNOWN):
                isDirectory = FilePath.isDirectory(prefix + name)
                isLink = true
            default: isDirectory = false
            }
            entries.append(Entry(name: name, isDirectory: isDirectory, isSymbolicLink: isLink))
        }
        guard sorted else { return entries }
        // Compared with memcmp(3): stepping two UTF8Views byte by byte cost ten times as much.
        return entries.sorted { ByteSearch.precedes($0.name, $1.name) }
    }
}
