/// `storekit-sim demo FILE [--delay SECONDS]`.
public struct DemoOptions: ModeOptions {
    public static let modeName = "demo"
    public static let delay = ExecutableCommandLine.Option(["--delay"], .number, "SECONDS", help: "go on by itself after SECONDS")

    public var file: String
    /// Seconds between steps, 0 to 3600; nil waits for a key.
    public var delay: Double?

    public init(_ arguments: ModeArguments) throws(UsageError) {
        file = arguments.operands.first ?? ""
        if let text = arguments.value(Self.delay) {
            guard let seconds = Double(text), seconds >= 0, seconds <= 3600 else {
                throw arguments.error("--delay needs a number of seconds from 0 to 3600, not '\(text)'",
                                      hint: "for example 'storekit-sim demo FILE --delay 2'")
            }
            delay = seconds
        }
    }
}
