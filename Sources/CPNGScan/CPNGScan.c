#include "CPNGScan.h"

#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <png.h>
#include <zlib.h>
#include <isa-l/crc.h>
#include <isa-l/crc64.h>

typedef struct scan_state {
    /// The file in memory, or NULL to read it from `fd` (from its start).
    const uint8_t *data;
    int fd;
    size_t size;
    /// Bytes handed to libpng so far.
    size_t offset;
    char *message;
    size_t message_size;
    /// Memory accounting for every allocation of one decode (libpng's, zlib's and ours).
    uint64_t heap_budget, heap_held, largest_allocation;
    /// Set when an allocation was refused: a failed decode is then out of memory, not corrupt.
    /// (libpng's own texts can't tell: "insufficient memory" also means a chunk over its limit.)
    int allocation_failed;
    /// Set when libpng warned that IHDR exceeds png_set_user_limits (its error is then generic).
    int over_side_limit;
    /// Set when libpng only warned about the image data (see on_warning): the decode then fails.
    int image_data_warning;
    jmp_buf jump;
} scan_state;

// Every block carries its size in front, so frees can be accounted; 16 bytes keeps alignment.
#define BLOCK_HEADER 16

static void *tracked_malloc(scan_state *state, size_t size) {
    if (size > state->largest_allocation) state->largest_allocation = size;
    if (size > SIZE_MAX - BLOCK_HEADER ||
        (state->heap_budget != 0 && size > state->heap_budget - state->heap_held)) {
        state->allocation_failed = 1;
        return NULL;
    }
    uint8_t *block = (uint8_t *)malloc(size + BLOCK_HEADER);
    if (block == NULL) {
        state->allocation_failed = 1;
        return NULL;
    }
    memcpy(block, &size, sizeof(size));
    state->heap_held += size;
    return block + BLOCK_HEADER;
}

static void tracked_free(scan_state *state, void *pointer) {
    if (pointer == NULL) return;
    uint8_t *block = (uint8_t *)pointer - BLOCK_HEADER;
    size_t size;
    memcpy(&size, block, sizeof(size));
    state->heap_held -= size;
    free(block);
}

// Why: libpng allocates through these (png_create_read_struct_2), so a decode's memory is
// measured and can be bounded, and a refused allocation is known for what it is.
static png_voidp on_malloc(png_structp png, png_alloc_size_t size) {
    return tracked_malloc((scan_state *)png_get_mem_ptr(png), size);
}

static void on_free(png_structp png, png_voidp pointer) {
    tracked_free((scan_state *)png_get_mem_ptr(png), pointer);
}

static void copy_message(scan_state *state, const char *text) {
    if (state->message == NULL || state->message_size == 0) return;
    snprintf(state->message, state->message_size, "%s", text ? text : "unknown libpng error");
}

