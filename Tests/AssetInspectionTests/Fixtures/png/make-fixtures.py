#!/usr/bin/env python3
"""Writes the PNG fixtures whose encodings libpng's simplified writer cannot make.

Run from this folder: python3 make-fixtures.py. Needs only Python's zlib and struct.
"""
import struct
import zlib

ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def write(name, width, height, depth, color, rows, interlaced=False, extra=b""):
    """rows[y] is the list of per-pixel byte strings of row y."""
    if interlaced:
        raw = b""
        for x0, y0, dx, dy in ADAM7:
            for y in range(y0, height, dy):
                xs = range(x0, width, dx)
                if len(xs):
                    raw += b"\x00" + b"".join(rows[y][x] for x in xs)
    else:
        raw = b"".join(b"\x00" + b"".join(row) for row in rows)
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, 1 if interlaced else 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(name, "wb") as f:
        f.write(data)


def sprite_alpha(x, y, w, h):
    dx, dy = (x + 0.5) / w - 0.5, (y + 0.5) / h - 0.5
    return 255 if dx * dx + dy * dy < 0.16 else 0


W, H = 13, 11  # odd sizes exercise every Adam7 pass edge

# RGBA 8-bit, Adam7: transparent corners, opaque centre.
write("interlaced-sprite.png", W, H, 8, 6,
      [[bytes((200, 100, 50, sprite_alpha(x, y, W, H))) for x in range(W)] for y in range(H)], interlaced=True)
# RGBA 8-bit, Adam7, with only the bottom-right corner visible (alpha 200).
write("interlaced-bottom-right-visible.png", W, H, 8, 6,
      [[bytes((1, 2, 3, 200 if (x, y) == (W - 1, H - 1) else 0)) for x in range(W)] for y in range(H)], interlaced=True)
# Palette with a tRNS chunk: entry 0 transparent, entry 1 opaque red.
write("palette-trns-sprite.png", W, H, 8, 3,
      [[bytes((1 if sprite_alpha(x, y, W, H) else 0,)) for x in range(W)] for y in range(H)],
      extra=chunk(b"PLTE", bytes((0, 0, 0, 255, 0, 0))) + chunk(b"tRNS", bytes((0,))))
# RGBA 16-bit: alpha 65535 everywhere except one pixel at 0x8000 (half transparent).
write("rgba16-one-translucent.png", W, H, 16, 6,
      [[struct.pack(">HHHH", 1000, 2000, 3000, 0x8000 if (x, y) == (5, 5) else 0xFFFF) for x in range(W)] for y in range(H)])
# Grey 8-bit without alpha: opaque by construction.
write("grey-opaque.png", W, H, 8, 0, [[bytes((x * 10,)) for x in range(W)] for y in range(H)])
