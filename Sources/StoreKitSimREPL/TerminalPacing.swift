import StoreKitSimSystem
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
    private let terminal: Terminal
    /// Ctrl-C seen while typing or waiting: the demo stops at the next wait.
    private var stopRequested = false

    /// `delay`: seconds between commands instead of waiting for Enter.
    public init(delay: Double?, typing: Bool) {
        self.delay = delay
        self.characterDelay = typing ? 0.025 : 0
        self.keys = Terminal.isTerminal(System.standardInput)
        terminal = Terminal(keysFrom: System.standardInput)
        sks_install_sigint_handler()
    }

    deinit { close() }

    /// Puts the terminal back as it was.
    public func close() {
        terminal.restore()
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
    /// Ctrl-C during the wait ends it as a failed read (the demo quits).
    private func readByte(timeout: Int32) -> ReadResult? {
        switch terminal.readByte(timeout: timeout, interrupted: { sks_take_sigint() != 0 }) {
        case .byte(let value): .byte(value)
        case .timedOut: nil
        case .failed: .failed
        }
    }

    private func sleep(_ seconds: Double) {
        if !System.sleep(seconds, interrupted: { sks_take_sigint() != 0 }) { stopRequested = true }
    }
}
