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
            let version = try arguments.required(Key.version)
            session.world.device.os = version
            session.emit("os \(version)")
        },
        CommandSpec("app relaunch", area: .device,
                    options: [OptionSpec("new-device", help: "the app is installed and launched on another device of the same account")],
                    summary: "relaunch the app, or launch it on a second device of the same account",
                    discussion: """
                        The app launches and adds its transaction observer: every transaction it has not finished is delivered again, purchased, \
                        restored and failed alike (paymentQueue(_:updatedTransactions:); StoreKit 2's Transaction.updates, and \
                        Transaction.unfinished lists them: \"Transaction.unfinished\", \"Offering, completing, and restoring in-app purchases\"). \
                        This is where an app that forgets finishTransaction(_:) shows it. With --new-device the unfinished transactions come too \
                        (UNCONFIRMED across devices), but the account's entitlements reach the app only after 'restore' \
                        (restoreCompletedTransactions()) or 'appstore sync' (AppStore.sync()): until then Transaction.currentEntitlements is empty \
                        and Transaction.all lists only unfinished transactions (the tool's rule, UNCONFIRMED). Consumables never come back.
                        """,
                    examples: ["app relaunch", "app relaunch --new-device"]) { session, arguments in
            let newDevice = arguments.isSet(Key.newDevice)
            session.perform { $0.launchApp(onNewDevice: newDevice) }
        },
        Settings.command(.devicePayments),
        Settings.command(.build),
    ]
}
