#!/usr/bin/env bash
# Installs the system packages assetcheck needs, only those that are missing.
#   scripts/install-deps.sh build   libpng, FFmpeg's libavformat and FreeType headers, pkg-config
#   scripts/install-deps.sh test    the above, plus what the tests run: ffprobe (audio measurements
#                                   compared with ours), git (pre-commit hook tests), jsonschema
#                                   (SARIF validated against its schema), headless Chromium (the
#                                   HTML report loaded in a real browser), and the pre-commit
#                                   framework from PyPI (its hook tested as pre-commit runs it)
# Debian/Ubuntu: apt-get (as root, or through sudo). macOS: checks Homebrew's and says what to install.
set -euo pipefail
what="${1:-build}"

debian_build=(pkg-config libpng-dev libavformat-dev libavcodec-dev libavutil-dev libfreetype-dev)
debian_test=(ffmpeg git python3-jsonschema chromium python3-pip)

# The pre-commit framework (https://pre-commit.com) comes from PyPI, for the user running the tests.
install_pre_commit() {
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
  if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libpng libavformat freetype2; then
    echo "assetcheck needs libpng, FFmpeg, FreeType and pkg-config: brew install libpng ffmpeg freetype pkg-config" >&2
    exit 1
  fi
else
  if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libpng libavformat freetype2; then
    echo "assetcheck needs libpng, FFmpeg (libavformat) and FreeType development files and pkg-config;" >&2
    echo "install them with your package manager, then run make again." >&2
    exit 1
  fi
  if [ "$what" = test ]; then install_pre_commit; fi
fi
