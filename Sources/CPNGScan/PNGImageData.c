#include "CPNGScan.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <isa-l/igzip_lib.h>

#include "VectorState.h"

/// Bytes allocated past each row, zeros (see UNFILTER).
#define ROW_PADDING 4

// Adam7: where each pass starts and how far apart its pixels are, across and down.
static const uint32_t adam7_x0[7] = {0, 4, 0, 2, 0, 1, 0}, adam7_dx[7] = {8, 8, 4, 4, 2, 2, 1};
static const uint32_t adam7_y0[7] = {0, 0, 4, 0, 2, 0, 1}, adam7_dy[7] = {8, 8, 8, 4, 4, 2, 2};

/// Where the inflated bytes are in the rows the header promises: pass, row, byte in the row.
typedef struct row_walk {
    uint32_t width, height;
    uint64_t bits_per_pixel;
    int interlaced;
    /// The current pass: 0 to 6 (0 only, when not interlaced); 7 once every row is complete.
    int pass;
    /// Bytes of one row of the current pass, its filter byte included.
    uint64_t row_length;
    uint32_t rows_left;
    /// Bytes of the current row seen so far.
    uint64_t at;
    uint64_t rows_done, rows_total;
} row_walk;

static uint32_t pass_extent(uint32_t size, uint32_t start, uint32_t step) {
    return size > start ? (size - start + step - 1) / step : 0;
}

/// Moves to the next pass that has pixels (Adam7 skips passes that are empty for small images).
static void next_pass(row_walk *walk) {
    while (++walk->pass < 7) {
        uint32_t cols = walk->width, rows = walk->height;
        if (walk->interlaced) {
            cols = pass_extent(walk->width, adam7_x0[walk->pass], adam7_dx[walk->pass]);
            rows = pass_extent(walk->height, adam7_y0[walk->pass], adam7_dy[walk->pass]);
        } else if (walk->pass > 0) {
            walk->pass = 7;
            return;
        }
        if (cols > 0 && rows > 0) {
            walk->row_length = 1 + ((uint64_t)cols * walk->bits_per_pixel + 7) / 8;
            walk->rows_left = rows;
            walk->at = 0;
            return;
        }
    }
}

__attribute__((format(printf, 3, 4)))
static int fail(char *message, size_t message_size, const char *format, ...) {
    if (message != NULL && message_size > 0) {
        va_list arguments;
        va_start(arguments, format);
        vsnprintf(message, message_size, format, arguments);
        va_end(arguments);
    }
    return -1;
}

/// Accounts `size` inflated bytes: every row starts with a filter type of 0 to 4, and no byte
/// may come after the last row.
static int walk_feed(row_walk *walk, const uint8_t *bytes, size_t size, char *message, size_t message_size) {
    while (size > 0) {
        if (walk->pass >= 7) {
            return fail(message, message_size, "more image data than the %llu rows the header promises",
                        (unsigned long long)walk->rows_total);
        }
        if (walk->at == 0 && bytes[0] > 4) {
            return fail(message, message_size, "row %llu of the image data has filter type %u (valid are 0 to 4)",
                        (unsigned long long)walk->rows_done + 1, (unsigned)bytes[0]);
        }
        uint64_t take = walk->row_length - walk->at;
        if (take > size) take = size;
        bytes += take;
        size -= take;
        walk->at += take;
        if (walk->at == walk->row_length) {
            walk->at = 0;
            walk->rows_done++;
            if (--walk->rows_left == 0) next_pass(walk);
        }
    }
    return 0;
}

struct ac_png_verifier {
    row_walk walk;
    /// ISA-L's inflater: the zlib wrapper read and its Adler-32 checked (ISAL_ZLIB), history in
    /// its own buffer (85 KiB in all). About three times zlib's speed on PNG data.
    struct inflate_state stream;
    /// The zlib header's two bytes, checked here as zlib checks them (ISA-L allows more).
    uint8_t header[2];
    int header_seen;
    int seen_idat, after_idat, ended, in_idat;
    /// Set with `message` at the first problem: every later call is then ignored.
    ac_png_status failure;
    /// The current IDAT chunk: where it starts in the file, and its bytes not yet fed.
    uint64_t chunk_offset, chunk_left;
    char message[256];
    /// The inflated bytes are only counted and their filter bytes read, never kept: one small
    /// buffer serves the whole image, whatever its size.
    uint8_t out[32768];
    /// When measuring alpha (ac_png_verifier_create_measuring): the row being filled and the one
    /// before it, unfiltered, each with its filter byte; bytes per pixel; the next row's number.
    uint8_t *row, *prior;
    /// A Paeth or Average row still filtered, kept (`holding`) until the next one comes: when that
    /// one has the same filter, both are undone together (see UNFILTER_PAIR).
    uint8_t *held;
    int holding;
    uint64_t row_length, row_at;
    uint32_t pixel_bytes, scanned_rows;
    /// Alpha is measured (ac_png_verifier_create_measuring, or previewing an image with alpha).
    int measures_alpha;
    ac_png_pixel_stats stats;
    /// When previewing (ac_png_verifier_create_previewing): the thumbnail's size; the sums of the
    /// thumbnail row being gathered, 5 per pixel as ac_png_scan_pixels_thumbnail keeps them (r*a,
    /// g*a, b*a, a, count), each row turned into RGBA in `thumb_rgba` as its last image row is
    /// added (the image's rows come in order); and the first column of each of its columns,
    /// thumb_width + 1 of them, so a row is summed without a division.
    uint32_t thumb_width, thumb_height;
    uint64_t *thumb_sums;
    uint8_t *thumb_rgba;
    uint32_t *thumb_columns;
    /// When a thumbnail row takes several rows of the image (see add_to_column_sums): each byte
    /// column's sum down the rows gathered so far (premultiplied as the cells are), added to the
    /// cells once per thumbnail row instead of once per image row; `column_rows` rows so far.
    uint32_t *column_sums;
    /// The same for grey and RGB, which have no products to sum: in 16 bits, half the memory to
    /// add into, added to the cells every 257 rows at most (257 times 255 fits 16 bits).
    uint16_t *narrow_sums;
    uint32_t column_rows;
};

