@testable import StoreKitSim
import Testing

/// A transaction id is numeric inside: read from its text once, ordered by its number.
@Suite struct TransactionIDTests {
    @Test func mintedIdsOrderByNumberNotText() {
        let ids: [TransactionID] = ["t10", "t2", "t1", "abc", "t03"]
        // Minted ids first, by number; then the others by their text.
        #expect(ids.sorted().map(\.rawValue) == ["t1", "t2", "t10", "abc", "t03"])
        #expect(TransactionID("t2") < TransactionID("t10"))
    }

    @Test func theNumberIsReadOnceFromTheText() {
        #expect(TransactionID("t12").number == 12 && TransactionID("t12").appleID == "12")
        #expect(TransactionID("t03").number == nil && TransactionID("t03").appleID == "03")
        #expect(TransactionID("t+3").number == nil && TransactionID("t").number == nil)
        #expect(TransactionID("abc").appleID == "abc")
        #expect(TransactionID(minted: 7) == TransactionID("t7") && TransactionID(minted: 7).description == "t7")
        #expect(Set([TransactionID("t7"), TransactionID(minted: 7)]).count == 1)
    }
}
