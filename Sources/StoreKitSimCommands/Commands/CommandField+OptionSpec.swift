import StoreKitSim

extension CommandField {
    /// An option declared once as an `OptionSpec` constant because several commands take it
    /// (`--reason` and `--percentage` of `refund` and `refund-request grant`): the field repeats
    /// the constant's name, kind, value name and help, so the table shows the same option.
    public static func option<V: BoundConvertible>(_ spec: OptionSpec, _ keyPath: WritableKeyPath<Command, V?>) -> Self {
        guard let kind = spec.kind else { preconditionFailure("--\(spec.name) is a flag: declare it with .flag") }
        return .option(spec.name, keyPath, kind, valueName: spec.valueName, help: spec.help)
    }
}
