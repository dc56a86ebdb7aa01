// The wall clock of a program that renders widgets: while a render runs, `Date()` in the author's
// code is the render's "now" (see FrozenClock.swift). The definitions below take the C library's
// names; the dynamic linker binds every call in the process to the program's own definition first,
// as it does for a library given in LD_PRELOAD. Each falls back to the next definition (the C
// library's, found with RTLD_NEXT) when the calling task is not rendering.
#define _GNU_SOURCE
#include "CFrozenClock.h"
#include <dlfcn.h>
#include <math.h>
#include <stdatomic.h>
#include <stddef.h>
#include <sys/time.h>
#include <time.h>

typedef int (*frozen_now_function)(double *);
static _Atomic(frozen_now_function) frozen_now = NULL;

void vignette_frozen_clock_install(int (*now)(double *seconds)) { atomic_store(&frozen_now, now); }

static int frozen(double *seconds) {
    frozen_now_function now = atomic_load_explicit(&frozen_now, memory_order_acquire);
    return now != NULL && now(seconds);
}

// The C library's definitions, looked up on first use (a race only looks one up twice).
typedef int (*clock_gettime_function)(clockid_t, struct timespec *);
typedef int (*gettimeofday_function)(struct timeval *, void *);
typedef time_t (*time_function)(time_t *);
static void *_Atomic next_clock_gettime = NULL;
static void *_Atomic next_gettimeofday = NULL;
static void *_Atomic next_time = NULL;

static void *next(const char *name, void *_Atomic *cache) {
    void *found = atomic_load_explicit(cache, memory_order_relaxed);
    if (found == NULL) {
        found = dlsym(RTLD_NEXT, name);
        atomic_store_explicit(cache, found, memory_order_relaxed);
    }
    return found;
}

int clock_gettime(clockid_t clock, struct timespec *time) {
    double seconds;
    if ((clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE) && frozen(&seconds)) {
        double whole = floor(seconds);
        time->tv_sec = (time_t)whole;
        time->tv_nsec = (long)((seconds - whole) * 1e9);
        return 0;
    }
    clock_gettime_function real = (clock_gettime_function)next("clock_gettime", &next_clock_gettime);
    return real(clock, time);
}

int gettimeofday(struct timeval *restrict time, void *restrict zone) {
    double seconds;
    if (frozen(&seconds)) {
        double whole = floor(seconds);
        time->tv_sec = (time_t)whole;
        time->tv_usec = (suseconds_t)((seconds - whole) * 1e6);
        return 0;
    }
    gettimeofday_function real = (gettimeofday_function)next("gettimeofday", &next_gettimeofday);
    return real(time, zone);
}

time_t time(time_t *result) {
    double seconds;
    if (frozen(&seconds)) {
        time_t whole = (time_t)floor(seconds);
        if (result != NULL) *result = whole;
        return whole;
    }
    time_function real = (time_function)next("time", &next_time);
    return real(result);
}
