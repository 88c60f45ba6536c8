import CLibXML2

/// libxml2, the platform's XML parser, opened the first time a property list is read.
///
/// It is not linked: loading it brings ICU, zlib and lzma, which would cost every command a
/// millisecond of start-up for the one that reads a Products.plist. `sonames` is a seam: tests
/// name a library that does not exist to see the error a machine without libxml2 gives.
struct XMLLibrary: Sendable {
    /// Debian's runtime package names the library `libxml2.so.2`; the -dev package adds `libxml2.so`.
    static let standard = XMLLibrary(sonames: ["libxml2.so.2", "libxml2.so"])

    var sonames: [String]

    /// Opens the library (once per process; later calls are cheap) or says why it cannot.
    func load() throws(XMLLibrary.Unavailable) {
        var message = [CChar](repeating: 0, count: 512)
        // The names, each ended by NUL, in one buffer that lives for the call.
        var storage: [CChar] = []
        var offsets: [Int] = []
        for name in sonames {
            offsets.append(storage.count)
            storage += name.utf8.map { CChar(bitPattern: $0) } + [0]
        }
        let capacity = message.count
        let status = storage.withUnsafeBufferPointer { buffer -> Int32 in
            let names: [UnsafePointer<CChar>?] = offsets.map { offset in buffer.baseAddress.map { $0 + offset } }
            return names.withUnsafeBufferPointer { skxml_load($0.baseAddress, Int32($0.count), &message, capacity) }
        }
        if status != 0 {
            throw Unavailable(reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }

    /// dlopen(3)'s words for why libxml2 could not be opened.
    struct Unavailable: Error {
        var reason: String
    }
}
