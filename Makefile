# assetcheck: `make run` checks the bundled example and rewrites AssetManifest.json;
# `make test` runs the tests. Both install the system packages they need first.
PREFIX ?= /usr/local
SWIFT ?= swift
RELEASE_BIN = .build/release/assetcheck

.PHONY: all deps test-deps bench-deps rules-source build run test test-plugin bench docs fuzz install uninstall clean

all: build

deps:
	@scripts/install-deps.sh build

test-deps:
	@scripts/install-deps.sh test

bench-deps:
	@scripts/install-deps.sh bench

# On Linux the Swift runtime and Foundation are linked into the binary: it starts in about half
# the time (7 ms against 13 for --version), holds 6 MB less, and runs where Swift is not
# installed. macOS has them in the system.
# It is linked as a fixed-address executable (-no-pie), so the loader applies none of the 116,000
# relative relocations (2.7 MB of table read, 1.4 MB of data written), and without exporting its own
# 46,000 symbols (--no-export-dynamic: Swift's static-stdlib link options export them, and every
# symbol FFmpeg's 130 libraries look up when loaded searched them first): the cold check peaks 4.1
# to 4.7 MB lower (see Docs/Performance.md). Here and not in Package.swift, so packages that depend on
# this one and the build plugin link as SwiftPM does.
ifeq ($(shell uname -s),Linux)
STATIC_SWIFT = --static-swift-stdlib
RELEASE_LINK = -Xlinker -no-pie -Xlinker --no-export-dynamic
endif

# The built-in rule sets are compiled in (Sources/AssetCheckKit/Configuration/BuiltInRuleSets*.swift,
# one per Rules/*.yml and an index; a test fails while they differ), so the binary works wherever it is copied.
rules-source:
	python3 scripts/embed-rules.py

build: deps rules-source
	$(SWIFT) build -c release --product assetcheck $(STATIC_SWIFT) $(RELEASE_LINK)

# Checks Examples/ with the settings in .assetcheck.yml and rewrites AssetManifest.json; then
# each other app's example with its own rules, rewriting Examples/<App>.AssetManifest.json.
run: build
	$(RELEASE_BIN)
	$(RELEASE_BIN) check Examples/Osmo --rules osmo --no-config --no-sources --manifest Examples/Osmo.AssetManifest.json
	$(RELEASE_BIN) check Examples/Crafta --rules crafta --no-config --no-sources --manifest Examples/Crafta.AssetManifest.json
	$(RELEASE_BIN) check Examples/Dandelion --rules dandelion --no-config --no-sources --manifest Examples/Dandelion.AssetManifest.json

# The plugin test builds this package again inside a fixture package (minutes on two cores), so
# it runs on its own after the others rather than beside tests with time limits.
# pip install --user puts pre-commit in the user base's bin folder, which PATH may not hold; without
# it the pre-commit framework tests would be skipped.
test test-plugin: export PATH := $(shell python3 -m site --user-base 2>/dev/null)/bin:$(PATH)
test: test-deps
	$(SWIFT) test
	$(MAKE) test-plugin

test-plugin: test-deps
	ASSETCHECK_PLUGIN_TEST=1 $(SWIFT) test --filter BuildPluginTests

# Docs/Checks.md from the checks' own descriptions (a test fails when the committed file differs).
docs: build
	$(RELEASE_BIN) rules --format markdown > Docs/Checks.md
	$(RELEASE_BIN) rules --keys --format markdown > Docs/RulesReference.md

# Every libFuzzer harness for FUZZ_SECONDS each, under AddressSanitizer (see scripts/fuzz.sh).
FUZZ_SECONDS ?= 120
fuzz: deps
	# SwiftPM passes Swift two -sanitize= flags and the compiler keeps only the last (no coverage):
	# the combined flag, last, instruments our Swift code; -enable-testing lets the harness reach
	# the internal parsers.
	ASSETCHECK_FUZZ=1 $(SWIFT) build -c release --product assetcheck-fuzz --scratch-path .build-fuzz \
		--sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing
	scripts/fuzz.sh $(FUZZ_SECONDS)

# assetcheck cold, warm, with --report html and as the pre-commit hook (--staged, one file staged,
# in a git repository) beside pngcheck, pngcheck + ffprobe and cat, on two generated Bennie
# bundles of about 146 MB made differently (bundle-1, photo-1): interleaved medians, peak RSS, the
# 1- vs 2-core speed-up, issue 29's targets per bundle (see scripts/bench.py). BENCH_SCALE=10 times
# their 10x copies (1.4 GB each) against the 1x ones, and a bundle of 100,000 small files.
BENCH_SCALE ?= 1
bench: build bench-deps
	BENCH_SCALE=$(BENCH_SCALE) python3 scripts/bench.py

install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 $(RELEASE_BIN) "$(DESTDIR)$(PREFIX)/bin/assetcheck"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/assetcheck"
	rm -rf "$(DESTDIR)$(PREFIX)/share/assetcheck"

clean:
	rm -rf .build
