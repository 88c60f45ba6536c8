/// A scenario file as read: its lines in order, grouped into commands and their expected output.
///
/// Every line keeps its exact text, so writing a file that was read gives back the same bytes;
/// `--update` changes only the `expected` lines of the blocks whose output changed.
public struct ScenarioFile: Sendable, Hashable {
    /// One line of the file, or one command with the expected-output lines that follow it.
    public enum Item: Sendable, Hashable {
        /// A line starting with `#`, kept verbatim.
        case comment(String)
        /// An empty line.
        case blank
        /// A `> ` line and its expected output.
        case command(ScenarioBlock)
    }

    public var items: [Item]
    /// Whether the last line ends with a newline (a file may end without one).
    public var endsWithNewline: Bool
    /// Whether the file starts with a UTF-8 byte-order mark (kept when the file is rewritten).
    public var byteOrderMark = false
    /// The file's line ending, "\n" or "\r\n" (its first line's, kept when the file is rewritten).
    public var lineEnding = "\n"
    /// The `#| matrix` lines' variables (kept verbatim among the comments), or nil.
    public var matrix: ScenarioMatrix?

    public init(items: [Item], endsWithNewline: Bool = true, matrix: ScenarioMatrix? = nil) {
        self.items = items
        self.endsWithNewline = endsWithNewline
        self.matrix = matrix
    }

    /// The commands in file order.
    public var blocks: [ScenarioBlock] {
        items.compactMap { if case .command(let block) = $0 { return block } else { return nil } }
    }

    /// The file's text, byte for byte as it would be written.
    public func render() -> String {
        var lines: [String] = []
        for item in items {
            switch item {
            case .comment(let text): lines.append(text)
            case .blank: lines.append("")
            case .command(let block):
                lines.append(block.commandLine)
                lines.append(contentsOf: block.expected)
                for section in block.sections {
                    lines.append(section.headerLine)
                    lines.append(contentsOf: section.expected)
                }
            }
        }
        var text = (byteOrderMark ? "\u{FEFF}" : "") + lines.joined(separator: lineEnding)
        if endsWithNewline && !lines.isEmpty { text += lineEnding }
        return text
    }

    /// The same file with each block's expected lines replaced by `expected[i]` (in block order).
    public func replacingExpected(_ expected: [[String]]) -> ScenarioFile {
        var copy = self
        var index = 0
        for (position, item) in items.enumerated() {
            guard case .command(var block) = item else { continue }
            block.expected = expected[index]
            copy.items[position] = .command(block)
            index += 1
        }
        return copy
    }

    /// The position in `items` of each block, in block order.
    var blockPositions: [Int] {
        items.indices.filter { if case .command = items[$0] { true } else { false } }
    }

    /// Changes the block at item `position` in place.
    mutating func updateBlock(at position: Int, _ change: (inout ScenarioBlock) -> Void) {
        guard case .command(var block) = items[position] else { return }
        change(&block)
        items[position] = .command(block)
    }
}

/// One `> command` line and the expected-output lines under it, as written in the file
/// (escaped, and possibly `...` or ` (re)` matcher lines).
public struct ScenarioBlock: Sendable, Hashable {
    /// The whole line, `> ` included.
    public var commandLine: String
    /// 1-based line number of the command line in the file.
    public var line: Int
    /// Expected-output lines exactly as written.
    public var expected: [String]
    /// Per-case expected output in a matrix file, in file order.
    public var sections: [CaseSection] = []

    public init(commandLine: String, line: Int, expected: [String] = []) {
        self.commandLine = commandLine
        self.line = line
        self.expected = expected
    }

    /// The command as typed, without the `> ` prompt.
    public var command: String {
        // Cut on bytes when the byte after `> ` is ASCII (nothing can join the space into one
        // Character then): dropping Characters measured grapheme breaks for every command run.
        let utf8 = commandLine.utf8
        if utf8.starts(with: [UInt8(ascii: ">"), UInt8(ascii: " ")]), utf8.count == 2 || utf8.dropFirst(2).first! < 0x80 {
            return String(Substring(utf8.dropFirst(2)))
        }
        return commandLine.hasPrefix("> ") ? String(commandLine.dropFirst(2)) : ""
    }

    /// The section for `matrixCase`, if the block has one.
    public func section(for matrixCase: ScenarioMatrix.Case) -> CaseSection? {
        sections.first { $0.matrixCase == matrixCase }
    }
}
