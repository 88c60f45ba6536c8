// Non-variadic wrappers for libedit's el_set, el_get and history, which Swift cannot call
// (C variadic functions are unavailable in Swift), plus SIGINT handling.
#ifndef CEDITLINESHIM_H
#define CEDITLINESHIM_H
#include <histedit.h>

/// Installs a SIGINT handler without SA_RESTART so el_gets returns -1/EINTR on Ctrl-C.
void sks_install_sigint_handler(void);
/// Returns 1 once after a SIGINT was received, then 0.
int sks_take_sigint(void);

/// The completion (or any key) function libedit calls: returns one of the CC_* codes.
typedef unsigned char (*sks_key_function)(EditLine *, int);

/// el_init on the standard streams (Swift 6 cannot name C's stdin/stdout/stderr globals).
EditLine *sks_el_open(const char *program);
/// fflush(stdout): libedit writes through stdio, the REPL through write(2).
void sks_flush_stdout(void);

/// Sets the prompt text (copied). Bytes 0x01 around escape sequences mark them as invisible.
int sks_el_set_prompt(EditLine *e, const char *prompt);
/// EL_EDITOR: "emacs" or "vi".
int sks_el_set_editor(EditLine *e, const char *mode);
/// EL_SIGNAL: 1 lets libedit restore the terminal around signals and follow window resizes.
int sks_el_set_signal(EditLine *e, int on);
/// EL_EDITMODE: 0 before el_end, so el_end does not flush pending terminal input.
int sks_el_set_editmode(EditLine *e, int on);
/// EL_HIST with the history(3) function.
int sks_el_set_history(EditLine *e, History *h);
/// EL_CLIENTDATA set and get: the Swift object behind the editor, for C callbacks.
int sks_el_set_clientdata(EditLine *e, void *data);
void *sks_el_get_clientdata(EditLine *e);
/// EL_ADDFN: names a key function. Always before binding a key to that name.
int sks_el_addfn(EditLine *e, const char *name, const char *help, sks_key_function fn);
/// EL_BIND: binds a key sequence such as "^I" to a named function.
int sks_el_bind(EditLine *e, const char *key, const char *name);

/// H_SETSIZE: keep at most this many entries.
int sks_history_setsize(History *h, int size);
/// H_SETUNIQUE: 1 drops a line equal to the one before it.
int sks_history_setunique(History *h, int unique);
/// H_ENTER: adds a line (without its newline).
int sks_history_enter(History *h, const char *line);
/// H_LOAD / H_SAVE: read or write the history file; -1 on failure.
int sks_history_load(History *h, const char *path);
int sks_history_save(History *h, const char *path);
/// H_FIRST then H_NEXT: the entries, newest first; returns NULL past the last one.
const char *sks_history_entry(History *h, int index);

#endif
