import StoreKitSim

/// Family Sharing: a family member buys and shares, or stops sharing.
enum FamilyCommands {
    static let all: [CommandSpec] = [
        CommandSpec(FamilyPurchaseCommand.self),
        CommandSpec(FamilyStopSharingCommand.self),
    ]
}
