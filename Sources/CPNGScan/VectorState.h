#ifndef AC_VECTOR_STATE_H
#define AC_VECTOR_STATE_H

/// ISA-L picks AVX2 or AVX-512 code for the processor it runs on (`igzip`'s `_04` functions), and
/// those return with the upper halves of the vector registers still in use: no `vzeroupper`.
/// Code built for baseline x86-64, as this target and the Swift code around it are, uses the
/// older SSE encodings, and each such instruction pays for that state until something clears it.
/// On the bench's machine kind (AMD EPYC, 2 cores) it made the pixel work after each inflate
/// (unfiltering, the thumbnail's sums and divisions, the alpha scan) several times slower: the
/// thumbnails' divisions 4.4x. Clearing the state after each call to ISA-L costs one instruction.
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>

__attribute__((target("avx"))) static void ac_clear_upper_halves(void) {
    _mm256_zeroupper();
}

/// Clears the upper halves of the vector registers, where the processor has them (AVX).
static inline void ac_after_vector_code(void) {
    if (__builtin_cpu_supports("avx")) ac_clear_upper_halves();
}
#else
static inline void ac_after_vector_code(void) {}
#endif

#endif
