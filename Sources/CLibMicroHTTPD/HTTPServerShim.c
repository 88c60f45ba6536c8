// libmicrohttpd behind one request-in, answer-out handler (see CLibMicroHTTPD.h for why).
#include "CLibMicroHTTPD.h"
#include "CLibraryLoader.h"
#include <arpa/inet.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

const char *const skhttp_soname = "libmicrohttpd.so.12";
const char *const skhttp_fallback_soname = "libmicrohttpd.so";

// The functions called, resolved by skhttp_load (macOS links the library and fills them directly).
static struct {
    struct MHD_Daemon *(*start_daemon)(unsigned int, uint16_t, MHD_AcceptPolicyCallback, void *, MHD_AccessHandlerCallback, void *, ...);
    void (*stop_daemon)(struct MHD_Daemon *);
    const union MHD_DaemonInfo *(*get_daemon_info)(struct MHD_Daemon *, enum MHD_DaemonInfoType, ...);
    const union MHD_ConnectionInfo *(*get_connection_info)(struct MHD_Connection *, enum MHD_ConnectionInfoType, ...);
    const char *(*lookup_connection_value)(struct MHD_Connection *, enum MHD_ValueKind, const char *);
    int (*get_connection_values)(struct MHD_Connection *, enum MHD_ValueKind, MHD_KeyValueIterator, void *);
    int (*get_connection_values_n)(struct MHD_Connection *, enum MHD_ValueKind, MHD_KeyValueIteratorN, void *);
    struct MHD_Response *(*create_response_from_buffer)(size_t, void *, enum MHD_ResponseMemoryMode);
    enum MHD_Result (*add_response_header)(struct MHD_Response *, const char *, const char *);
    enum MHD_Result (*queue_response)(struct MHD_Connection *, unsigned int, struct MHD_Response *);
    void (*destroy_response)(struct MHD_Response *);
    void (*suspend_connection)(struct MHD_Connection *);
    void (*resume_connection)(struct MHD_Connection *);
} mhd;

static const char *const names[] = {
    "MHD_start_daemon", "MHD_stop_daemon", "MHD_get_daemon_info", "MHD_get_connection_info", "MHD_lookup_connection_value",
    "MHD_get_connection_values", "MHD_get_connection_values_n", "MHD_create_response_from_buffer", "MHD_add_response_header", "MHD_queue_response",
    "MHD_destroy_response", "MHD_suspend_connection", "MHD_resume_connection",
};

static sk_library_state state = SK_LIBRARY_STATE_INIT;

int skhttp_load(char *error, size_t size) {
    if (sk_library_loaded(&state)) return 0;
    _Static_assert(sizeof mhd == sizeof names / sizeof *names * sizeof(void *), "one name per function");
    return sk_load_library(&state, skhttp_soname, skhttp_fallback_soname, names, (void **)&mhd, sizeof names / sizeof *names,
                           error, size);
}

enum { response_header_slots = 4 };

struct skhttp_response {
    unsigned int status;
    char content_type[64];
    unsigned char *body;
    size_t length;
    unsigned int header_count;
    char header_names[response_header_slots][32];
    char header_values[response_header_slots][128];
};

int skhttp_respond_header(skhttp_response *response, const char *name, const char *value) {
    if (response->header_count >= response_header_slots || strlen(name) >= sizeof response->header_names[0] ||
        strlen(value) >= sizeof response->header_values[0])
        return -1;
    snprintf(response->header_names[response->header_count], sizeof response->header_names[0], "%s", name);
    snprintf(response->header_values[response->header_count], sizeof response->header_values[0], "%s", value);
    response->header_count++;
    return 0;
}

void skhttp_respond(skhttp_response *response, unsigned int status, const char *content_type, const unsigned char *body, size_t length) {
    response->status = status;
    snprintf(response->content_type, sizeof response->content_type, "%s", content_type ? content_type : "application/json");
    free(response->body);
    response->body = length ? malloc(length) : NULL;
    if (length && !response->body) {
        response->status = 500;
        response->length = 0;
        return;
    }
    if (length) memcpy(response->body, body, length);
    response->length = length;
}

/// Where a connection is, for the watchdog: waiting for (or reading) a request line and headers,
/// reading a body, in the handler (no limit: a long `clock advance` answers when done), or sending
/// the answer.
typedef enum { phase_headers, phase_body, phase_handler, phase_sending } connection_phase;

/// A connection the watchdog may close: its socket, its phase and when that phase must end.
typedef struct {
    int fd;
    int used;
    connection_phase phase;
    struct timespec deadline;
    /// When the connection last began waiting for a request: the oldest waiting one is closed first
    /// when the connection cap is reached.
    struct timespec waiting_since;
} tracked_connection;

