import StoreKitSim

/// The type of an argument or option value: how to parse a word and where its completions come from.
///
/// Areas add their own kinds as static members in extensions next to their commands; the
/// interpreter (parsing), `help` (the placeholder) and the REPL's completion all read these.
public struct ValueKind: Sendable {
    /// The kind's parts, shared (`SharedParts`): the binder reads an argument's kind for every word it binds.
    private struct Parts: Sendable {
        var placeholder: String
        var description: String
        var parse: @Sendable (_ word: String, _ world: World) throws(CommandError) -> BoundValue
        var completions: @Sendable (_ world: World) -> [String]
        var isFile: Bool
        var choices: [String]?
        var write: (@Sendable (BoundValue) -> String?)?
    }
    private var shared: SharedParts<Parts>

    /// What help shows when the argument has no name of its own, e.g. `CODE`.
    public var placeholder: String { shared.parts.placeholder }
    /// A short description of what is accepted, for error messages ("a storefront code").
    public var description: String { shared.parts.description }
    /// Turns the word into a value, or throws a message (the binder adds the location).
    public var parse: @Sendable (_ word: String, _ world: World) throws(CommandError) -> BoundValue {
        get { shared.parts.parse }
        set {
            var parts = shared.parts
            parts.parse = newValue
            shared = SharedParts(parts)
        }
    }
    /// Candidates for Tab completion in the current world.
    public var completions: @Sendable (_ world: World) -> [String] { shared.parts.completions }
    /// True for FILE arguments: the REPL completes file names.
    public var isFile: Bool { shared.parts.isFile }
    /// Fixed choices, if the kind is an enumeration (help lists them).
    public var choices: [String]? { shared.parts.choices }
    /// How a value of this kind is written back as a word, where the bound value alone does not
    /// say (a percentage bound as milliunits); nil: `CommandLineWriter`'s word for the value.
    public var write: (@Sendable (BoundValue) -> String?)? {
        get { shared.parts.write }
        set {
            var parts = shared.parts
            parts.write = newValue
            shared = SharedParts(parts)
        }
    }

    public init(placeholder: String, description: String, isFile: Bool = false, choices: [String]? = nil,
                completions: @escaping @Sendable (World) -> [String] = { _ in [] },
                parse: @escaping @Sendable (String, World) throws(CommandError) -> BoundValue) {
        shared = SharedParts(Parts(placeholder: placeholder, description: description, parse: parse, completions: completions,
                                   isFile: isFile, choices: choices, write: nil))
    }
}

extension ValueKind {
    /// Any word.
    public static let word = ValueKind(placeholder: "WORD", description: "a word") { word, _ throws(CommandError) in .text(word) }

    /// A file path, relative to the file that names it.
    public static let file = ValueKind(placeholder: "FILE", description: "a file path", isFile: true) { word, _ throws(CommandError) in .text(word) }

    /// One of a fixed set of words, in any case; binds Apple's spelling as the table lists it.
    ///
    /// `token services`, `notice WITHIN-APP` and `fail-next paymentcancelled` all name one thing,
    /// as storefront codes do in any case; handlers compare the bound text, so they only ever see
    /// the canonical word (`SERVICES`, `within-app`, `paymentCancelled`).
    public static func choice(_ values: [String], placeholder: String? = nil) -> ValueKind {
        // A few words each: a search when a word is bound costs less than a dictionary per kind
        // built when the table is (issue 11's start-up budget).
        ValueKind(placeholder: placeholder ?? joinWords(values, separator: "|"), description: "one of " + joinWords(values, separator: ", "),
                  choices: values, completions: { _ in values }) { word, _ throws(CommandError) in
            if values.contains(word) { return .text(word) }
            let lowered = word.lowercased()
            guard let value = values.first(where: { $0.lowercased() == lowered }) else {
                throw CommandError(code: "bad-choice", message: "'\(word)' is not one of \(values.joined(separator: ", "))",
                                      hint: Suggester.didYouMean(word, among: values))
            }
            return .text(value)
        }
    }

