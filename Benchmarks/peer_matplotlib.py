"""The matplotlib side of compare-matplotlib.py: renders one case, as openchart-bench --peer does.

    python peer_matplotlib.py CASE [--data FILE] [--repeat N] [--out FILE]

prints `ms <median of the timed renders>` and `bytes <size of the last output>`. Loading the data is
not timed; making the figure and saving it is. Figures are 6.4 × 4 inches at 100 dpi (640 × 400),
matplotlib's default size, with its default settings (path simplification included); a case ending in
`png2` is saved at 200 dpi (1280 × 800), as a 2× PNG is.
"""
import io
import statistics
import sys
import time

import matplotlib

matplotlib.use("Agg")
matplotlib.rcParams["svg.hashsalt"] = "openchart"  # the same ids every run
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402


def render(case, x, y):
    fig, ax = plt.subplots(figsize=(6.4, 4), dpi=200 if case.endswith("png2") else 100)
    fmt = "png" if "png" in case else "pdf" if case.endswith("pdf") else "svg"
    if case.startswith("line"):
        ax.plot(x, y, linewidth=2)
    elif case.startswith("heatmap"):
        side = 1000
        i, j = np.meshgrid(np.arange(side) / side * 6, np.arange(side) / side * 4)
        ax.pcolormesh(np.sin(i) * np.cos(j) + 0.3 * np.sin(i * j))
    elif case.startswith("scatter-colored"):
        ax.scatter(x, y, c=y, s=(2 * (50 / np.pi) ** 0.5 * 0.72) ** 2)
    elif case.startswith("scatter") or case.startswith("pointplot"):
        ax.scatter(x, y, s=(2 * (50 / np.pi) ** 0.5 * 0.72) ** 2)  # the same 8-pixel circle as ours
    elif case == "bars-svg":
        names = [f"Item {i}" for i in range(12)]
        ax.bar(names, np.linspace(10, 90, 12))
    elif case == "function-svg":
        t = np.linspace(0, 20, 1000)
        ax.plot(t, np.sin(t) * np.exp(-t / 10))
    buffer = io.BytesIO()
    fig.savefig(buffer, format=fmt)
    plt.close(fig)
    return buffer.getvalue()


def main(argv):
    case = argv[1]
    options = dict(zip(argv[2::2], argv[3::2]))
    x = y = np.zeros(0)
    if "--data" in options:
        pairs = np.fromfile(options["--data"], dtype="<f8").reshape(-1, 2)
        x, y = pairs[:, 0].copy(), pairs[:, 1].copy()
    repeats = max(1, int(options.get("--repeat", "1")))
    times, output = [], b""
    for _ in range(repeats):
        start = time.perf_counter()
        output = render(case, x, y) if case != "baseline" else bytes(len(x))
        times.append(time.perf_counter() - start)
    if "--out" in options:
        with open(options["--out"], "wb") as f:
            f.write(output)
    print(f"ms {statistics.median(times) * 1000}")
    print(f"bytes {len(output)}")


if __name__ == "__main__":
    main(sys.argv)