/// zlib's words for what ISA-L found, as pngcheck and libpng print them (the stream is in zlib's
/// format; the messages named it before ISA-L read it, and still do).
static const char *inflate_words(int code) {
    switch (code) {
    case ISAL_INVALID_BLOCK: return "invalid block type or lengths";
    case ISAL_INVALID_SYMBOL: return "invalid literal/length or distance code";
    case ISAL_INVALID_LOOKBACK: return "invalid distance too far back";
    case ISAL_INVALID_WRAPPER: return "incorrect header check";
    case ISAL_UNSUPPORTED_METHOD: return "unknown compression method";
    case ISAL_INCORRECT_CHECKSUM: return "incorrect data check";
    case ISAL_NEED_DICT: return "a preset dictionary is asked for, which PNG does not allow";
    default: return "invalid data";
    }
}

/// zlib's verdict on a stream's first two bytes, NULL when they are fine: deflate, a window of
/// at most 32 KiB, a header checksum that holds, and no preset dictionary (PNG allows none).
static const char *zlib_header_problem(const uint8_t header[2]) {
    if (((unsigned)header[0] << 8 | header[1]) % 31 != 0) return "incorrect header check";
    if ((header[0] & 0x0F) != 8) return "unknown compression method";
    if ((header[0] >> 4) > 7) return "invalid window size";
    if (header[1] & 0x20) return "a preset dictionary is asked for, which PNG does not allow";
    return NULL;
}

ac_png_status ac_png_verifier_create(const ac_png_layout *layout, ac_png_verifier **verifier,
                                     char *message, size_t message_size) {
    static const int channels[7] = {1, 0, 3, 1, 2, 0, 4};
    *verifier = NULL;
    if (layout->color_type > 6 || channels[layout->color_type] == 0 || layout->width == 0 || layout->height == 0) {
        fail(message, message_size, "invalid colour type %u or size", (unsigned)layout->color_type);
        return AC_PNG_ERROR;
    }
    ac_png_verifier *v = (ac_png_verifier *)calloc(1, sizeof(ac_png_verifier));
    if (v == NULL) {
        fail(message, message_size, "out of memory for the inflater");
        return AC_PNG_NO_MEMORY;
    }
    isal_inflate_init(&v->stream);
    v->stream.crc_flag = ISAL_ZLIB;
    row_walk *walk = &v->walk;
    walk->width = layout->width;
    walk->height = layout->height;
    walk->bits_per_pixel = (uint64_t)channels[layout->color_type] * layout->bit_depth;
    walk->interlaced = layout->interlaced != 0;
    walk->pass = -1;
    next_pass(walk);
    if (walk->interlaced) {
        for (int pass = 0; pass < 7; pass++) {
            uint32_t cols = pass_extent(walk->width, adam7_x0[pass], adam7_dx[pass]);
            if (cols > 0) walk->rows_total += pass_extent(walk->height, adam7_y0[pass], adam7_dy[pass]);
        }
    } else {
        walk->rows_total = walk->height;
    }
    *verifier = v;
    return AC_PNG_OK;
}

int ac_png_layout_measurable(const ac_png_layout *layout) {
    return layout->bit_depth == 8 && (layout->color_type == 6 || layout->color_type == 4) && !layout->interlaced
        && layout->width > 0 && layout->width <= AC_PNG_MEASURABLE_MAX_WIDTH && layout->height > 0;
}

ac_png_status ac_png_verifier_create_measuring(const ac_png_layout *layout, ac_png_verifier **verifier,
                                               char *message, size_t message_size) {
    if (!ac_png_layout_measurable(layout)) {
        *verifier = NULL;
        fail(message, message_size, "alpha is measured on the way only for 8-bit RGBA and grey with alpha, not interlaced");
        return AC_PNG_ERROR;
    }
    ac_png_status status = ac_png_verifier_create(layout, verifier, message, message_size);
    if (status != AC_PNG_OK) return status;
    ac_png_verifier *v = *verifier;
    v->pixel_bytes = layout->color_type == 6 ? 4 : 2;
    v->measures_alpha = 1;
    v->row_length = 1 + (uint64_t)layout->width * v->pixel_bytes;
    // ROW_PADDING bytes more: the filters read a whole 4-byte pixel at a time (see UNFILTER).
    v->row = (uint8_t *)calloc(1, v->row_length + ROW_PADDING);
    v->prior = (uint8_t *)calloc(1, v->row_length + ROW_PADDING);  // the row above the first is zeros
    v->held = (uint8_t *)calloc(1, v->row_length + ROW_PADDING);
    if (v->row == NULL || v->prior == NULL || v->held == NULL) {
        uint64_t length = v->row_length;
        ac_png_verifier_free(v);
        *verifier = NULL;
        fail(message, message_size, "out of memory for two rows of %llu bytes", (unsigned long long)length);
        return AC_PNG_NO_MEMORY;
    }
    v->stats.width = layout->width;
    v->stats.height = layout->height;
    v->stats.alpha_max = 255;
    v->stats.min_alpha = 255;
    return AC_PNG_OK;
}

