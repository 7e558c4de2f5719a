#!/usr/bin/env python3
"""Reads the interactive pages as a screen reader does, in a real headless Chromium.

    python3 Tests/Browser/accessible_pages.py [FIXTURES_DIR]

The pages are the ones `swift test --filter AccessiblePageTests` writes into the folder named by
OPENCHARTS_HTML_FIXTURES (made here when no folder is given). Checks go through the browser's own
accessibility tree (DevTools protocol `Accessibility.getFullAXTree`): the chart is an image named by
its title and described by Describe Chart, the data table holds every value, and after an arrow key
the live region speaks the point as VoiceOver would. Screenshots are left in the folder. The last
line says `N passed, N failed`; the exit status is 1 when anything failed.
"""
import math
import os
import struct
import wave
import subprocess
import sys
import tempfile
import time

from selenium.webdriver.common.keys import Keys

from harness import ROOT, browser, check, run_checks


def value(node, key):
    v = node.get(key)
    return v.get("value") if isinstance(v, dict) else None


def prop(node, name):
    for p in node.get("properties", []):
        if p.get("name") == name:
            return p.get("value", {}).get("value")
    return None


class Tree:
    """The page's accessibility tree, as assistive technology receives it."""

    def __init__(self, d):
        d.execute_cdp_cmd("Accessibility.enable", {})
        self.nodes = d.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
        self.by_id = {n["nodeId"]: n for n in self.nodes}

    def role(self, n):
        return value(n, "role")

    def name(self, n):
        return value(n, "name") or ""

    def find(self, role):
        return [n for n in self.nodes if self.role(n) == role and not n.get("ignored")]

    def descendants(self, n):
        out = []
        for c in n.get("childIds", []):
            if c in self.by_id:
                out.append(self.by_id[c])
                out += self.descendants(self.by_id[c])
        return out

    def text(self, n):
        return " ".join(self.name(c) for c in self.descendants(n) if self.role(c) in ("StaticText", "InlineTextBox") and self.role(c) != "InlineTextBox")


def open_page(d, folder, name):
    d.get("file://" + os.path.join(folder, name))
    time.sleep(0.2)
    return d.find_element("css selector", ".openchart")


def console_errors(d):
    return [e for e in d.get_log("browser") if e.get("level") == "SEVERE"]


def live_text(tree):
    regions = [n for n in tree.nodes if prop(n, "live") in ("polite", "assertive")]
    return [tree.text(n) or tree.name(n) for n in regions]