static void on_error(png_structp png, png_const_charp text) {
    scan_state *state = (scan_state *)png_get_error_ptr(png);
    copy_message(state, text);
    longjmp(state->jump, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    // Warnings (a bad ancillary CRC, an unknown chunk) do not change a verdict, except these:
    // png_check_IHDR warns which side is over png_set_user_limits, then fails as "Invalid IHDR data";
    // and the progressive reader only warns about image data that goes on past the promised rows
    // ("Extra compressed data in IDAT"), that is damaged after them ("Truncated compressed data in
    // IDAT"), or about a wrong Adler-32 ("IDAT: ADLER32 checksum mismatch"): each stops the decode
    // as damaged, at once, so nothing more is inflated or read.
    scan_state *state = (scan_state *)png_get_error_ptr(png);
    if (text != NULL && strstr(text, "exceeds user limit") != NULL) {
        state->over_side_limit = 1;
    } else if (text != NULL && strstr(text, "IDAT") != NULL) {
        state->image_data_warning = 1;
        if (strstr(text, "Extra compressed data") != NULL) {
            copy_message(state, "more image data than the rows the header promises");
        } else {
            copy_message(state, text);
        }
        longjmp(state->jump, 1);
    }
}

/// Sums of premultiplied colour, alpha and pixel count for each thumbnail pixel.
typedef struct thumb_acc {
    uint32_t width, height;
    uint64_t *sums; // 5 per thumbnail pixel: r*a, g*a, b*a, a, count
} thumb_acc;

/// Adds one pixel, given at the image's depth (`bytes` per sample, big-endian), to the thumbnail.
static void account_thumbnail(thumb_acc *acc, const ac_png_pixel_stats *stats, uint32_t x, uint32_t y,
                              const uint8_t *pixel, int bytes) {
    if (acc == NULL || acc->sums == NULL) return;
    uint8_t rgba[4];
    for (int c = 0; c < 4; c++) {
        // Previews are 8-bit: 16-bit samples round to the nearest 8-bit value.
        rgba[c] = bytes == 1 ? pixel[c] : (uint8_t)((((uint32_t)pixel[c * 2] << 8 | pixel[c * 2 + 1]) * 255u + 32767u) / 65535u);
    }
    uint32_t tx = (uint32_t)((uint64_t)x * acc->width / stats->width);
    uint32_t ty = (uint32_t)((uint64_t)y * acc->height / stats->height);
    uint64_t *cell = acc->sums + ((size_t)ty * acc->width + tx) * 5;
    uint64_t a = rgba[3];
    cell[0] += rgba[0] * a;
    cell[1] += rgba[1] * a;
    cell[2] += rgba[2] * a;
    cell[3] += a;
    cell[4] += 1;
}

/// The alpha sample of an RGBA pixel at `bytes` per sample (16-bit samples are big-endian).
static uint16_t alpha_of(const png_byte *pixel, int bytes) {
    return bytes == 1 ? pixel[3] : (uint16_t)(pixel[6] << 8 | pixel[7]);
}

static void account_pixel(ac_png_pixel_stats *stats, uint32_t x, uint32_t y, uint16_t alpha) {
    uint32_t w = stats->width, h = stats->height;
    if (alpha < stats->min_alpha) stats->min_alpha = alpha;
    if (alpha == 0) stats->transparent_pixels++;
    if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
        stats->border_pixels++;
        if (alpha > 0) stats->border_visible_pixels++;
        if (y == 0 && x == 0) stats->corner_alpha[0] = alpha;
        if (y == 0 && x == w - 1) stats->corner_alpha[1] = alpha;
        if (y == h - 1 && x == 0) stats->corner_alpha[2] = alpha;
        if (y == h - 1 && x == w - 1) stats->corner_alpha[3] = alpha;
    }
}

ac_png_status ac_png_scan_pixels(const uint8_t *data, size_t size, const ac_png_limits *limits,
                                 ac_png_pixel_stats *stats, char *message, size_t message_size) {
    return ac_png_scan_pixels_thumbnail(data, size, limits, stats, NULL, message, message_size);
}

static ac_png_status scan(scan_state state, const ac_png_limits *limits, ac_png_pixel_stats *stats,
                          ac_png_thumbnail *thumbnail);

ac_png_status ac_png_scan_pixels_thumbnail(const uint8_t *data, size_t size, const ac_png_limits *limits,
                                           ac_png_pixel_stats *stats, ac_png_thumbnail *thumbnail,
                                           char *message, size_t message_size) {
    scan_state state = {data, -1, size, 0, message, message_size, limits->max_heap_bytes, 0, 0, 0, 0};
    return scan(state, limits, stats, thumbnail);
}

ac_png_status ac_png_scan_pixels_file(int fd, size_t size, const ac_png_limits *limits, ac_png_pixel_stats *stats,
                                      char *message, size_t message_size) {
    return ac_png_scan_pixels_file_thumbnail(fd, size, limits, stats, NULL, message, message_size);
}

ac_png_status ac_png_scan_pixels_file_thumbnail(int fd, size_t size, const ac_png_limits *limits, ac_png_pixel_stats *stats,
                                                ac_png_thumbnail *thumbnail, char *message, size_t message_size) {
    scan_state state = {NULL, fd, size, 0, message, message_size, limits->max_heap_bytes, 0, 0, 0, 0};
    return scan(state, limits, stats, thumbnail);
}

/// What the progressive callbacks share: the limits, the statistics being filled, the thumbnail.
typedef struct scan_run {
    scan_state *state;
    const ac_png_limits *limits;
    ac_png_pixel_stats *stats;
    ac_png_thumbnail *thumbnail;
    thumb_acc acc;
    int sample_bytes, pixel_bytes, interlaced;
    /// Rows of every pass the header promises, and rows delivered so far.
    uint64_t rows_total, rows_done;
    /// Set by libpng's end callback, at IEND.
    int ended;
    /// The status a callback chose before stopping the decode with png_error.
    ac_png_status status;
} scan_run;

