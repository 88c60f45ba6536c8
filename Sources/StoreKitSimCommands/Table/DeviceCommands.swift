import StoreKitSim

/// The device and the app's build: OS version, parental restrictions, build configuration.
enum DeviceCommands {
    static let all: [CommandSpec] = [
        CommandSpec("device", area: .device, summary: "show the simulated device",
                    discussion: "The OS version decides which APIs exist (ExternalPurchaseCustomLink needs 18.1); canMakePayments is SKPaymentQueue.canMakePayments(), false under parental restrictions.",
                    examples: ["device"]) { session, _ in
            session.emit("os \(session.world.device.os)")
            session.emit("canMakePayments \(session.world.device.canMakePayments)")
        },
        CommandSpec("device os", area: .device, arguments: [ArgumentSpec("VERSION", .version, help: "MAJOR.MINOR, e.g. 18.1 or 26.2")],
                    summary: "set the device's OS version",
                    discussion: "The default is 26.2. External purchase custom links need 18.1, the streaming entitlement 18.2, and the Japan regions 26.2.",
                    examples: ["device os 26.2", "device os 18.0"]) { session, arguments in
            let version = try arguments.version("VERSION")
            session.world.device.os = version
            session.emit("os \(version)")
        },
        Settings.command("device payments"),
        Settings.command("build"),
    ]
}
