#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process-wide calls the front ends need: environment, process id, exit, processors, clocks,
/// sleeping, descriptors. With the other types of this module it is the only code that imports
/// the C library (Glibc on Linux, Darwin on macOS), so the rest of the package compiles on both.
public enum System {
    /// Standard input, output and error.
    public static let standardInput: Int32 = 0
    public static let standardOutput: Int32 = 1
    public static let standardError: Int32 = 2

    /// The value of an environment variable, or nil when it is unset.
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// This process's id.
    public static var processID: Int32 { getpid() }

    /// Ends the process with `status` (exit(3): C streams flushed, atexit handlers run).
    public static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }

    /// The number of processors online, at least 1.
    public static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Seconds since 1970 on the wall clock, for the time of a run in a report's index (never in a
    /// transcript, which runs on the virtual clock).
    public static func wallClockSeconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec)
    }

    /// Seconds on a monotonic clock, for timings in reports.
    public static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Seconds since 1970 on the real clock: only for checking the expiry of App Store Server API
    /// bearer tokens, which clients make from the real time; never in output.
    public static func unixSeconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec)
    }

    /// Sleeps for `seconds`, resuming after signals unless `interrupted` says to stop; returns
    /// false when it stopped early.
    @discardableResult
    public static func sleep(_ seconds: Double, interrupted: () -> Bool = { false }) -> Bool {
        guard seconds > 0 else { return true }
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&time, &remaining) != 0, errno == EINTR {
            if interrupted() { return false }
            time = remaining
        }
        return true
    }

    /// Takes LC_CTYPE from the environment, falling back to C.UTF-8 when that is C or POSIX
    /// (libedit follows LC_CTYPE and never sets it).
    public static func useUTF8CharacterTypes() {
        let current = setlocale(LC_CTYPE, "").map { String(cString: $0) }
        if current == nil || current == "C" || current == "POSIX" {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    /// Clears errno before a call that reports failure only through it (libedit's el_gets).
    public static func clearError() { errno = 0 }

    /// Whether the last failed call was interrupted by a signal (errno is EINTR).
    public static var lastCallInterrupted: Bool { errno == EINTR }

    /// strerror(3)'s words for an errno value.
    public static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Writes every byte to `fd`, retrying short writes and EINTR; nil when all were written,
    /// otherwise the error of the write that failed (a full disk, a closed pipe).
    @discardableResult
    public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> SystemError? {
        var offset = 0
        while offset < bytes.count {
            let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return .current()
            }
            offset += written
        }
        return nil
    }

    /// `writeAll` for an array of bytes.
    @discardableResult
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> SystemError? {
        bytes.withUnsafeBytes { writeAll(fd, $0) }
    }

    /// `writeAll` for a string's UTF-8.
    @discardableResult
    public static func writeAll(_ fd: Int32, _ text: String) -> SystemError? {
        writeAll(fd, Array(text.utf8))
    }

    /// Reads up to `buffer.count` bytes from `fd`, retrying EINTR: the count, 0 at the end, or the error.
    public static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, SystemError> {
        while true {
            let count = cRead(fd, buffer.baseAddress!, buffer.count)
            if count >= 0 { return .success(count) }
            if errno != EINTR { return .failure(.current()) }
        }
    }

    /// True when `a` and `b` reach the same place: both terminals, or the same open file.
    public static func sameDestination(_ a: Int32, _ b: Int32) -> Bool {
        if isatty(a) == 1 || isatty(b) == 1 { return true }
        var first = stat(), second = stat()
        guard fstat(a, &first) == 0, fstat(b, &second) == 0 else { return true }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}

/// read(2) under either C library's module name.
@inline(__always)
func cRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(fd, buffer, count)
    #else
    return Darwin.read(fd, buffer, count)
    #endif
}
