#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Replaces a file's contents atomically: a temporary file next to the real target, write,
/// fsync, then rename(2), so a process killed at any moment leaves the old file or the new one,
/// never a truncated mix. Used by `test --update`, `--junit`, `record`, `diagram -o` and
/// `test --html`.
///
/// The hazards it handles:
/// - A symbolic link is followed: the file it points to is replaced and the link stays a link.
/// - The temporary name is `.NAME.PID.tmp` next to the real target, so two paths to the same
///   file (a link and its target) share it; writes to one target are serialized in the process,
///   so two threads never write the same temporary file at once.
/// - Only a regular file (or a missing one) is replaced: a device node or a FIFO named by
///   mistake (`--junit /dev/null`) is refused instead of being swapped for a regular file.
/// - Leftovers of runs killed between write and rename (`.NAME.PID.tmp` whose process is gone)
///   are removed on the next write to the same target.
/// - Every write, fsync, close and rename is checked.
public enum AtomicFile {
    /// Real targets being written by some thread of this process.
    private static let inFlight = Mutex<Set<String>>([])

    /// For tests only: when the environment has `STOREKIT_SIM_TEST_STOP_BEFORE_RENAME` set, the
    /// writer stops itself (SIGSTOP) after the temporary file is written and synced and before
    /// the rename, so a test can kill it at exactly that moment instead of at a random sleep.
    static let stopBeforeRename = System.environment("STOREKIT_SIM_TEST_STOP_BEFORE_RENAME") != nil

    /// Replaces `path` with `bytes`. The mode of an existing file is kept; a new file gets 0644
    /// (less the umask). With `mode` (0600 for a secret), the new file has that mode from its
    /// creation on, whatever the old one had. The error's reason is strerror's words or why the
    /// target is refused.
    public static func replace(_ path: String, with bytes: [UInt8], mode forced: mode_t? = nil) throws(SystemError) {
        let target = realTarget(path)
        if let refusal = FileKind(path: target).refusal { throw SystemError(reason: refusal) }
        claim(target)
        defer { release(target) }
        let folder = FilePath.folder(of: target)
        let name = FilePath.name(of: target)
        removeLeftovers(of: name, in: folder)
        let temporary = (folder == "." ? "" : folder + "/") + temporaryName(name, pid: System.processID)
        var mode: mode_t = 0o644
        var info = stat()
        if stat(target, &info) == 0 { mode = info.st_mode & 0o7777 }
        if let forced { mode = forced }
        // A leftover of an earlier process with this same id: it is ours to replace.
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        if fd < 0 { throw SystemError(reason: "cannot create a temporary file next to it: " + System.errorText(errno)) }
        if let error = System.writeAll(fd, bytes) {
            close(fd); unlink(temporary)
            throw error
        }
        if fsync(fd) != 0 {
            let error = SystemError.current()
            close(fd); unlink(temporary)
            throw error
        }
        if close(fd) != 0 {
            let error = SystemError.current()
            unlink(temporary)
            throw error
        }
        if stopBeforeRename { raise(SIGSTOP) }
        if rename(temporary, target) != 0 {
            let error = SystemError.current()
            unlink(temporary)
            throw error
        }
        // The rename is durable only once the folder's entry is: fsync the folder too.
        let folderFD = open(folder, O_RDONLY | O_CLOEXEC)
        if folderFD >= 0 { _ = fsync(folderFD); close(folderFD) }
    }

    /// The file a write to `path` lands in: symbolic links resolved (also a dangling link's
    /// folder), or `path` itself when it does not exist yet.
    public static func realTarget(_ path: String) -> String {
        if let real = FilePath.real(path) { return real }
        // A new file: resolve its folder so the temporary file is made where the rename lands.
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink(path, &buffer, buffer.count - 1)
        if length > 0 {
            let link = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let resolved = link.hasPrefix("/") ? link : FilePath.folder(of: path) + "/" + link
            return resolved == path ? path : realTarget(resolved)
        }
        let folder = FilePath.folder(of: path)
        guard let realFolder = FilePath.real(folder) else { return path }
        return (realFolder == "/" ? "" : realFolder) + "/" + FilePath.name(of: path)
    }

    /// `.NAME.PID.tmp`.
    public static func temporaryName(_ name: String, pid: Int32) -> String {
        ".\(name).\(pid).tmp"
    }

    /// Removes `.NAME.PID.tmp` files in `folder` whose process no longer runs (killed between
    /// write and rename). Another live process's file is left alone: it may be renaming it now.
    static func removeLeftovers(of name: String, in folder: String) {
        guard let entries = Directory.entries(folder) else { return }
        let prefix = "." + name + "."
        for entry in entries where entry.name.hasPrefix(prefix) && entry.name.hasSuffix(".tmp") {
            let middle = entry.name.dropFirst(prefix.count).dropLast(4)
            guard let pid = Int32(middle), pid > 0, pid != System.processID else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                unlink((folder == "." ? "" : folder + "/") + entry.name)
            }
        }
    }

    private static func claim(_ target: String) {
        while !inFlight.withLock({ $0.insert(target).inserted }) {
            System.sleep(0.001)
        }
    }

    private static func release(_ target: String) {
        inFlight.withLock { _ = $0.remove(target) }
    }
}
