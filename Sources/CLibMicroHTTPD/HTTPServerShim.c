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
    struct MHD_Response *(*create_response_from_buffer)(size_t, void *, enum MHD_ResponseMemoryMode);
    enum MHD_Result (*add_response_header)(struct MHD_Response *, const char *, const char *);
    enum MHD_Result (*queue_response)(struct MHD_Connection *, unsigned int, struct MHD_Response *);
    void (*destroy_response)(struct MHD_Response *);
} mhd;

static const char *const names[] = {
    "MHD_start_daemon", "MHD_stop_daemon", "MHD_get_daemon_info", "MHD_get_connection_info", "MHD_lookup_connection_value",
    "MHD_get_connection_values", "MHD_create_response_from_buffer", "MHD_add_response_header", "MHD_queue_response",
    "MHD_destroy_response",
};

static sk_library_state state = SK_LIBRARY_STATE_INIT;

int skhttp_load(char *error, size_t size) {
    if (sk_library_loaded(&state)) return 0;
    _Static_assert(sizeof mhd == sizeof names / sizeof *names * sizeof(void *), "one name per function");
    return sk_load_library(&state, skhttp_soname, skhttp_fallback_soname, names, (void **)&mhd, sizeof names / sizeof *names,
                           error, size);
}

struct skhttp_response {
    unsigned int status;
    char content_type[64];
    unsigned char *body;
    size_t length;
};

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

/// A connection the watchdog may close: its socket and when its current request began.
typedef struct {
    int fd;
    int used;
    struct timespec since;
} tracked_connection;

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
    uint16_t port;
};

/// One request being received: its body so far, or that it grew past the limit.
typedef struct {
    unsigned char *body;
    size_t length;
    size_t capacity;
} pending_request;

static struct timespec now(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return time;
}

static enum MHD_Result answer(struct MHD_Connection *connection, unsigned int status, const char *type, unsigned char *body, size_t length) {
    // MUST_FREE hands `body` (malloc'd or NULL) to libmicrohttpd.
    struct MHD_Response *response = mhd.create_response_from_buffer(length, body, MHD_RESPMEM_MUST_FREE);
    if (!response) {
        free(body);
        return MHD_NO;
    }
    mhd.add_response_header(response, "Content-Type", type);
    enum MHD_Result result = mhd.queue_response(connection, status, response);
    mhd.destroy_response(response);
    return result;
}

static enum MHD_Result answer_text(struct MHD_Connection *connection, unsigned int status, const char *json) {
    size_t length = strlen(json);
    unsigned char *copy = malloc(length);
    if (!copy) return MHD_NO;
    memcpy(copy, json, length);
    return answer(connection, status, "application/json", copy, length);
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

static enum MHD_Result access_handler(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                                      const char *version, const char *upload_data, size_t *upload_data_size, void **con_cls) {
    (void)version;
    skhttp_server *server = cls;
    pending_request *pending = *con_cls;
    if (!pending) {
        pending = calloc(1, sizeof *pending);
        if (!pending) return MHD_NO;
        *con_cls = pending;
        const char *declared = mhd.lookup_connection_value(connection, MHD_HEADER_KIND, "Content-Length");
        if (declared) {
            char *end = NULL;
            unsigned long long length = strtoull(declared, &end, 10);
            if (end == declared || *end != '\0' || length > server->limits.max_body_bytes)
                return answer_text(connection, 413, "{\"errorCode\":4000000,\"errorMessage\":\"The request body is too large.\"}");
        }
        return MHD_YES;
    }
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
        .body = pending->body ? pending->body : (const unsigned char *)"",
        .body_length = pending->length,
    };
    skhttp_response response = {.status = 500};
    snprintf(response.content_type, sizeof response.content_type, "application/json");
    server->handler(server->context, &request, &response);
    free(arguments.keys);
    free(arguments.values);
    return answer(connection, response.status, response.content_type, response.body, response.length);
}

