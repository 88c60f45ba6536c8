import StoreKitSimCommands
import StoreKitSimSystem

/// `storekit-sim test --watch`: runs the files once, then polls modification times and re-runs
/// the scenarios affected by each change (the file itself, or a file it loads), until Ctrl-C.
///
/// Polling rather than inotify: plain stat(2) calls on a few hundred files every half second
/// cost nothing measurable, work on every file system, and need no platform-specific code.
public struct ScenarioWatch {
    public var command: ScenarioTestCommand
    public var options: TestOptions
    /// Seconds between polls.
    public var interval: Double
    public var write: ([String]) -> Void

    public init(command: ScenarioTestCommand, options: TestOptions, interval: Double = 0.5, write: @escaping ([String]) -> Void) {
        self.command = command
        self.options = options
        self.interval = interval
        self.write = write
    }

    /// What one poll sees: each scenario's time and its dependencies' times.
    struct Snapshot: Equatable {
        var scenarios: [String: Int] = [:]
        var dependencies: [String: [String: Int]] = [:]
    }

    /// A scenario's dependency list, re-read only when the scenario's time changes: a poll then
    /// costs stat(2) calls, not a parse of every file.
    final class DependencyCache {
        var lists: [String: (time: Int, files: [String])] = [:]
        func files(of scenario: String, time: Int) -> [String] {
            if let cached = lists[scenario], cached.time == time { return cached.files }
            let files = ScenarioDependencies.of(scenario)
            lists[scenario] = (time, files)
            return files
        }
    }
    private let cache = DependencyCache()

    /// Runs until `rounds` polls have passed (nil: forever); returns 2 for a usage error.
    public func run(rounds: Int? = nil) -> Int32 {
        var files: [String]
        do {
            files = try command.files(options)
        } catch {
            write(ScenarioTestCommand.usage(error).stderr)
            return 2
        }
        var snapshot = take(files)
        runFiles(files, reason: nil)
        announce(snapshot)
        var round = 0
        while rounds == nil || round < rounds! {
            round += 1
            System.sleep(interval)
            files = (try? command.files(options)) ?? files
            let now = take(files)
            guard now != snapshot else { continue }
            var affected: [String] = []
            var changed: [String] = []
            for file in files {
                if now.scenarios[file] != snapshot.scenarios[file] { affected.append(file); changed.append(file); continue }
                let old = snapshot.dependencies[file] ?? [:]
                let moved = (now.dependencies[file] ?? [:]).filter { old[$0.key] != $0.value }.map(\.key)
                if !moved.isEmpty { affected.append(file); changed += moved }
            }
            snapshot = now
            guard !affected.isEmpty else { continue }
            runFiles(affected, reason: Array(Set(changed)).sorted())
            announce(snapshot)
        }
        return 0
    }

    private func take(_ files: [String]) -> Snapshot {
        var snapshot = Snapshot()
        for file in files {
            let time = FileBytes.modificationTime(file) ?? -1
            snapshot.scenarios[file] = time
            var times: [String: Int] = [:]
            for dependency in cache.files(of: file, time: time) { times[dependency] = FileBytes.modificationTime(dependency) ?? -1 }
            snapshot.dependencies[file] = times
        }
        return snapshot
    }

    private func runFiles(_ files: [String], reason: [String]?) {
        if let reason {
            write(["", "changed: \(reason.joined(separator: " ")); re-running \(files.count) file\(files.count == 1 ? "" : "s")"])
        }
        let outcomes = ScenarioSuite(jobs: options.jobs ?? ScenarioSuite.processorCount).run(files)
        write(TextReport(color: command.color).lines(outcomes))
    }

    private func announce(_ snapshot: Snapshot) {
        let loaded = Set(snapshot.dependencies.values.flatMap(\.keys)).count
        write(["watching \(snapshot.scenarios.count) scenario file\(snapshot.scenarios.count == 1 ? "" : "s") and \(loaded) file\(loaded == 1 ? "" : "s") they load; Ctrl-C stops"])
    }
}
