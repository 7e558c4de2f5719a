#!/usr/bin/env bash
# The same 12-bar chart as a 2x PNG (800 x 560 pixels) from OpenCharts and from matplotlib,
# the two processes taking turns for ROUNDS rounds of RUNS renders each, so both see the same
# machine load. Run from the package folder:
#
#     Benchmarks/png-vs-matplotlib.sh [ROUNDS] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-5}"; runs="${2:-20}"
swift build -c release --product openchart-bench >/dev/null
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for r in $(seq "$rounds"); do
    echo "round $r"
    .build/release/openchart-bench --png "$runs" --out "$out/openchart.png"
    python3 Benchmarks/matplotlib_bars.py "$runs" "$out/matplotlib.png"
    python3 Benchmarks/matplotlib_bars.py "$runs" "$out/matplotlib-no-text.png" --no-text
done
ls -l "$out"
