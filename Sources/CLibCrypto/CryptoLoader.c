// Loads libcrypto on first use (see CLibCrypto.h for why) and forwards each skcrypto_ wrapper
// to the function it names: through a pointer resolved with dlsym on Linux, directly on macOS.
#include "CLibCrypto.h"
#include "CLibraryLoader.h"

const char *const skcrypto_soname = "libcrypto.so.3";
const char *const skcrypto_fallback_soname = "libcrypto.so";

// Every libcrypto function the wrappers call, once: the table's fields and the dlsym loop come
// from this list, so a function cannot be declared and left unresolved.
#define SKCRYPTO_FUNCTIONS(X) \
    X(EVP_sha256) X(EVP_sha384) X(EVP_Digest) X(EVP_MD_CTX_new) X(EVP_MD_CTX_free) X(EVP_DigestSignInit) X(EVP_DigestSign) \
    X(EVP_EncodeBlock) X(d2i_ECDSA_SIG) X(ECDSA_SIG_free) X(ECDSA_SIG_get0) \
    X(EVP_PKEY_new) X(EVP_PKEY_free) X(EVP_PKEY_set1_EC_KEY) X(EC_KEY_new_by_curve_name) X(EC_KEY_free) \
    X(EC_KEY_get0_group) X(EC_KEY_set_private_key) X(EC_KEY_set_public_key) X(EC_GROUP_get_order) \
    X(EC_POINT_new) X(EC_POINT_free) X(EC_POINT_mul) \
    X(BN_new) X(BN_free) X(BN_bin2bn) X(BN_bn2binpad) X(BN_div) X(BN_add_word) X(BN_sub_word) X(BN_CTX_new) X(BN_CTX_free) \
    X(X509_new) X(X509_free) X(X509_set_version) X(X509_get_serialNumber) X(ASN1_INTEGER_set) X(ASN1_TIME_set) \
    X(X509_getm_notBefore) X(X509_getm_notAfter) X(X509_get_subject_name) X(X509_NAME_add_entry_by_txt) \
    X(X509_set_issuer_name) X(X509_set_pubkey) X(X509V3_set_ctx) X(X509V3_EXT_conf_nid) X(X509V3_EXT_conf) X(X509_EXTENSION_free) \
    X(X509_add_ext) X(X509_sign) X(i2d_X509) \
    X(BIO_new) X(BIO_free) X(BIO_s_mem) X(BIO_ctrl) X(PEM_write_bio_X509) \
    X(EVP_DigestVerifyInit) X(EVP_DigestVerify) X(ECDSA_SIG_new) X(ECDSA_SIG_set0) X(i2d_ECDSA_SIG) X(PEM_write_bio_PKCS8PrivateKey)

#ifdef __APPLE__
// macOS links libcrypto (Package.swift): the wrappers call it directly.
#define SK(name) name
#else
// Each field has the exact type of the function it holds, so a call through it is checked
// against OpenSSL's own declaration.
struct skcrypto_table {
#define SKCRYPTO_FIELD(name) __typeof__(&name) name;
    SKCRYPTO_FUNCTIONS(SKCRYPTO_FIELD)
#undef SKCRYPTO_FIELD
};
static struct skcrypto_table skcrypto_functions;
#define SK(name) skcrypto_functions.name
#endif

static sk_library_state skcrypto_state = SK_LIBRARY_STATE_INIT;

int skcrypto_load_from(const char *soname, const char *fallback, char *error, size_t size) {
#ifdef __APPLE__
    // macOS links libcrypto: the name is only checked, so the loader's seam behaves alike.
    return sk_load_library(&skcrypto_state, soname, fallback, NULL, NULL, 0, error, size);
#else
#define SKCRYPTO_NAME(name) #name,
    static const char *const names[] = {SKCRYPTO_FUNCTIONS(SKCRYPTO_NAME)};
#undef SKCRYPTO_NAME
    _Static_assert(sizeof names / sizeof *names == sizeof(struct skcrypto_table) / sizeof(void *), "one pointer per name");
    return sk_load_library(&skcrypto_state, soname, fallback, names, (void **)&skcrypto_functions,
                           sizeof names / sizeof *names, error, size);
#endif
}

int skcrypto_load(char *error, size_t size) {
#ifdef __APPLE__
    (void)error; (void)size;
    return 0;
#else
    if (sk_library_loaded(&skcrypto_state)) return 0;
    return skcrypto_load_from(skcrypto_soname, skcrypto_fallback_soname, error, size);
#endif
}

