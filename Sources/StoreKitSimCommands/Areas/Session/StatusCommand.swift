import StoreKitSim

/// `status`: the whole simulated state, one fact per line.
public struct StatusCommand: TypedCommand {
    public init() {}

    public static let declaration = CommandDeclaration(
        "status", area: .session, summary: "show the whole simulated state in one list",
        discussion: "One fact per line: storefront, device, build, clock, the sheet that is up, then each area's state.",
        examples: ["status"], inspects: true)
    public static let fields: [CommandField<Self>] = []

    public func run(in session: Session) throws {
        let world = session.world
        session.emit(LineText("storefront \(world.storefront.countryCode) \(world.storefront.identifier) \(world.storefront.name)"))
        session.emit(LineText("os \(world.device.os)"))
        session.emit(Settings.line(.devicePayments, session))
        session.emit(Settings.line(.build, session))
        session.emit(LineText("clock \(iso8601: world.clock.now)"))
        session.emit(LineText("sheet \(world.sheet.map(SheetText.label) ?? "none")"))
        session.emit(Settings.line(.trace, session))
        StatusReport.emitAreas(session)
    }
}
