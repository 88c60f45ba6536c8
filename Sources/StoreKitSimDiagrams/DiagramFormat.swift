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
}
