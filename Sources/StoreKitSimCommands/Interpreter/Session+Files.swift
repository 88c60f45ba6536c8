import StoreKitSimSystem

/// The file operations of commands that name a FILE (`source`, `catalog load`, `signing root`,
/// `notifications file` and its deliveries, `diagram`, `record`), after `confinedPath`. In a
/// confined session a path inside the folder is opened beneath the folder's descriptor
/// (`BeneathFolder`: openat2 with RESOLVE_BENEATH), so a link swapped in after the check cannot
/// lead out; anything else (the user's own REPL and batch lines, a notification file the REPL's
/// user chose outside the folder) goes by path as before.
extension Session {
    /// The folder to open `path` beneath, when this session is confined and `path` is inside it.
    public func beneathFolder(for path: String) -> BeneathFolder? {
        guard let beneath = confinement?.beneath, beneath.contains(path) else { return nil }
        return beneath
    }

    /// The bytes of a regular file (`FileContents.read`'s refusals).
    public func readFile(_ path: String) throws(FileContents.Failure) -> [UInt8] {
        if let folder = beneathFolder(for: path) { return try folder.read(path) }
        return try FileContents.read(path)
    }

    /// Replaces a file atomically (`AtomicFile.replace`).
    public func replaceFile(_ path: String, with bytes: [UInt8]) throws(SystemError) {
        if let folder = beneathFolder(for: path) { return try folder.replace(path, with: bytes) }
        try AtomicFile.replace(path, with: bytes)
    }

    /// Appends a line (`AppendingFile.append`).
    public func appendLine(_ path: String, line: String) throws(SystemError) {
        if let folder = beneathFolder(for: path) { return try folder.append(path, line: line) }
        try AppendingFile.append(path, line: line)
    }

    /// Checks a file can be appended to, creating it (`AppendingFile.check`).
    public func checkAppendable(_ path: String) throws(SystemError) {
        if let folder = beneathFolder(for: path) { return try folder.checkAppendable(path) }
        try AppendingFile.check(path)
    }
}
