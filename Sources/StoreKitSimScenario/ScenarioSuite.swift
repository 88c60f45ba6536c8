import StoreKitSimSystem

/// Checks many scenario files in parallel and returns their outcomes in path order (a matrix
/// file's cases in its case order).
///
/// Each file runs in its own fresh world on whichever worker takes it; results are stored by
/// index, so the report is identical for `--jobs 1` and `--jobs N`.
public struct ScenarioSuite: Sendable {
    public var jobs: Int
    public var failFast: Bool
    public var update: Bool
    /// Keep each case's report page in its outcome (`test --html`).
    public var pages: Bool

    public init(jobs: Int, failFast: Bool = false, update: Bool = false, pages: Bool = false) {
        self.jobs = jobs
        self.failFast = failFast
        self.update = update
        self.pages = pages
    }

    /// With `failFast`, the outcomes stop at the first failing file in path order: every file
    /// before it has run (indices are handed out in order), and later ones are not reported.
    public func run(_ files: [String]) -> [ScenarioOutcome] {
        let slots = ResultSlots<[ScenarioOutcome]>(count: files.count)
        let check = ScenarioCheck(update: update, pages: pages)
        let failFast = failFast
        ParallelLoop.run(count: files.count, jobs: jobs) { index in
            let outcomes = check.checkCases(files[index])
            slots[index] = outcomes
            return !(failFast && !outcomes.allSatisfy(\.isGreen))
        }
        // Each file's outcomes are moved out of its slot as they are gathered, into one array
        // sized once: a run of 10,000 files never holds two copies of them.
        var outcomes: [ScenarioOutcome] = []
        outcomes.reserveCapacity(files.count)
        for index in files.indices {
            guard let file = slots.take(index) else { break }
            outcomes += file
            if failFast && !file.allSatisfy(\.isGreen) { break }
        }
        return outcomes
    }

    /// The number of processors online, the default for `--jobs`.
    public static var processorCount: Int {
        System.processorCount
    }
}
