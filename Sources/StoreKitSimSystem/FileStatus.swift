#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What kind of thing a path names, from stat(2) (following symbolic links).
public enum FileKind: Sendable, Equatable {
    case missing
    case regular
    case directory
    case fifo
    case device
    case socket
    case other

    /// stat(2)'s answer for `path`; `.missing` when it does not exist or cannot be looked at.
    public init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { self = .missing; return }
        self.init(mode: info.st_mode)
    }

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// Why a file of this kind is not read or replaced ("it is a FIFO (named pipe), not a regular file").
    public var refusal: String? {
        switch self {
        case .missing, .regular: nil
        case .directory: "it is a directory"
        case .fifo: "it is a FIFO (named pipe), not a regular file"
        case .device: "it is a device, not a regular file"
        case .socket: "it is a socket, not a regular file"
        case .other: "it is not a regular file"
        }
    }
}

/// Paths: real paths, folders, modification times, creating folders.
public enum FilePath {
    /// realpath(3): the absolute path with symbolic links and `..` resolved; nil when it does not exist.
    public static func real(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// getcwd(3): the working folder, absolute; nil when it cannot be read (removed meanwhile).
    public static func workingFolder() -> String? {
        guard let folder = getcwd(nil, 0) else { return nil }
        defer { free(folder) }
        return String(cString: folder)
    }

    /// The folder part of a path (`.` when it has none, `/` for a file in the root).
    public static func folder(of path: String) -> String {
        // The last `/` byte, as the kernel splits a path: a Character search walked the path by
        // grapheme clusters (and a `/` followed by a combining mark is no `/` Character).
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last part of a path.
    public static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Whether `path` names a directory (following symbolic links).
    public static func isDirectory(_ path: String) -> Bool {
        FileKind(path: path) == .directory
    }

    /// Whether a file can be created in `folder` (access(2) with W_OK).
    public static func isWritableFolder(_ folder: String) -> Bool {
        access(folder, W_OK) == 0
    }

    /// The modification time of a file in nanoseconds, or nil when it cannot be read.
    public static func modificationTime(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        return info.st_mtimespec.tv_sec * 1_000_000_000 + info.st_mtimespec.tv_nsec
        #else
        return info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
        #endif
    }

    /// Creates `folder` and the folders above it that are missing (mkdir -p) with `mode`.
    public static func makeFolders(_ folder: String, mode: UInt16 = 0o755) throws(SystemError) {
        if folder.isEmpty || folder == "." || folder == "/" || isDirectory(folder) { return }
        try makeFolders(self.folder(of: folder), mode: mode)
        if mkdir(folder, mode_t(mode)) != 0 {
            if errno == EEXIST {
                if isDirectory(folder) { return }
                throw SystemError(reason: "a file of that name is in the way")
            }
            throw .current()
        }
    }

    /// chmod(2); false when the mode could not be set.
    @discardableResult
    public static func setMode(_ path: String, _ mode: UInt16) -> Bool {
        chmod(path, mode_t(mode)) == 0
    }

    /// Removes a file; false when it could not be removed.
    @discardableResult
    public static func remove(_ path: String) -> Bool {
        unlink(path) == 0
    }
}

/// A file's device and inode after following symbolic links (stat(2)): two paths reach the same
/// file exactly when their identities are equal.
public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64

    public init?(_ path: String) {
        guard let (identity, _) = Self.withLinkCount(path) else { return nil }
        self = identity
    }

    init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    /// The identity and the number of hard links (st_nlink): a file with one link and no
    /// symbolic link to it has one path in a folder walked once.
    public static func withLinkCount(_ path: String) -> (FileIdentity, links: Int)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)), Int(info.st_nlink))
    }
}
