#!/usr/bin/env python3
"""Times assetcheck against pngcheck, ffprobe and cat on a generated Bennie-shaped bundle.

What it measures (issue 16), from one invocation, side by side:
  - assetcheck cold (--no-cache), and with a warm cache (nothing changed);
  - pngcheck -q over the same bundle's PNGs (one process), and pngcheck plus
    `ffprobe -count_packets` per audio file (what a team scripts instead);
  - cat of every byte to /dev/null (the I/O floor);
  - assetcheck cold pinned to one core (taskset), for the 1-core vs 2-core speed-up;
  - assetcheck --version (process start).
Each command runs once untimed (a warm page cache, a primed assetcheck cache), then RUNS times,
round-robin, so machine noise hits all of them alike. It prints the median wall time, the
ratios to pngcheck and the peak RSS (ru_maxrss from os.wait4; for several processes, the largest
one), then the issue's targets, met or not; the same goes to $BENCH_DIR/results-scale-N.json.
It exits 0 when targets are missed (it is a measurement, not a test), and non-zero when a tool
crashed or the scale-1 bundle does not check clean.

The bundle is generated once into $BENCH_DIR/bundle-1 (deterministic: fixed seeds, so the same
bytes every time on the same zlib and ffmpeg): 865 files, about 146 MB, that check with
0 errors under Rules/bennie.yml. 406 PNGs (noisy opaque full-screen backgrounds, noisy RGBA
characters, UI elements and icons, at @2x and @3x), 148 Lottie files varied from
Examples/Animations, 301 AAC files (ffmpeg's anoisesrc). BENCH_SCALE=10 adds bundle-10: the 1x
files plus 9 renamed copies of each (real copies), about 8,640 files and 1.4 GB, and times the 1x
bundle again beside it for the scaling. A marker beside each bundle records the generator
version and the ffmpeg version; when either changes, the bundle is made again.

    python3 scripts/bench.py                  # or: make bench
    BENCH_SCALE=10 python3 scripts/bench.py   # or: make bench BENCH_SCALE=10
    ASSETCHECK=path/to/assetcheck RUNS=9 BENCH_DIR=/tmp/b python3 scripts/bench.py
    BASELINE=path/to/older/assetcheck python3 scripts/bench.py   # its cold and warm runs beside

Needs Python 3.9+, ffmpeg/ffprobe, pngcheck, and taskset on Linux (scripts/install-deps.sh bench).
"""
import copy
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


def write_audio(root):
    """301 AAC files: the seven required effects at their lengths, more effects of 0.5 to 1.5 s,
    narrator lines of 2 to 6 s, Bennie's lines (wir_brauchen_internet.aac among them), and
    background music of 50 to 98 s."""
    files = [(f"Sounds/Effects/{name}.aac", seconds, False) for name, seconds in REQUIRED_EFFECTS.items()]
    files.append(("Sounds/Bennie/wir_brauchen_internet.aac", 1.5, False))
    for folder, stem, count, low, high, stereo in (
            ("Effects", "effect", EXTRA_EFFECTS, 0.5, 1.5, False), ("Narrator", "line", NARRATOR_LINES, 2, 6, False),
            ("Bennie", "bennie_line", BENNIE_LINES, 1, 3, False), ("Music", "theme", MUSIC_TRACKS, 50, 98, True)):
        for n in range(1, count + 1):
            relative = f"Sounds/{folder}/{stem}_{n:03}.aac"
            files.append((relative, round(seeded(relative).uniform(low, high), 2), stereo))
    for relative, seconds, stereo in files:
        encode(os.path.join(root, relative), seconds, zlib.crc32(relative.encode()), stereo)


# ---------------------------------------------------------------- bundles


def ffmpeg_version():
    out = subprocess.run(["ffmpeg", "-version"], capture_output=True, text=True, check=True).stdout
    return out.splitlines()[0]