static void request_completed(void *cls, struct MHD_Connection *connection, void **con_cls, enum MHD_RequestTerminationCode code) {
    (void)code;
    skhttp_server *server = cls;
    pending_request *pending = *con_cls;
    if (pending) {
        free(pending->body);
        free(pending);
        *con_cls = NULL;
    }
    // The next request on this connection gets its own time.
    const union MHD_ConnectionInfo *info = mhd.get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    if (info && info->socket_context) {
        pthread_mutex_lock(&server->lock);
        ((tracked_connection *)info->socket_context)->since = now();
        pthread_mutex_unlock(&server->lock);
    }
}

static void connection_notified(void *cls, struct MHD_Connection *connection, void **socket_context, enum MHD_ConnectionNotificationCode code) {
    skhttp_server *server = cls;
    pthread_mutex_lock(&server->lock);
    if (code == MHD_CONNECTION_NOTIFY_STARTED) {
        const union MHD_ConnectionInfo *info = mhd.get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
        for (unsigned int i = 0; info && i < server->tracked_count; i++) {
            if (!server->tracked[i].used) {
                server->tracked[i] = (tracked_connection){.fd = info->connect_fd, .used = 1, .since = now()};
                *socket_context = &server->tracked[i];
                break;
            }
        }
    } else if (*socket_context) {
        // Called before libmicrohttpd closes the socket: the watchdog never sees a reused descriptor.
        ((tracked_connection *)*socket_context)->used = 0;
        *socket_context = NULL;
    }
    pthread_mutex_unlock(&server->lock);
}

/// Closes connections whose request has run past its time: shutdown(2) wakes libmicrohttpd's
/// thread, which then closes the socket as it would for a client that hung up.
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
            if (entry->used && current.tv_sec - entry->since.tv_sec >= (time_t)server->limits.request_seconds) {
                shutdown(entry->fd, SHUT_RDWR);
                entry->since = current;
            }
        }
        pthread_mutex_unlock(&server->lock);
    }
}

skhttp_server *skhttp_start(const char *address, uint16_t port, skhttp_limits limits, skhttp_handler handler, void *context,
                            char *error, size_t size) {
    if (skhttp_load(error, size) != 0) return NULL;
    struct sockaddr_in socket_address;
    memset(&socket_address, 0, sizeof socket_address);
    socket_address.sin_family = AF_INET;
    socket_address.sin_port = htons(port);
    if (inet_pton(AF_INET, address, &socket_address.sin_addr) != 1) {
        snprintf(error, size, "not an IPv4 address: %s", address);
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
    server->tracked_count = limits.max_connections + 4;
    server->tracked = calloc(server->tracked_count, sizeof *server->tracked);
    pthread_mutex_init(&server->lock, NULL);
    if (!server->tracked) {
        free(server);
        snprintf(error, size, "out of memory");
        return NULL;
    }
    struct MHD_OptionItem options[] = {
        {MHD_OPTION_SOCK_ADDR, 0, &socket_address},
        {MHD_OPTION_CONNECTION_LIMIT, limits.max_connections, NULL},
        {MHD_OPTION_CONNECTION_MEMORY_LIMIT, (intptr_t)limits.max_header_bytes, NULL},
        {MHD_OPTION_CONNECTION_TIMEOUT, limits.request_seconds, NULL},
        {MHD_OPTION_NOTIFY_COMPLETED, (intptr_t)request_completed, server},
        {MHD_OPTION_NOTIFY_CONNECTION, (intptr_t)connection_notified, server},
        {MHD_OPTION_END, 0, NULL},
    };
    // One internal thread: requests are answered one at a time, in the order they complete.
    server->daemon = mhd.start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_AUTO, port, NULL, NULL, access_handler, server,
                                      MHD_OPTION_ARRAY, options, MHD_OPTION_END);
    if (!server->daemon) {
        snprintf(error, size, "could not listen on %s:%u (the port may be in use)", address, (unsigned)port);
        free(server->tracked);
        free(server);
        return NULL;
    }
    const union MHD_DaemonInfo *info = mhd.get_daemon_info(server->daemon, MHD_DAEMON_INFO_BIND_PORT);
    server->port = info ? info->port : port;
    if (pthread_create(&server->watchdog, NULL, watchdog, server) != 0) {
        mhd.stop_daemon(server->daemon);
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
    mhd.stop_daemon(server->daemon);
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
