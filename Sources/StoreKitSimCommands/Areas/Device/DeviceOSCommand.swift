import StoreKitSim

/// `device os VERSION`: the iOS version, which decides the APIs the app can call.
public struct DeviceOSCommand: TypedCommand {
    public var version = Device().os

    public init() {}
    public init(_ version: OSVersion) { self.version = version }

    public static let declaration = CommandDeclaration(
        "device os", area: .device, summary: "set the device's OS version",
        discussion: """
            The default is \(Device().os). The version is an iOS version Apple shipped: majors \(OSGateText.shippedMajors) (after iOS \
            18 Apple named iOS for the year; \(ShippedOS.newestMajor) is the newest storekit-sim knows), so 20.0 is refused. External \
            purchase needs: \(OSGateText.all).
            """,
        examples: ["device os 26.2", "device os 18.0"])
    public static let fields: [CommandField<Self>] = [
        .argument("VERSION", \.version, .version, help: "MAJOR.MINOR, e.g. 18.1 or 26.2"),
    ]

    public func run(in session: Session) throws {
        session.world.device.os = version
        session.emit("os \(version)")
    }
}
