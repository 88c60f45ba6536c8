import StoreKitSimCommands
import StoreKitSimDiagrams

extension ScenarioResults.Reader {
    // The records that follow a 'case' record: its error, mismatches, transcript and the HTML
    // report's page (items, alignment steps, the sequence diagram), each added to the last case.

    func detail(_ outcome: inout ScenarioOutcome) throws(ScenarioError) {
        switch line.kind {
        case "error":
            var error = ScenarioError(path: try field(0), line: try number(1), column: try number(2), message: try field(4),
                                      hint: try optional(5))
            error.located = try field(3) == "1"
            outcome.status = .malformed(error)
        case "mismatch":
            outcome.mismatches.append(Mismatch(line: try number(0), command: try field(2), diff: [], firstLine: try number(1)))
        case "diff":
            guard !outcome.mismatches.isEmpty else { throw fail("a 'diff' record before any 'mismatch' record") }
            outcome.mismatches[outcome.mismatches.count - 1].diff.append(try field(0))
        case "out": outcome.transcript.append(try field(0))
        case "page": outcome.page = ScenarioPage(items: [], title: try optional(0))
        case "comment": try append(.comment(try field(0)), to: &outcome)
        case "blank": try append(.blank, to: &outcome)
        case "command": try append(.command(line: try number(0), command: try field(1), steps: []), to: &outcome)
        case "keep", "remove", "insert", "absorbed", "found": try step(&outcome)
        case "diagram":
            guard outcome.page != nil else { throw fail("a 'diagram' record before the case's 'page' record") }
            outcome.page?.diagram = SequenceDiagram(title: try field(0), items: [])
        case "d-command", "d-message", "d-note": try diagramItem(&outcome)
        default: throw fail("'\(line.kind)' is not a record of results format \(ScenarioResults.formatVersion)",
                            hint: "the file was written by another version of storekit-sim, or edited by hand")
        }
    }

    func append(_ item: ScenarioPage.Item, to outcome: inout ScenarioOutcome) throws(ScenarioError) {
        guard outcome.page != nil else { throw fail("a '\(line.kind)' record before the case's 'page' record") }
        outcome.page?.items.append(item)
    }

    func step(_ outcome: inout ScenarioOutcome) throws(ScenarioError) {
        let text = try field(0)
        let step: BlockAlignment.Step
        switch line.kind {
        case "keep": step = .keep(text)
        case "remove": step = .remove(text)
        case "insert": step = .insert(text)
        case "absorbed": step = .absorbed(text)
        default: step = .found(text)
        }
        guard var page = outcome.page, case .command(let number, let command, let steps)? = page.items.last else {
            throw fail("a '\(line.kind)' record outside a 'command' record")
        }
        page.items[page.items.count - 1] = .command(line: number, command: command, steps: steps + [step])
        outcome.page = page
    }

    func diagramItem(_ outcome: inout ScenarioOutcome) throws(ScenarioError) {
        guard var page = outcome.page, var diagram = page.diagram else { throw fail("a '\(line.kind)' record before a 'diagram' record") }
        switch line.kind {
        case "d-command": diagram.items.append(.command(try field(0)))
        case "d-message":
            let kind: SequenceDiagram.Kind
            switch try field(2) {
            case "call": kind = .call
            case "reply": kind = .reply
            case "sheet": kind = .sheet
            case let other: throw fail("'\(other)' is not an arrow's kind (call, reply or sheet)")
            }
            diagram.items.append(.message(from: try participant(0), to: try participant(1), text: try field(3), kind: kind))
        default: diagram.items.append(.note(over: try participant(0), text: try field(1)))
        }
        page.diagram = diagram
        outcome.page = page
    }

    func participant(_ index: Int) throws(ScenarioError) -> SequenceDiagram.Participant {
        guard let participant = SequenceDiagram.Participant(rawValue: try number(index)) else {
            throw fail("'\(try field(index))' is not a lifeline of a sequence diagram")
        }
        return participant
    }
}
