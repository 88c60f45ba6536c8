import StoreKitSim

/// The developer's server: associating tokens with accounts and reporting them through the
/// External Purchase Server API (Apple's External Purchase Server API).
enum ServerCommands {
    static let all: [CommandSpec] = [
        CommandSpec(ServerCommand.self),
        CommandSpec(ServerAssociateCommand.self),
        CommandSpec(ReportCommand.self),
        CommandSpec(ServerDueCommand.self),
    ]
}
