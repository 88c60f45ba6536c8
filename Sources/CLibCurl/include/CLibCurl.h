// libcurl (Debian's libcurl4-openssl-dev headers) for posting App Store Server Notifications to
// the developer's server, loaded on first use.
//
// Only delivery to a URL needs libcurl, and linking it (with its TLS, HTTP/2, LDAP and SSH
// libraries) would be mapped by every start of the tool against a start-up budget of 4 ms. So on
// Linux the binary does not link it: skcurl_load() dlopen's libcurl.so.4 once through
// CLibraryLoader and the skcurl_ functions call through the pointers it resolved. macOS links
// the system's libcurl.
//
// The calls are whole operations (parse a URL, probe a port, post one body) rather than one
// wrapper per libcurl function: curl_easy_setopt and curl_easy_getinfo are variadic, which Swift
// cannot call.
#ifndef CLIBCURL_H
#define CLIBCURL_H
#include <stddef.h>

/// The shared object tried first, and the development link tried when it is missing.
extern const char *const skcurl_soname;
extern const char *const skcurl_fallback_soname;

/// Loads libcurl and resolves every function once per process; 0 on success, else -1 with the
/// loader's message (library name and reason) in `error`. A later call tries again.
int skcurl_load(char *error, size_t size);

/// A URL's parts, as libcurl's own parser (curl_url) reads them.
typedef struct {
    /// 0, or the CURLUcode of the first part that failed.
    int code;
    char scheme[16];
    char host[256];
    /// The port given or the scheme's default.
    long port;
    /// curl_url_strerror of `code`.
    char message[128];
} skcurl_url_parts;

/// Parses `url` (a scheme is required; nothing is guessed). Returns 0 or the CURLUcode.
int skcurl_parse_url(const char *url, skcurl_url_parts *parts);

/// What one request did.
typedef struct {
    /// The CURLcode: 0 when an HTTP answer arrived.
    int code;
    /// The answer's status code, 0 when none arrived.
    long status;
    /// curl_easy_strerror(code): the same words on every run.
    char message[256];
} skcurl_result;

/// Connects to the URL's host and port and closes at once (CURLOPT_CONNECT_ONLY): nothing is
/// sent. The connection is bounded by `timeout_ms`.
int skcurl_probe(const char *url, long timeout_ms, skcurl_result *result);

/// POSTs `length` bytes of `body` with Content-Type application/json, follows no redirect, reads
/// and drops the answer's body, and bounds the whole exchange by `timeout_ms` (the connection by
/// `connect_timeout_ms`). Returns the CURLcode.
int skcurl_post_json(const char *url, const char *body, size_t length, long timeout_ms, long connect_timeout_ms,
                     skcurl_result *result);

#endif
