// Opening a C library on first use, for the three libraries only some commands need (OpenSSL's
// libcrypto for signing, libedit for the REPL on a terminal, libxml2 for property lists): linked,
// each was mapped by every start-up (about 1.8, 0.75 and 1.1 ms of a 4 ms budget), so on Linux
// each is opened with dlopen(3) by the first command that needs it. macOS links them instead.
#ifndef CLIBRARYLOADER_H
#define CLIBRARYLOADER_H
#include <pthread.h>
#include <stddef.h>

/// Opens `soname`, else `fallback` (may be NULL: the -dev package's unversioned link), with
/// RTLD_NOW | RTLD_LOCAL, and looks up each of the `count` names of `symbols` into `slots`, all or
/// nothing. Returns the handle, kept open for the life of the process; or NULL with the reason in
/// `error` (the first name's dlerror(3), or "SONAME: undefined symbol NAME").
void *sk_open_library(const char *soname, const char *fallback, const char *const *symbols, void **slots, size_t count,
                      char *error, size_t size);

/// Drops a reference taken by sk_open_library when another thread's load won the race.
void sk_close_library(void *handle);

/// A library opened on first use: whether its table is filled, under its lock.
typedef struct {
    pthread_mutex_t lock;
    int loaded;
} sk_library_state;
#define SK_LIBRARY_STATE_INIT {PTHREAD_MUTEX_INITIALIZER, 0}

/// Opens the library: the first call that succeeds fills `slots` (the caller's table of `count`
/// function pointers, in the order of `symbols`) and marks `state` loaded; a later success only
/// drops its extra reference; a failed call changes nothing, so a later one may still succeed. Returns 0 or -1 (reason
/// in `error`). With `count` 0 it only checks that the library opens (macOS, which links them).
int sk_load_library(sk_library_state *state, const char *soname, const char *fallback, const char *const *symbols,
                    void **slots, size_t count, char *error, size_t size);

/// Whether a load has filled the table: the callers' fast path before sk_load_library.
int sk_library_loaded(sk_library_state *state);

#endif
