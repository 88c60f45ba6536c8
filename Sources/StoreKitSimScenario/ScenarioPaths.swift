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
        bytes.append(contentsOf: path.utf8)
        ends.append(bytes.count)
    }

    /// The paths at these positions, in this order.
    func picking(_ positions: some Sequence<Int>) -> ScenarioPaths {
        var picked = ScenarioPaths()
        for index in positions {
            picked.bytes.append(contentsOf: utf8(index))
            picked.ends.append(picked.bytes.count)
        }
        return picked
    }
}