typedef struct waiting_request waiting_request;

/// Seconds a helper thread waits for another waiting request before it ends.
enum { helper_idle_seconds = 10 };

struct skhttp_server {
    struct MHD_Daemon *daemon;
    skhttp_limits limits;
    skhttp_handler handler;
    void *context;
    pthread_mutex_t lock;
    tracked_connection *tracked;
    unsigned int tracked_count;
    pthread_t watchdog;
    int stopping;
    /// Requests answered by helper threads, their connections suspended (under `lock`, as all
    /// below): libmicrohttpd must not be stopped while one is (MHD_suspend_connection's contract).
    unsigned int waiting;
    pthread_cond_t waited;
    /// Waiting requests no helper has taken yet, in arrival order, and how many.
    waiting_request *queue, *queue_tail;
    unsigned int queued;
    /// Helper threads alive, and those not answering a request; `work` wakes an idle one.
    unsigned int helpers, idle;
    pthread_cond_t work;
    uint16_t port;
};

/// One request being received: framing faults found before its headers were complete, its body so
/// far, whether it is still being read.
typedef struct {
    int headers_checked;
    /// `%00` in the path, as sent (the decoded path would end there).
    int encoded_nul;
    /// More query arguments than the limit: answered 431 once the headers are in.
    int too_many_arguments;
    /// The raw request-target: where it begins in libmicrohttpd's buffer and its length as a string.
    const char *raw_uri;
    size_t raw_uri_length;
    unsigned char *body;
    size_t length;
    size_t capacity;
    /// The answer made on a thread of its own while the connection was suspended, sent when
    /// libmicrohttpd calls again after resuming it.
    skhttp_response *answer;
} pending_request;

static struct timespec now(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return time;
}

static struct timespec after(unsigned int seconds) {
    struct timespec time = now();
    time.tv_sec += seconds;
    return time;
}

static int before(struct timespec a, struct timespec b) {
    return a.tv_sec < b.tv_sec || (a.tv_sec == b.tv_sec && a.tv_nsec < b.tv_nsec);
}

static tracked_connection *tracked_of(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = mhd.get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info ? info->socket_context : NULL;
}

/// Moves a connection to `phase` with `seconds` to finish it (0: no limit).
static void enter_phase(skhttp_server *server, struct MHD_Connection *connection, connection_phase phase, unsigned int seconds) {
    tracked_connection *entry = tracked_of(connection);
    if (!entry) return;
    pthread_mutex_lock(&server->lock);
    entry->phase = phase;
    entry->deadline = seconds ? after(seconds) : (struct timespec){.tv_sec = (time_t)1 << 62};
    if (phase == phase_headers) entry->waiting_since = now();
    pthread_mutex_unlock(&server->lock);
}

static enum MHD_Result answer_with(struct MHD_Connection *connection, unsigned int status, const char *type, unsigned char *body,
                                   size_t length, const skhttp_response *headers, int close) {
    // MUST_FREE hands `body` (malloc'd or NULL) to libmicrohttpd.
    struct MHD_Response *response = mhd.create_response_from_buffer(length, body, MHD_RESPMEM_MUST_FREE);
    if (!response) {
        free(body);
        return MHD_NO;
    }
    mhd.add_response_header(response, "Content-Type", type);
    for (unsigned int i = 0; headers && i < headers->header_count; i++)
        mhd.add_response_header(response, headers->header_names[i], headers->header_values[i]);
    // libmicrohttpd closes the connection after an answer that says so: nothing sent after a
    // request whose framing is in doubt is read as another request (RFC 9112 §6.3, §11.2).
    if (close) mhd.add_response_header(response, "Connection", "close");
    enum MHD_Result result = mhd.queue_response(connection, status, response);
    mhd.destroy_response(response);
    return result;
}

/// An error answer (the API's JSON error), then the connection closed.
static enum MHD_Result refuse(struct MHD_Connection *connection, unsigned int status, long code, const char *message) {
    char json[256];
    int length = snprintf(json, sizeof json, "{\"errorCode\":%ld,\"errorMessage\":\"%s\"}", code, message);
    if (length < 0 || (size_t)length >= sizeof json) return MHD_NO;
    unsigned char *copy = malloc((size_t)length);
    if (!copy) return MHD_NO;
    memcpy(copy, json, (size_t)length);
    return answer_with(connection, status, "application/json", copy, (size_t)length, NULL, 1);
}

typedef struct {
    const char **keys;
    const char **values;
    size_t count;
    size_t capacity;
    int failed;
} argument_list;

