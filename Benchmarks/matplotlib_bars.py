"""The 12-bar chart of PNGBenchmark.swift in matplotlib: 400 x 280 points at 2x (800 x 560 pixels),
drawn RUNS times in one process; prints the median and best milliseconds per PNG and the file size.

    python3 matplotlib_bars.py RUNS [OUT.png] [--no-text]
"""
import io, sys, time
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
sales = [42, 51, 38, 66, 74, 58, 81, 77, 63, 55, 47, 69]
runs = int(sys.argv[1]) if len(sys.argv) > 1 else 20
out = next((a for a in sys.argv[2:] if not a.startswith("--")), None)
no_text = "--no-text" in sys.argv

def render():
    fig = plt.figure(figsize=(400 / 72, 280 / 72), dpi=144)
    ax = fig.add_subplot()
    ax.bar(months, sales, color="#007aff")
    ax.yaxis.tick_right()
    ax.grid(axis="y", color="#d1d1d6", linewidth=0.5)
    if no_text:
        ax.set_xticklabels([]); ax.set_yticklabels([])
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=144, metadata={"Software": None})
    plt.close(fig)
    return buf.getvalue()

png = render()
times = []
for _ in range(runs):
    t0 = time.perf_counter()
    png = render()
    times.append(time.perf_counter() - t0)
times.sort()
if out:
    open(out, "wb").write(png)
print("matplotlib median %.2f ms  best %.2f ms  %d bytes%s" % (times[len(times) // 2] * 1000, times[0] * 1000, len(png),
      " (no text)" if no_text else ""))
