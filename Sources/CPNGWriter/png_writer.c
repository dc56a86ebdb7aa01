#include "png_writer.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
    int failed;
} buffer_t;

typedef struct {
    char *error;
    size_t error_size;
    jmp_buf jump;
} error_state_t;

static void write_bytes(png_structp png, png_bytep bytes, png_size_t length) {
    buffer_t *b = (buffer_t *)png_get_io_ptr(png);
    if (b->failed) return;
    if (b->length + length > b->capacity) {
        size_t capacity = b->capacity ? b->capacity * 2 : 65536;
        while (capacity < b->length + length) capacity *= 2;
        uint8_t *grown = realloc(b->data, capacity);
        if (!grown) { b->failed = 1; return; }
        b->data = grown;
        b->capacity = capacity;
    }
    memcpy(b->data + b->length, bytes, length);
    b->length += length;
}

static void flush_bytes(png_structp png) { (void)png; }

static void on_error(png_structp png, png_const_charp message) {
    error_state_t *state = (error_state_t *)png_get_error_ptr(png);
    snprintf(state->error, state->error_size, "libpng: %s", message);
    longjmp(state->jump, 1);
}

static void on_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

int vignette_png_encode(const uint8_t *argb, int width, int height, int stride, int compression_level,
                        uint8_t **out, size_t *out_length, char *error, size_t error_size) {
    error_state_t state = { error, error_size };
    buffer_t buffer = { 0 };
    uint8_t *row = NULL;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, on_error, on_warning);
    if (!png) { snprintf(error, error_size, "libpng: cannot create a writer"); return 1; }
    png_infop info = png_create_info_struct(png);
    if (!info) { png_destroy_write_struct(&png, NULL); snprintf(error, error_size, "libpng: cannot create info"); return 1; }
    if (setjmp(state.jump)) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(buffer.data);
        return 1;
    }
    png_set_write_fn(png, &buffer, write_bytes, flush_bytes);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    // No filter: for flat, UI-like images it is both faster and smaller (linux-graphics-notes §5).
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_compression_level(png, compression_level);
    png_write_info(png, info);
    row = malloc((size_t)width * 4);
    if (!row) { snprintf(error, error_size, "out of memory"); longjmp(state.jump, 1); }
    for (int y = 0; y < height; y++) {
        const uint32_t *src = (const uint32_t *)(argb + (size_t)y * (size_t)stride);
        for (int x = 0; x < width; x++) {
            uint32_t p = src[x];
            uint32_t a = p >> 24, r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
            if (a != 0 && a != 255) {
                r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a;
                if (r > 255) r = 255;
                if (g > 255) g = 255;
                if (b > 255) b = 255;
            }
            uint8_t *d = row + x * 4;
            d[0] = (uint8_t)r; d[1] = (uint8_t)g; d[2] = (uint8_t)b; d[3] = (uint8_t)a;
        }
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    if (buffer.failed) { free(buffer.data); snprintf(error, error_size, "out of memory"); return 1; }
    *out = buffer.data;
    *out_length = buffer.length;
    return 0;
}

void vignette_png_free(uint8_t *data) { free(data); }

void vignette_png_versions(char *out, size_t out_size) {
    snprintf(out, out_size, "png %s zlib %s", png_get_libpng_ver(NULL), zlibVersion());
}
