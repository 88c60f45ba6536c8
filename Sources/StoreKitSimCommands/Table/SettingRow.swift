import StoreKitSim

/// One show-or-set setting of the simulation: `NAME` shows it, `NAME VALUE` sets it and shows it.
///
/// A row declares the setting once: its words, how to read and change it, and its one line (the
/// echo after setting it, and its line in `status` and listings). `Settings` turns each row into a
/// command of the one command table.
struct SettingRow: Sendable {
    /// The command's words, e.g. `page network`.
    var path: String
    var area: CommandArea
    /// The value's placeholder in help, e.g. `STATE`.
    var placeholder: String
    /// The words the value takes, Apple's spelling, in the order help lists them.
    var words: [String]
    /// Whether the command also shows the setting without a value.
    var showsWithoutValue = true
    var valueHelp: String
    var summary: String
    var discussion: String
    var examples: [String]
    /// The current value as one of `words`.
    var current: @Sendable (Session) -> String
    /// Sets the value from one of `words`.
    var apply: @Sendable (Session, String) -> Void
    /// The setting's one line, from its current word: `ask-to-buy on`, `canMakePayments false`.
    var line: @Sendable (String) -> String
    /// The value's kind when it is not one of `words` (a locale identifier); nil for `words`.
    var kind: ValueKind? = nil

    /// The setting's line now.
    func line(_ session: Session) -> String { line(current(session)) }

    /// The command this row declares.
    var command: CommandSpec {
        let row = self
        return CommandSpec(path, area: area,
                           arguments: [ArgumentSpec(placeholder, kind ?? .choice(words, placeholder: placeholder),
                               showsWithoutValue ? .optional : .one, help: valueHelp)],
                           summary: summary, discussion: discussion, examples: examples) { session, arguments in
            if let word = arguments.optionalText(row.placeholder) { row.apply(session, word) }
            session.emit(row.line(session))
        }
    }
}

extension SettingRow {
    /// A row whose line is its command's words and the value: `ask-to-buy on`.
    init(_ path: String, area: CommandArea, placeholder: String = "STATE", words: [String], showsWithoutValue: Bool = true,
         valueHelp: String = "", summary: String, discussion: String, examples: [String],
         kind: ValueKind? = nil, current: @escaping @Sendable (Session) -> String, apply: @escaping @Sendable (Session, String) -> Void) {
        self.init(path: path, area: area, placeholder: placeholder, words: words, showsWithoutValue: showsWithoutValue, valueHelp: valueHelp,
                  summary: summary, discussion: discussion, examples: examples, current: current, apply: apply,
                  line: { [prefix = path + " "] in prefix + $0 }, kind: kind)
    }

    /// A row for a Boolean world setting spelled `on`/`off`.
    static func onOff(_ path: String, area: CommandArea, valueHelp: String, summary: String, discussion: String,
                      _ keyPath: WritableKeyPath<World, Bool> & Sendable) -> SettingRow {
        SettingRow(path, area: area, words: ["on", "off"], valueHelp: valueHelp, summary: summary, discussion: discussion,
                   examples: ["\(path) on", "\(path) off", path],
                   current: { $0.world[keyPath: keyPath] ? "on" : "off" },
                   apply: { session, word in session.world[keyPath: keyPath] = word == "on" })
    }

    /// A row for a world setting held as a `String`-backed enumeration.
    static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ path: String, area: CommandArea, placeholder: String, showsWithoutValue: Bool = true, valueHelp: String = "",
        summary: String, discussion: String, examples: [String], _ keyPath: WritableKeyPath<World, Value> & Sendable
    ) -> SettingRow where Value.RawValue == String {
        SettingRow(path, area: area, placeholder: placeholder, words: Value.allCases.map { $0.rawValue },
                   showsWithoutValue: showsWithoutValue, valueHelp: valueHelp, summary: summary, discussion: discussion,
                   examples: examples, current: { $0.world[keyPath: keyPath].rawValue },
                   apply: { session, word in if let value = Value(rawValue: word) { session.world[keyPath: keyPath] = value } })
    }
}
