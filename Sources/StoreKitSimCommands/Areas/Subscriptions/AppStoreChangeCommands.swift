import StoreKitSim

/// What the App Store changes after a purchase, beyond SKTestSession's controls: a renewal date
/// extended, a pending downgrade cancelled, a refund reversed. Each has its App Store Server
/// Notification (RENEWAL_EXTENDED, DID_CHANGE_RENEWAL_PREF with no subtype, REFUND_REVERSED).
enum AppStoreChangeCommands {
    static let all: [CommandSpec] = [
        CommandSpec(SubscriptionExtendCommand.self),
        CommandSpec(SubscriptionKeepCommand.self),
        CommandSpec(RefundReverseCommand.self),
    ]
}
