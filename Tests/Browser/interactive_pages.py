#!/usr/bin/env python3
"""Drives the interactive HTML pages in a real headless Chromium.

    python3 Tests/Browser/interactive_pages.py [GALLERY_DIR]

Without a folder, the gallery is rendered into a scratch folder with `swift run openchart gallery`,
and the hostile-label and onAppear-selection pages with
`swift test --filter 'HostileLabelPage|AppearSelection'`. Screenshots are left in the folder.
The last line says `N passed, N failed`; the exit status is 1 when anything failed.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.keys import Keys

from harness import ROOT, browser, check, run_checks


class Page:
    def __init__(self, d, path):
        self.d = d
        d.get("file://" + path)
        self.svg = d.find_element("css selector", ".openchart svg")
        self.root = d.find_element("css selector", ".openchart")
        rid = self.root.get_attribute("id")
        self.data = json.loads(d.execute_script("return document.getElementById(arguments[0]).textContent", rid + "-data"))
        self.rect = d.execute_script("return arguments[0].getBoundingClientRect().toJSON()", self.svg)

    def move(self, x, y):
        """Moves the mouse to picture point (x, y)."""
        ActionChains(self.d).move_to_element_with_offset(
            self.svg, int(round(x - self.rect["width"] / 2)), int(round(y - self.rect["height"] / 2))).perform()

    def js(self, script, *args):
        return self.d.execute_script(script, *args)

    def text(self):
        return self.js("return arguments[0].textContent", self.svg)

    def rules(self):
        return self.js("""return Array.from(arguments[0].querySelectorAll('path.mark.rule')).map(function(p){
            var b=p.getBBox(); return b.x + b.width/2;})""", self.svg)

    def problems(self):
        logs = [e for e in self.d.get_log("browser") if e["level"] in ("SEVERE", "WARNING")]
        fetched = self.js("return performance.getEntriesByType('resource').map(function(e){return e.name})")
        requests = []
        for entry in self.d.get_log("performance"):
            m = json.loads(entry["message"])["message"]
            if m.get("method") == "Network.requestWillBeSent":
                url = m["params"]["request"]["url"]
                if not url.startswith("file://") and not url.startswith("data:"):
                    requests.append(url)
        return logs, fetched + requests


def run_centers(runs):
    b, e = runs["b"], runs["e"]
    ends = b[1:] + [e]
    return [(b[i] + ends[i]) / 2 for i in range(len(b))], list(zip(b, ends))


def selection_page(d, folder):
    p = Page(d, os.path.join(folder, "50-selection-popover.html"))
    c = p.data["c"][0]
    centers, spans = run_centers(c["x"])
    y = c["p"][1] + c["p"][3] / 2
    check("selection: a run per weekday", len(centers) == 7, len(centers))
    p.move(centers[2], y)
    rules, text = p.rules(), p.text()
    check("selection: hovering Wednesday draws the user's rule inside Wednesday",
          len(rules) == 1 and spans[2][0] <= rules[0] <= spans[2][1], (rules, spans[2]))
    check("selection: the popover shows Wednesday's numbers",
          "Average on Wednesday" in text and "88 sold" in text and "52 sold" in text, text[-200:])
    d.save_screenshot(os.path.join(folder, "browser-selection.png"))
    p.move(centers[5], y)
    rules, text = p.rules(), p.text()
    check("selection: moving to Saturday, rule and popover follow",
          len(rules) == 1 and spans[5][0] <= rules[0] <= spans[5][1] and "Average on Saturday" in text
          and "125 sold" in text and "84 sold" in text, (rules, text[-160:]))
    p.move(c["p"][0] + 5, c["p"][1] + c["p"][3] + 40)
    rules, text = p.rules(), p.text()
    check("selection: leaving the plot removes rule and popover", not rules and "Average on" not in text, rules)
    # A finger: touch Tuesday, slide to Friday, lift.
    def touch(kind, x):
        points = [] if kind == "touchEnd" else [{"x": p.rect["left"] + x, "y": p.rect["top"] + y}]
        d.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
    touch("touchStart", centers[1])
    first = p.rules()
    touch("touchMove", centers[4])
    moved, text = p.rules(), p.text()
    touch("touchEnd", centers[4])
    check("selection: a touch selects the day under the finger", len(first) == 1 and spans[1][0] <= first[0] <= spans[1][1], first)
    check("selection: sliding the finger to Friday moves the rule and popover",
          len(moved) == 1 and spans[4][0] <= moved[0] <= spans[4][1] and "Average on Friday" in text, moved)
    check("selection: lifting the finger clears the selection", not p.rules(), p.rules())
    p.root.send_keys(Keys.ARROW_RIGHT)
    live = p.js("return document.getElementById(arguments[0]).textContent", p.root.get_attribute("id") + "-live")
    check("selection: the arrow key selects Monday and the live region speaks the popover",
          len(p.rules()) == 1 and "Average on Monday" in live and "54 sold" in live, live)
    p.root.send_keys(Keys.ARROW_RIGHT)
    live = p.js("return document.getElementById(arguments[0]).textContent", p.root.get_attribute("id") + "-live")
    check("selection: the next arrow key moves to Tuesday", "Average on Tuesday" in live, live)
    # How long showing a state takes, reported and not checked (a loaded machine is slower; the
    # budget is measured by Benchmarks/): pointer events dispatched over every day, timed in the page.
    times = p.js("""var svg=arguments[0],xs=arguments[1],y=arguments[2],r=svg.getBoundingClientRect(),out=[];
        for(var k=0;k<5;k++)xs.forEach(function(x){var t=performance.now();
          svg.dispatchEvent(new PointerEvent('pointermove',{bubbles:true,clientX:r.left+x,clientY:r.top+y,pointerType:'mouse'}));
          svg.getBBox();out.push(performance.now()-t);});
        return out;""", p.svg, centers, y)
    times.sort()
    print("MEASURED selection: a state shows in %.2f ms at the 95th percentile (budget 4 ms)" % times[int(len(times) * 0.95) - 1])
    logs, fetched = p.problems()
    check("selection: no console error and nothing fetched", not logs and not fetched, (logs, fetched))


def range_page(d, folder):
    p = Page(d, os.path.join(folder, "51-range-selection.html"))
    c = p.data["c"][0]
    edges = c["xr"]["b"]
    centers = [(edges[i] + edges[i + 1]) / 2 for i in range(len(edges) - 1)]
    y = c["p"][1] + c["p"][3] / 2
    w, h = p.rect["width"] / 2, p.rect["height"] / 2
    chain = ActionChains(d).move_to_element_with_offset(p.svg, centers[1] - w, y - h).click_and_hold()
    chain.move_by_offset(20, 0).move_to_element_with_offset(p.svg, centers[3] - w, y - h).perform()
    during = p.js("return arguments[0].querySelectorAll('path.mark.rectangle').length", p.svg)
    ActionChains(d).release().perform()
    after = p.js("return arguments[0].querySelectorAll('path.mark.rectangle').length", p.svg)
    text = p.text()
    check("range: dragging draws the user's rectangle during and after the drag", during == 1 and after == 1, (during, after))
    check("range: the header totals Tuesday to Thursday (393)", "393 pancakes from Tue to Thu" in text, text[:160])
    d.save_screenshot(os.path.join(folder, "browser-range.png"))
    logs, fetched = p.problems()
    check("range: no console error and nothing fetched", not logs and not fetched, (logs, fetched))


def donut_page(d, folder):
    import math
    p = Page(d, os.path.join(folder, "52-donut-angle-selection.html"))
    c = p.data["c"][0]
    cx, cy = c["ac"]
    r = min(c["p"][2], c["p"][3]) / 2 * 0.8

    def opacities():
        return p.js("""var svg=arguments[0]; return Array.from(svg.querySelectorAll('path.mark.sector')).map(function(s){
            var g=s; var o=1; while(g && g!==svg){ if(g.getAttribute('opacity')) o*=+g.getAttribute('opacity');
            if(g.getAttribute('fill-opacity')) o*=+g.getAttribute('fill-opacity'); g=g.parentNode;} return o;})""", p.svg)

    for name, degrees, index in [("Cachapa", 30, 0), ("Injera", 105, 1)]:
        a = math.radians(degrees)
        p.move(cx + r * math.sin(a), cy - r * math.cos(a))
        o = opacities()
        bright = [i for i, v in enumerate(o) if v > 0.9]
        check("donut: hovering %s at %d° leaves only its sector bright" % (name, degrees), bright == [index], o)
    d.save_screenshot(os.path.join(folder, "browser-donut.png"))
    logs, fetched = p.problems()
    check("donut: no console error and nothing fetched", not logs and not fetched, (logs, fetched))


def scroll_page(d, folder):
    p = Page(d, os.path.join(folder, "53-scrolling-daily-sales.html"))
    c = p.data["c"][0]
    sc = c["sc"]
    plot = c["p"]

    def state():
        return p.js("""var s=arguments[0],g=s.querySelector('.scroll-x'),t=g.getAttribute('transform')||'translate(0 0)';
            var ax=s.querySelector('.axis.x text'), ys=Array.from(s.querySelectorAll('.axis.y text')).map(function(e){
              var b=e.getBoundingClientRect(); return e.textContent+'@'+b.left.toFixed(1)+','+b.top.toFixed(1);});
            var texts=Array.from(s.querySelectorAll(':scope > text')).map(function(e){return e.textContent;});
            return {dx: parseFloat(t.slice(10)), x: ax ? ax.getBoundingClientRect().left : null, y: ys, header: texts.join(' | ')};""", p.svg)

    def snapped(dx):
        off = sc["at"] - dx
        return min(abs(off - s) for s in sc["sn"]) < 0.6

    before = state()
    origin = ScrollOrigin.from_element(p.svg, int(plot[0] + plot[2] / 2 - p.rect["width"] / 2),
                                       int(plot[1] + plot[3] / 2 - p.rect["height"] / 2))
    ActionChains(d).scroll_from_origin(origin, 0, 250).perform()
    time.sleep(0.5)
    after = state()
    check("scroll: the wheel moves the plot and its x labels", after["dx"] != before["dx"] and after["x"] != before["x"], (before["dx"], after["dx"]))
    check("scroll: the y axis stays", after["y"] == before["y"], (before["y"][:2], after["y"][:2]))
    check("scroll: the wheel comes to rest on a day boundary", snapped(after["dx"]), after["dx"])
    check("scroll: the header total follows the scroll", after["header"] != before["header"], (before["header"], after["header"]))
    d.save_screenshot(os.path.join(folder, "browser-scroll-wheel.png"))
    w, h = p.rect["width"] / 2, p.rect["height"] / 2
    start = (int(plot[0] + plot[2] * 0.7 - w), int(plot[1] + plot[3] / 2 - h))
    ActionChains(d).move_to_element_with_offset(p.svg, *start).click_and_hold().move_by_offset(-30, 0) \
        .move_by_offset(-37, 0).pause(0.3).release().perform()
    time.sleep(0.2)
    dragged = state()
    check("scroll: dragging moves the plot the other way", dragged["dx"] < after["dx"], (after["dx"], dragged["dx"]))
    check("scroll: releasing a drag snaps to a day boundary", snapped(dragged["dx"]), dragged["dx"])
    check("scroll: the y axis stays while dragging", dragged["y"] == before["y"])
    check("scroll: the header total changes with the drag", dragged["header"] != after["header"], dragged["header"])
    d.save_screenshot(os.path.join(folder, "browser-scroll-drag.png"))
    # Hover a day after scrolling: the selection rule lands under the pointer.
    x = plot[0] + plot[2] / 2
    p.move(x, plot[1] + plot[3] / 2)
    rules = p.js("""return Array.from(arguments[0].querySelectorAll('path.mark.rule')).map(function(r){
        var b=r.getBoundingClientRect(); return b.left + b.width/2;})""", p.svg)
    day = plot[2] / 30
    check("scroll: after scrolling, the hovered day's rule is under the pointer",
          len(rules) == 1 and abs(rules[0] - (p.rect["left"] + x)) <= day, (rules, p.rect["left"] + x))
    times = p.js("""var svg=arguments[0],p=arguments[1],r=svg.getBoundingClientRect(),out=[];
        for(var k=0;k<3;k++)for(var x=p[0]+1;x<p[0]+p[2];x+=p[2]/60){var t=performance.now();
          svg.dispatchEvent(new PointerEvent('pointermove',{bubbles:true,clientX:r.left+x,clientY:r.top+p[1]+p[3]/2,pointerType:'mouse'}));
          svg.getBBox();out.push(performance.now()-t);}
        return out;""", p.svg, plot)
    times.sort()
    p95 = times[int(len(times) * 0.95) - 1]
    print("MEASURED scroll: a selection state shows in %.2f ms at the 95th percentile (budget 4 ms)" % p95)
    logs, fetched = p.problems()
    check("scroll: no console error and nothing fetched", not logs and not fetched, (logs, fetched))


def scroll_labels_page(d, folder):
    """Scrolled far by wheel, drag and End, every window of the year keeps its x labels."""
    p = Page(d, os.path.join(folder, "53-scrolling-daily-sales.html"))
    c = p.data["c"][0]
    sc = c["sc"]
    plot = c["p"]

    def labels():
        """The x label texts whose middle is inside the plot window, left to right."""
        return p.js("""var s=arguments[0],p=arguments[1],r=s.getBoundingClientRect(),out=[];
            s.querySelectorAll('.axis.x text').forEach(function(e){var b=e.getBoundingClientRect(),m=(b.left+b.right)/2-r.left;
              if(m>=p[0]&&m<=p[0]+p[2])out.push([b.left,e.textContent]);});
            out.sort(function(a,b){return a[0]-b[0];});return out.map(function(e){return e[1];});""", p.svg, plot)

    def offset():
        t = p.js("return arguments[0].querySelector('.scroll-x').getAttribute('transform')||'translate(0 0)'", p.svg)
        return sc["at"] - float(t[10:].split()[0])

    seen = [labels()]
    check("scroll labels: the first window is labelled", len(seen[0]) >= 3 and all(seen[0]), seen[0])
    origin = ScrollOrigin.from_element(p.svg, int(plot[0] + plot[2] / 2 - p.rect["width"] / 2),
                                       int(plot[1] + plot[3] / 2 - p.rect["height"] / 2))
    for i in range(4):
        ActionChains(d).scroll_from_origin(origin, 0, 300).perform()
        time.sleep(0.4)
        now = labels()
        check("scroll labels: wheel step %d shows new non-empty labels" % (i + 1),
              len(now) >= 3 and all(t.strip() for t in now) and now != seen[-1], (seen[-1], now))
        seen.append(now)
        d.save_screenshot(os.path.join(folder, "browser-scroll-labels-wheel%d.png" % (i + 1)))
    w, h = p.rect["width"] / 2, p.rect["height"] / 2
    before = offset()
    ActionChains(d).move_to_element_with_offset(p.svg, int(plot[0] + plot[2] * 0.9 - w), int(plot[1] + plot[3] / 2 - h)) \
        .click_and_hold().move_by_offset(-120, 0).move_by_offset(-120, 0).pause(0.3).release().perform()
    time.sleep(0.3)
    now = labels()
    check("scroll labels: a long drag moves on and shows new non-empty labels",
          offset() > before + 100 and len(now) >= 3 and all(t.strip() for t in now) and now != seen[-1], (before, offset(), now))
    seen.append(now)
    d.save_screenshot(os.path.join(folder, "browser-scroll-labels-drag.png"))
    for i in range(40):
        if offset() >= sc["hi"] - 0.5:
            break
        ActionChains(d).scroll_from_origin(origin, 0, 1200).perform()
        time.sleep(0.05)
    time.sleep(0.4)
    now = labels()
    check("scroll labels: the wheel reaches the end of the year", abs(offset() - sc["hi"]) < 0.6, (offset(), sc["hi"]))
    check("scroll labels: the last window of the year is labelled, December by name",
          len(now) >= 3 and all(t.strip() for t in now) and "Dec" in now and now != seen[-1], now)
    d.save_screenshot(os.path.join(folder, "browser-scroll-labels-end.png"))
    p.root.send_keys(Keys.HOME)
    check("scroll labels: Home goes back to January, labelled", labels()[:2] == ["2", "Jan"], labels())
    logs, fetched = p.problems()
    check("scroll labels: no console error and nothing fetched", not logs and not fetched, (logs, fetched))


def page_keys_page(d, folder):
    """Page Down and Page Up on a chart whose scroll target has no major alignment page by one window."""
    p = Page(d, os.path.join(folder, "54-scrolling-countries.html"))
    c = p.data["c"][0]
    sc = c["sc"]
    plot = c["p"]
    check("page keys: the countries' scroll target has no major alignment", not sc["mj"], sc["mj"])

    def state():
        t = p.js("return arguments[0].querySelector('.scroll-y').getAttribute('transform')||'translate(0 0)'", p.svg)
        dy = float(re.match(r"translate\(([-\d.]+)[ ,]+([-\d.]+)\)", t).group(2))
        top = p.js("""var s=arguments[0],p=arguments[1],r=s.getBoundingClientRect(),out=[];
            s.querySelectorAll('.axis.y text').forEach(function(e){var b=e.getBoundingClientRect(),m=(b.top+b.bottom)/2-r.top;
              if(m>=p[1]&&m<=p[1]+p[3])out.push([b.top,e.textContent]);});
            out.sort(function(a,b){return a[0]-b[0];});return out.map(function(e){return e[1];});""", p.svg, plot)
        return sc["at"] - dy, top

    start, first = state()
    p.root.send_keys(Keys.PAGE_DOWN)
    time.sleep(0.1)
    paged, rows = state()
    check("page keys: Page Down moves one window down, from India to Russia",
          abs(paged - start - plot[3]) < 0.6 and rows[:1] == ["Russia"] and first[:1] == ["India"], (start, paged, plot[3], first[:1], rows[:1]))
    d.save_screenshot(os.path.join(folder, "browser-page-down.png"))
    for _ in range(6):
        p.root.send_keys(Keys.PAGE_DOWN)
    time.sleep(0.1)
    last, rows = state()
    check("page keys: Page Down stops at the last window", abs(last - sc["hi"]) < 0.6 and rows[-1:] == ["Saudi Arabia"], (last, rows))
    p.root.send_keys(Keys.PAGE_UP)
    time.sleep(0.1)
    back, rows = state()
    check("page keys: Page Up moves one window up", abs(last - back - plot[3]) < 0.6, (last, back, rows[:1]))
    logs, fetched = p.problems()
    check("page keys: no console error and nothing fetched", not logs and not fetched, (logs, fetched))


def hostile_page(d, folder):
    path = os.path.join(folder, "hostile.html")
    if not os.path.exists(path):
        check("hostile: fixture page exists", False, path)
        return
    p = Page(d, path)
    c = p.data["c"][0]
    centers, _ = run_centers(c["x"])
    for x in centers:
        p.move(x, c["p"][1] + c["p"][3] / 2)
    text = p.text()
    pwned = p.js("return window.__pwned === undefined ? null : window.__pwned")
    scripts = p.js("return arguments[0].querySelectorAll('script, img, foreignObject').length", p.svg)
    check("hostile: <script> and onerror labels stay text", pwned is None and scripts == 0 and "<script>" in text, (pwned, scripts))
    logs, fetched = p.problems()
    check("hostile: no console error and nothing fetched", not logs and not fetched, (logs, fetched))


def fragments_page(d, folder):
    path = os.path.join(folder, "two-fragments.html")
    if not os.path.exists(path):
        check("fragments: fixture page exists", False, path)
        return
    d.get("file://" + path)
    ids = d.execute_script("return Array.from(document.querySelectorAll('[id]')).map(function(e){return e.id;})")
    check("fragments: no id appears twice on a page of two charts", len(ids) == len(set(ids)), ids)
    roots = d.find_elements("css selector", ".openchart")
    results_by_chart = []
    for k, root in enumerate(roots):
        svg = root.find_element("css selector", "svg")
        data = json.loads(d.execute_script("return document.getElementById(arguments[0]).textContent", root.get_attribute("id") + "-data"))
        c = data["c"][0]
        centers, _ = run_centers(c["x"])
        r = d.execute_script("return arguments[0].getBoundingClientRect().toJSON()", svg)
        ActionChains(d).move_to_element_with_offset(svg, int(centers[1] - r["width"] / 2), int(c["p"][1] + c["p"][3] / 2 - r["height"] / 2)).perform()
        counts = [d.execute_script("return arguments[0].querySelectorAll('path.mark.rule').length", x.find_element("css selector", "svg")) for x in roots]
        results_by_chart.append(counts)
    check("fragments: hovering each chart selects in that chart only", results_by_chart == [[1, 0], [0, 1]], results_by_chart)
    logs = [e for e in d.get_log("browser") if e["level"] == "SEVERE"]
    check("fragments: no console error", not logs, logs)

def fonts_page(d, folder):
    """Chromium draws the page's text in the Liberation Sans the harness pins, whatever the machine has."""
    d.get("file://" + os.path.join(folder, "50-selection-popover.html"))
    d.execute_cdp_cmd("DOM.enable", {})
    d.execute_cdp_cmd("CSS.enable", {})
    root = d.execute_cdp_cmd("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
    nodes = d.execute_cdp_cmd("DOM.querySelectorAll", {"nodeId": root, "selector": ".openchart svg text"})["nodeIds"]
    families = set()
    for node in nodes:
        for font in d.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]:
            families.add(font["familyName"])
    check("fonts: the chart's text is drawn in the pinned Liberation Sans only", nodes and families == {"Liberation Sans"},
          (len(nodes), families))


