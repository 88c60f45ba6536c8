import CLibCrypto

/// OpenSSL's libcrypto, loaded when the first signature or certificate is made rather than when
/// the tool starts: only StoreKit 2's signed data needs it, and linking it would cost every
/// command about 1.8 ms of start-up (see CLibCrypto.h).
public enum CryptoLibrary {
    /// The shared object loaded on Linux ("libcrypto.so.3", OpenSSL 3).
    public static var soname: String { String(cString: skcrypto_soname) }

    /// Loads libcrypto once per process; every entry point of this module calls it first.
    /// Throws `libraryUnavailable` instead of trapping when it is missing or incomplete.
    public static func load() throws(SigningError) {
        var error = [CChar](repeating: 0, count: 512)
        guard skcrypto_load(&error, error.count) != 0 else { return }
        throw .libraryUnavailable(library: soname, reason: reason(error))
    }

    /// `load()` with other shared object names: the seam that lets a test see the error a
    /// machine without libcrypto gives. Never replaces a libcrypto already loaded.
    public static func load(soname: String, fallback: String?) throws(SigningError) {
        var error = [CChar](repeating: 0, count: 512)
        let status = fallback.map { skcrypto_load_from(soname, $0, &error, error.count) } ?? skcrypto_load_from(soname, nil, &error, error.count)
        guard status != 0 else { return }
        throw .libraryUnavailable(library: soname, reason: reason(error))
    }

    private static func reason(_ error: [CChar]) -> String {
        let bytes = error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
