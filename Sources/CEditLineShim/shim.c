#include "CEditLineShim.h"
#include "CLibraryLoader.h"
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const sks_edit_soname = "libedit.so.2";
const char *const sks_edit_fallback_soname = "libedit.so";

// Every libedit function the shim calls, once: the table's fields and the dlsym loop come from
// this list, so a function cannot be declared and left unresolved.
#define SKS_EDIT_FUNCTIONS(X) \
    X(el_init) X(el_end) X(el_gets) X(el_line) X(el_insertstr) X(el_deletestr) X(el_cursor) X(el_source) \
    X(el_set) X(el_get) X(history_init) X(history_end) X(history)

#ifdef __APPLE__
// macOS links libedit (Package.swift): the shim calls it directly.
#define SK(name) name
#else
// Each field has the exact type of the function it holds; el_set, el_get and history keep their
// variadic types, so the arguments after the fixed ones are passed as a variadic call expects.
struct sks_edit_table {
#define SKS_EDIT_FIELD(name) __typeof__(&name) name;
    SKS_EDIT_FUNCTIONS(SKS_EDIT_FIELD)
#undef SKS_EDIT_FIELD
};
static struct sks_edit_table sks_edit_functions;
#define SK(name) sks_edit_functions.name
#endif

static sk_library_state sks_edit_state = SK_LIBRARY_STATE_INIT;

int sks_edit_load_from(const char *soname, const char *fallback, char *error, size_t size) {
#ifdef __APPLE__
    // macOS links libedit: the name is only checked, so the loader's seam behaves alike.
    return sk_load_library(&sks_edit_state, soname, fallback, NULL, NULL, 0, error, size);
#else
#define SKS_EDIT_NAME(name) #name,
    static const char *const names[] = {SKS_EDIT_FUNCTIONS(SKS_EDIT_NAME)};
#undef SKS_EDIT_NAME
    _Static_assert(sizeof names / sizeof *names == sizeof(struct sks_edit_table) / sizeof(void *), "one pointer per name");
    return sk_load_library(&sks_edit_state, soname, fallback, names, (void **)&sks_edit_functions,
                           sizeof names / sizeof *names, error, size);
#endif
}

int sks_edit_load(char *error, size_t size) {
#ifdef __APPLE__
    (void)error; (void)size;
    return 0;
#else
    if (sk_library_loaded(&sks_edit_state)) return 0;
    return sks_edit_load_from(sks_edit_soname, sks_edit_fallback_soname, error, size);
#endif
}

static volatile sig_atomic_t sks_sigint_seen = 0;

static void sks_on_sigint(int sig) { (void)sig; sks_sigint_seen = 1; }

void sks_install_sigint_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = sks_on_sigint;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; /* no SA_RESTART: el_gets must return EINTR */
    sigaction(SIGINT, &action, NULL);
}

int sks_take_sigint(void) {
    int seen = sks_sigint_seen;
    sks_sigint_seen = 0;
    return seen;
}

EditLine *sks_el_open(const char *program) { return SK(el_init)(program, stdin, stdout, stderr); }
void sks_el_end(EditLine *e) { SK(el_end)(e); }
const char *sks_el_gets(EditLine *e, int *count) { return SK(el_gets)(e, count); }
const LineInfo *sks_el_line(EditLine *e) { return SK(el_line)(e); }
int sks_el_insertstr(EditLine *e, const char *text) { return SK(el_insertstr)(e, text); }
void sks_el_deletestr(EditLine *e, int count) { SK(el_deletestr)(e, count); }
int sks_el_cursor(EditLine *e, int count) { return SK(el_cursor)(e, count); }
int sks_el_source(EditLine *e, const char *file) { return SK(el_source)(e, file); }
History *sks_history_init(void) { return SK(history_init)(); }
void sks_history_end(History *h) { SK(history_end)(h); }

void sks_flush_stdout(void) { fflush(stdout); }

/* One prompt for the process: the REPL has one editor. */
static char *sks_prompt_text = NULL;

static char *sks_prompt(EditLine *e) {
    (void)e;
    return sks_prompt_text ? sks_prompt_text : "";
}

int sks_el_set_prompt(EditLine *e, const char *prompt) {
    char *copy = strdup(prompt ? prompt : "");
    if (!copy) return -1;
    free(sks_prompt_text);
    sks_prompt_text = copy;
    return SK(el_set)(e, EL_PROMPT_ESC, sks_prompt, '\1');
}

int sks_el_set_editor(EditLine *e, const char *mode) { return SK(el_set)(e, EL_EDITOR, mode); }
int sks_el_set_signal(EditLine *e, int on) { return SK(el_set)(e, EL_SIGNAL, on); }
int sks_el_set_editmode(EditLine *e, int on) { return SK(el_set)(e, EL_EDITMODE, on); }
int sks_el_set_history(EditLine *e, History *h) { return SK(el_set)(e, EL_HIST, SK(history), h); }
int sks_el_set_clientdata(EditLine *e, void *data) { return SK(el_set)(e, EL_CLIENTDATA, data); }

void *sks_el_get_clientdata(EditLine *e) {
    void *data = NULL;
    if (SK(el_get)(e, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

int sks_el_addfn(EditLine *e, const char *name, const char *help, sks_key_function fn) {
    return SK(el_set)(e, EL_ADDFN, name, help, fn);
}

int sks_el_bind(EditLine *e, const char *key, const char *name) {
    return SK(el_set)(e, EL_BIND, key, name, NULL);
}

int sks_history_setsize(History *h, int size) {
    HistEvent event;
    return SK(history)(h, &event, H_SETSIZE, size);
}

int sks_history_setunique(History *h, int unique) {
    HistEvent event;
    return SK(history)(h, &event, H_SETUNIQUE, unique);
}

int sks_history_enter(History *h, const char *line) {
    HistEvent event;
    return SK(history)(h, &event, H_ENTER, line);
}

int sks_history_load(History *h, const char *path) {
    HistEvent event;
    return SK(history)(h, &event, H_LOAD, path);
}

int sks_history_save(History *h, const char *path) {
    HistEvent event;
    return SK(history)(h, &event, H_SAVE, path);
}

const char *sks_history_entry(History *h, int index) {
    HistEvent event;
    if (SK(history)(h, &event, H_FIRST) != 0) return NULL;
    for (int i = 0; i < index; i++) {
        if (SK(history)(h, &event, H_NEXT) != 0) return NULL;
    }
    return event.str;
}
