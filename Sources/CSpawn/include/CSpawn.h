#ifndef CSPAWN_H
#define CSPAWN_H
// Why this target exists: a pre-commit hook starts git four times, and Foundation's Process took
// 5 to 8 ms more than git itself for each (a run loop, descriptors closed one by one). posix_spawn
// with its file actions is what Process does underneath, minus that; its types differ between
// Linux and macOS (a struct, a pointer), which C takes in its stride and Swift does not.

#include <stddef.h>
#include <sys/types.h>

/// A pipe whose two ends are closed on exec. Returns 0, or -1 with errno set.
int csp_pipe(int fds[2]);

/// Starts the program at `path` with `argv` (ending in NULL) and this process's environment and
/// working folder, its standard input, output and error read from and written to `in_fd`,
/// `out_fd` and `err_fd`; it inherits no other descriptor, its signals at their defaults and none
/// blocked. Returns 0 with the child's id in `pid`, or an errno value.
int csp_spawn(const char *path, char *const argv[], int in_fd, int out_fd, int err_fd, pid_t *pid);

/// Writes `size` bytes of `bytes` to `fd` (a pipe to a child), then closes it. A child that exits
/// before reading them all ends the write quietly: the broken pipe's SIGPIPE is taken back from the
/// calling thread instead of ending this process. Returns 0, or an errno value.
int csp_write_and_close(int fd, const void *bytes, size_t size);

/// Waits for the child `pid` to end, through interruptions. Returns its exit code (0 to 255), or -1
/// when a signal ended it or it could not be waited for.
int csp_wait(pid_t pid);

#endif
