import StoreKitSim
import StoreKitSimDiagrams

/// `diagram`: the session so far as a sequence diagram (who called whom), printed as Mermaid
/// text or written to a file as SVG or Mermaid.
enum DiagramCommands {
    static let all: [CommandSpec] = [
        CommandSpec("diagram", area: .session,
                    arguments: [ArgumentSpec("FILE", .file, .optional,
                        help: "write here instead of printing; .svg writes SVG, any other name Mermaid")],
                    options: [OptionSpec("format", .choice(DiagramFormat.allCases.map(\.rawValue)), valueName: "FORMAT",
                        help: "svg or mermaid (default: by FILE's name; mermaid when printing)")],
                    summary: "draw the session so far as a sequence diagram",
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
                    examples: ["diagram", "diagram session.svg", "diagram --format mermaid session.mmd"]) { session, arguments in
            let steps = Array(session.history.steps.dropLast()) // the last step is this command
            let diagram = SequenceDiagram(title: "storekit-sim session", steps: steps)
            let path = arguments[Key.file]
            let format = arguments[Key.format].flatMap(DiagramFormat.init(rawValue:))
                ?? path.map(DiagramFormat.forPath) ?? .mermaid
            let text = format.render(diagram)
            guard let path else {
                for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() { session.emit(String(line)) }
                return
            }
            try DiagramFormat.write(text, to: try session.confinedPath(path), using: session.replaceFile)
            session.wroteFile(path)
            let count = steps.filter { !$0.command.isEmpty }.count
            session.emit("wrote \(path) (\(format.rawValue), \(count) command\(count == 1 ? "" : "s"))", style: .success)
        },
    ]
}
