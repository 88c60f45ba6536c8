#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process this one starts to do work it may have to stop: its standard input and output
/// are one end of a socket pair, its standard error is /dev/null, and `kill()` ends it with
/// SIGKILL, which returns every byte and thread it held, however busy it is.
///
/// A socket rather than two pipes so a write to a helper that died fails with EPIPE instead of
/// raising SIGPIPE in this process (`send` with MSG_NOSIGNAL). Used by one thread at a time
/// (`@unchecked Sendable` so an idle helper can be handed between threads through a lock).
public final class HelperProcess: @unchecked Sendable {
    /// The child's process id, until it is reaped.
    public private(set) var id: Int32
    private var socket: Int32

    /// What waiting for bytes gave.
    public enum Received: Equatable, Sendable {
        case bytes([UInt8])
        /// Nothing complete came before the deadline.
        case timedOut
        /// The helper closed its end or died.
        case closed
    }

    private init(id: Int32, socket: Int32) {
        self.id = id
        self.socket = socket
    }

    deinit { kill() }

    /// Starts `arguments[0]` (a path) with `arguments` as its argv and this process's environment
    /// plus `environment` (`NAME=value` strings).
    public static func start(_ arguments: [String], environment: [String] = []) -> Result<HelperProcess, SystemError> {
        guard !arguments.isEmpty else { return .failure(SystemError(reason: "no program to start")) }
        var pair: [Int32] = [-1, -1]
        #if canImport(Glibc)
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
        let type = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, type, 0, &pair) == 0 else { return .failure(.current()) }
        #if canImport(Darwin)
        for fd in pair { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var noSignal: Int32 = 1
        _ = setsockopt(pair[0], SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
        #endif
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on the copies; the originals close at exec.
        posix_spawn_file_actions_adddup2(&actions, pair[1], 0)
        posix_spawn_file_actions_adddup2(&actions, pair[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var inherited: [String] = []
        var index = 0
        while let entry = environ[index] {
            inherited.append(String(cString: entry))
            index += 1
        }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = (inherited + environment).map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, arguments[0], &actions, nil, argv, envp)
        close(pair[1])
        guard status == 0 else {
            close(pair[0])
            return .failure(SystemError(reason: System.errorText(status)))
        }
        return .success(HelperProcess(id: child, socket: pair[0]))
    }

    /// Writes all of `bytes`; false when the helper is gone.
    public func send(_ bytes: [UInt8]) -> Bool {
        guard socket >= 0 else { return false }
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
            #else
            let flags: Int32 = 0
            #endif
            let written = bytes.withUnsafeBytes { sendBytes(socket, $0.baseAddress! + offset, bytes.count - offset, flags) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Reads exactly `count` bytes, waiting at most until `deadline` (`System.monotonicSeconds()`).
    public func receive(_ count: Int, deadline: Double) -> Received {
        guard socket >= 0 else { return .closed }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let left = deadline - System.monotonicSeconds()
            guard left > 0 else { return .timedOut }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(left * 1000, Double(Int32.max)).rounded(.up)))
            if ready < 0 {
                if errno == EINTR { continue }
                return .closed
            }
            if ready == 0 { continue }
            let got = bytes.withUnsafeMutableBytes { cRead(socket, $0.baseAddress! + filled, count - filled) }
            if got < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .closed
            }
            if got == 0 { return .closed }
            filled += got
        }
        return .bytes(bytes)
    }

    /// Ends the helper at once with SIGKILL and reaps it; its process id is then free.
    public func kill() {
        guard id > 0 else { return }
        #if canImport(Glibc)
        _ = Glibc.kill(id, SIGKILL)
        #else
        _ = Darwin.kill(id, SIGKILL)
        #endif
        reap()
    }

    /// Closes the helper's input (it ends by itself on end of file) and waits for it to exit.
    public func finish() {
        guard id > 0 else { return }
        if socket >= 0 { close(socket); socket = -1 }
        reap()
    }

    private func reap() {
        if socket >= 0 { close(socket); socket = -1 }
        var status: Int32 = 0
        while waitpid(id, &status, 0) < 0 && errno == EINTR {}
        id = 0
    }

    /// Whether a process with this id exists (and is not a zombie waiting to be reaped).
    public static func isRunning(_ id: Int32) -> Bool {
        #if canImport(Glibc)
        return Glibc.kill(id, 0) == 0
        #else
        return Darwin.kill(id, 0) == 0
        #endif
    }
}

#if canImport(Glibc)
private func sendBytes(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
    Glibc.send(fd, buffer, count, flags)
}
#else
private func sendBytes(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
    Darwin.send(fd, buffer, count, flags)
}
#endif

extension System {
    /// The path of this process's executable (to start it again as a helper), or nil when the
    /// system cannot tell.
    public static var executablePath: String? {
        #if canImport(Glibc)
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(cString: buffer)
        #endif
    }
}
