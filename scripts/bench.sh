#!/usr/bin/env bash
# Times assetcheck on a generated Bennie-sized bundle (about 150 MB): a cold run (no cache), a
# warm run (every file's facts cached), a warm run after touching one file, and a check of one
# changed file. Prints the median of several runs of each, in milliseconds.
#
#   scripts/bench.sh                          # uses .build/release/assetcheck
#   ASSETCHECK=path/to/assetcheck RUNS=9 scripts/bench.sh
#
# Needs ffmpeg (to make the images and audio) and a release build. The bundle is generated once
# into $BENCH_DIR (default /tmp/assetcheck-bench) and reused; delete it to make a new one.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$(realpath "${ASSETCHECK:-.build/release/assetcheck}")
DIR=${BENCH_DIR:-/tmp/assetcheck-bench}
RUNS=${RUNS:-7}
RULES=$(realpath Rules/bennie.yml)
[ -x "$BIN" ] || { echo "no assetcheck at $BIN: build it with 'swift build -c release' or set ASSETCHECK" >&2; exit 2; }
command -v ffmpeg >/dev/null || { echo "ffmpeg is needed to generate the bundle" >&2; exit 2; }

ff() { ffmpeg -loglevel error -y "$@"; }

generate() {
  rm -rf "$DIR" && mkdir -p "$DIR" && cp -R Examples "$DIR/bundle" && rm -f "$DIR/bundle/README.md"
  local b="$DIR/bundle"
  mkdir -p "$b/Backgrounds" "$b/Characters/Bennie" "$b/Characters/Lemminge" "$b/Sounds/Narrator" "$b/Sounds/Music"
  noise() { echo "r='mod(random(1)*256+$1,256)':g='mod(random(2)*256+$1,256)':b='mod(random(3)*256+$1,256)'"; }
  for n in 1 2 3 4 5 6; do   # full-screen noise: hardly compressible, and decoded whole by the opacity check
    ff -f lavfi -i "color=black:s=2388x1668,format=rgb24,geq=$(noise $n)" -frames:v 1 "$b/Backgrounds/scene$n@2x.png"
    ff -f lavfi -i "color=black:s=3582x2502,format=rgb24,geq=$(noise $n)" -frames:v 1 "$b/Backgrounds/scene$n@3x.png"
  done
  for n in 1 2 3 4 5 6 7 8; do   # Bennie poses: noisy ellipses with transparent corners
    for s in 2 3; do
      ff -f lavfi -i "color=black:s=$((300 * s))x$((450 * s)),format=rgba,geq=$(noise $n):a='if(lt(hypot((X-W/2)/W,(Y-H/2)/H),0.45),255,0)'" \
        -frames:v 1 "$b/Characters/Bennie/pose$n@${s}x.png"
    done
  done
  for n in $(seq 1 100); do   # many small Lemminge expressions, as a real bundle has
    for s in 2 3; do
      ff -f lavfi -i "color=black:s=$((80 * s))x$((100 * s)),format=rgba,geq=r=$n:g=X:b=Y:a='if(lt(hypot((X-W/2)/W,(Y-H/2)/H),0.45),255,0)'" \
        -frames:v 1 "$b/Characters/Lemminge/face$n@${s}x.png"
    done
  done
  for n in $(seq 1 20); do ff -f lavfi -i "anoisesrc=d=30:c=pink:r=44100:seed=$n" -ac 1 -c:a aac -b:a 128k "$b/Sounds/Narrator/line$n.aac"; done
  for n in 1 2 3; do ff -f lavfi -i "anoisesrc=d=120:c=pink:r=44100:seed=$n" -ac 2 -c:a aac -b:a 192k "$b/Sounds/Music/theme$n.aac"; done
  touch "$DIR/.complete"
}

[ -f "$DIR/.complete" ] || generate
echo "bundle: $DIR/bundle, $(find "$DIR/bundle" -type f | wc -l) files, $(du -sm "$DIR/bundle" | cut -f1) MB"

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
# time_ms SETUP ARGS...: runs SETUP (a shell snippet) then assetcheck ARGS, RUNS times; prints the median ms.
time_ms() {
  local setup=$1; shift
  for _ in $(seq "$RUNS"); do
    eval "$setup"
    local start=$(date +%s%N)
    "$BIN" "$@" >/dev/null 2>&1 || true
    echo $(( ($(date +%s%N) - start) / 1000000 ))
  done | median
}

cd "$DIR"
export ASSETCHECK_CACHE_DIR="$DIR/cache"
common=(bundle --rules "$RULES" --no-config --no-manifest)
printf '%-44s %8s\n' "run (median of $RUNS)" "ms"
printf '%-44s %8s\n' "cold: no cache (--no-cache)" "$(time_ms : "${common[@]}" --no-cache)"
printf '%-44s %8s\n' "cold: empty cache, written" "$(time_ms 'rm -rf "$ASSETCHECK_CACHE_DIR"' "${common[@]}")"
"$BIN" "${common[@]}" >/dev/null 2>&1 || true; sleep 2   # stamps older than the 2 s racy window
printf '%-44s %8s\n' "warm: nothing changed" "$(time_ms : "${common[@]}")"
printf '%-44s %8s\n' "warm: one background touched (hash verified)" \
  "$(time_ms 'touch bundle/Backgrounds/scene1@3x.png' "${common[@]}")"
printf '%-44s %8s\n' "warm: one background edited (inspected)" \
  "$(time_ms 'printf x >> bundle/Backgrounds/scene1@2x.png' "${common[@]}")"
"$BIN" "${common[@]}" >/dev/null 2>&1 || true; sleep 2   # let the edited file's stamp age again
printf '%-44s %8s\n' "warm: one changed file (-- FILE)" \
  "$(time_ms : "${common[@]}" -- bundle/Characters/Bennie/pose1@2x.png)"
printf '%-44s %8s\n' "assetcheck --version (process start)" "$(time_ms : --version)"
