#include "CPNGScan.h"

#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <png.h>
#include <zlib.h>

typedef struct scan_state {
    /// The file in memory, or NULL to read it from `fd` (from its start).
    const uint8_t *data;
    int fd;
    size_t size;
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
    /// Set when libpng only warned about the image data ("IDAT: Too much image data", "IDAT: Extra
    /// compressed data"): the data then holds more than the header promises, which
    /// ac_png_verify_image_data rejects too, so the decode fails after reading with the warning.
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
    // and image data that goes on past the promised rows is only a (benign) warning to libpng.
    scan_state *state = (scan_state *)png_get_error_ptr(png);
    if (text != NULL && strstr(text, "exceeds user limit") != NULL) {
        state->over_side_limit = 1;
    } else if (text != NULL && strncmp(text, "IDAT:", 5) == 0 && !state->image_data_warning) {
        state->image_data_warning = 1;
        copy_message(state, text);
    }
}

static void on_read(png_structp png, png_bytep out, size_t length) {
    scan_state *state = (scan_state *)png_get_io_ptr(png);
    if (length > state->size - state->offset) {
        png_error(png, "file ends early (truncated)");
    }
    if (state->data != NULL) {
        memcpy(out, state->data + state->offset, length);
        state->offset += length;
        return;
    }
    while (length > 0) {
        ssize_t n = pread(state->fd, out, length, (off_t)state->offset);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) png_error(png, n < 0 ? strerror(errno) : "file ends early (it became shorter while it was read)");
        out += n;
        length -= (size_t)n;
        state->offset += (size_t)n;
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
    scan_state state = {NULL, fd, size, 0, message, message_size, limits->max_heap_bytes, 0, 0, 0, 0};
    return scan(state, limits, stats, NULL);
}

