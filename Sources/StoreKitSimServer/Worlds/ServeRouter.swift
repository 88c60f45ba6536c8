import StoreKitSim
import StoreKitSimCommands
import StoreKitSimSystem
import Synchronization

/// `storekit-sim serve`'s routes (docs/serve-api.md): the App Store Server API under `/inApps/`,
/// sent to the world whose in-app purchase key signed the bearer token, and the control API under
/// `/storekit-sim/v1/` (worlds made, read, ended; commands, keys, notifications per world; the
/// default world's `commands` and `key` as before). Every refusal is Apple's JSON error.
///
/// Called from the HTTP server's threads at once: the registry has its lock, each world its own.
public final class ServeRouter: Sendable {
    public let registry = WorldRegistry()
    private let keyIDs = BearerKeyIDs()
    public let defaultWorld: ServedWorld
    /// What a world made without a body field starts from (the `serve` options).
    public let defaults: ServeDefaults
    /// `http://127.0.0.1:PORT`, known once the server listens.
    private let base = Mutex("")
    /// Where commands from the network may read and write files, and which notification URLs
    /// they may set (issue 41): every world's session gets it.
    private let confinement = Mutex<SessionConfinement?>(nil)
    /// The host's clock, for `clockStart: "now"` (a seam for tests).
    private let now: @Sendable () -> Int64

    public init(defaults: ServeDefaults, defaultWorld: ServedWorld, now: @escaping @Sendable () -> Int64 = { System.unixSeconds() }) throws {
        self.defaults = defaults
        self.defaultWorld = defaultWorld
        self.now = now
        try registry.add(defaultWorld)
    }

    /// Confines the default world and every world made after.
    public func confine(_ confinement: SessionConfinement) {
        self.confinement.withLock { $0 = confinement }
        defaultWorld.withSession { $0.confinement = confinement }
    }

    public var baseURL: String {
        get { base.withLock { $0 } }
        set { base.withLock { $0 = newValue } }
    }

    /// Answers one request.
    public func respond(_ request: HTTPRequest) -> HTTPResponse {
        guard let path = request.path, request.query != nil else { return .error(.generalBadRequest) }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        switch parts.first {
        case "inApps": return api(request)
        case "storekit-sim": return control(request, Array(parts.dropFirst()))
        default: return .error(.notFound)
        }
    }

    /// Answers a request as `respond` would, if that needs no wait: an App Store Server API request
    /// whose world no command holds, and every refusal; nil for the rest (control calls run
    /// commands and wait for their deliveries), which the server answers with `respond` on a thread
    /// of the request's own.
    public func respondAtOnce(_ request: HTTPRequest) -> HTTPResponse? {
        guard let path = request.path, request.query != nil else { return .error(.generalBadRequest) }
        // The first segment, as `respond` splits it, read in the UTF-8 view (Characters cost more).
        guard let slash = path.utf8.firstIndex(of: UInt8(ascii: "/")) else { return .error(.notFound) }
        let segment = path.utf8[path.utf8.index(after: slash)...].prefix { $0 != UInt8(ascii: "/") }
        if segment.elementsEqual("inApps".utf8) {
            guard let world = world(ofBearer: request) else { return AppStoreServerAPI.unauthenticated }
            return world.apiAtOnce(request)
        }
        return segment.elementsEqual("storekit-sim".utf8) ? nil : .error(.notFound)
    }

    /// An /inApps request goes to the world whose key id is the token's `kid`; that world's key
    /// then verifies it. No world with that key: 401, as for any token the App Store refuses.
    private func api(_ request: HTTPRequest) -> HTTPResponse {
        guard let world = world(ofBearer: request) else { return AppStoreServerAPI.unauthenticated }
        return world.api(request)
    }

    private func world(ofBearer request: HTTPRequest) -> ServedWorld? {
        keyIDs.keyID(ofBearer: request.authorization).flatMap { registry.world(keyID: $0) }
    }

    /// The `kid` of a bearer JWT's header, read without verifying anything (the world verifies).
    static func keyID(ofBearer header: String?) -> String? {
        guard let header, let space = header.firstIndex(of: " "), header[..<space].lowercased() == "bearer" else { return nil }
        let token = header[header.index(after: space)...].drop { $0 == " " }
        guard let dot = token.firstIndex(of: "."), token.distance(from: token.startIndex, to: dot) <= 8192,
              let bytes = try? Base64URL.decode(String(token[..<dot])),
              let json = try? FlatJSON(parsing: String(decoding: bytes, as: UTF8.self)),
              case .string(let kid)? = json.fields["kid"] else { return nil }
        return kid
    }

