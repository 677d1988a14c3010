#!/usr/bin/env python3
"""Writes the Dandelion example bundle (Examples/Dandelion/), from the repository root:

    pip install fonttools            # for pyftsubset, only to remake the fonts
    python3 scripts/make-dandelion-example.py

Images are flat shapes drawn with Python's zlib at real sizes. The fonts are DejaVu Serif and
DejaVu Serif Italic from Debian's fonts-dejavu-core, cut down with fontTools' pyftsubset to the
characters the example's strings and prompts use (Latin-1, the quotes and dashes of German and
French), so they stay a few kilobytes. DejaVu's licence (Bitstream Vera's, plus public-domain
changes) allows modified copies whose names contain neither "Bitstream" nor "Vera".
"""
import codecs
import json
import os
import shutil
import struct
import subprocess
import zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Examples", "Dandelion")
DEJAVU = "/usr/share/fonts/truetype/dejavu"
# Basic Latin, Latin-1, and the typographic quotes, dashes and ellipsis German and French use.
UNICODES = "U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201A,U+201C-201E,U+2026,U+2039-203A"


def write(path, data):
    full = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as f:
        f.write(data)


def png(path, width, height, color):
    """An 8-bit RGBA PNG: a filled ellipse on a transparent background."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    clear = b"\x00\x00\x00\x00"
    rows = []
    for y in range(height):
        dy = (y + 0.5 - height / 2) / (height * 0.4)
        half = int(width * 0.4 * (1 - dy * dy) ** 0.5) if abs(dy) < 1 else 0
        left, right = width // 2 - half, width // 2 + half
        rows.append(b"\x00" + clear * left + bytes(color) * (right - left) + clear * (width - right))
    write(path, b"\x89PNG\r\n\x1a\n"
          + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
          + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def image_set(folder, name, points, color):
    contents = {"images": [{"idiom": "universal", "scale": "1x"}], "info": {"author": "xcode", "version": 1}}
    for scale in (2, 3):
        png(f"{folder}/{name}.imageset/{name}@{scale}x.png", points[0] * scale, points[1] * scale, color)
        contents["images"].append({"filename": f"{name}@{scale}x.png", "idiom": "universal", "scale": f"{scale}x"})
    write(f"{folder}/{name}.imageset/Contents.json", json.dumps(contents, indent=2, sort_keys=True).encode() + b"\n")


def strings(entries):
    lines = ["/* Dandelion: what the writing and release screens say. */"]
    for key, value, comment in entries:
        lines.append(f"\n/* {comment} */\n\"{key}\" = \"{value}\";")
    return "\n".join(lines) + "\n"


def main():
    catalog = "Resources/Assets.xcassets"
    write(f"{catalog}/Contents.json", json.dumps({"info": {"author": "xcode", "version": 1}}, indent=2).encode() + b"\n")
    image_set(f"{catalog}/Controls", "release_button", (64, 64), (230, 200, 80, 255))
    image_set(f"{catalog}/Controls", "settings_button", (44, 44), (120, 120, 110, 255))
    image_set(f"{catalog}/Illustrations", "seed_head", (160, 160), (250, 245, 230, 255))
    for name, size in (("dandelion", (200, 300)), ("pappus", (24, 40))):
        for scale in (2, 3):
            png(f"Core/Design/Assets/{name}@{scale}x.png", size[0] * scale, size[1] * scale, (245, 240, 220, 255))

    fonts = "Core/Design/Fonts"
    os.makedirs(os.path.join(ROOT, fonts), exist_ok=True)
    for source, target in (("DejaVuSerif.ttf", "DejaVuSerif-Dandelion.ttf"),
                           ("DejaVuSerif-Italic.ttf", "DejaVuSerif-Italic-Dandelion.ttf")):
        subprocess.run(["pyftsubset", f"{DEJAVU}/{source}", f"--unicodes={UNICODES}", "--no-hinting",
                        "--layout-features=kern,liga", f"--output-file={os.path.join(ROOT, fonts, target)}"], check=True)
    with open(f"{DEJAVU}/../../../doc/fonts-dejavu-core/copyright", "rb") as f:
        write(f"{fonts}/LICENSE-DejaVu.txt", f.read())

    english = [("write.placeholder", "What's on your mind?", "The empty page"),
               ("release.title", "Let it go", "The release button"),
               ("release.done", "Released. Your words are gone.", "After the pappus drift"),
               ("session.count", "%d sessions since %@", "Settings: sessions so far and the first day")]
    german = [("write.placeholder", "Was geht dir durch den Kopf?", "The empty page"),
              ("release.title", "Lass es los", "The release button"),
              ("release.done", "„Losgelassen.“ Deine Worte sind fort.", "After the pappus drift"),
              ("session.count", "%1$d Sitzungen seit %2$@", "Settings: sessions so far and the first day")]
    french = [("write.placeholder", "À quoi penses-tu ?", "The empty page"),
              ("release.title", "Laisse partir", "The release button"),
              ("release.done", "« Libéré. » Tes mots sont partis.", "After the pappus drift"),
              ("session.count", "%d séances depuis le %@", "Settings: sessions so far and the first day")]
    write("Resources/Localizable.strings", strings(english).encode("utf-8"))
    # German in UTF-16 with a byte order mark, as older Xcode projects keep their tables.
    write("Resources/de.lproj/Localizable.strings", codecs.BOM_UTF16_LE + strings(german).encode("utf-16-le"))
    write("Resources/fr.lproj/Localizable.strings", strings(french).encode("utf-8"))

    usage = {"en": "Dandelion listens for your breath to release your words. Nothing is recorded.",
             "de": "Dandelion hört auf deinen Atem, um deine Worte loszulassen. Nichts wird aufgenommen.",
             "fr": "Dandelion écoute ton souffle pour libérer tes mots. Rien n’est enregistré."}
    info = {"sourceLanguage": "en", "version": "1.0", "strings": {
        "CFBundleDisplayName": {"shouldTranslate": False},
        "NSMicrophoneUsageDescription": {"comment": "Why the app asks for the microphone", "localizations": {
            language: {"stringUnit": {"state": "translated", "value": value}} for language, value in usage.items()}}}}
    write("Resources/InfoPlist.xcstrings", json.dumps(info, indent=2, sort_keys=True, ensure_ascii=False).encode() + b"\n")

    prompts = [{"id": "morning", "text": "What woke you up this morning?", "category": "daily", "premium": False},
               {"id": "weight", "text": "What are you carrying that isn’t yours?", "category": "release", "premium": False},
               {"id": "wish", "text": "If the wind took one worry — which one?", "category": "release", "premium": True},
               {"id": "thanks", "text": "Who deserves a quiet “thank you” today?", "category": "gratitude", "premium": True}]
    write("Resources/Prompts.json", json.dumps({"version": 1, "prompts": prompts}, indent=2, ensure_ascii=False).encode() + b"\n")


if __name__ == "__main__":
    main()
