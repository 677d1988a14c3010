#ifndef CISAL_SHIM_H
#define CISAL_SHIM_H
// Intel's ISA-L (libisal-dev / brew isa-l): its igzip inflater checks PNG image data. It streams
// through a small buffer as zlib does and is about three times faster (see CPNGScan's verifier).
#include <isa-l/igzip_lib.h>
#endif
