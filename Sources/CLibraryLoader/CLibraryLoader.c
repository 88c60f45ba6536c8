// One dlopen-and-look-up for every library opened on first use (see CLibraryLoader.h for why).
#include "CLibraryLoader.h"
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

static void sk_say(char *error, size_t size, const char *text) {
    if (error && size > 0) snprintf(error, size, "%s", text ? text : "unknown error");
}

void *sk_open_library(const char *soname, const char *fallback, const char *const *symbols, void **slots, size_t count,
                      char *error, size_t size) {
    void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        // The first name's reason is the one to report: the fallback is only a development link.
        char first[512];
        snprintf(first, sizeof first, "%s", dlerror());
        if (fallback) handle = dlopen(fallback, RTLD_NOW | RTLD_LOCAL);
        if (!handle) {
            sk_say(error, size, first);
            return NULL;
        }
    }
    for (size_t i = 0; i < count; i++) {
        slots[i] = dlsym(handle, symbols[i]);
        if (!slots[i]) {
            if (error && size > 0) snprintf(error, size, "%s: undefined symbol %s", soname, symbols[i]);
            dlclose(handle);
            return NULL;
        }
    }
    return handle;
}

void sk_close_library(void *handle) {
    if (handle) dlclose(handle);
}

int sk_load_library(sk_library_state *state, const char *soname, const char *fallback, const char *const *symbols,
                    void **slots, size_t count, char *error, size_t size) {
    void *found[count > 0 ? count : 1];
    void *handle = sk_open_library(soname, fallback, symbols, found, count, error, size);
    if (!handle) return -1;
    if (count == 0) {
        sk_close_library(handle);
        return 0;
    }
    pthread_mutex_lock(&state->lock);
    if (state->loaded) {
        pthread_mutex_unlock(&state->lock);
        sk_close_library(handle); // another thread's load won: keep its table, drop this reference
        return 0;
    }
    memcpy(slots, found, count * sizeof *found);
    state->loaded = 1;
    pthread_mutex_unlock(&state->lock);
    return 0;
}

int sk_library_loaded(sk_library_state *state) {
    pthread_mutex_lock(&state->lock);
    int loaded = state->loaded;
    pthread_mutex_unlock(&state->lock);
    return loaded;
}
