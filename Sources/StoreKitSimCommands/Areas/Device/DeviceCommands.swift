import StoreKitSim

/// The device and the app's build: OS version, parental restrictions, build configuration.
enum DeviceCommands {
    static let all: [CommandSpec] = [
        CommandSpec(DeviceCommand.self),
        CommandSpec(DeviceOSCommand.self),
        CommandSpec(AppRelaunchCommand.self),
        CommandSpec(AppBundleIDCommand.self),
        CommandSpec(AppAppleIDCommand.self),
        Settings.command(.devicePayments),
        Settings.command(.build),
    ]
}
