#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal on a descriptor: whether it is one, its width, raw key reading for the demo.
public final class Terminal {
    /// isatty(3).
    public static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    /// The width in columns of the terminal on `fd`, or nil when it is not a terminal.
    public static func columns(_ fd: Int32) -> Int? {
        guard isatty(fd) == 1 else { return nil }
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    private let fd: Int32
    private var saved = termios()
    private var changed = false

    /// Puts the terminal on `fd` in key-at-a-time mode without echo (ICANON and ECHO off), when
    /// it is a terminal; `restore()` (or deinit) puts it back.
    public init(keysFrom fd: Int32) {
        self.fd = fd
        if isatty(fd) == 1, tcgetattr(fd, &saved) == 0 {
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            withUnsafeMutableBytes(of: &raw.c_cc) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
            changed = tcsetattr(fd, TCSANOW, &raw) == 0
        }
    }

    deinit { restore() }

    /// Puts the terminal back as it was.
    public func restore() {
        if changed { tcsetattr(fd, TCSANOW, &saved); changed = false }
    }

    /// What one wait for a key gave.
    public enum Key: Equatable { case byte(UInt8), timedOut, failed }

    /// One byte from the descriptor; `.timedOut` after `timeout` milliseconds (-1 waits for ever).
    /// `interrupted` is asked after a signal: true stops the wait with `.failed`.
    public func readByte(timeout: Int32, interrupted: () -> Bool) -> Key {
        while true {
            var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, timeout)
            if ready < 0 {
                if errno == EINTR, !interrupted() { continue }
                return .failed
            }
            if ready == 0 { return .timedOut }
            var byte: UInt8 = 0
            let count = cRead(fd, &byte, 1)
            if count < 0 { if errno == EINTR, !interrupted() { continue }; return .failed }
            if count == 0 { return .failed } // end of input
            return .byte(byte)
        }
    }
}
