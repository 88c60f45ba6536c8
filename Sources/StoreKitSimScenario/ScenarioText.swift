/// The escape rule of scenario files (DESIGN.md section 3), shared by the writer and `record`.
///
/// An output line that would read as something else (empty, starting with `#`, `> ` or `\`,
/// equal to `...`, or ending in a matcher suffix such as ` (re)`) is written with a leading
/// backslash; the reader drops one.
public enum ScenarioText {
    public static func needsEscape(_ line: String) -> Bool {
        line.isEmpty || line.hasPrefix("#") || line.hasPrefix("> ") || line == ">" || line.hasPrefix("\\")
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
}
