#include "CPreviewRecords.h"

// Weak: a program without previews has no such section, and then these are NULL.
extern const char __start_vignette_previews[] __attribute__((weak));
extern const char __stop_vignette_previews[] __attribute__((weak));

const void *vignette_previews_start(void) { return __start_vignette_previews; }
const void *vignette_previews_stop(void) { return __stop_vignette_previews; }
