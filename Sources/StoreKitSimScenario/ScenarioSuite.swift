import StoreKitSimSystem
import Synchronization

/// Checks many scenario files in parallel and returns their outcomes in path order (a matrix
/// file's cases in its case order).
///
/// Each file runs in its own fresh world on whichever worker takes it; each file's outcomes are
/// put in order as soon as every file before it is done, so the report is identical for
/// `--jobs 1` and `--jobs N`, and a run holds only the few files that finished early besides its
/// one ordered list (memory stays flat however many files a suite has).
public struct ScenarioSuite: Sendable {
    public var jobs: Int
    public var failFast: Bool
    public var update: Bool
    /// Keep each case's report page in its outcome (`test --html`).
    public var pages: Bool
    /// Keep every passing case's outcome. Off when no report lists every case (no JUnit, TAP,
    /// results file or HTML report): a passing case is then only counted (`Run.passedUnlisted`),
    /// so a run of 10,000 passing files holds no more than a run of 1,000.
    public var keepsPassing: Bool

    public init(jobs: Int, failFast: Bool = false, update: Bool = false, pages: Bool = false, keepsPassing: Bool = true) {
        self.jobs = jobs
        self.failFast = failFast
        self.update = update
        self.pages = pages
        self.keepsPassing = keepsPassing
    }

    /// What a run kept: the outcomes in file order, and how many passing cases it only counted.
    public struct Run: Sendable {
        public var outcomes: [ScenarioOutcome]
        /// Passing cases not in `outcomes` (`keepsPassing` off).
        public var passedUnlisted: Int
    }

    /// With `failFast`, the outcomes stop at the first failing file in path order: every file
    /// before it has run (indices are handed out in order), and later ones are not reported.
    public func run(_ files: [String]) -> [ScenarioOutcome] {
        counting(files).outcomes
    }

    /// The run, with passing cases only counted unless `keepsPassing`.
    public func counting(_ files: [String]) -> Run {
        let ordered = OrderedOutcomes(count: files.count, failFast: failFast, keepsPassing: keepsPassing)
        let check = ScenarioCheck(update: update, pages: pages)
        let failFast = failFast
        ParallelLoop.run(count: files.count, jobs: jobs) { index in
            let outcomes = check.checkCases(files[index])
            ordered.add(outcomes, at: index)
            return !(failFast && !outcomes.allSatisfy(\.isGreen))
        }
        return ordered.run
    }

    /// The number of processors online, the default for `--jobs`.
    public static var processorCount: Int {
        System.processorCount
    }
}

/// Files' outcomes put in file order as workers finish them: a file done before the ones ahead of
/// it waits in `early` until they are in.
final class OrderedOutcomes: Sendable {
    private struct State {
        var outcomes: [ScenarioOutcome] = []
        var early: [Int: Early] = [:]
        var next = 0
        /// A failing file was put in order with `failFast`: nothing after it is reported.
        var closed = false
        var passedUnlisted = 0
    }
    private let state: Mutex<State>
    private let failFast: Bool
    private let keepsPassing: Bool

    init(count: Int, failFast: Bool, keepsPassing: Bool = true) {
        var state = State()
        // Without passing cases the list holds the failures only: no room is reserved per file.
        if keepsPassing { state.outcomes.reserveCapacity(count) }
        self.state = Mutex(state)
        self.failFast = failFast
        self.keepsPassing = keepsPassing
    }

    /// A file's outcomes as they wait for the files ahead: without passing cases kept, only its
    /// failures and a count, so a worker far ahead of a slow file holds next to nothing per file
    /// done (10,000 files took 2 MB of heap where 1,000 took 0.6 MB, when one worker lagged).
    private struct Early {
        var kept: [ScenarioOutcome]
        var passed: Int
        var allGreen: Bool
    }

    func add(_ file: [ScenarioOutcome], at index: Int) {
        var early = Early(kept: file, passed: 0, allGreen: file.allSatisfy(\.isGreen))
        if !keepsPassing {
            early.kept = file.filter { !$0.isSuccess }
            early.passed = file.count - early.kept.count
        }
        state.withLock { state in
            state.early[index] = early
            putInOrder(&state)
        }
    }

    private func putInOrder(_ state: inout State) {
        while !state.closed, let file = state.early.removeValue(forKey: state.next) {
            state.outcomes += file.kept
            state.passedUnlisted += file.passed
            state.next += 1
            if failFast && !file.allGreen { state.closed = true }
        }
    }

    /// Every file's outcomes in file order (up to the first failure with `failFast`).
    var outcomes: [ScenarioOutcome] {
        state.withLock { $0.outcomes }
    }

    /// The outcomes kept and the passing cases only counted.
    var run: ScenarioSuite.Run {
        state.withLock { ScenarioSuite.Run(outcomes: $0.outcomes, passedUnlisted: $0.passedUnlisted) }
    }
}
