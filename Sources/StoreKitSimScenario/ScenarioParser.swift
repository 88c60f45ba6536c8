import StoreKitSimCommands

/// Reads a scenario file's bytes into a `ScenarioFile`, or fails with the first located problem.
///
/// Lines are split by `InputLines`, the rules every front end shares: a byte-order mark and CRLF
/// endings are accepted (and kept when `--update` rewrites the file), a last line may lack its
/// newline. Strict on purpose otherwise (DESIGN.md section 3): text that belongs to no command,
/// bad UTF-8, an invalid ` (re)` pattern and a file with no command are errors, so a typo can
/// never turn into a test that checks nothing.
public struct ScenarioParser: Sendable {
    public var path: String

    public init(path: String) {
        self.path = path
    }

    public func parse(_ text: String) throws(ScenarioError) -> ScenarioFile {
        try parse(bytes: Array(text.utf8))
    }

    public func parse(bytes: [UInt8]) throws(ScenarioError) -> ScenarioFile {
        if bytes.isEmpty {
            throw ScenarioError(path: path, message: "empty scenario file",
                                hint: "a scenario needs at least one '> command' line")
        }
        var reader = InputLines()
        let lines = reader.ranges(of: bytes)
        // A file of ASCII alone (nearly every one) has no invalid UTF-8 to locate: its lines take
        // the standard library's ASCII copy instead of a validating decode each.
        let ascii = !bytes.contains { $0 >= 0x80 }

        var items: [ScenarioFile.Item] = []
        var open: ScenarioBlock? = nil
        var section: CaseSection? = nil
        var matrix: ScenarioMatrix? = nil
        var cases: [ScenarioMatrix.Case] = []
        // Taken out, not copied then cleared: a copy retained each of the block's lines, and
        // clearing released them again, once per command of every file.
        func close() {
            if let done = section.take() { open?.sections.append(done) }
            if let block = open.take() { items.append(.command(block)) }
        }
        for line in lines {
            let number = line.number
            let raw = bytes[line.bytes]
            let text = ascii ? String(decoding: raw, as: UTF8.self) : try decode(raw, line: number)
            let startsWithHash = ascii ? raw.first == UInt8(ascii: "#") : text.hasPrefix("#")
            if ascii ? Self.isCommand(raw) : text.hasPrefix("> ") || text == ">" {
                close()
                open = ScenarioBlock(commandLine: text, line: number)
                if let matrix { try checkVariables(text, line: number, matrix: matrix) }
            } else if startsWithHash && (ascii ? raw.dropFirst().first == UInt8(ascii: "|") : text.hasPrefix("#|")) {
                let rest = text.dropFirst(2).drop { $0 == " " }
                if rest.hasPrefix("matrix ") || rest == "matrix" {
                    close()
                    if items.contains(where: { if case .command = $0 { true } else { false } }) {
                        throw ScenarioError(path: path, line: number, message: "'#| matrix' after the first command",
                                            hint: "put the '#| matrix' lines at the top of the file, before any command")
                    }
                    var grown = matrix ?? ScenarioMatrix(variables: [])
                    if let problem = grown.add(String(rest.dropFirst(6).drop { $0 == " " })) {
                        throw ScenarioError(path: path, line: number, message: problem,
                                            hint: "for example: #| matrix storefront=FRA,DEU os=18.0,26.2")
                    }
                    matrix = grown
                    cases = grown.cases
                    items.append(.comment(text))
                } else if let matrix, case .some = open {
                    let named = try caseSection(String(rest), matrix: matrix, line: number)
                    if section?.matrixCase == named || open!.section(for: named) != nil {
                        throw ScenarioError(path: path, line: number, message: "a second section for case '\(named.name)' in this block",
                                            hint: "each case has at most one section under a command; merge the two")
                    }
                    if let done = section { open!.sections.append(done) }
                    section = CaseSection(headerLine: text, line: number, matrixCase: named, expected: [])
                } else {
                    throw ScenarioError(path: path, line: number,
                                        message: matrix == nil ? "'#|' line in a file without '#| matrix'"
                                                                : "case section outside a command's output",
                                        hint: matrix == nil
                                            ? """
                                                '#|' starts '#| matrix NAME=V1,V2' at the top or a case section under a command; write '# |' for a \
                                                comment
                                                """
                                            : "a '#| NAME=VALUE' section goes right under a command or its expected lines")
                }
            } else if text.isEmpty || startsWithHash {
                close()
                items.append(text.isEmpty ? .blank : .comment(text))
            } else if case .some = open {
                // Tested by case, not `!= nil`: comparing a block with nil copied it (every line it
                // holds) for each expected line. Only a line ending in a matcher's suffix, unescaped,
                // can be a wrong matcher: an ASCII line without one (most lines) is told by its bytes.
                let plain = ascii && (raw.first == UInt8(ascii: "\\") || !Self.endsWithMatcherSuffix(raw))
                if !plain { try checkMatcher(text, line: number, cases: section.map { [$0.matrixCase] } ?? cases) }
                if case .some = section { section!.expected.append(text) } else { open!.expected.append(text) }
            } else {
                throw orphan(text, line: number, afterCommand: items.contains { if case .command = $0 { true } else { false } })
            }
        }
        close()
        var file = ScenarioFile(items: items, endsWithNewline: reader.endedWithNewline, matrix: matrix)
        file.byteOrderMark = reader.hadByteOrderMark
        file.lineEnding = reader.firstLineEndedWithCR ? "\r\n" : "\n"
        if file.blocks.isEmpty {
            throw ScenarioError(path: path, message: "no command in the file",
                                hint: "commands start with '> ' (a space after '>'); a file of comments tests nothing")
        }
        return file
    }

