#!/usr/bin/env python3
"""OpenCharts against matplotlib, case by case, on this machine.

    python3 Benchmarks/compare-matplotlib.py [--rounds 5] [--no-build] [--quick] [--only TEXT]

Installs matplotlib and numpy from PyPI into a scratch virtual environment (.build/peer-venv), builds
openchart-bench in release, writes the data both sides read (little-endian float64 pairs), then runs
every case through both libraries in turns: one process per measurement, alternating which goes
first, for several rounds. Each process reports the median of its own timed renders (data loading is
not timed). The ratio printed is the median over rounds of matplotlib's time divided by ours, so above
1 means OpenCharts is faster. The cold case times a whole process drawing a small chart. Peak memory is
the child's maximum resident set above a process that only loads the same data.

When matplotlib cannot be installed (no network, no pip), it says so and exits 0.
"""
import array
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.join(ROOT, "Benchmarks")


def say(*parts):
    print(*parts, flush=True)


def venv_python():
    venv = os.path.join(ROOT, ".build", "peer-venv")
    python = os.path.join(venv, "bin", "python")
    try:
        if not os.path.exists(python):
            subprocess.run([sys.executable, "-m", "venv", venv], check=True, capture_output=True)
        probe = subprocess.run([python, "-c", "import matplotlib, numpy"], capture_output=True)
        if probe.returncode != 0:
            say("installing matplotlib and numpy from PyPI into", venv, "...")
            subprocess.run([python, "-m", "pip", "install", "-q", "matplotlib", "numpy"], check=True,
                           capture_output=True, timeout=600)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as error:
        detail = getattr(error, "stderr", b"") or b""
        say("matplotlib could not be installed from PyPI, so there is nothing to compare against:",
            (detail.decode(errors="replace").strip().splitlines() or [str(error)])[-1])
        sys.exit(0)
    return python


def bench_binary(build):
    if build:
        say("building openchart-bench in release ...")
        subprocess.run(["swift", "build", "-c", "release", "--product", "openchart-bench"], cwd=ROOT, check=True)
    bin_dir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                             capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_dir, "openchart-bench")


def write_walk(path, n, seed=1):
    rng, y, values = random.Random(seed), 0.0, array.array("d")
    for i in range(n):
        y += rng.uniform(-1, 1)
        values.append(float(i)); values.append(y)
    if sys.byteorder != "little":
        values.byteswap()
    with open(path, "wb") as f:
        values.tofile(f)


def write_scatter(path, n, seed=2):
    rng, values = random.Random(seed), array.array("d")
    for _ in range(n):
        values.append(rng.uniform(0, 100)); values.append(rng.uniform(0, 50))
    if sys.byteorder != "little":
        values.byteswap()
    with open(path, "wb") as f:
        values.tofile(f)


