import StoreKitSimCommands

extension ScenarioResults {
    /// Reads a results file that `test --results` wrote. A missing or unreadable file, one from
    /// another version of the format, a truncated one or a line that is not a record is a located
    /// error (`FILE:LINE:COLUMN: error: ...`), never a partial merge.
    public static func read(_ path: String) throws(ScenarioError) -> ScenarioResults {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path)
        } catch {
            var error = error
            error.hint = "give the files (or their folders) that 'storekit-sim test --results FILE' wrote"
            throw error
        }
        var reader = Reader(path: path)
        return try reader.parse(String(decoding: bytes, as: UTF8.self))
    }

    /// A results file's records, checked as they come.
    struct Reader {
        let path: String
        var number = 0
        var line = ResultsLine("")

        init(path: String) {
            self.path = path
        }

        func fail(_ message: String, column: Int = 1, hint: String? = nil) -> ScenarioError {
            ScenarioError(path: path, line: max(number, 1), column: column, message: message, hint: hint)
        }

        func field(_ index: Int) throws(ScenarioError) -> String {
            guard index < line.fields.count else {
                throw fail("a '\(line.kind)' record needs \(index + 1) fields, this one has \(line.fields.count)",
                           hint: "the file was cut or edited by hand; run 'storekit-sim test --results FILE' again")
            }
            return line.fields[index]
        }

        func number(_ index: Int) throws(ScenarioError) -> Int {
            let text = try field(index)
            guard let value = Int(text), value >= 0 else { throw fail("'\(text)' is not a count in a '\(line.kind)' record") }
            return value
        }

        func seconds(_ index: Int) throws(ScenarioError) -> Double {
            let text = try field(index)
            guard let value = Double(text), value >= 0, value.isFinite else { throw fail("'\(text)' is not a number of seconds") }
            return value
        }

        func optional(_ index: Int) throws(ScenarioError) -> String? {
            let text = try field(index)
            if text == "-" { return nil }
            guard text.hasPrefix("=") else { throw fail("'\(text)' is neither '-' nor '=' and a text") }
            return String(text.dropFirst())
        }

        func participant(_ index: Int) throws(ScenarioError) -> SequenceDiagram.Participant {
            guard let participant = SequenceDiagram.Participant(rawValue: try number(index)) else {
                throw fail("'\(try field(index))' is not a lifeline of a sequence diagram")
            }
            return participant
        }

        mutating func parse(_ text: String) throws(ScenarioError) -> ScenarioResults {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.last == "" { lines.removeLast() } else if !lines.isEmpty {
                number = lines.count
                throw fail("the last line has no line feed: the file is truncated", column: lines[lines.count - 1].unicodeScalars.count + 1,
                           hint: "the run that wrote it was stopped; run 'storekit-sim test --results FILE' again")
            }
            guard let first = lines.first, let header = ResultsLine(parsing: first), header.kind == ScenarioResults.magic else {
                number = 1
                throw fail("not a storekit-sim results file (it does not begin with '\(ScenarioResults.magic)')",
                           hint: "give the files (or their folders) that 'storekit-sim test --results FILE' wrote")
            }
            number = 1
            line = header
            guard try field(0) == String(ScenarioResults.formatVersion) else {
                let format = try field(0)
                throw fail("""
                    written by another version of storekit-sim (results format \(format); this one reads format \
                    \(ScenarioResults.formatVersion))
                    """,
                           column: ScenarioResults.magic.count + 2, hint: "run every shard and the merge with the same storekit-sim")
            }
            var results = ScenarioResults(shard: Shard(index: 1, total: 1), files: 0, seconds: 0, cases: [])
            var ended = false
            for raw in lines.dropFirst() {
                number += 1
                guard !ended else { throw fail("a record after the 'end' record") }
                guard let parsed = ResultsLine(parsing: raw) else {
                    throw fail("a backslash that is not one of \\\\, \\t, \\n or \\r", hint: "the file was edited by hand; write it again")
                }
                line = parsed
                ended = try apply(&results)
            }
            guard ended else {
                number = lines.count
                throw fail("no 'end' record: the file is truncated",
                           hint: "the run that wrote it was stopped; run 'storekit-sim test --results FILE' again")
            }
            return results
        }

        /// Adds the current record to `results`; true for the `end` record.
        mutating func apply(_ results: inout ScenarioResults) throws(ScenarioError) -> Bool {
            if line.kind == "run" {
                let index = try number(0), total = try number(1)
                guard total >= 1, index >= 1, index <= total else { throw fail("shard \(index)/\(total) is not K/N with 1 <= K <= N") }
                results.shard = Shard(index: index, total: total)
                results.files = try number(2)
                results.seconds = try seconds(3)
                return false
            }
            if line.kind == "end" {
                guard try number(0) == results.cases.count else {
                    throw fail("the 'end' record counts \(try field(0)) cases, the file holds \(results.cases.count)",
                               hint: "the file is truncated or edited; run 'storekit-sim test --results FILE' again")
                }
                return true
            }
            if line.kind == "case" {
                results.cases.append(Case(position: try number(0), outcome: try caseOutcome()))
                return false
            }
            guard !results.cases.isEmpty else { throw fail("a '\(line.kind)' record before any 'case' record") }
            try detail(&results.cases[results.cases.count - 1].outcome)
            return false
        }

        func caseOutcome() throws(ScenarioError) -> ScenarioOutcome {
            let status: ScenarioOutcome.Status
            switch try field(3) {
            case "passed": status = .passed
            case "failed": status = .failed
            case "updated": status = .updated
            // Its error follows in an 'error' record.
            case "malformed": status = .malformed(ScenarioError(path: try field(1), message: ""))
            case let other: throw fail("'\(other)' is not a case's status (passed, failed, updated or malformed)")
            }
            return ScenarioOutcome(path: try field(1), caseName: try optional(2), status: status, commands: try number(4),
                                   seconds: try seconds(5))
        }

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
    }
}
