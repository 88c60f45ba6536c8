import CLibCrypto

/// One X.509 certificate of the local test chain, made and signed with libcrypto.
final class TestCertificate {
    let x509: OpaquePointer
    let commonName: String

    /// A version 3 certificate for `subject`'s key, issued by `issuer` (self-signed when nil),
    /// valid from 2025-01-01 to 2045-01-01 so the virtual clock's dates fall inside it.
    init(commonName: String, serial: Int, key: SigningKey, isAuthority: Bool,
         issuer: (certificate: TestCertificate, key: SigningKey)?) throws(SigningError) {
        guard let x509 = skcrypto_X509_new() else { throw .openssl("X509_new") }
        self.x509 = x509
        self.commonName = commonName
        guard skcrypto_X509_set_version(x509, 2) == 1, skcrypto_ASN1_INTEGER_set(skcrypto_X509_get_serialNumber(x509), serial) == 1,
              skcrypto_ASN1_TIME_set(skcrypto_X509_getm_notBefore(x509), 1_735_689_600) != nil,
              skcrypto_ASN1_TIME_set(skcrypto_X509_getm_notAfter(x509), 2_366_841_600) != nil else { throw .openssl("X509 dates") }
        let name = skcrypto_X509_get_subject_name(x509)
        for (field, value) in [("CN", commonName), ("O", "storekit-sim local testing"), ("C", "US")] {
            guard skcrypto_X509_NAME_add_entry_by_txt(name, field, MBSTRING_ASC, value, -1, -1,
                0) == 1 else { throw .openssl("X509_NAME_add_entry_by_txt") }
        }
        let issuerCertificate = issuer?.certificate.x509 ?? x509
        guard skcrypto_X509_set_issuer_name(x509, skcrypto_X509_get_subject_name(issuerCertificate)) == 1,
            skcrypto_X509_set_pubkey(x509, key.pkey) == 1 else {
            throw .openssl("X509_set_issuer_name")
        }
        var context = X509V3_CTX()
        skcrypto_X509V3_set_ctx(&context, issuerCertificate, x509, nil, nil, 0)
        let extensions: [(Int32, String)] = isAuthority
            ? [(NID_basic_constraints, "critical,CA:TRUE"), (NID_key_usage, "critical,keyCertSign,cRLSign"), (NID_subject_key_identifier, "hash")]
            : [(NID_basic_constraints, "critical,CA:FALSE"), (NID_key_usage, "critical,digitalSignature"), (NID_subject_key_identifier, "hash")]
        for (nid, value) in extensions {
            guard let ext = skcrypto_X509V3_EXT_conf_nid(nil, &context, nid, value) else { throw .openssl("X509V3_EXT_conf_nid") }
            defer { skcrypto_X509_EXTENSION_free(ext) }
            guard skcrypto_X509_add_ext(x509, ext, -1) == 1 else { throw .openssl("X509_add_ext") }
        }
        guard skcrypto_X509_sign(x509, (issuer?.key ?? key).pkey, skcrypto_EVP_sha256()) > 0 else { throw .openssl("X509_sign") }
    }

    deinit { skcrypto_X509_free(x509) }

    /// The DER encoding.
    func der() throws(SigningError) -> [UInt8] {
        let length = skcrypto_i2d_X509(x509, nil)
        guard length > 0 else { throw .openssl("i2d_X509") }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let written = bytes.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var cursor: UnsafeMutablePointer<UInt8>? = buffer.baseAddress
            return skcrypto_i2d_X509(x509, &cursor)
        }
        guard written == length else { throw .openssl("i2d_X509") }
        return bytes
    }

    /// The PEM encoding (`-----BEGIN CERTIFICATE-----` …).
    func pem() throws(SigningError) -> String {
        guard let bio = skcrypto_BIO_new(skcrypto_BIO_s_mem()) else { throw .openssl("BIO_new") }
        defer { skcrypto_BIO_free(bio) }
        guard skcrypto_PEM_write_bio_X509(bio, x509) == 1 else { throw .openssl("PEM_write_bio_X509") }
        var data: UnsafeMutablePointer<CChar>?
        let length = skcrypto_BIO_ctrl(bio, BIO_CTRL_INFO, 0, &data)
        guard length > 0, let data else { throw .openssl("BIO_get_mem_data") }
        return data.withMemoryRebound(to: UInt8.self, capacity: length) { String(decoding: UnsafeBufferPointer(start: $0, count: length),
            as: UTF8.self) }
    }
}
