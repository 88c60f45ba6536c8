/// A line of command output with a style the terminal front ends may colour.
///
/// Styles never reach files: transcripts and pipes take `text` only.
public struct OutputLine: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        case plain
        /// A good outcome: purchased, continued, true.
        case success
        /// A bad outcome: failed, cancelled, false.
        case failure
        /// A pending state: purchasing, deferred, a sheet is up.
        case pending
        /// A `trace:` line (delegate or observer callback).
        case callback
        /// A heading in help or lists.
        case heading
    }

    public var text: String
    public var style: Style
    /// Set on prose (help): a terminal may wrap the line at spaces to its width, indenting the
    /// lines after the first by this many columns. Transcripts and pipes keep the line whole, so
    /// scenario files do not depend on the width of the terminal they were recorded in.
    public var wrapIndent: Int?

    public init(_ text: String, style: Style = .plain, wrapIndent: Int? = nil) {
        self.text = text
        self.style = style
        self.wrapIndent = wrapIndent
    }

    /// A line written as an interpolated literal, built without the standard library's
    /// interpolation (`LineText`): `OutputLine(LineText("deleted \(id) \(product)"))`.
    init(_ text: LineText, style: Style = .plain) {
        self.init(text.string, style: style)
    }
}

/// Where a session's output goes: the batch printer, the REPL, the scenario runner's collector.
public protocol OutputSink: AnyObject {
    func output(_ line: OutputLine)
    /// A line given as its UTF-8 bytes, valid only during the call (`Session.emit` of a
    /// `LineText`): a sink that compares or writes bytes takes them as they are, and the scenario
    /// runner and batch input then make no `String` for the line. By default, made an `OutputLine`.
    func output(utf8 text: UnsafeBufferPointer<UInt8>, style: OutputLine.Style)
    func diagnostic(_ diagnostic: Diagnostic)
}

extension OutputSink {
    public func output(utf8 text: UnsafeBufferPointer<UInt8>, style: OutputLine.Style) {
        output(OutputLine(String(decoding: text, as: UTF8.self), style: style))
    }
}

/// Collects output and diagnostics in order, as the lines a transcript shows.
public final class CollectingSink: OutputSink {
    public private(set) var lines: [String] = []
    public private(set) var styled: [OutputLine] = []
    public private(set) var diagnostics: [Diagnostic] = []
    public var renderer: DiagnosticRenderer

    public init(renderer: DiagnosticRenderer = DiagnosticRenderer(showLocation: false)) {
        self.renderer = renderer
    }

    public func output(_ line: OutputLine) {
        lines.append(line.text)
        styled.append(line)
    }

    public func diagnostic(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        for text in renderer.lines(diagnostic) {
            lines.append(text)
            styled.append(OutputLine(text, style: .failure))
        }
    }

    /// Returns the lines collected so far and starts afresh.
    public func take() -> [String] {
        defer { lines.removeAll(keepingCapacity: true); styled.removeAll(keepingCapacity: true); diagnostics.removeAll() }
        return lines
    }
}
