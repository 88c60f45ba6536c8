import StoreKitSimSystem
import Synchronization

/// The matcher processes (`RegexMatcherService`) that ` (re)` matches run in, started on the first
/// match that needs one and kept idle between files; a helper whose match ran past the budget is
/// killed (SIGKILL) and the next match starts a new one.
///
/// The executable says how to start one (`configure`: itself in its hidden `regex-matcher` mode).
/// Unconfigured, or when a helper cannot start, matches run on a thread of this process as before,
/// where a match past the budget can only be abandoned until the process exits.
public enum RegexHelpers {
    private struct Launch {
        var arguments: @Sendable () -> [String]?
        var environment: [String]
    }
    private static let launch = Mutex<Launch?>(nil)
    private static let idle = Mutex<[HelperProcess]>([])
    /// How long a helper may take to start and say it is ready, in seconds: start-up is not part of
    /// a match's budget, and a loaded machine can be slow to start a process.
    static let startSeconds = 30.0

    /// Starts helpers with the program and arguments `arguments` gives (asked once per start, so
    /// nothing is looked up before a pattern needs it), with `environment` (`NAME=value`) added.
    public static func configure(environment: [String] = [], _ arguments: @escaping @Sendable () -> [String]?) {
        launch.withLock { $0 = Launch(arguments: arguments, environment: environment) }
    }

    /// Whether helpers are configured.
    static var isConfigured: Bool { launch.withLock { $0 != nil } }

    /// An idle helper, or a new one that said it is ready; nil when none is configured or it did not start.
    static func checkOut() -> HelperProcess? {
        if let helper = idle.withLock({ $0.popLast() }) { return helper }
        guard let (arguments, environment) = launch.withLock({ launch in launch.map { ($0.arguments, $0.environment) } }),
              let argv = arguments(), case .success(let helper) = HelperProcess.start(argv, environment: environment)
        else { return nil }
        guard helper.receive(1, deadline: System.monotonicSeconds() + startSeconds) == .bytes([RegexMatcherService.ready]) else {
            helper.kill()
            return nil
        }
        return helper
    }

    /// Keeps a helper that answered its last request for the next match.
    static func checkIn(_ helper: HelperProcess) {
        idle.withLock { $0.append(helper) }
    }
}
