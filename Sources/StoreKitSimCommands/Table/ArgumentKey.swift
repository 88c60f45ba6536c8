/// A command's bound argument or option, with the type of its value: handlers read
/// `try arguments.required(Key.txn)` (a `String`) or `arguments[Key.quantity]` (an `Int?`), never
/// a name spelt at the call. The key's name is the one the command table declares; in a debug
/// build, reading a key the command does not declare, or reading it as another type than the one
/// bound, stops at once (`CommandTableTests` runs every command's examples to find such a read).
public struct ArgumentKey<Value: Sendable>: Sendable {
    /// The argument's or option's name in the table (`TXN`, `quantity`).
    public let name: String
    let read: @Sendable (Arguments, String) -> Value?

    init(_ name: String, _ read: @escaping @Sendable (Arguments, String) -> Value?) {
        self.name = name
        self.read = read
    }
}

/// An option without a value (`--json`): set or not.
public struct FlagKey: Sendable {
    public let name: String

    init(_ name: String) { self.name = name }
}

extension Arguments {
    /// The value, nil when the optional argument or option was not given.
    public subscript<V>(key: ArgumentKey<V>) -> V? {
        checkDeclared(key.name)
        let found = key.read(self, key.name)
        assert(found != nil || value(key.name) == nil, "'\(key.name)' is bound as \(String(describing: value(key.name))), not as \(V.self)")
        return found
    }

    /// A value the table declares required, or an internal error naming it (a table mistake).
    public func required<V>(_ key: ArgumentKey<V>) throws(Diagnostic) -> V {
        try required(key.name, self[key])
    }

    /// Every value of a variadic argument, in order.
    public func list<V>(_ key: ArgumentKey<[V]>) -> [V] {
        checkDeclared(key.name)
        return key.read(self, key.name) ?? []
    }

    /// A list argument's words read in place, for a handler that reads them once in order: `echo`
    /// writes its words straight into its line instead of making a list and joining it.
    public func words(_ key: ArgumentKey<[String]>) -> some Sequence<String> {
        checkDeclared(key.name)
        return values(key.name).lazy.compactMap { if case .text(let word) = $0 { word } else { nil } }
    }

    public func isSet(_ key: FlagKey) -> Bool {
        checkDeclared(key.name)
        return flag(key.name)
    }

    private func checkDeclared(_ name: String) {
        assert(declared.map { $0.contains(name) } ?? true, "the command declares no argument or option '\(name)'")
    }
}