const EVP_MD *skcrypto_EVP_sha256(void) { return SK(EVP_sha256)(); }
const EVP_MD *skcrypto_EVP_sha384(void) { return SK(EVP_sha384)(); }
int skcrypto_EVP_Digest(const void *data, size_t count, unsigned char *md, unsigned int *size, const EVP_MD *type, ENGINE *impl) {
    return SK(EVP_Digest)(data, count, md, size, type, impl);
}
EVP_MD_CTX *skcrypto_EVP_MD_CTX_new(void) { return SK(EVP_MD_CTX_new)(); }
void skcrypto_EVP_MD_CTX_free(EVP_MD_CTX *ctx) { SK(EVP_MD_CTX_free)(ctx); }
int skcrypto_EVP_DigestSignInit(EVP_MD_CTX *ctx, EVP_PKEY_CTX **pctx, const EVP_MD *type, ENGINE *e, EVP_PKEY *pkey) {
    return SK(EVP_DigestSignInit)(ctx, pctx, type, e, pkey);
}
int skcrypto_EVP_DigestSign(EVP_MD_CTX *ctx, unsigned char *sigret, size_t *siglen, const unsigned char *tbs, size_t tbslen) {
    return SK(EVP_DigestSign)(ctx, sigret, siglen, tbs, tbslen);
}
int skcrypto_EVP_EncodeBlock(unsigned char *t, const unsigned char *f, int n) { return SK(EVP_EncodeBlock)(t, f, n); }
ECDSA_SIG *skcrypto_d2i_ECDSA_SIG(ECDSA_SIG **sig, const unsigned char **pp, long len) { return SK(d2i_ECDSA_SIG)(sig, pp, len); }
void skcrypto_ECDSA_SIG_free(ECDSA_SIG *sig) { SK(ECDSA_SIG_free)(sig); }
void skcrypto_ECDSA_SIG_get0(const ECDSA_SIG *sig, const BIGNUM **pr, const BIGNUM **ps) { SK(ECDSA_SIG_get0)(sig, pr, ps); }

EVP_PKEY *skcrypto_EVP_PKEY_new(void) { return SK(EVP_PKEY_new)(); }
void skcrypto_EVP_PKEY_free(EVP_PKEY *pkey) { SK(EVP_PKEY_free)(pkey); }
int skcrypto_EVP_PKEY_set1_EC_KEY(EVP_PKEY *pkey, EC_KEY *key) { return SK(EVP_PKEY_set1_EC_KEY)(pkey, key); }
EC_KEY *skcrypto_EC_KEY_new_by_curve_name(int nid) { return SK(EC_KEY_new_by_curve_name)(nid); }
void skcrypto_EC_KEY_free(EC_KEY *key) { SK(EC_KEY_free)(key); }
const EC_GROUP *skcrypto_EC_KEY_get0_group(const EC_KEY *key) { return SK(EC_KEY_get0_group)(key); }
int skcrypto_EC_KEY_set_private_key(EC_KEY *key, const BIGNUM *prv) { return SK(EC_KEY_set_private_key)(key, prv); }
int skcrypto_EC_KEY_set_public_key(EC_KEY *key, const EC_POINT *pub) { return SK(EC_KEY_set_public_key)(key, pub); }
int skcrypto_EC_GROUP_get_order(const EC_GROUP *group, BIGNUM *order, BN_CTX *ctx) { return SK(EC_GROUP_get_order)(group, order, ctx); }
EC_POINT *skcrypto_EC_POINT_new(const EC_GROUP *group) { return SK(EC_POINT_new)(group); }
void skcrypto_EC_POINT_free(EC_POINT *point) { SK(EC_POINT_free)(point); }
int skcrypto_EC_POINT_mul(const EC_GROUP *group, EC_POINT *r, const BIGNUM *n, const EC_POINT *q, const BIGNUM *m, BN_CTX *ctx) {
    return SK(EC_POINT_mul)(group, r, n, q, m, ctx);
}

BIGNUM *skcrypto_BN_new(void) { return SK(BN_new)(); }
void skcrypto_BN_free(BIGNUM *a) { SK(BN_free)(a); }
BIGNUM *skcrypto_BN_bin2bn(const unsigned char *s, int len, BIGNUM *ret) { return SK(BN_bin2bn)(s, len, ret); }
int skcrypto_BN_bn2binpad(const BIGNUM *a, unsigned char *to, int tolen) { return SK(BN_bn2binpad)(a, to, tolen); }
int skcrypto_BN_div(BIGNUM *dv, BIGNUM *rem, const BIGNUM *m, const BIGNUM *d, BN_CTX *ctx) { return SK(BN_div)(dv, rem, m, d, ctx); }
int skcrypto_BN_add_word(BIGNUM *a, BN_ULONG w) { return SK(BN_add_word)(a, w); }
int skcrypto_BN_sub_word(BIGNUM *a, BN_ULONG w) { return SK(BN_sub_word)(a, w); }
BN_CTX *skcrypto_BN_CTX_new(void) { return SK(BN_CTX_new)(); }
void skcrypto_BN_CTX_free(BN_CTX *c) { SK(BN_CTX_free)(c); }

