/// A sequence diagram as a standalone SVG file, written by the tool itself.
///
/// Valid XML with no script, no link and no font or image to fetch, so it opens offline and in a
/// sandboxed viewer. Colours come from an embedded `<style>`: a light palette, and a dark one under
/// `prefers-color-scheme: dark`, each on a solid background so the text stays readable wherever the
/// file is shown. Coordinates are whole numbers computed from character counts, so the same diagram
/// gives the same bytes on every machine.
public struct SVGDiagramWriter: Sendable {
    /// Horizontal distance between lifelines.
    static let column = 190
    static let margin = 20
    /// Width of one character of the monospaced 12px font, rounded up, for layout only.
    static let charWidth = 8
    static let headerTop = 44
    static let headerHeight = 32

    public init() {}

    /// Where the lifelines stand: each gap between two neighbouring lanes is wide enough for the
    /// longest label drawn in it (a message's label sits in the gap right of its leftmost lane, so
    /// it never crosses a lifeline) and for half of each note over either lane; the space left of
    /// the first lane and right of the last holds half of their notes. Widths are counted in
    /// characters of the monospaced font (`charWidth`), so the layout is the same everywhere.
    struct Layout {
        var lanes: [SequenceDiagram.Participant]
        var centers: [Int]
        var width: Int

        /// Space between a label and a lifeline.
        static let clearance = 6

        init(_ diagram: SequenceDiagram) {
            lanes = diagram.participants
            var index: [SequenceDiagram.Participant: Int] = [:]
            for (i, lane) in lanes.enumerated() { index[lane] = i }
            var gaps = Array(repeating: SVGDiagramWriter.column, count: max(0, lanes.count - 1))
            var left = SVGDiagramWriter.column / 2, right = SVGDiagramWriter.column / 2
            var widest = SVGDiagramWriter.textWidth(diagram.title, perCharacter: SVGDiagramWriter.titleCharWidth)
            for item in diagram.items {
                switch item {
                case .command(let command):
                    widest = max(widest, SVGDiagramWriter.textWidth("> " + command) + 16)
                case .message(let from, let to, let text, let kind):
                    let label = SVGDiagramWriter.textWidth(SVGDiagramWriter.label(text, kind)) + 2 * Self.clearance
                    let a = min(index[from] ?? 0, index[to] ?? 0)
                    if a < gaps.count { gaps[a] = max(gaps[a], label) } else { right = max(right, label) }
                case .note(let over, let text):
                    let half = (SVGDiagramWriter.textWidth(text) + 16) / 2 + 1 + Self.clearance
                    let i = index[over] ?? 0
                    if i == 0 { left = max(left, half) } else { gaps[i - 1] = max(gaps[i - 1], half) }
                    if i == lanes.count - 1 { right = max(right, half) } else { gaps[i] = max(gaps[i], half) }
                }
            }
            var x = SVGDiagramWriter.margin + left
            centers = []
            for i in lanes.indices {
                centers.append(x)
                if i < gaps.count { x += gaps[i] }
            }
            width = max((centers.last ?? x) + right + SVGDiagramWriter.margin, widest + 2 * SVGDiagramWriter.margin)
        }

        func x(_ participant: SequenceDiagram.Participant) -> Int {
            centers[lanes.firstIndex(of: participant) ?? 0]
        }
    }

    /// A sheet's label is marked with a square.
    static func label(_ text: String, _ kind: SequenceDiagram.Kind) -> String { kind == .sheet ? "▣ " + text : text }

    /// Width of the 15px bold title's characters, rounded up.
    static let titleCharWidth = 10

    /// Columns the text takes in the monospaced font.
    static func textWidth(_ text: String, perCharacter: Int = charWidth) -> Int { text.count * perCharacter }

