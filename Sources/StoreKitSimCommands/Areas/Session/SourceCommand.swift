import StoreKitSim

/// `source FILE`: another file's commands run in this session (`SourceFile` does the work).
public struct SourceCommand: TypedCommand {
    /// The file as typed, relative to the folder of the file that names it.
    public var file = ""

    public init() {}
    public init(_ file: String) { self.file = file }

    public static let declaration = CommandDeclaration(
        "source", area: .session, summary: "run the commands of another file in this session",
        discussion: """
            Runs each command of FILE in the current world, as if typed here, so shared set-up steps live in one file. In a .scenario \
            file only the '> ' lines are commands; in any other file every line is. A relative FILE is found from the folder of the \
            file that names it. Sourcing stops at the first command that fails, and its error carries the sourced file's name, line and \
            column. A file that sources itself, directly or through others, is an error, and so is a chain more than 64 files deep. \
            Only regular files of up to 16 MiB are read: a directory, a FIFO or a device is refused.
            """,
        examples: ["source /dev/null"])
    public static let fields: [CommandField<Self>] = [
        .argument("FILE", \.file, .file,
                  help: "a script (every line is a command) or a .scenario file (its '> ' lines), relative to the file that names it"),
    ]

    public func run(in session: Session) throws {
        try SourceFile.run(session, path: file, range: nil)
    }

    /// From a line, an error about the file points at the word that named it.
    public func run(in session: Session, bound arguments: Arguments) throws {
        try SourceFile.run(session, path: file, range: arguments.ranges[Self.name(of: \.file)] ?? arguments.commandRange)
    }
}
