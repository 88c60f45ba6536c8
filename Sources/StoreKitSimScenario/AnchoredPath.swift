import StoreKitSimCommands

/// Paths as CI shows them: relative to the repository root (the nearest folder above the
/// working folder that holds `.git`), else to the working folder, so that GitHub's annotations
/// (`::error file=`) and a JUnit report's `file=` anchor on the pull request's files however the
/// suite was named on the command line (`./scenarios`, an absolute path).
///
/// A path outside that folder, or one that does not exist, is kept as given.
public struct AnchoredPath: Sendable, Hashable {
    /// The real path of the folder paths are made relative to; nil keeps every path as given.
    public var base: String?

    public init(base: String?) {
        self.base = base
    }

    /// The repository root above the working folder, else the working folder.
    public static func fromWorkingFolder() -> AnchoredPath {
        guard let working = FilePath.workingFolder().flatMap(FilePath.real) else { return AnchoredPath(base: nil) }
        var folder = working
        while true {
            if FilePath.real(folder == "/" ? "/.git" : folder + "/.git") != nil { return AnchoredPath(base: folder) }
            if folder == "/" { return AnchoredPath(base: working) }
            folder = FilePath.folder(of: folder)
        }
    }

    /// `path` relative to the base, or as given.
    public func shown(_ path: String) -> String {
        guard let base, let real = FilePath.real(path) else { return path }
        let prefix = base == "/" ? "/" : base + "/"
        return real.hasPrefix(prefix) ? String(real.dropFirst(prefix.count)) : path
    }
}
