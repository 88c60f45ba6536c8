// Loads libcurl on first use (see CLibCurl.h for why) and runs each whole operation through the
// functions it resolved: through pointers from dlsym on Linux, directly on macOS.
#include "CLibCurl.h"
#include "CLibraryLoader.h"
#include <curl/curl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const skcurl_soname = "libcurl.so.4";
const char *const skcurl_fallback_soname = "libcurl.so";

// Every libcurl function the operations call, once: the table's fields and the dlsym loop come
// from this list, so a function cannot be used and left unresolved.
#define SKCURL_FUNCTIONS(X) \
    X(curl_global_init) X(curl_easy_init) X(curl_easy_setopt) X(curl_easy_perform) X(curl_easy_getinfo) \
    X(curl_easy_cleanup) X(curl_easy_strerror) X(curl_slist_append) X(curl_slist_free_all) \
    X(curl_url) X(curl_url_set) X(curl_url_get) X(curl_url_cleanup) X(curl_url_strerror) X(curl_free)

#ifdef __APPLE__
#define SK(name) name
#else
struct skcurl_table {
#define SKCURL_FIELD(name) __typeof__(&name) name;
    SKCURL_FUNCTIONS(SKCURL_FIELD)
#undef SKCURL_FIELD
};
static struct skcurl_table skcurl_functions;
#define SK(name) skcurl_functions.name
#endif

static sk_library_state skcurl_state = SK_LIBRARY_STATE_INIT;
static pthread_once_t skcurl_global_once = PTHREAD_ONCE_INIT;

static void skcurl_global(void) { SK(curl_global_init)(CURL_GLOBAL_DEFAULT); }

int skcurl_load(char *error, size_t size) {
#ifdef __APPLE__
    (void)error; (void)size;
#else
    if (!sk_library_loaded(&skcurl_state)) {
#define SKCURL_NAME(name) #name,
        static const char *const names[] = {SKCURL_FUNCTIONS(SKCURL_NAME)};
#undef SKCURL_NAME
        _Static_assert(sizeof names / sizeof *names == sizeof(struct skcurl_table) / sizeof(void *), "one pointer per name");
        if (sk_load_library(&skcurl_state, skcurl_soname, skcurl_fallback_soname, names, (void **)&skcurl_functions,
                            sizeof names / sizeof *names, error, size) != 0) return -1;
    }
#endif
    // curl_global_init is not thread-safe in older libcurl: once per process.
    pthread_once(&skcurl_global_once, skcurl_global);
    return 0;
}

static void skcurl_copy(char *to, size_t size, const char *from) { snprintf(to, size, "%s", from ? from : ""); }

int skcurl_parse_url(const char *url, skcurl_url_parts *parts) {
    memset(parts, 0, sizeof *parts);
    CURLU *handle = SK(curl_url)();
    if (!handle) {
        parts->code = CURLUE_OUT_OF_MEMORY;
        skcurl_copy(parts->message, sizeof parts->message, "out of memory");
        return parts->code;
    }
    CURLUcode code = SK(curl_url_set)(handle, CURLUPART_URL, url, 0);
    char *part = NULL;
    if (code == CURLUE_OK) code = SK(curl_url_get)(handle, CURLUPART_SCHEME, &part, 0);
    if (code == CURLUE_OK) { skcurl_copy(parts->scheme, sizeof parts->scheme, part); SK(curl_free)(part); part = NULL; }
    if (code == CURLUE_OK) code = SK(curl_url_get)(handle, CURLUPART_HOST, &part, 0);
    if (code == CURLUE_OK) { skcurl_copy(parts->host, sizeof parts->host, part); SK(curl_free)(part); part = NULL; }
    if (code == CURLUE_OK) code = SK(curl_url_get)(handle, CURLUPART_PORT, &part, CURLU_DEFAULT_PORT);
    if (code == CURLUE_OK) { parts->port = strtol(part, NULL, 10); SK(curl_free)(part); part = NULL; }
    SK(curl_url_cleanup)(handle);
    parts->code = (int)code;
    if (code != CURLUE_OK) skcurl_copy(parts->message, sizeof parts->message, SK(curl_url_strerror)(code));
    return parts->code;
}