def marker_text(scale):
    return (f"assetcheck bench generator {GENERATOR_VERSION}, scale {scale}\n{ffmpeg_version()}\n"
            f"zlib {zlib.ZLIB_RUNTIME_VERSION}\n")


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


def ensure_bundle(cfg, scale):
    """The bundle at `scale`, generated when missing or made by another generator or ffmpeg."""
    bundle = os.path.join(cfg.bench_dir, f"bundle-{scale}")
    text = marker_text(scale)
    if scale > 1:
        base = ensure_bundle(cfg, 1)
        with open(base + ".generator", encoding="utf-8") as f:
            text += f"from bundle-1:\n{f.read()}"
    if not up_to_date(bundle, text):
        print(f"Generating {bundle} (once; reused while the generator and ffmpeg stay the same)", flush=True)
        start = time.perf_counter()
        make_bundle(bundle, text, generate_base if scale == 1 else lambda root: generate_scaled(base, root, scale))
        print(f"  generated in {time.perf_counter() - start:.1f} s", flush=True)
    return bundle


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


def run_once(command):
    """Runs the command's steps; returns (seconds, largest ru_maxrss of them in kB, the floor
    below which that figure is not theirs in kB, exit codes)."""
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


def summary(command):
    """(files, errors, warnings) from assetcheck's summary line, or None."""
    match = SUMMARY.search(read(command.stdout + ".err"))
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


def commands_for(cfg, bundle, contents, logs, label="", binary=None, cache="cache"):
    """The timed commands over one bundle; `label` marks the 1x re-runs beside the 10x bundle, or
    the baseline binary's runs."""
    check = [binary or cfg.assetcheck, os.path.basename(bundle), "--rules", RULES, "--no-config", "--no-manifest"]
    env = dict(os.environ, ASSETCHECK_CACHE_DIR=os.path.join(cfg.bench_dir, cache))
    env.pop("NO_COLOR", None)

    def log(name):
        return os.path.join(logs, re.sub(r"[^a-z0-9]+", "-", (name + label).lower()).strip("-") + ".log")

    def command(name, steps, cwd=bundle, env=None, check=None, stdout=True):
        checks = (os.path.basename(bundle), len(contents["files"])) if check is assetcheck_ran else None
        return Command(name + label, steps, cwd, env, log(name) if stdout else None, check, checks)

    pngcheck = ["pngcheck", "-q", *contents["png"]]
    ffprobe = [["ffprobe", "-v", "error", "-count_packets", "-show_streams", f] for f in contents["aac"]]
    return {
        "cold": command("assetcheck cold (--no-cache)", [check + ["--no-cache"]], cfg.bench_dir, env, assetcheck_ran),
        "warm": command("assetcheck warm (cache)", [check], cfg.bench_dir, env, assetcheck_ran),
        "pngcheck": command("pngcheck -q (PNGs only)", [pngcheck], check=quiet_and_clean),
        "pngcheck+ffprobe": command("pngcheck + ffprobe per AAC", [pngcheck] + ffprobe, check=quiet_and_clean),
        "cat": command("cat of every byte (I/O floor)", [["cat", *contents["files"]]], check=exited_zero, stdout=False),
        "1 core": command("assetcheck cold, 1 core (taskset)", [["taskset", "-c", "0", *check, "--no-cache"]],
                          cfg.bench_dir, env, assetcheck_ran),
        "version": command("assetcheck --version (start)", [[cfg.assetcheck, "--version"]], cfg.bench_dir, env,
                           exited_zero),
    }


