#!/usr/bin/env python3
"""Drives the live roulette in a real headless Chromium, against `openchart-live`.

    python3 Tests/Browser/live_screens.py [PATH_TO_openchart-live]

Without a path, the server is built with `swift build --product openchart-live`. The server runs
on a free port of 127.0.0.1 for the length of the run. The checks: a click on Spin turns the
wheel over three seconds with an ease-out (fast at first, slow at the end), the winner text
appears and names the sector under the pointer, two pages keep their own state, a reload starts
afresh, a WebSocket from another origin is refused, and on the controls screen a menu picker, a
slider drag, a toggle, the pointer over the chart and a text field change what is drawn; on the
tween screen a change animated over a second grows the bars and turns their colour through
the values between, rolls the count and scales a note in, and a change mid-way starts from what is shown; on the
stores screen a row pushes the store's chart, an alert runs its button, the back button pops, and
a sheet of filters opens, filters the list and closes; on the scrolling year a drag scrolls the
window, its header and its labels, and it rests on a whole day. The last line says `N passed, N failed`.
"""
import base64
import http.client
import json
import os
import socket
import subprocess
import sys
import tempfile
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.keys import Keys

from harness import ROOT, browser, check, run_checks

SECTORS = ["A", "B", "C", "D", "E"]


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


LOG = tempfile.NamedTemporaryFile(prefix="openchart-live-", suffix=".log", delete=False)


def start_server(binary, port):
    # The log goes to a file: a pipe nobody reads would stall the server once full.
    process = subprocess.Popen([binary, str(port)], stdout=LOG, stderr=subprocess.STDOUT, cwd=ROOT)
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
    # Each sample is taken with the page's own time since its turn started, as the page tweens
    # by it: a busy machine delays the samples, not the clock they are read against.
    samples = []
    while time.time() - t0 < 4:
        elapsed, shown_now = d.execute_script("return [window.ocLive.spinElapsed(), window.ocLive.angles()[0]]")
        if elapsed is None:
            if samples:
                break
        else:
            samples.append((elapsed, shown_now))
            if elapsed >= 2.8:
                break
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
    check("the winner came as a patch of what changed, not a whole screen", d.execute_script("return window.ocLive.patches()") >= 1)
    check("the winner fades in: its text follows selectedItem with animation(.default, value:)",
          d.execute_script("return window.ocLive.fades()") >= 1)
    time.sleep(0.5)      # the tween started when the render reached the page, a moment after the click
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


class Socket:
    """A bare WebSocket client, to send what no page would."""

    def __init__(self, origin=None):
        self.s = socket.create_connection(("127.0.0.1", PORT), timeout=5)
        key = base64.b64encode(os.urandom(16)).decode()
        origin = origin or "http://127.0.0.1:%d" % PORT
        self.s.sendall(("GET /live.ws HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                        "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\nOrigin: %s\r\n\r\n" % (PORT, key, origin)).encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.s.recv(1)
            if not chunk:
                break
            head += chunk
        self.status = int(head.split(b" ")[1]) if head else 0

    def send(self, payload, opcode=1):
        data = payload.encode() if isinstance(payload, str) else payload
        n = len(data)
        header = bytes([0x80 | opcode])
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 65536:
            header += bytes([0x80 | 126]) + n.to_bytes(2, "big")
        else:
            header += bytes([0x80 | 127]) + n.to_bytes(8, "big")
        mask = os.urandom(4)
        self.s.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def _exact(self, n):
        out = b""
        while len(out) < n:
            chunk = self.s.recv(n - len(out))
            if not chunk:
                raise EOFError
            out += chunk
        return out

    def receive(self):
        """The next message's opcode and text, continuation frames joined."""
        text, opcode = b"", None
        while True:
            b0, b1 = self._exact(2)
            n = b1 & 0x7F
            if n == 126:
                n = int.from_bytes(self._exact(2), "big")
            elif n == 127:
                n = int.from_bytes(self._exact(8), "big")
            payload = self._exact(n)
            if opcode is None:
                opcode = b0 & 0x0F
            if opcode in (9, 10):      # ping, pong: not messages
                opcode = None
                continue
            text += payload
            if b0 & 0x80:
                return opcode, text.decode("utf-8", "replace")

    def render(self):
        """The next render message, skipping nothing else."""
        opcode, text = self.receive()
        return json.loads(text) if opcode == 1 else {"opcode": opcode}


def hostile_messages_are_dropped(d, folder):
    ws = Socket()
    check("a bare client of this origin is upgraded", ws.status == 101, ws.status)
    ws.send(json.dumps({"type": "hello", "width": 390}))
    first = ws.render()
    check("it gets the screen", first.get("type") == "render" and "<svg" in first.get("svg", ""))
    for junk in ["not json", "{}", "[1,2,3]", '{"type":"tap"}', '{"type":"tap","x":"1e999","y":2}',
                 '{"type":"eval","code":"process.exit()"}', '{"type":"activate","id":99999}',
                 '{"type":"tap","x":1e308,"y":-1e308}', '{"type":"resize","width":1e300}', "\u0000\uffff",
                 '{"type":' * 300, '{"type":"pointer","phase":"fly","x":1,"y":1}', '{"type":"pointer","phase":"down","x":1e308,"y":1}',
                 '{"type":"pointer","phase":"move"}', '{"type":"text","text":5}', '{"type":"text"}', '{"type":"submit"}',
                 '{"type":"pointer","phase":"down","x":-99999999,"y":5}']:
        ws.send(junk)
    ws.send(b"\x00\x01binary", opcode=2)
    for _ in range(400):
        ws.send('{"type":"tap","x":1,"y":1}')
    time.sleep(1.2)
    ws.send(json.dumps({"type": "hello", "width": 390}))
    again = ws.render()
    while again.get("type") == "render" and again.get("rev", 0) <= first.get("rev", 0):
        again = ws.render()
    check("after junk, a flood and a huge width the session still answers", again.get("type") == "render", again.get("type"))
    check("a width past the limit is laid out at the widest page", again.get("width") == 4096, again.get("width"))
    ws.send("x" * 20000)
    closed = False
    try:
        # Renders already on their way come first; then the close, or the end of the stream.
        for _ in range(10):
            if ws.receive()[0] == 8:
                closed = True
                break
    except (EOFError, OSError):
        closed = True
    check("an oversized message ends its connection", closed)
    other = Socket()
    other.send(json.dumps({"type": "hello", "width": 390}))
    check("the server serves the next page", other.render().get("type") == "render")
    other.s.close()
    time.sleep(0.3)
    LOG.flush()
    log = open(LOG.name, encoding="utf-8", errors="replace").read()
    check("malformed messages are logged", "dropped a malformed message" in log)
    check("unknown types are logged, escaped", "dropped a message of unknown type eval" in log)
    check("the flood is logged", "events over the rate limit" in log)
    check("unknown targets are logged", "unknown target" in log)
    check("pointer events without a phase and a point are logged", "dropped a pointer event" in log)
    check("text events without text are logged", "dropped a text event without text" in log)


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


def keyboard_reaches_controls(d, folder):
    """Tab moves a focus ring over the activity screen's controls; on the toggle, the space bar
    runs its action as a tap would (the screen renders again), and Escape takes the ring away."""
    check("the activity screen connects for the keyboard", open_page(d, BASE + "/activity"))
    toggles = d.find_elements("css selector", "#oc-live svg .toggle")
    check("the activity screen draws a toggle to reach", len(toggles) > 0)
    if not toggles:
        return
    goal = toggles[0].rect
    ring_js = """var r = document.getElementById('oc-live-focus');
      if (!r || r.style.display === 'none') { return null; }
      var b = r.getBoundingClientRect(); return [b.left, b.top, b.width, b.height];"""

    def over_toggle(box):
        cx, cy = goal["x"] + goal["width"] / 2, goal["y"] + goal["height"] / 2
        return box is not None and box[0] <= cx <= box[0] + box[2] and box[1] <= cy <= box[1] + box[3]

    ActionChains(d).send_keys(Keys.TAB).perform()
    first = d.execute_script(ring_js)
    check("Tab shows a focus ring over a control", first is not None and first[2] > 4 and first[3] > 4, first)
    box = first
    for _ in range(20):
        if over_toggle(box):
            break
        ActionChains(d).send_keys(Keys.TAB).perform()
        box = d.execute_script(ring_js)
    check("Tab reaches the toggle", over_toggle(box), (box, goal))
    d.save_screenshot(os.path.join(folder, "live-keyboard-focus.png"))
    rev = d.execute_script("return window.ocLive.revision()")
    ActionChains(d).send_keys(Keys.SPACE).perform()
    check("the space bar on the focused toggle renders the screen again", wait_revision(d, rev))
    check("the ring stays on the toggle after the render", over_toggle(d.execute_script(ring_js)), d.execute_script(ring_js))
    ActionChains(d).send_keys(Keys.ESCAPE).perform()
    check("Escape takes the ring away", d.execute_script(ring_js) is None)


def png_pixels(data):
    """The width, height and RGB rows of a PNG screenshot (8-bit RGB or RGBA, not interlaced)."""
    import struct
    import zlib
    pos, chunks, width, height, kind = 8, [], 0, 0, 6
    while pos < len(data):
        n, tag = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if tag == b"IHDR":
            width, height, _, kind = struct.unpack(">IIBB", body[:10])
        elif tag == b"IDAT":
            chunks.append(body)
        pos += 12 + n
    raw = zlib.decompress(b"".join(chunks))
    bpp = 4 if kind == 6 else 3
    stride = width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, bpp)])
        prev = line
    return width, height, rows


