#define _GNU_SOURCE
#include "CSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

int csp_pipe(int fds[2]) {
#if defined(__linux__)
    return pipe2(fds, O_CLOEXEC);
#else
    if (pipe(fds) != 0) return -1;
    if (fcntl(fds[0], F_SETFD, FD_CLOEXEC) != 0 || fcntl(fds[1], F_SETFD, FD_CLOEXEC) != 0) {
        int saved = errno;
        close(fds[0]);
        close(fds[1]);
        errno = saved;
        return -1;
    }
    return 0;
#endif
}

int csp_spawn(const char *path, char *const argv[], int in_fd, int out_fd, int err_fd, pid_t *pid) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int status = posix_spawn_file_actions_init(&actions);
    if (status != 0) return status;
    status = posix_spawnattr_init(&attributes);
    if (status != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return status;
    }
    // dup2 clears close-on-exec on the copies: the child keeps these three and nothing else.
    if (status == 0) status = posix_spawn_file_actions_adddup2(&actions, in_fd, 0);
    if (status == 0) status = posix_spawn_file_actions_adddup2(&actions, out_fd, 1);
    if (status == 0) status = posix_spawn_file_actions_adddup2(&actions, err_fd, 2);
    short flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK;
#if defined(__APPLE__)
    flags |= POSIX_SPAWN_CLOEXEC_DEFAULT;
#elif defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
    // A descriptor another thread opened without close-on-exec is not handed to git either.
    if (status == 0) status = posix_spawn_file_actions_addclosefrom_np(&actions, 3);
#endif
    sigset_t all, none;
    sigfillset(&all);
    sigemptyset(&none);
    if (status == 0) status = posix_spawnattr_setsigdefault(&attributes, &all);
    if (status == 0) status = posix_spawnattr_setsigmask(&attributes, &none);
    if (status == 0) status = posix_spawnattr_setflags(&attributes, flags);
    if (status == 0) status = posix_spawn(pid, path, &actions, &attributes, argv, environ);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return status;
}

int csp_write_and_close(int fd, const void *bytes, size_t size) {
    sigset_t pipe_signal, before;
    sigemptyset(&pipe_signal);
    sigaddset(&pipe_signal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_signal, &before);
    int result = 0;
    const char *at = (const char *)bytes;
    while (size > 0) {
        ssize_t written = write(fd, at, size);
        if (written < 0 && errno == EINTR) continue;
        if (written < 0) {
            result = errno;
            break;
        }
        at += written;
        size -= (size_t)written;
    }
    sigset_t pending;
    int taken;
    // Taken back here, where it was raised and is blocked, so that unblocking delivers nothing
    // (sigwait returns at once for a pending signal; macOS has no sigtimedwait).
    if (result == EPIPE && sigpending(&pending) == 0 && sigismember(&pending, SIGPIPE) == 1) sigwait(&pipe_signal, &taken);
    pthread_sigmask(SIG_SETMASK, &before, NULL);
    close(fd);
    return result;
}

int csp_wait(pid_t pid) {
    int status = 0;
    for (;;) {
        if (waitpid(pid, &status, 0) >= 0) break;
        if (errno != EINTR) return -1;
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}
