#ifndef CFREETYPE_SHIM_H
#define CFREETYPE_SHIM_H
// Exposes FreeType to AssetInspection, the only target that imports this module. FreeType's
// public headers are reached through macros (`#include FT_FREETYPE_H`), which a module map cannot
// name, so this header includes them. The shims below wrap what Swift cannot import; each can go
// when Swift imports function-like macros, or when Debian builds FreeType with error strings.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_SFNT_NAMES_H

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

#endif