def appear_page(d, folder):
    """A chart whose selection is set in onAppear: the page starts at B and still follows the pointer."""
    path = os.path.join(folder, "appear-selection.html")
    if not os.path.exists(path):
        check("onAppear selection: fixture page exists", False, path)
        return
    p = Page(d, path)
    c = p.data["c"][0]
    centers, _ = run_centers(c["x"])
    y = c["p"][1] + c["p"][3] / 2

    def opaque():
        return p.js("""return Array.from(arguments[0].querySelectorAll('path.mark.bar')).filter(function(b){
            return b.getAttribute('opacity') === null;}).map(function(b){return b.getAttribute('aria-label');})""", p.svg)
    check("onAppear selection: the page starts with B selected", opaque() == ["B, 5"], opaque())
    p.move(centers[0], y)
    check("onAppear selection: hovering A selects A", opaque() == ["A, 3"], opaque())
    p.move(centers[2], y)
    check("onAppear selection: hovering C selects C", opaque() == ["C, 2"], opaque())
    p.move(c["p"][0] + 5, c["p"][1] + c["p"][3] + 20)
    check("onAppear selection: leaving the plot goes back to B", opaque() == ["B, 5"], opaque())
    logs, fetched = p.problems()
    check("onAppear selection: no console error and nothing fetched", not logs and not fetched, (logs, fetched))


