#!/usr/bin/env python3
"""Live screens against their budgets: figures to read, not a test that passes or fails.

    swift build -c release --product openchart-live
    python3 Benchmarks/live_latency.py "$(swift build -c release --show-bin-path)/openchart-live"

1. Click to frame: in headless Chromium, the time from a click to the first animation frame
   after the screen it led to arrived (the page's own `ocLive.latencies()`), for the roulette's
   Spin button and the activity screen's toggle. Budget: p95 <= 16 ms on loopback.
2. Many sessions: N bare WebSocket sessions on the controls screen, each moving the pointer over
   the chart R times a second (every move changes the selection, so every move renders), and the
   time from each move to the update it leads to. Budget: 200 sessions, p99 <= 50 ms. A session
   sends its next move only when the last one's update arrived (or 2 s passed: the move is then
   counted lost), so every move is timed to its own update, late moves delay the next, and the
   server's skipping of a move that a newer one waits behind never hides a move here.
3. Memory: the server's resident memory with those sessions open and idle, less before, per session.
   Budget: <= 2 MB.

Options: --clicks N (default 60), --sessions N (200), --rate R (5 moves a second), --seconds S (10),
--no-browser, --no-settle (click as soon as nothing animates, without waiting 0.3 s for the screen to be
still: a roulette click then often lands as the winner's own push arrives and fades in). A paired comparison: `--baseline OLD_BINARY --rounds K` runs the two servers in
turns (K each, the first of a round alternating) and prints each one's figures, the load average
at each turn, and the ratios old/new. Each many-session turn also prints the client's own CPU time
(it shares the machine's processors with the server) and the server's busiest threads: the one
serving the main queue builds every session's views. A server run with OPENCHART_LIVE_SUSPENDING=1
waits for the main actor suspended instead of blocking its threads (a wrapper script that sets it
and execs the binary serves as a second binary for a paired run).
"""
import argparse
import base64
import json
import os
import select
import socket
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Browser"))


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def percentile(values, p):
    if not values:
        return float("nan")
    v = sorted(values)
    k = min(len(v) - 1, max(0, int(round(p / 100 * (len(v) - 1)))))
    return v[k]


