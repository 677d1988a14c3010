#ifndef CPNGSCAN_H
#define CPNGSCAN_H
// Why this target exists: libpng reports errors with longjmp, and Swift cannot call setjmp nor
// be jumped through. Each function here does its own setjmp and returns a status code instead.
// It also streams pixels one row at a time (Adam7 passes included), so memory stays bounded by
// one row whatever the image size. It could go if Swift gains a safe way to call setjmp APIs.
#include <stddef.h>
#include <stdint.h>

/// Limits checked against the header before any pixel memory is allocated.
typedef struct ac_png_limits {
    /// Widest and tallest image accepted, in pixels; libpng's own default is 1,000,000 per side.
    uint32_t max_width;
    uint32_t max_height;
    uint64_t max_pixels;
    /// Largest ancillary chunk libpng may allocate, in bytes (png_set_chunk_malloc_max).
    uint64_t max_chunk_bytes;
    /// Most bytes libpng, zlib and this shim may hold at once during one decode; 0 for no budget
    /// beyond the system's. An allocation past it fails as if the system had refused it, which is
    /// how tests reach the out-of-memory path.
    uint64_t max_heap_bytes;
} ac_png_limits;

/// What one full decode measured. Alpha values are at the image's own depth: 0 to `alpha_max`.
typedef struct ac_png_pixel_stats {
    uint32_t width;
    uint32_t height;
    /// Fully opaque alpha: 255 for images of 8 bits or fewer per sample, 65535 for 16-bit ones.
    uint16_t alpha_max;
    /// Smallest alpha of any pixel: `alpha_max` means fully opaque.
    uint16_t min_alpha;
    /// Alpha of the corners: top-left, top-right, bottom-left, bottom-right.
    uint16_t corner_alpha[4];
    /// Pixels on the outermost rows and columns.
    uint64_t border_pixels;
    /// Border pixels whose alpha is above zero.
    uint64_t border_visible_pixels;
    /// Pixels whose alpha is exactly zero.
    uint64_t transparent_pixels;
    /// Largest single allocation libpng, zlib or this shim asked for, granted or not, in bytes.
    /// Filled on failure too: it is how tests see that a chunk's claimed size was never allocated.
    uint64_t largest_allocation;
    /// Bytes of the file handed to libpng before the decode ended or stopped: less than the file
    /// when it stopped at damage, e.g. at the first inflated byte past the header's last row.
    uint64_t bytes_read;
} ac_png_pixel_stats;

typedef enum ac_png_status {
    AC_PNG_OK = 0,
    /// libpng rejected the data; the message says why.
    AC_PNG_ERROR = 1,
    /// The header claims more pixels, or a longer side, than the limits allow; nothing was decoded.
    AC_PNG_TOO_LARGE = 2,
    /// An allocation failed (the system's or the `max_heap_bytes` budget) and the decode stopped:
    /// says nothing about the file, so it is never a verdict on it.
    AC_PNG_NO_MEMORY = 3,
} ac_png_status;

/// Decodes a PNG held in memory row by row and fills `stats`. Image data past the rows the header
/// promises fails the decode at its first inflated byte ("more image data than the rows the header
/// promises"): nothing after it is inflated.
/// On failure, writes a NUL-terminated reason into `message` (at most `message_size` bytes).
ac_png_status ac_png_scan_pixels(const uint8_t *data, size_t size, const ac_png_limits *limits,
                                 ac_png_pixel_stats *stats, char *message, size_t message_size);

/// Like ac_png_scan_pixels, reading the `size` bytes of the file open as `fd` from its start, a
/// few kilobytes at a time (pread: the descriptor's offset is unchanged).
ac_png_status ac_png_scan_pixels_file(int fd, size_t size, const ac_png_limits *limits, ac_png_pixel_stats *stats,
                                      char *message, size_t message_size);

/// A downscaled copy of the image, made while scanning (area average, premultiplied alpha).
typedef struct ac_png_thumbnail {
    /// In: the longest side wanted, 1 to 1024 pixels. The image is never enlarged.
    uint32_t max_side;
    /// Out: the thumbnail's size and `width * height * 4` bytes of RGBA, freed with ac_free().
    uint32_t width;
    uint32_t height;
    uint8_t *rgba;
} ac_png_thumbnail;

