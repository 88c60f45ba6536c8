import StoreKitSim

/// The device and the app's build: OS version, parental restrictions, build configuration.
enum DeviceCommands {
    static let all: [CommandSpec] = [
        CommandSpec("device", area: .device, summary: "show the simulated device",
                    discussion: """
                        The OS version decides which APIs exist (\(OSGateText.feature(.customLinkAPI)) needs \(OSGate.customLinkAPI.minimumOS)); \
                        canMakePayments is SKPaymentQueue.canMakePayments(), false under parental restrictions.
                        """,
                    examples: ["device"]) { session, _ in
            session.emit("os \(session.world.device.os)")
            session.emit("canMakePayments \(session.world.device.canMakePayments)")
        },
        CommandSpec("device os", area: .device, arguments: [ArgumentSpec("VERSION", .version, help: "MAJOR.MINOR, e.g. 18.1 or 26.2")],
                    summary: "set the device's OS version",
                    discussion: """
                        The default is \(Device().os). The version is an iOS version Apple shipped: majors \(OSGateText.shippedMajors) (after iOS \
                        18 Apple named iOS for the year; \(ShippedOS.newestMajor) is the newest storekit-sim knows), so 20.0 is refused. External \
                        purchase needs: \(OSGateText.all).
                        """,
                    examples: ["device os 26.2", "device os 18.0"]) { session, arguments in
            let version = try arguments.version("VERSION")
            session.world.device.os = version
            session.emit("os \(version)")
        },
        Settings.command("device payments"),
        Settings.command("build"),
    ]
}