static enum MHD_Result collect_argument(void *cls, enum MHD_ValueKind kind, const char *key, const char *value) {
    (void)kind;
    argument_list *list = cls;
    if (list->count == list->capacity) {
        size_t capacity = list->capacity ? list->capacity * 2 : 8;
        const char **keys = realloc(list->keys, capacity * sizeof *keys);
        if (!keys) { list->failed = 1; return MHD_NO; }
        list->keys = keys;
        const char **values = realloc(list->values, capacity * sizeof *values);
        if (!values) { list->failed = 1; return MHD_NO; }
        list->values = values;
        list->capacity = capacity;
    }
    list->keys[list->count] = key;
    list->values[list->count] = value ? value : "";
    list->count++;
    return MHD_YES;
}

/// What the header section says about framing (RFC 9112 §6): Content-Length and Transfer-Encoding
/// headers, a NUL inside a name or value, the section's size.
typedef struct {
    unsigned int content_lengths;
    int content_lengths_differ;
    const char *content_length;
    size_t content_length_size;
    unsigned int transfer_encodings;
    int transfer_encoding_not_chunked;
    int nul;
    size_t bytes;
    /// The header section walked in libmicrohttpd's read buffer (see stray_bytes_between): where the
    /// last field handed over ended, and where the section ends.
    const char *cursor;
    const char *section_end;
    /// A byte of the section that belongs to no field handed over: what followed a NUL in a value.
    int stray;
} header_survey;

/// Whether [from, to) holds only what libmicrohttpd leaves between the fields it hands over: the
/// NULs it wrote over `:`, CR and LF, and the blanks around a value (SP, HTAB).
static int separators_only(const char *from, const char *to) {
    for (; from < to; from++)
        if (*from != '\0' && *from != ' ' && *from != '\t') return 0;
    return 1;
}

/// RFC 9110 §5.5: a NUL within a field value MUST be rejected (or replaced with SP). libmicrohttpd
/// 0.9.75 measures a value with strlen, so it hands the value over cut at the NUL, its length cut
/// too; no option of that version refuses it (MHD_OPTION_STRICT_FOR_CLIENT checks the Host header
/// and blanks only). What follows the NUL is still in its read buffer, where the section lies in
/// order: the request line, then each `NAME:VALUE` line with `:`, CR and LF overwritten by NUL. So
/// the fields are walked in the order they are handed over, and any byte between the end of one
/// and the start of the next (or the end of the section) that is not a separator is the rest of a
/// value cut at a NUL. UNCONFIRMED beyond libmicrohttpd 0.9.75's buffer layout: a field outside the
/// section, or out of order, counts as stray too, so a library that lays it out otherwise refuses
/// every request with a header (fail closed), and the hostile corpus's good requests fail loudly.
static void walk_field(header_survey *survey, const char *start, size_t size) {
    if (!survey->cursor) return;
    if (start < survey->cursor || start + size > survey->section_end || !separators_only(survey->cursor, start)) survey->stray = 1;
    else survey->cursor = start + size;
}

static int equal_caseless(const char *a, size_t length, const char *b) {
    if (strlen(b) != length) return 0;
    for (size_t i = 0; i < length; i++) {
        unsigned char x = (unsigned char)a[i], y = (unsigned char)b[i];
        if ((x | (x >= 'A' && x <= 'Z' ? 0x20 : 0)) != y) return 0;
    }
    return 1;
}

static enum MHD_Result survey_header(void *cls, enum MHD_ValueKind kind, const char *key, size_t key_size, const char *value,
                                     size_t value_size) {
    (void)kind;
    header_survey *survey = cls;
    survey->bytes += key_size + value_size + 4;
    if (!key || !value || strlen(key) != key_size || strlen(value) != value_size) survey->nul = 1;
    if (key && value) {
        walk_field(survey, key, key_size);
        walk_field(survey, value, value_size);
    }
    if (key && equal_caseless(key, key_size, "content-length")) {
        if (survey->content_lengths && (value_size != survey->content_length_size || memcmp(value, survey->content_length, value_size) != 0))
            survey->content_lengths_differ = 1;
        survey->content_lengths++;
        survey->content_length = value;
        survey->content_length_size = value_size;
    }
    if (key && equal_caseless(key, key_size, "transfer-encoding")) {
        survey->transfer_encodings++;
        // Only `chunked` is decoded here; a coding this server cannot undo is 501 in RFC 9112 §6.1,
        // but its body's end cannot be found either, so it is answered as bad framing and closed.
        const char *start = value;
        size_t length = value_size;
        while (length && (*start == ' ' || *start == '\t')) { start++; length--; }
        while (length && (start[length - 1] == ' ' || start[length - 1] == '\t')) length--;
        if (!equal_caseless(start, length, "chunked")) survey->transfer_encoding_not_chunked = 1;
    }
    return MHD_YES;
}

