#ifndef CLIBPNG_SHIM_H
#define CLIBPNG_SHIM_H
// Exposes libpng and zlib to the CPNGScan target. Swift code never calls libpng directly:
// its error handling longjmps, which must not cross Swift frames (see CPNGScan).
#include <png.h>
#include <zlib.h>
#endif
