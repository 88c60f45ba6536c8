#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CEditLineShim

/// Demo pacing on a real terminal: a short pause per typed character, then a key (see `DemoKey`)
/// or the `--delay` timer to go on, read one key at a time with echo off.
///
/// When stdin is not a terminal nothing is read, so a piped demo runs straight through instead
/// of hanging; the terminal's settings are restored by `close()`.
public final class TerminalPacing: DemoPacing {
    let characterDelay: Double
    let delay: Double?
    let keys: Bool
    private var saved = termios()
    private var changed = false
    /// Ctrl-C seen while typing or waiting: the demo stops at the next wait.
    private var stopRequested = false

    /// `delay`: seconds between commands instead of waiting for Enter.
    public init(delay: Double?, typing: Bool) {
        self.delay = delay
        self.characterDelay = typing ? 0.025 : 0
        self.keys = isatty(STDIN_FILENO) == 1
        if keys, tcgetattr(STDIN_FILENO, &saved) == 0 {
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            withUnsafeMutableBytes(of: &raw.c_cc) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
            changed = tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0
        }
        sks_install_sigint_handler()
    }

    deinit { close() }

    /// Puts the terminal back as it was.
    public func close() {
        if changed { tcsetattr(STDIN_FILENO, TCSANOW, &saved); changed = false }
    }

    public func afterCharacter() {
        if characterDelay > 0, !stopRequested { sleep(characterDelay) }
    }

    public func waitForKey() -> DemoKey {
        if stopRequested || sks_take_sigint() != 0 { return .quit }
        guard keys else {
            if let delay { sleep(delay) }
            return stopRequested ? .quit : .next
        }
        let timeout = delay.map { Int32($0 * 1000) } ?? -1
        while true {
            guard let byte = readByte(timeout: timeout) else { return stopRequested ? .quit : .next }
            switch byte {
            case .failed: return .quit
            case .byte(let value):
                switch value {
                case UInt8(ascii: "q"), UInt8(ascii: "Q"), 4, 3: return .quit
                case 10, 13, UInt8(ascii: " "), UInt8(ascii: "n"), UInt8(ascii: "N"): return .next
                case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "p"), 127, 8: return .back
                case UInt8(ascii: "r"), UInt8(ascii: "R"): return .replay
                case 27: // an arrow key: ESC [ C (right) or ESC [ D (left)
                    guard case .byte(UInt8(ascii: "["))? = readByte(timeout: 50), case .byte(let arrow)? = readByte(timeout: 50) else { continue }
                    if arrow == UInt8(ascii: "C") { return .next }
                    if arrow == UInt8(ascii: "D") { return .back }
                default: if delay != nil { return .next } // any other key skips the wait
                }
            }
        }
    }

    private enum ReadResult { case byte(UInt8), failed }

    /// One byte from the terminal; nil when `timeout` milliseconds passed (-1 waits for ever).
    private func readByte(timeout: Int32) -> ReadResult? {
        while true {
            var request = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, timeout)
            if ready < 0 {
                if errno == EINTR, sks_take_sigint() == 0 { continue }
                return .failed
            }
            if ready == 0 { return nil }
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0 { if errno == EINTR, sks_take_sigint() == 0 { continue }; return .failed }
            if count == 0 { return .failed } // end of input
            return .byte(byte)
        }
    }

    private func sleep(_ seconds: Double) {
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&time, &remaining) != 0, errno == EINTR {
            if sks_take_sigint() != 0 { stopRequested = true; return }
            time = remaining
        }
    }
}
