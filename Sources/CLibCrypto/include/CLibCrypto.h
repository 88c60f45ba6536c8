// OpenSSL's libcrypto (Debian's libssl-dev headers) for ES256 signing and the local test
// certificates, loaded on first use.
//
// Only StoreKit 2's signed data needs libcrypto, yet linking it costs every start of the tool
// about 1.8 ms (the dynamic loader maps and relocates it before main), against a start-up budget
// of 4 ms. So on Linux the binary does not link it: skcrypto_load() dlopen's libcrypto.so.3 once,
// resolves every function below with dlsym, and the skcrypto_ wrappers call through those
// pointers. On macOS the wrappers call libcrypto directly (the target links it there).
//
// Call skcrypto_load() (it is cheap after the first time) before any other skcrypto_ function.
#ifndef CLIBCRYPTO_H
#define CLIBCRYPTO_H
// The EC_KEY calls that build a key from a derived private scalar are deprecated in OpenSSL 3.0
// but still supported; this keeps their declarations free of deprecation attributes.
#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <stddef.h>
#include <time.h>
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

/// The shared object tried first, and the development link tried when it is missing.
extern const char *const skcrypto_soname;
extern const char *const skcrypto_fallback_soname;

/// Loads libcrypto and resolves every function once per process; 0 on success. On failure
/// writes why (the loader's message: library name and reason) into `error` and returns -1;
/// a later call tries again.
int skcrypto_load(char *error, size_t size);

/// skcrypto_load with other names, for tests: tries `soname`, then `fallback` (may be NULL).
/// When libcrypto is already loaded, the names are still tried, and nothing loaded is replaced.
int skcrypto_load_from(const char *soname, const char *fallback, char *error, size_t size);

// Digests and signatures.
const EVP_MD *skcrypto_EVP_sha256(void);
const EVP_MD *skcrypto_EVP_sha384(void);
int skcrypto_EVP_Digest(const void *data, size_t count, unsigned char *md, unsigned int *size, const EVP_MD *type, ENGINE *impl);
EVP_MD_CTX *skcrypto_EVP_MD_CTX_new(void);
void skcrypto_EVP_MD_CTX_free(EVP_MD_CTX *ctx);
int skcrypto_EVP_DigestSignInit(EVP_MD_CTX *ctx, EVP_PKEY_CTX **pctx, const EVP_MD *type, ENGINE *e, EVP_PKEY *pkey);
int skcrypto_EVP_DigestSign(EVP_MD_CTX *ctx, unsigned char *sigret, size_t *siglen, const unsigned char *tbs, size_t tbslen);
int skcrypto_EVP_EncodeBlock(unsigned char *t, const unsigned char *f, int n);
ECDSA_SIG *skcrypto_d2i_ECDSA_SIG(ECDSA_SIG **sig, const unsigned char **pp, long len);
void skcrypto_ECDSA_SIG_free(ECDSA_SIG *sig);
void skcrypto_ECDSA_SIG_get0(const ECDSA_SIG *sig, const BIGNUM **pr, const BIGNUM **ps);

// Keys.
EVP_PKEY *skcrypto_EVP_PKEY_new(void);
void skcrypto_EVP_PKEY_free(EVP_PKEY *pkey);
int skcrypto_EVP_PKEY_set1_EC_KEY(EVP_PKEY *pkey, EC_KEY *key);
EC_KEY *skcrypto_EC_KEY_new_by_curve_name(int nid);
void skcrypto_EC_KEY_free(EC_KEY *key);
const EC_GROUP *skcrypto_EC_KEY_get0_group(const EC_KEY *key);
int skcrypto_EC_KEY_set_private_key(EC_KEY *key, const BIGNUM *prv);
int skcrypto_EC_KEY_set_public_key(EC_KEY *key, const EC_POINT *pub);
int skcrypto_EC_GROUP_get_order(const EC_GROUP *group, BIGNUM *order, BN_CTX *ctx);
EC_POINT *skcrypto_EC_POINT_new(const EC_GROUP *group);
void skcrypto_EC_POINT_free(EC_POINT *point);
int skcrypto_EC_POINT_mul(const EC_GROUP *group, EC_POINT *r, const BIGNUM *n, const EC_POINT *q, const BIGNUM *m, BN_CTX *ctx);