/// The first call for a request (its headers complete): refuses what RFC 9112 says must not be
/// guessed at, before any byte of the body is read. MHD_YES to go on reading.
static enum MHD_Result check_headers(skhttp_server *server, struct MHD_Connection *connection, pending_request *pending,
                                     const char *method, const char *version) {
    pending->headers_checked = 1;
    header_survey survey = {0};
    // The section runs from the method (the buffer's first byte) for the size libmicrohttpd
    // reports (request line, headers and the empty line); the walk starts after the version.
    const union MHD_ConnectionInfo *size = mhd.get_connection_info(connection, MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE);
    if (!size || !method || !version || version < method) survey.stray = 1;
    else {
        survey.section_end = method + size->header_size;
        survey.cursor = version + strlen(version);
        if (survey.cursor > survey.section_end) survey.stray = 1;
    }
    mhd.get_connection_values_n(connection, MHD_HEADER_KIND, survey_header, &survey);
    if (survey.cursor && !survey.stray && !separators_only(survey.cursor, survey.section_end)) survey.stray = 1;
    // The request line as sent: the target ends where libmicrohttpd ended it before the version.
    // A NUL inside the target made the string shorter than that (UNCONFIRMED beyond libmicrohttpd
    // 0.9.75's layout: the check applies only when the version follows the target in the buffer).
    int nul_in_target = 0;
    if (pending->raw_uri && version > pending->raw_uri && (size_t)(version - pending->raw_uri) <= server->limits.max_header_bytes + 16) {
        size_t sent = (size_t)(version - pending->raw_uri) - 1;
        if (sent > pending->raw_uri_length) nul_in_target = 1;
    }
    size_t line = pending->raw_uri_length + 16;
    if (survey.nul || survey.stray || nul_in_target || pending->encoded_nul)
        return refuse(connection, 400, 4000000, "The request line or a header holds a NUL byte, or a header line is folded.");
    if (pending->raw_uri_length > server->limits.max_header_bytes)
        return refuse(connection, 414, 4000000, "The request target is too long.");
    if (line + survey.bytes > server->limits.max_header_bytes)
        return refuse(connection, 431, 4000000, "The request line and headers are too large.");
    if (pending->too_many_arguments) {
        char message[96];
        snprintf(message, sizeof message, "The request has more than %u query arguments.", server->limits.max_query_arguments);
        return refuse(connection, 431, 4000000, message);
    }
    if (survey.content_lengths_differ) return refuse(connection, 400, 4000000, "The request has differing Content-Length headers.");
    if (survey.transfer_encodings && survey.content_lengths)
        return refuse(connection, 400, 4000000, "The request has both Content-Length and Transfer-Encoding.");
    if (survey.transfer_encoding_not_chunked || survey.transfer_encodings > 1)
        return refuse(connection, 400, 4000000, "The request's Transfer-Encoding is not chunked.");
    if (survey.content_lengths) {
        char declared[32];
        if (survey.content_length_size == 0 || survey.content_length_size >= sizeof declared)
            return refuse(connection, survey.content_length_size ? 413 : 400, 4000000, "The request's Content-Length is not a length.");
        memcpy(declared, survey.content_length, survey.content_length_size);
        declared[survey.content_length_size] = '\0';
        char *end = NULL;
        for (size_t i = 0; i < survey.content_length_size; i++)
            if (declared[i] < '0' || declared[i] > '9') return refuse(connection, 400, 4000000, "The request's Content-Length is not a length.");
        unsigned long long length = strtoull(declared, &end, 10);
        if (length > server->limits.max_body_bytes) return refuse(connection, 413, 4000000, "The request body is too large.");
    }
    enter_phase(server, connection, phase_body, server->limits.request_seconds);
    return MHD_YES;
}

/// A request the handler could not answer without waiting (for a world a command holds, or a
/// control call that runs commands): answered by a helper thread while libmicrohttpd leaves the
/// connection suspended, so the pool's threads go on serving every other connection.
struct waiting_request {
    struct MHD_Connection *connection;
    pending_request *pending;
    skhttp_request request;
    argument_list arguments;
    skhttp_response *response;
    waiting_request *next;
};

/// Answers one waiting request and resumes its connection.
static void answer_waiting(skhttp_server *server, waiting_request *waiting) {
    server->handler(server->context, &waiting->request, waiting->response, 1);
    free(waiting->arguments.keys);
    free(waiting->arguments.values);
    // Read by the pool's thread only after the resumption below (libmicrohttpd's lock orders the two).
    waiting->pending->answer = waiting->response;
    struct MHD_Connection *connection = waiting->connection;
    free(waiting);
    mhd.resume_connection(connection);
}

