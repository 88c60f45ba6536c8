import StoreKitSimSystem
import StoreKitSimDiagrams

/// Where a diagram is written: the file's bytes through the system layer, its failure in the
/// command layer's words (`diagram FILE`, `storekit-sim diagram SCENARIO -o OUT`).
extension DiagramFormat {
    /// Writes `text` to `path` atomically (`AtomicFile`: a temporary file, fsync, then a rename),
    /// so a reader never sees half a diagram; a FIFO or a device is refused, not replaced. The
    /// error names the path as typed.
    /// `replace` does the write (a confined session's `replaceFile` opens it beneath its folder).
    public static func write(_ text: String, to path: String,
                             using replace: (String, [UInt8]) throws(SystemError) -> Void = { path, bytes throws(SystemError) in
                                 try AtomicFile.replace(path, with: bytes)
                             }) throws(CommandError) {
        do {
            try replace(path, Array(text.utf8))
        } catch {
            throw CommandError(code: "diagram-write", message: "cannot write the diagram to '\(path)': \(error.reason)",
                               hint: "check that the folder exists and can be written")
        }
    }
}
