#ifndef CFREETYPE_SHIM_H
#define CFREETYPE_SHIM_H
// Exposes FreeType to AssetInspection, the only target that imports this module. FreeType's
// public headers are reached through macros (`#include FT_FREETYPE_H`), which a module map cannot
// name, so this header includes them. The shims below wrap what Swift cannot import; each can go
// when Swift imports function-like macros, or when Debian builds FreeType with error strings. The
// memory budget at the end is C because FreeType calls it for every block it allocates.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_SFNT_NAMES_H
#include FT_MODULE_H
#include <stdlib.h>

/// FT_IS_SFNT: true for TrueType and OpenType faces (the formats iOS registers). Function-like macro.
static inline int cfreetype_is_sfnt(FT_Face face) { return FT_IS_SFNT(face) ? 1 : 0; }

/// FT_IS_SCALABLE: true for outline fonts. Function-like macro.
static inline int cfreetype_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }

// FreeType's own words for its error codes. FT_Error_String returns them only when FreeType was
// built with FT_CONFIG_OPTION_ERROR_STRINGS, which Debian's is not; this is the table FreeType's
// documentation shows for that case, made from fterrors.h by redefining its list macros.
#undef FTERRORS_H_
#define FT_ERRORDEF(e, v, s) {e, s},
#define FT_ERROR_START_LIST {
#define FT_ERROR_END_LIST {0, NULL}};
static const struct { int code; const char *message; } cfreetype_error_table[] =
#include FT_ERRORS_H

/// The message for a FreeType error code, or NULL for an unknown code.
static inline const char *cfreetype_error_message(int code) {
    for (int index = 0; cfreetype_error_table[index].message != NULL; index++) {
        if (cfreetype_error_table[index].code == code) return cfreetype_error_table[index].message;
    }
    return NULL;
}

// A memory budget for one library. FreeType sizes some allocations by what a font's tables claim:
// a glyph whose outline spans thousands of em at 16 units per em renders into a bitmap of hundreds
// of megabytes from a file of a few kilobytes. Every block is counted (its size kept in a header
// in front of it) and a request that would take the live total past the budget gets NULL, which
// FreeType reports as FT_Err_Out_Of_Memory; `refused` tells that apart from the machine's.
typedef struct {
    size_t budget;
    size_t live;
    size_t refused;  // the size of the first request refused, 0 when none was
} cfreetype_budget;

// 16 bytes keep the block behind the header as aligned as malloc's.
#define CFREETYPE_HEADER 16

static inline int cfreetype_take(cfreetype_budget *budget, size_t size) {
    if (size > budget->budget - budget->live) {
        if (budget->refused == 0) budget->refused = size;
        return 0;
    }
    budget->live += size;
    return 1;
}

static void *cfreetype_alloc(FT_Memory memory, long size) {
    cfreetype_budget *budget = memory->user;
    if (size <= 0 || !cfreetype_take(budget, (size_t)size)) return NULL;
    size_t *header = malloc(CFREETYPE_HEADER + (size_t)size);
    if (header == NULL) {
        budget->live -= (size_t)size;
        return NULL;
    }
    *header = (size_t)size;
    return (char *)header + CFREETYPE_HEADER;
}

static void cfreetype_free(FT_Memory memory, void *block) {
    if (block == NULL) return;
    cfreetype_budget *budget = memory->user;
    size_t *header = (size_t *)((char *)block - CFREETYPE_HEADER);
    budget->live -= *header;
    free(header);
}

static void *cfreetype_realloc(FT_Memory memory, long current, long wanted, void *block) {
    (void)current;
    if (block == NULL) return cfreetype_alloc(memory, wanted);
    if (wanted <= 0) return NULL;
    cfreetype_budget *budget = memory->user;
    size_t *header = (size_t *)((char *)block - CFREETYPE_HEADER);
    size_t old = *header, size = (size_t)wanted;
    if (size > old && !cfreetype_take(budget, size - old)) return NULL;
    size_t *moved = realloc(header, CFREETYPE_HEADER + size);
    if (moved == NULL) {
        if (size > old) budget->live -= size - old;
        return NULL;  // FreeType keeps the old block
    }
    if (size < old) budget->live -= old - size;
    *moved = size;
    return (char *)moved + CFREETYPE_HEADER;
}

/// A library with FreeType's default modules and properties (what FT_Init_FreeType makes) whose
/// allocations live within `budget` bytes in all, and the allocator that counts them. Free both
/// with `cfreetype_done_library`.
static inline FT_Error cfreetype_new_library(size_t budget, FT_Library *library, FT_Memory *allocator) {
    FT_Memory memory = calloc(1, sizeof(*memory));
    cfreetype_budget *account = calloc(1, sizeof(*account));
    if (memory == NULL || account == NULL) {
        free(memory);
        free(account);
        return FT_Err_Out_Of_Memory;
    }
    account->budget = budget;
    memory->user = account;
    memory->alloc = cfreetype_alloc;
    memory->free = cfreetype_free;
    memory->realloc = cfreetype_realloc;
    FT_Error error = FT_New_Library(memory, library);
    if (error != 0) {
        free(account);
        free(memory);
        return error;
    }
    FT_Add_Default_Modules(*library);
    FT_Set_Default_Properties(*library);
    *allocator = memory;
    return 0;
}

/// The size of the first allocation the budget refused, 0 when none was.
static inline size_t cfreetype_refused(FT_Memory allocator) {
    return ((cfreetype_budget *)allocator->user)->refused;
}

/// Bytes the library's blocks hold now.
static inline size_t cfreetype_live(FT_Memory allocator) {
    return ((cfreetype_budget *)allocator->user)->live;
}

static inline void cfreetype_done_library(FT_Library library, FT_Memory memory) {
    FT_Done_Library(library);
    free(memory->user);
    free(memory);
}

#endif