// Big numbers.
BIGNUM *skcrypto_BN_new(void);
void skcrypto_BN_free(BIGNUM *a);
BIGNUM *skcrypto_BN_bin2bn(const unsigned char *s, int len, BIGNUM *ret);
int skcrypto_BN_bn2binpad(const BIGNUM *a, unsigned char *to, int tolen);
int skcrypto_BN_div(BIGNUM *dv, BIGNUM *rem, const BIGNUM *m, const BIGNUM *d, BN_CTX *ctx);
int skcrypto_BN_add_word(BIGNUM *a, BN_ULONG w);
int skcrypto_BN_sub_word(BIGNUM *a, BN_ULONG w);
BN_CTX *skcrypto_BN_CTX_new(void);
void skcrypto_BN_CTX_free(BN_CTX *c);

// Certificates.
X509 *skcrypto_X509_new(void);
void skcrypto_X509_free(X509 *a);
int skcrypto_X509_set_version(X509 *x, long version);
ASN1_INTEGER *skcrypto_X509_get_serialNumber(X509 *x);
int skcrypto_ASN1_INTEGER_set(ASN1_INTEGER *a, long v);
ASN1_TIME *skcrypto_ASN1_TIME_set(ASN1_TIME *s, time_t t);
ASN1_TIME *skcrypto_X509_getm_notBefore(const X509 *x);
ASN1_TIME *skcrypto_X509_getm_notAfter(const X509 *x);
X509_NAME *skcrypto_X509_get_subject_name(const X509 *a);
int skcrypto_X509_NAME_add_entry_by_txt(X509_NAME *name, const char *field, int type, const unsigned char *bytes, int len, int loc, int set);
int skcrypto_X509_set_issuer_name(X509 *x, const X509_NAME *name);
int skcrypto_X509_set_pubkey(X509 *x, EVP_PKEY *pkey);
void skcrypto_X509V3_set_ctx(X509V3_CTX *ctx, X509 *issuer, X509 *subject, X509_REQ *req, X509_CRL *crl, int flags);
X509_EXTENSION *skcrypto_X509V3_EXT_conf_nid(LHASH_OF(CONF_VALUE) *conf, X509V3_CTX *ctx, int ext_nid, const char *value);
/// By name or dotted OID, for an extension OpenSSL has no NID for (Apple's marker extensions, "ASN1:NULL").
X509_EXTENSION *skcrypto_X509V3_EXT_conf(LHASH_OF(CONF_VALUE) *conf, X509V3_CTX *ctx, const char *name, const char *value);
void skcrypto_X509_EXTENSION_free(X509_EXTENSION *a);
int skcrypto_X509_add_ext(X509 *x, X509_EXTENSION *ex, int loc);
int skcrypto_X509_sign(X509 *x, EVP_PKEY *pkey, const EVP_MD *md);
int skcrypto_i2d_X509(const X509 *a, unsigned char **out);

// PEM through a memory BIO.
BIO *skcrypto_BIO_new(const BIO_METHOD *type);
int skcrypto_BIO_free(BIO *a);
const BIO_METHOD *skcrypto_BIO_s_mem(void);
/// BIO_get_mem_data is a macro for this call with BIO_CTRL_INFO.
long skcrypto_BIO_ctrl(BIO *bp, int cmd, long larg, void *parg);
int skcrypto_PEM_write_bio_X509(BIO *out, const X509 *x);

// ES256 verification (the App Store Server API's bearer tokens) and the key's PKCS#8 PEM, as the
// .p8 file App Store Connect hands out.
int skcrypto_EVP_DigestVerifyInit(EVP_MD_CTX *ctx, EVP_PKEY_CTX **pctx, const EVP_MD *type, ENGINE *e, EVP_PKEY *pkey);
int skcrypto_EVP_DigestVerify(EVP_MD_CTX *ctx, const unsigned char *sig, size_t siglen, const unsigned char *tbs, size_t tbslen);
ECDSA_SIG *skcrypto_ECDSA_SIG_new(void);
/// Takes ownership of `r` and `s` on success.
int skcrypto_ECDSA_SIG_set0(ECDSA_SIG *sig, BIGNUM *r, BIGNUM *s);
int skcrypto_i2d_ECDSA_SIG(const ECDSA_SIG *sig, unsigned char **pp);
/// PEM_write_bio_PKCS8PrivateKey without encryption: `-----BEGIN PRIVATE KEY-----`.
int skcrypto_PEM_write_bio_PKCS8PrivateKey(BIO *out, const EVP_PKEY *key);

#endif