/// A helper thread: answers queued waiting requests one after another, and ends after
/// `helper_idle_seconds` without one (or once the server stops and the queue is empty). Helpers are
/// kept between requests because making a thread per control call (its stack mapped, touched and
/// unmapped) was a tenth of the server's time in a lifecycle of control calls (docs/serve.md "Speed").
static void *helper(void *cls) {
    skhttp_server *server = cls;
    pthread_mutex_lock(&server->lock);
    for (;;) {
        while (!server->queue && !server->stopping) {
            struct timespec until;
            clock_gettime(CLOCK_REALTIME, &until);
            until.tv_sec += helper_idle_seconds;
            if (pthread_cond_timedwait(&server->work, &server->lock, &until) != 0 && !server->queue) break;
        }
        if (!server->queue) break;
        waiting_request *waiting = server->queue;
        server->queue = waiting->next;
        if (!server->queue) server->queue_tail = NULL;
        server->queued--;
        server->idle--;
        pthread_mutex_unlock(&server->lock);
        answer_waiting(server, waiting);
        pthread_mutex_lock(&server->lock);
        server->idle++;
        server->waiting--;
        pthread_cond_broadcast(&server->waited);
    }
    server->idle--;
    server->helpers--;
    pthread_cond_broadcast(&server->waited);
    pthread_mutex_unlock(&server->lock);
    return NULL;
}

/// Suspends the connection and queues its request for a helper thread (started when every helper
/// is busy); 0, or -1 (nothing suspended) when the server is stopping or no thread could be made.
static int wait_elsewhere(skhttp_server *server, struct MHD_Connection *connection, pending_request *pending,
                          const skhttp_request *request, const argument_list *arguments) {
    waiting_request *waiting = calloc(1, sizeof *waiting);
    skhttp_response *response = calloc(1, sizeof *response);
    if (!waiting || !response) {
        free(waiting);
        free(response);
        return -1;
    }
    response->status = 500;
    snprintf(response->content_type, sizeof response->content_type, "application/json");
    *waiting = (waiting_request){.connection = connection, .pending = pending, .request = *request, .arguments = *arguments,
                                .response = response};
    pthread_mutex_lock(&server->lock);
    int failed = server->stopping;
    if (!failed && server->queued >= server->idle) {
        pthread_attr_t attributes;
        pthread_attr_init(&attributes);
        pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
        pthread_t thread;
        failed = pthread_create(&thread, &attributes, helper, server) != 0;
        pthread_attr_destroy(&attributes);
        if (!failed) {
            server->helpers++;
            server->idle++;
        }
    }
    if (!failed) {
        // Suspended before any helper can take it (they take it under this lock), so never resumed first.
        mhd.suspend_connection(connection);
        if (server->queue_tail) server->queue_tail->next = waiting;
        else server->queue = waiting;
        server->queue_tail = waiting;
        server->queued++;
        server->waiting++;
        pthread_cond_signal(&server->work);
    }
    pthread_mutex_unlock(&server->lock);
    if (failed) {
        free(waiting);
        free(response);
        return -1;
    }
    return 0;
}

/// The answer made by a helper, sent once libmicrohttpd calls again for the resumed connection.
static enum MHD_Result send_waited_answer(skhttp_server *server, struct MHD_Connection *connection, pending_request *pending) {
    skhttp_response *response = pending->answer;
    pending->answer = NULL;
    enter_phase(server, connection, phase_sending, server->limits.request_seconds);
    // answer_with takes the body (MUST_FREE); the rest of the answer is freed here.
    enum MHD_Result result = answer_with(connection, response->status, response->content_type, response->body, response->length, response, 0);
    free(response);
    return result;
}