    public func render(_ diagram: SequenceDiagram) -> String {
        let layout = Layout(diagram)
        let x = layout.x
        let right = layout.width
        var body: [String] = []
        var y = Self.headerTop + Self.headerHeight + 20
        for item in diagram.items {
            switch item {
            case .command(let command):
                let text = "> " + command
                body.append("<rect class=\"cmd\" x=\"\(Self.margin)\" y=\"\(y)\" width=\"\(right - 2 * Self.margin)\" height=\"22\" rx=\"4\"/>")
                body.append("<text class=\"cmdtext\" x=\"\(Self.margin + 8)\" y=\"\(y + 15)\">\(Self.escape(text))</text>")
                y += 32
            case .message(let from, let to, let text, let kind):
                let x1 = x(from), x2 = x(to)
                let labelX = min(x1, x2) + Layout.clearance
                let lineY = y + 18
                let dash = kind == .reply ? " stroke-dasharray=\"5 4\"" : ""
                let cls = kind == .sheet ? "sheet" : "msg"
                body.append("<text class=\"\(cls)text\" x=\"\(labelX)\" y=\"\(lineY - 5)\">\(Self.escape(Self.label(text, kind)))</text>")
                body.append("<line class=\"\(cls)\" x1=\"\(x1)\" y1=\"\(lineY)\" x2=\"\(x2)\" y2=\"\(lineY)\"\(dash)/>")
                let back = x2 > x1 ? -8 : 8
                body.append("<polygon class=\"\(cls)head\" points=\"\(x2),\(lineY) \(x2 + back),\(lineY - 4) \(x2 + back),\(lineY + 4)\"/>")
                y += 30
            case .note(let over, let text):
                let width = Self.textWidth(text) + 16
                let noteX = x(over) - width / 2
                body.append("<rect class=\"note\" x=\"\(noteX)\" y=\"\(y + 2)\" width=\"\(width)\" height=\"22\" rx=\"2\"/>")
                body.append("<text class=\"notetext\" x=\"\(noteX + 8)\" y=\"\(y + 17)\">\(Self.escape(text))</text>")
                y += 30
            }
        }
        let height = y + 10
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            """
                <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(right)\" height=\"\(height)\" viewBox=\"0 0 \(right) \(height)\" role=\"img\" \
                aria-label=\"\(Self.escape(diagram.title))\">
                """,
            "<title>\(Self.escape(diagram.title))</title>",
            "<style>",
            Self.style,
            "</style>",
            "<rect class=\"bg\" x=\"0\" y=\"0\" width=\"\(right)\" height=\"\(height)\"/>",
            "<text class=\"title\" x=\"\(Self.margin)\" y=\"28\">\(Self.escape(diagram.title))</text>",
        ]
        for participant in layout.lanes {
            let center = x(participant)
            let boxWidth = Self.column - 30
            lines.append("<line class=\"life\" x1=\"\(center)\" y1=\"\(Self.headerTop + Self.headerHeight)\" x2=\"\(center)\" y2=\"\(height - 6)\"/>")
            lines.append("""
                <rect class=\"head\" x=\"\(center - boxWidth / 2)\" y=\"\(Self.headerTop)\" width=\"\(boxWidth)\" height=\"\(Self.headerHeight)\" \
                rx=\"6\"/>
                """)
            lines.append("""
                <text class=\"headtext\" x=\"\(center)\" y=\"\(Self.headerTop + 21)\" \
                text-anchor=\"middle\">\(Self.escape(participant.title))</text>
                """)
        }
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Light colours by default, dark ones when the viewer prefers dark; every colour is set here.
    static let style = """
        svg { --bg: #ffffff; --fg: #1c1c1e; --muted: #6e6e73; --head: #f2f2f7; --cmd: #e5efff; --note: #fff7d6; --sheet: #b4231b; }
        @media (prefers-color-scheme: dark) {
          svg { --bg: #1c1c1e; --fg: #f2f2f7; --muted: #a1a1a6; --head: #2c2c2e; --cmd: #1f3350; --note: #3a3320; --sheet: #ff8a80; }
        }
        text { font-family: ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 12px; fill: var(--fg); }
        .bg { fill: var(--bg); }
        .title { font-size: 15px; font-weight: bold; }
        .head { fill: var(--head); stroke: var(--muted); }
        .headtext { font-weight: bold; }
        .life { stroke: var(--muted); stroke-dasharray: 2 4; }
        .cmd { fill: var(--cmd); }
        .cmdtext { font-weight: bold; }
        .note { fill: var(--note); stroke: var(--muted); }
        .msg { stroke: var(--fg); stroke-width: 1.2; }
        .msghead { fill: var(--fg); }
        .sheet { stroke: var(--sheet); stroke-width: 1.6; }
        .sheethead { fill: var(--sheet); }
        .sheettext { fill: var(--sheet); font-weight: bold; }
        .msgtext, .sheettext { paint-order: stroke; stroke: var(--bg); stroke-width: 4px; stroke-linejoin: round; }
        """

    /// Text and attribute values with XML's five special characters escaped; a control character
    /// becomes a blank (a diagram never needs one).
    static func escape(_ text: String) -> String {
        MarkupText.escape(text, apostrophe: true) { _ in " " }
    }
}
