/// A few values by name, in the order they were set: what `Arguments` keeps for one command line.
///
/// A command declares a handful of arguments and options at most, so a search of a small array
/// finds a name sooner than a Dictionary, whose storage (one allocation each for the values, the
/// options and the ranges) and seeded hashing were a sixth of what a piped `echo` cost.
public struct NamedValues<Value: Sendable>: Sendable, ExpressibleByDictionaryLiteral {
    private var entries: [(name: String, value: Value)] = []

    public init() {}

    public init(dictionaryLiteral elements: (String, Value)...) {
        for (name, value) in elements { self[name] = value }
    }

    /// The value set for `name`; setting nil removes it.
    public subscript(name: String) -> Value? {
        get {
            for entry in entries where entry.name == name { return entry.value }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.name == name }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((name, newValue))
            }
        }
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The names set, in the order they were first set.
    public var names: [String] { entries.map(\.name) }
}