static enum MHD_Result access_handler(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                                      const char *version, const char *upload_data, size_t *upload_data_size, void **con_cls) {
    skhttp_server *server = cls;
    pending_request *pending = *con_cls;
    if (!pending) return MHD_NO; // the URI callback could not allocate it
    if (!pending->headers_checked) return check_headers(server, connection, pending, method, version);
    if (*upload_data_size > 0) {
        size_t incoming = *upload_data_size;
        if (incoming > server->limits.max_body_bytes - pending->length) return MHD_NO; // a chunked body past the limit: close
        if (pending->length + incoming > pending->capacity) {
            size_t capacity = pending->capacity ? pending->capacity : 1024;
            while (capacity < pending->length + incoming) capacity *= 2;
            if (capacity > server->limits.max_body_bytes) capacity = server->limits.max_body_bytes;
            unsigned char *grown = realloc(pending->body, capacity);
            if (!grown) return MHD_NO;
            pending->body = grown;
            pending->capacity = capacity;
        }
        memcpy(pending->body + pending->length, upload_data, incoming);
        pending->length += incoming;
        *upload_data_size = 0;
        return MHD_YES;
    }
    if (pending->answer) return send_waited_answer(server, connection, pending);
    argument_list arguments = {0};
    mhd.get_connection_values(connection, MHD_GET_ARGUMENT_KIND, collect_argument, &arguments);
    if (arguments.failed) {
        free(arguments.keys);
        free(arguments.values);
        return MHD_NO;
    }
    skhttp_request request = {
        .method = method,
        .path = url,
        .query_keys = arguments.keys,
        .query_values = arguments.values,
        .query_count = arguments.count,
        .authorization = mhd.lookup_connection_value(connection, MHD_HEADER_KIND, "Authorization"),
        .content_type = mhd.lookup_connection_value(connection, MHD_HEADER_KIND, "Content-Type"),
        .host = mhd.lookup_connection_value(connection, MHD_HEADER_KIND, "Host"),
        .origin = mhd.lookup_connection_value(connection, MHD_HEADER_KIND, "Origin"),
        .body = pending->body ? pending->body : (const unsigned char *)"",
        .body_length = pending->length,
    };
    skhttp_response response = {.status = 500};
    snprintf(response.content_type, sizeof response.content_type, "application/json");
    enter_phase(server, connection, phase_handler, 0);
    if (!server->handler(server->context, &request, &response, 0)) {
        free(response.body);
        if (wait_elsewhere(server, connection, pending, &request, &arguments) == 0) return MHD_YES;
        // No thread to wait on (out of memory or threads, or the server stopping): refused, not waited
        // for here, where every connection this thread serves would wait too.
        free(arguments.keys);
        free(arguments.values);
        return refuse(connection, 503, 5030000, "The server is stopping or out of threads; try again.");
    }
    enter_phase(server, connection, phase_sending, server->limits.request_seconds);
    free(arguments.keys);
    free(arguments.values);
    return answer_with(connection, response.status, response.content_type, response.body, response.length, &response, 0);
}

/// Called with each request's target as sent, before its headers are read: makes the request's
/// state and notes a `%00` in the path (the decoded path would end at it).
static void *uri_received(void *cls, const char *uri, struct MHD_Connection *connection) {
    (void)connection;
    skhttp_server *server = cls;
    pending_request *pending = calloc(1, sizeof *pending);
    if (!pending) return NULL;
    pending->raw_uri = uri;
    pending->raw_uri_length = strlen(uri);
    const char *query = strchr(uri, '?');
    // A target past the limit is answered 414 once its headers are in. libmicrohttpd would first
    // file each of its query arguments in the connection's memory (about 60 bytes each) and, out of
    // memory, send nothing at all: its query is cut here, in libmicrohttpd's own copy of the line,
    // before libmicrohttpd parses it (this callback runs between the two).
    if (query && pending->raw_uri_length > server->limits.max_header_bytes) ((char *)query)[1] = '\0';
    // Empty arguments (`&&&`) carry nothing but would each cost that bookkeeping, 60 times their
    // one byte: they are dropped the same way, so any query under the limit fits.
    if (query) {
        char *write = (char *)query + 1;
        for (const char *read = query + 1; *read; read++) {
            if (*read == '&' && (write == query + 1 || write[-1] == '&')) continue;
            *write++ = *read;
        }
        if (write > query + 1 && write[-1] == '&') write--;
        *write = '\0';
        // Each argument costs libmicrohttpd its bookkeeping in the connection's memory, which is
        // kept small (it is cleared after every request): past the limit the query is cut the same
        // way, and the request answered 431 once its headers are in.
        unsigned int count = query[1] ? 1 : 0;
        for (const char *read = query + 1; *read; read++) count += *read == '&';
        if (count > server->limits.max_query_arguments) {
            pending->too_many_arguments = 1;
            ((char *)query)[1] = '\0';
        }
    }
    size_t path_length = query ? (size_t)(query - uri) : pending->raw_uri_length;
    for (size_t i = 0; i + 3 <= path_length; i++)
        if (uri[i] == '%' && uri[i + 1] == '0' && uri[i + 2] == '0') pending->encoded_nul = 1;
    return pending;
}