def colour_counts(d):
    """How many pixels of the screen are strongly red, green, orange and purple."""
    _, _, rows = png_pixels(d.get_screenshot_as_png())
    counts = {"red": 0, "green": 0, "orange": 0}
    for row in rows:
        for r, g, b in row:
            if r > 200 and g < 110 and b < 110:
                counts["red"] += 1
            elif g > 150 and r < 140 and b < 140:
                counts["green"] += 1
            elif r > 220 and 120 < g < 190 and b < 80:
                counts["orange"] += 1
    return counts


def wait_revision(d, rev, seconds=3):
    deadline = time.time() + seconds
    while time.time() < deadline and d.execute_script("return window.ocLive.revision()") == rev:
        time.sleep(0.02)
    time.sleep(0.1)
    return d.execute_script("return window.ocLive.revision()") != rev


def text_element(d, text):
    found = [t for t in d.find_elements("css selector", "#oc-live svg text") if t.text.strip() == text]
    return found[-1] if found else None


def controls_change_the_chart(d, folder):
    check("the controls screen connects", open_page(d, BASE + "/controls"))
    check("it shows apples", "Apples sold" in texts(d), texts(d))
    before = colour_counts(d)
    check("the bars are drawn in red", before["red"] > 2000, before)
    d.save_screenshot(os.path.join(folder, "live-controls.png"))

    # The menu picker: a tap opens its menu over the screen, a tap on an option picks it.
    rev = d.execute_script("return window.ocLive.revision()")
    ActionChains(d).move_to_element(text_element(d, "Apples")).click().perform()
    check("a tap on the menu picker renders again", wait_revision(d, rev))
    check("the menu is drawn over the screen", d.execute_script("return !!document.querySelector('#oc-live svg .menu')"))
    check("the menu lists every option", all(t in texts(d) for t in ["Apples", "Pears", "Plums"]), texts(d))
    d.save_screenshot(os.path.join(folder, "live-controls-menu.png"))
    rev = d.execute_script("return window.ocLive.revision()")
    ActionChains(d).move_to_element(text_element(d, "Pears")).click().perform()
    check("a tap on an option renders again", wait_revision(d, rev))
    check("the option chose the fruit", "Pears sold" in texts(d), texts(d))
    check("the menu closed", not d.execute_script("return !!document.querySelector('#oc-live svg .menu')"))
    after = colour_counts(d)
    check("the bars turned green", after["green"] > 1000 and after["red"] < before["red"] / 4, (before, after))

    # A tap outside an open menu closes it and changes nothing else.
    rev = d.execute_script("return window.ocLive.revision()")
    ActionChains(d).move_to_element(text_element(d, "Pears")).click().perform()
    wait_revision(d, rev)
    rev = d.execute_script("return window.ocLive.revision()")
    ActionChains(d).move_to_element(text_element(d, "Pears sold")).click().perform()
    check("a tap outside the menu closes it", wait_revision(d, rev)
          and not d.execute_script("return !!document.querySelector('#oc-live svg .menu')") and "Pears sold" in texts(d))

    # The slider: a drag along its track sets the discount, which raises the bars.
    total = [t for t in texts(d) if t.startswith("Total: ")]
    slider = d.find_element("css selector", "#oc-live svg .slider")
    width = slider.size["width"]
    rev = d.execute_script("return window.ocLive.revision()")
    moves = d.execute_script("return window.ocLive.moves()")
    chain = ActionChains(d).move_to_element_with_offset(slider, -width // 2 + 14, 0).click_and_hold()
    for _ in range(6):
        chain.move_by_offset(width // 10, 0).pause(0.05)
    chain.release().perform()
    wait_revision(d, rev)
    time.sleep(0.3)
    discount = [t for t in texts(d) if t.startswith("Discount: ")]
    check("a drag on the slider sets the discount", discount and discount[0] not in ("Discount: 0%",), discount)
    check("the drag was sent as pointer moves", d.execute_script("return window.ocLive.moves()") > moves)
    check("the total follows the discount", [t for t in texts(d) if t.startswith("Total: ")] != total, (total, texts(d)))
    d.save_screenshot(os.path.join(folder, "live-controls-slider.png"))

    # The toggle shows the target rule.
    orange = colour_counts(d)["orange"]
    rev = d.execute_script("return window.ocLive.revision()")
    ActionChains(d).move_to_element(d.find_element("css selector", "#oc-live svg .toggle")).click().perform()
    check("the toggle shows the target", wait_revision(d, rev) and "Target" in texts(d), texts(d))
    check("the target rule is drawn in orange", colour_counts(d)["orange"] > orange + 100)

    # The pointer over the plot selects a day; a rule with its total follows; leaving clears it.
    bars = d.find_element("css selector", "#oc-live svg .chart")
    rev = d.execute_script("return window.ocLive.revision()")
    ActionChains(d).move_to_element(bars).move_by_offset(1, 10).perform()
    wait_revision(d, rev)
    picked = [t for t in texts(d) if t.startswith("Wed: ")]
    check("the pointer over the middle bar selects Wednesday", len(picked) == 1, texts(d))
    d.save_screenshot(os.path.join(folder, "live-controls-selection.png"))
    rev = d.execute_script("return window.ocLive.revision()")
    ActionChains(d).move_to_element(text_element(d, "Pears sold")).perform()
    wait_revision(d, rev)
    check("leaving the plot clears the selection", not any(t.startswith("Wed: ") for t in texts(d)), texts(d))

    # The text field: a tap focuses it, typing sets the binding, Return submits.
    rev = d.execute_script("return window.ocLive.revision()")
    ActionChains(d).move_to_element(text_element(d, "Note")).click().perform()
    deadline = time.time() + 3
    while time.time() < deadline and not d.find_elements("css selector", "#oc-live-input"):
        time.sleep(0.05)
    inputs = d.find_elements("css selector", "#oc-live-input")
    check("a tap on the field puts an input over it", len(inputs) == 1)
    if inputs:
        typed = "<b>Hi</b> & 'you'"
        inputs[0].send_keys(typed)
        deadline = time.time() + 5
        while time.time() < deadline and typed not in texts(d):
            time.sleep(0.05)
        check("the typed text is drawn in the field as text", typed in texts(d), texts(d))
        inputs[0].send_keys("\n")
        deadline = time.time() + 5
        while time.time() < deadline and ("Saved: " + typed) not in texts(d):
            time.sleep(0.05)
        check("Return submits the typed text, drawn as text", ("Saved: " + typed) in texts(d), texts(d))
        check("the typed markup is never markup", d.execute_script("return document.querySelectorAll('#oc-live svg b').length") == 0)
        check("Return ends the editing", not d.find_elements("css selector", "#oc-live-input"))
    d.save_screenshot(os.path.join(folder, "live-controls-typed.png"))

    # "Reset" is a text with onTapGesture: a click runs its closure.
    rev = d.execute_script("return window.ocLive.revision()")
    ActionChains(d).move_to_element(text_element(d, "Reset")).click().perform()
    check("a tap gesture runs its closure", wait_revision(d, rev) and "Discount: 0%" in texts(d), texts(d))


BARS_JS = """return Array.from(document.querySelectorAll('#oc-live svg path.mark.bar')).filter(function (b) { return !b.closest('[data-oc-leaving]'); })
  .map(function (b) { var r = b.getBBox(); return [r.height, b.getAttribute('fill'), b.style.opacity || '']; })"""


def rgb(v):
    v = (v or "").strip().lower()
    if v.startswith("#") and len(v) == 7:
        return tuple(int(v[i:i + 2], 16) for i in (1, 3, 5))
    if v.startswith("rgb("):
        return tuple(int(float(x)) for x in v[4:-1].split(","))
    return None


def between(a, b, x, slack=0.0):
    lo, hi = min(a, b), max(a, b)
    return lo + slack < x < hi - slack


def tween_screen_tweens(d, folder):
    check("the tween screen connects", open_page(d, BASE + "/tween"))
    start = d.execute_script(BARS_JS)
    check("it draws five bars", len(start) == 5, start)
    check("there is no note yet", "Boosted" not in texts(d), texts(d))
    rev = d.execute_script("return window.ocLive.revision()")
    tweens = d.execute_script("return window.ocLive.tweens()")
    ActionChains(d).move_to_element(text_element(d, "Change")).click().perform()
    deadline = time.time() + 3
    while time.time() < deadline and d.execute_script("return window.ocLive.revision()") == rev:
        time.sleep(0.005)
    t0 = time.time()
    samples, shot = [], False
    # Each sample's time is the page's own progress through the tweens (of the second they take),
    # read in the script that reads the bars: a busy machine delays the samples, not that clock.
    while time.time() - t0 < 3:
        t, bars, shown_texts, note = d.execute_script(
            "var p = window.ocLive.progress(); return [p.length ? Math.min.apply(null, p) : 1, (function () { " + BARS_JS + " })(), "
            "Array.from(document.querySelectorAll('#oc-live svg text')).map(function (t) { return t.textContent.trim(); }), "
            "(function () { var g = document.querySelector('#oc-live svg g.oc-tr'); return g ? g.getAttribute('transform') : null; })()]")
        samples.append((t, bars, shown_texts, note))
        if not shot and t >= 0.52:
            d.save_screenshot(os.path.join(folder, "live-tween-mid.png"))
            shot = True
        if t >= 1 and d.execute_script("return window.ocLive.tweening()") == 0:
            break
        time.sleep(0.03)
    end = d.execute_script(BARS_JS)
    d.save_screenshot(os.path.join(folder, "live-tween-end.png"))
    check("the change started tweens", d.execute_script("return window.ocLive.tweens()") > tweens)
    check("the tweens ended", d.execute_script("return window.ocLive.tweening()") == 0)
    check("every bar changed height", all(abs(a[0] - b[0]) > 5 for a, b in zip(start, end)), (start, end))
    mid = [s for s in samples if 0.35 <= s[0] <= 0.65]
    check("samples were taken half-way", len(mid) >= 1, [s[0] for s in samples])
    for t, bars, _, _ in mid:
        check("at %.0f%% of the second every bar's height lies between its old and new" % (t * 100),
              len(bars) == 5 and all(between(a[0], b[0], m[0], 1) for a, b, m in zip(start, end, bars)),
              [(round(a[0], 1), round(m[0], 1), round(b[0], 1)) for a, b, m in zip(start, end, bars)])
        c0, c1, cm = rgb(start[0][1]), rgb(end[0][1]), rgb(bars[0][1])
        check("at %.0f%% the bars' colour lies between blue and orange" % (t * 100),
              c0 and c1 and cm and all(min(x, y) <= z <= max(x, y) for x, y, z in zip(c0, c1, cm)) and cm not in (c0, c1), (c0, cm, c1))
    if mid:
        t, bars = mid[len(mid) // 2][0], mid[len(mid) // 2][1]
        print("  at %.2f s: heights (old, shown, new) %s; colour %s -> %s -> %s" % (
            t, [(round(a[0], 1), round(m[0], 1), round(b[0], 1)) for a, b, m in zip(start, end, bars)], start[0][1], bars[0][1], end[0][1]))
    early = [s for s in samples if s[0] <= 0.15]
    if early and mid:
        # easeInOut: the first tenth of the time covers little of the way, the middle much.
        moved = lambda s: abs(s[1][0][0] - start[0][0]) / max(1e-9, abs(end[0][0] - start[0][0]))
        check("the growth eases in: little in the first 15% of the time, about half by the middle",
              moved(early[-1]) < 0.12 and 0.25 < moved(mid[len(mid) // 2]) < 0.75, (moved(early[-1]), moved(mid[len(mid) // 2])))
    check("at the end each bar has its new height", all(abs(s - e[0]) < 0.01 for s, e in zip([b[0] for b in samples[-1][1]], end)))
    check("at the end no style is left on the bars", all(b[2] == "" for b in end), end)
    both = [s for s in mid if "Taps: 0" in s[2] and "Taps: 1" in s[2]]
    check("half-way the count shows its old and new text, rolling", len(both) >= 1, [s[2][:3] for s in mid])
    check("at the end only the new count", "Taps: 1" in texts(d) and "Taps: 0" not in texts(d), texts(d))
    scales = [s[3] for s in mid if s[3]]
    check("half-way the note scales in", len(scales) >= 1 and "scale(" in scales[0], scales[:2])
    check("at the end the note stands at its size", "Boosted" in texts(d) and
          d.execute_script("return document.querySelector('#oc-live svg g.oc-tr').getAttribute('transform')") is None)

    # A change mid-way starts from what is shown, and goes back.
    rev = d.execute_script("return window.ocLive.revision()")
    ActionChains(d).move_to_element(text_element(d, "Change")).click().perform()
    deadline = time.time() + 3
    while time.time() < deadline and d.execute_script("return window.ocLive.revision()") == rev:
        time.sleep(0.005)
    time.sleep(0.5)
    leaving = d.execute_script("var g = document.querySelector('#oc-live svg g.oc-tr[data-oc-leaving]'); return g ? g.getAttribute('transform') : null")
    check("half-way back the note scales out", bool(leaving) and "scale(" in leaving, leaving)
    # The click is sent from the page itself, in the script that reads the heights just before,
    # so that the first reading after it is the last before the change arrives, or close to it.
    rev, before = d.execute_script("""var bars = (function () { """ + BARS_JS + """ })();
      var t = Array.from(document.querySelectorAll('#oc-live svg text')).filter(function (e) { return e.textContent.trim() === 'Change'; })[0];
      var r = t.getBoundingClientRect();
      document.getElementById('oc-live').dispatchEvent(new MouseEvent('click', { clientX: r.x + r.width / 2, clientY: r.y + r.height / 2, bubbles: true }));
      return [window.ocLive.revision(), bars];""")
    # Heights read with the revision in one script, often, across the moment the change arrives.
    trace, deadline = [(rev, [b[0] for b in before])], time.time() + 3
    while time.time() < deadline:
        r, bars = d.execute_script("return [window.ocLive.revision(), (function () { " + BARS_JS + " })()]")
        trace.append((r, [b[0] for b in bars]))
        if r != rev and len([x for x in trace if x[0] != rev]) >= 5:
            break
        time.sleep(0.01)
    i = next((k for k, x in enumerate(trace) if x[0] != rev), None)
    jumps = []
    if i:
        jumps = [abs(a - b) / max(1e-9, abs(s[0] - e[0])) for a, b, s, e in zip(trace[i - 1][1], trace[i][1], start, end)]
    print("  jumps when a change arrives mid-tween, as fractions of each bar's travel: %s" % [round(j, 3) for j in jumps])
    check("a change mid-tween starts from the heights shown: no bar jumps when it arrives",
          bool(jumps) and max(jumps) < 0.15, [round(j, 3) for j in jumps])
    time.sleep(1.3)
    back = d.execute_script(BARS_JS)
    check("and ends at the new render's heights", all(abs(a[0] - b[0]) < 0.01 for a, b in zip(back, end)), (back, end))
    d.save_screenshot(os.path.join(folder, "live-tween-again.png"))

    # The stepper's binding animates: one day fewer, the other bars widen and move, the last fades out.
    BOX_JS = """return Array.from(document.querySelectorAll('#oc-live svg path.mark.bar')).map(function (b) {
      var r = b.getBBox(); return [r.x, r.width, b.hasAttribute('data-oc-leaving') || !!b.closest('[data-oc-leaving]'), b.style.opacity || '']; })"""
    time.sleep(0.3)
    before = d.execute_script(BOX_JS)
    pill = d.find_element("css selector", "#oc-live svg .stepper path")
    rev = d.execute_script("return window.ocLive.revision()")
    ActionChains(d).move_to_element_with_offset(pill, -pill.size["width"] // 4, 0).click().perform()
    deadline = time.time() + 3
    while time.time() < deadline and d.execute_script("return window.ocLive.revision()") == rev:
        time.sleep(0.005)
    t0, mid = time.time(), None
    while time.time() - t0 < 0.65:
        if time.time() - t0 >= 0.4 and mid is None:
            mid = d.execute_script(BOX_JS)
            d.save_screenshot(os.path.join(folder, "live-tween-fewer-days.png"))
        time.sleep(0.02)
    time.sleep(0.8)
    after = d.execute_script(BOX_JS)
    check("the stepper shows one day fewer", "Days: 4" in texts(d), texts(d))
    check("before: five bars; after: four", len(before) == 5 and len(after) == 4 and not any(b[2] for b in after), (before, after))
    if mid and len(before) == 5 and len(after) == 4:
        staying = [b for b in mid if not b[2]]
        print("  widths (before, half-way, after): %s" % [(round(a[1], 1), round(m[1], 1), round(b[1], 1)) for a, b, m in zip(before, after, staying)])
        going = [b for b in mid if b[2]]
        check("half-way the four bars that stay are wider than before and narrower than after",
              len(staying) == 4 and all(between(a[1], b[1], m[1], 0.5) for a, b, m in zip(before, after, staying)),
              [(round(a[1], 1), round(m[1], 1), round(b[1], 1)) for a, b, m in zip(before, after, staying)])
        check("half-way they move toward their new places",
              all(between(a[0], b[0], m[0], 0.5) for a, b, m in zip(before[1:], after[1:], staying[1:])),
              [(round(a[0], 1), round(m[0], 1), round(b[0], 1)) for a, b, m in zip(before, after, staying)])
        check("half-way the fifth bar is fading out", len(going) == 1 and going[0][3] and 0 < float(going[0][3]) < 1, going)


def chart_window(d):
    """The plot window of the first chart target, in the page's CSS pixels: left, top, width, height."""
    return d.execute_script("""var svg = document.querySelector('#oc-live svg'), r = svg.getBoundingClientRect();
      var vb = svg.viewBox && svg.viewBox.baseVal && svg.viewBox.baseVal.width ? svg.viewBox.baseVal : null;
      var k = vb ? r.width / vb.width : 1;
      var t = window.ocLive.targets().filter(function (t) { return t[5] & 2; }).sort(function (a, b) { return b[3] * b[4] - a[3] * a[4]; })[0];
      return t ? [r.left + t[1] * k, r.top + t[2] * k, t[3] * k, t[4] * k] : null;""")


def drag_across(d, x, y, dx, steps=8):
    """Presses at (x, y) in the page, moves `dx` pixels sideways in steps, and releases."""
    a = ActionBuilder(d)
    a.pointer_action.move_to_location(int(x), int(y))
    a.pointer_action.pointer_down()
    for i in range(steps):
        a.pointer_action.move_to_location(int(x + dx * (i + 1) / steps), int(y))
        a.pointer_action.pause(0.03)
    a.pointer_action.pointer_up()
    a.perform()


def scrolled_header(d, actions):
    """Performs `actions` (a wheel or keys), waits for the render and for the window to rest,
    and returns the header that names the window's first day."""
    rev = d.execute_script("return window.ocLive.revision()")
    actions.perform()
    wait_revision(d, rev)
    time.sleep(0.6)
    return [t for t in texts(d) if t.startswith("from ")]


def scrolling_drags(d, folder):
    """The WWDC23 year of sales, live: a drag on the plot scrolls it a number of days, the header
    follows, the x labels are those of the new window, and on release it rests on a whole day."""
    check("the scrolling screen connects", open_page(d, BASE + "/scrolling"))
    shown = texts(d)
    starts = [t for t in shown if t.startswith("from ")]
    check("it starts on 1 June", starts in (["from 1 Jun"], ["from Jun 1"]), starts)
    d.save_screenshot(os.path.join(folder, "live-scrolling.png"))
    box = chart_window(d)
    check("the chart's plot is a target that takes drags", box is not None and box[2] > 100, box)
    if box is None:
        return
    left, top, width, height = box
    # The labels drawn under the plot's window, left to right.
    visible_js = """var c = document.querySelector('#oc-live svg .chart'), l = arguments[0], r = arguments[1];
      return Array.from(c.querySelectorAll('.axis.x text')).filter(function (t) { var b = t.getBoundingClientRect();
        return b.width > 0 && b.left + b.width / 2 >= l && b.left + b.width / 2 <= r; })
        .sort(function (a, b) { return a.getBoundingClientRect().left - b.getBoundingClientRect().left; })
        .map(function (t) { return t.textContent; });"""
    labels_before = d.execute_script(visible_js, left, left + width)
    rev = d.execute_script("return window.ocLive.revision()")
    drag_across(d, left + width * 0.75, top + height / 2, -width / 2)
    wait_revision(d, rev)
    time.sleep(0.5)
    after = texts(d)
    header = [t for t in after if t.startswith("from ")]
    # Half of a 30-day window: about fifteen days on, resting on a day.
    days = ["from %d Jun" % k for k in range(13, 19)] + ["from Jun %d" % k for k in range(13, 19)]
    check("a drag of half the plot scrolls about fifteen days", len(header) == 1 and header[0] in days, header)
    labels_after = d.execute_script(visible_js, left, left + width)
    check("the x labels under the window are the new window's", labels_after and labels_after != labels_before
          and "Jul" in labels_after, (labels_before, labels_after))
    check("the total is the new window's", [t for t in after if t.endswith(" pancakes")] != [t for t in shown if t.endswith(" pancakes")])
    d.save_screenshot(os.path.join(folder, "live-scrolling-dragged.png"))
    # Back to the right, most of a window at a time: the chart stops at 1 January.
    for _ in range(7):
        rev = d.execute_script("return window.ocLive.revision()")
        drag_across(d, left + 4, top + height / 2, width - 8)
        wait_revision(d, rev)
    time.sleep(0.5)
    header = [t for t in texts(d) if t.startswith("from ")]
    check("drags back stop at the year's first day", header in (["from 1 Jan"], ["from Jan 1"]), header)
    d.save_screenshot(os.path.join(folder, "live-scrolling-start.png"))
    # The wheel, sideways by half the plot: about fifteen days on, resting on a day when it stops.
    header = scrolled_header(d, ActionChains(d).scroll_from_origin(
        ScrollOrigin.from_viewport(int(left + width / 2), int(top + height / 2)), int(width / 2), 0))
    days = ["from %d Jan" % k for k in range(13, 19)] + ["from Jan %d" % k for k in range(13, 19)]
    check("the wheel scrolls about fifteen days and rests on a day", len(header) == 1 and header[0] in days, header)
    d.save_screenshot(os.path.join(folder, "live-scrolling-wheel.png"))
    # Page Down: a whole window (thirty days) on, resting on a day; the left arrow, a little back.
    paged = scrolled_header(d, ActionChains(d).send_keys(Keys.PAGE_DOWN))
    days = ["from %d Feb" % k for k in range(10, 21)] + ["from Feb %d" % k for k in range(10, 21)]
    check("Page Down scrolls a window of thirty days on and rests on a day", len(paged) == 1 and paged[0] in days, (header, paged))
    labels_paged = d.execute_script(visible_js, left, left + width)
    check("the x labels under the window are those of the paged window", "Feb" in labels_paged or "Mar" in labels_paged, labels_paged)
    d.save_screenshot(os.path.join(folder, "live-scrolling-page-down.png"))
    back = scrolled_header(d, ActionChains(d).send_keys(Keys.ARROW_LEFT))
    check("the left arrow scrolls a little back", len(back) == 1 and back != paged and back[0].replace("from ", "") != "", (paged, back))


def countries_scroll_vertically(d, folder):
    """Gallery 54 live: forty countries, eight at a time. The wheel and Page Down scroll the chart
    up and down, the header names the country now at the top, and the y labels follow."""
    check("the countries screen connects", open_page(d, BASE + "/countries"))
    check("it starts from India", "From India down" in texts(d), texts(d))
    box = chart_window(d)
    check("the chart's plot is a target that scrolls up and down",
          box is not None and d.execute_script("return window.ocLive.targets().some(function (t) { return t[5] & 32; })"), box)
    if box is None:
        return
    left, top, width, height = box
    labels_js = """var c = document.querySelector('#oc-live svg .chart'), t = arguments[0], b = arguments[1];
      return Array.from(c.querySelectorAll('.axis.y text')).filter(function (e) { var r = e.getBoundingClientRect();
        return r.height > 0 && r.top + r.height / 2 >= t && r.top + r.height / 2 <= b; }).map(function (e) { return e.textContent; });"""
    before = d.execute_script(labels_js, top, top + height)

    def header():
        found = [t for t in texts(d) if t.startswith("From ") and t.endswith(" down")]
        return found[0] if found else None

    # Half a window down with the wheel: four countries on.
    scrolled_header(d, ActionChains(d).scroll_from_origin(
        ScrollOrigin.from_viewport(int(left + width / 2), int(top + height / 2)), 0, int(height / 2)))
    wheeled = header()
    check("the wheel scrolls the chart down: another country is at the top", wheeled not in (None, "From India down"), wheeled)
    after = d.execute_script(labels_js, top, top + height)
    check("the y labels in the window are the new window's", after and after != before, (before, after))
    d.save_screenshot(os.path.join(folder, "live-countries-wheel.png"))
    scrolled_header(d, ActionChains(d).send_keys(Keys.PAGE_DOWN))
    paged = header()
    check("Page Down scrolls a window further down", paged not in (None, wheeled, "From India down"), (wheeled, paged))
    d.save_screenshot(os.path.join(folder, "live-countries-page-down.png"))


def settle(d, seconds=3):
    """Waits until nothing on the page is tweening or sliding."""
    deadline = time.time() + seconds
    while time.time() < deadline and d.execute_script("return window.ocLive.tweening()") > 0:
        time.sleep(0.03)


def click_text(d, text, wait=True):
    """Clicks the last text drawn with this string and, with `wait`, waits for what it changed
    to end its tweens and slides; the revision after, or None."""
    element = text_element(d, text)
    if element is None:
        return None
    rev = d.execute_script("return window.ocLive.revision()")
    ActionChains(d).move_to_element(element).click().perform()
    changed = wait_revision(d, rev)
    if wait:
        settle(d)
    return changed


# Records, every frame, the slide layer's state: its way, the pushed or popped screen's and the
# one under's horizontal shift in CSS pixels, and the under one's brightness.
SLIDE_SAMPLER = """
window.__slides = [];
(function sample() {
  var layer = document.querySelector('#oc-live [data-oc-slide]');
  if (layer) {
    var over = layer.querySelector('[data-oc-slide-over]'), under = layer.querySelector('[data-oc-slide-under]');
    var shift = function (el) { var m = /translateX\(([-0-9.e]+)px\)/.exec(el.style.transform || ''); return m ? parseFloat(m[1]) : null; };
    var b = /brightness\(([-0-9.e]+)\)/.exec(under.style.filter || '');
    window.__slides.push([layer.getAttribute('data-oc-slide'), shift(over), shift(under), b ? parseFloat(b[1]) : null, performance.now()]);
  }
  if (window.__slides.length < 2000) { requestAnimationFrame(sample); }
})();
"""


def tap_during_slide(d, text, shot):
    """Taps the text, waits for the slide to start, takes a screenshot part of the way through,
    waits for the screen to settle and returns the slide's samples."""
    d.execute_script(SLIDE_SAMPLER)
    ActionChains(d).move_to_element(text_element(d, text)).click().perform()
    deadline = time.time() + 3
    while time.time() < deadline and not d.execute_script("return !!document.querySelector('#oc-live [data-oc-slide]')"):
        time.sleep(0.01)
    time.sleep(0.12)
    d.save_screenshot(shot)
    settle(d)
    return d.execute_script("return window.__slides")


def navigation_slides(d, folder):
    """On the stores screen a row's push slides the store's chart in from the right over the list,
    which moves a third of the way left and dims; Back slides it out to the right, the list coming
    back from the left. The bar goes with its screen."""
    check("the stores screen connects for the slides", open_page(d, BASE + "/stores"))
    width = d.execute_script("return document.querySelector('#oc-live svg').getBoundingClientRect().width")
    samples = tap_during_slide(d, "Seattle", os.path.join(folder, "live-push-mid.png"))
    push = [x for x in samples if x[0] == "push" and x[1] is not None]
    check("a tap on a row slides the pushed screen in", len(push) >= 4 and d.execute_script("return window.ocLive.slides()") == 1,
          (len(push), samples[:3]))
    if push:
        mid = [x for x in push if 0.1 * width < x[1] < 0.9 * width]
        check("mid-way the pushed screen is part of the way in from the right", len(mid) >= 1, [round(x[1]) for x in push])
        check("it moves only leftwards, ending in place", all(a[1] >= b[1] - 0.5 for a, b in zip(push, push[1:])) and push[-1][1] < 0.1 * width,
              [round(x[1]) for x in push])
        under = [x[2] for x in push]
        check("the list under it moves left, towards a third of the width", min(under) < -0.2 * width and min(under) >= -width / 3 - 1,
              (min(under), width))
        check("and dims", min(x[3] for x in push) < 0.95, [x[3] for x in push][-3:])
        span = (push[-1][4] - push[0][4]) / 1000
        check("the slide lasts about 0.35 s", 0.2 <= span <= 0.5, span)
        print("  push: %d frames over %.2f s; the list under it reached %.0f px of %.0f, brightness %.2f" %
              (len(push), span, min(under), width, min(x[3] for x in push)))
    shown = texts(d)
    check("after the slide only the detail shows, its title and back button",
          "Seattle" in shown and "Stores" in shown and "Austin" not in shown and not d.execute_script("return !!document.querySelector('#oc-live [data-oc-slide]')"),
          shown)
    d.save_screenshot(os.path.join(folder, "live-push-end.png"))

    samples = tap_during_slide(d, "Stores", os.path.join(folder, "live-pop-mid.png"))
    pop = [x for x in samples if x[0] == "pop" and x[1] is not None]
    check("Back slides the top screen out", len(pop) >= 4, len(pop))
    if pop:
        check("to the right, from its place to the right edge", all(a[1] <= b[1] + 0.5 for a, b in zip(pop, pop[1:])) and pop[-1][1] > 0.9 * width,
              [round(x[1]) for x in pop])
        check("the list comes back from a third to the left", pop[0][2] < -0.2 * width and abs(pop[-1][2]) < 0.1 * width,
              (pop[0][2], pop[-1][2]))
    shown = texts(d)
    check("after it the list is back", all(t in shown for t in ["Cupertino", "Seattle", "Austin"]) and "Reset target" not in shown, shown)
    d.save_screenshot(os.path.join(folder, "live-pop-end.png"))


# Records, every frame, the top of the sheet's card and the dimming's opacity, in CSS pixels of the window.
SHEET_SAMPLER = """
window.__sheet = [];
(function sample() {
  var card = document.querySelector('#oc-live svg .sheet'), dim = document.querySelector('#oc-live svg .dim');
  var op = dim ? parseFloat(getComputedStyle(dim.parentNode).opacity) : null;
  window.__sheet.push([card ? card.getBoundingClientRect().top : null, op, performance.now()]);
  if (window.__sheet.length < 2000) { requestAnimationFrame(sample); }
})();
"""


def sheet_top(d):
    """The sheet card's top in the screen's points, or None."""
    return d.execute_script("""var card = document.querySelector('#oc-live svg .sheet:not([data-oc-leaving] *)');
      if (!card) { return null; }
      var svg = document.querySelector('#oc-live svg'), r = svg.getBoundingClientRect(), vb = svg.viewBox.baseVal;
      return (card.getBoundingClientRect().top - r.top) * vb.width / r.width;""")


def drag_vertically(d, x, y, dy, steps=8):
    a = ActionBuilder(d)
    a.pointer_action.move_to_location(int(x), int(y))
    a.pointer_action.pointer_down()
    for i in range(steps):
        a.pointer_action.move_to_location(int(x), int(y + dy * (i + 1) / steps))
        a.pointer_action.pause(0.04)
    a.pointer_action.pointer_up()
    a.perform()


def drag_sheet(d, x, y, dy):
    """Drags a sheet's top from (x, y) by dy page pixels, waits for the render and the snap to
    settle, and returns where the sheet's top rests."""
    rev = d.execute_script("return window.ocLive.revision()")
    drag_vertically(d, x, y, dy)
    wait_revision(d, rev)
    settle(d)
    time.sleep(0.3)
    settle(d)
    return sheet_top(d)


def sheet_detents(d, folder):
    """A sheet of detents medium and large: it slides up from the bottom to half the window, the
    dimming fading in, with a drag indicator; a drag up rests it at large and writes the bound
    selection, a drag down brings it back to medium; Close slides it down and away."""
    check("the detents screen connects", open_page(d, BASE + "/detents"))
    window_h = d.execute_script("return window.innerHeight")
    d.execute_script(SHEET_SAMPLER)
    check("a tap on Details renders again", click_text(d, "Details", wait=False))
    time.sleep(0.08)
    d.save_screenshot(os.path.join(folder, "live-sheet-rising.png"))
    settle(d)
    samples = [x for x in d.execute_script("return window.__sheet") if x[0] is not None]
    check("the sheet slides up from below", len(samples) >= 4 and samples[0][0] > window_h * 0.7 and
          all(a[0] >= b[0] - 0.5 for a, b in zip(samples, samples[1:])), [round(x[0]) for x in samples][:12])
    ops = [x[1] for x in samples if x[1] is not None]
    check("the dimming fades in", ops and ops[0] < 0.5 and ops[-1] > 0.99, ops[:3] + ops[-2:])
    top = sheet_top(d)
    height = d.execute_script("var svg = document.querySelector('#oc-live svg'); return svg.viewBox.baseVal.height")
    check("it rests at medium, half the window", top is not None and abs(top - height / 2) < 2, (top, height))
    check("it shows the drag indicator", d.execute_script("return !!document.querySelector('#oc-live svg .drag-indicator')"))
    check("its content is in it", "Week details" in texts(d) and "Details: medium" in texts(d), texts(d))
    d.save_screenshot(os.path.join(folder, "live-sheet-medium.png"))

    k = d.execute_script("""var svg = document.querySelector('#oc-live svg'); return svg.getBoundingClientRect().width / svg.viewBox.baseVal.width""")
    left = d.execute_script("return document.querySelector('#oc-live svg').getBoundingClientRect().left")
    x = left + 195 * k
    top2 = drag_sheet(d, x, (top + 12) * k, -(height * 0.4) * k)
    check("a drag up rests the sheet at large, 10 points down", top2 is not None and abs(top2 - 10) < 2, top2)
    check("and writes the bound selection", "Details: large" in texts(d), texts(d))
    d.save_screenshot(os.path.join(folder, "live-sheet-large.png"))
    top3 = drag_sheet(d, x, (top2 + 12) * k, (height * 0.35) * k)
    check("a drag down rests it at medium again", top3 is not None and abs(top3 - height / 2) < 2, top3)
    check("and writes medium", "Details: medium" in texts(d), texts(d))

    d.execute_script(SHEET_SAMPLER)
    check("a tap on Close renders again", click_text(d, "Close", wait=False))
    time.sleep(0.1)
    d.save_screenshot(os.path.join(folder, "live-sheet-falling.png"))
    settle(d)
    samples = [x for x in d.execute_script("return window.__sheet") if x[0] is not None]
    check("the sheet slides down", len(samples) >= 3 and samples[-1][0] > samples[0][0] + 50, [round(x[0]) for x in samples][:12])
    check("and goes", not d.execute_script("return !!document.querySelector('#oc-live svg .sheet')"))


# Records, every frame, the height of the first bar in CSS pixels.
BAR_SAMPLER = """
window.__bar = [];
(function sample() {
  var bar = document.querySelector('#oc-live svg .mark.bar');
  if (bar) { window.__bar.push([bar.getBoundingClientRect().height, performance.now()]); }
  if (window.__bar.length < 3000) { requestAnimationFrame(sample); }
})();
"""


def spring_overshoots(d, folder):
    """A bar grown over spring(duration: 1, bounce: 0.5): it overshoots its new height by about 16%
    of the change (e^(−0.5π/√0.75)) near 0.58 s, comes back, and rests at its height."""
    check("the springs screen connects", open_page(d, BASE + "/springs"))
    d.execute_script(BAR_SAMPLER)
    time.sleep(0.2)
    element = text_element(d, "Grow")
    rev = d.execute_script("return window.ocLive.revision()")
    ActionChains(d).move_to_element(element).click().perform()
    wait_revision(d, rev)
    time.sleep(0.45)
    d.save_screenshot(os.path.join(folder, "live-spring-overshoot.png"))
    time.sleep(2.4)
    d.save_screenshot(os.path.join(folder, "live-spring-rest.png"))
    samples = d.execute_script("return window.__bar")
    h0, h1 = samples[0][0], samples[-1][0]
    peak = max(samples, key=lambda x: x[0])
    moved = [x for x in samples if abs(x[0] - h0) > 0.5]
    check("the bar grows to four times its height", h0 > 0 and abs(h1 / h0 - 4) < 0.05, (h0, h1))
    over = (peak[0] - h1) / (h1 - h0) if h1 > h0 else 0
    check("it overshoots by about 16% of the change", 0.10 < over < 0.20, over)
    if moved:
        t_peak = (peak[1] - moved[0][1]) / 1000
        check("the peak comes near 0.58 s", 0.4 < t_peak < 0.8, t_peak)
        print("  spring: overshoot %.3f of the change at %.2f s after the bar first moved" % (over, t_peak))
    after = [x[0] for x in samples if x[1] > peak[1]]
    check("then it comes back below its peak and rests at its height", after and min(after) < peak[0] - 0.05 * (h1 - h0) and abs(after[-1] - h1) < 0.5,
          (min(after) if after else None, h1))


def stores_navigate(d, folder):
    check("the stores screen connects", open_page(d, BASE + "/stores"))
    # The list is shorter than the window: the window below it is the list's grey, not white.
    below = d.execute_script("return getComputedStyle(document.body).backgroundColor")
    check("the window below the list is the list's grey", below in ("rgb(242, 242, 247)",), below)
    shown = texts(d)
    check("it lists the stores under their title", all(t in shown for t in ["Stores", "Cupertino", "Seattle", "Austin"]), shown)
    check("no chart on the list", not d.execute_script("return !!document.querySelector('#oc-live svg .mark.bar')"))
    d.save_screenshot(os.path.join(folder, "live-stores.png"))

    # A tap on a row pushes the store's chart under its title, with a back button.
    check("a tap on a row renders again", click_text(d, "Cupertino"))
    shown = texts(d)
    check("the detail has the store's title and the back button's", "Cupertino" in shown and "Stores" in shown, shown)
    check("the list is gone", "Seattle" not in shown and "Austin" not in shown, shown)
    bars = d.find_elements("css selector", "#oc-live svg .mark.bar")
    check("the detail draws the store's chart", len(bars) > 0)
    d.save_screenshot(os.path.join(folder, "live-stores-detail.png"))

    # An alert in the pushed screen: its destructive button runs and dismisses it.
    check("a tap on Reset target renders again", click_text(d, "Reset target"))
    check("the alert is drawn", "Reset the target?" in texts(d) and
          d.execute_script("return !!document.querySelector('#oc-live svg .alert')"), texts(d))
    d.save_screenshot(os.path.join(folder, "live-stores-alert.png"))
    check("a tap on Reset renders again", click_text(d, "Reset"))
    shown = texts(d)
    check("the alert ran its action and closed", "Resets: 1" in shown and "Reset the target?" not in shown, shown)

    # The back button pops to the list, as it was.
    check("a tap on the back button renders again", click_text(d, "Stores"))
    shown = texts(d)
    check("the list is back", all(t in shown for t in ["Cupertino", "Seattle", "Austin"]) and "Reset target" not in shown, shown)
    check("no back button on the root", "Back" not in shown)
    d.save_screenshot(os.path.join(folder, "live-stores-back.png"))

    # The Filters button opens a sheet; its toggle filters the list, Done closes it.
    check("a tap on Filters renders again", click_text(d, "Filters"))
    shown = texts(d)
    check("the sheet is drawn over the dimmed list", "Only growing stores" in shown and "Done" in shown and
          d.execute_script("return !!document.querySelector('#oc-live svg .sheet') && !!document.querySelector('#oc-live svg .dim')"),
          shown)
    d.save_screenshot(os.path.join(folder, "live-stores-sheet.png"))
    toggles = d.find_elements("css selector", "#oc-live svg .toggle")
    check("the sheet draws a toggle", len(toggles) > 0)
    if toggles:
        rev = d.execute_script("return window.ocLive.revision()")
        ActionChains(d).move_to_element(toggles[-1]).click().perform()
        check("a tap on the toggle renders again", wait_revision(d, rev))
    check("a tap on Done renders again", click_text(d, "Done"))
    shown = texts(d)
    check("the sheet closed", "Only growing stores" not in shown and
          not d.execute_script("return !!document.querySelector('#oc-live svg .sheet')"), shown)
    check("the list shows the growing stores only", "Cupertino" in shown and "Austin" not in shown and
          any(t.lower() == "growing stores" for t in shown), shown)
    d.save_screenshot(os.path.join(folder, "live-stores-filtered.png"))


def turning_chart3d(d, folder):
    """A surface whose pose is bound: a drag on the chart turns it and writes the pose, so the line
    of text above it shows the new angles; a second drag turns it on from there."""
    check("the turning screen connects", open_page(d, BASE + "/turning"))
    shown = texts(d)
    check("it starts at the default pose", "Azimuth 30°, inclination 20°" in shown, shown)
    box = chart_window(d)
    check("the 3D chart is a target that takes drags", box is not None and box[2] > 100, box)
    if box is None:
        return
    left, top, width, height = box
    # CSS pixels per point of the screen.
    k = d.execute_script("""var svg = document.querySelector('#oc-live svg'), vb = svg.viewBox.baseVal;
      return vb && vb.width ? svg.getBoundingClientRect().width / vb.width : 1;""")
    d.save_screenshot(os.path.join(folder, "live-turning.png"))
    rev = d.execute_script("return window.ocLive.revision()")
    a = ActionBuilder(d)
    x0, y0 = int(round(left + width / 2)), int(round(top + height / 2))
    a.pointer_action.move_to_location(x0, y0)
    a.pointer_action.pointer_down()
    for i in range(6):
        # 60 points right and 20 down in all.
        a.pointer_action.move_to_location(x0 + int(round(10 * k * (i + 1))), y0 + int(round(20 * k * (i + 1) / 6)))
        a.pointer_action.pause(0.05)
    a.pointer_action.pointer_up()
    a.perform()
    wait_revision(d, rev)
    time.sleep(0.5)
    shown = texts(d)
    # 30° − 60 × 0.5° and 20° + 20 × 0.5°.
    check("a drag 60 right and 20 down writes azimuth 0°, inclination 30° to the binding",
          "Azimuth 0°, inclination 30°" in shown, [t for t in shown if t.startswith("Azimuth")])
    d.save_screenshot(os.path.join(folder, "live-turning-dragged.png"))
    rev = d.execute_script("return window.ocLive.revision()")
    drag_across(d, left + width / 2, top + height / 2, -40 * k, steps=4)
    wait_revision(d, rev)
    time.sleep(0.5)
    shown = texts(d)
    check("a second drag 40 left turns on from there, to azimuth 20°",
          "Azimuth 20°, inclination 30°" in shown, [t for t in shown if t.startswith("Azimuth")])


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
        tests = [spin_and_judge, separate_pages_and_reload, other_origins_are_refused, hostile_messages_are_dropped,
                 activity_screen_toggles, keyboard_reaches_controls, controls_change_the_chart, tween_screen_tweens, stores_navigate, scrolling_drags,
                 countries_scroll_vertically, turning_chart3d, navigation_slides, sheet_detents, spring_overshoots]
        # OC_LIVE_ONLY=name runs only the checks whose names hold it.
        only = os.environ.get("OC_LIVE_ONLY")
        run_checks(browser(window="420,900"), [t for t in tests if not only or only in t.__name__], folder)
    finally:
        server.terminate()
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
