import StoreKitSim

/// The payment queue (Apple's SKStorefront): the payment sheet, Ask to Buy, injected failures, finishing,
/// restoring, and what the observer shows when a transaction changes.
enum PaymentCommands {
    static let all: [CommandSpec] = [
        CommandSpec(ConfirmCommand.self),
        Settings.command(.askToBuy),
        CommandSpec(ApproveCommand.self),
        CommandSpec(DeclineCommand.self),
        CommandSpec(FailNextCommand.self),
        CommandSpec(QueueCommand.self),
        CommandSpec(FinishCommand.self),
        CommandSpec(RestoreCommand.self),
        Settings.command(.dialogs),
    ]

    /// This area's lines for `status`, printed as they are made.
    static func emitStatus(_ session: Session) {
        let payments = session.world.payments
        let failure = payments.failNext.map(\.rawValue) ?? (payments.failTransactionsEnabled ? payments.failureError.rawValue + " always" : "none")
        session.emit(LineText("queue \(payments.unfinishedCount) transactions (\(payments.openCount) open)"))
        session.emit(Settings.line(.askToBuy, session))
        session.emit(LineText("fail-next \(failure)"))
        session.emit(Settings.line(.dialogs, session))
        session.emit(Settings.line(.delegateShouldContinue, session))
    }
}