def cpu_seconds(pid):
    """The process's user and system time so far: on a busy machine a steadier figure than wall time."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def thread_cpu_seconds(pid):
    """The user and system time so far of the threads of each name: the event loops (`NIO-...`),
    the dispatch threads of the concurrency pool and of the main queue (which builds every
    session's views), by thread."""
    out = {}
    tick = os.sysconf("SC_CLK_TCK")
    try:
        tids = os.listdir("/proc/%d/task" % pid)
    except OSError:
        return out
    for tid in tids:
        try:
            with open("/proc/%d/task/%s/stat" % (pid, tid)) as f:
                fields = f.read().rsplit(")", 1)[1].split()
            with open("/proc/%d/task/%s/comm" % (pid, tid)) as f:
                name = f.read().strip()
        except OSError:
            continue
        out["%s %s" % (name, tid)] = (int(fields[11]) + int(fields[12])) / tick
    return out


def rss_kb(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


class Session:
    """A bare WebSocket client of one live page."""

    def __init__(self, port, path):
        self.s = socket.create_connection(("127.0.0.1", port), timeout=10)
        key = base64.b64encode(os.urandom(16)).decode()
        self.s.sendall(("GET %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                        "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:%d\r\n\r\n"
                        % (path, port, key, port)).encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.s.recv(1)
            if not chunk:
                raise EOFError("no upgrade")
            head += chunk
        self.buffer = b""
        self.parts = b""
        self.sent_at = None
        self.next_at = 0.0
        self.flip = False

    def send(self, text):
        data = text.encode()
        n = len(data)
        header = bytes([0x81]) + (bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + n.to_bytes(2, "big"))
        mask = os.urandom(4)
        self.s.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def feed(self):
        """Reads what arrived; the complete text messages in it."""
        chunk = self.s.recv(1 << 20)
        if not chunk:
            raise EOFError
        self.buffer += chunk
        out = []
        while len(self.buffer) >= 2:
            b0, b1 = self.buffer[0], self.buffer[1]
            n, at = b1 & 0x7F, 2
            if n == 126:
                if len(self.buffer) < 4:
                    break
                n, at = int.from_bytes(self.buffer[2:4], "big"), 4
            elif n == 127:
                if len(self.buffer) < 10:
                    break
                n, at = int.from_bytes(self.buffer[2:10], "big"), 10
            if len(self.buffer) < at + n:
                break
            payload, self.buffer = self.buffer[at:at + n], self.buffer[at + n:]
            if b0 & 0x0F in (9, 10):
                continue
            self.parts += payload
            if b0 & 0x80:
                out.append(self.parts)
                self.parts = b""
        return out

    def wait_message(self, seconds=10):
        deadline = time.time() + seconds
        while time.time() < deadline:
            r, _, _ = select.select([self.s], [], [], max(0, deadline - time.time()))
            if r:
                messages = self.feed()
                if messages:
                    return json.loads(messages[-1])
        return None


def start_server(binary, port):
    log = open(os.devnull, "w")
    process = subprocess.Popen([binary, str(port)], stdout=log, stderr=subprocess.STDOUT)
    deadline = time.time() + 60
    while time.time() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return process
        except OSError:
            time.sleep(0.2)
    process.kill()
    raise RuntimeError("the server did not start")


def click_to_frame(port, clicks, settle=True):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.common.exceptions import StaleElementReferenceException
    from harness import browser
    d = browser(window="420,900")
    results = {}
    try:
        for name, path, find in [("roulette Spin", "/", lambda: [t for t in d.find_elements("css selector", "#oc-live svg text") if t.text.strip() == "Spin"][0]),
                                 ("activity toggle", "/activity", lambda: d.find_element("css selector", "#oc-live svg .toggle"))]:
            d.get("http://127.0.0.1:%d%s" % (port, path))
            deadline = time.time() + 10
            while time.time() < deadline and not d.execute_script("return !!window.ocLive && window.ocLive.connected() && window.ocLive.revision() > 0"):
                time.sleep(0.05)
            for _ in range(clicks):
                # Each click starts from a still screen: a wheel still turning from the last spin
                # keeps software painting busy, which is the browser's time, not the update's. The
                # screen is still when nothing has animated and no render has come for 0.3 s: the
                # roulette's winner comes in a push of its own as the wheel stops, and fades in.
                if settle:
                    deadline = time.time() + 6
                    seen = d.execute_script("return window.ocLive.revision()")
                    still = time.time()
                    while time.time() < deadline and time.time() - still < 0.3:
                        time.sleep(0.05)
                        now_rev, busy = d.execute_script("return [window.ocLive.revision(), document.getElementById('oc-live').getAttribute('data-animating') === 'true']")
                        if now_rev != seen or busy:
                            seen, still = now_rev, time.time()
                else:
                    deadline = time.time() + 6
                    while time.time() < deadline and d.execute_script("return document.getElementById('oc-live').getAttribute('data-animating') === 'true'"):
                        time.sleep(0.05)
                rev = d.execute_script("return window.ocLive.revision()")
                # A render may replace the element between finding it and clicking it (the
                # roulette's winner arrives three seconds after its spin): find it again.
                for attempt in range(20):
                    try:
                        ActionChains(d).move_to_element(find()).click().perform()
                        break
                    except StaleElementReferenceException:
                        time.sleep(0.05)
                deadline = time.time() + 2
                while time.time() < deadline and d.execute_script("return window.ocLive.revision()") == rev:
                    time.sleep(0.005)
                time.sleep(0.05)
            results[name] = d.execute_script("return window.ocLive.latencies()")
            parts = d.execute_script("return window.ocLive.latencyParts ? window.ocLive.latencyParts() : []") or []
            if parts:
                print("  %s: click to arrival p50 %.1f p95 %.1f ms; applying p50 %.1f p95 %.1f ms; to the frame p50 %.1f p95 %.1f ms"
                      % (name, percentile([p[0] for p in parts], 50), percentile([p[0] for p in parts], 95),
                         percentile([p[1] for p in parts], 50), percentile([p[1] for p in parts], 95),
                         percentile([p[2] for p in parts], 50), percentile([p[2] for p in parts], 95)), flush=True)
    finally:
        d.quit()
    return results


def many_sessions(port, process, count, rate, seconds):
    before = rss_kb(process.pid)
    sessions = []
    for _ in range(count):
        s = Session(port, "/controls/live.ws")
        s.send(json.dumps({"type": "hello", "width": 390}))
        first = s.wait_message()
        s.chart = next((t for t in first.get("targets", []) if len(t) > 5 and t[5] & 4), None) if first else None
        sessions.append(s)
    time.sleep(1.0)
    idle = rss_kb(process.pid)
    latencies, lost = [], 0
    cpu_start = cpu_seconds(process.pid)
    threads_start = thread_cpu_seconds(process.pid)
    client_start = sum(os.times()[:2])
    start = time.time()
    for i, s in enumerate(sessions):
        s.next_at = start + (i / max(1, count)) / rate
    by_socket = {s.s: s for s in sessions if s.chart}
    while time.time() - start < seconds:
        now = time.time()
        for s in by_socket.values():
            if s.sent_at is None and now >= s.next_at:
                _, x, y, w, h = s.chart[:5]
                s.flip = not s.flip
                # Over the second bar, then the fourth: every move changes the selection.
                fx = 0.3 if s.flip else 0.7
                s.send(json.dumps({"type": "pointer", "phase": "move", "x": x + fx * w, "y": y + h / 2}))
                s.sent_at = now
                s.next_at = now + 1 / rate
            elif s.sent_at is not None and now - s.sent_at > 2:
                lost += 1
                s.sent_at = None
        readable, _, _ = select.select(list(by_socket), [], [], 0.002)
        got = time.time()
        for sock in readable:
            s = by_socket[sock]
            if s.feed() and s.sent_at is not None:
                latencies.append((got - s.sent_at) * 1000)
                s.sent_at = None
    cpu = cpu_seconds(process.pid) - cpu_start
    elapsed = time.time() - start
    client = sum(os.times()[:2]) - client_start
    threads_end = thread_cpu_seconds(process.pid)
    busy = sorted(((v - threads_start.get(k, 0.0), k) for k, v in threads_end.items()), reverse=True)
    # The busiest threads' share of the wall time: one thread serves the main queue, where views are built.
    print("  server CPU %.2f s, client CPU %.2f s, over %.1f s; threads: %s"
          % (cpu, client, elapsed, ", ".join("%s %.0f%%" % (k, 100 * v / max(1e-9, elapsed)) for v, k in busy[:6] if v > 0)), flush=True)
    for s in sessions:
        s.s.close()
    return latencies, lost, before, idle, cpu


def run_one(binary, a, browser):
    """One server of `binary`: its click-to-frame latencies (when `browser`) and its many-session figures."""
    port = free_port()
    process = start_server(binary, port)
    try:
        clicks = click_to_frame(port, a.clicks, not a.no_settle) if browser else {}
        if browser:
            time.sleep(1)
        many = many_sessions(port, process, a.sessions, a.rate, a.seconds) if a.sessions > 0 else ([], 0, 0, 0, 0.0)
        return clicks, many
    finally:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()


def report(label, clicks, latencies, lost, cpu, memory):
    for name, values in clicks.items():
        print("%sclick to frame, %-16s n=%d  p50 %.1f ms  p95 %.1f ms  max %.1f ms"
              % (label, name, len(values), percentile(values, 50), percentile(values, 95), max(values) if values else float("nan")))
    if latencies or lost:
        print("%smoves: n=%d  p50 %.1f ms  p95 %.1f ms  p99 %.1f ms  lost %d"
              % (label, len(latencies), percentile(latencies, 50), percentile(latencies, 95), percentile(latencies, 99), lost))
        print("%sserver CPU: %.2f s, %.3f ms a move answered" % (label, cpu, cpu * 1000 / max(1, len(latencies))))
    for before, idle in memory:
        print("%smemory: %.1f MB before, %.1f MB with idle sessions: %.2f MB a session"
              % (label, before / 1024, idle / 1024, (idle - before) / 1024 / max(1, a_sessions)))


a_sessions = 1


def main():
    global a_sessions
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--baseline", help="a second server binary, run in turns with the first for a paired comparison")
    ap.add_argument("--rounds", type=int, default=1, help="turns of each binary (with --baseline)")
    ap.add_argument("--clicks", type=int, default=60)
    ap.add_argument("--sessions", type=int, default=200)
    ap.add_argument("--rate", type=float, default=5)
    ap.add_argument("--seconds", type=float, default=10)
    ap.add_argument("--no-browser", action="store_true")
    ap.add_argument("--no-settle", action="store_true",
                    help="click as soon as nothing animates, as before: a roulette click then often meets the winner's push and fade")
    a = ap.parse_args()
    a_sessions = max(1, a.sessions)
    binaries = [("new", a.binary)] + ([("old", a.baseline)] if a.baseline else [])
    totals = {name: {"clicks": {}, "lat": [], "lost": 0, "cpu": 0.0, "mem": []} for name, _ in binaries}
    for r in range(max(1, a.rounds)):
        # Taking turns, and the first of a round alternating, so that neither always meets the machine's same load.
        order = binaries if r % 2 == 0 else list(reversed(binaries))
        for name, binary in order:
            load = os.getloadavg()
            clicks, (latencies, lost, before, idle, cpu) = run_one(binary, a, not a.no_browser)
            t = totals[name]
            for k, v in clicks.items():
                t["clicks"].setdefault(k, []).extend(v)
            t["lat"] += latencies
            t["lost"] += lost
            t["cpu"] += cpu
            t["mem"].append((before, idle))
            print("round %d %s: load %.1f %.1f %.1f; moves n=%d p99 %.1f ms; CPU %.3f ms a move"
                  % (r + 1, name, load[0], load[1], load[2], len(latencies), percentile(latencies, 99),
                     cpu * 1000 / max(1, len(latencies))), flush=True)
    print("%d sessions, %.0f moves/s each for %.0f s a turn, %d turn(s) each" % (a.sessions, a.rate, a.seconds, max(1, a.rounds)))
    for name, _ in binaries:
        t = totals[name]
        report("%s: " % name if a.baseline else "", t["clicks"], t["lat"], t["lost"], t["cpu"], t["mem"])
    if a.baseline:
        n, o = totals["new"], totals["old"]
        cn = n["cpu"] * 1000 / max(1, len(n["lat"]))
        co = o["cpu"] * 1000 / max(1, len(o["lat"]))
        if n["lat"] and o["lat"]:
            print("old/new: p50 %.2fx  p95 %.2fx  p99 %.2fx  CPU a move %.2fx"
                  % (percentile(o["lat"], 50) / max(1e-9, percentile(n["lat"], 50)),
                     percentile(o["lat"], 95) / max(1e-9, percentile(n["lat"], 95)),
                     percentile(o["lat"], 99) / max(1e-9, percentile(n["lat"], 99)), co / max(1e-9, cn)))
        for k in n["clicks"]:
            if k in o["clicks"]:
                print("old/new click to frame %s: p50 %.2fx  p95 %.2fx" % (k, percentile(o["clicks"][k], 50) / max(1e-9, percentile(n["clicks"][k], 50)),
                      percentile(o["clicks"][k], 95) / max(1e-9, percentile(n["clicks"][k], 95))))


if __name__ == "__main__":
    main()