int ac_png_layout_previewable(const ac_png_layout *layout) {
    return layout->bit_depth == 8 && layout->color_type != 3 && layout->color_type <= 6 && !layout->interlaced
        && layout->width > 0 && layout->width <= AC_PNG_MEASURABLE_MAX_WIDTH && layout->height > 0;
}

/// The most column sums kept (see add_to_column_sums): 256 KiB of them.
#define MAX_COLUMN_SUMS 65536u

ac_png_status ac_png_verifier_create_previewing(const ac_png_layout *layout, int measure_alpha, uint32_t max_side,
                                                ac_png_verifier **verifier, char *message, size_t message_size) {
    static const uint32_t channels[7] = {1, 0, 3, 0, 2, 0, 4};
    *verifier = NULL;
    if (!ac_png_layout_previewable(layout) || channels[layout->color_type] == 0) {
        fail(message, message_size, "a thumbnail is made on the way only for 8-bit grey, RGB, grey with alpha and RGBA, "
             "not interlaced");
        return AC_PNG_ERROR;
    }
    ac_png_status status = ac_png_verifier_create(layout, verifier, message, message_size);
    if (status != AC_PNG_OK) return status;
    ac_png_verifier *v = *verifier;
    int has_alpha = layout->color_type == 4 || layout->color_type == 6;
    v->measures_alpha = measure_alpha && has_alpha;
    v->pixel_bytes = channels[layout->color_type];
    v->row_length = 1 + (uint64_t)layout->width * v->pixel_bytes;
    v->row = (uint8_t *)calloc(1, v->row_length + ROW_PADDING);
    v->prior = (uint8_t *)calloc(1, v->row_length + ROW_PADDING);
    v->held = (uint8_t *)calloc(1, v->row_length + ROW_PADDING);
    // The thumbnail's size as ac_png_scan_pixels_thumbnail works it out, so both give the same one.
    uint32_t side = max_side == 0 ? 1 : max_side > 1024 ? 1024 : max_side;
    uint32_t width = layout->width, height = layout->height, longest = width > height ? width : height;
    double factor = longest > side ? (double)side / longest : 1.0;
    v->thumb_width = (uint32_t)(width * factor + 0.5);
    v->thumb_height = (uint32_t)(height * factor + 0.5);
    if (v->thumb_width == 0) v->thumb_width = 1;
    if (v->thumb_height == 0) v->thumb_height = 1;
    v->thumb_sums = (uint64_t *)calloc((size_t)v->thumb_width * 5, sizeof(uint64_t));
    v->thumb_rgba = (uint8_t *)malloc((size_t)v->thumb_width * v->thumb_height * 4);
    v->thumb_columns = (uint32_t *)malloc(((size_t)v->thumb_width + 1) * sizeof(uint32_t));
    // Column sums pay off when a thumbnail row gathers two image rows or more; they are at most
    // 256 KiB (an image 16,384 pixels wide in RGBA), beside rows of a quarter of that.
    uint64_t row_samples = v->row_length - 1;
    if (height >= 2 * (uint64_t)v->thumb_height && row_samples <= MAX_COLUMN_SUMS) {
        void *sums = calloc((size_t)row_samples, has_alpha ? sizeof(uint32_t) : sizeof(uint16_t));
        if (has_alpha) v->column_sums = (uint32_t *)sums;
        else v->narrow_sums = (uint16_t *)sums;
        if (sums == NULL) {
            free(v->thumb_sums);
            v->thumb_sums = NULL;
        }
    }
    if (v->row == NULL || v->prior == NULL || v->held == NULL || v->thumb_sums == NULL || v->thumb_rgba == NULL || v->thumb_columns == NULL) {
        ac_png_verifier_free(v);
        *verifier = NULL;
        fail(message, message_size, "out of memory for the rows and the thumbnail");
        return AC_PNG_NO_MEMORY;
    }
    // Column x goes to thumbnail column floor(x * thumb_width / width), as in the libpng scan:
    // thumbnail column t starts at ceil(t * width / thumb_width).
    for (uint32_t t = 0; t <= v->thumb_width; t++) {
        v->thumb_columns[t] = (uint32_t)(((uint64_t)t * width + v->thumb_width - 1) / v->thumb_width);
    }
    v->stats.width = width;
    v->stats.height = height;
    v->stats.alpha_max = 255;
    v->stats.min_alpha = 255;
    return AC_PNG_OK;
}

int ac_png_verifier_thumbnail(const ac_png_verifier *v, ac_png_thumbnail *thumbnail) {
    thumbnail->width = thumbnail->height = 0;
    thumbnail->rgba = NULL;
    if (v->thumb_rgba == NULL || v->failure != AC_PNG_OK || !v->ended || v->scanned_rows != v->stats.height) return 0;
    size_t size = (size_t)v->thumb_width * v->thumb_height * 4;
    uint8_t *rgba = (uint8_t *)malloc(size);
    if (rgba == NULL) return 0;
    memcpy(rgba, v->thumb_rgba, size);
    thumbnail->width = v->thumb_width;
    thumbnail->height = v->thumb_height;
    thumbnail->rgba = rgba;
    return 1;
}

int ac_png_verifier_pixel_stats(const ac_png_verifier *v, ac_png_pixel_stats *stats) {
    if (!v->measures_alpha || v->failure != AC_PNG_OK || !v->ended || v->scanned_rows != v->stats.height) return 0;
    *stats = v->stats;
    return 1;
}

/// PNG's Paeth predictor in stb_image's form, without the three distances: the value of
/// left + above - corner is nearest `left` or `above` (the smaller of the two when they tie with
/// each other first) unless it is nearer `corner`. It equals the specification's form
/// (|p - a| <= |p - b| and <= |p - c| gives a, else |p - b| <= |p - c| gives b, else c) on all
/// 16,777,216 inputs (checked exhaustively) and needs no branch.
static uint8_t paeth(uint8_t left, uint8_t above, uint8_t corner) {
    int threshold = corner * 3 - (left + above);
    int low = left < above ? left : above, high = left < above ? above : left;
    int nearer = high <= threshold ? low : corner;
    return (uint8_t)(threshold <= low ? high : nearer);
}

