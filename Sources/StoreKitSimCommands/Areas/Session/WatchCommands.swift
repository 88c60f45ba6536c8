import StoreKitSim

/// Watching StoreKit talk to the app: delegate and observer callbacks.
enum WatchCommands {
    static let all: [CommandSpec] = [
        Settings.command(.trace),
    ]
}