def verify_assetcheck(commands):
    """After the warm-up: every check of a bundle (cold, warm, on one core) read all its files and
    agreed on the findings, and bundle-1 has 0 errors, so the pass path is what is timed."""
    seen = {}
    for command in commands.values():
        if not command.checks_bundle:
            continue
        bundle, files = command.checks_bundle
        found = summary(command)
        if found is None:
            fail(f"no summary line from '{command.name}'", command)
        if found[0] != files:
            print(f"note: '{command.name}' checked {found[0]} files of the {files} in {bundle}")
        if bundle == "bundle-1" and found[1]:
            fail(f"bundle-1 should check with 0 errors, not {found[1]}: fix the generator", command)
        if seen.setdefault(bundle, found) != found:
            fail(f"'{command.name}' found {found} (files, errors, warnings), other runs {seen[bundle]}", command)
        command.expect = 1 if found[1] else 0
    for bundle, (files, errors, warnings) in seen.items():
        print(f"assetcheck on {bundle}: checked {files} files, {errors} errors, {warnings} warnings")


def cache_state(cfg):
    folder = os.path.join(cfg.bench_dir, "cache")
    return sorted((f, os.stat(os.path.join(folder, f)).st_mtime_ns) for f in os.listdir(folder))


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


def print_table(commands, runs):
    """Median ms, the ratio to pngcheck over the same bundle (and to pngcheck + ffprobe for the
    cold runs), and the peak RSS of each command."""
    print(f"\n{'median of ' + str(runs) + ' runs, interleaved':<44} {'ms':>9} {'x pngcheck':>11} "
          f"{'x png+ffprobe':>14} {'peak RSS MB':>12}")
    combined = commands.get("pngcheck+ffprobe")
    for key, command in commands.items():
        ms = median(command)
        pngcheck = commands["pngcheck 1x" if key.endswith(" 1x") else "pngcheck"]
        vs_combined = f"{ms / median(combined):.3f}x" if combined and key in ("cold", "1 core") else ""
        print(f"{command.name:<44} {ms:>9.0f} {ms / median(pngcheck):>10.2f}x {vs_combined:>14} "
              f"{rss_text(command):>12}")
    if not all(peak_rss(c)[1] for c in commands.values()):
        print("(< N: at most N MB, this script's own size, which Linux copies into a child's peak RSS)")


def speedup_of(commands):
    """The cold run's 1-core time over its all-core time, or None without taskset."""
    if "1 core" not in commands:
        return None
    speedup = median(commands["1 core"]) / median(commands["cold"])
    print(f"\nSpeed-up from 1 core to {len(os.sched_getaffinity(0))}: {speedup:.2f}x")
    return speedup


def scaling_of(commands, scale):
    """At scale N: how the time grows from the 1x bundle, for assetcheck and pngcheck, both
    measured in the same interleaved rounds; None at scale 1."""
    if scale == 1:
        return None
    a1, p1 = median(commands["cold 1x"]), median(commands["pngcheck 1x"])
    a, p = median(commands["cold"]), median(commands["pngcheck"])
    scaling = {"assetcheck": round(a / a1, 2), "pngcheck": round(p / p1, 2),
               "ratio_1x": round(a1 / p1, 3), f"ratio_{scale}x": round(a / p, 3)}
    print(f"{scale}x the files costs {scaling['assetcheck']:.1f}x the time (assetcheck), "
          f"{scaling['pngcheck']:.1f}x (pngcheck); assetcheck / pngcheck is {scaling['ratio_1x']:.2f}x at 1x "
          f"and {scaling[f'ratio_{scale}x']:.2f}x at {scale}x")
    return scaling


def target(name, goal, measured, met):
    return {"target": name, "goal": goal, "measured": measured, "met": met}