typedef uint8_t u8x4 __attribute__((ext_vector_type(4)));
typedef int16_t i16x4 __attribute__((ext_vector_type(4)));
typedef uint8_t u8x8 __attribute__((ext_vector_type(8)));
typedef int16_t i16x8 __attribute__((ext_vector_type(8)));

/// PNG's Paeth predictor on the channels of one pixel (i16x4) or two (i16x8) at once, in the
/// specification's form: `left` when |p - left| is the least of the three distances from
/// p = left + above - corner, else `above` when |p - above| is no more than |p - corner|, else
/// `corner`. And PNG's Average predictor in the same shape (the corner unused).
#define PREDICTORS(LANES, T) \
    static inline T paeth##LANES(T left, T above, T corner) { \
        T to_left = __builtin_elementwise_abs(above - corner), to_above = __builtin_elementwise_abs(left - corner); \
        T to_corner = __builtin_elementwise_abs(left + above - corner - corner); \
        T use_left = (to_left <= to_above) & (to_left <= to_corner); \
        T use_above = ~use_left & (to_above <= to_corner); \
        return (left & use_left) | (above & use_above) | (corner & ~(use_left | use_above)); \
    } \
    static inline T average##LANES(T left, T above, T corner) { \
        (void)corner; \
        return (left + above) >> 1; \
    }
PREDICTORS(4, i16x4)
PREDICTORS(8, i16x8)

/// Undoes a filter whose predictor `PREDICT(left, above, corner)` needs the pixel to the left, on
/// a row of `B`-byte pixels (3 or 4): a pixel's channels side by side in one vector, the left and
/// upper-left pixels kept in registers rather than read back from the row just written. Each
/// pixel is read as 4 bytes (with B = 3, the last one reads a byte past the row: the rows have
/// ROW_PADDING bytes more) and written as B. `NAME##B` is the function.
#define UNFILTER(NAME, PREDICT, B) \
    static void NAME##B(uint8_t *x, const uint8_t *above, size_t n) { \
        i16x4 left = 0, corner = 0; \
        for (size_t i = 0; i + B <= n; i += B) { \
            u8x4 raw, up; \
            memcpy(&raw, x + i, 4); \
            memcpy(&up, above + i, 4); \
            i16x4 b = __builtin_convertvector(up, i16x4); \
            left = (__builtin_convertvector(raw, i16x4) + PREDICT(left, b, corner)) & 0xFF; \
            corner = b; \
            u8x4 out = __builtin_convertvector(left, u8x4); \
            memcpy(x + i, &out, B); \
        } \
    }
UNFILTER(unpaeth, paeth4, 3)
UNFILTER(unpaeth, paeth4, 4)
UNFILTER(unaverage, average4, 3)
UNFILTER(unaverage, average4, 4)

/// Undoes the same filter on two rows at once, `x` and `y` below it, `above` the unfiltered row
/// over `x`: the low half of a vector holds pixel i of `x`, the high half pixel i - 1 of `y`, whose
/// pixel above is then the one just undone in the low half, still in a register. One step undoes
/// a pixel of each row; the first does `x`'s first alone, the last `y`'s last alone. Reads and
/// writes as UNFILTER does, on rows of n >= B bytes.
#define UNFILTER_PAIR(NAME, PREDICT, B) \
    static void NAME##B(uint8_t *x, uint8_t *y, const uint8_t *above, size_t n) { \
        u8x4 raw_x, raw_y, over; \
        memcpy(&raw_x, x, 4); \
        memcpy(&over, above, 4); \
        i16x8 up = __builtin_shufflevector(__builtin_convertvector(over, i16x4), (i16x4)0, 0, 1, 2, 3, 4, 5, 6, 7); \
        i16x8 raw = __builtin_convertvector(__builtin_shufflevector(raw_x, (u8x4)0, 0, 1, 2, 3, 4, 5, 6, 7), i16x8); \
        i16x8 left = (raw + PREDICT((i16x8)0, up, (i16x8)0)) & 0xFF; \
        u8x8 out = __builtin_convertvector(left, u8x8); \
        memcpy(x, &out, B); \
        size_t i = B; \
        for (; i + B <= n; i += B) { \
            memcpy(&raw_x, x + i, 4); \
            memcpy(&raw_y, y + i - B, 4); \
            memcpy(&over, above + i, 4); \
            i16x8 corner = up; \
            up = __builtin_shufflevector(__builtin_convertvector(over, i16x4), left.lo, 0, 1, 2, 3, 4, 5, 6, 7); \
            raw = __builtin_convertvector(__builtin_shufflevector(raw_x, raw_y, 0, 1, 2, 3, 4, 5, 6, 7), i16x8); \
            left = (raw + PREDICT(left, up, corner)) & 0xFF; \
            out = __builtin_convertvector(left, u8x8); \
            memcpy(x + i, &out, B); \
            memcpy(y + i - B, (uint8_t *)&out + 4, B); \
        } \
        memcpy(&raw_y, y + i - B, 4); \
        i16x8 corner = up; \
        up = __builtin_shufflevector((i16x4)0, left.lo, 0, 1, 2, 3, 4, 5, 6, 7); \
        raw = __builtin_convertvector(__builtin_shufflevector((u8x4)0, raw_y, 0, 1, 2, 3, 4, 5, 6, 7), i16x8); \
        left = (raw + PREDICT(left, up, corner)) & 0xFF; \
        out = __builtin_convertvector(left, u8x8); \
        memcpy(y + i - B, (uint8_t *)&out + 4, B); \
    }
