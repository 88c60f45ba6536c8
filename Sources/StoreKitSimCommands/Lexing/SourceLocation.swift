/// Where a piece of input came from: a file path as the user gave it, `<stdin>`, or nil for
/// text typed at the REPL (which needs no location: the line is on screen).
public struct SourceLocation: Sendable, Hashable {
    public var file: String?
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int

    public init(file: String?, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// A span of one line: from `start` up to (not including) column `endColumn`.
public struct SourceRange: Sendable, Hashable {
    public var start: SourceLocation
    public var endColumn: Int

    public init(start: SourceLocation, endColumn: Int) {
        self.start = start
        self.endColumn = endColumn
    }
}
