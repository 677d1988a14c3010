#!/usr/bin/env python3
"""Times assetcheck against pngcheck, ffprobe and cat on two generated Bennie-shaped bundles.

What it measures (issue 29, carrying on issue 16's), from one invocation, side by side, on each
corpus's bundle:
  - assetcheck cold (--no-cache), and with a warm cache (nothing changed);
  - assetcheck cold with `--report html:FILE` (the page's size too);
  - `assetcheck check --staged` with one file changed anew and staged before each run, from inside
    a git repository holding the bundle as Assets/ (what the pre-commit hook runs at a commit), its
    cache primed by one run: every other file is known to it, the changed one is not;
  - pngcheck -q over the same bundle's PNGs (one process), and on the first corpus at 1x pngcheck
    plus `ffprobe -count_packets` per audio file (what a team scripts instead);
  - cat of every byte to /dev/null (the I/O floor);
  - assetcheck cold pinned to one core (taskset), for the 1-core vs 2-core speed-up;
  - assetcheck --version (process start), and at 1x 5,000 generated Swift files read (issue 28);
  - at BENCH_SCALE=10 (or with BENCH_MANY=1), a cold check of a bundle of 100,000 small files.
Each command runs once untimed (a warm page cache, a primed assetcheck cache), then RUNS times,
round-robin, so machine noise hits all of them alike; before every run, the files it reads (its
executables and the cache it primes among them) are read through untimed, so the page cache holds
them however long ago they were last read. It prints the median wall time, the ratios to pngcheck
and the peak RSS (ru_maxrss from os.wait4; for several processes, the largest one), then the
targets, met or not, per corpus; the same goes, with every command, to
$BENCH_DIR/results-scale-N.json. It exits 0 when targets are missed (it is a measurement, not a
test), and non-zero when a tool crashed, a 1x bundle does not check clean, or a hook run did not
check exactly its one staged file.

The corpora are generated once (deterministic: fixed seeds, so the same bytes every time on the
same zlib and ffmpeg), each with a marker beside it that records its generator version and the
ffmpeg version; when either changes, the bundle is made again. Both check with 0 errors under
Rules/bennie.yml and hold the same 865 paths at the same pixel sizes and durations:
  - $BENCH_DIR/bundle-1, about 146 MB: 406 PNGs written by this script with Python's zlib (noisy
    opaque full-screen backgrounds, noisy RGBA characters, UI elements and icons, at @2x and @3x),
    148 Lottie files varied from Examples/Animations, 301 AAC files (ffmpeg's anoisesrc);
  - $BENCH_DIR/photo-1, about 145 MB, made differently: PNGs by ffmpeg's own encoder (`-pred
    mixed`) from photographic sources (gradients, Mandelbrot views, smooth random shade, grain),
    its @3x backgrounds larger (about 13 MB against 11), sprites posterized figures on transparent
    surroundings; AAC from chords over quiet noise (aevalsrc, anoisesrc) by ffmpeg's fast coder;
    the Lottie files and catalogs' Contents.json copied from bundle-1.
BENCH_SCALE=10 adds bundle-10 and photo-10: the 1x files plus 9 renamed copies of each (real
copies), about 8,640 files and 1.4 GB each, and times each 1x bundle again beside them for the
scaling. The hook's repositories ($BENCH_DIR/repo-<bundle>: hard links to the bundle's files,
committed once) and the 100,000-file bundle ($BENCH_DIR/many-100000) are made once too.

    python3 scripts/bench.py                  # or: make bench
    BENCH_SCALE=10 python3 scripts/bench.py   # or: make bench BENCH_SCALE=10
    BENCH_MANY=1 python3 scripts/bench.py     # at 1x, with the 100,000-file bundle
    ASSETCHECK=path/to/assetcheck RUNS=9 BENCH_DIR=/tmp/b python3 scripts/bench.py
    BASELINE=path/to/older/assetcheck python3 scripts/bench.py   # its cold and warm runs beside

Needs Python 3.9+, ffmpeg/ffprobe, pngcheck, git, and taskset on Linux (scripts/install-deps.sh
bench).
"""
import colorsys
import concurrent.futures
import copy
import itertools
import json
import os
import platform
import random
import re
import resource
import shutil
import statistics
import struct
import subprocess
import sys
import time
import zlib
from dataclasses import dataclass, field

GENERATOR_VERSION = 1
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RULES = os.path.join(REPO, "Rules", "bennie.yml")
EXAMPLES = os.path.join(REPO, "Examples")
MB = 1_000_000  # decimal megabytes, as assetcheck and App Store Connect count

# The bundle's shape. Noise amplitudes (pixel values 0..amp-1 added to a colour) set how well the
# images compress, and so the bundle's size: about 146 MB in all.
BACKGROUNDS, BACKGROUND_AMP = 5, 6
BENNIE_POSES, LEMMINGE_EXPRESSIONS, CATALOG_LEMMINGE = 30, 121, 4
BUTTONS, CATALOG_BUTTONS, ICONS = 20, 4, 18
SPRITE_AMP = 3
REQUIRED_EFFECTS = {"tap_wood": 0.1, "success_chime": 0.5, "coin_collect": 0.3, "celebration_fanfare": 2.0,
                    "chest_open": 1.0, "gentle_boop": 0.2, "path_draw": 1.5}
EXTRA_EFFECTS, NARRATOR_LINES, BENNIE_LINES, MUSIC_TRACKS = 93, 120, 71, 9


@dataclass
class Config:
    assetcheck: str
    bench_dir: str
    scale: int
    runs: int


def config():
    scale = int(os.environ.get("BENCH_SCALE", "1"))
    binary = os.environ.get("ASSETCHECK") or os.path.join(REPO, ".build", "release", "assetcheck")
    return Config(assetcheck=os.path.abspath(binary),
                  bench_dir=os.path.abspath(os.environ.get("BENCH_DIR", "/tmp/assetcheck-bench")),
                  scale=scale, runs=int(os.environ.get("RUNS", "5" if scale == 1 else "3")))


# ---------------------------------------------------------------- PNG writing


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def write_png(path, width, height, rows, alpha):
    """Writes an 8-bit RGB or RGBA PNG from rows of pixel bytes (filter type 0 on each row),
    deflated at zlib's default level and split into 8 KiB IDAT chunks, as libpng writes them."""
    data = zlib.compress(b"".join(b"\x00" + row for row in rows), 6)
    idats = b"".join(chunk(b"IDAT", data[i:i + 8192]) for i in range(0, len(data), 8192))
    header = struct.pack(">IIBBBBB", width, height, 8, 6 if alpha else 2, 0, 0, 0)
    write(path, b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + idats + chunk(b"IEND", b""))


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def copy_file(source, target):
    """A real copy (never a link), into folders made as needed."""
    os.makedirs(os.path.dirname(target), exist_ok=True)
    shutil.copyfile(source, target)


def noisy(rng, base, amp, keep=None):
    """`base` plus noise of 0..amp-1 in every byte (in the bytes where `keep` is 0xFF, when given):
    random bytes cut down with bytes.translate, added as one big integer (no byte carries over,
    since every base byte is at most 255 - amp)."""
    noise = rng.randbytes(len(base)).translate(bytes(i % amp for i in range(256)))
    value = int.from_bytes(noise, "little")
    if keep is not None:
        value &= int.from_bytes(keep, "little")
    return (int.from_bytes(base, "little") + value).to_bytes(len(base), "little")


def background_rows(rng, width, height):
    """An opaque vertical gradient between two random colours, with noise on every channel."""
    top = [rng.randrange(0, 256 - BACKGROUND_AMP) for _ in range(3)]
    bottom = [rng.randrange(0, 256 - BACKGROUND_AMP) for _ in range(3)]
    for y in range(height):
        t = y / (height - 1)
        color = bytes(int(a + (b - a) * t) for a, b in zip(top, bottom))
        yield noisy(rng, color * width, BACKGROUND_AMP)


def sprite_rows(rng, width, height, inset):
    """A noisy opaque ellipse on a fully transparent background (so every corner is alpha 0)."""
    color = bytes(rng.randrange(0, 256 - SPRITE_AMP) for _ in range(3)) + b"\xff"
    clear = b"\x00\x00\x00\x00"
    rx, ry = width * (0.5 - inset), height * (0.5 - inset)
    for y in range(height):
        dy = (y + 0.5 - height / 2) / ry
        half = int(rx * (1 - dy * dy) ** 0.5) if abs(dy) < 1 else 0
        left, right = width // 2 - half, width // 2 + half
        fill = noisy(rng, color * (right - left), SPRITE_AMP, keep=b"\xff\xff\xff\x00" * (right - left))
        yield clear * left + fill + clear * (width - right)


def seeded(relative):
    """A random generator of its own for each file, so files do not depend on each other."""
    return random.Random(f"assetcheck-bench {GENERATOR_VERSION} {relative}")


def background(root, stem, points):
    for scale in (2, 3):
        relative = f"{stem}@{scale}x.png"
        w, h = points[0] * scale, points[1] * scale
        write_png(os.path.join(root, relative), w, h, background_rows(seeded(relative), w, h), alpha=False)


def sprite(root, stem, points, inset=0.1):
    for scale in (2, 3):
        relative = f"{stem}@{scale}x.png"
        w, h = points[0] * scale, points[1] * scale
        write_png(os.path.join(root, relative), w, h, sprite_rows(seeded(relative), w, h, inset), alpha=True)


def catalog_contents(root, relative, body):
    body = dict(body, info={"author": "xcode", "version": 1})
    write(os.path.join(root, relative), json.dumps(body, indent=2, sort_keys=True).encode() + b"\n")


def image_set(root, folder, name, points, inset):
    sprite(root, f"{folder}/{name}.imageset/{name}", points, inset)
    images = [{"idiom": "universal", "scale": "1x"}] + [
        {"filename": f"{name}@{s}x.png", "idiom": "universal", "scale": f"{s}x"} for s in (2, 3)]
    catalog_contents(root, f"{folder}/{name}.imageset/Contents.json", {"images": images})