def sales_page(d, folder):
    root = open_page(d, folder, "a11y-sales.html")
    t = Tree(d)
    images = [n for n in t.find("image") if t.name(n) == "Most sold styles"]
    check("sales: the chart is an image named by its title", len(images) == 1, [(t.role(n), t.name(n)) for n in t.find("image")])
    if images:
        desc = value(images[0], "description") or ""
        check("sales: the image's description is Describe Chart",
              desc.startswith("A bar chart of 6 bars.") and "maximum 916 at Cachapa" in desc, desc)
    tables = t.find("table")
    check("sales: the page has one data table", len(tables) == 1, len(tables))
    if tables:
        cells = [t.name(n) for n in t.descendants(tables[0]) if t.role(n) in ("cell", "rowheader", "columnheader", "gridcell")]
        expected = ["Style", "Sold", "Cachapa", "916", "Injera", "850", "Crêpe", "802", "Jian Bing", "753", "Dosa", "654", "American", "618"]
        check("sales: the table holds every value, headed by the .value labels", cells == expected, cells)
        headers = [t.name(n) for n in t.descendants(tables[0]) if t.role(n) == "columnheader"]
        check("sales: its column headers are headers", headers == ["Style", "Sold"], headers)
    hidden = d.execute_script("return document.getElementById('oc-tables').getBoundingClientRect().height")
    check("sales: the table takes no room until asked for", hidden <= 1, hidden)
    d.save_screenshot(os.path.join(folder, "a11y-sales.png"))

    root.click()
    root.send_keys(Keys.ARROW_RIGHT)
    time.sleep(0.1)
    spoken = live_text(Tree(d))
    check("sales: the right arrow speaks the first bar as VoiceOver does", any(s.strip() == "Cachapa, 916 sold" for s in spoken), spoken)
    root.send_keys(Keys.ARROW_RIGHT)
    root.send_keys(Keys.ARROW_RIGHT)
    time.sleep(0.1)
    spoken = live_text(Tree(d))
    check("sales: two more steps reach the third bar", any(s.strip() == "Crêpe, 802 sold" for s in spoken), spoken)
    box = "function(e){var b=e.getBoundingClientRect();return {x:b.left,y:b.top,width:b.width,height:b.height};}"
    ring = d.execute_script("var r=document.querySelector('#oc svg .focus-ring');return r&&r.getAttribute('visibility')==='visible'?(" + box + ")(r):null")
    bar = d.execute_script("var b=document.querySelector('#oc svg [aria-label=\"Crêpe, 802 sold\"]');return b?(" + box + ")(b):null")
    check("sales: a focus ring surrounds the bar being read",
          ring and bar and ring["x"] <= bar["x"] and ring["x"] + ring["width"] >= bar["x"] + bar["width"], (ring, bar))
    root.send_keys(Keys.END)
    time.sleep(0.1)
    spoken = live_text(Tree(d))
    check("sales: End reaches the last bar", any(s.strip() == "American, 618 sold" for s in spoken), spoken)
    d.save_screenshot(os.path.join(folder, "a11y-sales-focus.png"))

    d.find_element("id", "oc-show").click()
    time.sleep(0.1)
    shown = d.execute_script("return document.getElementById('oc-tables').getBoundingClientRect().height")
    expanded = d.find_element("id", "oc-show").get_attribute("aria-expanded")
    check("sales: the table button shows the table", shown > 100 and expanded == "true", (shown, expanded))
    d.save_screenshot(os.path.join(folder, "a11y-sales-table.png"))

    d.find_element("id", "oc-play").click()
    time.sleep(0.3)
    playing = root.get_attribute("data-playing")
    spoken = live_text(Tree(d))
    check("sales: play starts the audio graph and names the series", playing == "true" and any("Sold" in s for s in spoken), (playing, spoken))
    time.sleep(2.2)
    check("sales: the audio graph ends by itself after its 2 s", root.get_attribute("data-playing") is None)
    errors = console_errors(d)
    check("sales: no console error", not errors, errors)


def two_series_page(d, folder):
    root = open_page(d, folder, "a11y-two-series.html")
    t = Tree(d)
    table = t.find("table")
    cells = [t.name(n) for n in t.descendants(table[0]) if t.role(n) in ("cell", "rowheader", "gridcell")] if table else []
    check("two series: the table lists both series, eight rows", len(cells) == 24 and cells[-3:] == ["3:00", "Tokyo", "30°"], cells)
    root.click()
    root.send_keys(Keys.ARROW_RIGHT)
    root.send_keys(Keys.ARROW_DOWN)
    time.sleep(0.1)
    spoken = live_text(Tree(d))
    check("two series: the down arrow moves to the next series and names it",
          any(s.strip() == "Tokyo, 0:00, 90°" for s in spoken), spoken)
    errors = console_errors(d)
    check("two series: no console error", not errors, errors)


