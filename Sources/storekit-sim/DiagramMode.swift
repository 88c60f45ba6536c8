import StoreKitSimCommands
import StoreKitSimReport
import StoreKitSimScenario

/// `storekit-sim diagram FILE [--format svg|mermaid] [-o OUT]`: a scenario file as a sequence
/// diagram. The file's commands run in a fresh built-in world, as `test` runs them; the diagram is
/// drawn from the events they cause (see `SequenceDiagram`), printed or written to OUT atomically.
enum DiagramMode {
    /// From the mode's declaration in `ExecutableCommandLine`, as completion and the man page are.
    static let usage = ExecutableCommandLine.shared.mode("diagram")?.usage ?? "usage: storekit-sim diagram"

    static func run(_ arguments: [String]) -> Int32 {
        let out = BufferedWriter(fd: 1)
        let err = BufferedWriter(fd: 2, limit: 0)
        func fail(_ message: String, _ hint: String) -> Int32 {
            err.writeLine("storekit-sim: \(message)")
            err.writeLine("hint: \(hint)")
            err.flush()
            return 2
        }
        var file: String?
        var format: DiagramFormat?
        var output: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--help", "-h":
                out.writeLine(usage)
                out.writeLine("Runs a scenario file's commands in a fresh world and draws who called whom: the customer, the app,")
                out.writeLine("StoreKit, the App Store and the developer's server. Mermaid text by default; SVG with --format svg")
                out.writeLine("or an OUT ending in .svg.")
                out.flush()
                return 0
            case "--format":
                guard index < arguments.count, let chosen = DiagramFormat(rawValue: arguments[index]) else {
                    return fail("--format takes svg or mermaid", "for example 'storekit-sim diagram FILE --format svg -o FILE.svg'")
                }
                format = chosen
                index += 1
            case "-o", "--output":
                guard index < arguments.count else { return fail("\(argument) needs a file to write", usage) }
                output = arguments[index]
                index += 1
            default:
                if argument.hasPrefix("-"), argument != "-" {
                    let hint = Suggester.didYouMean(argument, among: ["--format", "-o", "--output", "--help"])
                    return fail("unknown option '\(argument)' for 'diagram'" + (hint.map { " (\($0))" } ?? ""), usage)
                }
                guard file == nil else { return fail("diagram draws one file; '\(argument)' is one too many", usage) }
                file = argument
            }
        }
        guard let file else { return fail("diagram needs a scenario FILE", usage) }
        let diagram: SequenceDiagram
        do {
            diagram = try ScenarioDiagram.draw(file)
        } catch {
            for line in error.lines { err.writeLine(line) }
            err.flush()
            return 2
        }
        let chosen = format ?? output.map(DiagramFormat.forPath) ?? .mermaid
        let text = chosen.render(diagram)
        guard let output else {
            out.write(text)
            out.flush()
            return 0
        }
        do {
            try DiagramFormat.write(text, to: output)
        } catch {
            return fail(error.message, error.hint ?? usage)
        }
        return 0
    }
}
