import StoreKitSim

/// Interim: the areas that still throw the old worded error.
extension SimulationError: ExplainedError {
    public var text: ErrorText { ErrorText(code, message, hint: hint, argument: argument) }
}
