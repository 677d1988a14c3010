#!/usr/bin/env python3
"""Writes the example bundle's images (Examples/), with nothing but Python's zlib.

Each picture is a flat shape on a transparent or opaque background, drawn row by row, so the
files stay small while their pixel sizes are the real ones the Bennie rules require.
Run from the repository root: python3 scripts/make-example-images.py
"""
import os
import struct
import zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Examples")


def png(path, width, height, row_for):
    """Writes an 8-bit RGBA PNG; row_for(y) returns one row of width * 4 bytes."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    raw = b"".join(b"\x00" + row_for(y) for y in range(height))
    data = (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))
    full = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as f:
        f.write(data)


def ellipse(width, height, color, inset=0.1):
    """A filled ellipse touching no edge, on a fully transparent background."""
    clear = b"\x00\x00\x00\x00"
    cx, cy = width / 2, height / 2
    rx, ry = width * (0.5 - inset), height * (0.5 - inset)

    def row(y):
        dy = (y + 0.5 - cy) / ry
        if abs(dy) >= 1:
            return clear * width
        half = int(rx * (1 - dy * dy) ** 0.5)
        left = max(0, int(cx) - half)
        right = min(width, int(cx) + half)
        return clear * left + bytes(color) * (right - left) + clear * (width - right)
    return row


def gradient(width, height, top, bottom):
    """An opaque vertical gradient."""
    def row(y):
        t = y / max(1, height - 1)
        c = bytes(int(a + (b - a) * t) for a, b in zip(top, bottom)) + b"\xff"
        return c * width
    return row


def both_scales(stem, points, draw):
    w, h = points
    for scale in (2, 3):
        png(f"{stem}@{scale}x.png", w * scale, h * scale, draw(w * scale, h * scale))


def imageset(folder, name, points, draw):
    w, h = points
    images = []
    for scale in (2, 3):
        file = f"{name}@{scale}x.png"
        png(f"{folder}/{name}.imageset/{file}", w * scale, h * scale, draw(w * scale, h * scale))
        images.append(f'    {{\n      "filename" : "{file}",\n      "idiom" : "universal",\n      "scale" : "{scale}x"\n    }}')
    images.insert(0, '    {\n      "idiom" : "universal",\n      "scale" : "1x"\n    }')
    contents = '{\n  "images" : [\n' + ",\n".join(images) + '\n  ],\n  "info" : {\n    "author" : "xcode",\n    "version" : 1\n  }\n}\n'
    with open(os.path.join(ROOT, folder, f"{name}.imageset", "Contents.json"), "w") as f:
        f.write(contents)


def main():
    brown, green, gold, blue = (139, 94, 60, 255), (96, 160, 72, 255), (240, 190, 40, 255), (60, 120, 200, 255)
    # Each pose, expression and icon gets its own shade: identical files would be duplicates
    # (bundle.duplicate), which a real bundle's different pictures never are.
    for pose, color in (("idle", brown), ("wave", (150, 100, 64, 255))):
        both_scales(f"Characters/Bennie/{pose}", (300, 450), lambda w, h, c=color: ellipse(w, h, c))
    for mood, color in (("happy", green), ("sad", (80, 140, 110, 255))):
        both_scales(f"Characters/Lemminge/{mood}", (80, 100), lambda w, h, c=color: ellipse(w, h, c))
    both_scales("Backgrounds/forest", (1194, 834), lambda w, h: gradient(w, h, (150, 200, 240), (70, 140, 60)))
    both_scales("UI/button_play", (120, 48), lambda w, h: ellipse(w, h, blue, inset=0.02))
    both_scales("Icons/icon_home", (96, 96), lambda w, h: ellipse(w, h, gold, inset=0.05))
    both_scales("Icons/icon_settings", (120, 120), lambda w, h: ellipse(w, h, blue, inset=0.05))
    catalog = os.path.join(ROOT, "Assets.xcassets")
    os.makedirs(catalog, exist_ok=True)
    with open(os.path.join(catalog, "Contents.json"), "w") as f:
        f.write('{\n  "info" : {\n    "author" : "xcode",\n    "version" : 1\n  }\n}\n')
    imageset("Assets.xcassets/Characters/Lemminge", "surprised", (80, 100), lambda w, h: ellipse(w, h, (110, 175, 60, 255)))
    imageset("Assets.xcassets/Characters/Bennie", "point", (300, 450), lambda w, h: ellipse(w, h, (125, 84, 52, 255)))
    imageset("Assets.xcassets/UI", "coin", (64, 64), lambda w, h: ellipse(w, h, (230, 170, 30, 255), inset=0.05))


if __name__ == "__main__":
    main()
