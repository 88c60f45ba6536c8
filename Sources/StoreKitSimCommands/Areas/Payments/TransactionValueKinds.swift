import StoreKitSim

extension ValueKind {
    /// A transaction id such as t1; completes from the queue.
    static let transactionID = ValueKind(placeholder: "TXN", description: "a transaction id such as t1",
                                         completions: { world in world.payments.unfinished.map(\.id.rawValue) }) { word,
                                             _ throws(CommandError) in .text(word) }
    /// A transaction id or `all`.
    static let transactionOrAll = ValueKind(placeholder: "TXN|all", description: "a transaction id such as t1, or all",
                                            completions: { world in world.payments.unfinished.map(\.id.rawValue) + ["all"] }) { word,
                                                _ throws(CommandError) in .text(word) }
}
