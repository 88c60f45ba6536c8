/// The tool's version, printed by --version and written into the man page.
enum Version {
    static let current = "0.1.0"
}