def write_images(root):
    """406 PNGs, at the Bennie rules' sizes, and the catalog's Contents.json files."""
    for n in range(1, BACKGROUNDS + 1):
        background(root, f"Backgrounds/scene_{n:02}", (1194, 834))
    for n in range(1, BENNIE_POSES + 1):
        sprite(root, f"Characters/Bennie/pose_{n:02}", (300, 450))
    for n in range(1, LEMMINGE_EXPRESSIONS + 1):
        sprite(root, f"Characters/Lemminge/expression_{n:03}", (80, 100))
    for n in range(1, BUTTONS + 1):
        sprite(root, f"UI/button_{n:02}", button_points(n), inset=0.02)
    for n in range(1, ICONS + 1):
        side = seeded(f"icon {n}").randrange(96, 161)
        sprite(root, f"Icons/icon_{n:02}", (side, side), inset=0.05)
    catalog_contents(root, "Assets.xcassets/Contents.json", {})
    for n in range(1, CATALOG_LEMMINGE + 1):
        image_set(root, "Assets.xcassets/Characters/Lemminge", f"surprised_{n}", (80, 100), 0.1)
    for n in range(1, CATALOG_BUTTONS + 1):
        image_set(root, "Assets.xcassets/UI", f"coin_{n}", (64, 64), 0.05)
    # The images Bennie's Lottie files load (animation-image files of kind other).
    copy_file(os.path.join(EXAMPLES, "Animations/Bennie/images/sparkle.png"),
              os.path.join(root, "Animations/Bennie/images/sparkle.png"))
    write_png(os.path.join(root, "Animations/Bennie/images/star.png"), 48, 48,
              sprite_rows(seeded("star"), 48, 48, 0.1), alpha=True)


def button_points(n):
    """A button's size in points: any size, its @3x exactly 1.5 x its @2x."""
    rng = seeded(f"button {n}")
    return rng.randrange(60, 201), rng.randrange(40, 81)


# ---------------------------------------------------------------- Lottie


def load_example(relative):
    with open(os.path.join(EXAMPLES, relative), encoding="utf-8") as f:
        return json.load(f)


def retime(node, factor):
    """Scales keyframe times (`t` of the items of a `k` list) by `factor`."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "k" and isinstance(value, list):
                for item in value:
                    if isinstance(item, dict) and isinstance(item.get("t"), (int, float)):
                        item["t"] = round(item["t"] * factor)
            retime(value, factor)
    elif isinstance(node, list):
        for item in node:
            retime(item, factor)


def recolor(node, rng):
    """Moves every static fill colour a little, so no two variants are the same file."""
    if isinstance(node, dict):
        c = node.get("c")
        if isinstance(c, dict) and c.get("a") == 0 and isinstance(c.get("k"), list) and len(c["k"]) == 4:
            c["k"] = [round(min(1, max(0, v + rng.uniform(-0.1, 0.1))), 3) for v in c["k"][:3]] + [c["k"][3]]
        for value in node.values():
            recolor(value, rng)
    elif isinstance(node, list):
        for item in node:
            recolor(item, rng)


def lottie_variant(template, name, frames=None, copies=0, image=None):
    """The template renamed, recoloured, optionally lasting `frames` frames, with `copies` extra
    copies of its layers, and loading `image` instead of its own external image."""
    doc = copy.deepcopy(template)
    rng = seeded(name)
    old = doc["op"] - doc["ip"]
    doc["nm"] = name
    if frames and frames != old:
        retime(doc["layers"], frames / old)
        for layer in doc["layers"]:
            if layer["op"] == doc["op"]:
                layer["op"] = doc["ip"] + frames
        doc["op"] = doc["ip"] + frames
    extra = []
    for n in range(copies):
        for layer in template["layers"]:
            layer = copy.deepcopy(layer)
            layer["ind"] = len(doc["layers"]) + len(extra) + 1
            layer["nm"] = f"{layer['nm']} {n + 2}"
            if frames and frames != old:
                retime(layer, frames / old)
                layer["op"] = doc["op"]
            extra.append(layer)
    doc["layers"] += extra
    recolor(doc, rng)
    if image:
        for asset in doc["assets"]:
            if "p" in asset:
                asset["p"] = image
    return json.dumps(doc, separators=(",", ":")).encode() + b"\n"


def write_animations(root):
    """148 Lottie files: Bennie and Lemminge loops of varied lengths (within their classes'
    durations, at 30 fps), and the exact-length confetti, coin fly and progress fill effects."""
    idle, wave = load_example("Animations/Bennie/bennie_idle.json"), load_example("Animations/Bennie/bennie_wave.json")
    cheer = load_example("Animations/Lemminge/lemminge_cheer.json")
    hop_folder = "Assets.xcassets/Animations/Lemminge/lemminge_hop.dataset"
    hop = load_example(f"{hop_folder}/lemminge_hop.json")
    for n in range(1, 61):   # 0.5 to 2 s at 30 fps
        name = f"bennie_{'idle' if n % 2 else 'wave'}_{n:02}"
        rng = seeded(name)
        body = lottie_variant(idle if n % 2 else wave, name, rng.randrange(15, 61), rng.randrange(0, 8),
                              image=None if n % 2 else ("sparkle.png", "star.png")[n // 2 % 2])
        write(os.path.join(root, f"Animations/Bennie/{name}.json"), body)
    for n in range(1, 73):   # 0.5 to 1 s at 30 fps
        name = f"lemminge_{'cheer' if n % 2 else 'hop'}_{n:02}"
        rng = seeded(name)
        body = lottie_variant(cheer if n % 2 else hop, name, rng.randrange(15, 31), rng.randrange(0, 6))
        write(os.path.join(root, f"Animations/Lemminge/{name}.json"), body)
    for effect in ("confetti", "coin_fly", "progress_fill"):
        template = load_example(f"Animations/Effects/{effect}.json")
        for n in range(1, 6):
            name = f"{effect}_{n}"
            write(os.path.join(root, f"Animations/Effects/{name}.json"), lottie_variant(template, name))
    for file in ("Contents.json", "lemminge_hop.json"):
        copy_file(os.path.join(EXAMPLES, hop_folder, file), os.path.join(root, hop_folder, file))


# ---------------------------------------------------------------- AAC


def encode(path, seconds, seed, stereo=False):
    """ADTS AAC-LC at 44.1 kHz from ffmpeg's seeded noise: 128 kbps mono, or 192 kbps stereo."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    source = f"anoisesrc=d={seconds}:c={('pink', 'white', 'brown')[seed % 3]}:r=44100:a=0.5"
    if stereo:
        inputs = ["-f", "lavfi", "-i", f"{source}:seed={seed}", "-f", "lavfi", "-i", f"{source}:seed={seed + 1}",
                  "-filter_complex", "[0][1]join=inputs=2:channel_layout=stereo", "-b:a", "192k"]
    else:
        inputs = ["-f", "lavfi", "-i", f"{source}:seed={seed}", "-ac", "1", "-b:a", "128k"]
    subprocess.run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", *inputs, "-ar", "44100",
                    "-c:a", "aac", "-fflags", "+bitexact", "-flags:a", "+bitexact", path], check=True)


def audio_files():
    """(path, seconds, stereo) of the 301 AAC files: the seven required effects at their lengths,
    more effects of 0.5 to 1.5 s, narrator lines of 2 to 6 s, Bennie's lines
    (wir_brauchen_internet.aac among them), and background music of 50 to 98 s (stereo)."""
    files = [(f"Sounds/Effects/{name}.aac", seconds, False) for name, seconds in REQUIRED_EFFECTS.items()]
    files.append(("Sounds/Bennie/wir_brauchen_internet.aac", 1.5, False))
    for folder, stem, count, low, high, stereo in (
            ("Effects", "effect", EXTRA_EFFECTS, 0.5, 1.5, False), ("Narrator", "line", NARRATOR_LINES, 2, 6, False),
            ("Bennie", "bennie_line", BENNIE_LINES, 1, 3, False), ("Music", "theme", MUSIC_TRACKS, 50, 98, True)):
        for n in range(1, count + 1):
            relative = f"Sounds/{folder}/{stem}_{n:03}.aac"
            files.append((relative, round(seeded(relative).uniform(low, high), 2), stereo))
    return files


def write_audio(root):
    """The 301 AAC files of audio_files(), from ffmpeg's seeded noise."""
    for relative, seconds, stereo in audio_files():
        encode(os.path.join(root, relative), seconds, zlib.crc32(relative.encode()), stereo)


# ---------------------------------------------------------------- the second corpus: photo

# The photo corpus: bundle-1's paths and pixel sizes, made differently, so that no number depends on
# one generator. Its PNGs are ffmpeg's (its own encoder, each row's filter chosen by `-pred mixed`),
# from photographic sources: backgrounds are opaque RGB, lit by two octaves of smooth random shade
# over a gradient and a Mandelbrot view (PHOTO_DETAIL: the finer octave's cells across), with
# film grain on the luma (PHOTO_GRAIN); sprites are RGBA figures on fully transparent surroundings,
# posterized (SPRITE_LEVELS) as drawn art is, with softened edges. These set the corpus's size: the
# @3x backgrounds 12.5 to 14.2 MB (bundle-1's 11.3 MB), the whole 145.4 MB, under the rules'
# 150 MB budget.
PHOTO_GENERATOR_VERSION = 1
PHOTO_GRAIN, PHOTO_DETAIL, SPRITE_GRAIN, SPRITE_LEVELS = 3, 192, 1, 0xF8
MANDELBROT_VIEWS = [(-0.75, 0.1, 1.2), (-0.7435, 0.1314, 0.02), (-1.25066, 0.02012, 0.015),
                    (-0.1592, 1.0317, 0.06), (0.2925, 0.0147, 0.02), (-1.7687, 0.0017, 0.04)]