UNFILTER_PAIR(unpaeth_pair, paeth8, 3)
UNFILTER_PAIR(unpaeth_pair, paeth8, 4)
UNFILTER_PAIR(unaverage_pair, average8, 3)
UNFILTER_PAIR(unaverage_pair, average8, 4)

/// Adds premultiplied red, green, blue, alpha and a pixel count to a thumbnail pixel's five sums.
static inline void add_to_cell(uint64_t *cell, uint64_t r, uint64_t g, uint64_t b, uint64_t a, uint64_t count) {
    cell[0] += r;
    cell[1] += g;
    cell[2] += b;
    cell[3] += a;
    cell[4] += count;
}

/// n / d rounded down, for a quotient below 256 (a thumbnail's sample): by a double division where
/// n and d are below 2^40, several times quicker than the integer one and as exact there. Both
/// convert exactly; a quotient q that is no integer lies at least 1/d > 2^-40 from the integers
/// beside it, and the division's rounding moves it at most q * 2^-53 < 2^-45, so the truncation
/// gives the same integer.
static inline uint64_t byte_quotient(uint64_t n, uint64_t d) {
    if ((n | d) < (1ull << 40)) return (uint64_t)((double)n / (double)d);
    return n / d;
}

/// Turns the sums of thumbnail row `ty`, whose image rows are all added, into its RGBA pixels as
/// ac_png_scan_pixels_thumbnail divides them, and clears them for the next row. A row of sums
/// (kilobytes) is all that is kept, not a whole thumbnail's (megabytes, read again at the end).
static void finish_thumbnail_row(ac_png_verifier *v, uint32_t ty) {
    uint8_t *rgba = v->thumb_rgba + (size_t)ty * v->thumb_width * 4;
    for (uint32_t t = 0; t < v->thumb_width; t++, rgba += 4) {
        const uint64_t *cell = v->thumb_sums + (size_t)t * 5;
        uint64_t alpha = cell[3], count = cell[4] ? cell[4] : 1;
        for (int c = 0; c < 3; c++) rgba[c] = alpha ? (uint8_t)byte_quotient(cell[c] + alpha / 2, alpha) : 0;
        rgba[3] = (uint8_t)byte_quotient(alpha + count / 2, count);
    }
    memset(v->thumb_sums, 0, (size_t)v->thumb_width * 5 * sizeof(uint64_t));
}

/// True when image row `y` is the last of thumbnail row `ty`.
static int ends_thumbnail_row(const ac_png_verifier *v, uint32_t y, uint32_t ty) {
    uint32_t next = y + 1;
    return next == v->stats.height || (uint32_t)((uint64_t)next * v->thumb_height / v->stats.height) != ty;
}

/// Adds the column sums of the rows gathered (all of one thumbnail row) to that row's sums, as
/// add_to_thumbnail adds one row, and starts them again.
static void add_column_sums(ac_png_verifier *v) {
    uint64_t *cells = v->thumb_sums;
    uint32_t b = v->pixel_bytes, rows = v->column_rows;
    for (uint32_t t = 0; t < v->thumb_width; t++) {
        uint64_t r = 0, g = 0, bl = 0, a = 0;
        uint32_t from = v->thumb_columns[t], to = v->thumb_columns[t + 1];
        // With alpha the 32-bit sums, else the 16-bit ones (the other pointer is null).
        const uint32_t *p = b == 4 || b == 2 ? v->column_sums + (size_t)from * b : NULL;
        const uint16_t *q = b == 3 || b == 1 ? v->narrow_sums + (size_t)from * b : NULL;
        switch (b) {
        case 4:
            for (uint32_t i = from; i < to; i++, p += 4) { r += p[0]; g += p[1]; bl += p[2]; a += p[3]; }
            break;
        case 3:
            for (uint32_t i = from; i < to; i++, q += 3) { r += q[0]; g += q[1]; bl += q[2]; }
            r *= 255; g *= 255; bl *= 255; a = 255ull * (to - from) * rows;
            break;
        case 2:
            for (uint32_t i = from; i < to; i++, p += 2) { r += p[0]; a += p[1]; }
            g = bl = r;
            break;
        default:
            for (uint32_t i = from; i < to; i++, q++) r += q[0];
            r *= 255; g = bl = r; a = 255ull * (to - from) * rows;
            break;
        }
        add_to_cell(cells + (size_t)t * 5, r, g, bl, a, (uint64_t)(to - from) * rows);
    }
    size_t samples = (size_t)(v->row_length - 1);
    if (v->narrow_sums != NULL) memset(v->narrow_sums, 0, samples * sizeof(uint16_t));
    else memset(v->column_sums, 0, samples * sizeof(uint32_t));
    v->column_rows = 0;
}

typedef uint8_t u8x16 __attribute__((ext_vector_type(16)));
typedef uint16_t u16x16 __attribute__((ext_vector_type(16)));
typedef uint32_t u32x16 __attribute__((ext_vector_type(16)));
/// All bits set in the alpha lanes of four RGBA pixels; 1 in those lanes.
static const u16x16 alpha_lanes = {0, 0, 0, 0xFFFF, 0, 0, 0, 0xFFFF, 0, 0, 0, 0xFFFF, 0, 0, 0, 0xFFFF};
static const u16x16 one_lanes = {0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1};

