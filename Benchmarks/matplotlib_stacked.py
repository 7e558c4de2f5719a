"""matplotlib's stackplot of three series of a million rows each to a PNG of the size
`openchart-bench --bars` draws (640 x 400 points at 2x), for the stacked-area cases there.

    python3 Benchmarks/matplotlib_stacked.py [RUNS]
"""
import sys
import time

import matplotlib
import numpy as np

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

n = 1_000_000
rng = np.random.default_rng(2)
x = np.arange(n, dtype=float)
ys = [np.abs(np.cumsum(rng.random(n) * 2 - 1)) + 1 for _ in range(3)]
for run in range(int(sys.argv[1]) if len(sys.argv) > 1 else 3):
    t = time.perf_counter()
    fig, ax = plt.subplots(figsize=(6.4, 4.0), dpi=200)
    ax.stackplot(x, *ys)
    fig.savefig("/dev/null", format="png")
    plt.close(fig)
    print("matplotlib stackplot 3 x 1,000,000 -> 2x PNG %.1f ms" % ((time.perf_counter() - t) * 1000))