/// Like ac_png_scan_pixels, and also fills `thumbnail` (pass NULL for none). Memory stays one
/// row plus the thumbnail's accumulators, whatever the image size.
ac_png_status ac_png_scan_pixels_thumbnail(const uint8_t *data, size_t size, const ac_png_limits *limits,
                                           ac_png_pixel_stats *stats, ac_png_thumbnail *thumbnail,
                                           char *message, size_t message_size);

/// Like ac_png_scan_pixels_thumbnail, reading the file open at `fd` (as ac_png_scan_pixels_file).
ac_png_status ac_png_scan_pixels_file_thumbnail(int fd, size_t size, const ac_png_limits *limits, ac_png_pixel_stats *stats,
                                                ac_png_thumbnail *thumbnail, char *message, size_t message_size);

/// What IHDR says about the layout of the image data.
typedef struct ac_png_layout {
    uint32_t width;
    uint32_t height;
    /// Bits per sample (1 to 16) and PNG colour type (0, 2, 3, 4 or 6), as IHDR gives them.
    uint8_t bit_depth;
    uint8_t color_type;
    /// Non-zero for Adam7 interlacing.
    uint8_t interlaced;
} ac_png_layout;

/// Verifies a PNG's image data without decoding pixels, as pngcheck does, fed chunk by chunk
/// and piece by piece, so a file can be read in pieces: inflates every IDAT chunk (which must be
/// consecutive) into one 32 KiB buffer with ISA-L's igzip, and checks that the zlib stream is
/// whole (its header as zlib checks it, its checksum included), that it holds exactly the rows the
/// layout promises (each Adam7 pass's rows for interlaced images), that every row starts with a
/// filter type of 0 to 4, and that no data follows the stream. Chunk framing and CRCs are the
/// caller's (PNGChunkWalker). Memory is ISA-L's state (85 KiB, its history included) and the
/// buffer, whatever the image size.
typedef struct ac_png_verifier ac_png_verifier;

/// A verifier for image data laid out as `layout` says, freed with ac_png_verifier_free. Returns
/// AC_PNG_OK, AC_PNG_ERROR for an impossible layout, or AC_PNG_NO_MEMORY, with `message` filled.
ac_png_status ac_png_verifier_create(const ac_png_layout *layout, ac_png_verifier **verifier,
                                     char *message, size_t message_size);

/// Widest image whose alpha the verifier measures (two rows of it are held): 1 << 20 px.
#define AC_PNG_MEASURABLE_MAX_WIDTH (1u << 20)

/// Non-zero when the verifier can measure the alpha of images laid out as `layout`: 8-bit RGBA or
/// grey with alpha, not interlaced, at most AC_PNG_MEASURABLE_MAX_WIDTH wide. The rest (palette
/// with tRNS, 16-bit, Adam7) is ac_png_scan_pixels's, through libpng.
int ac_png_layout_measurable(const ac_png_layout *layout);

/// Like ac_png_verifier_create, and the verifier also unfilters each row as it is inflated and
/// measures its alpha, as ac_png_scan_pixels does, for ac_png_verifier_pixel_stats: one inflate
/// verifies and measures. Two rows are held. AC_PNG_ERROR for a layout that is not measurable.
ac_png_status ac_png_verifier_create_measuring(const ac_png_layout *layout, ac_png_verifier **verifier,
                                               char *message, size_t message_size);

/// Non-zero when the verifier can make a thumbnail of images laid out as `layout` on the way:
/// 8-bit grey, RGB, grey with alpha or RGBA, not interlaced, at most AC_PNG_MEASURABLE_MAX_WIDTH
/// wide. The rest (palette, 16-bit, Adam7) is ac_png_scan_pixels_thumbnail's, through libpng.
int ac_png_layout_previewable(const ac_png_layout *layout);

