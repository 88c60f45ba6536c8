import StoreKitSim

/// A show-or-set setting as a value: which setting (`SettingName`, one row of `Settings`) and the
/// word it is set to (nil shows it). The row stays the one declaration: the value is checked by
/// the row's own value kind and run by the row's own command, so `dialogs off` typed, sourced or
/// given as `SettingCommand(.dialogs, "off")` is one command with one transcript line.
public struct SettingCommand: Sendable, Equatable {
    public var name: SettingName
    /// One of the row's words (`on`, `off`, a locale identifier), or nil to show the setting.
    public var value: String?

    public init(_ name: SettingName, _ value: String? = nil) {
        self.name = name
        self.value = value
    }

    /// The row's command, whose one argument carries the value.
    var spec: CommandSpec { Settings.command(name) }

    /// The value in the binder's form, as a line would bind it (unchecked: `run` checks it).
    var arguments: Arguments {
        var arguments = Arguments()
        if let value, let argument = spec.arguments.first { arguments.positional[argument.name] = .one(.text(value)) }
        return arguments
    }

    /// The setting as one line of the language, which binds back to an equal value.
    public var line: String { CommandLineWriter.line(spec, arguments) }
}

extension Session {
    /// Runs a setting given as a value and returns its outcome, as `run(_:)` of its line would:
    /// a word the row does not take fails with the binder's error for it (no column: no words
    /// were typed).
    public func run(_ setting: SettingCommand) -> Outcome {
        let line = setting.line
        return outcome(of: line) { execute(setting, line: line) }
    }

    /// Runs a setting for its printed lines alone. Returns false if it failed.
    @discardableResult
    public func execute(_ setting: SettingCommand) -> Bool {
        execute(setting, line: setting.line)
    }

    private func execute(_ setting: SettingCommand, line: String) -> Bool {
        history.begin(line: Array(line.utf8))
        let spec = setting.spec
        return perform({ session, _ in
            var arguments = Arguments()
            if let word = setting.value, let argument = spec.arguments.first {
                arguments.positional[argument.name] = .one(try argument.kind.parse(word, session.world))
            }
            try spec.handler(session, arguments)
        }, Arguments())
    }
}