def vertical_scroll_page(d, folder):
    p = Page(d, os.path.join(folder, "54-scrolling-countries.html"))
    c = p.data["c"][0]
    sc = c["sc"]
    plot = c["p"]
    check("vertical scroll: the plan slides up and down", sc.get("v") == 1 and sc["hi"] > 0, sc)

    def state():
        return p.js("""var s=arguments[0],g=s.querySelector('.scroll-y'),t=g.getAttribute('transform')||'translate(0 0)';
            var m=/translate\\(([-\\d.]+)[ ,]+([-\\d.]+)\\)/.exec(t)||[0,0,0];
            var xs=Array.from(s.querySelectorAll('.axis.x text')).map(function(e){
              var b=e.getBoundingClientRect(); return e.textContent+'@'+b.left.toFixed(1)+','+b.top.toFixed(1);});
            var ys=Array.from(s.querySelectorAll('.axis.y text')).map(function(e){
              var b=e.getBoundingClientRect(); return [e.textContent, b.top];});
            var texts=Array.from(s.querySelectorAll(':scope > text')).map(function(e){return e.textContent;});
            return {dx: parseFloat(m[1]), dy: parseFloat(m[2]), x: xs, y: ys, header: texts.join(' | ')};""", p.svg)

    def visible(st):
        """The y labels whose middle lies inside the plot window, top to bottom."""
        top = p.rect["top"] + plot[1]
        return [t for t, y in sorted(st["y"], key=lambda e: e[1]) if top <= y + 6 <= top + plot[3]]

    def snapped(dy):
        off = sc["at"] - dy
        return min(abs(off - s) for s in sc["sn"]) < 0.6

    before = state()
    check("vertical scroll: 8 countries show at first, India on top",
          len(visible(before)) == 8 and visible(before)[0] == "India", visible(before))
    origin = ScrollOrigin.from_element(p.svg, int(plot[0] + plot[2] / 2 - p.rect["width"] / 2),
                                       int(plot[1] + plot[3] / 2 - p.rect["height"] / 2))
    ActionChains(d).scroll_from_origin(origin, 0, 250).perform()
    time.sleep(0.5)
    after = state()
    check("vertical scroll: the wheel moves the plot up", after["dy"] < before["dy"] and after["dx"] == 0, (before["dy"], after["dy"]))
    check("vertical scroll: the y labels move with it", visible(after) != visible(before) and len(visible(after)) == 8, visible(after))
    check("vertical scroll: the x axis stays", after["x"] == before["x"] and after["x"], (before["x"][:2], after["x"][:2]))
    check("vertical scroll: the wheel comes to rest on a row", snapped(after["dy"]), after["dy"])
    check("vertical scroll: the header names the top row",
          ("From " + visible(after)[0] + " down") in after["header"], (after["header"], visible(after)[:1]))
    d.save_screenshot(os.path.join(folder, "browser-vertical-scroll-wheel.png"))
    w, h = p.rect["width"] / 2, p.rect["height"] / 2
    start = (int(plot[0] + plot[2] / 2 - w), int(plot[1] + plot[3] * 0.3 - h))
    ActionChains(d).move_to_element_with_offset(p.svg, *start).click_and_hold().move_by_offset(0, 30) \
        .move_by_offset(0, 25).pause(0.3).release().perform()
    time.sleep(0.2)
    dragged = state()
    check("vertical scroll: dragging down moves the plot down", dragged["dy"] > after["dy"], (after["dy"], dragged["dy"]))
    check("vertical scroll: releasing a drag snaps to a row", snapped(dragged["dy"]), dragged["dy"])
    check("vertical scroll: the x axis stays while dragging", dragged["x"] == before["x"])
    p.root.send_keys(Keys.END)
    ended = state()
    check("vertical scroll: End shows the last eight countries",
          abs(ended["dy"] - (sc["at"] - sc["hi"])) < 0.6 and visible(ended)[-1:] == ["Saudi Arabia"], (ended["dy"], visible(ended)))
    p.root.send_keys(Keys.ARROW_UP)
    stepped = state()
    check("vertical scroll: the up arrow steps back one row, to Spain", visible(stepped)[:1] == ["Spain"], visible(stepped))
    logs, fetched = p.problems()
    check("vertical scroll: no console error and nothing fetched", not logs and not fetched, (logs, fetched))


