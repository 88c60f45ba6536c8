import StoreKitSimCommands
import StoreKitSimScenario
import StoreKitSimSystem

/// The hidden `regex-matcher` mode (`ExecutableCommandLine.regexMatcher`): this executable started
/// again by `test`, `run` and `demo` to run their ` (re)` matches in a process that can be killed when a
/// match runs past its budget (see `RegexHelpers`).
enum RegexMatcherMode {
    static func run() -> Int32 {
        RegexMatcherService.serve()
    }

    /// Makes this process's ` (re)` matches run in helpers that are this executable in the hidden mode.
    static func startsHelpers() {
        RegexHelpers.configure { System.executablePath.map { [$0, ExecutableCommandLine.regexMatcher.name] } }
    }
}
