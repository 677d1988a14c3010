#!/usr/bin/env bash
# Installs the system packages assetcheck needs, only those that are missing.
#   scripts/install-deps.sh build   libpng, FFmpeg's libavformat, FreeType and ISA-L headers, pkg-config
#   scripts/install-deps.sh test    the above, plus what the tests run: ffprobe (audio measurements
#                                   compared with ours), git (pre-commit hook tests), jsonschema
#                                   (SARIF validated against its schema), headless Chromium (the
#                                   HTML report loaded in a real browser), and the pre-commit
#                                   framework and junitparser from PyPI (the hook tested as pre-commit
#                                   runs it; the JUnit report read by a real JUnit reader)
#   scripts/install-deps.sh bench   the build packages, plus what make bench runs: python3,
#                                   ffmpeg (makes the bundle's audio; ffprobe), pngcheck, and
#                                   taskset from util-linux (the 1-core run), git (the hook row)
# Debian/Ubuntu: apt-get (as root, or through sudo). macOS: checks Homebrew's and says what to install.
set -euo pipefail
what="${1:-build}"

debian_build=(pkg-config libpng-dev libavformat-dev libavcodec-dev libavutil-dev libfreetype-dev libisal-dev)
debian_test=(ffmpeg git python3-jsonschema chromium python3-pip)
debian_bench=(python3 ffmpeg pngcheck util-linux git)

# The pre-commit framework (https://pre-commit.com) and junitparser come from PyPI, for the user
# running the tests.
install_pre_commit() {
  if ! python3 -c "import junitparser" >/dev/null 2>&1; then
    python3 -m pip install --quiet --user junitparser 2>/dev/null \
      || python3 -m pip install --quiet --user --break-system-packages junitparser || true
  fi
  command -v pre-commit >/dev/null 2>&1 && return 0
  echo "Installing pre-commit from PyPI (pip install --user pre-commit)"
  python3 -m pip install --quiet --user pre-commit 2>/dev/null \
    || python3 -m pip install --quiet --user --break-system-packages pre-commit
  command -v pre-commit >/dev/null 2>&1 \
    || echo "note: pre-commit is installed in $(python3 -m site --user-base)/bin; put that folder on PATH" >&2
}

if command -v apt-get >/dev/null 2>&1; then
  wanted=("${debian_build[@]}")
  [ "$what" = test ] && wanted+=("${debian_test[@]}")
  [ "$what" = bench ] && wanted+=("${debian_bench[@]}")
  missing=()
  for package in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    if [ "$what" = test ]; then install_pre_commit; fi
    exit 0
  fi
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "Installing missing packages: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  if [ "$what" = test ]; then install_pre_commit; fi
elif [ "$(uname -s)" = Darwin ]; then
  if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libpng libavformat freetype2 libisal; then
    echo "assetcheck needs libpng, FFmpeg, FreeType, ISA-L and pkg-config: brew install libpng ffmpeg freetype isa-l pkg-config" >&2
    exit 1
  fi
  if [ "$what" = bench ] && ! { command -v pngcheck && command -v ffprobe && command -v python3; } >/dev/null 2>&1; then
    echo "make bench needs pngcheck, ffmpeg and python3: brew install pngcheck ffmpeg python (macOS has no taskset: the 1-core run is left out)" >&2
    exit 1
  fi
else
  if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libpng libavformat freetype2 libisal; then
    echo "assetcheck needs libpng, FFmpeg (libavformat), FreeType and ISA-L (libisal) development files and pkg-config;" >&2
    echo "install them with your package manager, then run make again." >&2
    exit 1
  fi
  if [ "$what" = bench ] && ! { command -v pngcheck && command -v ffprobe && command -v python3; } >/dev/null 2>&1; then
    echo "make bench needs pngcheck, ffmpeg (with ffprobe) and python3; install them with your package manager." >&2
    exit 1
  fi
  if [ "$what" = test ]; then install_pre_commit; fi
fi
