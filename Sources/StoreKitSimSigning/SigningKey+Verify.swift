import CLibCrypto

extension SigningKey {
    /// Whether `signature` (ES256's raw r||s, 64 bytes, RFC 7518 §3.4) signs `message` with this key.
    /// libcrypto takes DER, so r and s are wrapped in an ECDSA-Sig-Value first.
    func verifiesES256(_ signature: [UInt8], of message: [UInt8]) -> Bool {
        guard signature.count == 64, let sig = skcrypto_ECDSA_SIG_new() else { return false }
        defer { skcrypto_ECDSA_SIG_free(sig) }
        guard let r = skcrypto_BN_bin2bn(signature, 32, nil) else { return false }
        guard let s = signature.withUnsafeBufferPointer({ skcrypto_BN_bin2bn($0.baseAddress! + 32, 32, nil) }) else {
            skcrypto_BN_free(r)
            return false
        }
        guard skcrypto_ECDSA_SIG_set0(sig, r, s) == 1 else {
            skcrypto_BN_free(r)
            skcrypto_BN_free(s)
            return false
        }
        let length = skcrypto_i2d_ECDSA_SIG(sig, nil)
        guard length > 0 else { return false }
        var der = [UInt8](repeating: 0, count: Int(length))
        let written = der.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var cursor: UnsafeMutablePointer<UInt8>? = buffer.baseAddress
            return skcrypto_i2d_ECDSA_SIG(sig, &cursor)
        }
        guard written == length else { return false }
        return verifiesDER(der, of: message)
    }

    /// Whether `der` (an ECDSA-Sig-Value, as OpenSSL and Apple's promotional offer signatures
    /// write it) signs SHA-256 of `message` with this key.
    func verifiesDER(_ der: [UInt8], of message: [UInt8]) -> Bool {
        guard !der.isEmpty, let context = skcrypto_EVP_MD_CTX_new() else { return false }
        defer { skcrypto_EVP_MD_CTX_free(context) }
        guard skcrypto_EVP_DigestVerifyInit(context, nil, skcrypto_EVP_sha256(), nil, pkey) == 1 else { return false }
        return skcrypto_EVP_DigestVerify(context, der, der.count, message, message.count) == 1
    }

    /// The private key as PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`), the form of the .p8 file
    /// App Store Connect hands out for an in-app purchase key.
    func pkcs8PEM() throws(SigningError) -> String {
        try PEMText.written(by: "PEM_write_bio_PKCS8PrivateKey") { skcrypto_PEM_write_bio_PKCS8PrivateKey($0, pkey) }
    }
}