def turn3d_page(d, folder):
    """A 3D chart turns under a drag: the script projects the geometry the page carries, with no
    server and no precomputed states."""
    p = Page(d, os.path.join(folder, "74-penguin-points.html"))

    def state():
        return p.js("""var g=document.querySelector('g.chart3d'); return [g.getAttribute('data-azimuth'), g.getAttribute('data-inclination'),
            Array.from(g.querySelectorAll('g.mark.point circle:first-child')).map(function(c){return +c.getAttribute('cx');})]""")

    p.move(p.rect["width"] / 2, p.rect["height"] / 2)
    ActionChains(d).click_and_hold().move_by_offset(60, 20).release().perform()
    az, inc, xs = state()
    # 30° − 60 × 0.5° and 20° + 20 × 0.5°.
    check("3d: a drag 60 right and 20 down turns the pose to azimuth 0°, inclination 30°", (az, inc) == ("0.0", "30.0"), (az, inc))
    check("3d: every penguin is drawn after the turn", len(xs) == 72, len(xs))
    ActionChains(d).click_and_hold().move_by_offset(-60, 0).release().perform()
    az2, _, xs2 = state()
    check("3d: turning back moves the points", az2 == "30.0" and xs2 != xs, (az2, xs2[:3], xs[:3]))
    d.save_screenshot(os.path.join(folder, "browser-turn3d.png"))
    surface = Page(d, os.path.join(folder, "70-surface-height-based.html"))
    ms = surface.js("""var g=document.querySelector('g.chart3d'); g.chart3DDraw(31,21); var t=performance.now();
        for(var i=0;i<10;i++) g.chart3DDraw(30+i,20); return (performance.now()-t)/10""")
    check("3d: a 50 x 50 surface redraws for a new pose (%.1f ms a frame)" % ms,
          surface.js("return document.querySelectorAll('g.chart3d path.mark.surface').length") == 2500)
    # A drag paints its frames into a canvas over the plot; the release writes the SVG back.
    frame = surface.js("""var g=document.querySelector('g.chart3d'); g.chart3DFrame(31,21); var t=performance.now();
        for(var i=0;i<10;i++) g.chart3DFrame(30+i,20); var ms=(performance.now()-t)/10;
        var c=g.querySelector('foreignObject canvas'), plot=g.querySelector('g.plot');
        return [ms, !!c && c.width > 0, plot.style.display, g.getAttribute('data-azimuth')]""")
    check("3d: a drag frame paints the marks into a canvas and hides the SVG's (%.1f ms a frame)" % frame[0],
          frame[1] and frame[2] == "none" and frame[3] == "39.0", frame)
    surface.move(surface.rect["width"] / 2, surface.rect["height"] / 2)
    ActionChains(d).click_and_hold().move_by_offset(-20, 0).pause(0.1).move_by_offset(-20, 0).pause(0.1).release().perform()
    rest = surface.js("""var g=document.querySelector('g.chart3d'), plot=g.querySelector('g.plot');
        return [!!g.querySelector('foreignObject'), plot.style.display, g.querySelectorAll('path.mark.surface').length, g.getAttribute('data-azimuth')]""")
    # 39° + 40 × 0.5°.
    check("3d: releasing a drag puts the turned marks back into the SVG, the canvas gone", rest == [False, "", 2500, "59.0"], rest)
    d.save_screenshot(os.path.join(folder, "browser-turn3d-surface.png"))
    logs, fetched = p.problems()
    check("3d: no console error and nothing fetched", not logs and not fetched, (logs, fetched))


def main():
    if len(sys.argv) > 1:
        folder = os.path.abspath(sys.argv[1])
    else:
        folder = tempfile.mkdtemp(prefix="openchart-browser-")
        subprocess.run(["swift", "run", "openchart", "gallery", "--output", folder], cwd=ROOT, check=True)
    if not all(os.path.exists(os.path.join(folder, name)) for name in ("two-fragments.html", "appear-selection.html")):
        env = dict(os.environ, OPENCHARTS_HTML_FIXTURES=folder)
        subprocess.run(["swift", "test", "--filter", "HostileLabelPage|AppearSelection"], cwd=ROOT, env=env, check=False,
                       stdout=subprocess.DEVNULL)
    run_checks(browser('1000,800', (), ("browser", "performance")), [selection_page, range_page, donut_page, scroll_page, scroll_labels_page, vertical_scroll_page, page_keys_page, hostile_page, fragments_page, appear_page, fonts_page, turn3d_page], folder)


if __name__ == "__main__":
    main()