def png_header(path):
    """(width, height, colour type) from a PNG's IHDR."""
    with open(path, "rb") as f:
        head = f.read(26)
    width, height, _, color = struct.unpack(">IIBB", head[16:26])
    return width, height, color


def photo_seeded(relative):
    """The photo corpus's own generator for each file, and a seed for ffmpeg's noise filter."""
    return random.Random(f"assetcheck-bench photo {PHOTO_GENERATOR_VERSION} {relative}"), \
        zlib.crc32(f"photo {relative}".encode()) & 0x3FFFFFFF


def gradient_source(rng, width, height, count, saturation):
    """ffmpeg's gradients source with its colours and its line given: its own random ones are not
    seeded (`random` colours come from the system's entropy, whatever `seed` says)."""
    colors = []
    for _ in range(count):
        rgb = colorsys.hsv_to_rgb(rng.random(), rng.uniform(*saturation), rng.uniform(0.3, 0.95))
        colors.append("0x" + "".join(f"{round(c * 255):02x}" for c in rgb))
    return (f"gradients=s={width}x{height}:n={count}:" + ":".join(f"c{i}={c}" for i, c in enumerate(colors))
            + f":x0={rng.randrange(width)}:y0=0:x1={rng.randrange(width)}:y1={height - 1}:d=1")


def shade_source(width, height, cells, strength, seed):
    """Smooth random light and shade: uniform noise on grey, `cells` across, enlarged with lanczos."""
    rows = max(2, round(cells * height / width))
    return (f"color=c=gray:s={cells}x{rows}:d=1,format=yuv444p,noise=c0s={strength}:c0f=u:all_seed={seed},"
            f"format=gbrp,scale={width}x{height}:flags=lanczos")


def ffmpeg_png(path, sources, graph):
    """One PNG from lavfi sources and a filter graph, by ffmpeg's PNG encoder (`-pred mixed`)."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    inputs = [arg for source in sources for arg in ("-f", "lavfi", "-i", source)]
    subprocess.run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-filter_threads", "1", *inputs,
                    "-filter_complex", graph, "-frames:v", "1", "-threads", "1", "-c:v", "png", "-pred", "mixed",
                    "-fflags", "+bitexact", "-flags", "+bitexact", path], check=True)


def photo_background(path, relative, width, height):
    """An opaque photographic background: a gradient of five colours, a Mandelbrot view rendered at
    a quarter size and enlarged (edges and detail), two octaves of light and shade, and grain."""
    rng, seed = photo_seeded(relative)
    x, y, scale = rng.choice(MANDELBROT_VIEWS)
    mandelbrot = (f"mandelbrot=s={width // 4}x{height // 4}:maxiter=256:start_x={x}:start_y={y}:"
                  f"start_scale={scale}:end_scale={scale}:inner=mincol,format=gbrp,"
                  f"scale={width}x{height}:flags=lanczos")
    sources = [gradient_source(rng, width, height, 5, (0.2, 0.7)), mandelbrot,
               shade_source(width, height, 48, 100, seed + 1), shade_source(width, height, PHOTO_DETAIL, 70, seed + 2)]
    ffmpeg_png(path, sources, "[0]format=gbrp[g];[g][1]blend=all_mode=normal:all_opacity=0.35[a];"
               "[a][2]blend=all_mode=overlay[b];[b][3]blend=all_mode=softlight[c];"
               f"[c]format=yuv444p,noise=c0s={PHOTO_GRAIN}:c0f=u:all_seed={seed + 3},"
               "format=rgb24")


def figure_mask(width, height, relative):
    """geq's alpha for a sprite, 0 outside the figure with a 1.5 px soft edge: a body and a head for
    characters, a rounded square (superellipse) for UI elements and icons, else an ellipse."""
    def distance(cx, cy, rx, ry, power=2):
        return f"pow(pow(abs(X+0.5-{cx}*W)/({rx}*W),{power})+pow(abs(Y+0.5-{cy}*H)/({ry}*H),{power}),1/{power})"

    def inside(d, r):
        return f"(1-{d})*min(W,H)*{r}/1.5"
    if "/Characters/" in "/" + relative:
        alpha = f"max({inside(distance(0.5, 0.6, 0.4, 0.35), 0.35)},{inside(distance(0.5, 0.28, 0.3, 0.2), 0.2)})"
    elif relative.startswith(("UI/", "Icons/", "Assets.xcassets/UI/")):
        inset = 0.02 if "UI/" in relative else 0.05
        alpha = inside(distance(0.5, 0.5, 0.5 - inset, 0.5 - inset, 4), 0.5 - inset)
    else:
        alpha = inside(distance(0.5, 0.5, 0.4, 0.4), 0.4)
    return f"nullsrc=s={width}x{height}:d=1,format=gray,geq=lum='255*clip({alpha},0,1)'"


def photo_sprite(path, relative, width, height):
    """A sprite: a figure (figure_mask) of smooth shaded colour, posterized to SPRITE_LEVELS, on fully
    transparent pixels (premultiplied: colour 0 where alpha is 0, as exporters write them)."""
    rng, seed = photo_seeded(relative)
    sources = [gradient_source(rng, width, height, 3, (0.3, 0.8)), shade_source(width, height, 12, 100, seed + 1),
               figure_mask(width, height, relative)]
    levels = f"bitand(val,{SPRITE_LEVELS})"
    ffmpeg_png(path, sources, "[0]format=gbrp[g];[g][1]blend=all_mode=overlay[a];"
               f"[a]format=yuv444p,noise=c0s={SPRITE_GRAIN}:c0f=u:all_seed={seed + 3},format=rgb24,"
               f"lutrgb=r='{levels}':g='{levels}':b='{levels}',format=rgba[c];"
               "[c][2]alphamerge,format=gbrap,premultiply=inplace=1,format=rgba")


def chord_encode(path, relative, seconds, stereo):
    """ADTS AAC-LC at 44.1 kHz, made unlike bundle-1's noise: chords (aevalsrc: three notes with two
    overtones each, a slow tremolo, the chord moving every 2 s, a plucked melody note every 0.25 s)
    over quiet pink noise (anoisesrc), by ffmpeg's fast AAC coder: 128 kbps mono, or 192 kbps
    stereo with a chord of its own in each channel."""
    rng, seed = photo_seeded(relative)

    def channel():
        root = 110 * 2 ** (rng.randrange(0, 24) / 12)
        third = rng.choice((3, 4))
        notes = []
        for step in (0, third, 7):
            f = f"{root:.3f}*pow(2,({step}+mod(floor(t/2)*5,12))/12)"
            notes.append(f"(sin(2*PI*{f}*t)+0.5*sin(4*PI*{f}*t)+0.25*sin(6*PI*{f}*t))")
        melody = f"{root * 4:.3f}*pow(2,mod(floor(t*4)*{rng.choice((5, 7))},12)/12)"
        return (f"0.09*({'+'.join(notes)})*(0.75+0.25*sin(2*PI*{rng.uniform(0.2, 3):.2f}*t))"
                f"+0.15*sin(2*PI*{melody}*t)*exp(-6*mod(t,0.25))")
    exprs = "|".join(channel() for _ in range(2 if stereo else 1))
    layout = "stereo" if stereo else "mono"
    os.makedirs(os.path.dirname(path), exist_ok=True)
    subprocess.run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-y",
                    "-f", "lavfi", "-i", f"aevalsrc=exprs='{exprs}':s=44100:d={seconds}:c={layout}",
                    "-f", "lavfi", "-i", f"anoisesrc=d={seconds}:c=pink:r=44100:a=0.2:seed={seed}",
                    "-filter_complex", f"[1]aformat=channel_layouts={layout}[n];[0][n]amix=inputs=2:normalize=0",
                    "-ar", "44100", "-c:a", "aac", "-aac_coder", "fast", "-b:a", "192k" if stereo else "128k",
                    "-fflags", "+bitexact", "-flags:a", "+bitexact", path], check=True)


def in_parallel(jobs):
    """Runs the jobs (functions without arguments, each its own ffmpeg) on every core; the first
    failure is raised."""
    workers = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
        for future in [pool.submit(job) for job in jobs]:
            future.result()


def generate_photo(first, root):
    """The photo corpus from bundle-1's inventory: every PNG made again by ffmpeg at the same path,
    pixel size and kind (colour type 2, opaque: a background; 6, alpha: a sprite), every AAC encoded
    again at the same path, duration and channels; Lottie files and catalogs' Contents.json copied."""
    audio = {relative: (seconds, stereo) for relative, seconds, stereo in audio_files()}
    images, sounds = [], []
    for relative in list_files(first):
        source, target = os.path.join(first, relative), os.path.join(root, relative)
        if relative.endswith(".png"):
            width, height, color = png_header(source)
            make = photo_background if color == 2 else photo_sprite
            images.append(lambda t=target, r=relative, w=width, h=height, m=make: m(t, r, w, h))
        elif relative.endswith(".aac"):
            seconds, stereo = audio[relative]
            sounds.append(lambda t=target, r=relative, s=seconds, st=stereo: chord_encode(t, r, s, st))
        else:
            copy_file(source, target)
    for what, jobs in (("images", images), ("audio", sounds)):
        start = time.perf_counter()
        in_parallel(jobs)
        print(f"  {what} ({len(jobs)} files, ffmpeg on every core): {time.perf_counter() - start:.1f} s", flush=True)


# ---------------------------------------------------------------- bundles


def ffmpeg_version():
    out = subprocess.run(["ffmpeg", "-version"], capture_output=True, text=True, check=True).stdout
    return out.splitlines()[0]


