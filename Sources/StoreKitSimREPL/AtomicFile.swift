#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Replaces a file's contents atomically: a temporary file next to it, then rename(2),
/// so a reader (or `storekit-sim test`) never sees half a scenario.
enum AtomicFile {
    /// Writes `text` to `path`; returns an error message (strerror) on failure.
    static func write(_ text: String, to path: String) -> String? {
        let temporary = path + ".tmp.\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                let message = String(cString: strerror(errno))
                close(fd)
                unlink(temporary)
                return message
            }
            offset += written
        }
        close(fd)
        if rename(temporary, path) != 0 {
            let message = String(cString: strerror(errno))
            unlink(temporary)
            return message
        }
        return nil
    }
}
