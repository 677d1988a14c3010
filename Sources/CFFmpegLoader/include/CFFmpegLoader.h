#ifndef CFFMPEGLOADER_H
#define CFFMPEGLOADER_H
// Why this target exists: FFmpeg's libraries pull in about 150 shared libraries (codecs, TLS,
// X11 ...), which cost a run tens of milliseconds and megabytes before any file is read. On
// Linux they are therefore not linked: `cff_load` opens them with dlopen the first time an
// audio file or a JPEG needs them, and each `cff_` function below calls FFmpeg's function of
// the same name through the pointer dlsym found. A run with no audio or JPEG to inspect (a warm
// cache, `--version`, `rules`) never loads them. On macOS the libraries are linked as usual and
// the pointers are looked up in the running process.
//
// Only the functions assetcheck calls are here; a new call needs a line in each of this header,
// FFMPEG_FUNCTIONS and the wrappers in FFmpegLoader.c. Types, constants and the macros wrapped by
// CAVFormat's shim need no library and come from CAVFormat as before.
#include <stddef.h>
#include <stdint.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/avutil.h>

/// Loads libavutil, libavcodec and libavformat (the major versions these headers describe) and
/// finds every function below. Safe to call from many threads; only the first call loads (the
/// first after `cff_unload`). 0 on success; otherwise -1, and `cff_load_error` says what is missing.
int cff_load(void);

/// Closes the libraries `cff_load` opened (on Linux; on macOS they are linked and stay), so that
/// their pages leave the process, and forgets them: the next `cff_load` opens them again. The
/// caller makes sure that no FFmpeg call is running or will run before that `cff_load`, and that
/// no object FFmpeg made is left. 1 when they were closed; 0 when none was open.
int cff_unload(void);

/// Why `cff_load` failed, e.g. "libavformat.so.59: cannot open shared object file"; empty after
/// a success. Valid for the life of the process.
const char *cff_load_error(void);

// libavutil
void cff_av_log_set_level(int level);
/// The largest block libavutil's allocator hands out from now on, for every FFmpeg library in the
/// process; a larger request fails with ENOMEM (av_max_alloc).
void cff_av_max_alloc(size_t max);
int cff_av_strerror(int errnum, char *errbuf, size_t errbuf_size);
void *cff_av_malloc(size_t size);
void cff_av_free(void *ptr);
void cff_av_freep(void *ptr);
AVFrame *cff_av_frame_alloc(void);
void cff_av_frame_free(AVFrame **frame);
void cff_av_frame_unref(AVFrame *frame);

// libavcodec
AVPacket *cff_av_packet_alloc(void);
void cff_av_packet_free(AVPacket **packet);
void cff_av_packet_unref(AVPacket *packet);
/// Fills an empty `packet` with a copy of `size` bytes plus the zeroed padding decoders read past
/// the end, in memory from malloc that the packet owns (so `cff_av_max_alloc` does not apply to
/// it: the copy is sized by a file already read, not by a header). 0, or a negative AVERROR.
int cff_packet_copy(AVPacket *packet, const uint8_t *bytes, int size);
const AVCodec *cff_avcodec_find_decoder(enum AVCodecID id);
AVCodecContext *cff_avcodec_alloc_context3(const AVCodec *codec);
void cff_avcodec_free_context(AVCodecContext **context);
int cff_avcodec_parameters_to_context(AVCodecContext *context, const AVCodecParameters *parameters);
int cff_avcodec_open2(AVCodecContext *context, const AVCodec *codec, AVDictionary **options);
int cff_avcodec_send_packet(AVCodecContext *context, const AVPacket *packet);
int cff_avcodec_receive_frame(AVCodecContext *context, AVFrame *frame);
const char *cff_avcodec_get_name(enum AVCodecID id);
const char *cff_avcodec_profile_name(enum AVCodecID id, int profile);

// libavformat
AVFormatContext *cff_avformat_alloc_context(void);
int cff_avformat_open_input(AVFormatContext **context, const char *url, const AVInputFormat *format,
                            AVDictionary **options);
int cff_avformat_find_stream_info(AVFormatContext *context, AVDictionary **options);
void cff_avformat_close_input(AVFormatContext **context);
int cff_av_read_frame(AVFormatContext *context, AVPacket *packet);
int cff_av_find_best_stream(AVFormatContext *context, enum AVMediaType type, int wanted, int related,
                            const AVCodec **decoder, int flags);
int cff_av_probe_input_buffer2(AVIOContext *io, const AVInputFormat **format, const char *url,
                               void *log_context, unsigned int offset, unsigned int max_probe_size);
/// avio_alloc_context for reading: no write callback (its type differs between FFmpeg versions).
AVIOContext *cff_avio_alloc_read_context(unsigned char *buffer, int buffer_size, void *opaque,
                                         int (*read_packet)(void *opaque, uint8_t *buffer, int size),
                                         int64_t (*seek)(void *opaque, int64_t offset, int whence));
void cff_avio_context_free(AVIOContext **io);
int cff_avio_feof(AVIOContext *io);

#endif