def japanese_page(d, folder):
    root = open_page(d, folder, "a11y-japanese.html")
    lang = d.execute_script("return document.documentElement.lang")
    check("japanese: the page is in Japanese", lang == "ja", lang)
    t = Tree(d)
    images = t.find("image")
    desc = value(images[0], "description") if images else ""
    check("japanese: Describe Chart is in Japanese", bool(desc) and desc.startswith("折れ線グラフ"), desc)
    buttons = [t.name(n) for n in t.find("button")]
    check("japanese: the buttons speak Japanese", "データ表を表示" in buttons and "オーディオグラフを再生" in buttons, buttons)
    root.click()
    root.send_keys(Keys.ARROW_RIGHT)
    time.sleep(0.1)
    spoken = live_text(Tree(d))
    check("japanese: the first month is spoken", any(s.strip() == "1月, 2,340" for s in spoken), spoken)
    # A line has no element per point: the ring goes where the point is drawn, at the line's left end.
    ring = d.execute_script("var r=document.querySelector('#oc svg .focus-ring');if(!r||r.getAttribute('visibility')!=='visible')return null;"
                            "var b=r.getBBox();return [b.x+b.width/2,b.y+b.height/2];")
    line = d.execute_script("var p=document.querySelector('#oc svg .mark.line');if(!p)return null;var q=p.getPointAtLength(0);return [q.x,q.y];")
    check("japanese: a focus ring marks the first point of the line",
          ring and line and abs(ring[0] - line[0]) < 2 and abs(ring[1] - line[1]) < 2, (ring, line))
    d.save_screenshot(os.path.join(folder, "a11y-japanese.png"))


def hostile_page(d, folder):
    root = open_page(d, folder, "a11y-hostile.html")
    root.click()
    root.send_keys(Keys.ARROW_RIGHT)
    d.find_element("id", "oc-show").click()
    time.sleep(0.2)
    check("hostile: no script of a label ran", d.execute_script("return window.__pwned === undefined"))
    t = Tree(d)
    table = t.find("table")
    cells = [t.name(n) for n in t.descendants(table[0]) if t.role(n) in ("cell", "rowheader", "columnheader")] if table else []
    check("hostile: the table shows the names as text", "</script><script>window.__pwned=1</script>" in cells
          and "</th>Name" in cells, cells)
    spoken = live_text(t)
    check("hostile: the live region speaks the name as text",
          any(s.strip().startswith("</script><script>window.__pwned=1</script>") for s in spoken), spoken)


def rising_wav(d, folder):
    """The WAV of a rising line, read by Python's own decoder: 11 points from 0 to 100 on a 0...100 axis."""
    with wave.open(os.path.join(folder, "a11y-rising.wav")) as w:
        rate, frames = w.getframerate(), w.getnframes()
        check("wav: 16-bit mono PCM", w.getsampwidth() == 2 and w.getnchannels() == 1, (w.getsampwidth(), w.getnchannels()))
        samples = struct.unpack("<%dh" % frames, w.readframes(frames))
    seconds = frames / rate
    check("wav: lasts the documented 11 x 0.25 s = 2.75 s", abs(seconds - 2.75) < 0.001, seconds)
    step = 2.75 / 10
    measured = []
    for i in range(10):
        a, b = int((step * i + 0.01) * rate), int((step * (i + 1) - 0.01) * rate)
        ups = [k for k in range(a + 1, b) if samples[k - 1] < 0 <= samples[k]]
        measured.append((len(ups) - 1) / ((ups[-1] - ups[0]) / rate) if len(ups) > 1 else 0)
    expected = []
    for i in range(10):
        fa, fb = 220 * 4 ** (i / 10), 220 * 4 ** ((i + 1) / 10)
        expected.append((fb - fa) / math.log(fb / fa))
    check("wav: every segment is higher than the one before", all(b > a for a, b in zip(measured, measured[1:])), measured)
    check("wav: each segment's pitch is 220 Hz x 4^(y/100), within 3 %",
          all(abs(m - e) / e < 0.03 for m, e in zip(measured, expected)), list(zip(measured, expected)))


def main():
    if len(sys.argv) > 1:
        folder = os.path.abspath(sys.argv[1])
    else:
        folder = tempfile.mkdtemp(prefix="openchart-a11y-")
    if not os.path.exists(os.path.join(folder, "a11y-sales.html")):
        env = dict(os.environ, OPENCHARTS_HTML_FIXTURES=folder)
        subprocess.run(["swift", "test", "--filter", "AccessiblePageTests|AudioGraphTests"], cwd=ROOT, env=env, check=False,
                       stdout=subprocess.DEVNULL)
    run_checks(browser('900,900', ["--autoplay-policy=no-user-gesture-required"], ("browser",)), [sales_page, two_series_page, japanese_page, hostile_page, rising_wav], folder)


if __name__ == "__main__":
    main()
