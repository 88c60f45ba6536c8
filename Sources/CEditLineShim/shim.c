#include "CEditLineShim.h"
#include <signal.h>
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