/// Like ac_png_verifier_create, and the verifier also unfilters each row as it is inflated and
/// sums it into a thumbnail of at most `max_side` (1 to 1024) pixels a side, the same one
/// ac_png_scan_pixels_thumbnail makes, for ac_png_verifier_thumbnail; with `measure_alpha`, on
/// a layout with alpha, it measures alpha too (ac_png_verifier_pixel_stats). One inflate
/// verifies, measures and previews. AC_PNG_ERROR for a layout that is not previewable.
ac_png_status ac_png_verifier_create_previewing(const ac_png_layout *layout, int measure_alpha, uint32_t max_side,
                                                ac_png_verifier **verifier, char *message, size_t message_size);

/// Fills `thumbnail` (its RGBA freed with ac_free) and returns 1 when the verifier previewed and
/// the image data is whole; 0 otherwise, `thumbnail` then empty.
int ac_png_verifier_thumbnail(const ac_png_verifier *verifier, ac_png_thumbnail *thumbnail);

/// Fills `stats` (all but largest_allocation and bytes_read) and returns 1 when the verifier
/// measured and the image data is whole; 0 otherwise.
int ac_png_verifier_pixel_stats(const ac_png_verifier *verifier, ac_png_pixel_stats *stats);

/// The start of the next chunk, of `length` data bytes at byte `offset` of the file. The data of
/// an IDAT chunk then follows through ac_png_verifier_data; other chunks' data is not needed.
void ac_png_verifier_chunk(ac_png_verifier *verifier, int is_idat, uint64_t offset, uint32_t length);

/// The next `size` bytes of the current IDAT chunk's data (ignored for other chunks).
void ac_png_verifier_data(ac_png_verifier *verifier, const uint8_t *bytes, size_t size);

/// The verdict once every chunk was fed: AC_PNG_OK, or AC_PNG_ERROR or AC_PNG_NO_MEMORY with
/// `message` filled. The first problem found wins; nothing is inflated after it.
ac_png_status ac_png_verifier_finish(const ac_png_verifier *verifier, char *message, size_t message_size);

void ac_png_verifier_free(ac_png_verifier *verifier);

/// Frees memory returned by this library.
void ac_free(void *pointer);

/// Encodes 8-bit RGBA pixels (`width * height * 4` bytes, rows top to bottom) as a PNG, each row
/// Sub-filtered and deflated by `ac_zlib_deflate` (at most 1 << 26 pixels). On success `*out` holds `*out_size` bytes the caller frees with free().
/// Returns 0 on success, or non-zero with `message` filled.
int ac_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, uint8_t **out, size_t *out_size,
                       char *message, size_t message_size);

/// The bytes of scratch memory `ac_zlib_deflate` works in (its stream state and level buffer).
size_t ac_zlib_scratch_size(void);

/// Writes the zlib stream of the `size` bytes at `data` into `out` (`capacity` bytes), deflated by
/// ISA-L at level 1 after a first stored block of 16 bytes, and its length to `*written`. The bytes
/// depend on the data alone, not on where `scratch` (`ac_zlib_scratch_size()` bytes, 8-byte
/// aligned) lies. Returns 0, or non-zero when `out` is too small or ISA-L fails.
int ac_zlib_deflate(const uint8_t *data, size_t size, uint8_t *out, size_t capacity, size_t *written,
                    void *scratch);

/// The CRC-32 of PNG chunks (and of zlib and gzip) over `size` bytes, continuing from `crc` (start
/// with 0): ISA-L's, the same value as zlib's crc32.
uint32_t ac_crc32(uint32_t crc, const uint8_t *data, size_t size);

/// The CRC-64 (ECMA-182, reflected: XZ's) of `size` bytes, continuing from `crc` (start with 0):
/// ISA-L's, by carry-less multiplication, at memory speed. The cache's checksum of its entries.
uint64_t ac_crc64(uint64_t crc, const uint8_t *data, size_t size);

/// Inflates the zlib stream `in` (an iCCP chunk's colour profile) into `out`, at most
/// `out_capacity` bytes; `*out_size` is what it holds. Returns 0 when the stream ended whole
/// within the capacity, 1 when it needs more room, -1 when it is damaged. Here because Swift
/// reaches zlib through no other module; it could go if Foundation on Linux gains inflate.
int ac_zlib_inflate(const uint8_t *in, size_t in_size, uint8_t *out, size_t out_capacity, size_t *out_size);

#endif
