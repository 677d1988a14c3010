#include "CFFmpegLoader.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Every FFmpeg function called, with the library that exports it. X(library, name).
#define FFMPEG_FUNCTIONS(X) \
    X(util, av_log_set_level) X(util, av_max_alloc) X(util, av_strerror) X(util, av_malloc) X(util, av_free) X(util, av_freep) \
    X(util, av_buffer_create) X(util, av_frame_alloc) X(util, av_frame_free) X(util, av_frame_unref) \
    X(codec, av_packet_alloc) X(codec, av_packet_free) X(codec, av_packet_unref) \
    X(codec, avcodec_find_decoder) X(codec, avcodec_alloc_context3) X(codec, avcodec_free_context) \
    X(codec, avcodec_parameters_to_context) X(codec, avcodec_open2) X(codec, avcodec_send_packet) \
    X(codec, avcodec_receive_frame) X(codec, avcodec_get_name) X(codec, avcodec_profile_name) \
    X(format, avformat_alloc_context) X(format, avformat_open_input) X(format, avformat_find_stream_info) \
    X(format, avformat_close_input) X(format, av_read_frame) X(format, av_find_best_stream) \
    X(format, av_probe_input_buffer2) X(format, avio_alloc_context) X(format, avio_context_free) \
    X(format, avio_feof)

// One pointer per function, typed from FFmpeg's own declaration, so a prototype that changed
// between FFmpeg versions is still called as the installed headers declare it.
#define DECLARE_POINTER(library, name) static __typeof__(name) *p_##name;
FFMPEG_FUNCTIONS(DECLARE_POINTER)

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int attempted = 0;
static int status = -1;
static char failure[512] = "";
static void *handles[3];

#define STRINGIFY2(x) #x
#define STRINGIFY(x) STRINGIFY2(x)

#if defined(__APPLE__)
// Linked at build time: the functions are in the process already.
static void *open_library(const char *name) { (void)name; return RTLD_DEFAULT; }
#else
static void *open_library(const char *name) {
    void *handle = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!handle) snprintf(failure, sizeof failure, "%s", dlerror());
    return handle;
}
#endif

