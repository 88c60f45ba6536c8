import Foundation
import StoreKitSimCommands
import StoreKitSimServer
import Testing
import TestSupport

/// `server start` in a session whose front end can serve (the REPL registers the same launcher):
/// the API and the control endpoint answer over the session's own world, and what the API
/// changes is told through the front end's line, not the session's transcript.
@Suite(.serialized) struct SessionServerTests {
    @Test func serverStartServesTheSessionsWorldUntilServerStop() throws {
        let told = LockedLines()
        SessionServerControl.launch = { session, port in try SessionServer(session: session, port: port) { told.append($0) } }
        defer { SessionServerControl.launch = nil }
        let sink = CollectingSink()
        let session = Session(sink: sink)
        #expect(session.execute("dialogs off"))
        #expect(session.execute("buy com.example.premium"))
        #expect(session.execute("server start 0"))
        let line = try #require(sink.lines.dropLast().last)
        let port = try #require(line.firstMatch(of: /127\.0\.0\.1:(\d+)\/inApps\//).map { String($0.output.1) })
        // The control token is printed after the URLs, 64 hexadecimal digits, new for each start.
        let controlToken = try #require(sink.lines.last?.firstMatch(of: #/^control token ([0-9a-f]{64}) /#).map { String($0.output.1) })
        let curl = try #require(BuiltBinary.which("curl"))
        let base = "http://127.0.0.1:\(port)"
        let withoutToken = try BuiltBinary.run(["-s", "-o", "/dev/null", "-w", "%{http_code}", "--data-binary", "status",
                                                base + "/storekit-sim/v1/commands"], program: curl, timeout: 30)
        #expect(withoutToken.stdout == "401")
        let control = try BuiltBinary.run(["-s", "-H", "Authorization: Bearer \(controlToken)", "--data-binary", "status",
                                           base + "/storekit-sim/v1/commands"], program: curl, timeout: 30)
        #expect(control.stdout.contains(#""exitStatus":0"#), "\(control.stdout)")
        let token = try BearerAuthorizationTests.token(key: session.serverAPIKey(), claims: BearerAuthorizationTests.claims(
            session.serverAPIKey(), iat: Int64(Date().timeIntervalSince1970), exp: Int64(Date().timeIntervalSince1970) + 600))
        let body = #"{"appAccountToken":"7e3fb20b-4cdb-47cc-936d-99d65f608138"}"#
        let put = try BuiltBinary.run(["-s", "-o", "/dev/null", "-w", "%{http_code}", "-X", "PUT", "-H", "Authorization: \(token)",
                                       "--data-binary", body, base + "/inApps/v1/transactions/1/appAccountToken"], program: curl, timeout: 30)
        #expect(put.stdout == "200")
        #expect(told.lines == ["server API: appAccountToken of t1 set to 7e3fb20b-4cdb-47cc-936d-99d65f608138"])
        let stored = SessionServerControl.exclusively { session.world.payments.transaction("t1")?.appAccountToken }
        #expect(stored == "7e3fb20b-4cdb-47cc-936d-99d65f608138")
        #expect(!session.execute("server start 0"))
        #expect(session.execute("server stop"))
        let refused = try BuiltBinary.run(["-s", "-o", "/dev/null", "-w", "%{http_code}", base + "/storekit-sim/v1/key"], program: curl, timeout: 30)
        #expect(refused.stdout == "000")
    }
}

/// Lines told from the server's thread.
final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ line: String) { lock.withLock { stored.append(line) } }
    var lines: [String] { lock.withLock { stored } }
}
