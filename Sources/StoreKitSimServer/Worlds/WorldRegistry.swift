import StoreKitSimSystem

/// Every world a server holds, by id and by the key id of its in-app purchase key, behind one
/// read-write lock held only to look up, add or remove (never while a world runs a command), so
/// worlds run in parallel on the server's threads, and the lookups every API request makes do
/// not wait for each other.
public final class WorldRegistry: @unchecked Sendable {
    /// Worlds at most, the default one included; one more is refused with a JSON error, so a
    /// runaway test suite cannot grow the server without bound.
    public static let limit = 10_000

    private struct Table {
        var byID: [String: ServedWorld] = [:]
        var byKeyID: [String: ServedWorld] = [:]
        var made = 0
    }

    public enum RefusalReason: Error, Equatable {
        case full
        /// Another world has this key id (the same seed given twice).
        case keyInUse(String)
    }

    /// Only under `lock`.
    private var table = Table()
    private let lock = ReadWriteLock()

    public init() {}

    /// The next id for a made world: `w1`, `w2`, … (never reused in one server).
    public func nextID() -> String {
        lock.writing {
            table.made += 1
            return "w\(table.made)"
        }
    }

    public func add(_ world: ServedWorld) throws(RefusalReason) {
        try lock.writing { () throws(RefusalReason) in
            guard table.byID.count < Self.limit else { throw .full }
            guard table.byKeyID[world.keyID] == nil else { throw .keyInUse(world.keyID) }
            table.byID[world.id] = world
            table.byKeyID[world.keyID] = world
        }
    }

    public func world(id: String) -> ServedWorld? { lock.reading { table.byID[id] } }

    public func world(keyID: String) -> ServedWorld? { lock.reading { table.byKeyID[keyID] } }

    /// Removes a world; requests already inside it finish.
    @discardableResult
    public func remove(id: String) -> ServedWorld? {
        lock.writing {
            guard let world = table.byID.removeValue(forKey: id) else { return nil }
            table.byKeyID[world.keyID] = nil
            return world
        }
    }

    public var count: Int { lock.reading { table.byID.count } }
}
