#include "CPreviewRecords.h"

// Weak: a program without previews has no such section, and then these are NULL.
extern const char __start_vignette_previews[] __attribute__((weak));
extern const char __stop_vignette_previews[] __attribute__((weak));

const void *vignette_previews_start(void) { return __start_vignette_previews; }
const void *vignette_previews_stop(void) { return __stop_vignette_previews; }

// The extension's Info.plist record (the VignetteInfoPlist plugin's generated file), if any.
extern const char __start_vignette_info_plist[] __attribute__((weak));
extern const char __stop_vignette_info_plist[] __attribute__((weak));

const void *vignette_info_plist_start(void) { return __start_vignette_info_plist; }
const void *vignette_info_plist_stop(void) { return __stop_vignette_info_plist; }
