// GNU libmicrohttpd (Debian's libmicrohttpd-dev headers) for `storekit-sim serve`, loaded on first use.
//
// Only the server needs an HTTP library, so on Linux the binary does not link it: skhttp_load()
// dlopen's libmicrohttpd.so.12 through CLibraryLoader and resolves the few functions below, as
// CLibCrypto does for libcrypto. macOS links it (Homebrew's libmicrohttpd).
//
// The shim hides libmicrohttpd's call-per-chunk protocol: it collects one request (method, path,
// decoded query arguments, the two headers the App Store Server API reads, a body up to a limit),
// hands it to one handler, and sends the handler's answer. It also enforces the limits a server on
// a developer's machine needs against hostile clients (header bytes, body bytes, connections, time
// per request), closing a connection that exceeds its time even while it trickles bytes.
#ifndef CLIBMICROHTTPD_H
#define CLIBMICROHTTPD_H
#include <stddef.h>
#include <stdint.h>

/// The shared object tried first, and the development link tried when it is missing.
extern const char *const skhttp_soname;
extern const char *const skhttp_fallback_soname;

/// Loads libmicrohttpd once per process; 0, or -1 with the loader's reason in `error`.
int skhttp_load(char *error, size_t size);

/// One request, valid only during the handler call. Strings are NUL-terminated as received
/// (percent-decoded for the path and query); the caller checks their UTF-8.
typedef struct {
    const char *method;
    const char *path;
    const char *const *query_keys;
    const char *const *query_values;
    size_t query_count;
    /// NULL when absent.
    const char *authorization;
    const char *content_type;
    /// NULL when absent (HTTP/1.0).
    const char *host;
    /// NULL when absent (not a browser's cross-origin request).
    const char *origin;
    const unsigned char *body;
    size_t body_length;
} skhttp_request;

/// The answer a handler gives: filled with skhttp_respond.
typedef struct skhttp_response skhttp_response;

/// Sets the answer's status, content type (copied) and body (copied).
void skhttp_respond(skhttp_response *response, unsigned int status, const char *content_type, const unsigned char *body, size_t length);

/// Adds a response header (`Allow` on a 405); -1 when the four slots are taken or it is too long.
int skhttp_respond_header(skhttp_response *response, const char *name, const char *value);

/// Called for each complete request, first with `may_wait` 0 on one of the pool's threads, which
/// serve many connections each: the handler answers (fills `response`, returns 1) only if it can
/// without waiting for anything another request may hold for long, else returns 0 without
/// answering. Then it is called again with `may_wait` 1 on a thread of the request's own (its
/// connection suspended meanwhile), where it must answer. Requests on different connections may be
/// handled at the same time.
typedef int (*skhttp_handler)(void *context, const skhttp_request *request, skhttp_response *response, int may_wait);

typedef struct {
    /// Open connections at most; past it, a new one closes the one that has waited longest for a request.
    unsigned int max_connections;
    /// Bytes of request line and headers: 431 beyond them (414 for a longer request target alone).
    size_t max_header_bytes;
    /// libmicrohttpd's memory per connection, cleared after every request: the request line and
    /// headers and libmicrohttpd's bookkeeping for each header and query argument. A request whose
    /// headers do not fit is answered 431 by libmicrohttpd itself.
    size_t connection_memory_bytes;
    /// Query arguments at most (empty ones not counted): 431 beyond them.
    unsigned int max_query_arguments;
    /// Bytes of body: a larger Content-Length gets 413 before the body is read; a chunked body
    /// that grows past it closes the connection.
    size_t max_body_bytes;
    /// Seconds a connection has to send a request line and headers (from its opening or the previous
    /// answer), however slowly its bytes arrive; then it is closed.
    unsigned int header_seconds;
    /// Seconds to send the body once the headers are in, and to take the answer; the handler
    /// itself has no limit.
    unsigned int request_seconds;
} skhttp_limits;

typedef struct skhttp_server skhttp_server;

/// Starts serving on `address` (an IPv4 dotted quad, or an IPv6 address with or without brackets)
/// and `port` (0 picks a free one), with a pool of a thread per core. NULL with the reason in `error` when the address is bad or the port is taken.
skhttp_server *skhttp_start(const char *address, uint16_t port, skhttp_limits limits, skhttp_handler handler, void *context,
                            char *error, size_t size);

/// The port the server listens on.
uint16_t skhttp_port(const skhttp_server *server);

/// Stops serving, closes every connection and frees the server.
void skhttp_stop(skhttp_server *server);

/// Blocks SIGINT and SIGTERM in the calling thread (call before skhttp_start, so the server's
/// thread inherits the mask) and returns; skhttp_wait_for_termination then waits for one.
void skhttp_block_termination_signals(void);
/// Waits for SIGINT or SIGTERM (blocked by skhttp_block_termination_signals) and returns its number.
int skhttp_wait_for_termination(void);

#endif