static void on_info(png_structp png, png_infop info) {
    scan_run *run = (scan_run *)png_get_progressive_ptr(png);
    uint32_t width = png_get_image_width(png, info);
    uint32_t height = png_get_image_height(png, info);
    if ((uint64_t)width * (uint64_t)height > run->limits->max_pixels) {
        run->status = AC_PNG_TOO_LARGE;
        png_error(png, "image is larger than the pixel limit");
    }
    run->stats->width = width;
    run->stats->height = height;
    run->interlaced = png_get_interlace_type(png, info) == PNG_INTERLACE_ADAM7;

    // Every input becomes RGBA at its own depth: 8 bits, or 16 for 16-bit files (reducing those
    // to 8 bits would read alpha 100/65535 as 0 and 65534/65535 as 255). Palette and tRNS expand
    // to alpha; without alpha the filler is fully opaque (libpng takes 0xff of it at 8 bits).
    png_set_expand(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xffff, PNG_FILLER_AFTER);
    png_read_update_info(png, info);
    run->sample_bytes = png_get_bit_depth(png, info) == 16 ? 2 : 1;
    run->pixel_bytes = 4 * run->sample_bytes;
    run->stats->alpha_max = run->sample_bytes == 2 ? 65535 : 255;
    run->stats->min_alpha = run->stats->alpha_max;
    if (png_get_rowbytes(png, info) < (size_t)width * run->pixel_bytes) {
        png_error(png, "unexpected row layout after conversion to RGBA");
    }
    if (run->interlaced) {
        for (int pass = 0; pass < 7; pass++) {
            if (PNG_PASS_COLS(width, pass) != 0) run->rows_total += PNG_PASS_ROWS(height, pass);
        }
    } else {
        run->rows_total = height;
    }

    ac_png_thumbnail *thumbnail = run->thumbnail;
    if (thumbnail != NULL && thumbnail->max_side > 0) {
        uint32_t side = thumbnail->max_side > 1024 ? 1024 : thumbnail->max_side;
        uint32_t longest = width > height ? width : height;
        double factor = longest > side ? (double)side / longest : 1.0;
        run->acc.width = (uint32_t)(width * factor + 0.5);
        run->acc.height = (uint32_t)(height * factor + 0.5);
        if (run->acc.width == 0) run->acc.width = 1;
        if (run->acc.height == 0) run->acc.height = 1;
        size_t sums_bytes = (size_t)run->acc.width * run->acc.height * 5 * sizeof(uint64_t);
        run->acc.sums = (uint64_t *)tracked_malloc(run->state, sums_bytes);
        if (run->acc.sums == NULL) {
            run->status = AC_PNG_NO_MEMORY;
            png_error(png, "out of memory for the thumbnail");
        }
        memset(run->acc.sums, 0, sums_bytes);
    }
}

// Without png_set_interlace_handling, libpng hands over each Adam7 pass's reduced rows in turn
// (row_number counts within the pass); mapping them back to image coordinates keeps memory at
// libpng's one row for interlaced files too.
static void on_row(png_structp png, png_bytep row, png_uint_32 row_number, int pass) {
    scan_run *run = (scan_run *)png_get_progressive_ptr(png);
    if (row == NULL) return;
    if (run->rows_done >= run->rows_total) png_error(png, "more rows than the header promises");
    run->rows_done++;
    uint32_t width = run->stats->width;
    uint32_t cols = run->interlaced ? PNG_PASS_COLS(width, pass) : width;
    uint32_t y = run->interlaced ? PNG_ROW_FROM_PASS_ROW(row_number, pass) : row_number;
    thumb_acc *thumb = run->acc.sums != NULL ? &run->acc : NULL;
    for (uint32_t i = 0; i < cols; i++) {
        uint32_t x = run->interlaced ? PNG_COL_FROM_PASS_COL(i, pass) : i;
        const png_byte *pixel = row + (size_t)i * run->pixel_bytes;
        account_pixel(run->stats, x, y, alpha_of(pixel, run->sample_bytes));
        account_thumbnail(thumb, run->stats, x, y, pixel, run->sample_bytes);
    }
}

static void on_end(png_structp png, png_infop info) {
    (void)info;
    scan_run *run = (scan_run *)png_get_progressive_ptr(png);
    run->ended = 1;
    // Bytes after IEND are not libpng's to read (the chunk walk reports them).
    png_process_data_pause(png, 0);
}

