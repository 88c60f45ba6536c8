#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one process runner below Foundation: posix_spawn and waitpid, for the terminal tests
/// and for a child that must be caught at a precise moment (stopped by a test hook).
///
/// Foundation's Process missed the exit of tmux's client (it forks the server and exits) and
/// waited forever, leaving a zombie; waitpid on the pid does not.
public enum ChildProcess {
    /// Runs `path` with `arguments`; stdin from /dev/null; returns the exit status and stdout
    /// (and stderr when `mergeErrors`). With `captureOutput` false, output goes to /dev/null,
    /// which a program that leaves a daemon behind (tmux new-session) needs.
    public static func run(_ path: String, _ arguments: [String], captureOutput: Bool = true, mergeErrors: Bool = false) -> (status: Int32,
        output: String) {
        var fds: [Int32] = [-1, -1]
        if captureOutput { guard pipe(&fds) == 0 else { return (-1, "") } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if captureOutput {
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
            if mergeErrors { posix_spawn_file_actions_adddup2(&actions, fds[1], 2) } else {
                posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            }
            posix_spawn_file_actions_addclose(&actions, fds[0])
            posix_spawn_file_actions_addclose(&actions, fds[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // The test runner may ignore or block signals (SIGCHLD, SIGINT); a child inherits that,
        // and a tmux server ignoring SIGCHLD never learns its pane's exit status. Reset them.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGCHLD, SIGINT, SIGPIPE, SIGHUP, SIGTERM, SIGQUIT, SIGTSTP, SIGWINCH] { sigaddset(&defaults, signal) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        if captureOutput { close(fds[1]) }
        guard spawned == 0 else {
            if captureOutput { close(fds[0]) }
            return (-1, "")
        }
        var bytes: [UInt8] = []
        if captureOutput {
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let count = read(fds[0], &chunk, chunk.count)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                bytes += chunk[0..<count]
            }
            close(fds[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exitStatus, String(decoding: bytes, as: UTF8.self))
    }

    /// Starts `path` with output to /dev/null and `environment` added, and waits until it stops
    /// itself (SIGSTOP, a test hook) or exits. Returns the pid and whether it is stopped; the
    /// caller then kills it (`killAndReap`).
    public static func startUntilStopped(_ path: String, _ arguments: [String], environment: [String: String]) -> (pid: pid_t, stopped: Bool) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var names: [String] = []
        var index = 0
        while let entry = environ[index] {
            let name = String(cString: entry)
            if !name.hasPrefix("CI=") { names.append(name) } // CI is only set where a test asks for it
            index += 1
        }
        names += environment.map { "\($0.key)=\($0.value)" }
        let envp = names.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return (-1, false) }
        var status: Int32 = 0
        while waitpid(pid, &status, WUNTRACED) < 0, errno == EINTR {}
        return (pid, (status & 0xff) == 0x7f)
    }

    /// SIGKILL, then reap, so no zombie is left.
    public static func killAndReap(_ pid: pid_t) {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }
}
