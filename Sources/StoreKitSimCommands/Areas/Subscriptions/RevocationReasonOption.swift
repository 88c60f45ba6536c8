import StoreKitSim

extension OptionSpec {
    /// `--reason REASON`, Transaction.RevocationReason, read as `Key.revocationReason`: declared
    /// once for the two ways a refund happens (`refund TXN`, `refund-request grant TXN`).
    static let revocationReason = OptionSpec("reason", .choice(RevocationReason.allCases.map(\.rawValue)), valueName: "REASON",
                                             help: "Transaction.RevocationReason: developerIssue or other (default)")
}
