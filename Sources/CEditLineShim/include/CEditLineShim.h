// Every libedit call the REPL makes, loaded on first use, plus non-variadic wrappers for el_set,
// el_get and history, which Swift cannot call (C variadic functions are unavailable in Swift),
// and SIGINT handling.
//
// Only the REPL on a terminal edits lines, yet linking libedit (with libtinfo, libbsd and libmd)
// costs every start of the tool about 0.75 ms, against a start-up budget of 4 ms. So on Linux the
// binary does not link it: sks_edit_load() dlopen's libedit.so.2 once and resolves the functions
// below with dlsym; on macOS the shim calls libedit directly (the target links it there).
// Call sks_edit_load() before any sks_el_ or sks_history_ function.
#ifndef CEDITLINESHIM_H
#define CEDITLINESHIM_H
#include <histedit.h>
#include <stddef.h>

/// The shared object tried first, and the development link tried when it is missing.
extern const char *const sks_edit_soname;
extern const char *const sks_edit_fallback_soname;
/// Loads libedit and resolves every function once per process; 0 on success. On failure writes
/// the loader's message (library name and reason) into `error` and returns -1; a later call
/// tries again.
int sks_edit_load(char *error, size_t size);
/// sks_edit_load with other names, for tests: tries `soname`, then `fallback` (may be NULL).
/// When libedit is already loaded, the names are still tried, and nothing loaded is replaced.
int sks_edit_load_from(const char *soname, const char *fallback, char *error, size_t size);

/// Installs a SIGINT handler without SA_RESTART so el_gets returns -1/EINTR on Ctrl-C.
void sks_install_sigint_handler(void);
/// Returns 1 once after a SIGINT was received, then 0.
int sks_take_sigint(void);

/// The completion (or any key) function libedit calls: returns one of the CC_* codes.
typedef unsigned char (*sks_key_function)(EditLine *, int);

/// el_init on the standard streams (Swift 6 cannot name C's stdin/stdout/stderr globals).
EditLine *sks_el_open(const char *program);
/// el_end, el_gets, el_line, el_insertstr, el_deletestr, el_cursor and el_source.
void sks_el_end(EditLine *e);
const char *sks_el_gets(EditLine *e, int *count);
const LineInfo *sks_el_line(EditLine *e);
int sks_el_insertstr(EditLine *e, const char *text);
void sks_el_deletestr(EditLine *e, int count);
int sks_el_cursor(EditLine *e, int count);
int sks_el_source(EditLine *e, const char *file);
/// history_init and history_end.
History *sks_history_init(void);
void sks_history_end(History *h);
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