/// Drops the answer's body: the App Store reads only the status code.
static size_t skcurl_discard(char *data, size_t size, size_t count, void *context) {
    (void)data; (void)context;
    return size * count;
}

static CURL *skcurl_handle(const char *url, long timeout_ms, long connect_timeout_ms, char *error_buffer) {
    CURL *curl = SK(curl_easy_init)();
    if (!curl) return NULL;
    SK(curl_easy_setopt)(curl, CURLOPT_URL, url);
    SK(curl_easy_setopt)(curl, CURLOPT_NOSIGNAL, 1L);
    SK(curl_easy_setopt)(curl, CURLOPT_FOLLOWLOCATION, 0L);
    SK(curl_easy_setopt)(curl, CURLOPT_PROTOCOLS_STR, "http,https");
    SK(curl_easy_setopt)(curl, CURLOPT_TIMEOUT_MS, timeout_ms);
    SK(curl_easy_setopt)(curl, CURLOPT_CONNECTTIMEOUT_MS, connect_timeout_ms);
    SK(curl_easy_setopt)(curl, CURLOPT_ERRORBUFFER, error_buffer);
    SK(curl_easy_setopt)(curl, CURLOPT_WRITEFUNCTION, skcurl_discard);
    // No proxy from the environment: the simulator posts to the URL it was given.
    SK(curl_easy_setopt)(curl, CURLOPT_NOPROXY, "*");
    return curl;
}

static int skcurl_finish(CURL *curl, CURLcode code, const char *error_buffer, skcurl_result *result) {
    result->code = (int)code;
    result->status = 0;
    if (code == CURLE_OK) SK(curl_easy_getinfo)(curl, CURLINFO_RESPONSE_CODE, &result->status);
    // curl_easy_strerror's words, not the error buffer's: those carry elapsed times ("after 0 ms"),
    // and transcripts must read the same on every run.
    (void)error_buffer;
    skcurl_copy(result->message, sizeof result->message, code == CURLE_OK ? "" : SK(curl_easy_strerror)(code));
    SK(curl_easy_cleanup)(curl);
    return result->code;
}

int skcurl_probe(const char *url, long timeout_ms, skcurl_result *result) {
    char error_buffer[CURL_ERROR_SIZE] = {0};
    CURL *curl = skcurl_handle(url, timeout_ms, timeout_ms, error_buffer);
    if (!curl) {
        result->code = CURLE_OUT_OF_MEMORY;
        result->status = 0;
        skcurl_copy(result->message, sizeof result->message, "out of memory");
        return result->code;
    }
    SK(curl_easy_setopt)(curl, CURLOPT_CONNECT_ONLY, 1L);
    CURLcode code = SK(curl_easy_perform)(curl);
    return skcurl_finish(curl, code, error_buffer, result);
}

int skcurl_post_json(const char *url, const char *body, size_t length, long timeout_ms, long connect_timeout_ms,
                     skcurl_result *result) {
    char error_buffer[CURL_ERROR_SIZE] = {0};
    CURL *curl = skcurl_handle(url, timeout_ms, connect_timeout_ms, error_buffer);
    struct curl_slist *headers = curl ? SK(curl_slist_append)(NULL, "Content-Type: application/json") : NULL;
    if (!curl || !headers) {
        if (curl) SK(curl_easy_cleanup)(curl);
        result->code = CURLE_OUT_OF_MEMORY;
        result->status = 0;
        skcurl_copy(result->message, sizeof result->message, "out of memory");
        return result->code;
    }
    SK(curl_easy_setopt)(curl, CURLOPT_HTTPHEADER, headers);
    SK(curl_easy_setopt)(curl, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)length);
    SK(curl_easy_setopt)(curl, CURLOPT_POSTFIELDS, body);
    CURLcode code = SK(curl_easy_perform)(curl);
    int answer = skcurl_finish(curl, code, error_buffer, result);
    SK(curl_slist_free_all)(headers);
    return answer;
}
