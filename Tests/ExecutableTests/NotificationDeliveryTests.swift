import Foundation
import Testing
import TestSupport

/// Delivery of App Store Server Notifications to a real HTTP server on 127.0.0.1: the retry
/// schedule on the virtual clock, the bounded attempt, the failed mark after the last retry and
/// the JSON-lines file ("Responding to App Store Server Notifications").
@Suite(.serialized) struct NotificationDeliveryTests {
    func session(_ lines: [String], timeout: TimeInterval = 60) throws -> BinaryRunner.Result {
        try BinaryRunner.run(stdin: Data((lines.joined(separator: "\n") + "\n").utf8), timeout: timeout)
    }

    func attempts(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("notification 1 attempt") }
    }

    @Test func fiveHundredTwiceThenTwoHundredTakesThreeAttemptsAtTheDocumentedTimes() throws {
        if let missing = NotificationReceiver.missing { Issue.record(Comment(rawValue: missing)); return }
        let receiver = try NotificationReceiver(answers: [500, 500, 200])
        let run = try session(["notifications url \(receiver.url)", "dialogs off", "buy com.example.gems",
                               "clock advance 30m", "clock advance 30m", "clock advance 12h", "clock advance 5d", "notifications",
                               "diagram --format mermaid"])
        receiver.stop()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(attempts(run.stdout) == [
            "notification 1 attempt 1 2026-01-01T00:00:00Z UNSUCCESSFUL_HTTP_RESPONSE_CODE HTTP 500, retry at 2026-01-01T01:00:00Z",
            "notification 1 attempt 2 2026-01-01T01:00:00Z UNSUCCESSFUL_HTTP_RESPONSE_CODE HTTP 500, retry at 2026-01-01T13:00:00Z",
            "notification 1 attempt 3 2026-01-01T13:00:00Z SUCCESS HTTP 200",
        ])
        // Nothing fell due during the first half hour: the second attempt came with the second advance.
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let second = try #require(lines.firstIndex { $0.hasPrefix("notification 1 attempt 2") })
        #expect(lines[..<second].filter { $0.hasPrefix("clock ") } == ["clock 2026-01-01T00:30:00Z"])
        #expect(run.stdout.contains("1 ONE_TIME_CHARGE t1 2026-01-01T00:00:00Z delivered (3 attempts)"))
        // The diagram's App Store -> Developer's server lane: the notification and each answer.
        #expect(run.stdout.contains("AppStore->>Server: ONE_TIME_CHARGE t1\n    Server-->>AppStore: 500 UNSUCCESSFUL_HTTP_RESPONSE_CODE"), "\(run.stdout)")
        #expect(run.stdout.contains("AppStore->>Server: ONE_TIME_CHARGE t1 (attempt 3)\n    Server-->>AppStore: 200 SUCCESS"))
        let requests = try receiver.requests()
        #expect(requests.count == 3)
        #expect(Set(requests.map(\.body)).count == 1, "each retry posts the same signedPayload")
        #expect(requests.allSatisfy { $0.path == "/notifications" && $0.contentType == "application/json" && $0.body.hasPrefix("{\"signedPayload\":\"ey") })
    }

    @Test func aServerThatKeepsFailingIsRetriedFiveTimesThenMarkedFailed() throws {
        if let missing = NotificationReceiver.missing { Issue.record(Comment(rawValue: missing)); return }
        let receiver = try NotificationReceiver(answers: [503])
        let run = try session(["notifications url \(receiver.url)", "dialogs off", "buy com.example.gems", "clock advance 7d", "notifications"])
        receiver.stop()
        let times = attempts(run.stdout).map { $0.split(separator: " ")[4] }
        #expect(times == ["2026-01-01T00:00:00Z", "2026-01-01T01:00:00Z", "2026-01-01T13:00:00Z", "2026-01-02T13:00:00Z",
                          "2026-01-04T13:00:00Z", "2026-01-07T13:00:00Z"])
        #expect(attempts(run.stdout).last?.hasSuffix("HTTP 503, no retry left: failed") == true, "\(run.stdout)")
        #expect(run.stdout.contains("1 ONE_TIME_CHARGE t1 2026-01-01T00:00:00Z failed (6 attempts)"))
        #expect(try receiver.requests().count == 6)
    }

    @Test func theSandboxScheduleAttemptsOnce() throws {
        if let missing = NotificationReceiver.missing { Issue.record(Comment(rawValue: missing)); return }
        let receiver = try NotificationReceiver(answers: [500])
        let run = try session(["notifications url \(receiver.url)", "notifications retries sandbox", "dialogs off", "buy com.example.gems", "clock advance 7d"])
        receiver.stop()
        #expect(attempts(run.stdout) == ["notification 1 attempt 1 2026-01-01T00:00:00Z UNSUCCESSFUL_HTTP_RESPONSE_CODE HTTP 500, no retry left: failed"])
        #expect(try receiver.requests().count == 1)
    }

    @Test func aServerThatNeverAnswersCostsAtMostTheTimeoutAndTheSessionGoesOn() throws {
        if let missing = NotificationReceiver.missing { Issue.record(Comment(rawValue: missing)); return }
        let receiver = try NotificationReceiver(silent: true)
        let start = Date()
        let run = try session(["notifications url \(receiver.url)", "notifications retries sandbox", "dialogs off",
                               "buy com.example.gems", "buy com.example.premium", "notifications"])
        let elapsed = Date().timeIntervalSince(start)
        receiver.stop()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("notification 1 attempt 1 2026-01-01T00:00:00Z TIMED_OUT, no retry left: failed"), "\(run.stdout)")
        #expect(run.stdout.contains("notification 2 attempt 1 2026-01-01T00:00:00Z TIMED_OUT, no retry left: failed"))
        #expect(run.stdout.contains("t2 com.example.premium purchased"))
        // Two attempts of at most 5 s each, and start-up.
        #expect(elapsed < 14, "took \(elapsed) s")
        #expect(elapsed >= 9.5, "each attempt waited its timeout: \(elapsed) s")
    }

    @Test func aFileGetsOneJSONLinePerNotificationAndTestToo() throws {
        let folder = TemporaryFolder()
        let run = try session(["notifications file \(folder.path)/n.jsonl", "dialogs off", "buy com.example.gems", "notifications test"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = folder.read("n.jsonl").split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("{\"signedPayload\":\"ey") && $0.hasSuffix("\"}") })
        #expect(run.stdout.contains("notification 2 TEST uuid "))
        #expect(run.stdout.contains("notification 2 appended to \(folder.path)/n.jsonl"))
    }

    /// A malformed URL, an unsupported scheme, a port nothing listens on and a file that cannot be
    /// written: each a located error on its argument, and notifications stay off with nowhere to go.
    @Test func badDestinationsAreLocatedErrorsAndChangeNothing() throws {
        let folder = TemporaryFolder()
        let run = try session(["dialogs off", "notifications url 'http://[::1'", "notifications url ftp://127.0.0.1/n",
                               "notifications url http://127.0.0.1:1/n", "notifications file \(folder.path)/missing/n.jsonl",
                               "buy com.example.gems", "notifications"])
        #expect(run.status == 1)
        let errors = run.stderr.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
        #expect(errors.count == 4, "\(run.stderr)")
        #expect(errors[0].hasPrefix("<stdin>:2:19: error: 'http://[::1' is not a URL"))
        #expect(errors[1].hasPrefix("<stdin>:3:19: error: 'ftp://127.0.0.1/n' uses ftp"))
        #expect(errors[2].hasPrefix("<stdin>:4:19: error: nothing answers at 127.0.0.1 port 1"))
        #expect(errors[3].hasPrefix("<stdin>:5:20: error: cannot append to"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/missing"))
        // The purchase made no notification, and the setting is as it was.
        #expect(!run.stdout.contains("notification 1"))
        #expect(run.stdout.hasSuffix("notifications off, retries production\n"))
    }
}
