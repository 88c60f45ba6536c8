#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends whole lines to a file that grows, such as `notifications file`'s JSON lines: opened
/// with O_APPEND for each line, so a line is one write(2) at the end even when another process
/// appends too, and every write and close is checked. A file that exists is never truncated.
public enum AppendingFile {
    /// Checks that `path` can be opened for appending (creating it, mode 0644 less the umask,
    /// when missing), writing nothing.
    public static func check(_ path: String) throws(SystemError) {
        let fd = try openForAppending(path)
        guard close(fd) == 0 else { throw SystemError.current() }
    }

    /// Appends `line` and a newline.
    public static func append(_ path: String, line: String) throws(SystemError) {
        let fd = try openForAppending(path)
        let failure = System.writeAll(fd, line + "\n")
        let closed = close(fd) == 0 ? nil : SystemError.current()
        if let failure { throw failure }
        if let closed { throw closed }
    }

    private static func openForAppending(_ path: String) throws(SystemError) -> Int32 {
        if let refusal = FileKind(path: AtomicFile.realTarget(path)).refusal { throw SystemError(reason: refusal) }
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SystemError.current() }
        return fd
    }
}
