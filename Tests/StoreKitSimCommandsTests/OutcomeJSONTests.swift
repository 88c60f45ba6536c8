import StoreKitSim
@testable import StoreKitSimCommands
import Testing

/// The outcome JSON's fixed parts, beside Tests/python/test_outcome_schema.py, which validates
/// every kind the scenarios produce against docs/outcome.schema.json.
@Suite struct OutcomeJSONTests {
    /// The two kinds only the App Store Server API causes (no command does, so no scenario's
    /// outcome carries them): their text is what test_outcome_schema.py validates by hand.
    @Test func serverAPIEventsAsTheSchemaTestWritesThem() {
        let time = VirtualInstant(seconds: 1_767_225_600)
        let set = StampedEvent(time: time, turn: 3, event: .serverAPI(.appAccountTokenSet(transactionID: "t1",
                                                                                           token: "7e3fb20b-4cdb-47cc-936d-99d65f608138")))
        #expect(EventJSON.json(set).text == #"{"kind":"serverAPI.appAccountTokenSet","time":"2026-01-01T00:00:00Z","turn":3,"id":"t1","# +
                #""transactionId":"1","appAccountToken":"7e3fb20b-4cdb-47cc-936d-99d65f608138"}"#)
        let sent = StampedEvent(time: time, turn: 4, event: .serverAPI(.consumptionInformationSent(transactionID: "t2")))
        #expect(EventJSON.json(sent).text == #"{"kind":"serverAPI.consumptionInformationSent","time":"2026-01-01T00:00:00Z","# +
                #""turn":4,"id":"t2","transactionId":"2"}"#)
    }

    @Test func runGathersTurnsOutputErrorAndCompletedTransactions() {
        let session = Session(sink: CollectingSink())
        let buy = session.run("buy com.example.gems")
        #expect(buy.ok && buy.transactions.isEmpty)
        #expect(buy.turns.count == 2, "the update, then the payment sheet in the next turn")
        let confirm = session.run("confirm")
        #expect(confirm.output == ["t1 com.example.gems purchased"])
        #expect(confirm.transactions.map(\.transaction.id) == ["t1"])
        let failed = session.run("storefront set XYZ", file: "<x>", line: 7)
        #expect(!failed.ok && failed.error?.code == "unknown-storefront" && failed.error?.range?.start.line == 7)
        let json = OutcomeJSON.json(failed).text
        #expect(json.hasPrefix(#"{"command":"storefront set XYZ","ok":false,"clock":"2026-01-01T00:00:00Z","output":[],"events":[]"#))
    }

    /// A front end that signs its own values (the library) asks for no JWS; everyone else gets one.
    @Test func completedTransactionsAreSignedUnlessAskedNotTo() {
        func bought(signing: Bool) -> [OutcomeTransaction] {
            let session = Session(sink: CollectingSink())
            _ = session.run(SettingCommand(.dialogs, "off"))
            return session.run(BuyCommand("com.example.gems"), signingTransactions: signing).transactions
        }
        let signed = bought(signing: true), unsigned = bought(signing: false)
        #expect(signed.map(\.transaction.id) == ["t1"] && unsigned.map(\.transaction.id) == ["t1"])
        #expect(signed.first?.signedTransaction?.split(separator: ".").count == 3)
        #expect(unsigned.first?.signedTransaction == nil)
    }

    @Test func textStaysAsExecutePrintsIt() {
        let plain = CollectingSink(), gathered = CollectingSink()
        let a = Session(sink: plain), b = Session(sink: gathered)
        for line in ["trace on", "buy com.example.gems", "storefront set JPN", "confirm", "finish t9"] {
            a.execute(line)
            _ = b.run(line)
        }
        #expect(plain.lines == gathered.lines && !plain.lines.isEmpty)
    }
}
