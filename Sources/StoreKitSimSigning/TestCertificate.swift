import CLibCrypto
import StoreKitSim

/// One X.509 certificate of the local test chain, made and signed with libcrypto.
final class TestCertificate {
    let x509: OpaquePointer
    let commonName: String

    /// Which place in the chain a certificate holds, with the extensions the App Store's
    /// certificate of that place carries (Apple Root CA - G3; Apple Worldwide Developer Relations
    /// Certification Authority; the App Store's receipt signing leaf). The App Store Server
    /// Library's SignedDataVerifier checks the chain with OpenSSL's X509_STRICT, so leaf and
    /// intermediate name their issuer's key (authority key identifier), and it looks for Apple's
    /// marker extensions: 1.2.840.113635.100.6.2.1 on the intermediate, 1.2.840.113635.100.6.11.1
    /// on the leaf (their values are not read; Apple's hold ASN.1 NULL).
    enum Role {
        case root, intermediate, leaf

        var extensions: [(name: String, value: String)] {
            switch self {
            case .root:
                return [("basicConstraints", "critical,CA:TRUE"), ("keyUsage", "critical,keyCertSign,cRLSign"),
                        ("subjectKeyIdentifier", "hash")]
            case .intermediate:
                return [("basicConstraints", "critical,CA:TRUE,pathlen:0"), ("keyUsage", "critical,keyCertSign,cRLSign"),
                        ("subjectKeyIdentifier", "hash"), ("authorityKeyIdentifier", "keyid:always"),
                        ("1.2.840.113635.100.6.2.1", "ASN1:NULL")]
            case .leaf:
                return [("basicConstraints", "critical,CA:FALSE"), ("keyUsage", "critical,digitalSignature"),
                        ("subjectKeyIdentifier", "hash"), ("authorityKeyIdentifier", "keyid:always"),
                        ("1.2.840.113635.100.6.11.1", "ASN1:NULL")]
            }
        }
    }

    /// The first instant every certificate is valid: 2025-01-01, before the virtual clock's start.
    static let notBefore: Int64 = 1_735_689_600

    /// A version 3 certificate for `subject`'s key, issued by `issuer` (self-signed when nil), valid
    /// from `notBefore` to the virtual clock's last instant (`VirtualClock.end`, 9999-12-31
    /// 23:59:59 UTC, RFC 5280's "no well-defined expiration date"): every `signedDate` the clock
    /// can reach falls inside it, so a verifier that checks the chain at `signedDate` accepts it.
    init(commonName: String, serial: Int, key: SigningKey, role: Role,
         issuer: (certificate: TestCertificate, key: SigningKey)?) throws(SigningError) {
        guard let x509 = skcrypto_X509_new() else { throw .openssl("X509_new") }
        self.x509 = x509
        self.commonName = commonName
        guard skcrypto_X509_set_version(x509, 2) == 1, skcrypto_ASN1_INTEGER_set(skcrypto_X509_get_serialNumber(x509), serial) == 1,
              skcrypto_ASN1_TIME_set(skcrypto_X509_getm_notBefore(x509), time_t(Self.notBefore)) != nil,
              skcrypto_ASN1_TIME_set(skcrypto_X509_getm_notAfter(x509), time_t(VirtualClock.end.seconds)) != nil else { throw .openssl("X509 dates") }
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
        for (extensionName, value) in role.extensions {
            guard let ext = skcrypto_X509V3_EXT_conf(nil, &context, extensionName, value) else { throw .openssl("X509V3_EXT_conf \(extensionName)") }
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
        try PEMText.written(by: "PEM_write_bio_X509") { skcrypto_PEM_write_bio_X509($0, x509) }
    }
}
