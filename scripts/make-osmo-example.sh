#!/usr/bin/env bash
# Writes the Osmo example bundle's files (Examples/Osmo/): PNGs with nothing but Python's zlib,
# audio with ffmpeg. Run from the repository root: scripts/make-osmo-example.sh
set -euo pipefail
cd "$(dirname "$0")/../Examples/Osmo"
python3 - <<'PY'
import json, os, struct, zlib

def png(path, width, height, rgba, opaque=False):
    """A flat square of `rgba` on a transparent background (or filling an opaque one)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    clear, fill = b"\x00\x00\x00\x00", bytes(rgba)
    if opaque:
        row = lambda y: fill * width
    else:
        x0, x1, y0, y1 = width // 5, width - width // 5, height // 5, height - height // 5
        inner = clear * x0 + fill * (x1 - x0) + clear * (width - x1)
        row = lambda y: inner if y0 <= y < y1 else clear * width
    raw = b"".join(b"\x00" + row(y) for y in range(height))
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))

def pair(base, width, height, rgba, opaque=False):
    """@2x at width x height px, @3x at 1.5 times that."""
    png(base + "@2x.png", width, height, rgba, opaque)
    png(base + "@3x.png", width * 3 // 2, height * 3 // 2, rgba, opaque)

def contents(path, body):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(json.dumps(dict(body, info={"author": "xcode", "version": 1}), indent=2, sort_keys=True) + "\n")

pair("Games/ExampleGame/example_game_icon", 240, 240, (90, 90, 220, 255))
pair("Games/ExampleGame/Sprites/star", 120, 120, (250, 200, 40, 255))
pair("Games/ShapeMatch/shape_match_icon", 240, 240, (220, 90, 90, 255))
pair("Games/ShapeMatch/Shapes.atlas/circle", 160, 160, (200, 60, 60, 255))
pair("Games/ShapeMatch/Shapes.atlas/square", 160, 160, (60, 60, 200, 255))
pair("Games/ShapeMatch/Backgrounds/table", 2048, 1536, (180, 140, 100, 255), opaque=True)
pair("Games/Counting/counting_icon", 240, 240, (90, 200, 90, 255))
pair("Games/Counting/Backgrounds/meadow", 2048, 1536, (120, 200, 120, 255), opaque=True)
catalog = "Games/Counting/Assets.xcassets"
contents(catalog + "/Contents.json", {})
contents(catalog + "/Numbers.spriteatlas/Contents.json", {})
for name, color in [("one", (240, 120, 30, 255)), ("two", (30, 120, 240, 255))]:
    folder = f"{catalog}/Numbers.spriteatlas/{name}.imageset"
    pair(f"{folder}/{name}", 100, 140, color)
    contents(folder + "/Contents.json", {"images": [
        {"filename": f"{name}@2x.png", "idiom": "universal", "scale": "2x"},
        {"filename": f"{name}@3x.png", "idiom": "universal", "scale": "3x"}]})
PY
aac() { ffmpeg -hide_banner -loglevel error -y "$@"; }
mkdir -p Resources/Sounds Games/ShapeMatch/Sounds
aac -f lavfi -i "anoisesrc=d=0.2:c=brown:r=44100:a=0.8:seed=51,afade=t=out:st=0.05:d=0.15" -ar 44100 -ac 1 -c:a aac -b:a 128k Resources/Sounds/tap.aac
aac -f lavfi -i "sine=f=1320:d=0.8:r=44100" -f lavfi -i "anoisesrc=d=0.8:c=pink:r=44100:a=0.25:seed=52" -filter_complex "[0][1]amix=inputs=2:normalize=0,afade=t=out:st=0.5:d=0.3" -ar 44100 -ac 1 -c:a aac -b:a 128k Resources/Sounds/success.aac
aac -f lavfi -i "sine=f=660:d=0.5:r=44100" -f lavfi -i "anoisesrc=d=0.5:c=pink:r=44100:a=0.2:seed=53" -filter_complex "[0][1]amix=inputs=2:normalize=0" -ar 44100 -ac 1 -c:a aac -b:a 128k Games/ShapeMatch/Sounds/match.aac
