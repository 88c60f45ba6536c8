import Foundation
import TestSupport

/// A real terminal for end-to-end REPL tests: the built binary in a detached tmux session on a
/// private socket, with its own HOME and XDG_STATE_HOME, driven with send-keys and read with
/// capture-pane. Every wait polls with a timeout; nothing sleeps for a fixed long time.
final class TmuxTerminal {
    static let packageRoot = BuiltBinary.root
    static let binary = BuiltBinary.path
    static var tmuxPath: String? {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }
    /// Why these tests cannot run here, if they cannot.
    static var missing: String? {
        if tmuxPath == nil { return "tmux is not installed: run scripts/ensure-deps --test" }
        if !FileManager.default.isExecutableFile(atPath: binary) { return "\(binary) is missing: run swift build first" }
        return nil
    }

    /// What the shell prints after the program ends, as an interactive shell's prompt would.
    static let shellPrompt = "shell$ "

    let socket: String
    let home: String
    var stateHome: String { home + "/state" }
    var historyFile: String { stateHome + "/storekit-sim/history" }

    /// Starts `storekit-sim ARGS` in a terminal `width` columns wide and 40 lines high;
    /// `environment` adds variables.
    init(_ arguments: [String] = [], environment: [String: String] = [:], folder: String? = nil, width: Int = 120) throws {
        socket = "sks-test-\(getpid())-\(UUID().uuidString.prefix(8))"
        home = NSTemporaryDirectory() + socket
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        // NO_COLOR empty = colour allowed (the test runner sets NO_COLOR=1 for its children).
        // CI empty = not CI: the runner's --update and --review refuse to write when it is set.
        var variables = ["HOME": home, "XDG_STATE_HOME": stateHome, "NO_COLOR": "", "CI": ""]
        variables.merge(environment) { $1 }
        // The shell writes the exit status to a file: tmux's #{pane_dead_status} is sometimes
        // empty when the pty's end is seen before the child's exit.
        // `stty -g` before and after shows whether the terminal's settings were restored.
        let command = "cd '\(folder ?? home)' && stty -g > '\(home)/stty-before'; '\(Self.binary)'" + arguments.map { " '\($0)'" }.joined()
            + "; status=$?; stty -g > '\(home)/stty-after'; echo $status > '\(home)/exit-status'; printf '\(Self.shellPrompt)'"
        var tmuxArguments = ["new-session", "-d", "-x", String(width), "-y", "40"]
        for (name, value) in variables.sorted(by: { $0.key < $1.key }) { tmuxArguments += ["-e", "\(name)=\(value)"] }
        tmuxArguments += [command, ";", "set-option", "-g", "remain-on-exit", "on"]
        try tmux(tmuxArguments, startsServer: true)
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(atPath: home)
    }

    /// Runs a tmux client command and returns its output. The command that starts the server
    /// gets no pipe: the server would inherit it and reading would never see its end.
    @discardableResult
    func tmux(_ arguments: [String], startsServer: Bool = false) throws -> String {
        ChildProcess.run(Self.tmuxPath ?? "/usr/bin/tmux", ["-L", socket, "-f", "/dev/null"] + arguments, captureOutput: !startsServer).output
    }

    /// Sends key names such as "Tab", "Up", "C-c", "Enter".
    func keys(_ names: String...) throws { try tmux(["send-keys"] + names) }

    /// Types text literally.
    func type(_ text: String) throws { try tmux(["send-keys", "-l", text]) }

    /// The screen and its scrollback as text (colour codes kept when `escapes`). The scrollback
    /// counts: tmux sometimes scrolls a fresh pane's first line into it.
    func screen(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-S", "-"] + (escapes ? ["-e"] : []))
    }

    /// Polls the screen until `done` holds; returns the screen, or nil after the timeout.
    @discardableResult
    func waitFor(timeout: Double = 5, escapes: Bool = false, _ done: (String) -> Bool) throws -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let text = try screen(escapes: escapes)
            if done(text) { return text }
            usleep(30_000)
        }
        return nil
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 5) throws -> String? {
        try waitFor(timeout: timeout) { $0.contains(text) }
    }

    /// True when the terminal settings after the program are those before it.
    var terminalRestored: Bool {
        let before = try? String(contentsOfFile: home + "/stty-before", encoding: .utf8)
        let after = try? String(contentsOfFile: home + "/stty-after", encoding: .utf8)
        return before != nil && before == after
    }

    /// The exit status once the program has ended, or nil if it is still running at the timeout.
    func exitStatus(timeout: Double = 5) throws -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: home + "/exit-status", encoding: .utf8),
               let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return status
            }
            usleep(30_000)
        }
        return nil
    }
}
