import StoreKitSim

/// `device`: the simulated device's OS version and whether payments are allowed.
public struct DeviceCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "device", area: .device, summary: "show the simulated device",
        discussion: """
            The OS version decides which APIs exist (\(OSGateText.feature(.customLinkAPI)) needs \(OSGate.customLinkAPI.minimumOS)); \
            canMakePayments is SKPaymentQueue.canMakePayments(), false under parental restrictions.
            """,
        examples: ["device"])
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        session.emit("os \(session.world.device.os)")
        session.emit("canMakePayments \(session.world.device.canMakePayments)")
    }
}
