// openat2(2) for StoreKitSimSystem's BeneathFolder (see CSystemCalls.h for why it is C).
#include "CSystemCalls.h"
#include <errno.h>
#include <fcntl.h>

#if defined(__linux__)
#include <linux/openat2.h>
#include <sys/syscall.h>
#include <unistd.h>

int sk_open_beneath(int folder, const char *path, int flags, unsigned int mode) {
#ifdef SYS_openat2
    struct open_how how = {
        .flags = (unsigned long long)(unsigned int)flags,
        // openat2 refuses a mode without O_CREAT or O_TMPFILE (EINVAL), unlike openat.
        .mode = (flags & O_CREAT) ? mode : 0,
        .resolve = RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS,
    };
    return (int)syscall(SYS_openat2, folder, path, &how, sizeof how);
#else
    (void)folder; (void)path; (void)flags; (void)mode;
    errno = ENOSYS;
    return -1;
#endif
}
#else
int sk_open_beneath(int folder, const char *path, int flags, unsigned int mode) {
    (void)folder; (void)path; (void)flags; (void)mode;
    errno = ENOSYS;
    return -1;
}
#endif
