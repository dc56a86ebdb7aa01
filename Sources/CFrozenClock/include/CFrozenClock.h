#ifndef VIGNETTE_FROZEN_CLOCK_H
#define VIGNETTE_FROZEN_CLOCK_H

/// Installs the function the program's wall clock asks first. This target defines the C
/// library's `clock_gettime` (for the realtime clocks), `gettimeofday` and `time` in the program
/// itself, so every caller in the process (Foundation's `Date()` included) reaches them before the
/// C library. Each asks `now`: when it returns 1 it has set `seconds` (since 1970) and that is the
/// time; when it returns 0 the C library's clock answers. Monotonic clocks are never touched.
void vignette_frozen_clock_install(int (*now)(double *seconds));

#endif
