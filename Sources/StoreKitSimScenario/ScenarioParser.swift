/// Reads a scenario file's bytes into a `ScenarioFile`, or fails with the first located problem.
///
/// Strict on purpose (DESIGN.md section 3): text that belongs to no command, bad UTF-8, CRLF line
/// endings, a byte-order mark, an invalid ` (re)` pattern and a file with no command are errors,
/// so a typo can never turn into a test that checks nothing.
public struct ScenarioParser: Sendable {
    public var path: String

    public init(path: String) {
        self.path = path
    }

    public func parse(_ text: String) throws(ScenarioError) -> ScenarioFile {
        try parse(bytes: Array(text.utf8))
    }

    public func parse(bytes: [UInt8]) throws(ScenarioError) -> ScenarioFile {
        if bytes.isEmpty {
            throw ScenarioError(path: path, message: "empty scenario file",
                                hint: "a scenario needs at least one '> command' line")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw ScenarioError(path: path, message: "byte-order mark at the start of the file",
                                hint: "save the file as UTF-8 without a byte-order mark")
        }
        var pieces = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        let endsWithNewline = bytes.last == 0x0A
        if endsWithNewline { pieces.removeLast() }

        var items: [ScenarioFile.Item] = []
        var open: ScenarioBlock? = nil
        for (offset, piece) in pieces.enumerated() {
            let number = offset + 1
            let text = try decode(piece, line: number)
            if text.hasPrefix("> ") || text == ">" {
                if let block = open { items.append(.command(block)) }
                open = ScenarioBlock(commandLine: text, line: number)
            } else if text.isEmpty || text.hasPrefix("#") {
                if let block = open { items.append(.command(block)) }
                open = nil
                items.append(text.isEmpty ? .blank : .comment(text))
            } else if open != nil {
                try checkMatcher(text, line: number)
                open!.expected.append(text)
            } else {
                throw orphan(text, line: number, afterCommand: items.contains { if case .command = $0 { true } else { false } })
            }
        }
        if let block = open { items.append(.command(block)) }
        let file = ScenarioFile(items: items, endsWithNewline: endsWithNewline)
        if file.blocks.isEmpty {
            throw ScenarioError(path: path, message: "no command in the file",
                                hint: "commands start with '> ' (a space after '>'); a file of comments tests nothing")
        }
        return file
    }

    /// Decodes one line, rejecting invalid UTF-8 and a CR before the newline, by column.
    private func decode(_ bytes: ArraySlice<UInt8>, line: Int) throws(ScenarioError) -> String {
        var scalars = String.UnicodeScalarView()
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var count = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                count += 1
            case .emptyInput: break loop
            case .error:
                throw ScenarioError(path: path, line: line, column: count + 1, message: "invalid UTF-8",
                                    hint: "save the file as UTF-8")
            }
        }
        if scalars.last == "\r" {
            throw ScenarioError(path: path, line: line, column: count, message: "CRLF line ending",
                                hint: "scenario files use LF line endings; convert with: sed -i 's/\\r$//' FILE")
        }
        return String(scalars)
    }

    /// An invalid ` (re)` pattern is an error of the file, found before anything runs.
    private func checkMatcher(_ text: String, line: Int) throws(ScenarioError) {
        guard case .regex(let pattern) = ExpectedLine(text) else { return }
        do {
            _ = try Regex(pattern)
        } catch {
            throw ScenarioError(path: path, line: line, column: 1, message: "invalid regular expression '\(pattern)': \(error)",
                                hint: "fix the pattern, or write '\\' before the line if it is literal output ending in ' (re)'")
        }
    }

    private func orphan(_ text: String, line: Int, afterCommand: Bool) -> ScenarioError {
        if !afterCommand {
            let hint = text.hasPrefix(">")
                ? "a command line starts with '> ', with a space after '>'"
                : "start commands with '> ' and comments with '#'; output goes under its command"
            return ScenarioError(path: path, line: line, message: "text before the first command belongs to no command", hint: hint)
        }
        return ScenarioError(path: path, line: line, message: "output line belongs to no command",
                             hint: "a blank line or a comment ends a command's output; remove it, or start the line with '#' if it is a comment")
    }
}
