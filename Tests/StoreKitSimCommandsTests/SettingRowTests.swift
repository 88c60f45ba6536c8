import Testing
import StoreKitSim
@testable import StoreKitSimCommands

/// A setting's row reads the setting from the world by its key path; whatever a row is set
/// to, reading it back must give that word, for every row and every word it takes.
@Suite struct SettingRowTests {
    @Test func everyRowReadsBackEveryWordItIsSetTo() {
        var checked = 0
        for row in Settings.rows + Settings.subscriptionRows + Settings.storeKit2Rows where row.kind == nil {
            let session = Session(sink: CollectingSink())
            // Each word in turn, then the first again: a read that ignored the world would lag behind.
            for word in row.words + row.words.prefix(1) {
                row.apply(session, word)
                #expect(row.current(session) == word, "\(row.path) \(word)")
                checked += 1
            }
        }
        #expect(checked > 40)
    }
}
