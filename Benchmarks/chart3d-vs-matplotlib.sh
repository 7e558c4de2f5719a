#!/usr/bin/env bash
# A 100 x 100 surface as a 2x PNG and 10,000 3D points as SVG, from OpenCharts and from matplotlib
# (plot_surface and a 3D scatter), the processes taking turns for ROUNDS rounds of RUNS renders
# each, so both see the same machine load. Run from the package folder:
#
#     Benchmarks/chart3d-vs-matplotlib.sh [ROUNDS] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-3}"; runs="${2:-5}"
swift build -c release --product openchart-bench >/dev/null
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for r in $(seq "$rounds"); do
    echo "round $r: surface 100 x 100 -> 2x PNG"
    .build/release/openchart-bench --surface3d "$runs" --out "$out/openchart-surface.png"
    python3 Benchmarks/matplotlib_3d.py surface "$runs" "$out/matplotlib-surface.png"
    echo "round $r: 10,000 points -> SVG"
    .build/release/openchart-bench --scatter3d "$runs" --out "$out/openchart-scatter.svg"
    python3 Benchmarks/matplotlib_3d.py scatter "$runs" "$out/matplotlib-scatter.svg"
done
ls -l "$out"
