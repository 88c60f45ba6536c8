#include "CEditLineShim.h"
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

EditLine *sks_el_open(const char *program) { return el_init(program, stdin, stdout, stderr); }

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
    return el_set(e, EL_PROMPT_ESC, sks_prompt, '\1');
}

int sks_el_set_editor(EditLine *e, const char *mode) { return el_set(e, EL_EDITOR, mode); }
int sks_el_set_signal(EditLine *e, int on) { return el_set(e, EL_SIGNAL, on); }
int sks_el_set_editmode(EditLine *e, int on) { return el_set(e, EL_EDITMODE, on); }
int sks_el_set_history(EditLine *e, History *h) { return el_set(e, EL_HIST, history, h); }
int sks_el_set_clientdata(EditLine *e, void *data) { return el_set(e, EL_CLIENTDATA, data); }

void *sks_el_get_clientdata(EditLine *e) {
    void *data = NULL;
    if (el_get(e, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

int sks_el_addfn(EditLine *e, const char *name, const char *help, sks_key_function fn) {
    return el_set(e, EL_ADDFN, name, help, fn);
}

int sks_el_bind(EditLine *e, const char *key, const char *name) {
    return el_set(e, EL_BIND, key, name, NULL);
}

int sks_history_setsize(History *h, int size) {
    HistEvent event;
    return history(h, &event, H_SETSIZE, size);
}

int sks_history_setunique(History *h, int unique) {
    HistEvent event;
    return history(h, &event, H_SETUNIQUE, unique);
}

int sks_history_enter(History *h, const char *line) {
    HistEvent event;
    return history(h, &event, H_ENTER, line);
}

int sks_history_load(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_LOAD, path);
}

int sks_history_save(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_SAVE, path);
}

const char *sks_history_entry(History *h, int index) {
    HistEvent event;
    if (history(h, &event, H_FIRST) != 0) return NULL;
    for (int i = 0; i < index; i++) {
        if (history(h, &event, H_NEXT) != 0) return NULL;
    }
    return event.str;
}
