import StoreKitSim

/// StoreKit 2's AppStore, Storefront, subscription status, app transaction and Message calls, the
/// test controls SKTestSession gives them (simulated errors per API, refund decisions, messages),
/// and the local test root the signed data chains to.
enum AppStoreCommands {
    static let all: [CommandSpec] = [
        CommandSpec(AppStoreSyncCommand.self),
        CommandSpec(AppStoreCanMakePaymentsCommand.self),
        CommandSpec(AppStoreManageSubscriptionsCommand.self),
        CommandSpec(AppStoreRedeemOfferCodeCommand.self),
        CommandSpec(StorefrontCurrentCommand.self),
        CommandSpec(SubscriptionStatusCommand.self),
        CommandSpec(SubscriptionIntroEligibleCommand.self),
        CommandSpec(AppTransactionCommand.self),
        CommandSpec(SigningRootCommand.self),
        Settings.command(.signingEnvironment),
        CommandSpec(SimulateErrorCommand.self),
        CommandSpec(RefundRequestGrantCommand.self),
        CommandSpec(RefundRequestDeclineCommand.self),
        CommandSpec(MessageSendCommand.self),
        CommandSpec(MessageDisplayCommand.self),
        Settings.command(.messageHandling),
        Settings.command(.syncSignIn),
    ]

    /// `simulate-error purchase Product.PurchaseError.productUnavailable`, or `… none`.
    static func line(_ api: StoreKitAPI, _ world: World) -> String {
        "simulate-error \(api.rawValue) " + (world.simulatedError(for: api).map(StoreKit2Text.error) ?? "none")
    }
}

/// Each simulated error by its case name, as `simulate-error` takes it.
enum SimulatedErrorWords {
    static let all: [(word: String, error: SimulatedError)] = SimulatedError.all.map { (StoreKit2Text.caseName($0), $0) }
}

extension ValueKind {
    /// A subscription group, or an auto-renewable product id; completes from the catalog.
    static let subscriptionGroupOrProduct = ValueKind(placeholder: "GROUP", description: "a subscription group or an auto-renewable product id",
                                                      completions: { world in
        let subscriptions = world.catalog.products.filter { $0.type == .autoRenewable }
        var names: [String] = []
        for name in subscriptions.compactMap(\.subscriptionGroup) + subscriptions.map(\.id.rawValue) where !names.contains(name) {
            names.append(name)
        }
        return names
    }) { word, _ throws(CommandError) in .text(word) }
}