def run(command):
    """Runs one process; returns (its report, wall seconds, peak resident KiB)."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as out_file, tempfile.TemporaryFile() as err_file:
        process = subprocess.Popen(command, stdout=out_file, stderr=err_file)
        # wait4 rather than wait: it reports this child's own peak memory.
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        out_file.seek(0); err_file.seek(0)
        out, err = out_file.read(), err_file.read()
    if process.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed: {err.decode(errors='replace')}")
    report = dict(line.split(" ", 1) for line in out.decode().splitlines() if " " in line)
    return report, wall, usage.ru_maxrss


def main():
    args = sys.argv[1:]
    rounds = int(args[args.index("--rounds") + 1]) if "--rounds" in args else 5
    quick = "--quick" in args
    python = venv_python()
    ours = bench_binary("--no-build" not in args)
    peer = os.path.join(HERE, "peer_matplotlib.py")
    scratch = tempfile.mkdtemp(prefix="openchart-peer-")
    data = {}
    for name, n, writer in [("walk1m", 1_000_000, write_walk), ("walk100k", 100_000, write_walk),
                            ("scatter100k", 100_000, write_scatter), ("scatter1m", 1_000_000, write_scatter)]:
        data[name] = os.path.join(scratch, name + ".f64")
        writer(data[name], n)

    # (label, our case, their case, data, repeats per process)
    cases = [
        ("line 1,000,000 → SVG (ForEach + LineMark)", "line-svg", "line-svg", "walk1m", 3),
        ("line 1,000,000 → SVG (LinePlot)", "lineplot-svg", "line-svg", "walk1m", 3),
        ("line 100,000 → SVG", "line-svg", "line-svg", "walk100k", 5),
        ("line 1,000,000 → PNG", "line-png", "line-png", "walk1m", 3),
        ("line 100,000 → PNG", "line-png", "line-png", "walk100k", 5),
        ("line 1,000,000 → 2× PNG (ForEach + LineMark)", "line-png2", "line-png2", "walk1m", 3),
        ("line 1,000,000 → 2× PNG (LinePlot)", "lineplot-png2", "line-png2", "walk1m", 3),
        ("scatter 100,000 → SVG (ForEach + PointMark)", "scatter-svg", "scatter-svg", "scatter100k", 3),
        ("scatter 100,000 → SVG (PointPlot)", "pointplot-svg", "scatter-svg", "scatter100k", 3),
        ("scatter 1,000,000 coloured by value → 2× PNG", "scatter-colored-png2", "scatter-colored-png2", "scatter1m", 3),
        ("scatter 1,000,000 coloured by value → 2× PNG (ForEach)", "scatter-colored-foreach-png2", "scatter-colored-png2",
         "scatter1m", 3),
        ("heat map 1,000 × 1,000 → 2× PNG (ForEach + RectangleMark)", "heatmap-png2", "heatmap-png2", None, 3),
        ("heat map 1,000 × 1,000 → 2× PNG (RectanglePlot)", "heatmap-plot-png2", "heatmap-png2", None, 3),
        ("heat map 1,000 × 1,000 → 2× PNG (xStart/xEnd)", "heatmap-interval-png2", "heatmap-png2", None, 3),
        ("heat map 1,000 × 1,000 → 2× PNG (nested ForEach)", "heatmap-nested-png2", "heatmap-png2", None, 3),
        ("heat map 1,000 × 1,000 → SVG", "heatmap-svg", "heatmap-svg", None, 3),
        ("scatter 100,000 → PDF (PointPlot)", "scatter-pdf", "scatter-pdf", "scatter100k", 3),
        ("12 bars → SVG", "bars-svg", "bars-svg", None, 20),
        ("function, 1,000 samples → SVG", "function-svg", "function-svg", None, 20),
    ]
    if quick:
        cases = [c for c in cases if "1,000,000" not in c[0]]
    if "--only" in args:
        only = args[args.index("--only") + 1]
        cases = [c for c in cases if only in c[0]]
    say(f"{rounds} rounds; times are medians of each process's timed renders, ratios medians of per-round pairs\n")
    say(f"{'case':48} {'OpenCharts':>12} {'matplotlib':>12} {'ratio':>16}   sizes")
    for label, our_case, their_case, data_name, repeats in cases:
        extra = (["--data", data[data_name]] if data_name else []) + ["--repeat", str(repeats)]
        pairs, ours_ms, theirs_ms, sizes = [], [], [], (0, 0)
        for r in range(rounds):
            our_cmd = [ours, "--peer", our_case] + extra + ["--out", os.path.join(scratch, "ours")]
            their_cmd = [python, peer, their_case] + extra + ["--out", os.path.join(scratch, "theirs")]
            order = [our_cmd, their_cmd] if r % 2 == 0 else [their_cmd, our_cmd]
            reports = {id(c): run(c)[0] for c in order}
            a, b = float(reports[id(our_cmd)]["ms"]), float(reports[id(their_cmd)]["ms"])
            ours_ms.append(a); theirs_ms.append(b); pairs.append(b / a)
            sizes = (int(reports[id(our_cmd)]["bytes"]), int(reports[id(their_cmd)]["bytes"]))
        ratio = statistics.median(pairs)
        words = f"{ratio:.2f}× faster" if ratio >= 1 else f"{1 / ratio:.2f}× slower"
        say(f"{label:48} {statistics.median(ours_ms):9.1f} ms {statistics.median(theirs_ms):9.1f} ms {words:>16}   "
            f"{sizes[0] / 1e6:.2f} MB vs {sizes[1] / 1e6:.2f} MB")

    # A whole process drawing 12 bars: start-up, imports, fonts and all.
    pairs, ours_s, theirs_s = [], [], []
    for r in range(rounds):
        a = run([ours, "--peer", "bars-svg", "--out", os.path.join(scratch, "ours")])[1]
        b = run([python, peer, "bars-svg", "--out", os.path.join(scratch, "theirs")])[1]
        ours_s.append(a); theirs_s.append(b); pairs.append(b / a)
    say(f"{'cold process, 12 bars → SVG':48} {statistics.median(ours_s) * 1000:9.1f} ms "
        f"{statistics.median(theirs_s) * 1000:9.1f} ms {statistics.median(pairs):14.2f}× faster")

    # Peak memory of a million-point line above a process that only loads the same 16 MB.
    if not quick:
        input_mib = os.path.getsize(data["walk1m"]) / 2**20
        say("")
        for label, our_case in [("peak memory, LinePlot 1,000,000", "lineplot-svg"),
                                ("peak memory, ForEach + LineMark 1,000,000", "line-svg")]:
            base = min(run([ours, "--peer", "baseline", "--data", data["walk1m"]])[2] for _ in range(2))
            peak = min(run([ours, "--peer", our_case, "--data", data["walk1m"]])[2] for _ in range(2))
            their_base = run([python, peer, "baseline", "--data", data["walk1m"]])[2]
            theirs = run([python, peer, "line-svg", "--data", data["walk1m"]])[2]
            above, their_above = (peak - base) / 1024, (theirs - their_base) / 1024
            say(f"{label:48} {above:7.1f} MiB ({above / input_mib:.1f}× input) vs matplotlib "
                f"{their_above:.1f} MiB ({their_above / input_mib:.1f}× input)")


if __name__ == "__main__":
    main()