static ac_png_status scan(scan_state state, const ac_png_limits *limits, ac_png_pixel_stats *stats,
                          ac_png_thumbnail *thumbnail) {
    memset(stats, 0, sizeof(*stats));
    if (thumbnail != NULL) {
        thumbnail->width = thumbnail->height = 0;
        thumbnail->rgba = NULL;
    }
    png_structp png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, &state, on_error, on_warning,
                                               &state, on_malloc, on_free);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        copy_message(&state, "out of memory for libpng's structures");
        stats->largest_allocation = state.largest_allocation;
        return AC_PNG_NO_MEMORY;
    }
    // Volatile: these change after setjmp and are read again after a longjmp.
    png_bytep volatile row = NULL;
    uint64_t *volatile sums = NULL;
    volatile ac_png_status status = AC_PNG_ERROR;
    thumb_acc acc = {0, 0, NULL};

    if (setjmp(state.jump) != 0) {
        tracked_free(&state, row);
        tracked_free(&state, sums);
        png_destroy_read_struct(&png, &info, NULL);
        if (state.over_side_limit) {
            copy_message(&state, "image is wider or taller than the per-side limit");
            status = AC_PNG_TOO_LARGE;
        } else if (state.allocation_failed && status == AC_PNG_ERROR) {
            status = AC_PNG_NO_MEMORY;
        }
        stats->largest_allocation = state.largest_allocation;
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
    png_set_read_fn(png, &state, on_read);
    png_read_info(png, info);

    uint32_t width = png_get_image_width(png, info);
    uint32_t height = png_get_image_height(png, info);
    if ((uint64_t)width * (uint64_t)height > limits->max_pixels) {
        copy_message(&state, "image is larger than the pixel limit");
        status = AC_PNG_TOO_LARGE;
        longjmp(state.jump, 1);
    }
    stats->width = width;
    stats->height = height;

    // Every input becomes RGBA at its own depth: 8 bits, or 16 for 16-bit files (reducing those
    // to 8 bits would read alpha 100/65535 as 0 and 65534/65535 as 255). Palette and tRNS expand
    // to alpha; without alpha the filler is fully opaque (libpng takes 0xff of it at 8 bits).
    png_set_expand(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xffff, PNG_FILLER_AFTER);
    png_read_update_info(png, info);
    int sample_bytes = png_get_bit_depth(png, info) == 16 ? 2 : 1;
    int pixel_bytes = 4 * sample_bytes;
    stats->alpha_max = sample_bytes == 2 ? 65535 : 255;
    stats->min_alpha = stats->alpha_max;

    size_t rowbytes = png_get_rowbytes(png, info);
    if (rowbytes < (size_t)width * pixel_bytes) {
        copy_message(&state, "unexpected row layout after conversion to RGBA");
        longjmp(state.jump, 1);
    }
    if (thumbnail != NULL && thumbnail->max_side > 0) {
        uint32_t side = thumbnail->max_side > 1024 ? 1024 : thumbnail->max_side;
        uint32_t longest = width > height ? width : height;
        double factor = longest > side ? (double)side / longest : 1.0;
        acc.width = (uint32_t)(width * factor + 0.5);
        acc.height = (uint32_t)(height * factor + 0.5);
        if (acc.width == 0) acc.width = 1;
        if (acc.height == 0) acc.height = 1;
        size_t sums_bytes = (size_t)acc.width * acc.height * 5 * sizeof(uint64_t);
        sums = (uint64_t *)tracked_malloc(&state, sums_bytes);
        if (sums != NULL) memset(sums, 0, sums_bytes);
        if (sums == NULL) {
            status = AC_PNG_NO_MEMORY;
            copy_message(&state, "out of memory for the thumbnail");
            longjmp(state.jump, 1);
        }
        acc.sums = sums;
    }
    thumb_acc *thumb = acc.sums ? &acc : NULL;
    row = (png_bytep)tracked_malloc(&state, rowbytes);
    if (row == NULL) {
        status = AC_PNG_NO_MEMORY;
        copy_message(&state, "out of memory for one row");
        longjmp(state.jump, 1);
    }

    // Without png_set_interlace_handling, libpng returns each Adam7 pass's reduced rows in turn;
    // mapping them back to image coordinates keeps memory at one row for interlaced files too.
    if (png_get_interlace_type(png, info) == PNG_INTERLACE_ADAM7) {
        for (int pass = 0; pass < 7; pass++) {
            uint32_t cols = PNG_PASS_COLS(width, pass), rows = PNG_PASS_ROWS(height, pass);
            if (cols == 0 || rows == 0) continue;
            for (uint32_t r = 0; r < rows; r++) {
                png_read_row(png, row, NULL);
                uint32_t y = PNG_ROW_FROM_PASS_ROW(r, pass);
                for (uint32_t i = 0; i < cols; i++) {
                    uint32_t x = PNG_COL_FROM_PASS_COL(i, pass);
                    const png_byte *pixel = row + (size_t)i * pixel_bytes;
                    account_pixel(stats, x, y, alpha_of(pixel, sample_bytes));
                    account_thumbnail(thumb, stats, x, y, pixel, sample_bytes);
                }
            }
        }
    } else {
        for (uint32_t y = 0; y < height; y++) {
            png_read_row(png, row, NULL);
            for (uint32_t x = 0; x < width; x++) {
                const png_byte *pixel = row + (size_t)x * pixel_bytes;
                account_pixel(stats, x, y, alpha_of(pixel, sample_bytes));
                account_thumbnail(thumb, stats, x, y, pixel, sample_bytes);
            }
        }
    }
    png_read_end(png, NULL);
    if (state.image_data_warning) longjmp(state.jump, 1);

    if (thumb != NULL) {
        size_t cells = (size_t)acc.width * acc.height;
        // Handed to the caller and freed with ac_free(): plain malloc, but within the budget.
        int within_budget = state.heap_budget == 0 || cells * 4 <= state.heap_budget - state.heap_held;
        uint8_t *rgba = within_budget ? (uint8_t *)malloc(cells * 4) : NULL;
        if (cells * 4 > state.largest_allocation) state.largest_allocation = cells * 4;
        if (rgba == NULL) {
            state.allocation_failed = 1;
            status = AC_PNG_NO_MEMORY;
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
    tracked_free(&state, sums);
    tracked_free(&state, row);
    png_destroy_read_struct(&png, &info, NULL);
    stats->largest_allocation = state.largest_allocation;
    return AC_PNG_OK;
}

void ac_free(void *pointer) { free(pointer); }

int ac_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, uint8_t **out, size_t *out_size,
                       char *message, size_t message_size) {
    // The simplified API reports errors through its return value, so no setjmp is needed here;
    // it lives in this target only because Swift cannot import the PNG_FORMAT_RGBA macro.
    png_image image;
    memset(&image, 0, sizeof(image));
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGBA;
    png_alloc_size_t size = 0;
    *out = NULL;
    *out_size = 0;
    if (!png_image_write_get_memory_size(image, size, 0, rgba, 0, NULL)) goto fail;
    *out = (uint8_t *)malloc(size);
    if (*out == NULL) {
        png_image_free(&image);
        snprintf(message, message_size, "out of memory");
        return 1;
    }
    if (!png_image_write_to_memory(&image, *out, &size, 0, rgba, 0, NULL)) {
        free(*out);
        *out = NULL;
        goto fail;
    }
    *out_size = size;
    return 0;
fail:
    if (message != NULL && message_size > 0) snprintf(message, message_size, "%s", image.message);
    png_image_free(&image);
    return 1;
}

uint32_t ac_crc32(uint32_t crc, const uint8_t *data, size_t size) {
    // zlib's crc32 takes a uInt length: feed it in pieces that fit.
    while (size > 0) {
        uInt piece = size > 0x40000000u ? 0x40000000u : (uInt)size;
        crc = (uint32_t)crc32(crc, data, piece);
        data += piece;
        size -= piece;
    }
    return crc;
}
