#ifndef CSAFEOPEN_H
#define CSAFEOPEN_H
// Why this target exists: Linux's openat2(2) opens a path below a folder in one call, refusing
// every symbolic link on the way and any step out of the folder, where doing the same from Swift
// takes an open and a close per folder. glibc has no wrapper for it, and Swift cannot call the
// variadic syscall(2). It could go if glibc gains an openat2 wrapper Swift can import.

/// Opens `path` (relative, no leading '/') below the folder open as `dirfd`, with `flags`
/// (open(2)'s), following no symbolic link anywhere on the path (ELOOP) and never leaving the
/// folder (EXDEV). Returns the descriptor, or -1 with errno set. Where the kernel has no
/// openat2 (before Linux 5.6, or a sandbox refusing it) and on other systems, returns -1 with
/// errno ENOSYS: the caller opens the path another way.
int cso_open_beneath(int dirfd, const char *path, int flags);

#endif