/// Adds the unfiltered row `x` to the column sums (premultiplied by alpha where there is one):
/// plain loops down the row, which the compiler vectorizes, instead of a thumbnail pixel at a
/// time. The sums are added to the cells at the last row of each thumbnail row, and before they
/// could overflow (65,536 rows of 255 x 255 fit 32 bits; 257 rows of 255 fit the 16-bit sums of
/// grey and RGB). The same integers as add_to_thumbnail's.
static void add_to_column_sums(ac_png_verifier *v, const uint8_t *x, uint32_t ty) {
    uint32_t *sums = v->column_sums;
    size_t n = (size_t)(v->row_length - 1);
    size_t i = 0;
    switch (v->pixel_bytes) {
    case 4:
        // Four pixels at a time: each sample times its pixel's alpha (the alpha itself times 1)
        // in 16 bits, where 255 x 255 fits, then added to the 32-bit sums.
        for (; i + 16 <= n; i += 16) {
            u8x16 pixels, alpha;
            memcpy(&pixels, x + i, 16);
            alpha = __builtin_shufflevector(pixels, pixels, 3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15);
            u16x16 factor = (__builtin_convertvector(alpha, u16x16) & ~alpha_lanes) | one_lanes;
            u32x16 products = __builtin_convertvector(__builtin_convertvector(pixels, u16x16) * factor, u32x16), total;
            memcpy(&total, sums + i, sizeof total);
            total += products;
            memcpy(sums + i, &total, sizeof total);
        }
        for (; i < n; i += 4) {
            uint32_t a = x[i + 3];
            sums[i] += x[i] * a;
            sums[i + 1] += x[i + 1] * a;
            sums[i + 2] += x[i + 2] * a;
            sums[i + 3] += a;
        }
        break;
    case 2:
        for (; i < n; i += 2) {
            uint32_t a = x[i + 1];
            sums[i] += x[i] * a;
            sums[i + 1] += a;
        }
        break;
    default: {
        uint16_t *narrow = v->narrow_sums;
        for (; i < n; i++) narrow[i] += x[i];
        break;
    }
    }
    v->column_rows++;
    int last = ends_thumbnail_row(v, v->scanned_rows, ty);
    if (last || v->column_rows == (v->narrow_sums != NULL ? 257 : 65536)) add_column_sums(v);
    if (last) finish_thumbnail_row(v, ty);
}

/// Writes the unfiltered row `x` as its thumbnail row, when the thumbnail is the image's own size:
/// each cell is one pixel, whose sums divide back to the pixel itself (its colour where it is not
/// fully transparent, else black), so it is copied without them.
static void copy_to_thumbnail(ac_png_verifier *v, const uint8_t *x) {
    uint8_t *rgba = v->thumb_rgba + (size_t)v->scanned_rows * v->thumb_width * 4;
    uint32_t width = v->thumb_width;
    switch (v->pixel_bytes) {
    case 4:
        for (uint32_t t = 0; t < width; t++, x += 4, rgba += 4) {
            uint8_t a = x[3];
            rgba[0] = a ? x[0] : 0;
            rgba[1] = a ? x[1] : 0;
            rgba[2] = a ? x[2] : 0;
            rgba[3] = a;
        }
        break;
    case 3:
        for (uint32_t t = 0; t < width; t++, x += 3, rgba += 4) {
            rgba[0] = x[0];
            rgba[1] = x[1];
            rgba[2] = x[2];
            rgba[3] = 255;
        }
        break;
    case 2:
        for (uint32_t t = 0; t < width; t++, x += 2, rgba += 4) {
            uint8_t grey = x[1] ? x[0] : 0;
            rgba[0] = rgba[1] = rgba[2] = grey;
            rgba[3] = x[1];
        }
        break;
    default:
        for (uint32_t t = 0; t < width; t++, x++, rgba += 4) {
            rgba[0] = rgba[1] = rgba[2] = x[0];
            rgba[3] = 255;
        }
        break;
    }
}

/// Adds the unfiltered row `x` (8-bit grey, RGB, grey with alpha or RGBA) to the thumbnail's sums,
/// as ac_png_scan_pixels_thumbnail adds libpng's RGBA rows: colour premultiplied by alpha, and
/// grey as three equal channels.
static void add_to_thumbnail(ac_png_verifier *v, const uint8_t *x) {
    if (v->thumb_width == v->stats.width && v->thumb_height == v->stats.height) {
        copy_to_thumbnail(v, x);
        return;
    }
    uint32_t ty = (uint32_t)((uint64_t)v->scanned_rows * v->thumb_height / v->stats.height);
    if (v->column_sums != NULL || v->narrow_sums != NULL) {
        add_to_column_sums(v, x, ty);
        return;
    }
    uint64_t *cells = v->thumb_sums;
    uint32_t b = v->pixel_bytes;
    for (uint32_t t = 0; t < v->thumb_width; t++) {
        uint64_t r = 0, g = 0, bl = 0, a = 0;
        uint32_t from = v->thumb_columns[t], to = v->thumb_columns[t + 1];
        const uint8_t *p = x + (size_t)from * b;
        switch (b) {
        case 4:
            for (uint32_t i = from; i < to; i++, p += 4) { r += (uint32_t)p[0] * p[3]; g += (uint32_t)p[1] * p[3]; bl += (uint32_t)p[2] * p[3]; a += p[3]; }
            break;
        case 3:
            for (uint32_t i = from; i < to; i++, p += 3) { r += p[0]; g += p[1]; bl += p[2]; }
            r *= 255; g *= 255; bl *= 255; a = 255u * (to - from);
            break;
        case 2:
            for (uint32_t i = from; i < to; i++, p += 2) { r += (uint32_t)p[0] * p[1]; a += p[1]; }
            g = bl = r;
            break;
        default:
            for (uint32_t i = from; i < to; i++, p++) r += p[0];
            r *= 255; g = bl = r; a = 255u * (to - from);
            break;
        }
        add_to_cell(cells + (size_t)t * 5, r, g, bl, a, to - from);
    }
    if (ends_thumbnail_row(v, v->scanned_rows, ty)) finish_thumbnail_row(v, ty);
}

