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
        CommandSpec("app bundle-id", area: .device,
                    arguments: [ArgumentSpec("ID", .word, .optional, help: "the app's bundle identifier, e.g. com.acme.app")],
                    summary: "show or set the app's bundle identifier",
                    discussion: """
                        The bundleId every signed transaction, renewal info, app transaction and notification names, and the 'bid' a \
                        bearer token for the App Store Server API must carry (\"Generating JSON Web Tokens for API requests\"); \
                        com.example.storekitsim in the built-in world. 'storekit-sim serve --bundle-id' sets it for every world.
                        """,
                    examples: ["app bundle-id", "app bundle-id com.acme.app"]) { session, arguments in
            if let id = arguments[Key.bundleID] {
                guard !id.isEmpty, id.utf8.count <= 155,
                      id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }) else {
                    throw CommandError(code: "invalid-bundle-id", message: "'\(id)' is not a bundle identifier",
                                       hint: "letters, digits, '.' and '-' only, e.g. com.acme.app", argument: Key.bundleID.name)
                }
                session.world.app.bundleID = id
            }
            session.emit("bundle-id \(session.world.app.bundleID)")
        },
        CommandSpec("app apple-id", area: .device,
                    arguments: [ArgumentSpec("N", .integer(1...Int.max), .optional, help: "the app's Apple ID (appAppleId), a positive integer")],
                    summary: "show or set the app's Apple ID (appAppleId)",
                    discussion: """
                        The appAppleId that the payloads signed in the production and local-testing environments carry (Apple's \
                        \"appAppleId\": the App Store assigns it; it is not present in the sandbox); 1234567890 in the built-in world. \
                        'storekit-sim serve --app-apple-id' sets it for every world.
                        """,
                    examples: ["app apple-id", "app apple-id 987654321"]) { session, arguments in
            if let number = arguments[Key.appAppleID] { session.world.app.appAppleID = Int64(number) }
            session.emit("apple-id \(session.world.app.appAppleID)")
        },
        Settings.command(.devicePayments),
        Settings.command(.build),
    ]
}