/// Reads exactly `length` bytes at `state->offset` into `out` (from memory or the descriptor) and
/// moves past them; on failure fills the message and jumps out of the decode.
static void read_exact(scan_state *state, uint8_t *out, size_t length) {
    if (length > state->size - state->offset) {
        copy_message(state, "file ends early (truncated)");
        longjmp(state->jump, 1);
    }
    if (state->data != NULL) {
        memcpy(out, state->data + state->offset, length);
    } else {
        size_t got = 0;
        while (got < length) {
            ssize_t n = pread(state->fd, out + got, length - got, (off_t)(state->offset + got));
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                copy_message(state, n < 0 ? strerror(errno) : "file ends early (it became shorter while it was read)");
                longjmp(state->jump, 1);
            }
            got += (size_t)n;
        }
    }
    state->offset += length;
}

/// Hands libpng the next `length` bytes of the file, a piece at a time, until they are done or
/// the decode ended (IEND) or stopped.
static void feed(png_structp png, png_infop info, scan_state *state, const scan_run *run, uint64_t length) {
    uint8_t buffer[16384];
    while (length > 0 && !run->ended) {
        size_t piece = length < sizeof(buffer) ? (size_t)length : sizeof(buffer);
        if (state->data != NULL) {
            if (piece > state->size - state->offset) {
                copy_message(state, "file ends early (truncated)");
                longjmp(state->jump, 1);
            }
            const uint8_t *bytes = state->data + state->offset;
            state->offset += piece;
            png_process_data(png, info, (png_bytep)bytes, piece);
        } else {
            read_exact(state, buffer, piece);
            png_process_data(png, info, buffer, piece);
        }
        length -= piece;
    }
}