def targets(commands, scale, speedup, scaling):
    """Issue 16's targets with what was measured; `met` is None where nothing was measured."""
    cold, pngcheck, warm = median(commands["cold"]), median(commands["pngcheck"]), median(commands["warm"])
    rss = peak_rss(commands["cold"])[0]
    on = f", {scale}x bundle" if scale > 1 else ""
    found = [
        target("full check, no cache, vs pngcheck" + on, "at most 0.6x", f"{cold / pngcheck:.2f}x",
               cold / pngcheck <= 0.6),
        target("re-run, nothing changed (cache warm)" + on, "under 50 ms", f"{warm:.0f} ms", warm < 50),
        target(f"peak memory of the cold run, {scale}x bundle", "under 64 MB", f"{rss:.1f} MB", rss < 64),
    ]
    if scaling:
        ratio, ratio_1x = scaling[f"ratio_{scale}x"], scaling["ratio_1x"]
        drift = ratio / ratio_1x - 1
        # Linear: the ratio does not grow with the bundle (a lower one at 10x is better, not worse).
        found.append(target(f"{scale}x bundle vs pngcheck, against the 1x ratio", "no higher (10% noise)",
                            f"{ratio:.2f}x vs {ratio_1x:.2f}x ({drift:+.0%})", drift <= 0.10))
    else:
        found.append(target("10x bundle vs pngcheck, against the 1x ratio", "the same (within 10%)",
                            "not at scale 1: BENCH_SCALE=10", None))
    if "sources alone" in commands:
        alone = median(commands["sources alone"])
        found.append(target(f"{SOURCE_FILES} Swift files read alone vs the cold check", "at most 0.5x",
                            f"{alone:.0f} ms = {alone / cold:.2f}x", alone / cold <= 0.5))
    found.append(target("speed-up from 1 core to 2" + on, "at least 1.8x",
                        f"{speedup:.2f}x" if speedup else "not measured (no taskset)",
                        speedup >= 1.8 if speedup else None))
    return found


def print_targets(found):
    print("\nIssue 16's targets:")
    for t in found:
        verdict = {True: "met", False: "NOT met", None: "-"}[t["met"]]
        print(f"  {t['target']:<54} {t['goal']:<22} {t['measured']:<32} {verdict}")


def write_results(cfg, info, commands, found, speedup, scaling):
    path = os.path.join(cfg.bench_dir, f"results-scale-{cfg.scale}.json")
    results = dict(info, runs=cfg.runs, speedup_1_to_2_cores=speedup, scaling=scaling, targets=found,
                   commands={key: {"name": c.name, "median_ms": round(median(c), 1),
                                   "runs_ms": [round(t, 1) for t in c.times],
                                   "peak_rss_mb": round(peak_rss(c)[0], 1),
                                   "peak_rss_is_upper_bound": not peak_rss(c)[1]} for key, c in commands.items()})
    with open(path, "w", encoding="utf-8") as f:
        json.dump(results, f, indent=2)
        f.write("\n")
    print(f"\nResults: {path}")


# ---------------------------------------------------------------- main


def require_tools(cfg):
    if not os.access(cfg.assetcheck, os.X_OK):
        sys.exit(f"bench: no assetcheck at {cfg.assetcheck}: build it (make build) or set ASSETCHECK")
    missing = [tool for tool in ("ffmpeg", "ffprobe", "pngcheck", "cat") if not shutil.which(tool)]
    if missing:
        sys.exit(f"bench: missing {', '.join(missing)}: run scripts/install-deps.sh bench")


def describe(bundle, contents):
    print(f"Bundle {bundle}: {len(contents['files'])} files, {contents['bytes'] / MB:.1f} MB: "
          f"{len(contents['png'])} PNG, {len(contents['lottie'])} Lottie, {len(contents['aac'])} AAC, "
          f"{len(contents['other'])} other (catalog Contents.json)")
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
        return Command(name, [argv + ([] if cached else ["--no-cache"])], cfg.bench_dir, env, log, exit_zero_or_one, None)

    names = os.path.join(cfg.bench_dir, "names-bundle")
    return {"sources cold": one(f"assetcheck cold + {SOURCE_FILES} Swift files", bundle, False),
            "sources alone": one(f"{SOURCE_FILES} Swift files + 1x1 PNGs they load, cold", names, False),
            "sources alone warm": one(f"{SOURCE_FILES} Swift files + 1x1 PNGs they load, cached", names, True)}


