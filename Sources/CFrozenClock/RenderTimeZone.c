// The time zone of a program that renders widgets. iOS formats a date in the time zone the device
// is set to; a Linux machine's zone (`TZ`, /etc/localtime) changes from one machine to the next,
// and with it every image that shows `Date().formatted()` or a `DateFormatter`'s time. So the
// program runs in one zone on every machine: UTC, the zone `--now` is written in, or the zone the
// author names in VIGNETTE_TIME_ZONE (an IANA name such as Europe/Paris; `RenderTimeZone.swift`
// checks it).
//
// Set when the program loads, before any thread runs and before Foundation reads and caches its
// time zone: `setenv` is not safe while other threads read the environment.
#include <stdlib.h>
#include <time.h>

__attribute__((constructor)) static void vignette_pin_time_zone(void) {
    const char *chosen = getenv("VIGNETTE_TIME_ZONE");
    setenv("TZ", (chosen != NULL && chosen[0] != '\0') ? chosen : "UTC", 1);
    tzset();
}
