#ifndef VIGNETTE_PREVIEW_RECORDS_H
#define VIGNETTE_PREVIEW_RECORDS_H

/// The bounds of the `vignette_previews` section that `#Preview` records are placed in, in the
/// executable this is linked into (the linker defines `__start_`/`__stop_` symbols for a
/// section whose name is a C identifier). Both are NULL when the program has no previews.
const void *vignette_previews_start(void);
const void *vignette_previews_stop(void);

/// The bounds of the `vignette_info_plist` section, where the VignetteInfoPlist plugin's
/// generated file places the extension's Info.plist; NULL when the program has none.
const void *vignette_info_plist_start(void);
const void *vignette_info_plist_stop(void);

#endif