    private func control(_ request: HTTPRequest, _ parts: [String]) -> HTTPResponse {
        let method = request.method
        switch parts {
        case ["v1", "commands"]:
            return method == "POST" ? defaultWorld.commands(request) : AppStoreServerAPI.notAllowed("POST")
        case ["v1", "key"]:
            return method == "GET" ? defaultWorld.key(request) : AppStoreServerAPI.notAllowed("GET")
        case ["v1", "worlds"]:
            guard method == "POST" else { return AppStoreServerAPI.notAllowed("POST") }
            return AppStoreServerAPI.commandBodyRefusal(request.body) ?? makeWorld(request.body)
        default:
            break
        }
        guard parts.count >= 3, parts[0] == "v1", parts[1] == "worlds" else { return .error(.notFound) }
        guard let world = registry.world(id: parts[2]) else {
            return .error(APIError(404, 4040000, "No world has the id '\(parts[2])'."))
        }
        switch Array(parts.dropFirst(3)) {
        case []:
            switch method {
            case "GET": return world.description(baseURL: baseURL)
            case "DELETE":
                guard world.id != defaultWorld.id else {
                    return .error(APIError(400, 4000000, "The default world cannot be ended; end the server instead."))
                }
                registry.remove(id: world.id)
                return .empty(204)
            default: return AppStoreServerAPI.notAllowed("GET, DELETE")
            }
        case ["commands"]:
            return method == "POST" ? world.commands(request) : AppStoreServerAPI.notAllowed("POST")
        case ["key"]:
            return method == "GET" ? world.key(request) : AppStoreServerAPI.notAllowed("GET")
        case ["notifications"]:
            return method == "GET" ? world.notifications() : AppStoreServerAPI.notAllowed("GET")
        case ["notifications", "wait"]:
            return method == "POST" ? world.waitForDeliveries() : AppStoreServerAPI.notAllowed("POST")
        default:
            return .error(.notFound)
        }
    }

    /// POST /storekit-sim/v1/worlds: a world from the defaults and the body's fields, its setup
    /// commands run, answered 201 with the world.
    private func makeWorld(_ body: [UInt8]) -> HTTPResponse {
        let fields: [String: WorldRequestBody.Value]
        do { fields = try WorldRequestBody(parsing: body).fields } catch {
            return .error(APIError(400, 4000000,
                                   "The body is not a JSON object of strings, numbers and arrays of strings: "
                                    + "\(error.message) at byte \(error.offset + 1)."))
        }
        let id = registry.nextID()
        var setup = defaults.setup(forWorld: id)
        var commands: [String] = []
        for (name, value) in fields {
            switch (name, value) {
            case ("seed", .string(let seed)): setup.seed = seed
            case ("bundleId", .string(let bundleID)) where !bundleID.isEmpty: setup.bundleID = bundleID
            case ("appAppleId", .number(let text)) where Int64(text).map({ $0 > 0 }) ?? false: setup.appAppleID = Int64(text)
            case ("clockStart", .string(let text)):
                guard let start = WorldSetup.instant(text, now: now()) else {
                    return .error(APIError(400, 4000000, "clockStart '\(text)' is not an instant: write 2026-01-01T00:00:00Z (UTC) or \"now\"."))
                }
                setup.clockStart = start
            case ("commands", .strings(let lines)): commands = lines
            case ("seed", _), ("bundleId", _), ("appAppleId", _), ("commands", _):
                return .error(APIError(400, 4000000, "The field '\(name)' has the wrong type: seed, bundleId and clockStart are strings, "
                                       + "appAppleId a positive integer, commands an array of strings."))
            default:
                return .error(APIError(400, 4000000, "Unknown field '\(name)': a world takes commands, bundleId, appAppleId, clockStart and seed."))
            }
        }
        guard registry.count < WorldRegistry.limit else { return .error(Self.full) }
        let world: ServedWorld
        let confinement = self.confinement.withLock { $0 }
        do { world = try ServedWorld(id: id, setup: setup, prepare: { $0.confinement = confinement }) } catch {
            return .error(.generalInternal)
        }
        do { try registry.add(world) } catch {
            switch error {
            case .full: return .error(Self.full)
            case .keyInUse: return .error(APIError(409, 4090000, "Another world was made with the same seed; give each world its own seed."))
            }
        }
        if let failure = world.setUp(commands) {
            registry.remove(id: id)
            return .error(APIError(400, 4000000, "A setup command failed: " + failure.joined(separator: " ")))
        }
        var answer = world.description(baseURL: baseURL)
        answer.status = 201
        return answer
    }

    static let full = APIError(429, 4290000,
                               "This server holds \(WorldRegistry.limit) worlds, its limit; end some (DELETE /storekit-sim/v1/worlds/ID) first.")
}

