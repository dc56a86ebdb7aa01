#ifndef VIGNETTE_PNG_WRITER_H
#define VIGNETTE_PNG_WRITER_H

#include <stddef.h>
#include <stdint.h>

/// Encodes premultiplied native-endian ARGB32 pixels (Cairo's format) as an RGBA PNG in memory.
/// libpng reports errors with longjmp, which Swift cannot catch: this C function catches them.
/// Returns 0 on success and sets *out (free with vignette_png_free) and *out_length; otherwise
/// returns non-zero and writes a message into error (error_size bytes).
int vignette_png_encode(const uint8_t *argb, int width, int height, int stride, int compression_level,
                        uint8_t **out, size_t *out_length, char *error, size_t error_size);

void vignette_png_free(uint8_t *data);

/// Writes the versions of libpng and zlib in use ("png 1.6.39 zlib 1.2.13") into out, for fingerprints of
/// encoded images: another zlib may compress the same pixels into other bytes.
void vignette_png_versions(char *out, size_t out_size);

#endif
