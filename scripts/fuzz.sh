#!/usr/bin/env bash
# Runs every libFuzzer harness of assetcheck-fuzz for SECONDS each (default 120), from the seeds
# committed in Fuzz/Corpus/<harness> and a working corpus in .build-fuzz/corpus/<harness>. Prints
# executions and coverage per harness; a crash is kept in .build-fuzz/crashes/ and fails the run.
# Harnesses run side by side, one per core (FUZZ_JOBS, default the core count): each still fuzzes
# for SECONDS on a core of its own, and the whole run takes that much less time.
#   scripts/fuzz.sh [SECONDS] [HARNESS ...]
set -uo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-120}"
shift || true
binary=.build-fuzz/release/assetcheck-fuzz
jobs="${FUZZ_JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)}"
harnesses=("$@")
[ ${#harnesses[@]} -eq 0 ] && harnesses=($(ls Fuzz/Corpus))
mkdir -p .build-fuzz/crashes

# One harness for SECONDS; its line of the table goes to .build-fuzz/<harness>.result.
fuzz_one() {
  local harness=$1 corpus=.build-fuzz/corpus/$1 log=.build-fuzz/$1.log
  mkdir -p "$corpus"
  # Swift's crash handler would trip AddressSanitizer's own report. No input is over 64 KiB, so
  # one allocation over 256 MiB is sized by what a header claims: a failure (-malloc_limit_mb).
  ASSETCHECK_FUZZ_HARNESS=$harness SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 \
    "$binary" -max_total_time="$seconds" -print_final_stats=1 -rss_limit_mb=2048 -malloc_limit_mb=256 -timeout=20 -max_len=65536 \
      -artifact_prefix=.build-fuzz/crashes/"$harness"- "$corpus" "Fuzz/Corpus/$harness" >"$log" 2>&1
  local status=$?
  local runs speed coverage
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  speed=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')
  local result=ok
  [ $status -ne 0 ] && result="CRASH, see $log"
  printf '%s %s %s %s %s\n' "$status" "${runs:-?}" "${speed:-?}" "${coverage:-?}" "$result" > ".build-fuzz/$harness.result"
}

running=0
for harness in "${harnesses[@]}"; do
  rm -f ".build-fuzz/$harness.result"
  if [ "$running" -ge "$jobs" ]; then
    wait -n
    running=$((running - 1))
  fi
  fuzz_one "$harness" &
  running=$((running + 1))
done
wait

failed=()
total=0
printf '%-14s %12s %8s %8s  %s\n' harness executions exec/s coverage result
for harness in "${harnesses[@]}"; do
  if [ -f ".build-fuzz/$harness.result" ]; then
    read -r status runs speed coverage result < ".build-fuzz/$harness.result"
  else
    status=1 runs='?' speed='?' coverage='?' result="did not run, see .build-fuzz/$harness.log"
  fi
  [ "$status" -ne 0 ] && failed+=("$harness")
  [ "$runs" != '?' ] && total=$((total + runs))
  printf '%-14s %12s %8s %8s  %s\n' "$harness" "$runs" "$speed" "$coverage" "$result"
done
echo "total executions: $total"
# CI shows the end of the output: what failed, and libFuzzer's own words, come last.
for harness in ${failed[@]+"${failed[@]}"}; do
  echo "--- $harness failed; input kept as $(ls .build-fuzz/crashes/"$harness"-* 2>/dev/null | tail -1):"
  grep -m1 -A14 -E '^==[0-9]+==|ERROR: libFuzzer|Fatal error|SUMMARY' ".build-fuzz/$harness.log"
done
[ ${#failed[@]} -eq 0 ]
