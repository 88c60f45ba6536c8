import CEditLineShim
import StoreKitSim
import StoreKitSimCommands

/// The terminal line editor: libedit's native API through the C shim.
///
/// Emacs key bindings, the user's `~/.editrc` (read before Tab is bound, so Tab stays ours),
/// UTF-8 input (the locale is set: libedit drops non-ASCII bytes in the C locale), history kept
/// in a file with mode 0600, Tab completion from a `Completer`, and Ctrl-C through a SIGINT
/// handler without SA_RESTART so `el_gets` returns with EINTR and the line is dropped
/// (libedit's editline(3)), and Ctrl-D that leaves without echoing `^D`.
///
/// libedit itself is loaded when the first editor is made, not when the tool starts: only the
/// REPL on a terminal needs it (see CEditLineShim.h for the start-up cost this saves).
public final class LibEditLineEditor: LineEditor {
    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private let historyPath: String?
    private var closed = false
    /// Completes the text left of the cursor; set by the front end (it knows the live world).
    public var complete: (String) -> Completer.Completion = { Completer.Completion(word: $0, candidates: []) }

    /// Nil when libedit cannot be loaded (`loadLibrary()` says why) or cannot start (no terminal
    /// description, say).
    public init?(program: String = "storekit-sim", historyPath: String?) {
        guard Self.loadLibrary() == nil else { return nil }
        Self.setUTF8Locale()
        guard let editLine = sks_el_open(program) else { return nil }
        guard let history = sks_history_init() else { sks_el_end(editLine); return nil }
        self.editLine = editLine
        self.history = history
        self.historyPath = historyPath

        sks_history_setsize(history, HistoryLocation.size)
        sks_history_setunique(history, 1)
        if let historyPath { _ = sks_history_load(history, historyPath) } // missing on first run: fine

        sks_el_set_editor(editLine, "emacs")
        sks_el_set_signal(editLine, 1)
        sks_el_set_history(editLine, history)
        sks_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        sks_el_addfn(editLine, "sks-complete", "complete a command, option or value", Self.tabKey)
        sks_el_source(editLine, nil)
        sks_el_bind(editLine, "^I", "sks-complete")
        sks_el_addfn(editLine, "sks-delete-or-eof", "delete the character under the cursor, or leave on an empty line", Self.controlDKey)
        sks_el_bind(editLine, "^D", "sks-delete-or-eof")
        sks_install_sigint_handler()
    }

    deinit { close() }

    /// Loads libedit once per process: nil when it is loaded, else the loader's one-line reason
    /// (the library's name first), so the front end can say why lines are read without editing.
    public static func loadLibrary() -> String? {
        var error = [CChar](repeating: 0, count: 512)
        return sks_edit_load(&error, error.count) == 0 ? nil : reason(error)
    }

    /// `loadLibrary()` with other shared object names: the seam that lets a test see what a
    /// machine without libedit gives. Never replaces a libedit already loaded.
    static func loadLibrary(soname: String, fallback: String?) -> String? {
        var error = [CChar](repeating: 0, count: 512)
        let status = fallback.map { sks_edit_load_from(soname, $0, &error, error.count) } ?? sks_edit_load_from(soname, nil, &error, error.count)
        return status == 0 ? nil : reason(error)
    }

    /// The shared object loaded on Linux.
    public static var soname: String { String(cString: sks_edit_soname) }

    private static func reason(_ error: [CChar]) -> String {
        String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    public func readLine(prompt: Prompt) -> LineRead {
        sks_el_set_prompt(editLine, prompt.styled)
        _ = sks_take_sigint()
        var count: Int32 = 0
        System.clearError()
        guard let bytes = sks_el_gets(editLine, &count) else {
            // The handler's flag decides, not only errno: inside Ctrl-R's incremental search
            // libedit redraws the line after the interrupted read, which leaves errno changed
            // and count 0, and the session would end as if Ctrl-D had been typed.
            let sawSigint = sks_take_sigint() != 0
            let interrupted = sawSigint || (count == -1 && System.lastCallInterrupted)
            return interrupted ? .interrupted : .endOfInput
        }
        var line = String(cString: bytes)
        while line.hasSuffix("\n") || line.hasSuffix("\r") { line.removeLast() }
        return .line(line)
    }

    /// Adds the line (without its newline) and saves the file, unless stdin is not a terminal.
    public func addHistory(_ line: String) {
        sks_history_enter(history, line)
        guard let historyPath, Terminal.isTerminal(System.standardInput) else { return }
        HistoryLocation.createFolder(for: historyPath)
        if sks_history_save(history, historyPath) >= 0 { FilePath.setMode(historyPath, 0o600) }
    }

    /// Restores the terminal: edit mode off first so el_end does not flush typed-ahead input.
    public func close() {
        guard !closed else { return }
        closed = true
        sks_el_set_editmode(editLine, 0)
        sks_el_end(editLine)
        sks_history_end(history)
    }

    /// The history entries, newest first (for tests and `history`-like views).
    func historyEntries() -> [String] {
        var entries: [String] = []
        while let entry = sks_history_entry(history, Int32(entries.count)) { entries.append(String(cString: entry)) }
        return entries
    }

    /// libedit's Tab function: finds the editor through EL_CLIENTDATA (C callbacks cannot capture).
    private static let tabKey: sks_key_function = { editLine, _ in
        guard let editLine, let data = sks_el_get_clientdata(editLine) else { return UInt8(CC_ERROR) }
        return Unmanaged<LibEditLineEditor>.fromOpaque(data).takeUnretainedValue().completeAtCursor()
    }

    /// Ctrl-D as emacs mode has it, minus the echo: libedit's own binding writes `^D` before
    /// ending input on an empty line, which would stay in front of the shell's next prompt.
    /// On an empty line it ends input; at the end of a line it beeps; else it deletes forward.
    private static let controlDKey: sks_key_function = { editLine, _ in
        guard let editLine, let info = sks_el_line(editLine)?.pointee else { return UInt8(CC_ERROR) }
        if info.buffer == info.lastchar { return UInt8(CC_EOF) }
        if info.cursor == info.lastchar { return UInt8(CC_ERROR) }
        sks_el_cursor(editLine, 1)
        sks_el_deletestr(editLine, 1)
        return UInt8(CC_REFRESH)
    }

    private func completeAtCursor() -> UInt8 {
        guard let info = sks_el_line(editLine)?.pointee else { return UInt8(CC_ERROR) }
        let length = info.cursor - info.buffer
        let left = String(decoding: UnsafeRawBufferPointer(start: info.buffer, count: max(0, length)), as: UTF8.self)
        switch CompletionEdit(complete(left)) {
        case .none:
            return UInt8(CC_REFRESH_BEEP)
        case .replace(let deleting, let text):
            if deleting > 0 { sks_el_deletestr(editLine, Int32(deleting)) }
            return sks_el_insertstr(editLine, text) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
        case .list(let candidates):
            sks_flush_stdout()
            let lines = CompletionEdit.columns(candidates, width: Self.terminalWidth())
            StandardConsole.write("\n" + lines.joined(separator: "\n") + "\n", to: 1)
            return UInt8(CC_REDISPLAY)
        }
    }

    private static func terminalWidth() -> Int {
        Terminal.columns(System.standardOutput) ?? 80
    }

    /// libedit follows LC_CTYPE and never sets it; fall back to C.UTF-8 when the locale is C.
    static func setUTF8Locale() {
        System.useUTF8CharacterTypes()
    }
}
