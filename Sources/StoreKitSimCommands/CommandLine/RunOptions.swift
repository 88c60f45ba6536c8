/// `storekit-sim run FILE...`.
public struct RunOptions: ModeOptions {
    public static let modeName = "run"

    /// The scenario files, in the order given (at least one; the parser checks).
    public var files: [String]

    public init(_ arguments: ModeArguments) throws(UsageError) {
        files = arguments.operands
    }
}