    /// A whole number in a range.
    public static func integer(_ range: ClosedRange<Int>, placeholder: String = "N") -> ValueKind {
        ValueKind(placeholder: placeholder, description: "a whole number from \(range.lowerBound) to \(range.upperBound)") { word,
            _ throws(CommandError) in
            guard let value = Int(word), range.contains(value) else {
                throw CommandError(code: "bad-integer", message: "'\(word)' is not a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return .integer(value)
        }
    }

    /// A storefront by alpha-3, alpha-2, numeric id or name, any case; completes to alpha-3.
    public static let storefront = ValueKind(
        placeholder: "CODE", description: "a storefront code or name",
        completions: { _ in Storefront.all.map(\.countryCode) }
    ) { word, _ throws(CommandError) in
        guard let storefront = Storefront.resolve(word) ?? Storefront.named(word) else {
            throw CommandError(code: "unknown-storefront", message: LineText("unknown storefront '\(word)'").string,
                               hint: StorefrontHint.hint(for: word))
        }
        return .storefront(storefront)
    }

    /// An iOS version such as 26.2 that Apple shipped (`ShippedOS`): `20.0` is refused, as no
    /// device runs it.
    public static let version = ValueKind(placeholder: "VERSION", description: "an iOS version such as 26.2") { word, _ throws(CommandError) in
        guard let version = OSVersion(parsing: word) else {
            throw CommandError(code: "bad-version", message: "'\(word)' is not an OS version", hint: "write MAJOR.MINOR, for example 18.1 or 26.2")
        }
        guard ShippedOS.contains(version) else {
            throw CommandError(code: "unknown-version", message: "iOS \(version) does not exist",
                               hint: """
                                   iOS majors are \(OSGateText.shippedMajors): after iOS 18 Apple named iOS for the year, and \
                                   \(ShippedOS.newestMajor) is the newest storekit-sim knows
                                   """)
        }
        return .version(version)
    }

    /// A duration: a number and a unit (s, m, h, d), repeatable: `90m`, `2h`, `1h30m`, `10d`.
    public static let duration = ValueKind(placeholder: "DURATION", description: "a duration such as 90m, 2h or 10d") { word,
        _ throws(CommandError) in
        guard let seconds = DurationParser.seconds(word) else {
            throw CommandError(code: "bad-duration", message: "'\(word)' is not a duration",
                                  hint: "write a number and a unit: 30s, 90m, 2h, 10d, or 1h30m")
        }
        return .seconds(seconds)
    }
}

/// Parses durations like `1h30m`; whole numbers of seconds, minutes, hours, days and weeks.
public enum DurationParser {
    public static func seconds(_ text: String) -> Int64? {
        var total: Int64 = 0
        var number: Int64? = nil
        var sawUnit = false
        for c in text {
            if let digit = c.wholeNumberValue, c.isASCII {
                let (times, o1) = (number ?? 0).multipliedReportingOverflow(by: 10)
                let (plus, o2) = times.addingReportingOverflow(Int64(digit))
                if o1 || o2 || plus > 100_000_000_000 { return nil }
                number = plus
            } else {
                let unit: Int64
                switch c {
                case "s": unit = 1
                case "m": unit = 60
                case "h": unit = 3_600
                case "d": unit = 86_400
                case "w": unit = 604_800
                default: return nil
                }
                guard let n = number else { return nil }
                let (product, o1) = n.multipliedReportingOverflow(by: unit)
                let (sum, o2) = total.addingReportingOverflow(product)
                if o1 || o2 { return nil }
                total = sum
                number = nil
                sawUnit = true
            }
        }
        guard sawUnit, number == nil else { return nil }
        return total
    }
}

extension ValueKind {
    /// This kind, written back by `write` (`CommandLineWriter`).
    func writing(_ write: @escaping @Sendable (BoundValue) -> String?) -> ValueKind {
        var kind = self
        kind.write = write
        return kind
    }
}
