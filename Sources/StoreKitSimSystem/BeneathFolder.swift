#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CSystemCalls

/// A folder whose files are opened through its descriptor, never by path from `/`: every open is
/// Linux's openat2(2) with RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS relative to the folder, so the
/// kernel refuses, at the open itself, any path that leaves the folder, a symbolic link swapped in
/// after a path was checked included. `serve`'s commands from the network read and write their
/// files through one (SessionConfinement checks the path first for its refusal's words; this makes
/// the check hold at the moment of the open).
///
/// Writes replace a file atomically as `AtomicFile` does (temporary file, fsync, rename), but with
/// the temporary file made in the target's folder opened beneath this one, and renameat(2) in that
/// folder: a rename replaces the entry itself and never follows a link, so nothing outside is
/// written whatever is swapped meanwhile. Where the kernel has no openat2 (before Linux 5.6, or
/// not Linux), every operation is refused with that reason instead of falling back to a path.
public final class BeneathFolder: Sendable, Equatable {
    /// The folder's real path, without a trailing slash ("" for `/`).
    public let path: String
    private let descriptor: Int32

    /// nil when `realPath` cannot be opened as a folder.
    public init?(realPath: String) {
        let fd = open(realPath.isEmpty ? "/" : realPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        path = realPath == "/" ? "" : realPath
        descriptor = fd
    }

    deinit { close(descriptor) }

    public static func == (lhs: BeneathFolder, rhs: BeneathFolder) -> Bool { lhs === rhs }

    /// Whether `path` (absolute) names something inside the folder.
    public func contains(_ path: String) -> Bool {
        path.hasPrefix(self.path + "/") && path.utf8.count > self.path.utf8.count + 1
    }

    /// The bytes of the regular file at `path` (absolute, inside), as `FileContents.read` reads them.
    public func read(_ path: String, limit: Int = FileContents.limit) throws(FileContents.Failure) -> [UInt8] {
        let fd: Int32
        do throws(SystemError) { fd = try openBeneath(path, flags: O_RDONLY | O_CLOEXEC | O_NONBLOCK) } catch {
            throw .system(error.reason)
        }
        defer { close(fd) }
        return try FileContents.read(descriptor: fd, limit: limit)
    }

    /// Appends `line` and a newline to the file at `path` (created 0644 less the umask), one write(2) with O_APPEND.
    public func append(_ path: String, line: String) throws(SystemError) {
        let fd = try openForAppending(path)
        let failure = System.writeAll(fd, line + "\n")
        let closed = close(fd) == 0 ? nil : SystemError.current()
        if let failure { throw failure }
        if let closed { throw closed }
    }

    /// Checks that `path` can be opened for appending (creating it when missing), writing nothing.
    public func checkAppendable(_ path: String) throws(SystemError) {
        let fd = try openForAppending(path)
        guard close(fd) == 0 else { throw SystemError.current() }
    }

    /// Replaces the file at `path` with `bytes` atomically: a regular file or a missing one only,
    /// its mode kept (0644 less the umask when new).
    public func replace(_ path: String, with bytes: [UInt8]) throws(SystemError) {
        let relative = try self.relative(path)
        let folderPart = FilePath.folder(of: relative)
        let name = FilePath.name(of: relative)
        guard name != "." && name != ".." else { throw SystemError(reason: "it is a directory") }
        let folder = try openRelative(folderPart, flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { close(folder) }
        var mode: mode_t = 0o644
        var info = stat()
        if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 {
            if let refusal = FileKind(mode: info.st_mode).refusal { throw SystemError(reason: refusal) }
            mode = info.st_mode & 0o7777
        }
        let temporary = AtomicFile.temporaryName(name, pid: System.processID)
        unlinkat(folder, temporary, 0)
        let fd = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        if fd < 0 { throw SystemError(reason: "cannot create a temporary file next to it: " + System.errorText(errno)) }
        if let error = System.writeAll(fd, bytes) {
            close(fd); unlinkat(folder, temporary, 0)
            throw error
        }
        if fsync(fd) != 0 {
            let error = SystemError.current()
            close(fd); unlinkat(folder, temporary, 0)
            throw error
        }
        if close(fd) != 0 {
            let error = SystemError.current()
            unlinkat(folder, temporary, 0)
            throw error
        }
        if renameat(folder, temporary, folder, name) != 0 {
            let error = SystemError.current()
            unlinkat(folder, temporary, 0)
            throw error
        }
        _ = fsync(folder)
    }

    private func openForAppending(_ path: String) throws(SystemError) -> Int32 {
        // O_NONBLOCK: a FIFO without a reader fails at once (ENXIO) instead of blocking the open.
        let fd = try openBeneath(path, flags: O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, mode: 0o644)
        var info = stat()
        guard fstat(fd, &info) == 0 else { let error = SystemError.current(); close(fd); throw error }
        if let refusal = FileKind(mode: info.st_mode).refusal { close(fd); throw SystemError(reason: refusal) }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return fd
    }

    private func openBeneath(_ path: String, flags: Int32, mode: mode_t = 0) throws(SystemError) -> Int32 {
        try openRelative(try relative(path), flags: flags, mode: mode)
    }

    /// openat2 beneath the folder; its failures in words that say what happened.
    private func openRelative(_ relative: String, flags: Int32, mode: mode_t = 0) throws(SystemError) -> Int32 {
        let fd = sk_open_beneath(descriptor, relative, flags, UInt32(mode))
        if fd >= 0 { return fd }
        switch errno {
        case EXDEV, ELOOP:
            throw SystemError(reason: "a symbolic link on the way leads out of the server's working folder")
        case ENOSYS:
            throw SystemError(reason: "this system has no openat2(2) (Linux 5.6 or later), which file access over the control endpoint needs")
        default:
            throw SystemError.current()
        }
    }

    /// `path` relative to the folder; refused when it is not inside.
    private func relative(_ path: String) throws(SystemError) -> String {
        guard contains(path) else { throw SystemError(reason: "it is outside the server's working folder") }
        return String(decoding: path.utf8.dropFirst(self.path.utf8.count + 1), as: UTF8.self)
    }
}
