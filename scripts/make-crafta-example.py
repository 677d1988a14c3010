#!/usr/bin/env python3
"""Writes Examples/Crafta/, the small valid Crafta bundle that `Rules/crafta.yml` checks clean.

Run from the repository root: `python3 scripts/make-crafta-example.py`. Every picture is a flat
shape on a transparent background; the entity templates carry // and /* */ comments, as Bedrock
allows; Exports/rainbow_cow.mcaddon is a real zip made with Python's zipfile (fixed timestamps,
sorted entries): a behaviour pack as a folder and a resource pack as a nested .mcpack.
"""
import io
import json
import os
import struct
import zipfile
import zlib

ROOT = os.path.join(os.path.dirname(__file__), "..", "Examples", "Crafta")


def png(width, height, rgb):
    """An RGBA PNG: a filled ellipse of colour `rgb` on full transparency."""
    rows = bytearray()
    cx, cy, rx, ry = width / 2, height / 2, width * 0.4, height * 0.4
    for y in range(height):
        rows.append(0)
        for x in range(width):
            inside = ((x + 0.5 - cx) / rx) ** 2 + ((y + 0.5 - cy) / ry) ** 2 <= 1
            rows += bytes(rgb + (255,)) if inside else b"\0\0\0\0"

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")


def write(path, data):
    full = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())


def entity(name):
    return f"""// Crafta template: {name}. Bedrock reads // and /* */ comments in pack JSON.
{{
  "format_version": "1.20.0",
  "minecraft:entity": {{
    "description": {{
      "identifier": "crafta:{name}", /* the app's own namespace, never minecraft: */
      "is_spawnable": true,
      "is_summonable": true
    }},
    "components": {{
      "minecraft:health": {{ "value": 10, "max": 10 }},
      "minecraft:physics": {{}}
    }}
  }}
}}
"""


def zip_bytes(files):
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=(2025, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, files[name])
    return out.getvalue()


def manifest(name, uuid, module_type, module_uuid, depends_on=None):
    document = {
        "format_version": 2,
        "header": {"name": name, "description": "Made with Crafta", "uuid": uuid,
                   "version": [1, 0, 0], "min_engine_version": [1, 20, 0]},
        "modules": [{"type": module_type, "uuid": module_uuid, "version": [1, 0, 0]}],
    }
    if depends_on:
        document["dependencies"] = [{"uuid": depends_on, "version": [1, 0, 0]}]
    return json.dumps(document, indent=2) + "\n"


def main():
    colours = {"cow": (120, 90, 60), "pig": (240, 160, 170), "chicken": (250, 250, 240),
               "sparkles": (255, 230, 90), "glow": (255, 250, 200), "tiny": (120, 200, 255),
               "big": (160, 120, 255), "flying": (200, 240, 255)}
    for name, rgb in colours.items():
        folder = "Art/Creatures" if name in ("cow", "pig", "chicken") else "Art/Effects"
        write(f"{folder}/{name}@2x.png", png(240, 240, rgb))
        write(f"{folder}/{name}@3x.png", png(360, 360, rgb))
    for name in ("cow", "pig", "chicken"):
        write(f"Templates/entity_{name}.json", entity(name))

    bp, rp = "3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", "4a2c3d5e-6f70-4b8c-9daf-1f2a3b4c5d6e"
    resource = zip_bytes({
        "manifest.json": manifest("Rainbow cow resources", rp, "resources", "5b3d4e6f-7081-4c9d-aeb0-2a3b4c5d6e7f"),
        "entity/rainbow_cow.entity.json": json.dumps({
            "format_version": "1.10.0",
            "minecraft:client_entity": {"description": {
                "identifier": "crafta:rainbow_cow", "materials": {"default": "cow"},
                "textures": {"default": "textures/entity/rainbow_cow"},
                "geometry": {"default": "geometry.cow"}}}}, indent=2) + "\n",
        "textures/entity/rainbow_cow.png": png(64, 32, (255, 120, 200)),
    })
    addon = zip_bytes({
        "rainbow_cow_bp/manifest.json": manifest("Rainbow cow", bp, "data", "6c4e5f70-8192-4dae-bfc1-3b4c5d6e7f80", rp),
        "rainbow_cow_bp/entities/rainbow_cow.json": entity("rainbow_cow"),
        "rainbow_cow_rp.mcpack": resource,
    })
    write("Exports/rainbow_cow.mcaddon", addon)


if __name__ == "__main__":
    main()
