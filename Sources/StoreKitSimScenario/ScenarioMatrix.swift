/// The `#| matrix NAME=V1,V2 ...` lines of a scenario file: the file runs once per combination
/// of values, each run its own test case, with `${NAME}` in commands and expected lines replaced
/// by the case's value.
///
/// Several variables (on one line or several) multiply: `storefront=FRA,DEU os=18.0,26.2` is four
/// cases, the first variable changing slowest, so cases keep one order on every machine.
public struct ScenarioMatrix: Sendable, Hashable {
    public struct Variable: Sendable, Hashable {
        public var name: String
        public var values: [String]
    }

    /// One combination of values, in the variables' order.
    public struct Case: Sendable, Hashable {
        public var values: [(name: String, value: String)] { zip(names, raw).map { ($0, $1) } }
        let names: [String]
        let raw: [String]

        /// `storefront=FRA os=18.0`: the case's name in reports and its section lines.
        public var name: String { zip(names, raw).map { "\($0)=\($1)" }.joined(separator: " ") }

        /// `text` with every `${NAME}` of this case's variables replaced by its value.
        public func substitute(_ text: String) -> String {
            guard text.contains("${") else { return text }
            var result = text
            for (name, value) in zip(names, raw) { result = result.replacing("${\(name)}", with: value) }
            return result
        }

        public static func == (a: Case, b: Case) -> Bool { a.names == b.names && a.raw == b.raw }
        public func hash(into hasher: inout Hasher) { hasher.combine(names); hasher.combine(raw) }
    }

    /// The most cases one file may have: a typo in a value list must not start a run of hours.
    public static let maximumCases = 1000

    public var variables: [Variable]

    public init(variables: [Variable]) {
        self.variables = variables
    }

    /// Every combination, the first variable changing slowest.
    public var cases: [Case] {
        var combinations: [[String]] = [[]]
        for variable in variables {
            combinations = combinations.flatMap { prefix in variable.values.map { prefix + [$0] } }
        }
        let names = variables.map(\.name)
        return combinations.map { Case(names: names, raw: $0) }
    }

    /// The case a section line (`storefront=FRA os=18.0`, in any order) names, or why it names none.
    func caseNamed(_ text: String) -> Result<Case, CaseNameProblem> {
        var given: [String: String] = [:]
        for word in text.split(separator: " ") {
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return .failure(.notAssignment(String(word))) }
            let name = String(parts[0]), value = String(parts[1])
            guard let variable = variables.first(where: { $0.name == name }) else { return .failure(.unknownName(name)) }
            guard variable.values.contains(value) else { return .failure(.unknownValue(name, value)) }
            if given[name] != nil { return .failure(.repeated(name)) }
            given[name] = value
        }
        let names = variables.map(\.name)
        guard given.count == names.count else { return .failure(.missing(names.filter { given[$0] == nil })) }
        return .success(Case(names: names, raw: names.map { given[$0]! }))
    }

    enum CaseNameProblem: Error {
        case notAssignment(String), unknownName(String), unknownValue(String, String), repeated(String), missing([String])
    }

    /// Parses the text after `#| matrix ` into variables, adding to `self`.
    mutating func add(_ text: String) -> String? {
        let words = text.split(separator: " ")
        if words.isEmpty { return "'#| matrix' needs at least one NAME=VALUE,VALUE" }
        var count = cases.count
        for word in words {
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return "'\(word)' is not NAME=VALUE,VALUE" }
            let name = String(parts[0])
            guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
                  name.unicodeScalars.allSatisfy({ $0 == "_" || $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }) else {
                return "'\(name)' is not a variable name (letters, digits, '_' and '-', starting with a letter)"
            }
            if variables.contains(where: { $0.name == name }) { return "variable '\(name)' is given twice" }
            let values = parts[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if values.contains(where: \.isEmpty) { return "variable '\(name)' has an empty value" }
            if Set(values).count != values.count { return "variable '\(name)' repeats a value" }
            let (product, overflow) = count.multipliedReportingOverflow(by: values.count)
            if overflow || product > Self.maximumCases {
                return "the matrix has more than \(Self.maximumCases) cases"
            }
            count = product
            variables.append(Variable(name: name, values: values))
        }
        return nil
    }
}
