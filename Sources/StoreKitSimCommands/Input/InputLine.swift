/// One line of input: its number (from 1) and its bytes without the line ending or a byte-order mark.
public struct InputLine: Sendable, Equatable {
    public var number: Int
    public var bytes: [UInt8]
    /// Longer than the reader's limit: its bytes were dropped and it must not run.
    public var isTooLong: Bool

    public init(number: Int, bytes: [UInt8], isTooLong: Bool = false) {
        self.number = number
        self.bytes = bytes
        self.isTooLong = isTooLong
    }

    public init(number: Int, text: String) {
        self.init(number: number, bytes: Array(text.utf8))
    }

    /// A scenario file's command line (`> command`, or a lone `>`) as the command to run, with
    /// `> ` blanked rather than cut so that error columns match the file; nil for any other line.
    public var scenarioCommand: InputLine? {
        guard bytes.starts(with: [0x3E, 0x20]) || bytes == [0x3E] else { return nil }
        var command = self
        command.bytes[0] = 0x20
        return command
    }

    /// The bytes as text, bad UTF-8 replaced (for display; the lexer locates bad bytes itself).
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