static void request_completed(void *cls, struct MHD_Connection *connection, void **con_cls, enum MHD_RequestTerminationCode code) {
    (void)code;
    skhttp_server *server = cls;
    pending_request *pending = *con_cls;
    if (pending) {
        free(pending->body);
        if (pending->answer) free(pending->answer->body);
        free(pending->answer);
        free(pending);
        *con_cls = NULL;
    }
    // The next request on this connection gets its own time for its line and headers.
    enter_phase(server, connection, phase_headers, server->limits.header_seconds);
}

/// At the connection cap, the connection that has waited longest for a request (never one being
/// answered) is closed to admit the new one: idle and slow clients cannot keep a good one out.
static void admit(skhttp_server *server) {
    unsigned int used = 0;
    tracked_connection *oldest = NULL;
    for (unsigned int i = 0; i < server->tracked_count; i++) {
        tracked_connection *entry = &server->tracked[i];
        if (!entry->used) continue;
        used++;
        if (entry->phase == phase_headers && (!oldest || before(entry->waiting_since, oldest->waiting_since))) oldest = entry;
    }
    if (used > server->limits.max_connections && oldest) {
        shutdown(oldest->fd, SHUT_RDWR);
        oldest->phase = phase_sending; // closing: not chosen again
    }
}

static void connection_notified(void *cls, struct MHD_Connection *connection, void **socket_context, enum MHD_ConnectionNotificationCode code) {
    skhttp_server *server = cls;
    pthread_mutex_lock(&server->lock);
    if (code == MHD_CONNECTION_NOTIFY_STARTED) {
        const union MHD_ConnectionInfo *info = mhd.get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
        for (unsigned int i = 0; info && i < server->tracked_count; i++) {
            if (!server->tracked[i].used) {
                server->tracked[i] = (tracked_connection){.fd = info->connect_fd, .used = 1, .phase = phase_headers,
                                                          .deadline = after(server->limits.header_seconds), .waiting_since = now()};
                *socket_context = &server->tracked[i];
                break;
            }
        }
        admit(server);
    } else if (*socket_context) {
        // Called before libmicrohttpd closes the socket: the watchdog never sees a reused descriptor.
        ((tracked_connection *)*socket_context)->used = 0;
        *socket_context = NULL;
    }
    pthread_mutex_unlock(&server->lock);
}

/// Closes connections past their phase's deadline: shutdown(2) wakes libmicrohttpd's thread,
/// which then closes the socket as it would for a client that hung up. A request being handled
/// has no deadline.
static void *watchdog(void *cls) {
    skhttp_server *server = cls;
    for (;;) {
        struct timespec pause = {0, 100 * 1000 * 1000};
        nanosleep(&pause, NULL);
        pthread_mutex_lock(&server->lock);
        if (server->stopping) {
            pthread_mutex_unlock(&server->lock);
            return NULL;
        }
        struct timespec current = now();
        for (unsigned int i = 0; i < server->tracked_count; i++) {
            tracked_connection *entry = &server->tracked[i];
            if (entry->used && entry->phase != phase_handler && before(entry->deadline, current)) {
                shutdown(entry->fd, SHUT_RDWR);
                entry->deadline = after(server->limits.request_seconds);
            }
        }
        pthread_mutex_unlock(&server->lock);
    }
}

/// The pool's threads: one per core the system has online (libmicrohttpd runs a single internal
/// thread for fewer than 2).
static intptr_t pool_size(void) {
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    return cores > 1 ? (intptr_t)(cores < 64 ? cores : 64) : 1;
}

/// The socket address for `address` (IPv4 dotted quad or IPv6, brackets allowed) and `port`.
static int socket_address(const char *address, uint16_t port, struct sockaddr_storage *storage, int *ipv6) {
    memset(storage, 0, sizeof *storage);
    struct sockaddr_in *v4 = (struct sockaddr_in *)storage;
    if (inet_pton(AF_INET, address, &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons(port);
        *ipv6 = 0;
        return 0;
    }
    char bare[64];
    size_t length = strlen(address);
    if (length >= 2 && address[0] == '[' && address[length - 1] == ']' && length - 2 < sizeof bare) {
        memcpy(bare, address + 1, length - 2);
        bare[length - 2] = '\0';
    } else if (length < sizeof bare) {
        memcpy(bare, address, length + 1);
    } else {
        return -1;
    }
    struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)storage;
    if (inet_pton(AF_INET6, bare, &v6->sin6_addr) != 1) return -1;
    v6->sin6_family = AF_INET6;
    v6->sin6_port = htons(port);
    *ipv6 = 1;
    return 0;
}

