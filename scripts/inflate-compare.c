// Issue 16's zlib-or-libdeflate question, measured: times three ways to inflate the IDAT stream
// of the PNG files given: zlib streaming into a 32 KiB buffer (what assetcheck's verifier and
// pngcheck do), zlib raw (the same without the Adler-32 check), and libdeflate's one-shot API,
// which needs a buffer for the whole decompressed image. Prints the median of 7 runs of each.
// A measuring tool, not part of assetcheck (which does not link libdeflate):
//
//   apt-get install libdeflate-dev      # or: brew install libdeflate
//   cc -O2 scripts/inflate-compare.c -o /tmp/inflate-compare -lz -ldeflate
//   /tmp/inflate-compare /tmp/assetcheck-bench/bundle-1/Backgrounds/*.png
//
// It trusts its input (made by scripts/bench.py): no bounds checks on the chunk walk.
#include <libdeflate.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

typedef struct { uint8_t *idat; size_t size; size_t raw; } image;

static uint32_t be32(const uint8_t *p) { return (uint32_t)p[0] << 24 | p[1] << 16 | p[2] << 8 | p[3]; }
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
static int cmp(const void *a, const void *b) { double x = *(double *)a, y = *(double *)b; return x < y ? -1 : x > y; }

static image load(const char *path) {
    FILE *f = fopen(path, "rb"); fseek(f, 0, SEEK_END); long n = ftell(f); rewind(f);
    uint8_t *b = malloc(n); fread(b, 1, n, f); fclose(f);
    image im = {malloc(n), 0, 0};
    uint32_t w = 0, h = 0, bpp = 0;
    for (size_t at = 8; at + 12 <= (size_t)n;) {
        uint32_t len = be32(b + at);
        if (!memcmp(b + at + 4, "IHDR", 4)) {
            w = be32(b + at + 8); h = be32(b + at + 12);
            int depth = b[at + 16], type = b[at + 17];
            int ch = type == 2 ? 3 : type == 6 ? 4 : type == 4 ? 2 : 1;
            bpp = depth * ch;
        }
        if (!memcmp(b + at + 4, "IDAT", 4)) { memcpy(im.idat + im.size, b + at + 8, len); im.size += len; }
        at += 12 + len;
    }
    im.raw = (size_t)h * (1 + ((size_t)w * bpp + 7) / 8);
    free(b);
    return im;
}

static void zlib_stream(image *im, int raw) {
    static uint8_t out[32768];
    z_stream z = {0};
    inflateInit2(&z, raw ? -15 : 15);
    z.next_in = im->idat + (raw ? 2 : 0); z.avail_in = im->size - (raw ? 6 : 0);
    int status;
    do { z.next_out = out; z.avail_out = sizeof out; status = inflate(&z, Z_NO_FLUSH); } while (status == Z_OK);
    if (status != Z_STREAM_END) fprintf(stderr, "zlib: %d\n", status);
    inflateEnd(&z);
}

static void one_shot(image *im, struct libdeflate_decompressor *d, uint8_t *out) {
    size_t got;
    if (libdeflate_zlib_decompress(d, im->idat, im->size, out, im->raw, &got) != LIBDEFLATE_SUCCESS) fprintf(stderr, "libdeflate failed\n");
}

int main(int argc, char **argv) {
    int n = argc - 1; image *ims = calloc(n, sizeof *ims); size_t biggest = 0, total = 0;
    for (int i = 0; i < n; i++) { ims[i] = load(argv[i + 1]); if (ims[i].raw > biggest) biggest = ims[i].raw; total += ims[i].raw; }
    uint8_t *out = malloc(biggest);
    struct libdeflate_decompressor *d = libdeflate_alloc_decompressor();
    const char *names[3] = {"zlib, 32 KiB window buffer (Adler-32 checked)", "zlib raw (no Adler-32)", "libdeflate one-shot (whole image buffer)"};
    for (int way = 0; way < 3; way++) {
        double t[7];
        for (int r = 0; r < 7; r++) {
            double s = now();
            for (int i = 0; i < n; i++) { if (way < 2) zlib_stream(&ims[i], way); else one_shot(&ims[i], d, out); }
            t[r] = now() - s;
        }
        qsort(t, 7, sizeof *t, cmp);
        printf("%-48s %8.1f ms  (%.0f MB/s inflated)%s\n", names[way], t[3], total / 1e3 / t[3],
               way == 2 ? "" : "");
    }
    printf("%d files, %.1f MB inflated; largest image buffer %.1f MB\n", n, total / 1e6, biggest / 1e6);
    return 0;
}
