/// The longest common subsequence of two index ranges, by Myers' difference algorithm in linear
/// space: O((n+m)·d) time for d differences, and memory proportional to n+m.
///
/// E. W. Myers, "An O(ND) Difference Algorithm and Its Variations", Algorithmica 1 (1986),
/// section 4b: find the middle snake of the shortest edit script by running the search from both
/// ends, then solve the two halves on either side of it. Swift's `difference(from:)` is Myers'
/// algorithm too, but keeps every round's furthest-reaching paths (memory growing as d²), which
/// for two 12,000-line blocks with nothing in common is gigabytes; this version keeps two rounds.
/// Elements are compared through `equal(i, j)`, so a caller can match with patterns.
struct MyersDiff {
    let equal: (Int, Int) -> Bool
    private(set) var pairs: [(Int, Int)] = []

    /// The index pairs `(i, j)` of a longest common subsequence of `0..<n` and `0..<m`, in
    /// increasing order, where `equal(i, j)` says whether element i of the first matches
    /// element j of the second.
    static func commonPairs(_ n: Int, _ m: Int, equal: @escaping (Int, Int) -> Bool) -> [(Int, Int)] {
        var diff = MyersDiff(equal: equal)
        diff.solve(0, n, 0, m)
        return diff.pairs
    }

    private mutating func solve(_ a0: Int, _ a1: Int, _ b0: Int, _ b1: Int) {
        var a0 = a0, b0 = b0, a1 = a1, b1 = b1
        while a0 < a1, b0 < b1, equal(a0, b0) { pairs.append((a0, b0)); a0 += 1; b0 += 1 }
        var suffix = 0
        while a0 < a1, b0 < b1, equal(a1 - 1, b1 - 1) { a1 -= 1; b1 -= 1; suffix += 1 }
        if a0 < a1, b0 < b1 {
            // Both ends differ, so the edit script has at least two steps and the middle snake
            // splits it into two strictly shorter ones.
            if let (x, y) = middle(a0, a1, b0, b1) {
                solve(a0, x, b0, y)
                solve(x, a1, y, b1)
            }
        }
        for offset in 0..<suffix { pairs.append((a1 + offset, b1 + offset)) }
    }

    /// A point on the middle snake, in absolute indices; nil when the ranges share nothing.
    private func middle(_ a0: Int, _ a1: Int, _ b0: Int, _ b1: Int) -> (Int, Int)? {
        let n = a1 - a0, m = b1 - b0
        let maxD = (n + m + 1) / 2
        let offset = maxD, length = 2 * maxD + 2
        // forward[k]: furthest x on diagonal k = x - y from the start; backward[k]: furthest
        // distance from the end on diagonal k of the reversed ranges.
        var forward = [Int](repeating: -1, count: length), backward = [Int](repeating: -1, count: length)
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        let delta = n - m
        let oddDelta = delta % 2 != 0
        var k1start = 0, k1end = 0, k2start = 0, k2end = 0
        for d in 0..<maxD {
            var k1 = -d + k1start
            while k1 <= d - k1end {
                let index = offset + k1
                var x = (k1 == -d || (k1 != d && forward[index - 1] < forward[index + 1])) ? forward[index + 1] : forward[index - 1] + 1
                var y = x - k1
                while x < n, y < m, equal(a0 + x, b0 + y) { x += 1; y += 1 }
                forward[index] = x
                if x > n {
                    k1end += 2
                } else if y > m {
                    k1start += 2
                } else if oddDelta {
                    let other = offset + delta - k1
                    if other >= 0, other < length, backward[other] != -1, x >= n - backward[other] {
                        return (a0 + x, b0 + y)
                    }
                }
                k1 += 2
            }
            var k2 = -d + k2start
            while k2 <= d - k2end {
                let index = offset + k2
                var x = (k2 == -d || (k2 != d && backward[index - 1] < backward[index + 1])) ? backward[index + 1] : backward[index - 1] + 1
                var y = x - k2
                while x < n, y < m, equal(a1 - x - 1, b1 - y - 1) { x += 1; y += 1 }
                backward[index] = x
                if x > n {
                    k2end += 2
                } else if y > m {
                    k2start += 2
                } else if !oddDelta {
                    let other = offset + delta - k2
                    if other >= 0, other < length, forward[other] != -1 {
                        let fx = forward[other], fy = offset + fx - other
                        if fx >= n - x { return (a0 + fx, b0 + fy) }
                    }
                }
                k2 += 2
            }
        }
        return nil
    }
}
