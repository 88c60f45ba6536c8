/// Strings made of three parts in one allocation: a refused word's message and its "did you
/// mean" hint are made for every error (100,000 piped typos make 200,000 of them), and `+=` or
/// interpolation grew the string part by part, about a third of the cost of the whole hint.
enum Concatenated {
    static func string(_ first: String, _ second: String, _ third: String) -> String {
        var first = first, second = second, third = third
        return first.withUTF8 { a in
            second.withUTF8 { b in
                third.withUTF8 { c in
                    String(unsafeUninitializedCapacity: a.count + b.count + c.count) { bytes in
                        // Part by part, not over a list of the parts: the list was an allocation of its own.
                        var end = 0
                        func copy(_ part: UnsafeBufferPointer<UInt8>) {
                            guard let start = part.baseAddress else { return }
                            (bytes.baseAddress! + end).update(from: start, count: part.count)
                            end += part.count
                        }
                        copy(a)
                        copy(b)
                        copy(c)
                        return end
                    }
                }
            }
        }
    }
}