static void load(void) {
    // The sonames of the major versions the headers describe: an older or newer FFmpeg has
    // another ABI and is not loaded in their place.
    void *util = handles[0] = open_library("libavutil.so." STRINGIFY(LIBAVUTIL_VERSION_MAJOR));
    if (!util) return;
    void *codec = handles[1] = open_library("libavcodec.so." STRINGIFY(LIBAVCODEC_VERSION_MAJOR));
    if (!codec) return;
    void *format = handles[2] = open_library("libavformat.so." STRINGIFY(LIBAVFORMAT_VERSION_MAJOR));
    if (!format) return;
#define FIND(library, name) \
    if (!(p_##name = (__typeof__(p_##name))dlsym(library, #name))) { \
        snprintf(failure, sizeof failure, "FFmpeg has no function %s", #name); \
        return; \
    }
    FFMPEG_FUNCTIONS(FIND)
#undef FIND
    status = 0;
}

int cff_load(void) {
    pthread_mutex_lock(&lock);
    if (!attempted) {
        attempted = 1;
        load();
    }
    int loaded = status;
    pthread_mutex_unlock(&lock);
    return loaded;
}

int cff_unload(void) {
    pthread_mutex_lock(&lock);
    int unloaded = 0;
#if !defined(__APPLE__)
    if (attempted && status == 0) {
        for (int i = 2; i >= 0; i--) dlclose(handles[i]);
#define FORGET(library, name) p_##name = NULL;
        FFMPEG_FUNCTIONS(FORGET)
#undef FORGET
        handles[0] = handles[1] = handles[2] = NULL;
        attempted = 0;
        status = -1;
        unloaded = 1;
    }
#endif
    pthread_mutex_unlock(&lock);
    return unloaded;
}

const char *cff_load_error(void) { return failure; }

void cff_av_log_set_level(int level) { p_av_log_set_level(level); }
void cff_av_max_alloc(size_t max) { p_av_max_alloc(max); }
int cff_av_strerror(int errnum, char *errbuf, size_t errbuf_size) { return p_av_strerror(errnum, errbuf, errbuf_size); }
void *cff_av_malloc(size_t size) { return p_av_malloc(size); }
void cff_av_free(void *ptr) { p_av_free(ptr); }
void cff_av_freep(void *ptr) { p_av_freep(ptr); }
AVFrame *cff_av_frame_alloc(void) { return p_av_frame_alloc(); }
void cff_av_frame_free(AVFrame **frame) { p_av_frame_free(frame); }
void cff_av_frame_unref(AVFrame *frame) { p_av_frame_unref(frame); }

AVPacket *cff_av_packet_alloc(void) { return p_av_packet_alloc(); }
void cff_av_packet_free(AVPacket **packet) { p_av_packet_free(packet); }
void cff_av_packet_unref(AVPacket *packet) { p_av_packet_unref(packet); }

static void free_malloced(void *opaque, uint8_t *data) { (void)opaque; free(data); }

int cff_packet_copy(AVPacket *packet, const uint8_t *bytes, int size) {
    if (size < 0) return AVERROR(EINVAL);
    uint8_t *data = malloc((size_t)size + AV_INPUT_BUFFER_PADDING_SIZE);
    if (!data) return AVERROR(ENOMEM);
    if (size > 0) memcpy(data, bytes, (size_t)size);
    memset(data + size, 0, AV_INPUT_BUFFER_PADDING_SIZE);
    AVBufferRef *buffer = p_av_buffer_create(data, (size_t)size + AV_INPUT_BUFFER_PADDING_SIZE, free_malloced, NULL, 0);
    if (!buffer) {
        free(data);
        return AVERROR(ENOMEM);
    }
    packet->buf = buffer;
    packet->data = data;
    packet->size = size;
    return 0;
}
const AVCodec *cff_avcodec_find_decoder(enum AVCodecID id) { return p_avcodec_find_decoder(id); }
AVCodecContext *cff_avcodec_alloc_context3(const AVCodec *codec) { return p_avcodec_alloc_context3(codec); }
void cff_avcodec_free_context(AVCodecContext **context) { p_avcodec_free_context(context); }
int cff_avcodec_parameters_to_context(AVCodecContext *context, const AVCodecParameters *parameters) {
    return p_avcodec_parameters_to_context(context, parameters);
}
int cff_avcodec_open2(AVCodecContext *context, const AVCodec *codec, AVDictionary **options) {
    return p_avcodec_open2(context, codec, options);
}
int cff_avcodec_send_packet(AVCodecContext *context, const AVPacket *packet) { return p_avcodec_send_packet(context, packet); }
int cff_avcodec_receive_frame(AVCodecContext *context, AVFrame *frame) { return p_avcodec_receive_frame(context, frame); }
const char *cff_avcodec_get_name(enum AVCodecID id) { return p_avcodec_get_name(id); }
const char *cff_avcodec_profile_name(enum AVCodecID id, int profile) { return p_avcodec_profile_name(id, profile); }

AVFormatContext *cff_avformat_alloc_context(void) { return p_avformat_alloc_context(); }
// The casts to void * accept both constnesses: FFmpeg 5 added const to these parameters.
int cff_avformat_open_input(AVFormatContext **context, const char *url, const AVInputFormat *format,
                            AVDictionary **options) {
    return p_avformat_open_input(context, url, (void *)format, options);
}
int cff_avformat_find_stream_info(AVFormatContext *context, AVDictionary **options) {
    return p_avformat_find_stream_info(context, options);
}
void cff_avformat_close_input(AVFormatContext **context) { p_avformat_close_input(context); }
int cff_av_read_frame(AVFormatContext *context, AVPacket *packet) { return p_av_read_frame(context, packet); }
int cff_av_find_best_stream(AVFormatContext *context, enum AVMediaType type, int wanted, int related,
                            const AVCodec **decoder, int flags) {
    return p_av_find_best_stream(context, type, wanted, related, (void *)decoder, flags);
}
int cff_av_probe_input_buffer2(AVIOContext *io, const AVInputFormat **format, const char *url,
                               void *log_context, unsigned int offset, unsigned int max_probe_size) {
    return p_av_probe_input_buffer2(io, (void *)format, url, log_context, offset, max_probe_size);
}
AVIOContext *cff_avio_alloc_read_context(unsigned char *buffer, int buffer_size, void *opaque,
                                         int (*read_packet)(void *opaque, uint8_t *buffer, int size),
                                         int64_t (*seek)(void *opaque, int64_t offset, int whence)) {
    return p_avio_alloc_context(buffer, buffer_size, 0, opaque, read_packet, NULL, seek);
}
void cff_avio_context_free(AVIOContext **io) { p_avio_context_free(io); }
int cff_avio_feof(AVIOContext *io) { return p_avio_feof(io); }
