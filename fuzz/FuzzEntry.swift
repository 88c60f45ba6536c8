/// libFuzzer's entry point for every target of this folder (see fuzz/README.md).
///
/// scripts/fuzz compiles the sources of StoreKitSim, StoreKitSimSystem, StoreKitSimSigning,
/// StoreKitSimCatalogFiles, StoreKitSimDiagrams, StoreKitSimCommands and StoreKitSimScenario into
/// one module with this file, so internal readers
/// (and the system layer's `System`, used here in place of Foundation) can be called directly; STOREKIT_SIM_FUZZ_TARGET picks the
/// target. Every error the code under test throws is an answer; only a trap, a sanitizer report
/// or a timeout is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    switch FuzzTarget.current {
    case .lexer:
        _ = try? Lexer(file: "fuzz", line: 1).tokenize(bytes: bytes)
    case .storekit:
        _ = try? StoreKitConfigurationReader(file: "fuzz.storekit").read(bytes)
    case .plist:
        _ = try? ProductsPlistReader(file: "fuzz.plist").read(bytes)
    case .token:
        if let decoded = try? DecodedToken(value: String(decoding: bytes, as: UTF8.self)) {
            _ = decoded.fields
            _ = decoded.externalPurchaseId
        }
    case .report:
        var words: [ReportWord] = []
        for word in String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if let read = try? ReportItemSyntax.word(String(word)) { words.append(read) }
        }
        _ = try? ReportBuilder.drafts(words)
    case .scenario:
        // The reader, then each block's matchers against its own lines in reverse order (the
        // regex, glob and any-order matching and the alignment; blocks of at most 256 lines,
        // since a long block's alignment is meant to take time proportional to its size).
        guard let file = try? ScenarioParser(path: "fuzz.scenario").parse(bytes: bytes) else { break }
        let matcher = LineMatcher()
        for block in file.blocks where block.expected.count <= 256 {
            _ = BlockAlignment.align(expected: block.expected, actual: block.expected.reversed(), matcher: matcher)
        }
        _ = file.render()
    }
    return 0
}

/// libFuzzer's start-up hook: reads STOREKIT_SIM_FUZZ_TARGET before the first input, so a wrong
/// name ends the run with its message instead of being reported (and saved) as a crashing input.
///
/// The scenario target's ` (re)` matches run in matcher processes as the executable's do: this
/// binary started again with STOREKIT_SIM_FUZZ_REGEX_MATCHER set, which serves matches instead of
/// fuzzing; a match past the budget kills it, so no abandoned match is left in the fuzzed process.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<Int32>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> Int32 {
    if System.environment("STOREKIT_SIM_FUZZ_REGEX_MATCHER") != nil {
        System.exit(RegexMatcherService.serve())
    }
    if FuzzTarget.current == .scenario {
        RegexHelpers.configure(environment: ["STOREKIT_SIM_FUZZ_REGEX_MATCHER=1"]) { System.executablePath.map { [$0] } }
    }
    return 0
}

enum FuzzTarget: String {
    case lexer, storekit, plist, token, report, scenario

    static let current: FuzzTarget = {
        let name = System.environment("STOREKIT_SIM_FUZZ_TARGET") ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            _ = System.writeAll(System.standardError, "STOREKIT_SIM_FUZZ_TARGET must be one of lexer, storekit, plist, token, report, scenario\n")
            System.exit(2)
        }
        return target
    }()
}
