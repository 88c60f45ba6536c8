#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file with plain system calls, for `source`, `catalog load`, `demo` and the
/// scenario runner.
///
/// No Foundation here: importing it costs milliseconds of start-up, and these paths only need
/// open/fstat/read. Only regular files are read, and only up to `limit` bytes:
/// a FIFO would block forever and /dev/zero would never end, so both are refused at once.
/// Callers turn a failure into their own located error.
public enum FileContents {
    /// The largest file read: 16 MiB, far above any scenario, script or catalog a person writes.
    public static let limit = 16 * 1024 * 1024

    /// Why a file could not be read.
    public enum Failure: Error, Sendable, Equatable {
        case directory
        /// strerror(3)'s words for the errno, or why the file is refused (not a regular file, too large).
        case system(String)
    }

    /// The file's bytes; a directory, a device, a FIFO, a file over `limit` or an unreadable path
    /// is a `Failure`.
    public static func read(_ path: String, limit: Int = FileContents.limit) throws(Failure) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 { throw .system(String(cString: strerror(errno))) }
        defer { close(fd) }
        return try read(descriptor: fd, limit: limit)
    }

    /// The bytes of a file already opened with O_RDONLY | O_NONBLOCK (`BeneathFolder` opens it
    /// beneath a folder); the same refusals as `read(_:limit:)`. The caller closes `fd`.
    public static func read(descriptor fd: Int32, limit: Int = FileContents.limit) throws(Failure) -> [UInt8] {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .system(String(cString: strerror(errno))) }
        switch FileKind(mode: info.st_mode) {
        case .regular, .missing: break
        case .directory: throw .directory
        case let kind: throw .system(kind.refusal ?? "it is not a regular file")
        }
        if Int(info.st_size) > limit { throw .system(tooLarge(limit)) }
        // Back to blocking reads: the flag has no use on a regular file past open(2), so only
        // anything else (`.missing`) pays the two calls.
        if FileKind(mode: info.st_mode) != .regular { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) }
        // One read of the size fstat gave, and one byte more: a regular file that reads short has
        // ended, so a scenario file costs one read(2) into its own buffer (a suite reads thousands).
        // Only a file that grew meanwhile goes on in the loop below.
        let wanted = min(Int(info.st_size), limit) + 1
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
            while true {
                let count = cRead(fd, buffer.baseAddress!, wanted)
                if count < 0 && errno == EINTR { continue }
                if count < 0 { failure = errno } else { initialized = count }
                return
            }
        }
        if failure != 0 { throw .system(String(cString: strerror(failure))) }
        if bytes.count < wanted { return bytes }
        if bytes.count > limit { throw .system(tooLarge(limit)) }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { cRead(fd, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            // The file may grow while it is read: the limit holds for what is read, not only for fstat's size.
            if bytes.count + count > limit { throw .system(tooLarge(limit)) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// "it is larger than 16 MiB, the most that is read".
    static func tooLarge(_ limit: Int) -> String {
        let size = limit % (1024 * 1024) == 0 ? "\(limit / (1024 * 1024)) MiB" : "\(limit) bytes"
        return "it is larger than \(size), the most that is read"
    }
}
