import StoreKitSim
import StoreKitSimDiagrams

/// `diagram [FILE] [--format FORMAT]`: the session so far as a sequence diagram (who called
/// whom), printed as Mermaid text or written to a file as SVG or Mermaid.
public struct DiagramCommand: TypedCommand {
    /// Where to write it (as typed); nil prints it.
    public var file: String?
    /// `svg` or `mermaid` (a `DiagramFormat`'s raw value); nil chooses by `file`'s name.
    public var format: String?

    public init() {}
    public init(file: String? = nil, format: DiagramFormat? = nil) {
        self.file = file
        self.format = format?.rawValue
    }

    public static let declaration = CommandDeclaration(
        "diagram", area: .session, summary: "draw the session so far as a sequence diagram",
        discussion: """
            Every command typed since the session started, and what it made happen, as a sequence diagram with up to five lifelines \
            (an inspection that caused nothing, such as 'help' or 'status', draws no band): \
            the customer (who sees the system sheets: buying, the disclosure notice, the product page), the app (its transaction \
            observer and storefront delegate), StoreKit, the App Store and the developer's server; a lifeline with nothing on it is \
            left out. Arrows are StoreKit's calls and callbacks by their names in Apple's documentation; dashed arrows are answers. \
            Commands run with 'vocabulary storekit2' are drawn in StoreKit 2's calls (product.purchase(), purchase()'s result, \
            Transaction.updates, Storefront.updates, transaction.finish()). Without FILE the diagram is printed as Mermaid \
            sequenceDiagram text, which GitHub draws in a README or a pull request. With FILE it is written atomically: FILE.svg is \
            a picture that opens offline in any browser, in light or dark mode. 'storekit-sim diagram SCENARIO' draws a scenario \
            file the same way.
            """,
        examples: ["diagram", "diagram session.svg", "diagram --format mermaid session.mmd"])
    public static let fields: [CommandField<Self>] = [
        .argument("FILE", \.file, .file, help: "write here instead of printing; .svg writes SVG, any other name Mermaid"),
        .option("format", \.format, .choice(DiagramFormat.allCases.map(\.rawValue)), valueName: "FORMAT",
                help: "svg or mermaid (default: by FILE's name; mermaid when printing)"),
    ]

    public func run(in session: Session) throws {
        let steps = Array(session.history.steps.dropLast()) // the last step is this command
        let diagram = SequenceDiagram(title: "storekit-sim session", steps: steps)
        let format = format.flatMap(DiagramFormat.init(rawValue:)) ?? file.map(DiagramFormat.forPath) ?? .mermaid
        let text = format.render(diagram)
        guard let file else {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() { session.emit(String(line)) }
            return
        }
        try DiagramFormat.write(text, to: try session.confinedPath(file), using: session.replaceFile)
        session.wroteFile(file)
        let count = steps.filter { !$0.command.isEmpty }.count
        session.emit("wrote \(file) (\(format.rawValue), \(count) command\(count == 1 ? "" : "s"))", style: .success)
    }
}
