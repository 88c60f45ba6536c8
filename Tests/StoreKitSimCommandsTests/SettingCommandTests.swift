import Testing
import StoreKitSim
@testable import StoreKitSimCommands

/// A setting given as a value (`SettingCommand`) is the command its line is: the same line written,
/// the same lines printed, the same refusal.
struct SettingCommandTests {
    /// Every example of every setting row, typed and given as a value, in two fresh sessions.
    @Test func everySettingExampleRunsAsAValueAsItsLineDoes() {
        var checked = 0
        for name in SettingName.allCases {
            let spec = Settings.command(name)
            let prefix = spec.path.joined(separator: " ")
            for example in spec.examples {
                let rest = example.dropFirst(prefix.count).drop { $0 == " " }
                let setting = SettingCommand(name, rest.isEmpty ? nil : String(rest))
                #expect(setting.line == example)
                let typed = Session(sink: CollectingSink()).run(example)
                let given = Session(sink: CollectingSink()).run(setting)
                #expect(given.ok == typed.ok, "\(example)")
                #expect(given.output == typed.output, "\(example)")
                #expect(given.command == example)
                checked += 1
            }
        }
        #expect(checked > SettingName.allCases.count)
    }

    /// A word the row does not take fails with the binder's refusal for it, and changes nothing.
    @Test func aWordTheRowRefusesFailsAsTheLineDoes() {
        let session = Session(sink: CollectingSink())
        let refused = session.run(SettingCommand(.locale, "not a locale"))
        #expect(!refused.ok)
        #expect(refused.error?.code == "bad-locale")
        let dialogs = session.run(SettingCommand(.dialogs, "sometimes"))
        #expect(!dialogs.ok)
        #expect(dialogs.error?.code == Session(sink: CollectingSink()).run("dialogs sometimes").error?.code)
        #expect(session.run(SettingCommand(.dialogs)).output == ["dialogs on"])
        #expect(session.run(SettingCommand(.dialogs, "off")).output == ["dialogs off"])
        #expect(session.world.disableDialogs)
    }
}