skhttp_server *skhttp_start(const char *address, uint16_t port, skhttp_limits limits, skhttp_handler handler, void *context,
                            char *error, size_t size) {
    if (skhttp_load(error, size) != 0) return NULL;
    struct sockaddr_storage storage;
    int ipv6 = 0;
    if (socket_address(address, port, &storage, &ipv6) != 0) {
        snprintf(error, size, "not an IP address: %s", address);
        return NULL;
    }
    skhttp_server *server = calloc(1, sizeof *server);
    if (!server) {
        snprintf(error, size, "out of memory");
        return NULL;
    }
    server->limits = limits;
    server->handler = handler;
    server->context = context;
    // libmicrohttpd may hold twice the cap: past the cap, each new connection closes the oldest
    // waiting one (admit), instead of waiting in the accept queue behind idle ones.
    unsigned int library_limit = limits.max_connections * 2;
    server->tracked_count = library_limit + 16;
    server->tracked = calloc(server->tracked_count, sizeof *server->tracked);
    pthread_mutex_init(&server->lock, NULL);
    pthread_cond_init(&server->waited, NULL);
    pthread_cond_init(&server->work, NULL);
    if (!server->tracked) {
        free(server);
        snprintf(error, size, "out of memory");
        return NULL;
    }
    struct MHD_OptionItem options[] = {
        {MHD_OPTION_SOCK_ADDR, 0, &storage},
        {MHD_OPTION_CONNECTION_LIMIT, library_limit, NULL},
        {MHD_OPTION_CONNECTION_MEMORY_LIMIT, (intptr_t)limits.connection_memory_bytes, NULL},
        {MHD_OPTION_CONNECTION_TIMEOUT, limits.request_seconds, NULL},
        {MHD_OPTION_LISTEN_BACKLOG_SIZE, 1024, NULL},
        {MHD_OPTION_URI_LOG_CALLBACK, (intptr_t)uri_received, server},
        {MHD_OPTION_NOTIFY_COMPLETED, (intptr_t)request_completed, server},
        {MHD_OPTION_NOTIFY_CONNECTION, (intptr_t)connection_notified, server},
        {MHD_OPTION_THREAD_POOL_SIZE, pool_size(), NULL},
        {MHD_OPTION_END, 0, NULL},
    };
    // A thread per core, each waiting on its connections with epoll (MHD_USE_AUTO picks it on
    // Linux, poll elsewhere): a request answered at once costs no thread switch. A request that
    // must wait (a control call running commands, an API request for a world a command holds) is
    // answered by a helper thread while its connection is suspended (wait_elsewhere), so a long
    // `clock advance` never stalls the connections that share a pool thread.
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_AUTO | MHD_ALLOW_SUSPEND_RESUME | (ipv6 ? MHD_USE_IPv6 : 0);
    server->daemon = mhd.start_daemon(flags, port, NULL, NULL, access_handler, server, MHD_OPTION_ARRAY, options, MHD_OPTION_END);
    if (!server->daemon) {
        snprintf(error, size, "could not listen on %s:%u (the port may be in use)", address, (unsigned)port);
        pthread_cond_destroy(&server->work);
        pthread_cond_destroy(&server->waited);
        free(server->tracked);
        free(server);
        return NULL;
    }
    const union MHD_DaemonInfo *info = mhd.get_daemon_info(server->daemon, MHD_DAEMON_INFO_BIND_PORT);
    server->port = info ? info->port : port;
    if (pthread_create(&server->watchdog, NULL, watchdog, server) != 0) {
        mhd.stop_daemon(server->daemon);
        pthread_cond_destroy(&server->work);
        pthread_cond_destroy(&server->waited);
        free(server->tracked);
        free(server);
        snprintf(error, size, "could not start the request watchdog thread");
        return NULL;
    }
    return server;
}

uint16_t skhttp_port(const skhttp_server *server) { return server->port; }

void skhttp_stop(skhttp_server *server) {
    pthread_mutex_lock(&server->lock);
    server->stopping = 1;
    pthread_mutex_unlock(&server->lock);
    pthread_join(server->watchdog, NULL);
    // No request is queued for a helper after this (wait_elsewhere refuses while stopping), and
    // libmicrohttpd must not be stopped with a connection suspended: the helpers answer what is
    // queued, then end.
    pthread_mutex_lock(&server->lock);
    pthread_cond_broadcast(&server->work);
    while (server->waiting || server->helpers) pthread_cond_wait(&server->waited, &server->lock);
    pthread_mutex_unlock(&server->lock);
    mhd.stop_daemon(server->daemon);
    pthread_cond_destroy(&server->work);
    pthread_cond_destroy(&server->waited);
    pthread_mutex_destroy(&server->lock);
    free(server->tracked);
    free(server);
}

void skhttp_block_termination_signals(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &set, NULL);
}

int skhttp_wait_for_termination(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    int number = 0;
    sigwait(&set, &number);
    return number;
}
