#include "CSafeOpen.h"

#include <errno.h>

#if defined(__linux__) && defined(__has_include)
#if __has_include(<linux/openat2.h>)
#include <linux/openat2.h>
#include <sys/syscall.h>
#include <unistd.h>
#define CSO_HAS_OPENAT2 1
#endif
#endif

#ifdef CSO_HAS_OPENAT2
// Set once openat2 is known to be missing, so the callers' fallback is taken at once from then on.
static _Atomic int openat2_missing;
#endif

int cso_open_beneath(int dirfd, const char *path, int flags) {
#if defined(CSO_HAS_OPENAT2) && defined(SYS_openat2)
    if (!openat2_missing) {
        struct open_how how = {
            .flags = (unsigned long long)(unsigned int)flags,
            .mode = 0,
            .resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS,
        };
        long fd = syscall(SYS_openat2, dirfd, path, &how, sizeof how);
        if (fd >= 0) return (int)fd;
        // A kernel without openat2 says ENOSYS; a seccomp sandbox that does not know it, EPERM.
        // Neither says anything of the file: the caller opens it the other way, which does.
        if (errno == ENOSYS) openat2_missing = 1;
        if (errno != ENOSYS && errno != EPERM) return -1;
    }
#else
    (void)dirfd;
    (void)path;
    (void)flags;
#endif
    errno = ENOSYS;
    return -1;
}
