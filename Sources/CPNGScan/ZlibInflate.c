#include "CPNGScan.h"

#include <string.h>
#include <zlib.h>

int ac_zlib_inflate(const uint8_t *in, size_t in_size, uint8_t *out, size_t out_capacity, size_t *out_size) {
    *out_size = 0;
    if (in_size > 0x40000000u || out_capacity > 0x40000000u) return -1;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) return -1;
    stream.next_in = (Bytef *)in;
    stream.avail_in = (uInt)in_size;
    stream.next_out = out;
    stream.avail_out = (uInt)out_capacity;
    int status = inflate(&stream, Z_FINISH);
    *out_size = out_capacity - stream.avail_out;
    inflateEnd(&stream);
    if (status == Z_STREAM_END) return 0;
    if (status == Z_BUF_ERROR && stream.avail_out == 0) return 1;
    return -1;
}
