/// A report file a run writes (`--junit FILE`): its folder made before anything runs, and the
/// report replaced atomically after.
///
/// Errors name the path as it was given (`note/r.xml: error: ...`), not as a location in a file
/// that was read: `note/r.xml:1:1:` would send an editor to a line of a file that does not exist.
public struct ReportFile: Sendable, Hashable {
    public var path: String
    /// What the file is, for messages: "the JUnit report".
    public var what: String

    public init(_ path: String, what: String) {
        self.path = path
        self.what = what
    }

    /// Makes the report's folder (mkdir -p) and checks that it can be written in.
    public func prepare() throws(ScenarioError) {
        let folder = ScenarioExecutor.folderOf(path)
        do {
            try FileBytes.makeFolders(folder)
        } catch {
            throw failure("cannot create its folder '\(folder)': \(error.message.droppingPrefix("cannot create the report's folder: "))",
                          hint: "the folders on the way must be folders; choose another path, e.g. build/scenarios.xml")
        }
        if !FileBytes.isWritableFolder(folder) {
            throw failure("cannot write \(what): its folder '\(folder)' is not writable",
                          hint: "choose a folder you can write to, e.g. build/scenarios.xml")
        }
    }

    /// Replaces the report with `text` atomically.
    public func write(_ text: String) throws(ScenarioError) {
        do {
            try FileBytes.replace(path, with: Array(text.utf8))
        } catch {
            throw failure("cannot write \(what): \(error.message.droppingPrefix("cannot write the file: "))", hint: error.hint)
        }
    }

    private func failure(_ message: String, hint: String?) -> ScenarioError {
        var error = ScenarioError(path: path, message: message, hint: hint)
        error.located = false
        return error
    }
}

extension String {
    func droppingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
