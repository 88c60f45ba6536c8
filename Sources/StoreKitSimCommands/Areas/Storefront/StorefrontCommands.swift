import StoreKitSim

/// SKStorefront: which App Store the customer's account is in (Apple's SKStorefront).
enum StorefrontCommands {
    static let all: [CommandSpec] = [
        CommandSpec(StorefrontShowCommand.self), CommandSpec(StorefrontSetCommand.self), CommandSpec(SandboxAccountRegionCommand.self),
        CommandSpec(SandboxAccountSignInCommand.self), CommandSpec(StorefrontListCommand.self),
    ]
}
