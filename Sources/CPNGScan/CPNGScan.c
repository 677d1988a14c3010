#include "CPNGScan.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>
#include <zlib.h>

typedef struct scan_state {
    const uint8_t *data;
    size_t size;
    size_t offset;
    char *message;
    size_t message_size;
    jmp_buf jump;
} scan_state;

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
    (void)png;
    (void)text; // Warnings (a bad ancillary CRC, an unknown chunk) do not change a verdict.
}

static void on_read(png_structp png, png_bytep out, size_t length) {
    scan_state *state = (scan_state *)png_get_io_ptr(png);
    if (length > state->size - state->offset) {
        png_error(png, "file ends early (truncated)");
    }
    memcpy(out, state->data + state->offset, length);
    state->offset += length;
}

/// Sums of premultiplied colour, alpha and pixel count for each thumbnail pixel.
typedef struct thumb_acc {
    uint32_t width, height;
    uint64_t *sums; // 5 per thumbnail pixel: r*a, g*a, b*a, a, count
} thumb_acc;

static void account_thumbnail(thumb_acc *acc, const ac_png_pixel_stats *stats, uint32_t x, uint32_t y,
                              const uint8_t *rgba) {
    if (acc == NULL || acc->sums == NULL) return;
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

static void account_pixel(ac_png_pixel_stats *stats, uint32_t x, uint32_t y, uint8_t alpha) {
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

ac_png_status ac_png_scan_pixels_thumbnail(const uint8_t *data, size_t size, const ac_png_limits *limits,
                                           ac_png_pixel_stats *stats, ac_png_thumbnail *thumbnail,
                                           char *message, size_t message_size) {
    scan_state state = {data, size, 0, message, message_size};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state, on_error, on_warning);
    if (png == NULL) return AC_PNG_NO_MEMORY;
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        return AC_PNG_NO_MEMORY;
    }
    // Volatile: these change after setjmp and are read again after a longjmp.
    png_bytep volatile row = NULL;
    uint64_t *volatile sums = NULL;
    volatile ac_png_status status = AC_PNG_ERROR;
    thumb_acc acc = {0, 0, NULL};
    if (thumbnail != NULL) {
        thumbnail->width = thumbnail->height = 0;
        thumbnail->rgba = NULL;
    }
    memset(stats, 0, sizeof(*stats));
    stats->min_alpha = 255;

    if (setjmp(state.jump) != 0) {
        free(row);
        free(sums);
        png_destroy_read_struct(&png, &info, NULL);
        return status;
    }
    png_set_user_limits(png, limits->max_width, limits->max_height);
    png_set_chunk_malloc_max(png, (png_alloc_size_t)limits->max_chunk_bytes);
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

    // Every input becomes 8-bit RGBA: palette and tRNS expand to alpha, no alpha means 255.
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    png_read_update_info(png, info);

    size_t rowbytes = png_get_rowbytes(png, info);
    if (rowbytes < (size_t)width * 4) {
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
        sums = (uint64_t *)calloc((size_t)acc.width * acc.height * 5, sizeof(uint64_t));
        if (sums == NULL) {
            status = AC_PNG_NO_MEMORY;
            copy_message(&state, "out of memory for the thumbnail");
            longjmp(state.jump, 1);
        }
        acc.sums = sums;
    }
    thumb_acc *thumb = acc.sums ? &acc : NULL;
    row = (png_bytep)malloc(rowbytes);
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
                    account_pixel(stats, x, y, row[i * 4 + 3]);
                    account_thumbnail(thumb, stats, x, y, row + i * 4);
                }
            }
        }
    } else {
        for (uint32_t y = 0; y < height; y++) {
            png_read_row(png, row, NULL);
            for (uint32_t x = 0; x < width; x++) {
                account_pixel(stats, x, y, row[x * 4 + 3]);
                account_thumbnail(thumb, stats, x, y, row + x * 4);
            }
        }
    }
    png_read_end(png, NULL);

    if (thumb != NULL) {
        size_t cells = (size_t)acc.width * acc.height;
        uint8_t *rgba = (uint8_t *)malloc(cells * 4);
        if (rgba == NULL) {
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
    free(sums);
    free(row);
    png_destroy_read_struct(&png, &info, NULL);
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
