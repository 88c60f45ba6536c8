/// The escape rule of scenario files (DESIGN.md section 3), shared by the writer and `record`.
///
/// An output line that would read as something else (empty, starting with `#`, `> ` or `\`,
/// equal to `...`, or ending in a matcher suffix such as ` (re)`) is written with a leading
/// backslash; the reader drops one.
public enum ScenarioText {
    public static func needsEscape(_ line: String) -> Bool {
        // Every output line of every run comes through here: a line whose first byte cannot start
        // an escape and whose last byte is not ')' needs none, without comparing Characters.
        // The ends are read from the string's contiguous bytes: `utf8.last` stepped back through
        // the general index path for every line.
        let ends = line.utf8.withContiguousStorageIfAvailable { ($0.first, $0.last) } ?? (line.utf8.first, line.utf8.last)
        if let first = ends.0, let last = ends.1, last != UInt8(ascii: ")"),
           first != UInt8(ascii: "#"), first != UInt8(ascii: ">"), first != UInt8(ascii: "\\"), first != UInt8(ascii: ".") {
            return false
        }
        return line.isEmpty || line.hasPrefix("#") || line.hasPrefix("> ") || line == ">" || line.hasPrefix("\\")
            || line == "..." || ExpectedLine.suffixes.contains { line.hasSuffix($0) }
    }

    /// The line as a scenario file stores it as expected output.
    public static func escapeOutputLine(_ line: String) -> String {
        needsEscape(line) ? "\\" + line : line
    }

    /// The output line an expected-output line stands for (drops one leading backslash).
    public static func unescapeOutputLine(_ line: String) -> String {
        line.hasPrefix("\\") ? String(line.dropFirst()) : line
    }

    /// Whether an output line is a diagnostic: `error: ...`, or `FILE:LINE:COLUMN: error: ...`
    /// for an error raised in a file run by `source`. A diagnostic is never absorbed by `...`, a
    /// glob or a pattern (`BlockAlignment`): the expected output must spell it out, so a command
    /// that failed inside a loosely written block still fails the file.
    public static func isDiagnostic(_ line: String) -> Bool {
        if line.hasPrefix("error: ") || line == "error:" { return true }
        // FILE:LINE:COLUMN: error: — the location has no space, then two numbers.
        guard let marker = line.firstRange(of: ": error: ") else { return false }
        let location = line[..<marker.lowerBound]
        guard !location.contains(" ") else { return false }
        let parts = location.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return false }
        return parts.suffix(2).allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }
}
