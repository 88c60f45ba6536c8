import StoreKitSim

/// Subscription offers: declaring them, listing them, redeeming an offer code. Buying with a
/// promotional or win-back offer is `buy ID --offer OFFER`.
enum OfferCommands {
    static let all: [CommandSpec] = [
        CommandSpec(OfferAddCommand.self),
        CommandSpec(OffersCommand.self),
        CommandSpec(RedeemCommand.self),
    ]
}
