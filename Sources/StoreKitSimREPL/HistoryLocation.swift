import StoreKitSimSystem

/// Where the REPL keeps its history: `${XDG_STATE_HOME:-~/.local/state}/storekit-sim/history`.
///
/// `STOREKIT_SIM_HISTORY` overrides it and `/dev/null` (or any empty value) turns history off,
/// like `PSQL_HISTORY` and `SQLITE_HISTORY`. The XDG base directory spec puts history under
/// state; the folder is created (mode 0700) because libedit's H_SAVE fails without it.
public enum HistoryLocation {
    /// The most entries kept; older ones fall off.
    public static let size: Int32 = 1000

    /// The history file for this environment, or nil when history is off.
    public static func path(environment: (String) -> String?) -> String? {
        if let override = environment("STOREKIT_SIM_HISTORY") {
            return override.isEmpty || override == "/dev/null" ? nil : override
        }
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
            return state + "/storekit-sim/history"
        }
        guard let home = environment("HOME"), !home.isEmpty else { return nil }
        return home + "/.local/state/storekit-sim/history"
    }

    /// Reads the process environment.
    public static func path() -> String? {
        path(environment: System.environment)
    }

    /// Creates the file's folder and its parents; returns false if that failed.
    @discardableResult
    public static func createFolder(for path: String) -> Bool {
        guard let slash = path.lastIndex(of: "/") else { return true }
        let folder = String(path[..<slash])
        if folder.isEmpty { return true }
        do {
            try FilePath.makeFolders(folder, mode: 0o700)
            return true
        } catch {
            return false
        }
    }
}
