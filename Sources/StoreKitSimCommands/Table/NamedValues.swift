/// A few values by name, in the order they were set: what `Arguments` keeps for one command line.
///
/// A command declares a handful of arguments and options at most, so a search of a small array
/// finds a name sooner than a Dictionary, whose storage (one allocation each for the values, the
/// options and the ranges) and seeded hashing were a sixth of what a piped `echo` cost. The first
/// entry is kept inline: most lines bind one argument and no option, and then no array is made.
public struct NamedValues<Value: Sendable>: Sendable, ExpressibleByDictionaryLiteral {
    private var first: (name: String, value: Value)?
    /// The entries after the first, in order.
    private var rest: [(name: String, value: Value)] = []

    public init() {}

    public init(dictionaryLiteral elements: (String, Value)...) {
        for (name, value) in elements { self[name] = value }
    }

    /// The value set for `name`; setting nil removes it.
    public subscript(name: String) -> Value? {
        get {
            if let first, first.name == name { return first.value }
            for entry in rest where entry.name == name { return entry.value }
            return nil
        }
        set {
            if first?.name == name {
                if let newValue { first!.value = newValue } else { first = rest.isEmpty ? nil : rest.removeFirst() }
            } else if let index = rest.firstIndex(where: { $0.name == name }) {
                if let newValue { rest[index].value = newValue } else { rest.remove(at: index) }
            } else if let newValue {
                if first == nil { first = (name, newValue) } else { rest.append((name, newValue)) }
            }
        }
    }

    public var isEmpty: Bool { first == nil }

    /// The names set, in the order they were first set.
    public var names: [String] { (first.map { [$0.name] } ?? []) + rest.map(\.name) }
}
