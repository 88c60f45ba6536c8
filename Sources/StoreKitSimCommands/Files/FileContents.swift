#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file with plain system calls, for `source` and the scenario runner.
///
/// No Foundation here: importing it costs milliseconds of start-up (platform notes), and these
/// paths only need open/fstat/read. Callers turn a failure into their own located error.
public enum FileContents {
    /// Why a file could not be read.
    public enum Failure: Error, Sendable, Equatable {
        case directory
        /// strerror(3)'s words for the errno.
        case system(String)
    }

    /// The file's bytes; a directory or an unreadable path is a `Failure`.
    public static func read(_ path: String) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { throw .system(String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { throw .directory }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
