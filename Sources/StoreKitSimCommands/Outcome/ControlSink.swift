/// Collects what command lines sent over the control endpoint print: output lines and
/// diagnostics apart, each diagnostic with its `<control>:LINE:COLUMN` location.
final class ControlSink: OutputSink {
    private(set) var output: [String] = []
    private(set) var diagnostics: [String] = []
    private let renderer = DiagnosticRenderer(showLocation: true)

    func output(_ line: OutputLine) { output.append(line.text) }

    func diagnostic(_ diagnostic: Diagnostic) { diagnostics.append(contentsOf: renderer.lines(diagnostic)) }
}