/// Undoes the filter of `row` (PNG's five, against `prior`, the unfiltered row above).
static void unfilter_row(const ac_png_verifier *v, uint8_t *row, const uint8_t *prior) {
    uint8_t *x = row + 1;
    const uint8_t *above = prior + 1;
    size_t n = (size_t)v->row_length - 1, b = v->pixel_bytes, i;
    switch (row[0]) {
    case 1: for (i = b; i < n; i++) x[i] += x[i - b]; break;
    case 2: for (i = 0; i < n; i++) x[i] += above[i]; break;
    case 3:
        if (b == 3) {
            unaverage3(x, above, n);
            break;
        }
        if (b == 4) {
            unaverage4(x, above, n);
            break;
        }
        for (i = 0; i < b; i++) x[i] += above[i] >> 1;
        for (i = b; i < n; i++) x[i] += (uint8_t)((x[i - b] + above[i]) >> 1);
        break;
    case 4:
        if (b == 3) {
            unpaeth3(x, above, n);
            break;
        }
        if (b == 4) {
            unpaeth4(x, above, n);
            break;
        }
        for (i = 0; i < b; i++) x[i] += above[i];
        for (i = b; i < n; i++) x[i] += paeth(x[i - b], above[i], above[i - b]);
        break;
    default: break;
    }
}

/// Whether rows of filter `type` are undone two at a time: Paeth and Average, on 3- and 4-byte pixels.
static int pairs(const ac_png_verifier *v, uint8_t type) {
    return (type == 3 || type == 4) && (v->pixel_bytes == 3 || v->pixel_bytes == 4);
}

/// Undoes the filter `first` and `second` share (one that pairs()), `prior` the unfiltered row above `first`.
static void unfilter_pair(const ac_png_verifier *v, uint8_t *first, uint8_t *second, const uint8_t *prior) {
    size_t n = (size_t)v->row_length - 1;
    if (first[0] == 4) {
        if (v->pixel_bytes == 3) unpaeth_pair3(first + 1, second + 1, prior + 1, n);
        else unpaeth_pair4(first + 1, second + 1, prior + 1, n);
    } else {
        if (v->pixel_bytes == 3) unaverage_pair3(first + 1, second + 1, prior + 1, n);
        else unaverage_pair4(first + 1, second + 1, prior + 1, n);
    }
}

/// Accounts an unfiltered row's pixels `x`: into the thumbnail, and their alpha as
/// ac_png_scan_pixels does (lowest, fully transparent ones, border and corners).
static void account_row(ac_png_verifier *v, const uint8_t *x) {
    size_t b = v->pixel_bytes;
    if (v->thumb_sums != NULL) add_to_thumbnail(v, x);
    if (!v->measures_alpha) {
        v->scanned_rows++;
        return;
    }
    ac_png_pixel_stats *stats = &v->stats;
    uint32_t width = stats->width, y = v->scanned_rows;
    const uint8_t *alpha = x + b - 1;
    uint8_t lowest = 255;
    uint64_t clear = 0;
    for (uint32_t column = 0; column < width; column++) {
        uint8_t value = alpha[(size_t)column * b];
        if (value < lowest) lowest = value;
        clear += value == 0;
    }
    if (lowest < stats->min_alpha) stats->min_alpha = lowest;
    stats->transparent_pixels += clear;
    uint8_t first = alpha[0], last = alpha[(size_t)(width - 1) * b];
    if (y == 0 || y == stats->height - 1) {
        stats->border_pixels += width;
        stats->border_visible_pixels += width - clear;
    } else {
        stats->border_pixels += width == 1 ? 1 : 2;
        stats->border_visible_pixels += (first > 0) + (width > 1 && last > 0);
    }
    if (y == 0) {
        stats->corner_alpha[0] = first;
        stats->corner_alpha[1] = last;
    }
    if (y == stats->height - 1) {
        stats->corner_alpha[2] = first;
        stats->corner_alpha[3] = last;
    }
    v->scanned_rows++;
}

/// Swaps two of the row buffers.
static void swap_rows(uint8_t **a, uint8_t **b) {
    uint8_t *t = *a;
    *a = *b;
    *b = t;
}

/// Takes the row just filled: undoes its filter and accounts it, or, when it is Paeth or Average
/// and not the last, holds it for the next. A held row is undone with the next one when they share
/// a filter, else alone first. Each row undone becomes `prior`, the one above the next.
static void take_row(ac_png_verifier *v) {
    if (v->holding) {
        v->holding = 0;
        if (v->row[0] == v->held[0]) {
            unfilter_pair(v, v->held, v->row, v->prior);
            account_row(v, v->held + 1);
            account_row(v, v->row + 1);
            swap_rows(&v->prior, &v->row);  // the lower row is the one above the next
            swap_rows(&v->row, &v->held);   // and the upper one's buffer is filled next
            return;
        }
        unfilter_row(v, v->held, v->prior);
        account_row(v, v->held + 1);
        swap_rows(&v->prior, &v->held);
    }
    if (pairs(v, v->row[0]) && v->scanned_rows + 1 < v->stats.height) {
        swap_rows(&v->held, &v->row);
        v->holding = 1;
        return;
    }
    unfilter_row(v, v->row, v->prior);
    account_row(v, v->row + 1);
    swap_rows(&v->prior, &v->row);
}

