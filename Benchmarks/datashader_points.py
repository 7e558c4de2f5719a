"""datashader's answer to `openchart-bench --ten-million --only Point`: ten million points in three
normal clusters, aggregated on a 1,280 x 800 canvas (the PNG size OpenCharts draws, 640 x 400
points at 2x), shaded and written as a PNG. Warm: the first render (numba's compilation) is not
timed. Run the two in one shell, taking turns:

    python3 Benchmarks/datashader_points.py [RUNS]
"""
import io
import sys
import time

import datashader as ds
import datashader.transfer_functions as tf
import numpy as np
import pandas as pd

n = 10_000_000
rng = np.random.default_rng(7)
centres = np.array([(2, 2, 0.6), (-1, 3, 1.0), (0, -2, 0.4)])
c = centres[np.arange(n) % 3]
r = np.sqrt(-2 * np.log(np.maximum(rng.random(n), 1e-300)))
t = 2 * np.pi * rng.random(n)
df = pd.DataFrame({"x": c[:, 0] + c[:, 2] * r * np.cos(t), "y": c[:, 1] + c[:, 2] * r * np.sin(t)})


def render():
    canvas = ds.Canvas(plot_width=1280, plot_height=800)
    image = tf.shade(canvas.points(df, "x", "y"))
    out = io.BytesIO()
    image.to_pil().save(out, format="PNG")
    return out.getbuffer().nbytes


render()
times = []
for _ in range(int(sys.argv[1]) if len(sys.argv) > 1 else 5):
    t0 = time.perf_counter()
    size = render()
    times.append((time.perf_counter() - t0) * 1000)
times.sort()
print("datashader points 10,000,000 -> PNG 1280x800 %9.1f ms  best %8.1f ms  %d bytes" % (times[len(times) // 2], times[0], size))
