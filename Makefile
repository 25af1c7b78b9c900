# Tether — one-command set-up, build, test, gallery and benchmarks.
# `make gallery` and `make test` install the Debian packages Tether needs when missing.

APT_PACKAGES := libcairo2-dev libharfbuzz-dev libfreetype-dev libjpeg62-turbo-dev libfribidi-dev fonts-inter fonts-noto-core fonts-noto-mono fonts-noto-cjk fonts-noto-color-emoji fonts-material-design-icons-iconfont wamerican
SUDO := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
SWIFT_FLAGS := -j 2

.PHONY: setup build test gallery bench bench-compare fuzz clean

setup:
	@missing=""; for p in $(APT_PACKAGES); do \
		dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

# Tether has a module named OSLog. swift-syntax (behind Tether's macros) checks
# `canImport(OSLog)` and expects Apple's, so Tether's macros are built first, before that
# module exists, as they would be without Tether.
build: setup
	swift build --target TetherMacros $(SWIFT_FLAGS)
	swift build $(SWIFT_FLAGS)

test: setup
	# Tether has modules named SwiftUI, UIKit and Combine. Test dependencies that check
	# `canImport(UIKit)`, `canImport(SwiftUI)` or `canImport(OSLog)` (swift-snapshot-testing,
	# swift-custom-dump, swift-property-based, and swift-syntax behind Tether's macros) are
	# built first, before those modules exist, as they would be without Tether. The example app the tests import is built before the tests too: SwiftPM
	# does not order a test module after an executable module it imports. The test build
	# compiles that app again with testing enabled and can still race it, so a failed test
	# build is run once more (the app's module then exists).
	for t in CustomDump SnapshotTesting PropertyBased TetherMacros; do swift build --target $$t $(SWIFT_FLAGS) || exit 1; done
	swift build --product FieldNotes $(SWIFT_FLAGS)
	swift build --build-tests $(SWIFT_FLAGS) || swift build --build-tests $(SWIFT_FLAGS)
	swift test --skip-build $(SWIFT_FLAGS)

gallery: setup
	swift build $(SWIFT_FLAGS) --product tether
	.build/debug/tether gallery --out gallery
	@echo "Gallery written to gallery/index.html"

bench: setup
	swift run -c release $(SWIFT_FLAGS) TetherBenchmarks

# Tether, Yoga (poga) and Taffy (stretchable) on the same layout; rewrites BENCHMARKS.md.
BENCH_VENV := .build-bench-venv
bench-compare: setup
	@[ -x $(BENCH_VENV)/bin/python ] || python3 -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/pip install -q poga stretchable
	swift build -c release $(SWIFT_FLAGS) --product TetherBenchmarks
	.build/release/TetherBenchmarks | tee .build/tether-bench.txt
	$(BENCH_VENV)/bin/python bench/compare.py --tether .build/tether-bench.txt --markdown BENCHMARKS.md

# Tether's own fuzzing: SEEDS random trees from START in release child processes (a crash or
# hang names its seed and prints the command that reproduces it), then the `tether` command
# with bad arguments.
SEEDS ?= 10000
START ?= 0
FUZZ_JOBS ?= 2
fuzz: setup
	swift build -c release $(SWIFT_FLAGS) --product TetherFuzz
	swift build -c release $(SWIFT_FLAGS) --product tether
	.build/release/TetherFuzz --seeds $(SEEDS) --start $(START) --jobs $(FUZZ_JOBS)
	.build/release/TetherFuzz --cli .build/release/tether

clean:
	rm -rf .build gallery
