"""The 3D charts of Chart3DBenchmark.swift in matplotlib, drawn RUNS times in one process; prints the
median and best milliseconds and the output's size.

    python3 matplotlib_3d.py surface RUNS [OUT.png]   sin(x)·cos(z) on 100 x 100 cells, plot_surface, 2x PNG (800 x 800)
    python3 matplotlib_3d.py scatter RUNS [OUT.svg]   10,000 random points, 3D scatter, SVG
"""
import io, random, sys, time
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

kind = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 20
out = sys.argv[3] if len(sys.argv) > 3 else None

xs = np.linspace(-5, 5, 101)
X, Z = np.meshgrid(xs, xs)
Y = np.sin(X) * np.cos(Z)
rng = random.Random(7)
points = np.array([[rng.random(), rng.random(), rng.random()] for _ in range(10_000)])

def render():
    fig = plt.figure(figsize=(400 / 72, 400 / 72), dpi=144)
    ax = fig.add_subplot(projection="3d")
    buf = io.BytesIO()
    if kind == "surface":
        # matplotlib's z is up: the chart's y.
        ax.plot_surface(X, Z, Y, rstride=1, cstride=1, cmap="viridis", linewidth=0, antialiased=False)
        fig.savefig(buf, format="png", dpi=144, metadata={"Software": None})
    else:
        ax.scatter(points[:, 0], points[:, 2], points[:, 1], s=8)
        fig.savefig(buf, format="svg")
    plt.close(fig)
    return buf.getvalue()

data = render()
times, cpu = [], []
for _ in range(runs):
    t0, c0 = time.perf_counter(), time.process_time()
    data = render()
    times.append(time.perf_counter() - t0)
    cpu.append(time.process_time() - c0)
times.sort()
cpu.sort()
if out:
    open(out, "wb").write(data)
print("matplotlib median %.2f ms  best %.2f ms  cpu median %.2f ms  %d bytes" % (times[len(times) // 2] * 1000, times[0] * 1000, cpu[len(cpu) // 2] * 1000, len(data)))