X509 *skcrypto_X509_new(void) { return SK(X509_new)(); }
void skcrypto_X509_free(X509 *a) { SK(X509_free)(a); }
int skcrypto_X509_set_version(X509 *x, long version) { return SK(X509_set_version)(x, version); }
ASN1_INTEGER *skcrypto_X509_get_serialNumber(X509 *x) { return SK(X509_get_serialNumber)(x); }
int skcrypto_ASN1_INTEGER_set(ASN1_INTEGER *a, long v) { return SK(ASN1_INTEGER_set)(a, v); }
ASN1_TIME *skcrypto_ASN1_TIME_set(ASN1_TIME *s, time_t t) { return SK(ASN1_TIME_set)(s, t); }
ASN1_TIME *skcrypto_X509_getm_notBefore(const X509 *x) { return SK(X509_getm_notBefore)(x); }
ASN1_TIME *skcrypto_X509_getm_notAfter(const X509 *x) { return SK(X509_getm_notAfter)(x); }
X509_NAME *skcrypto_X509_get_subject_name(const X509 *a) { return SK(X509_get_subject_name)(a); }
int skcrypto_X509_NAME_add_entry_by_txt(X509_NAME *name, const char *field, int type, const unsigned char *bytes, int len, int loc, int set) {
    return SK(X509_NAME_add_entry_by_txt)(name, field, type, bytes, len, loc, set);
}
int skcrypto_X509_set_issuer_name(X509 *x, const X509_NAME *name) { return SK(X509_set_issuer_name)(x, name); }
int skcrypto_X509_set_pubkey(X509 *x, EVP_PKEY *pkey) { return SK(X509_set_pubkey)(x, pkey); }
void skcrypto_X509V3_set_ctx(X509V3_CTX *ctx, X509 *issuer, X509 *subject, X509_REQ *req, X509_CRL *crl, int flags) {
    SK(X509V3_set_ctx)(ctx, issuer, subject, req, crl, flags);
}
X509_EXTENSION *skcrypto_X509V3_EXT_conf_nid(LHASH_OF(CONF_VALUE) *conf, X509V3_CTX *ctx, int ext_nid, const char *value) {
    return SK(X509V3_EXT_conf_nid)(conf, ctx, ext_nid, value);
}
X509_EXTENSION *skcrypto_X509V3_EXT_conf(LHASH_OF(CONF_VALUE) *conf, X509V3_CTX *ctx, const char *name, const char *value) {
    return SK(X509V3_EXT_conf)(conf, ctx, name, value);
}
void skcrypto_X509_EXTENSION_free(X509_EXTENSION *a) { SK(X509_EXTENSION_free)(a); }
int skcrypto_X509_add_ext(X509 *x, X509_EXTENSION *ex, int loc) { return SK(X509_add_ext)(x, ex, loc); }
int skcrypto_X509_sign(X509 *x, EVP_PKEY *pkey, const EVP_MD *md) { return SK(X509_sign)(x, pkey, md); }
int skcrypto_i2d_X509(const X509 *a, unsigned char **out) { return SK(i2d_X509)(a, out); }

BIO *skcrypto_BIO_new(const BIO_METHOD *type) { return SK(BIO_new)(type); }
int skcrypto_BIO_free(BIO *a) { return SK(BIO_free)(a); }
const BIO_METHOD *skcrypto_BIO_s_mem(void) { return SK(BIO_s_mem)(); }
long skcrypto_BIO_ctrl(BIO *bp, int cmd, long larg, void *parg) { return SK(BIO_ctrl)(bp, cmd, larg, parg); }
int skcrypto_PEM_write_bio_X509(BIO *out, const X509 *x) { return SK(PEM_write_bio_X509)(out, x); }

// ES256 verification and the PKCS#8 export of the App Store Server API key (`storekit-sim serve`).
int skcrypto_EVP_DigestVerifyInit(EVP_MD_CTX *ctx, EVP_PKEY_CTX **pctx, const EVP_MD *type, ENGINE *e, EVP_PKEY *pkey) {
    return SK(EVP_DigestVerifyInit)(ctx, pctx, type, e, pkey);
}
int skcrypto_EVP_DigestVerify(EVP_MD_CTX *ctx, const unsigned char *sig, size_t siglen, const unsigned char *tbs, size_t tbslen) {
    return SK(EVP_DigestVerify)(ctx, sig, siglen, tbs, tbslen);
}
ECDSA_SIG *skcrypto_ECDSA_SIG_new(void) { return SK(ECDSA_SIG_new)(); }
int skcrypto_ECDSA_SIG_set0(ECDSA_SIG *sig, BIGNUM *r, BIGNUM *s) { return SK(ECDSA_SIG_set0)(sig, r, s); }
int skcrypto_i2d_ECDSA_SIG(const ECDSA_SIG *sig, unsigned char **pp) { return SK(i2d_ECDSA_SIG)(sig, pp); }
int skcrypto_PEM_write_bio_PKCS8PrivateKey(BIO *out, const EVP_PKEY *key) {
    return SK(PEM_write_bio_PKCS8PrivateKey)(out, key, NULL, NULL, 0, NULL, NULL);
}