    /// Decodes one line, rejecting invalid UTF-8 by column. Valid lines (all of them, nearly always)
    /// take the standard library's validating decoder in one pass; appending scalar by scalar was
    /// two fifths of `storekit-sim test`'s time. Only an invalid line is walked to find its column.
    private func decode(_ bytes: ArraySlice<UInt8>, line: Int) throws(ScenarioError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var scalars = String.UnicodeScalarView()
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var count = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                count += 1
            case .emptyInput: break loop
            case .error:
                throw ScenarioError(path: path, line: line, column: count + 1, message: "invalid UTF-8",
                                    hint: "save the file as UTF-8")
            }
        }
        return String(scalars)
    }

    /// `ExpectedLine.suffixes` as bytes.
    private static let suffixBytes = ExpectedLine.suffixes.map { Array($0.utf8) }

    /// Whether an ASCII line ends in ` (re)`, ` (glob)`, ` (absent)` or ` (any order)`, on bytes.
    static func endsWithMatcherSuffix(_ line: some BidirectionalCollection<UInt8>) -> Bool {
        guard line.last == UInt8(ascii: ")") else { return false }
        return suffixBytes.contains { line.count >= $0.count && line.suffix($0.count).elementsEqual($0) }
    }

    /// `> ` or a lone `>`, read on bytes: in an ASCII line a byte is a Character, so this is the
    /// `hasPrefix` test without comparing Characters.
    static func isCommand(_ line: some Collection<UInt8>) -> Bool {
        guard line.first == UInt8(ascii: ">") else { return false }
        return line.count == 1 || line.dropFirst().first == UInt8(ascii: " ")
    }

    /// An invalid ` (re)` pattern, or a matcher that cannot mean anything (`...` that must be
    /// absent), is an error of the file, found before anything runs. In a matrix file a pattern
    /// is checked with each case's values in it.
    private func checkMatcher(_ text: String, line: Int, cases: [ScenarioMatrix.Case]) throws(ScenarioError) {
        if ExpectedLine.isPlainLiteral(text) { return }
        let kind = ExpectedLine(text)
        var inner = kind
        if case .absent(let wrapped) = kind { inner = wrapped }
        if case .anyOrder(let wrapped) = kind { inner = wrapped }
        if inner != kind && !inner.isSingleLine {
            throw ScenarioError(path: path, line: line, message: "'\(text)' combines matchers that cannot go together",
                                hint: """
                                    ' (absent)' and ' (any order)' follow one line, a ' (re)' or a ' (glob)' pattern, not '...' or each other; \
                                    write '\\' first if it is literal output
                                    """)
        }
        guard case .regex(let pattern) = inner else { return }
        let patterns = cases.isEmpty ? [pattern] : Array(Set(cases.map { $0.substitute(pattern) })).sorted()
        for pattern in patterns {
            do {
                _ = try Regex(pattern)
            } catch {
                throw ScenarioError(path: path, line: line, column: 1, message: "invalid regular expression '\(pattern)': \(error)",
                                    hint: "fix the pattern, or write '\\' before the line if it is literal output ending in ' (re)'")
            }
            if let position = RegexCost.nestedRepetition(in: pattern) {
                throw ScenarioError(path: path, line: line, column: patterns.count == 1 ? position + 1 : 1,
                                    message: """
                                        the regular expression '\(pattern)' repeats a group that itself repeats, which can take minutes to match \
                                        one line
                                        """,
                                    hint: "repeat once: write '(a+)+b' as 'a+b' and '(\\w+ )*' as '[\\w ]*'")
            }
        }
    }

    /// `${NAME}` in a matrix file's command must name one of its variables.
    private func checkVariables(_ text: String, line: Int, matrix: ScenarioMatrix) throws(ScenarioError) {
        var rest = Substring(text)
        while let start = rest.firstRange(of: "${") {
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else { return }
            let name = String(rest[start.upperBound..<end])
            if !matrix.variables.contains(where: { $0.name == name }) {
                let column = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: start.lowerBound) + 1
                throw ScenarioError(path: path, line: line, column: column, message: "unknown matrix variable '${\(name)}'",
                                    hint: "the '#| matrix' lines name: \(matrix.variables.map(\.name).joined(separator: ", "))")
            }
            rest = rest[rest.index(after: end)...]
        }
    }

    /// The case a `#| NAME=VALUE ...` section line names.
    private func caseSection(_ text: String, matrix: ScenarioMatrix, line: Int) throws(ScenarioError) -> ScenarioMatrix.Case {
        switch matrix.caseNamed(text) {
        case .success(let named): return named
        case .failure(let problem):
            let message: String
            switch problem {
            case .notAssignment(let word): message = "'\(word)' in a case section is not NAME=VALUE"
            case .unknownName(let name): message = "'\(name)' is not a matrix variable"
            case .unknownValue(let name, let value): message = "'\(value)' is not a value of '\(name)'"
            case .repeated(let name): message = "'\(name)' is given twice in a case section"
            case .missing(let names): message = "the case section does not give \(names.joined(separator: ", "))"
            }
            throw ScenarioError(path: path, line: line, column: 1, message: message,
                                hint: "a case section names one value of every variable: #| \(matrix.cases[0].name)")
        }
    }

    private func orphan(_ text: String, line: Int, afterCommand: Bool) -> ScenarioError {
        if !afterCommand {
            let hint = text.hasPrefix(">")
                ? "a command line starts with '> ', with a space after '>'"
                : "start commands with '> ' and comments with '#'; output goes under its command"
            return ScenarioError(path: path, line: line, message: "text before the first command belongs to no command", hint: hint)
        }
        return ScenarioError(path: path, line: line, message: "output line belongs to no command",
                             hint: "a blank line or a comment ends a command's output; remove it, or start the line with '#' if it is a comment")
    }
}