def marker_text(scale, corpus="bundle"):
    generator = f"photo generator {PHOTO_GENERATOR_VERSION}" if corpus == "photo" else f"generator {GENERATOR_VERSION}"
    return f"assetcheck bench {generator}, scale {scale}\n{ffmpeg_version()}\nzlib {zlib.ZLIB_RUNTIME_VERSION}\n"


def up_to_date(bundle, text):
    try:
        with open(bundle + ".generator", encoding="utf-8") as f:
            return f.read() == text and os.path.isdir(bundle)
    except FileNotFoundError:
        return False


def make_bundle(bundle, text, fill):
    """Builds the bundle in a temporary folder with `fill`, then moves it in place and writes the
    marker; an interrupted build leaves no marker, so the next run starts again."""
    building = bundle + ".partial"
    for path in (building, bundle):
        shutil.rmtree(path, ignore_errors=True)
    os.makedirs(building)
    fill(building)
    os.rename(building, bundle)
    with open(bundle + ".generator", "w", encoding="utf-8") as f:
        f.write(text)


def generate_base(root):
    for what, step in (("images", write_images), ("Lottie files", write_animations), ("audio", write_audio)):
        start = time.perf_counter()
        step(root)
        print(f"  {what}: {time.perf_counter() - start:.1f} s", flush=True)


def copy_name(relative, k):
    """The k-th copy's path: `_xK` before the @2x/extension of the file, or of its image or data
    set folder (whose files keep their names, as their Contents.json lists them)."""
    parts = relative.split("/")
    for i, part in enumerate(parts[:-1]):
        if part.endswith((".imageset", ".dataset")):
            stem, _, suffix = part.rpartition(".")
            parts[i] = f"{stem}_x{k}.{suffix}"
            return "/".join(parts)
    stem, scale, ext = re.match(r"^(.*?)(@[23]x)?(\.[^.]*)$", parts[-1]).groups()
    parts[-1] = f"{stem}_x{k}{scale or ''}{ext}"
    return "/".join(parts)


def generate_scaled(base, root, scale):
    """The 1x files, plus scale - 1 renamed copies of each (the catalog's root Contents.json once)."""
    for relative in list_files(base):
        source = os.path.join(base, relative)
        targets = [relative]
        if relative != "Assets.xcassets/Contents.json":
            targets += [copy_name(relative, k) for k in range(2, scale + 1)]
        for target in targets:
            copy_file(source, os.path.join(root, target))


def ensure_bundle(cfg, scale, corpus="bundle"):
    """The corpus's bundle at `scale` ($BENCH_DIR/{corpus}-{scale}), generated when missing or made by
    another generator or ffmpeg: bundle-1 by generate_base, photo-1 by generate_photo from bundle-1,
    a larger scale from the corpus's 1x bundle. Returns (path, seconds spent generating)."""
    bundle = os.path.join(cfg.bench_dir, f"{corpus}-{scale}")
    text, spent = marker_text(scale, corpus), 0.0
    if scale > 1:
        base, spent = ensure_bundle(cfg, 1, corpus)
        text += f"from {corpus}-1:\n{read(base + '.generator')}"
        fill = lambda root: generate_scaled(base, root, scale)
    elif corpus == "photo":
        first, spent = ensure_bundle(cfg, 1)
        text += f"from bundle-1:\n{read(first + '.generator')}"
        fill = lambda root: generate_photo(first, root)
    else:
        fill = generate_base
    if not up_to_date(bundle, text):
        print(f"Generating {bundle} (once; reused while the generator and ffmpeg stay the same)", flush=True)
        start = time.perf_counter()
        make_bundle(bundle, text, fill)
        spent += time.perf_counter() - start
        print(f"  generated in {time.perf_counter() - start:.1f} s", flush=True)
    return bundle, spent


def list_files(root):
    """Every file under `root`, relative and sorted (hidden files too: there are none)."""
    found = []
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        found += [os.path.relpath(os.path.join(folder, name), root) for name in sorted(files)]
    return found


def inventory(root):
    files = list_files(root)
    kinds = {"png": [], "lottie": [], "aac": [], "other": []}
    for f in files:
        if f.endswith(".png"):
            kinds["png"].append(f)
        elif f.endswith(".json") and "/Animations/" in "/" + f and not f.endswith("/Contents.json"):
            kinds["lottie"].append(f)
        elif f.endswith(".aac"):
            kinds["aac"].append(f)
        else:
            kinds["other"].append(f)
    size = sum(os.path.getsize(os.path.join(root, f)) for f in files)
    return {"files": files, "bytes": size, **kinds}


# ---------------------------------------------------------------- the hook's repositories


HOOK_CHANGED = "Characters/Bennie/pose_01@3x.png"   # the one file staged for the hook's runs


def git(repo, *args):
    subprocess.run(["git", "-C", repo, *args], check=True, stdout=subprocess.DEVNULL,
                   env=dict(os.environ, GIT_AUTHOR_NAME="assetcheck bench", GIT_AUTHOR_EMAIL="bench@example.invalid",
                            GIT_COMMITTER_NAME="assetcheck bench", GIT_COMMITTER_EMAIL="bench@example.invalid",
                            GIT_AUTHOR_DATE="2024-01-01T00:00:00Z", GIT_COMMITTER_DATE="2024-01-01T00:00:00Z"))


def link_tree(source, target):
    """Every file of `source` hard-linked under `target` (copied where the file system refuses)."""
    for relative in list_files(source):
        os.makedirs(os.path.dirname(os.path.join(target, relative)), exist_ok=True)
        try:
            os.link(os.path.join(source, relative), os.path.join(target, relative))
        except OSError:
            shutil.copyfile(os.path.join(source, relative), os.path.join(target, relative))


def commit_bundle(bundle, repo):
    """A git repository at `repo` whose work tree holds the bundle as Assets/ (hard links to its
    files), committed once. Objects are stored without compression (PNG and AAC do not shrink)
    and automatic gc is off, so that making the 10x repository is only hashing and writing."""
    os.makedirs(repo, exist_ok=True)
    git(repo, "init", "-q")
    git(repo, "config", "core.looseCompression", "0")
    git(repo, "config", "gc.auto", "0")
    link_tree(bundle, os.path.join(repo, "Assets"))
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", f"The bench's {os.path.basename(bundle)}")


def changed_variant(data, note=b"assetcheck bench: the hook's staged change"):
    """A PNG byte-different from `data` but the same image, still valid: a tEXt chunk added before
    IEND (what re-exporting with other metadata does), holding `note`."""
    end = data.rindex(b"IEND") - 4
    return data[:end] + chunk(b"tEXt", b"Comment\x00" + note) + data[end:]


def stage_change(bundle, repo, note):
    """Writes HOOK_CHANGED in the hook's repository as a variant of the bundle's file holding `note`
    (anew beside its link, then renamed over it, so the bundle's own file is never written) and
    stages it."""
    path = os.path.join(repo, "Assets", HOOK_CHANGED)
    with open(os.path.join(bundle, HOOK_CHANGED), "rb") as f:
        write(path + ".new", changed_variant(f.read(), note))
    os.replace(path + ".new", path)
    git(repo, "add", os.path.join("Assets", HOOK_CHANGED))


def ensure_hook_repo(cfg, bundle):
    """The repository of the hook's runs for `bundle` ($BENCH_DIR/repo-{name}, made once, with a
    marker), with HOOK_CHANGED changed and staged (see stage_change; each timed run stages another
    change). Returns (repo, seconds spent making it)."""
    name = os.path.basename(bundle)
    repo = os.path.join(cfg.bench_dir, f"repo-{name}")
    text = f"hook repository 1 of {name}:\n{read(bundle + '.generator')}"
    spent = 0.0
    if not up_to_date(repo, text):
        print(f"Making {repo}: a git repository holding {name} as Assets/, committed once", flush=True)
        start = time.perf_counter()
        make_bundle(repo, text, lambda root: commit_bundle(bundle, root))
        spent = time.perf_counter() - start
        print(f"  made in {spent:.1f} s", flush=True)
    stage_change(bundle, repo, b"assetcheck bench: the hook's staged change")
    return repo, spent


# ---------------------------------------------------------------- the many-files bundle


MANY_FILES, MANY_GENERATOR_VERSION = 100_000, 1
MANY_SOUNDS, MANY_IMAGE_SETS, MANY_SPRITE_PAIRS = 10_000, 2_000, 17_000
FOLDER_FILES = 1000   # files a folder holds at most, as an app's folders would


def flat_sprite(width, height, color, inset=0.1):
    """A one-colour ellipse on transparent pixels: a sprite that costs next to nothing to store."""
    rx, ry = width * (0.5 - inset), height * (0.5 - inset)
    for y in range(height):
        dy = (y + 0.5 - height / 2) / ry
        half = int(rx * (1 - dy * dy) ** 0.5) if abs(dy) < 1 else 0
        left, right = width // 2 - half, width // 2 + half
        yield b"\x00\x00\x00\x00" * left + color * (right - left) + b"\x00\x00\x00\x00" * (width - right)


def with_text(png, text):
    """The PNG with a tEXt chunk after IHDR: other bytes (a file of its own for the duplicate
    check), the same image."""
    return png[:33] + chunk(b"tEXt", b"Comment\x00" + text.encode()) + png[33:]


def adts_frames(data):
    """An ADTS stream cut into its frames (each frame's length is in its header)."""
    frames, at = [], 0
    while at + 7 <= len(data):
        length = ((data[at + 3] & 3) << 11) | (data[at + 4] << 3) | (data[at + 5] >> 5)
        frames.append(data[at:at + length])
        at += length
    return frames


