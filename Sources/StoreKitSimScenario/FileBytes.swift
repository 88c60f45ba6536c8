import StoreKitSimCommands

/// Reads and atomically replaces files through the system layer, with the runner's located errors.
///
/// No Foundation: importing it costs several milliseconds of start-up, and the runner needs only
/// read(2), and write + fsync + rename(2) (`AtomicFile`) so that a process killed during
/// `--update` leaves either the old file or the new one, never a truncated mix.
public enum FileBytes {
    /// The whole file; a directory or unreadable path is a located error.
    public static func read(_ path: String) throws(ScenarioError) -> [UInt8] {
        do {
            return try FileContents.read(path)
        } catch {
            switch error {
            case .directory:
                throw ScenarioError(path: path, message: "is a directory, not a scenario file",
                                    hint: "names ending in .scenario are for scenario files; rename the directory")
            case .system(let reason):
                throw ScenarioError(path: path, message: "cannot read the file: \(reason)", hint: "check the path and its permissions")
            }
        }
    }

    /// Replaces `path` with `bytes` atomically (see `AtomicFile`: links followed, only regular
    /// files replaced, leftovers of killed runs removed).
    public static func replace(_ path: String, with bytes: [UInt8]) throws(ScenarioError) {
        do {
            try AtomicFile.replace(path, with: bytes)
        } catch {
            throw ScenarioError(path: path, message: "cannot write the file: \(error.reason)",
                                hint: "name a regular file in a folder you can write to")
        }
    }

    /// Creates `folder` and the folders above it that are missing (mkdir -p).
    public static func makeFolders(_ folder: String) throws(ScenarioError) {
        do {
            try FilePath.makeFolders(folder)
        } catch {
            throw ScenarioError(path: folder, message: "cannot create the report's folder: \(error.reason)",
                                hint: "check the path and its permissions")
        }
    }

    /// Whether a file can be created in `folder` (access(2) with W_OK).
    public static func isWritableFolder(_ folder: String) -> Bool {
        FilePath.isWritableFolder(folder)
    }

    /// The modification time of a file in nanoseconds, or nil when it cannot be read.
    public static func modificationTime(_ path: String) -> Int? {
        FilePath.modificationTime(path)
    }

    /// Seconds on a monotonic clock, for the timing in reports.
    public static func now() -> Double {
        System.monotonicSeconds()
    }
}
