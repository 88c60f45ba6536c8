import Foundation

/// One hostile or careless input for the built binary, and what it must do with it: exit with
/// `status`, not crash, not hang, and say where the problem is on stderr's first line.
struct BadInputCase: Sendable, CustomStringConvertible {
    enum Input: Sendable {
        /// Bytes piped on stdin (batch mode).
        case batch([UInt8])
        /// A catalog file written as `name` into the case's folder, then `catalog load name` piped in.
        case catalog(name: String, bytes: [UInt8])
        /// Files to create (relative path -> bytes, or a special kind), then arguments and stdin.
        case files([FileSetup], arguments: [String], stdin: [UInt8])
    }

    /// How stderr's first line must locate the problem.
    enum Location: Sendable {
        /// `FILE:LINE:COL: ` (`<stdin>:1:1: ` in batch mode, the file's name for a file).
        case fileLineColumn
        /// `storekit-sim: `: an argument of the command line, which has no line or column.
        case commandLine
    }

    var area: String
    var name: String
    var input: Input
    var status: Int32
    var location: Location = .fileLineColumn
    /// Text stderr must hold (an escaped invisible character, a catalog's own location).
    var mustContain: [String] = []
    /// Text stderr must not hold (a raw invisible character).
    var mustNotContain: [String] = []
    /// `storekit-sim test` reports a file's error in its report on stdout: read the location there.
    var errorsOnStdout = false
    /// Why the case still fails, in code this corpus does not own; nil when it must pass.
    var knownFailing: String?

    var description: String { "\(area): \(name)" }
}

/// Something to put in a case's folder before running it.
enum FileSetup: Sendable {
    case file(String, [UInt8])
    case fifo(String)
    case directory(String)
    case symlink(String, to: String)
    /// A sparse file of this many bytes (a "large" file that costs no disk).
    case sparse(String, size: Int)
}
