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
            if line.kind == "end" || line.kind == "case" { try checkLastCase(results) }
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

        /// A malformed case's error comes in the record after it: a case without it is cut short.
        func checkLastCase(_ results: ScenarioResults) throws(ScenarioError) {
            guard case .malformed(let error)? = results.cases.last?.outcome.status, error.message.isEmpty else { return }
            throw fail("the malformed case before this line has no 'error' record",
                       hint: "the file is truncated or edited; run 'storekit-sim test --results FILE' again")
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
    }
}
