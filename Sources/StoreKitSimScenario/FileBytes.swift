#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StoreKitSimCommands

/// Reads and atomically replaces files with plain system calls.
///
/// No Foundation: importing it costs several milliseconds of start-up (platform notes), and the
/// runner needs only read(2), and write + fsync + rename(2) so that a process killed during
/// `--update` leaves either the old file or the new one, never a truncated mix.
public enum FileBytes {
    /// The whole file; a directory or unreadable path is a located error.
    public static func read(_ path: String) throws(ScenarioError) -> [UInt8] {
        do {
            return try FileContents.read(path)
        } catch {
            switch error {
            case .directory:
                throw ScenarioError(path: path, message: "is a directory, not a scenario file",
                                    hint: "names ending in .scenario are for scenario files; rename the directory")
            case .system(let reason):
                throw ScenarioError(path: path, message: "cannot read the file: \(reason)", hint: "check the path and its permissions")
            }
        }
    }

    /// Replaces `path` with `bytes`: a temporary file in the same folder, fsync, then rename(2).
    public static func replace(_ path: String, with bytes: [UInt8]) throws(ScenarioError) {
        let folder = ScenarioExecutor.folderOf(path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = (folder == "." ? "" : folder + "/") + ".\(name).\(getpid()).tmp"
        var mode: mode_t = 0o644
        var info = stat()
        if stat(path, &info) == 0 { mode = info.st_mode & 0o7777 }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        if fd < 0 { throw failure(path, "cannot write a temporary file next to") }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                let error = failure(path, "cannot write")
                close(fd); unlink(temporary)
                throw error
            }
            offset += written
        }
        if fsync(fd) != 0 || close(fd) != 0 {
            let error = failure(path, "cannot write")
            unlink(temporary)
            throw error
        }
        if rename(temporary, path) != 0 {
            let error = failure(path, "cannot replace")
            unlink(temporary)
            throw error
        }
    }

    private static func failure(_ path: String, _ what: String) -> ScenarioError {
        let reason = String(cString: strerror(errno))
        return ScenarioError(path: path, message: "\(what) the file: \(reason)", hint: "check the path and its permissions")
    }

    /// Creates `folder` and the folders above it that are missing (mkdir -p).
    public static func makeFolders(_ folder: String) throws(ScenarioError) {
        if folder == "." || folder == "/" || ScenarioDiscovery.isDirectory(folder) { return }
        try makeFolders(ScenarioExecutor.folderOf(folder))
        if mkdir(folder, 0o755) != 0 {
            let reason = errno == EEXIST ? "a file of that name is in the way" : String(cString: strerror(errno))
            throw ScenarioError(path: folder, message: "cannot create the report's folder: \(reason)",
                                hint: "check the path and its permissions")
        }
    }

    /// Whether a file can be created in `folder` (access(2) with W_OK).
    public static func isWritableFolder(_ folder: String) -> Bool {
        access(folder, W_OK) == 0
    }

    /// The modification time of a file in nanoseconds, or nil when it cannot be read.
    public static func modificationTime(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
    }

    /// Seconds on a monotonic clock, for the timing in reports.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
