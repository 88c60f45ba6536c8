/// The two ways a sequence diagram is written: a picture (SVG) or Mermaid text.
public enum DiagramFormat: String, Sendable, CaseIterable {
    case svg
    case mermaid

    /// The format a file name asks for: `.svg` is SVG, anything else Mermaid (`.mmd`, `.md`).
    public static func forPath(_ path: String) -> DiagramFormat {
        path.lowercased().hasSuffix(".svg") ? .svg : .mermaid
    }

    public func render(_ diagram: SequenceDiagram) -> String {
        switch self {
        case .svg: return SVGDiagramWriter().render(diagram)
        case .mermaid: return MermaidDiagramWriter().render(diagram)
        }
    }

    /// Writes `text` to `path` atomically (`AtomicFile`: a temporary file, fsync, then a rename),
    /// so a reader never sees half a diagram; a FIFO or a device is refused, not replaced. The
    /// error names the path as typed.
    public static func write(_ text: String, to path: String) throws(CommandError) {
        do {
            try AtomicFile.replace(path, with: Array(text.utf8))
        } catch {
            throw CommandError(code: "diagram-write", message: "cannot write the diagram to '\(path)': \(error.reason)",
                               hint: "check that the folder exists and can be written")
        }
    }
}
