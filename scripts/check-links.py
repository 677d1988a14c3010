#!/usr/bin/env python3
"""Checks that every relative Markdown link in README.md, CONTRIBUTING.md and Docs/*.md resolves:
the file exists, and an anchor (`#section`) names a heading of that file, as GitHub spells
heading anchors. Links to other sites are not followed. Exit 1 and one line per broken link.

    python3 scripts/check-links.py
"""
import glob
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
LINK = re.compile(r"(?<!\!)\[(?:[^\[\]]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"`|\*\*|\[|\]\([^)]*\)", "", heading).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def without_code(text):
    """The text with fenced code blocks and inline code removed (links in them are not links)."""
    text = re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)
    return re.sub(r"`[^`\n]*`", "", text)


def anchors(path):
    found, seen = set(), {}
    with open(path, encoding="utf-8") as f:
        text = re.sub(r"^```.*?^```", "", f.read(), flags=re.S | re.M)
    for line in text.splitlines():
        m = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not m:
            continue
        base = slug(m.group(1))
        n = seen.get(base, 0)
        seen[base] = n + 1
        found.add(base if n == 0 else f"{base}-{n}")
    return found


def main():
    files = [os.path.join(ROOT, "README.md"), os.path.join(ROOT, "CONTRIBUTING.md")]
    files += sorted(glob.glob(os.path.join(ROOT, "Docs", "*.md")))
    broken = 0
    for path in files:
        with open(path, encoding="utf-8") as f:
            text = without_code(f.read())
        for target in LINK.findall(text):
            if re.match(r"[a-z][a-z0-9+.-]*:", target):
                continue  # https:, mailto: ...
            file_part, _, anchor = target.partition("#")
            resolved = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
            rel = os.path.relpath(path, ROOT)
            if not os.path.exists(resolved):
                print(f"{rel}: no such file: {target}")
                broken += 1
            elif anchor and (not resolved.endswith(".md") or anchor not in anchors(resolved)):
                print(f"{rel}: no such heading: {target}")
                broken += 1
    print(f"{len(files)} files, {broken} broken links", file=sys.stderr)
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
