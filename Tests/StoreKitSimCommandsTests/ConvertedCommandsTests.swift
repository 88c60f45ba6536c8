import StoreKitSim
@testable import StoreKitSimCommands
import Testing

/// Commands of the Payments, Subscriptions, StoreKit2 and ProductPage areas as typed values
/// (issue 39, phase 2): a value runs as its line does, a value's error is the line's, and a
/// converted command keeps what its old declaration said beyond the text (`reads:`).
@Suite struct ConvertedCommandsTests {
    /// The lines `setup` then `value` print, once with the value's line typed and once with the value run.
    func run<Command: TypedCommand>(_ setup: [String], _ value: Command) -> (byLine: [String], byValue: [String], outcome: Outcome) {
        let byLine = CollectingSink(), byValue = CollectingSink()
        let typed = Session(sink: byLine), given = Session(sink: byValue)
        for line in setup {
            #expect(typed.execute(line) && given.execute(line), "setup '\(line)' failed")
        }
        _ = typed.execute(value.line)
        let outcome = given.run(value)
        return (byLine.lines, byValue.lines, outcome)
    }

    @Test func aRefundWithReasonAndPercentageRunsAsItsLine() {
        let (byLine, byValue, outcome) = run(["fetch", "buy com.example.gems", "confirm"],
                                             RefundCommand("t1", reason: .developerIssue, percentage: 40000))
        #expect(byValue == byLine)
        #expect(outcome.ok)
        #expect(byValue.contains(
            "refunded t1 com.example.gems 0.99 USD revocationDate 2026-01-01T00:00:00Z reason developerIssue proratedRefund 40%"))
    }

    @Test func failNextByValueFailsTheNextPurchase() {
        let (byLine, byValue, outcome) = run(["fetch", "buy com.example.gems", "confirm"], FailNextCommand(.paymentInvalid))
        #expect(byValue == byLine && outcome.ok)
        let (_, lines, _) = run(["fetch", "fail-next paymentInvalid"], BuyCommand("com.example.gems"))
        #expect(lines.suffix(2) == ["t1 com.example.gems purchasing", "t1 com.example.gems failed paymentInvalid"])
        #expect(FailNextCommand(nil).line == "fail-next none")
    }

    @Test func anOfferAddRefusalByValueIsTheLinesRefusal() {
        let value = OfferAddCommand("com.example.gems", "G", type: .promotional, mode: "oneTime", price: "0.49")
        let outcome = Session(sink: CollectingSink()).run(value)
        #expect(!outcome.ok && outcome.error?.code == "one-time-needs-code")
        let sink = CollectingSink()
        #expect(!Session(sink: sink).execute("offer add com.example.gems G --type promotional --mode oneTime --price 0.49"))
        // The refusal points at --type's value, as the untyped command's did.
        #expect(sink.diagnostics.first?.range?.start.column == 37)
    }

    @Test func listingsStillOnlyRead() {
        for path in ["queue", "subscriptions", "transactions", "offers"] {
            #expect(CommandTable.shared.command(path.split(separator: " ").map(String.init))?.onlyReads == true, "\(path)")
        }
        for path in ["finish", "refund", "fail-next", "offer add", "signing root"] {
            #expect(CommandTable.shared.command(path.split(separator: " ").map(String.init))?.onlyReads == false, "\(path)")
        }
    }
}