def generate_many(root):
    """MANY_FILES small files that cost little to make but are each different: Lemminge sprites
    (160x200 and 240x300 one-colour figures, 16 base images, each file given a tEXt chunk of its
    own), loose and in MANY_IMAGE_SETS catalog image sets; Lemminge Lottie loops (64 variants of
    the example, each file named apart in its `nm`); and MANY_SOUNDS sound effects of 0.5 to 0.7 s,
    each a different run of frames cut from four 40 s ADTS streams of ffmpeg's noise, plus the
    rules' eight required sounds. Folders hold at most FOLDER_FILES files."""
    for relative, seconds, _ in audio_files()[:8]:
        encode(os.path.join(root, relative), seconds, zlib.crc32(relative.encode()))
    streams = []
    for n in range(4):
        path = os.path.join(root, f"stream-{n}.aac")
        encode(path, 40, 1000 + n)
        with open(path, "rb") as f:
            streams.append(adts_frames(f.read()))
        os.remove(path)
    for n in range(MANY_SOUNDS):
        frames, m = streams[n % 4], n // 4
        start, length = 10 + m % 1600, 22 + 8 * (m // 1600)
        write(os.path.join(root, f"Sounds/Effects/many_{n // FOLDER_FILES:02}/effect_{n:05}.aac"),
              b"".join(frames[start:start + length]))
    bases = {}
    for scale in (2, 3):
        w, h = 80 * scale, 100 * scale
        bases[scale] = []
        for k in range(16):
            color = bytes(seeded(f"many {k}").randrange(0, 256) for _ in range(3)) + b"\xff"
            write_png(os.path.join(root, "base.png"), w, h, flat_sprite(w, h, color), alpha=True)
            with open(os.path.join(root, "base.png"), "rb") as f:
                bases[scale].append(f.read())
    os.remove(os.path.join(root, "base.png"))
    catalog_contents(root, "Assets.xcassets/Contents.json", {})
    for n in range(MANY_IMAGE_SETS):
        folder = f"Assets.xcassets/Characters/Lemminge/many_{n // FOLDER_FILES:02}"
        name = f"set_{n:05}"
        for scale in (2, 3):
            write(os.path.join(root, f"{folder}/{name}.imageset/{name}@{scale}x.png"),
                  with_text(bases[scale][n % 16], f"set {n}"))
        images = [{"idiom": "universal", "scale": "1x"}] + [
            {"filename": f"{name}@{s}x.png", "idiom": "universal", "scale": f"{s}x"} for s in (2, 3)]
        catalog_contents(root, f"{folder}/{name}.imageset/Contents.json", {"images": images})
    for n in range(MANY_SPRITE_PAIRS):
        for scale in (2, 3):
            write(os.path.join(root, f"Characters/Lemminge/many_{n // (FOLDER_FILES // 2):02}/"
                                     f"expression_{n:05}@{scale}x.png"), with_text(bases[scale][n % 16], f"sprite {n}"))
    cheer = load_example("Animations/Lemminge/lemminge_cheer.json")
    variants = [lottie_variant(cheer, "NAME-PLACEHOLDER", seeded(f"many lottie {k}").randrange(15, 31),
                               k % 4) for k in range(64)]
    animations = MANY_FILES - len(list_files(root))
    for n in range(animations):
        name = f"lemminge_{n:05}"
        write(os.path.join(root, f"Animations/Lemminge/many_{n // FOLDER_FILES:02}/{name}.json"),
              variants[n % 64].replace(b"NAME-PLACEHOLDER", name.encode()))


def ensure_many(cfg):
    """The many-files bundle ($BENCH_DIR/many-100000), made once (with a marker). Returns (path,
    seconds spent making it)."""
    root = os.path.join(cfg.bench_dir, f"many-{MANY_FILES}")
    text = f"{marker_text(1)}many-files generator {MANY_GENERATOR_VERSION}, {MANY_FILES} files\n"
    if up_to_date(root, text):
        return root, 0.0
    print(f"Generating {root}: {MANY_FILES:,} small files (once)", flush=True)
    start = time.perf_counter()
    make_bundle(root, text, generate_many)
    spent = time.perf_counter() - start
    print(f"  generated in {spent:.1f} s", flush=True)
    return root, spent


# ---------------------------------------------------------------- running and timing


@dataclass
class Command:
    name: str
    steps: list                  # argument lists, run one after another
    cwd: str
    env: dict = None
    stdout: str = None           # a log file; None for /dev/null
    check: object = None         # called with (command, exit codes) after every run
    checks_bundle: tuple = None  # for assetcheck's checks: (bundle name, its file count)
    expect: int = None           # assetcheck's exit code, once the warm-up has seen it
    staged_of: tuple = None      # for the hook's runs: (repository name, the bundle's file count)
    reads: list = None           # the files it reads, read through untimed before each run
    primes: str = None           # the cache folder this command primes before the timed runs
    before: object = None        # called before each run, untimed (the hook's: a new change staged)
    times: list = field(default_factory=list)
    rss_kb: list = field(default_factory=list)
    floor_kb: list = field(default_factory=list)


KB = 1024 if sys.platform == "darwin" else 1   # ru_maxrss is in bytes on macOS, kB on Linux


def own_peak_reset():
    """This process's peak RSS in kB, first reset to its current RSS where Linux allows.

    A child starts as a copy of this process, and Linux carries that copy's peak RSS into the
    child's ru_maxrss when it execs: a child's figure at or below ours only says "at most ours".
    Resetting our peak before each run keeps that floor at our current size (about 14 MB)."""
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // KB


def read_through(paths):
    """Reads every byte of the files, so that the page cache holds them."""
    buffer = bytearray(1 << 20)
    for path in paths:
        with open(path, "rb", buffering=0) as f:
            while f.readinto(buffer):
                pass


def executables(command):
    """The programs the command's steps start, each once, as PATH finds them."""
    found = {shutil.which(argv[0], path=(command.env or os.environ).get("PATH")) for argv in command.steps}
    return sorted(path for path in found if path)


def folder_files(folder):
    """The files directly in `folder` (a cache folder), none when it is `None` or missing."""
    if not folder or not os.path.isdir(folder):
        return []
    return [entry.path for entry in os.scandir(folder) if entry.is_file(follow_symlinks=False)]


def run_once(command):
    """Runs the command's steps; returns (seconds, largest ru_maxrss of them in kB, the floor
    below which that figure is not theirs in kB, exit codes). The files the command reads are read
    through first, untimed: the kernel may page out file pages left unused for a while (this
    machine kind's does after about a minute: DAMON's reclaim), which would leave whichever
    command comes first after a long gap (the next bundle's, the next round's) reading from disk,
    where the bench means a warm page cache for every command. Besides `command.reads`, those are
    its executables and the files of the cache folder it primes (a 150 MB assetcheck binary, a
    hook's 4.5 MB cache at 10x, both reclaimed between a round's hook runs: 30-40 ms of a hook's
    run read from disk)."""
    if command.before:
        command.before()
    read_through((command.reads or []) + executables(command) + folder_files(command.primes))
    out = open(command.stdout, "wb") if command.stdout else subprocess.DEVNULL
    err = open(command.stdout + ".err", "wb") if command.stdout else subprocess.DEVNULL
    codes, peak, floor = [], 0, own_peak_reset()
    try:
        start = time.perf_counter()
        for argv in command.steps:
            process = subprocess.Popen(argv, cwd=command.cwd, env=command.env, stdout=out, stderr=err)
            _, status, usage = os.wait4(process.pid, 0)
            process.returncode = os.waitstatus_to_exitcode(status)
            codes.append(process.returncode)
            peak = max(peak, usage.ru_maxrss // KB)
        elapsed = time.perf_counter() - start
    finally:
        for f in (out, err):
            if f is not subprocess.DEVNULL:
                f.close()
    floor = max(floor, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // KB)
    if command.check:
        command.check(command, codes)
    return elapsed, peak, floor, codes


def warm_up(commands):
    """One untimed run of each: the page cache holds the bundle, the binaries are loaded."""
    for command in commands:
        run_once(command)


def measure(commands, runs):
    """`runs` rounds, each command once per round in turn, so noise hits all of them alike."""
    for n in range(runs):
        for command in commands:
            seconds, peak, floor, _ = run_once(command)
            command.times.append(seconds * 1000)
            command.rss_kb.append(peak)
            command.floor_kb.append(floor)
        print(f"  round {n + 1} of {runs} done", flush=True)


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def fail(message, command=None):
    print(f"\nbench: {message}", file=sys.stderr)
    if command and command.stdout:
        for path in (command.stdout, command.stdout + ".err"):
            text = read(path)
            print(f"--- {os.path.basename(path)} (last 3000 characters)\n{text[-3000:]}", file=sys.stderr)
    sys.exit(2)


SUMMARY = re.compile(r"Checked (\d+) files? in .*?: (\d+) errors?, (\d+) warnings?")
STAGED_SUMMARY = re.compile(r"Checked (\d+) changed files? of (\d+) in .*?: (\d+) errors?, (\d+) warnings?")


def summary(command, pattern=SUMMARY):
    """The numbers of assetcheck's summary line ((files, errors, warnings), or with STAGED_SUMMARY
    (changed files, files, errors, warnings)), or None."""
    match = pattern.search(read(command.stdout + ".err"))
    return tuple(int(g) for g in match.groups()) if match else None


def assetcheck_ran(command, codes):
    """assetcheck exits 0 (clean) or 1 (findings), as it did in the warm-up; anything else is a
    crash or a usage error."""
    if any(code < 0 or code >= 2 for code in codes):
        fail(f"'{command.name}' exited with {codes[-1]}: assetcheck crashed or refused the run", command)
    if command.expect is not None and codes[-1] != command.expect:
        fail(f"'{command.name}' exited with {codes[-1]}, not {command.expect} as in the warm-up", command)


def quiet_and_clean(command, codes):
    """pngcheck -q and ffprobe -v error print nothing, and exit 0, when every file is fine."""
    if any(codes) or os.path.getsize(command.stdout + ".err") or (
            command.name.startswith("pngcheck -q") and os.path.getsize(command.stdout)):
        fail(f"'{command.name}' found something wrong (exit codes {sorted(set(codes))})", command)


def exited_zero(command, codes):
    if any(codes):
        fail(f"'{command.name}' exited with {sorted(set(codes))}", command)


def exit_zero_or_one(command, codes):
    if any(code not in (0, 1) for code in codes):
        fail(f"'{command.name}' exited with {sorted(set(codes))}", command)


@dataclass
class Group:
    """What is timed on one bundle: its commands by key, and what the targets need besides."""
    label: str                # the bundle's folder name: bundle-1, photo-10, many-100000
    bundle: str
    contents: dict
    commands: dict = field(default_factory=dict)
    repo: str = None          # the git repository of the hook's runs
    report: str = None        # the HTML page the "html" command writes


def log_path(logs, name):
    return os.path.join(logs, re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") + ".log")


def commands_for(cfg, bundle, contents, logs, label="", binary=None, cache="cache"):
    """The timed commands over one bundle; `label` marks the 1x re-runs beside the 10x bundle, or
    the baseline binary's runs. assetcheck's warm runs use the cache folder `cache`, primed before
    the timed runs; the HTML report is written to $BENCH_DIR/report-<bundle>.html."""
    name = os.path.basename(bundle)
    check = [binary or cfg.assetcheck, name, "--rules", RULES, "--no-config", "--no-manifest"]
    env = dict(os.environ, ASSETCHECK_CACHE_DIR=os.path.join(cfg.bench_dir, cache))
    env.pop("NO_COLOR", None)
    everything = [os.path.join(bundle, f) for f in contents["files"]]

    def command(what, steps, cwd=bundle, env=None, check=None, stdout=True, reads=everything):
        checks = (name, len(contents["files"])) if check is assetcheck_ran else None
        return Command(what + label, steps, cwd, env, log_path(logs, f"{name} {what}{label}") if stdout else None,
                       check, checks, reads=reads)

    pngcheck = ["pngcheck", "-q", *contents["png"]]
    ffprobe = [["ffprobe", "-v", "error", "-count_packets", "-show_streams", f] for f in contents["aac"]]
    report = os.path.join(cfg.bench_dir, f"report-{name}.html")
    commands = {
        "cold": command("assetcheck cold (--no-cache)", [check + ["--no-cache"]], cfg.bench_dir, env, assetcheck_ran),
        "warm": command("assetcheck warm (cache)", [check], cfg.bench_dir, env, assetcheck_ran, reads=None),
        "pngcheck": command("pngcheck -q (PNGs only)", [pngcheck], check=quiet_and_clean,
                            reads=[os.path.join(bundle, f) for f in contents["png"]]),
        "pngcheck+ffprobe": command("pngcheck + ffprobe per AAC", [pngcheck] + ffprobe, check=quiet_and_clean),
        "cat": command("cat of every byte (I/O floor)", [["cat", *contents["files"]]], check=exited_zero, stdout=False),
        "1 core": command("assetcheck cold, 1 core (taskset)", [["taskset", "-c", "0", *check, "--no-cache"]],
                          cfg.bench_dir, env, assetcheck_ran),
        "html": command("assetcheck cold, --report html:FILE", [check + ["--no-cache", "--report", f"html:{report}"]],
                        cfg.bench_dir, env, assetcheck_ran),
    }
    commands["warm"].primes = env["ASSETCHECK_CACHE_DIR"]
    return commands


def hook_command(cfg, bundle, repo, contents, logs):
    """What the pre-commit hook runs, from inside the repository holding the bundle as Assets/:
    `assetcheck check --staged` with HOOK_CHANGED changed anew and staged before each run (untimed),
    as a commit meets it: the cache of staged runs (primed by one run before the timed ones) knows
    every other file, and not the changed one, which is read, inspected and added to the cache. The
    app's sources default to the repository, as the hook's would."""
    name = os.path.basename(repo)
    env = dict(os.environ, ASSETCHECK_CACHE_DIR=os.path.join(os.path.dirname(repo), f"cache-hook-{name}"))
    env.pop("NO_COLOR", None)
    argv = [cfg.assetcheck, "check", "--staged", "Assets", "--rules", RULES, "--no-config", "--no-manifest"]
    command = Command("check --staged, 1 file changed anew (hook)", [argv], repo, env,
                      log_path(logs, f"{name} check staged"), assetcheck_ran)
    command.staged_of, command.primes = (name, len(contents["files"])), env["ASSETCHECK_CACHE_DIR"]
    command.reads = [os.path.join(repo, ".git", "index"), os.path.join(repo, "Assets", HOOK_CHANGED)]
    changes = itertools.count(1)
    command.before = lambda: stage_change(bundle, repo, f"assetcheck bench: change {next(changes)}, {time.time_ns()}".encode())
    return command


def verify_assetcheck(groups):
    """After the warm-up: every check of a bundle (cold, warm, on one core, with the HTML report)
    read all its files and agreed on the findings, and the 1x bundles have 0 errors, so the pass
    path is what is timed; each hook run checked exactly the one staged file (0 errors at 1x), and
    each HTML page was written."""
    seen, clean = {}, ("bundle-1", "photo-1")
    for group in groups:
        for command in group.commands.values():
            if command.staged_of:
                repo, files = command.staged_of
                found = summary(command, STAGED_SUMMARY)
                if found is None:
                    fail(f"no summary line from '{command.name}' in {repo}", command)
                if found[0] != 1:
                    fail(f"'{command.name}' in {repo} checked {found[0]} changed files, not 1", command)
                if found[1] != files:
                    print(f"note: '{command.name}' in {repo} saw {found[1]} files of the {files} staged")
                if group.label in clean and found[2]:
                    fail(f"'{command.name}' in {repo} found {found[2]} errors, not 0", command)
                command.expect = 1 if found[2] else 0
                print(f"assetcheck --staged in {repo}: checked {found[0]} changed file of {found[1]}, "
                      f"{found[2]} errors, {found[3]} warnings")
                continue
            if not command.checks_bundle:
                continue
            bundle, files = command.checks_bundle
            found = summary(command)
            if found is None:
                fail(f"no summary line from '{command.name}'", command)
            if found[0] != files:
                print(f"note: '{command.name}' checked {found[0]} files of the {files} in {bundle}")
            if bundle in clean and found[1]:
                fail(f"{bundle} should check with 0 errors, not {found[1]}: fix the generator", command)
            if seen.setdefault(bundle, found) != found:
                fail(f"'{command.name}' found {found} (files, errors, warnings), other runs {seen[bundle]}", command)
            command.expect = 1 if found[1] else 0
        if group.report and not os.path.getsize(group.report):
            fail(f"no HTML page written to {group.report}")
    for bundle, (files, errors, warnings) in seen.items():
        print(f"assetcheck on {bundle}: checked {files} files, {errors} errors, {warnings} warnings")


def primed_caches(groups):
    return {c.primes: c for g in groups for c in g.commands.values() if c.primes}


def cache_state(folders):
    return {folder: sorted((f, os.stat(os.path.join(folder, f)).st_mtime_ns) for f in os.listdir(folder))
            for folder in folders}


# ---------------------------------------------------------------- report


def machine():
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            model = next((line.split(":", 1)[1].strip() for line in f if line.startswith("model name")), model)
    except FileNotFoundError:
        pass
    return {"nproc": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count(),
            "cpu": model, "system": f"{platform.system()} {platform.release()}",
            "load": [round(x, 2) for x in os.getloadavg()]}


def tool_versions(cfg):
    def version(argv, pattern):
        try:
            result = subprocess.run(argv, capture_output=True, text=True)
        except OSError:
            return "missing"
        match = re.search(pattern, result.stdout + result.stderr)
        return match.group(1) if match else "unknown"
    return {"assetcheck": version([cfg.assetcheck, "--version"], r"(\S+)"),
            "pngcheck": version(["pngcheck", "-h"], r"version (\S+) of"),
            "ffmpeg": version(["ffmpeg", "-version"], r"ffmpeg version (\S+)"),
            "git": version(["git", "--version"], r"git version (\S+)"),
            "python": platform.python_version(), "zlib": zlib.ZLIB_RUNTIME_VERSION}


def median(command):
    return statistics.median(command.times)


def peak_rss(command):
    """(MB, exact): the largest ru_maxrss of the command's runs; when that is not above this
    script's own size (see own_peak_reset), that size instead, an upper bound (exact False)."""
    peak, floor = max(command.rss_kb), max(command.floor_kb)
    return (peak / 1024, True) if peak > floor else (floor / 1024, False)


def rss_text(command):
    mb, exact = peak_rss(command)
    return f"{mb:.1f}" if exact else f"< {mb:.1f}"


def page_size(group):
    return os.path.getsize(group.report) if group.report and os.path.exists(group.report) else None


def print_table(groups, runs):
    """For each bundle: median ms, the ratio to pngcheck over the same bundle (and to pngcheck +
    ffprobe for the cold runs), and the peak RSS of each command; the HTML page's size."""
    upper = False
    for group in groups:
        c = group.commands
        width = max([len(command.name) for command in c.values()] + [33])
        print(f"\n{group.label}: {len(group.contents['files']):,} files, {group.contents['bytes'] / MB:.1f} MB\n"
              f"  {'median of ' + str(runs) + ' runs, interleaved':<{width}} {'ms':>9} {'x pngcheck':>11} "
              f"{'x png+ffprobe':>14} {'peak RSS MB':>12}")
        combined = c.get("pngcheck+ffprobe")
        for key, command in c.items():
            ms = median(command)
            pngcheck = c.get("pngcheck 1x" if key.endswith(" 1x") else "pngcheck")
            vs_pngcheck = f"{ms / median(pngcheck):.2f}x" if pngcheck else ""
            vs_combined = f"{ms / median(combined):.3f}x" if combined and key in ("cold", "1 core") else ""
            print(f"  {command.name:<{width}} {ms:>9.0f} {vs_pngcheck:>11} {vs_combined:>14} {rss_text(command):>12}")
            upper = upper or not peak_rss(command)[1]
        if page_size(group) is not None:
            print(f"  HTML page {group.report}: {page_size(group):,} bytes ({page_size(group) / MB:.1f} MB)")
    if upper:
        print("(< N: at most N MB, this script's own size, which Linux copies into a child's peak RSS)")


def speedup_of(group):
    """The cold run's 1-core time over its all-core time, or None without taskset."""
    if "1 core" not in group.commands:
        return None
    return median(group.commands["1 core"]) / median(group.commands["cold"])


def scaling_of(group, scale):
    """At scale N: how the time grows from the corpus's 1x bundle, for assetcheck and pngcheck, both
    measured in the same interleaved rounds; None at scale 1."""
    c = group.commands
    if "cold 1x" not in c:
        return None
    a1, p1 = median(c["cold 1x"]), median(c["pngcheck 1x"])
    a, p = median(c["cold"]), median(c["pngcheck"])
    scaling = {"assetcheck": round(a / a1, 2), "pngcheck": round(p / p1, 2),
               "ratio_1x": round(a1 / p1, 3), f"ratio_{scale}x": round(a / p, 3)}
    print(f"{group.label}: {scale}x the files costs {scaling['assetcheck']:.1f}x the time (assetcheck), "
          f"{scaling['pngcheck']:.1f}x (pngcheck); assetcheck / pngcheck is {scaling['ratio_1x']:.2f}x at 1x "
          f"and {scaling[f'ratio_{scale}x']:.2f}x at {scale}x")
    return scaling


def target(name, goal, measured, met, issue=29):
    return {"target": name, "goal": goal, "measured": measured, "met": met, "issue": issue}


def corpus_targets(group, scale, speedup, scaling):
    """Issue 29's targets on one corpus's bundle (at scale 10, its 10x bundle), with what was
    measured, then issue 16's scaling at scale N; `met` is None where nothing was measured."""
    c, at = group.commands, group.label
    cold, pngcheck, warm = median(c["cold"]), median(c["pngcheck"]), median(c["warm"])
    hook, html, page = median(c["hook"]), median(c["html"]), page_size(group)
    rss, html_rss = peak_rss(c["cold"])[0], peak_rss(c["html"])[0]
    warm_goal = 50 if scale == 1 else 250
    found = [
        target(f"{at}: cold check (--no-cache) vs pngcheck -q", "at most 0.6x",
               f"{cold / pngcheck:.2f}x ({cold:.0f} / {pngcheck:.0f} ms)", cold / pngcheck <= 0.6),
        target(f"{at}: peak memory of the cold check", "under 64 MB", f"{rss:.1f} MB", rss < 64),
        target(f"{at}: check --staged, 1 file changed anew (hook)", "under 100 ms", f"{hook:.0f} ms", hook < 100),
        target(f"{at}: warm re-run, nothing changed", f"under {warm_goal} ms", f"{warm:.0f} ms", warm < warm_goal),
        target(f"{at}: --report html vs the same check, cold", "at most 1.5x",
               f"{html / cold:.2f}x ({html:.0f} / {cold:.0f} ms)", html / cold <= 1.5),
        target(f"{at}: peak memory with --report html", "under 64 MB", f"{html_rss:.1f} MB", html_rss < 64),
        target(f"{at}: the HTML page", "under 25 MB", f"{page / MB:.1f} MB" if page is not None else "not written",
               page is not None and page < 25 * MB),
        target(f"{at}: 1 core vs 2 (taskset)", "at least 1.8x",
               f"{speedup:.2f}x" if speedup else "not measured (no taskset)", speedup >= 1.8 if speedup else None),
    ]
    if scaling:
        ratio, ratio_1x = scaling[f"ratio_{scale}x"], scaling["ratio_1x"]
        drift = ratio / ratio_1x - 1
        # Linear: the ratio does not grow with the bundle (a lower one at 10x is better, not worse).
        found.append(target(f"{at} vs pngcheck, against the 1x ratio", "no higher (10% noise)",
                            f"{ratio:.2f}x vs {ratio_1x:.2f}x ({drift:+.0%})", drift <= 0.10, issue=16))
    elif scale == 1:
        found.append(target(f"{at[:-2]}-10 vs pngcheck, against the 1x ratio", "the same (within 10%)",
                            "not at scale 1: BENCH_SCALE=10", None, issue=16))
    return found


def targets(groups, scale, speedups, scalings):
    """Every target with what was measured: issue 29's per corpus, the many-files bundle's, and the
    earlier issues' kept (16: scaling; 28: reading the app's code)."""
    found = []
    for group in groups:
        c = group.commands
        if group.label.startswith("many-"):
            rss, ms = peak_rss(c["cold"])[0], median(c["cold"])
            found.append(target(f"{group.label}: peak memory of the cold check", "under 160 MB",
                                f"{rss:.1f} MB ({ms / 1000:.1f} s)", rss < 160))
            continue
        found += corpus_targets(group, scale, speedups[group.label], scalings[group.label])
        if "sources alone" in c:
            alone, cold = median(c["sources alone"]), median(c["cold"])
            found.append(target(f"{SOURCE_FILES} Swift files read alone vs the cold check", "at most 0.5x",
                                f"{alone:.0f} ms = {alone / cold:.2f}x", alone / cold <= 0.5, issue=28))
    if not any(g.label.startswith("many-") for g in groups):
        found.append(target(f"many-{MANY_FILES}: peak memory of the cold check", "under 160 MB",
                            "not at scale 1: BENCH_SCALE=10 or BENCH_MANY=1", None))
    return found


def print_targets(found):
    width = max(len(t["target"]) for t in found) + 2
    for issue, title in ((29, "Issue 29's targets"), (16, "Issue 16's scaling target"), (28, "Issue 28's target")):
        rows = [t for t in found if t["issue"] == issue]
        if rows:
            print(f"\n{title}:")
        for t in rows:
            verdict = {True: "met", False: "NOT met", None: "-"}[t["met"]]
            print(f"  {t['target']:<{width}} {t['goal']:<22} {t['measured']:<30} {verdict}")
    met = [t["met"] for t in found if t["met"] is not None]
    print(f"\n{sum(met)} of {len(met)} targets met")


def shown_argv(steps):
    """A command's argument lists for the JSON, long lists of files shortened."""
    def one(argv):
        return argv if len(argv) <= 12 else argv[:4] + [f"... {len(argv) - 4} more arguments"]
    return [one(argv) for argv in steps[:3]] + ([[f"... {len(steps) - 3} more commands"]] if len(steps) > 3 else [])


def write_results(cfg, info, groups, found, speedups, scalings):
    path = os.path.join(cfg.bench_dir, f"results-scale-{cfg.scale}.json")
    results = dict(info, runs=cfg.runs, targets=found, groups={g.label: {
        "bundle": info["bundles"][g.label], "repo": g.repo, "html_page": g.report, "html_page_bytes": page_size(g),
        "speedup_1_to_2_cores": speedups.get(g.label), "scaling": scalings.get(g.label),
        "commands": {key: {"name": c.name, "argv": shown_argv(c.steps), "cwd": c.cwd,
                           "cache": (c.env or {}).get("ASSETCHECK_CACHE_DIR"),
                           "median_ms": round(median(c), 1), "runs_ms": [round(t, 1) for t in c.times],
                           "peak_rss_mb": round(peak_rss(c)[0], 1), "peak_rss_is_upper_bound": not peak_rss(c)[1],
                           "runs_peak_rss_mb": [round(kb / 1024, 1) for kb in c.rss_kb]}
                     for key, c in g.commands.items()}} for g in groups})
    with open(path, "w", encoding="utf-8") as f:
        json.dump(results, f, indent=2)
        f.write("\n")
    print(f"\nResults: {path}")


# ---------------------------------------------------------------- main


def require_tools(cfg):
    if not os.access(cfg.assetcheck, os.X_OK):
        sys.exit(f"bench: no assetcheck at {cfg.assetcheck}: build it (make build) or set ASSETCHECK")
    missing = [tool for tool in ("ffmpeg", "ffprobe", "pngcheck", "cat", "git") if not shutil.which(tool)]
    if missing:
        sys.exit(f"bench: missing {', '.join(missing)}: run scripts/install-deps.sh bench (and install git)")


def describe(bundle, contents):
    print(f"Bundle {bundle}: {len(contents['files']):,} files, {contents['bytes'] / MB:.1f} MB: "
          f"{len(contents['png']):,} PNG, {len(contents['lottie']):,} Lottie, {len(contents['aac']):,} AAC, "
          f"{len(contents['other']):,} other (catalog Contents.json)")
    return {"path": bundle, "files": len(contents["files"]), "mb": round(contents["bytes"] / MB, 1),
            **{k: len(contents[k]) for k in ("png", "lottie", "aac", "other")}}


SOURCE_FILES = 5000


def image_names(bundle):
    """The names code loads the bundle's images by: an image set's name, a loose image's base name."""
    names = set()
    for path in list_files(bundle):
        if not path.endswith(".png"):
            continue
        folder = os.path.basename(os.path.dirname(path))
        if folder.endswith(".imageset"):
            names.add(folder[:-len(".imageset")])
        else:
            names.add(re.sub(r"(@[23]x)?(~ipad)?\.png$", "", os.path.basename(path)))
    return sorted(names)


def ensure_sources(cfg, bundle):
    """A generated app's code: SOURCE_FILES Swift files of about 80 lines, each loading three of the
    bundle's images by name (one through an interpolated name), plus an Info.plist; and beside it a
    bundle of one 1x1 PNG per name the code loads, so that reading the sources can be timed with
    next to nothing else to check."""
    root = os.path.join(cfg.bench_dir, f"sources-{SOURCE_FILES}")
    names = image_names(bundle)
    text = f"sources v2, {SOURCE_FILES} files, {len(names)} names\n"
    if up_to_date(root, text):
        return root
    shutil.rmtree(root, ignore_errors=True)
    names_bundle = os.path.join(cfg.bench_dir, "names-bundle")
    shutil.rmtree(names_bundle, ignore_errors=True)
    for name in names:
        write_png(os.path.join(names_bundle, name + ".png"), 1, 1, [b"\x10\x20\x30\xff"], True)
    rng = random.Random(28)
    for i in range(SOURCE_FILES):
        picks = [rng.choice(names) for _ in range(3)]
        body = [f"import SwiftUI", f"import UIKit", "", f"struct Screen{i}: View {{",
                f"    @State private var frame = {i % 7}", f"    let title = \"Screen {i}\"", "",
                "    var body: some View {", "        VStack(spacing: 12) {",
                f"            Image(\"{picks[0]}\")", "                .resizable()",
                f"            Image(uiImage: UIImage(named: \"{picks[1]}\") ?? UIImage())",
                f"            Image(\"{picks[2][:-1]}\\(frame)\")",
                "            Text(title).font(.headline)", "        }", "    }", ""]
        for j in range(12):
            body += [f"    func step{j}(_ value: Int) -> Int {{", f"        let doubled = value * {j + 2}",
                     f"        return doubled > {j * 10} ? doubled - {j} : doubled + \"{i}-{j}\".count", "    }"]
        body.append("}")
        path = os.path.join(root, f"Module{i // 500}", f"Screen{i}.swift")
        write(path, ("\n".join(body) + "\n").encode())
    write(os.path.join(root, "Info.plist"), b'<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>'
          b'<key>CFBundleName</key><string>Bench</string></dict></plist>\n')
    with open(root + ".generator", "w", encoding="utf-8") as f:
        f.write(text)
    return root


def source_commands(cfg, bundle, sources, logs):
    """The check with the generated app's code read (`--sources`), and the code read with next to
    nothing else to check (a bundle of the 1x1 PNGs it loads), cold and with the cache."""
    env = dict(os.environ, ASSETCHECK_CACHE_DIR=os.path.join(cfg.bench_dir, "cache-sources"))

    def one(name, folder, cached):
        argv = [cfg.assetcheck, folder, "--rules", RULES, "--no-config", "--no-manifest", "--sources", sources]
        log = os.path.join(logs, re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") + ".log")
        reads = None if cached else [os.path.join(root, f) for root in (folder, sources) for f in list_files(root)]
        return Command(name, [argv + ([] if cached else ["--no-cache"])], cfg.bench_dir, env, log, exit_zero_or_one,
                       None, reads=reads)

    names = os.path.join(cfg.bench_dir, "names-bundle")
    return {"sources cold": one(f"assetcheck cold + {SOURCE_FILES} Swift files", bundle, False),
            "sources alone": one(f"{SOURCE_FILES} Swift files + 1x1 PNGs they load, cold", names, False),
            "sources alone warm": one(f"{SOURCE_FILES} Swift files + 1x1 PNGs they load, cached", names, True)}


CORPORA = ("bundle", "photo")


def all_groups(cfg, bundles, repos, many, sources):
    """The commands to time at this scale, one group per bundle: each corpus's bundle (beside a
    larger one, its 1x cold run and pngcheck too) with the hook's runs in its repository; pngcheck +
    ffprobe (at 1x), --version, BASELINE's runs and the app's code (at 1x) on the first corpus; the
    many-files bundle's cold check when it was made."""
    logs = os.path.join(cfg.bench_dir, "logs")
    os.makedirs(logs, exist_ok=True)
    groups = []
    if cfg.scale > 1:
        print("pngcheck + ffprobe is left out at this scale: thousands of ffprobe processes, minutes a run")
    for corpus, bundle in zip(CORPORA, bundles):
        name, contents = os.path.basename(bundle), inventory(bundle)
        group = Group(name, bundle, contents, repo=repos[bundle],
                      report=os.path.join(cfg.bench_dir, f"report-{name}.html"))
        cache = "cache" if corpus == "bundle" else f"cache-{corpus}"
        c = group.commands = commands_for(cfg, bundle, contents, logs, cache=cache)
        c["hook"] = hook_command(cfg, bundle, repos[bundle], contents, logs)
        if corpus != "bundle" or cfg.scale > 1:   # (on the photo corpus too, it would add a minute a round)
            del c["pngcheck+ffprobe"]
        if cfg.scale > 1:
            base = os.path.join(cfg.bench_dir, f"{corpus}-1")
            again = commands_for(cfg, base, inventory(base), logs, label=", 1x bundle", cache=cache)
            c["cold 1x"], c["pngcheck 1x"] = again["cold"], again["pngcheck"]
        if corpus == "bundle":
            c["version"] = Command("assetcheck --version (start)", [[cfg.assetcheck, "--version"]], cfg.bench_dir,
                                   None, log_path(logs, "assetcheck version"), exited_zero)
            baseline = os.environ.get("BASELINE")
            if baseline:   # another build of assetcheck (e.g. main before a change), timed beside this one
                other = commands_for(cfg, bundle, contents, logs, label=", baseline", binary=os.path.abspath(baseline),
                                     cache="cache-baseline")
                c["baseline cold"], c["baseline warm"] = other["cold"], other["warm"]
            if sources:
                c.update(source_commands(cfg, bundle, sources, logs))
        if not shutil.which("taskset"):
            del c["1 core"]
        groups.append(group)
    if not shutil.which("taskset"):
        print("No taskset here (it is Linux's): the 1-core runs and the speed-up are left out")
    if many:
        contents = inventory(many)
        group = Group(os.path.basename(many), many, contents)
        group.commands = {"cold": commands_for(cfg, many, contents, logs, cache="cache-many")["cold"]}
        groups.append(group)
    return groups


def run_all(cfg, groups):
    """Primes the caches, warms everything up, checks assetcheck did the work, then times."""
    # Primed, then left 2 s, so no stamp is younger than the racy window (such files are hashed
    # again); the warm-up run then leaves the caches as every timed run finds them.
    primed = primed_caches(groups)
    for folder, command in primed.items():
        shutil.rmtree(folder, ignore_errors=True)
        run_once(command)
    time.sleep(2.1)
    commands = [command for group in groups for command in group.commands.values()]
    print(f"\nTiming: one warm-up run of each of {len(commands)} commands, then {cfg.runs} interleaved rounds",
          flush=True)
    warm_up(commands)
    verify_assetcheck(groups)
    before = cache_state(primed)
    measure(commands, cfg.runs)
    after = cache_state(primed)
    for folder in primed:
        if after[folder] != before[folder] and not primed[folder].before:
            print(f"note: {folder} was rewritten during the timed runs: '{primed[folder].name}' inspected something")


def timed(steps, name, make):
    """Runs `make` (it returns (path, seconds spent generating)), noting the seconds under `name`."""
    path, spent = make()
    steps[name] = round(spent, 1)
    return path


def main():
    cfg = config()
    require_tools(cfg)
    info = {"scale": cfg.scale, "machine": machine(), "tools": tool_versions(cfg)}
    m = info["machine"]
    print(f"Machine: {m['nproc']} cores, {m['cpu']}, {m['system']}, load average {m['load']}")
    print("Tools: " + ", ".join(f"{k} {v}" for k, v in info["tools"].items()))
    os.makedirs(cfg.bench_dir, exist_ok=True)
    start, steps = time.perf_counter(), {}
    bundles = [timed(steps, f"{corpus}-{cfg.scale}", lambda c=corpus: ensure_bundle(cfg, cfg.scale, c))
               for corpus in CORPORA]
    repos = {bundle: timed(steps, f"repo-{os.path.basename(bundle)}", lambda b=bundle: ensure_hook_repo(cfg, b))
             for bundle in bundles}
    many = None
    if cfg.scale > 1 or os.environ.get("BENCH_MANY") == "1":
        many = timed(steps, f"many-{MANY_FILES}", lambda: ensure_many(cfg))
    sources = None
    if cfg.scale == 1:
        begin = time.perf_counter()
        sources = ensure_sources(cfg, bundles[0])
        steps[f"sources-{SOURCE_FILES}"] = round(time.perf_counter() - begin, 1)
    info["generation_seconds"], info["generation_steps"] = round(time.perf_counter() - start, 1), steps

    groups = all_groups(cfg, bundles, repos, many, sources)
    info["bundles"] = {group.label: describe(group.bundle, group.contents) for group in groups}
    start = time.perf_counter()
    run_all(cfg, groups)
    info["measurement_seconds"] = round(time.perf_counter() - start, 1)
    m["load_after"] = [round(x, 2) for x in os.getloadavg()]

    print_table(groups, cfg.runs)
    speedups = {group.label: speedup_of(group) for group in groups}
    shown = [f"{label} {s:.2f}x" for label, s in speedups.items() if s]
    if shown:
        print(f"\nSpeed-up from 1 core to {m['nproc']}: {', '.join(shown)}")
    scalings = {group.label: scaling_of(group, cfg.scale) for group in groups}
    found = targets(groups, cfg.scale, speedups, scalings)
    print_targets(found)
    if max(m["load"][0], m["load_after"][0]) >= 1:
        print(f"\nnote: other work shared the {m['nproc']} cores (load average {m['load'][0]} before, "
              f"{m['load_after'][0]} after): the times and the 1- vs {m['nproc']}-core speed-up are not "
              "this machine's best")
    print(f"\nGeneration {info['generation_seconds']} s ({', '.join(f'{k} {v} s' for k, v in steps.items())}), "
          f"measurement {info['measurement_seconds']} s; load average before {m['load']}, after {m['load_after']}")
    write_results(cfg, info, groups, found, speedups, scalings)


if __name__ == "__main__":
    main()
