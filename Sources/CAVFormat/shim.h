#ifndef CAVFORMAT_SHIM_H
#define CAVFORMAT_SHIM_H
// Exposes the types and constants of libavformat, libavcodec and libavutil to AssetInspection
// (the functions are CFFmpegLoader's cff_ wrappers), the only Swift target that
// imports this module. Each shim below wraps a macro Swift cannot import (a function-like
// macro, or one built from casts or other macros); it can go when Swift imports such macros.
#include <errno.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/avutil.h>
#include <libavutil/error.h>

/// AVERROR(e): a POSIX errno as a (negative) FFmpeg error code. Function-like macro.
static inline int cavformat_averror(int posix_error) { return AVERROR(posix_error); }

/// AVERROR_EOF: end of stream, returned by read callbacks. Built with FFERRTAG/MKTAG.
static inline int cavformat_averror_eof(void) { return AVERROR_EOF; }

/// AVERROR_EXIT: what libavformat returns when the interrupt callback stopped it.
static inline int cavformat_averror_exit(void) { return AVERROR_EXIT; }

/// AVERROR_INVALIDDATA: the bytes are not what the demuxer or decoder expects.
static inline int cavformat_averror_invaliddata(void) { return AVERROR_INVALIDDATA; }

/// AVERROR_DECODER_NOT_FOUND: libavcodec has no decoder for the stream's codec.
static inline int cavformat_averror_decoder_not_found(void) { return AVERROR_DECODER_NOT_FOUND; }

/// AVERROR(EAGAIN): a decoder wants more input before it can output a frame.
static inline int cavformat_averror_eagain(void) { return AVERROR(EAGAIN); }

/// AVERROR_PATCHWELCOME: a feature FFmpeg does not implement (e.g. arithmetic-coded JPEG).
static inline int cavformat_averror_patchwelcome(void) { return AVERROR_PATCHWELCOME; }

/// AV_NOPTS_VALUE: "no timestamp". A cast of UINT64_C(...), which Swift does not import.
static inline int64_t cavformat_nopts_value(void) { return AV_NOPTS_VALUE; }

#endif
