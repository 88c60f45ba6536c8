/// Counts of 64 items at once, kept in bit planes: plane `j` holds bit `j` of every item's count.
///
/// `SuggestionIndex` counts, for 64 words in a handful of operations, how many characters each
/// shares with a typed word, and compares the counts with a bound, instead of visiting every
/// word. Counts are modulo 256: the index keeps them below that (64 character buckets, each
/// counted at most `SuggestionIndex.countCap` times, plus a limit of at most 3).
struct BitPlanes {
    static let count = 8
    // Eight named planes, not an array or tuple read by index: the scan keeps them in registers.
    private var p0: UInt64 = 0, p1: UInt64 = 0, p2: UInt64 = 0, p3: UInt64 = 0
    private var p4: UInt64 = 0, p5: UInt64 = 0, p6: UInt64 = 0, p7: UInt64 = 0

    /// Every count zero.
    init() {}

    /// The planes of one block of 64 items, stored `stride` apart in `stored` (plane `j` at `j * stride + block`).
    @inline(__always)
    init(_ stored: [UInt64], block: Int, stride: Int) {
        p0 = stored[block]; p1 = stored[stride + block]; p2 = stored[2 * stride + block]; p3 = stored[3 * stride + block]
        p4 = stored[4 * stride + block]; p5 = stored[5 * stride + block]; p6 = stored[6 * stride + block]; p7 = stored[7 * stride + block]
    }

    /// Plane `plane` (0-7), lowest first.
    func plane(_ plane: Int) -> UInt64 {
        switch plane {
        case 0: p0
        case 1: p1
        case 2: p2
        case 3: p3
        case 4: p4
        case 5: p5
        case 6: p6
        default: p7
        }
    }

    /// One more for each item in `set`: a carry through the planes, as a binary counter per item.
    @inline(__always)
    mutating func add(_ set: UInt64) {
        var carry = set
        (p0, carry) = (p0 ^ carry, p0 & carry)
        (p1, carry) = (p1 ^ carry, p1 & carry)
        (p2, carry) = (p2 ^ carry, p2 & carry)
        (p3, carry) = (p3 ^ carry, p3 & carry)
        (p4, carry) = (p4 ^ carry, p4 & carry)
        (p5, carry) = (p5 ^ carry, p5 & carry)
        (p6, carry) = (p6 ^ carry, p6 & carry)
        p7 ^= carry
    }

    /// Every count plus `value` (0-255).
    @inline(__always)
    func adding(_ value: Int) -> BitPlanes {
        var sum = BitPlanes()
        var carry: UInt64 = 0
        @inline(__always) func step(_ bits: UInt64, _ plane: Int) -> UInt64 {
            let constant: UInt64 = value >> plane & 1 == 1 ? .max : 0
            defer { carry = (bits & constant) | (carry & (bits ^ constant)) }
            return bits ^ constant ^ carry
        }
        sum.p0 = step(p0, 0); sum.p1 = step(p1, 1); sum.p2 = step(p2, 2); sum.p3 = step(p3, 3)
        sum.p4 = step(p4, 4); sum.p5 = step(p5, 5); sum.p6 = step(p6, 6); sum.p7 = step(p7, 7)
        return sum
    }

    /// The items whose count is at least `value`, as a set: from the highest plane down, each
    /// item is greater so far, or equal so far.
    @inline(__always)
    func atLeast(_ value: Int) -> UInt64 {
        if value <= 0 { return .max }
        if value >= 1 << Self.count { return 0 }
        var greater: UInt64 = 0, equal = UInt64.max
        @inline(__always) func step(_ bits: UInt64, _ plane: Int) {
            if value >> plane & 1 == 1 {
                equal &= bits
            } else {
                greater |= equal & bits
                equal &= ~bits
            }
        }
        step(p7, 7); step(p6, 6); step(p5, 5); step(p4, 4); step(p3, 3); step(p2, 2); step(p1, 1); step(p0, 0)
        return greater | equal
    }

    /// The items whose count is at least their count in `other`, as a set.
    @inline(__always)
    func atLeast(_ other: BitPlanes) -> UInt64 {
        var greater: UInt64 = 0, equal = UInt64.max
        @inline(__always) func step(_ mine: UInt64, _ theirs: UInt64) {
            greater |= equal & mine & ~theirs
            equal &= ~(mine ^ theirs)
        }
        step(p7, other.p7); step(p6, other.p6); step(p5, other.p5); step(p4, other.p4)
        step(p3, other.p3); step(p2, other.p2); step(p1, other.p1); step(p0, other.p0)
        return greater | equal
    }
}
