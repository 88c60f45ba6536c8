import CLibCrypto

/// A P-256 key whose private scalar is derived from a seed and a role with SHA-256, so the same
/// seed gives the same keys on every machine (the signatures still differ: OpenSSL 3.0's ECDSA
/// picks a random nonce).
final class SigningKey {
    let pkey: OpaquePointer

    init(seed: String, role: String) throws(SigningError) {
        let digest = try SHA256.hash(Array("\(seed)/\(role)".utf8))
        guard let ecKey = skcrypto_EC_KEY_new_by_curve_name(NID_X9_62_prime256v1) else { throw .openssl("EC_KEY_new_by_curve_name") }
        defer { skcrypto_EC_KEY_free(ecKey) }
        guard let group = skcrypto_EC_KEY_get0_group(ecKey), let order = skcrypto_BN_new(),
            let hashed = skcrypto_BN_bin2bn(digest, Int32(digest.count), nil),
              let scalar = skcrypto_BN_new(), let context = skcrypto_BN_CTX_new() else { throw .openssl("BN_new") }
        defer { skcrypto_BN_free(order); skcrypto_BN_free(hashed); skcrypto_BN_free(scalar); skcrypto_BN_CTX_free(context) }
        // A scalar in 1..<order: (digest mod (order - 1)) + 1.
        guard skcrypto_EC_GROUP_get_order(group, order, context) == 1, skcrypto_BN_sub_word(order, 1) == 1,
              skcrypto_BN_div(nil, scalar, hashed, order, context) == 1, skcrypto_BN_add_word(scalar, 1) == 1 else { throw .openssl("BN_mod") }
        guard let point = skcrypto_EC_POINT_new(group) else { throw .openssl("EC_POINT_new") }
        defer { skcrypto_EC_POINT_free(point) }
        guard skcrypto_EC_POINT_mul(group, point, scalar, nil, nil, context) == 1, skcrypto_EC_KEY_set_private_key(ecKey, scalar) == 1,
              skcrypto_EC_KEY_set_public_key(ecKey, point) == 1 else { throw .openssl("EC_POINT_mul") }
        guard let pkey = skcrypto_EVP_PKEY_new() else { throw .openssl("EVP_PKEY_new") }
        guard skcrypto_EVP_PKEY_set1_EC_KEY(pkey, ecKey) == 1 else {
            skcrypto_EVP_PKEY_free(pkey)
            throw .openssl("EVP_PKEY_set1_EC_KEY")
        }
        self.pkey = pkey
    }

    deinit { skcrypto_EVP_PKEY_free(pkey) }

    /// ES256 (RFC 7518 §3.4): ECDSA P-256 with SHA-256, the signature as r and s, 32 bytes each.
    func signES256(_ message: [UInt8]) throws(SigningError) -> [UInt8] {
        guard let context = skcrypto_EVP_MD_CTX_new() else { throw .openssl("EVP_MD_CTX_new") }
        defer { skcrypto_EVP_MD_CTX_free(context) }
        guard skcrypto_EVP_DigestSignInit(context, nil, skcrypto_EVP_sha256(), nil, pkey) == 1 else { throw .openssl("EVP_DigestSignInit") }
        var length = 0
        guard skcrypto_EVP_DigestSign(context, nil, &length, message, message.count) == 1 else { throw .openssl("EVP_DigestSign") }
        var der = [UInt8](repeating: 0, count: length)
        guard skcrypto_EVP_DigestSign(context, &der, &length, message, message.count) == 1 else { throw .openssl("EVP_DigestSign") }
        var cursor: UnsafePointer<UInt8>? = der.withUnsafeBufferPointer { $0.baseAddress }
        let signature: OpaquePointer? = der.withUnsafeBufferPointer { buffer in
            cursor = buffer.baseAddress
            return skcrypto_d2i_ECDSA_SIG(nil, &cursor, length)
        }
        guard let signature else { throw .openssl("d2i_ECDSA_SIG") }
        defer { skcrypto_ECDSA_SIG_free(signature) }
        var r: OpaquePointer?, s: OpaquePointer?
        skcrypto_ECDSA_SIG_get0(signature, &r, &s)
        var raw = [UInt8](repeating: 0, count: 64)
        let written = raw.withUnsafeMutableBufferPointer { buffer in
            (skcrypto_BN_bn2binpad(r, buffer.baseAddress, 32), skcrypto_BN_bn2binpad(s, buffer.baseAddress! + 32, 32))
        }
        guard written.0 == 32, written.1 == 32 else { throw .openssl("BN_bn2binpad") }
        return raw
    }
}

/// Why signing failed: libcrypto could not be loaded, or one of its calls failed.
public enum SigningError: Error, Sendable, Hashable {
    /// The libcrypto call that failed.
    case openssl(String)
    /// The shared object that could not be loaded (or lacks a function), and the loader's reason.
    case libraryUnavailable(library: String, reason: String)
}

/// SHA-384 through libcrypto's EVP_Digest (the device verification value).
enum SHA384 {
    static func hash(_ bytes: [UInt8]) throws(SigningError) -> [UInt8] {
        try CryptoLibrary.load()
        var digest = [UInt8](repeating: 0, count: 48)
        var length: UInt32 = 0
        guard skcrypto_EVP_Digest(bytes, bytes.count, &digest, &length, skcrypto_EVP_sha384(), nil) == 1, length == 48 else {
            throw .openssl("EVP_Digest")
        }
        return digest
    }
}

/// SHA-256 through libcrypto's EVP_Digest.
enum SHA256 {
    static func hash(_ bytes: [UInt8]) throws(SigningError) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        guard skcrypto_EVP_Digest(bytes, bytes.count, &digest, &length, skcrypto_EVP_sha256(), nil) == 1,
            length == 32 else { throw .openssl("EVP_Digest") }
        return digest
    }
}
