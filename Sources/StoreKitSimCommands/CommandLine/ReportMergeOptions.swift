/// `storekit-sim report merge PATH... [--junit FILE] [--report github] [--tap [VERSION]] [--html DIR]`:
/// the results files of a suite's shards (`test --shard K/N --results FILE`) put back together.
///
/// Its report options are `test`'s own, so a merged report is asked for with the same words as
/// an unsharded run's.
public struct ReportMergeOptions: ModeOptions, Hashable {
    public static let modeName = "report merge"

    public static let junitOption = TestOptions.junitOption
    public static let reportOption = TestOptions.reportOption
    public static let tapOption = TestOptions.tapOption
    public static let htmlOption = TestOptions.htmlOption

    /// `report merge`'s options in the order `report merge --help` lists them.
    public static let options = [junitOption, reportOption, tapOption, htmlOption]

    /// Results files, or folders standing for their `*.results` files.
    public var paths: [String] = []
    /// The report options, as `test` takes them (no PATH, shard or run options).
    public var reports = TestOptions()

    public init() {}

    public init(_ parsed: ModeArguments) throws(UsageError) {
        paths = parsed.operands
        reports.help = parsed.wantsHelp
        reports.junit = parsed.value(Self.junitOption)
        reports.html = parsed.value(Self.htmlOption)
        if parsed.has(Self.tapOption) { reports.tap = parsed.value(Self.tapOption).flatMap { Int($0) } ?? 13 }
        reports.report = parsed.value(Self.reportOption).flatMap(TestOptions.Report.init(rawValue:)) ?? .text
    }
}
