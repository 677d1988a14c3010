#include "CPNGScan.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <isa-l/igzip_lib.h>

// PNG encoding for the report's thumbnails and specimens: each row Sub-filtered, deflated by
// ISA-L at level 1. libpng's writer (zlib) took most of a report's time on noisy art, at its
// fastest setting too; ISA-L compresses these small images several times faster, a few percent
// larger.

static void put32(uint8_t *at, uint32_t value) {
    at[0] = (uint8_t)(value >> 24);
    at[1] = (uint8_t)(value >> 16);
    at[2] = (uint8_t)(value >> 8);
    at[3] = (uint8_t)value;
}

/// Writes a chunk of `length` data bytes already at `at + 8`: its length, type and CRC.
static size_t chunk(uint8_t *at, const char type[4], uint32_t length) {
    put32(at, length);
    memcpy(at + 4, type, 4);
    put32(at + 8 + length, ac_crc32(0, at + 4, (size_t)length + 4));
    return (size_t)length + 12;
}

int ac_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, uint8_t **out, size_t *out_size,
                       char *message, size_t message_size) {
    *out = NULL;
    *out_size = 0;
    if (width == 0 || height == 0 || width > 0x7FFFFFFFu / 4 || (uint64_t)width * height > (1u << 26)) {
        snprintf(message, message_size, "no PNG is written of %ux%u pixels", (unsigned)width, (unsigned)height);
        return 1;
    }
    size_t stride = (size_t)width * 4, row = stride + 1, raw_size = row * height;
    // Stored blocks at worst (5 bytes each 65,535), the zlib wrapper, the chunks around.
    size_t bound = raw_size + raw_size / 16000 * 5 + 1024;
    uint8_t *raw = (uint8_t *)malloc(raw_size);
    uint8_t *png = (uint8_t *)malloc(bound);
    uint8_t *level = (uint8_t *)malloc(ISAL_DEF_LVL1_DEFAULT);
    if (raw == NULL || png == NULL || level == NULL) {
        free(raw);
        free(png);
        free(level);
        snprintf(message, message_size, "out of memory");
        return 1;
    }
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *from = rgba + (size_t)y * stride;
        uint8_t *to = raw + (size_t)y * row;
        to[0] = 1;  // Sub: each byte less the same channel of the pixel to its left
        memcpy(to + 1, from, 4);
        for (size_t i = 4; i < stride; i++) to[1 + i] = (uint8_t)(from[i] - from[i - 4]);
    }
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    memcpy(png, signature, 8);
    size_t at = 8;
    put32(png + at + 8, width);
    put32(png + at + 12, height);
    png[at + 16] = 8;  // bit depth
    png[at + 17] = 6;  // RGBA
    png[at + 18] = png[at + 19] = png[at + 20] = 0;  // deflate, adaptive filters, not interlaced
    at += chunk(png + at, "IHDR", 13);

    struct isal_zstream stream;
    isal_deflate_init(&stream);
    stream.level = 1;
    stream.level_buf = level;
    stream.level_buf_size = ISAL_DEF_LVL1_DEFAULT;
    stream.gzip_flag = IGZIP_ZLIB;
    stream.end_of_stream = 1;
    stream.flush = NO_FLUSH;
    stream.next_in = raw;
    stream.avail_in = (uint32_t)raw_size;
    stream.next_out = png + at + 8;
    stream.avail_out = (uint32_t)(bound - at - 8 - 12 - 12);
    int status = isal_deflate(&stream);
    int done = status == COMP_OK && stream.internal_state.state == ZSTATE_END;
    free(raw);
    free(level);
    if (!done) {
        free(png);
        snprintf(message, message_size, "the image data could not be compressed (ISA-L status %d)", status);
        return 1;
    }
    at += chunk(png + at, "IDAT", stream.total_out);
    at += chunk(png + at, "IEND", 0);
    *out = png;
    *out_size = at;
    return 0;
}