/// Gathers inflated bytes, already accounted by walk_feed (so no more than the rows), into rows.
static void measure_feed(ac_png_verifier *v, const uint8_t *bytes, size_t size) {
    while (size > 0 && v->scanned_rows < v->stats.height) {
        uint64_t take = v->row_length - v->row_at;
        if (take > size) take = size;
        memcpy(v->row + v->row_at, bytes, (size_t)take);
        v->row_at += take;
        bytes += take;
        size -= (size_t)take;
        if (v->row_at == v->row_length) {
            v->row_at = 0;
            take_row(v);
        }
    }
}

void ac_png_verifier_free(ac_png_verifier *v) {
    if (v == NULL) return;
    free(v->row);
    free(v->prior);
    free(v->held);
    free(v->thumb_sums);
    free(v->thumb_rgba);
    free(v->thumb_columns);
    free(v->column_sums);
    free(v->narrow_sums);
    free(v);
}

void ac_png_verifier_chunk(ac_png_verifier *v, int is_idat, uint64_t offset, uint32_t length) {
    v->in_idat = 0;
    if (v->failure != AC_PNG_OK) return;
    if (is_idat && v->after_idat) {
        fail(v->message, sizeof(v->message), "an IDAT chunk at byte %llu comes after other chunks that follow "
             "the image data (IDAT chunks must be consecutive)", (unsigned long long)offset);
        v->failure = AC_PNG_ERROR;
    } else if (is_idat && v->ended && length > 0) {
        fail(v->message, sizeof(v->message), "%llu bytes of data after the end of the compressed image data (in "
             "the IDAT chunk at byte %llu)", (unsigned long long)length, (unsigned long long)offset);
        v->failure = AC_PNG_ERROR;
    } else if (is_idat) {
        v->seen_idat = 1;
        v->in_idat = 1;
        v->chunk_offset = offset;
        v->chunk_left = length;
    } else if (v->seen_idat) {
        v->after_idat = 1;
    }
}

void ac_png_verifier_data(ac_png_verifier *v, const uint8_t *bytes, size_t size) {
    if (v->failure != AC_PNG_OK || !v->in_idat) return;
    v->chunk_left -= size < v->chunk_left ? size : v->chunk_left;
    struct inflate_state *stream = &v->stream;
    for (size_t at = 0; v->header_seen < 2 && at < size; at++) {
        v->header[v->header_seen++] = bytes[at];
        const char *problem = v->header_seen == 2 ? zlib_header_problem(v->header) : NULL;
        if (problem != NULL) {
            fail(v->message, sizeof(v->message), "the compressed image data is damaged after row 0 of %llu (zlib: %s)",
                 (unsigned long long)v->walk.rows_total, problem);
            v->failure = AC_PNG_ERROR;
            return;
        }
    }
    // ISA-L takes a 32-bit length: a piece larger than that is fed in parts.
    while (size > 0 && !v->ended && v->failure == AC_PNG_OK) {
        uint32_t part = size > 0x40000000u ? 0x40000000u : (uint32_t)size;
        stream->next_in = (uint8_t *)bytes;
        stream->avail_in = part;
        bytes += part;
        size -= part;
        for (;;) {
            uint32_t before_in = stream->avail_in;
            stream->next_out = v->out;
            stream->avail_out = sizeof(v->out);
            int rc = isal_inflate(stream);
            ac_after_vector_code();
            size_t produced = sizeof(v->out) - stream->avail_out;
            if (produced > 0 && walk_feed(&v->walk, v->out, produced, v->message, sizeof(v->message)) != 0) {
                v->failure = AC_PNG_ERROR;
                return;
            }
            if (produced > 0 && v->row != NULL) measure_feed(v, v->out, produced);
            if (rc < 0 || rc == ISAL_NEED_DICT) {
                fail(v->message, sizeof(v->message), "the compressed image data is damaged after row %llu of %llu "
                     "(zlib: %s)", (unsigned long long)v->walk.rows_done, (unsigned long long)v->walk.rows_total,
                     inflate_words(rc));
                v->failure = AC_PNG_ERROR;
                return;
            }
            if (stream->block_state == ISAL_BLOCK_FINISH) {
                v->ended = 1;
                uint64_t extra = (uint64_t)stream->avail_in + size + v->chunk_left;
                if (extra > 0) {
                    fail(v->message, sizeof(v->message), "%llu bytes of data after the end of the compressed "
                         "image data (in the IDAT chunk at byte %llu)", (unsigned long long)extra,
                         (unsigned long long)v->chunk_offset);
                    v->failure = AC_PNG_ERROR;
                }
                return;
            }
            // At the end of its input ISA-L returns OK without finishing: the next piece's bytes
            // are needed. With a full buffer it inflates on; a call that moves nothing would spin.
            if (stream->avail_in == 0 && stream->avail_out > 0) break;
            if (produced == 0 && stream->avail_in == before_in) break;
        }
    }
}

ac_png_status ac_png_verifier_finish(const ac_png_verifier *v, char *message, size_t message_size) {
    if (v->failure != AC_PNG_OK) {
        fail(message, message_size, "%s", v->message);
        return v->failure;
    }
    if (!v->seen_idat) {
        fail(message, message_size, "no image data (IDAT chunk)");
        return AC_PNG_ERROR;
    }
    if (!v->ended) {
        fail(message, message_size, "the compressed image data ends early, after row %llu of %llu (truncated)",
             (unsigned long long)v->walk.rows_done, (unsigned long long)v->walk.rows_total);
        return AC_PNG_ERROR;
    }
    if (v->walk.pass < 7) {
        fail(message, message_size, "the image data holds %llu of the %llu rows the header promises",
             (unsigned long long)v->walk.rows_done, (unsigned long long)v->walk.rows_total);
        return AC_PNG_ERROR;
    }
    return AC_PNG_OK;
}