static uint32_t big_endian(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

/// Feeds the file to libpng chunk by chunk, leaving out ancillary chunks other than tRNS: pixels
/// don't need them, and libpng's progressive reader would buffer each one whole (a 200 MB zTXt,
/// 200 MB) where its sequential reader skipped them in small pieces. Their CRCs are the chunk
/// walk's (PNGChunkWalk). Any other chunk but IDAT is at most 64 KiB (PLTE is 768 bytes).
static void feed_chunks(png_structp png, png_infop info, scan_state *state, const scan_run *run) {
    uint8_t header[8];
    read_exact(state, header, 8);
    png_process_data(png, info, header, 8);
    while (!run->ended) {
        if (state->offset == state->size) {
            copy_message(state, run->rows_done < run->rows_total || run->rows_total == 0
                ? "file ends early (truncated)" : "file ends early (no IEND chunk)");
            longjmp(state->jump, 1);
        }
        read_exact(state, header, 8);
        uint32_t length = big_endian(header);
        const uint8_t *type = header + 4;
        int is_idat = memcmp(type, "IDAT", 4) == 0;
        int keeps = (type[0] & 0x20) == 0 || memcmp(type, "tRNS", 4) == 0;
        if (!keeps) {
            if ((uint64_t)length + 4 > state->size - state->offset) {
                copy_message(state, "file ends early (truncated)");
                longjmp(state->jump, 1);
            }
            state->offset += (size_t)length + 4;
            continue;
        }
        if (!is_idat && length > 65536) {
            char text[96];
            snprintf(text, sizeof(text), "the %.4s chunk claims %u bytes, more than any can hold", (const char *)type, length);
            copy_message(state, text);
            longjmp(state->jump, 1);
        }
        png_process_data(png, info, header, 8);
        feed(png, info, state, run, (uint64_t)length + 4);
    }
}

// libpng's progressive reader, fed a chunk and a piece at a time: it stops inflating at the first byte past
// the rows the header promises ("Extra compressed data in IDAT"), where the sequential reader's
// png_read_end inflates the whole rest of the stream first: a 600x900 image whose data inflates
// to 8 GiB took 8-25 s that way. on_warning then stops the decode, so the rest of the file is not
// even read.
static ac_png_status scan(scan_state state, const ac_png_limits *limits, ac_png_pixel_stats *stats,
                          ac_png_thumbnail *thumbnail) {
    memset(stats, 0, sizeof(*stats));
    if (thumbnail != NULL) {
        thumbnail->width = thumbnail->height = 0;
        thumbnail->rgba = NULL;
    }
    scan_run run;
    memset(&run, 0, sizeof(run));
    run.state = &state;
    run.limits = limits;
    run.stats = stats;
    run.thumbnail = thumbnail;
    run.status = AC_PNG_ERROR;
    png_structp png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, &state, on_error, on_warning,
                                               &state, on_malloc, on_free);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        copy_message(&state, "out of memory for libpng's structures");
        stats->largest_allocation = state.largest_allocation;
        return AC_PNG_NO_MEMORY;
    }
    if (setjmp(state.jump) != 0) {
        tracked_free(&state, run.acc.sums);
        png_destroy_read_struct(&png, &info, NULL);
        ac_png_status status = run.status;
        if (state.over_side_limit) {
            copy_message(&state, "image is wider or taller than the per-side limit");
            status = AC_PNG_TOO_LARGE;
        } else if (state.allocation_failed && status == AC_PNG_ERROR) {
            status = AC_PNG_NO_MEMORY;
        }
        stats->largest_allocation = state.largest_allocation;
        stats->bytes_read = state.offset;
        return status;
    }
    png_set_user_limits(png, limits->max_width, limits->max_height);
    // Pixels need only IHDR, PLTE, tRNS, IDAT and IEND. A negative count tells libpng to skip
    // every other chunk, known or not (text, ICC, sPLT, eXIf...): skipped chunks are read in small
    // pieces and their CRC still checked (a mismatch is a warning), but never allocated, whatever
    // length they claim. Measured on libpng 1.6.39: without this, a zTXt chunk claiming 2 GiB
    // makes libpng ask for 2 GiB even with png_set_chunk_malloc_max below that, because its
    // length check is only a benign (warning) error on read.
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    png_set_chunk_malloc_max(png, (png_alloc_size_t)limits->max_chunk_bytes);
    // No chunk is kept, so nothing should be cached; the cap is a second line of defence.
    png_set_chunk_cache_max(png, 32);
    png_set_progressive_read_fn(png, &run, on_info, on_row, on_end);

    feed_chunks(png, info, &state, &run);
    if (run.rows_done != run.rows_total) {
        copy_message(&state, "not enough image data for the rows the header promises");
        longjmp(state.jump, 1);
    }

    thumb_acc *thumb = run.acc.sums != NULL ? &run.acc : NULL;
    if (thumb != NULL) {
        thumb_acc acc = run.acc;
        size_t cells = (size_t)acc.width * acc.height;
        // Handed to the caller and freed with ac_free(): plain malloc, but within the budget.
        int within_budget = state.heap_budget == 0 || cells * 4 <= state.heap_budget - state.heap_held;
        uint8_t *rgba = within_budget ? (uint8_t *)malloc(cells * 4) : NULL;
        if (cells * 4 > state.largest_allocation) state.largest_allocation = cells * 4;
        if (rgba == NULL) {
            state.allocation_failed = 1;
            run.status = AC_PNG_NO_MEMORY;
            copy_message(&state, "out of memory for the thumbnail");
            longjmp(state.jump, 1);
        }
        for (size_t i = 0; i < cells; i++) {
            const uint64_t *cell = acc.sums + i * 5;
            uint64_t alpha = cell[3], count = cell[4] ? cell[4] : 1;
            for (int c = 0; c < 3; c++) rgba[i * 4 + c] = alpha ? (uint8_t)((cell[c] + alpha / 2) / alpha) : 0;
            rgba[i * 4 + 3] = (uint8_t)((alpha + count / 2) / count);
        }
        thumbnail->width = acc.width;
        thumbnail->height = acc.height;
        thumbnail->rgba = rgba;
    }
    tracked_free(&state, run.acc.sums);
    png_destroy_read_struct(&png, &info, NULL);
    stats->largest_allocation = state.largest_allocation;
    stats->bytes_read = state.offset;
    return AC_PNG_OK;
}

void ac_free(void *pointer) { free(pointer); }

uint32_t ac_crc32(uint32_t crc, const uint8_t *data, size_t size) {
    // ISA-L's CRC-32 of gzip, zlib's and PNG's (reflected, inverted before and after, so pieces
    // chain as zlib's crc32 does), by carry-less multiplication: several times zlib's speed,
    // which a cold check spent 2.5% of its time in.
    return crc32_gzip_refl(crc, data, (uint64_t)size);
}

uint64_t ac_crc64(uint64_t crc, const uint8_t *data, size_t size) {
    return crc64_ecma_refl(crc, data, (uint64_t)size);
}
