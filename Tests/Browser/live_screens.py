#!/usr/bin/env python3
"""Drives the live roulette in a real headless Chromium, against `openchart-live`.

    python3 Tests/Browser/live_screens.py [PATH_TO_openchart-live]

Without a path, the server is built with `swift build --product openchart-live`. The server runs
on a free port of 127.0.0.1 for the length of the run. The checks: a click on Spin turns the
wheel over three seconds with an ease-out (fast at first, slow at the end), the winner text
appears and names the sector under the pointer, two pages keep their own state, a reload starts
afresh, and a WebSocket from another origin is refused. The last line says `N passed, N failed`.
"""
import http.client
import os
import socket
import subprocess
import sys
import tempfile
import time

from selenium.webdriver.common.action_chains import ActionChains

from harness import ROOT, browser, check, run_checks

SECTORS = ["A", "B", "C", "D", "E"]


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def start_server(binary, port):
    process = subprocess.Popen([binary, str(port)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=ROOT)
    deadline = time.time() + 60
    while time.time() < deadline:
        try:
            c = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            c.request("GET", "/")
            if c.getresponse().status == 200:
                return process
        except OSError:
            time.sleep(0.2)
    process.kill()
    raise RuntimeError("openchart-live did not answer on port %d" % port)


def winner_for(angle):
    """The sector under the pointer at 12 o'clock after the wheel turned clockwise by `angle`
    degrees: the point that was at -angle, sectors running clockwise from 12 o'clock, 72° each."""
    under = (360 - angle % 360) % 360
    return SECTORS[int(under // 72)]


def open_page(d, url):
    d.get(url)
    deadline = time.time() + 10
    while time.time() < deadline and not d.execute_script("return !!window.ocLive && window.ocLive.connected() && window.ocLive.revision() > 0"):
        time.sleep(0.05)
    return d.execute_script("return !!window.ocLive && window.ocLive.connected()")


def click_spin(d):
    spin = [t for t in d.find_elements("css selector", "#oc-live svg text") if t.text.strip() == "Spin"]
    if not spin:
        return False
    ActionChains(d).move_to_element(spin[0]).click().perform()
    return True


def texts(d):
    # Read in one script: a push may replace the SVG between two element reads.
    return d.execute_script("return Array.from(document.querySelectorAll('#oc-live svg text')).map(function (t) { return t.textContent.trim(); })")


def angles(d):
    return d.execute_script("return window.ocLive.angles()")


def spin_and_judge(d, folder):
    check("the page connects to its session", open_page(d, BASE + "/"))
    check("the first render shows the wheel at rest", angles(d)[:1] == [0], angles(d))
    check("no winner before a spin", not any(t.startswith("当選: ") for t in texts(d)), texts(d))
    rev = d.execute_script("return window.ocLive.revision()")
    check("Spin is clicked", click_spin(d))
    t0 = time.time()
    deadline = t0 + 3
    while time.time() < deadline and d.execute_script("return window.ocLive.revision()") == rev:
        time.sleep(0.02)
    final = float(d.execute_script("return document.querySelector('#oc-live g[data-rotation]').getAttribute('data-rotation')"))
    check("the spin's target is three to six turns and less than one more", 1080 <= final < 2520, final)
    samples = []
    while time.time() - t0 < 2.8:
        samples.append((time.time() - t0, angles(d)[0]))
        time.sleep(0.1)
    d.save_screenshot(os.path.join(folder, "live-roulette-spinning.png"))
    shown = [a for _, a in samples]
    check("the wheel turns while the spin runs", len(shown) > 5 and shown[0] < final and max(shown) <= final + 0.01
          and all(b >= a - 0.01 for a, b in zip(shown, shown[1:])), shown[:10])
    # Ease-out: the first second covers far more than the last.
    early = [a for t, a in samples if t <= 1.0]
    late = [a for t, a in samples if t >= 1.9]
    if early and late:
        check("the spin slows with an ease-out", early[-1] - shown[0] > 2 * (late[-1] - late[0]), (early[-1], late[0], late[-1]))
    deadline = t0 + 6
    winner = None
    while time.time() < deadline:
        found = [t for t in texts(d) if t.startswith("当選: ")]
        if found:
            winner = found[0][len("当選: "):]
            break
        time.sleep(0.05)
    elapsed = time.time() - t0
    check("the winner text appears about three seconds after the click", winner is not None and 2.7 <= elapsed <= 5.5, (winner, elapsed))
    check("the wheel has stopped at its target", abs(angles(d)[0] - final) < 0.01, (angles(d), final))
    check("the winner names the sector under the pointer", winner == winner_for(final), (winner, final, winner_for(final)))
    d.save_screenshot(os.path.join(folder, "live-roulette-judged.png"))
    spin_and_judge.final = final


def separate_pages_and_reload(d, folder):
    first = d.current_window_handle
    d.switch_to.new_window("tab")
    check("a second page connects", open_page(d, BASE + "/"))
    check("a second page has its own state: the wheel at rest", angles(d)[:1] == [0], angles(d))
    check("a second page has no winner", not any(t.startswith("当選: ") for t in texts(d)), texts(d))
    d.close()
    d.switch_to.window(first)
    check("the first page keeps its spin", abs(angles(d)[0] - getattr(spin_and_judge, "final", -1)) < 0.01, angles(d))
    open_page(d, BASE + "/")
    check("a reload starts afresh", angles(d)[:1] == [0] and not any(t.startswith("当選: ") for t in texts(d)), (angles(d), texts(d)))


def other_origins_are_refused(d, folder):
    def upgrade(origin):
        c = http.client.HTTPConnection("127.0.0.1", PORT, timeout=5)
        headers = {"Connection": "Upgrade", "Upgrade": "websocket", "Sec-WebSocket-Version": "13",
                   "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Origin": origin}
        c.request("GET", "/live.ws", headers=headers)
        return c.getresponse().status
    check("a page of this server may connect", upgrade("http://127.0.0.1:%d" % PORT) == 101)
    check("a page of another origin may not", upgrade("https://evil.example") != 101)


def activity_screen_toggles(d, folder):
    check("the activity screen connects", open_page(d, BASE + "/activity"))
    before = texts(d)
    toggles = d.find_elements("css selector", "#oc-live svg .toggle")
    check("the activity screen draws a toggle", len(toggles) > 0)
    if not toggles:
        return
    rev = d.execute_script("return window.ocLive.revision()")
    ActionChains(d).move_to_element(toggles[0]).click().perform()
    deadline = time.time() + 3
    while time.time() < deadline and d.execute_script("return window.ocLive.revision()") == rev:
        time.sleep(0.02)
    check("a click on the toggle renders the screen again", d.execute_script("return window.ocLive.revision()") != rev)
    d.save_screenshot(os.path.join(folder, "live-activity.png"))


if __name__ == "__main__":
    binary = sys.argv[1] if len(sys.argv) > 1 else None
    if binary is None:
        subprocess.run(["swift", "build", "--product", "openchart-live"], cwd=ROOT, check=True)
        bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
        binary = os.path.join(bin_path, "openchart-live")
    PORT = free_port()
    BASE = "http://127.0.0.1:%d" % PORT
    server = start_server(binary, PORT)
    folder = tempfile.mkdtemp(prefix="live-screens-")
    try:
        run_checks(browser(window="420,900"), [spin_and_judge, separate_pages_and_reload, other_origins_are_refused,
                                                activity_screen_toggles], folder)
    finally:
        server.terminate()
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
