// Non-variadic wrappers for libedit's el_set, el_get and history, which Swift cannot call
// (C variadic functions are unavailable in Swift), plus SIGINT handling.
#ifndef CEDITLINESHIM_H
#define CEDITLINESHIM_H
#include <histedit.h>

/// Installs a SIGINT handler without SA_RESTART so el_gets returns -1/EINTR on Ctrl-C.
void sks_install_sigint_handler(void);
/// Returns 1 once after a SIGINT was received, then 0.
int sks_take_sigint(void);

#endif
