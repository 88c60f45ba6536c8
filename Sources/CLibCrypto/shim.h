// OpenSSL's libcrypto (Debian's libssl-dev) for ES256 signing and the local test certificates.
// The EC_KEY calls that build a key from a derived private scalar are deprecated in OpenSSL 3.0
// but still supported; this keeps their declarations free of deprecation attributes.
#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>
