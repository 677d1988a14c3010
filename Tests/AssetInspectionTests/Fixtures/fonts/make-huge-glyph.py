#!/usr/bin/env python3
"""Makes huge-glyph.ttf from Fuzz/Corpus/font/dejavu-serif-abc.ttf (DejaVu Serif, cut to a few
glyphs): 16 units per em, and every glyph but .notdef one triangle from (-7800, -7800) to
(7800, 7800). At 28 px that is a 27,300 px square, which FreeType renders into a 745 MB bitmap
from a 2 KB file. Run from the repository: python3 Tests/AssetInspectionTests/Fixtures/fonts/make-huge-glyph.py
"""
import struct

source = 'Fuzz/Corpus/font/dejavu-serif-abc.ttf'
target = 'Tests/AssetInspectionTests/Fixtures/fonts/huge-glyph.ttf'
data = bytearray(open(source, 'rb').read())
tables = {}
for entry in range(12, 12 + 16 * struct.unpack_from('>H', data, 4)[0], 16):
    tag, _, offset, length = struct.unpack_from('>4sIII', data, entry)
    tables[tag.decode()] = (offset, length, entry)
head, maxp, loca = tables['head'][0], tables['maxp'][0], tables['loca'][0]
assert struct.unpack_from('>h', data, head + 50)[0] == 0, 'short loca expected'
struct.pack_into('>H', data, head + 18, 16)  # unitsPerEm
glyphs = struct.unpack_from('>H', data, maxp + 4)[0]

# One contour, three on-curve points (flag 0x01: two-byte x and y deltas), no instructions.
points = [(-7800, -7800), (7800, -7800), (0, 7800)]
glyph = struct.pack('>hhhhhHH', 1, -7800, -7800, 7800, 7800, 2, 0) + bytes([0x01] * 3)
previous = (0, 0)
xs, ys = b'', b''
for x, y in points:
    xs += struct.pack('>h', x - previous[0])
    ys += struct.pack('>h', y - previous[1])
    previous = (x, y)
glyph += xs + ys
glyph += b'\0' * (-len(glyph) % 4)

# .notdef stays; glyphs 1... each get a copy of the triangle, in a new glyf table at the end.
notdef_end = struct.unpack_from('>H', data, loca + 2)[0] * 2
glyf = bytes(data[tables['glyf'][0]:tables['glyf'][0] + notdef_end]) + glyph * (glyphs - 1)
for index in range(glyphs + 1):
    struct.pack_into('>H', data, loca + 2 * index, (0 if index == 0 else notdef_end + (index - 1) * len(glyph)) // 2)
data += b'\0' * (-len(data) % 4)
struct.pack_into('>II', data, tables['glyf'][2] + 8, len(data), len(glyf))
data += glyf
open(target, 'wb').write(bytes(data))
