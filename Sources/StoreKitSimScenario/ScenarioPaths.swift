import StoreKitSimSystem

/// A list of file paths held as one buffer of bytes and where each path ends.
///
/// A suite of 10,000 files held each path as a string object of its own (about 96 bytes with its
/// header and spare room for a path of 36); here a path costs its bytes and one offset, so the
/// memory of a run grows far less with the number of files. A path is made a `String` only when
/// it is read.
public struct ScenarioPaths: RandomAccessCollection, Sendable, Equatable {
    private var bytes: [UInt8] = []
    /// `ends[i]`: where path `i` ends in `bytes` (it starts where path `i - 1` ends).
    private var ends: [Int] = []

    public init() {}

    public init(_ paths: some Sequence<String>) {
        for path in paths { append(path) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ends.count }

    public subscript(index: Int) -> String {
        String(decoding: utf8(index), as: UTF8.self)
    }

    /// Path `index`'s bytes, without making a string.
    func utf8(_ index: Int) -> ArraySlice<UInt8> {
        bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
    }

    public mutating func append(_ path: String) {
        makeRoom(for: path.utf8.count)
        bytes.append(contentsOf: path.utf8)
        ends.append(bytes.count)
    }

    /// Grows the bytes by half again, not doubled, when `count` more do not fit: while the bytes
    /// move to a larger buffer both are held, and for 10,000 files of 55-byte paths doubling made
    /// that the run's peak heap (1.9 MB).
    private mutating func makeRoom(for count: Int) {
        let needed = bytes.count + count
        if needed > bytes.capacity { bytes.reserveCapacity(Swift.max(needed, bytes.capacity + bytes.capacity / 2)) }
    }

    /// The paths at these positions, in this order.
    func picking(_ positions: some Sequence<Int>) -> ScenarioPaths {
        var picked = ScenarioPaths()
        for index in positions { picked.append(utf8(index)) }
        return picked
    }

    /// Appends the path `prefix` + `name`, given as bytes (a folder's prefix ends in its `/`).
    mutating func append(_ prefix: [UInt8], _ name: ArraySlice<UInt8>) {
        makeRoom(for: prefix.count + name.count)
        bytes.append(contentsOf: prefix)
        bytes.append(contentsOf: name)
        ends.append(bytes.count)
    }

    /// Appends a path given as bytes (one of another list's).
    mutating func append(_ path: ArraySlice<UInt8>) {
        makeRoom(for: path.count)
        bytes.append(contentsOf: path)
        ends.append(bytes.count)
    }

    /// Room for `paths` paths of `bytes` bytes in all, so a list built to a known size is not
    /// regrown (each regrowth leaves up to half the storage unused).
    mutating func reserveCapacity(paths: Int, bytes count: Int) {
        bytes.reserveCapacity(count)
        ends.reserveCapacity(paths)
    }

    /// The bytes of every path together.
    var byteCount: Int { bytes.count }

    /// Whether each path sorts after the one before it in byte order (so none is repeated).
    var isStrictlyAscending: Bool {
        bytes.withUnsafeBufferPointer { all in
            indices.dropFirst().allSatisfy { index in
                let start = index < 2 ? 0 : ends[index - 2]
                let previous = UnsafeBufferPointer(rebasing: all[start..<ends[index - 1]])
                return ByteSearch.precedes(previous, UnsafeBufferPointer(rebasing: all[ends[index - 1]..<ends[index]]))
            }
        }
    }
}
