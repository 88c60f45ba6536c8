import CLibCrypto

/// PEM text written by one of OpenSSL's PEM_write_bio_* functions into a memory BIO: the
/// certificates' PEM and the key's PKCS#8 (.p8) come out the same way.
enum PEMText {
    /// `function` names the write in the error when it fails.
    static func written(by function: String, _ write: (OpaquePointer) -> Int32) throws(SigningError) -> String {
        guard let bio = skcrypto_BIO_new(skcrypto_BIO_s_mem()) else { throw .openssl("BIO_new") }
        defer { skcrypto_BIO_free(bio) }
        guard write(bio) == 1 else { throw .openssl(function) }
        var data: UnsafeMutablePointer<CChar>?
        let length = skcrypto_BIO_ctrl(bio, BIO_CTRL_INFO, 0, &data)
        guard length > 0, let data else { throw .openssl("BIO_get_mem_data") }
        return data.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
    }
}
