import StoreKitSim

extension CommandSpec {
    /// A command that reads one required argument and hands it to one world operation, the shape
    /// of many of the table's commands (`subscription expire PRODUCT`, `transaction finish TXN`):
    /// written once here, so each declares only its key and its operation. The operation's events
    /// are told and its typed error worded as `Session.perform` does for every handler.
    public init<Value>(_ path: String, area: CommandArea, arguments: [ArgumentSpec], summary: String,
                       discussion: @autoclosure @escaping @Sendable () -> String = "", examples: [String],
                       performing key: ArgumentKey<Value>, _ operation: @escaping @Sendable (inout World, Value) throws -> Void) {
        self.init(path, area: area, arguments: arguments, summary: summary, discussion: discussion(), examples: examples) { session, bound in
            let value = try bound.required(key)
            try session.perform { try operation(&$0, value) }
        }
    }
}
