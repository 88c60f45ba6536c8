import Testing
@testable import StoreKitSimSigning

/// libcrypto is loaded on first use (dlopen), so a machine without it must get a typed error
/// naming the library, not a trap; and base64, which now comes from libcrypto, must still be
/// RFC 4648's.
@Suite struct CryptoLibraryTests {
    @Test func aLibraryThatDoesNotExistGivesTheTypedErrorNamingIt() {
        #expect {
            try CryptoLibrary.load(soname: "libcrypto-storekit-sim-missing.so.0", fallback: "libcrypto-storekit-sim-missing.so")
        } throws: { error in
            guard case .libraryUnavailable(let library, let reason) = error as? SigningError else { return false }
            // The first name's reason is reported, not the fallback's.
            return library == "libcrypto-storekit-sim-missing.so.0" && reason.hasPrefix("libcrypto-storekit-sim-missing.so.0: ")
        }
    }

    @Test func aLibraryWithoutTheFunctionsGivesTheTypedErrorNamingTheMissingOne() {
        // libc loads, but has no EVP_sha256: the error names the symbol instead of crashing on a null pointer.
        #expect {
            try CryptoLibrary.load(soname: "libc.so.6", fallback: nil)
        } throws: { error in
            guard case .libraryUnavailable(let library, let reason) = error as? SigningError else { return false }
            return library == "libc.so.6" && reason == "libc.so.6: undefined symbol EVP_sha256"
        }
    }

    @Test func aFailedLoadDoesNotStopTheRealOneNorReplaceIt() throws {
        _ = try? CryptoLibrary.load(soname: "libcrypto-storekit-sim-missing.so.0", fallback: nil)
        try CryptoLibrary.load()
        #expect(try Base64.encode(Array("foobar".utf8)) == "Zm9vYmFy")
    }

    /// RFC 4648 §10's test vectors, and base64url's two other letters without padding (§5).
    @Test func base64IsRFC4648s() throws {
        try CryptoLibrary.load()
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (text, encoded) in vectors { #expect(try Base64.encode(Array(text.utf8)) == encoded) }
        #expect(try Base64.url([0xFB, 0xFF]) == "-_8")
        #expect(try Base64.url(Array("fo".utf8)) == "Zm8")
    }
}