def exit_zero_or_one(command, codes):
    if any(code not in (0, 1) for code in codes):
        fail(f"'{command.name}' exited with {sorted(set(codes))}", command)


def all_commands(cfg, bundle, contents):
    """The commands to time at this scale; beside a larger bundle, the 1x cold run and pngcheck too."""
    logs = os.path.join(cfg.bench_dir, "logs")
    os.makedirs(logs, exist_ok=True)
    commands = commands_for(cfg, bundle, contents, logs)
    if cfg.scale > 1:
        del commands["pngcheck+ffprobe"]
        print("pngcheck + ffprobe is left out at this scale: thousands of ffprobe processes, minutes a run")
        base = os.path.join(cfg.bench_dir, "bundle-1")
        again = commands_for(cfg, base, inventory(base), logs, label=", 1x bundle")
        commands["cold 1x"], commands["pngcheck 1x"] = again["cold"], again["pngcheck"]
    baseline = os.environ.get("BASELINE")
    if baseline:   # another build of assetcheck (e.g. main before a change), timed beside this one
        other = commands_for(cfg, bundle, contents, logs, label=", baseline", binary=os.path.abspath(baseline),
                             cache="cache-baseline")
        commands["baseline cold"], commands["baseline warm"] = other["cold"], other["warm"]
    if cfg.scale == 1:
        commands.update(source_commands(cfg, bundle, ensure_sources(cfg, bundle), logs))
    if not shutil.which("taskset"):
        del commands["1 core"]
        print("No taskset here (it is Linux's): the 1-core run and the speed-up are left out")
    return commands


def run_all(cfg, commands):
    """Primes the cache, warms everything up, checks assetcheck did the work, then times."""
    # Primed, then left 2 s, so no stamp is younger than the racy window (such files are hashed
    # again); the warm-up run then leaves the cache as every timed run finds it.
    for key, folder in (("warm", "cache"), ("baseline warm", "cache-baseline")):
        if key in commands:
            shutil.rmtree(os.path.join(cfg.bench_dir, folder), ignore_errors=True)
            run_once(commands[key])
    time.sleep(2.1)
    print(f"\nTiming: one warm-up run of each command, then {cfg.runs} interleaved rounds", flush=True)
    warm_up(commands.values())
    verify_assetcheck(commands)
    before = cache_state(cfg)
    measure(commands.values(), cfg.runs)
    if cache_state(cfg) != before:
        print("note: the cache was rewritten during the timed runs: a warm run inspected something")


def main():
    cfg = config()
    require_tools(cfg)
    info = {"scale": cfg.scale, "machine": machine(), "tools": tool_versions(cfg)}
    m = info["machine"]
    print(f"Machine: {m['nproc']} cores, {m['cpu']}, {m['system']}, load average {m['load']}")
    print("Tools: " + ", ".join(f"{k} {v}" for k, v in info["tools"].items()))
    os.makedirs(cfg.bench_dir, exist_ok=True)
    start = time.perf_counter()
    bundle = ensure_bundle(cfg, cfg.scale)
    info["generation_seconds"] = round(time.perf_counter() - start, 1)
    contents = inventory(bundle)
    info["bundle"] = describe(bundle, contents)

    commands = all_commands(cfg, bundle, contents)
    start = time.perf_counter()
    run_all(cfg, commands)
    info["measurement_seconds"] = round(time.perf_counter() - start, 1)
    m["load_after"] = [round(x, 2) for x in os.getloadavg()]

    print_table(commands, cfg.runs)
    speedup = speedup_of(commands)
    scaling = scaling_of(commands, cfg.scale)
    found = targets(commands, cfg.scale, speedup, scaling)
    print_targets(found)
    print(f"\nGeneration {info['generation_seconds']} s, measurement {info['measurement_seconds']} s; "
          f"load average before {m['load']}, after {m['load_after']}")
    write_results(cfg, info, commands, found, speedup, scaling)


if __name__ == "__main__":
    main()
