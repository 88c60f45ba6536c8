// The system calls Swift cannot reach through Glibc: glibc 2.36 has no openat2(2) wrapper, and
// Swift does not call the variadic syscall(2).
#ifndef CSYSTEMCALLS_H
#define CSYSTEMCALLS_H

/// openat2(2) relative to the folder descriptor `folder` with RESOLVE_BENEATH and
/// RESOLVE_NO_MAGICLINKS: the kernel resolves `path` (symbolic links and `..` included) and fails
/// with EXDEV, or ELOOP for a /proc magic link, rather than leave the folder at any step, so a link
/// swapped in between a check and the open cannot lead out. `mode` applies with O_CREAT only.
/// A descriptor, or -1 with errno set: ENOSYS where the kernel (before Linux 5.6) or the platform
/// (not Linux) has no openat2.
int sk_open_beneath(int folder, const char *path, int flags, unsigned int mode);

#endif
