#include "CPNGScan.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <isa-l/igzip_lib.h>

#include "VectorState.h"

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

// ISA-L's level-1 deflater (2.30, and upstream to this day) hashes the third byte of a stream that
// starts without history from a register still holding the address of the `isal_zstream`, not
// from the data (`.write_first_byte` in igzip_icf_body_h1_gr_bt.asm). Which matches it finds then
// depends on where that struct lies, so the same pixels now and then gave other bytes, as valid:
// a report made twice was not always the same file. A stream that starts with history never takes
// that path. So the first bytes go out as a stored block, ISA-L deflates the rest as raw deflate
// with them as its dictionary (its matches may reach back into them, as the reader's may), and the
// zlib header and Adler-32 are written here.
enum { STORED_HEAD = 16 };

/// Where the level buffer starts in the scratch memory: after the stream's state, 64-byte aligned.
static size_t level_offset(void) { return (sizeof(struct isal_zstream) + 63) / 64 * 64; }

size_t ac_zlib_scratch_size(void) { return level_offset() + ISAL_DEF_LVL1_DEFAULT; }

int ac_zlib_deflate(const uint8_t *data, size_t size, uint8_t *out, size_t capacity, size_t *written,
                    void *scratch) {
    *written = 0;
    size_t head = size < STORED_HEAD ? size : STORED_HEAD;
    if (size > UINT32_MAX || capacity < 2 + 5 + head + 4) return 1;
    uint8_t *to = out;
    *to++ = 0x78;  // deflate, 32 KiB window
    *to++ = 0x01;  // the fastest level, no preset dictionary; 0x7801 a multiple of 31, as zlib asks
    *to++ = head == size;  // a stored block, the last one when it holds everything
    to[0] = (uint8_t)head;
    to[1] = (uint8_t)(head >> 8);
    to[2] = (uint8_t)~head;
    to[3] = (uint8_t)(~head >> 8);
    to += 4;
    memcpy(to, data, head);
    to += head;
    if (head < size) {
        struct isal_zstream *stream = (struct isal_zstream *)scratch;
        isal_deflate_init(stream);
        stream->level = 1;
        stream->level_buf = (uint8_t *)scratch + level_offset();
        stream->level_buf_size = ISAL_DEF_LVL1_DEFAULT;
        stream->gzip_flag = IGZIP_DEFLATE;
        stream->end_of_stream = 1;
        stream->flush = NO_FLUSH;
        if (isal_deflate_set_dict(stream, (uint8_t *)data, (uint32_t)head) != COMP_OK) return 1;
        size_t room = capacity - (size_t)(to - out) - 4;
        stream->next_in = (uint8_t *)data + head;
        stream->avail_in = (uint32_t)(size - head);
        stream->next_out = to;
        stream->avail_out = room > UINT32_MAX ? UINT32_MAX : (uint32_t)room;
        int status = isal_deflate(stream);
        ac_after_vector_code();
        if (status != COMP_OK || stream->internal_state.state != ZSTATE_END) return status != COMP_OK ? status : 1;
        to += stream->total_out;
    }
    put32(to, isal_adler32(1, data, size));
    ac_after_vector_code();
    *written = (size_t)(to - out) + 4;
    return 0;
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
    void *scratch = malloc(ac_zlib_scratch_size());
    if (raw == NULL || png == NULL || scratch == NULL) {
        free(raw);
        free(png);
        free(scratch);
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

    size_t idat = 0;
    int status = ac_zlib_deflate(raw, raw_size, png + at + 8, bound - at - 8 - 4 - 12, &idat, scratch);
    free(raw);
    free(scratch);
    if (status != 0 || idat > UINT32_MAX) {
        free(png);
        snprintf(message, message_size, "the image data could not be compressed (ISA-L status %d)", status);
        return 1;
    }
    at += chunk(png + at, "IDAT", (uint32_t)idat);
    at += chunk(png + at, "IEND", 0);
    *out = png;
    *out_size = at;
    return 0;
}
