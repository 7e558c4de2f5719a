#!/usr/bin/env python3
"""Clicks the discrete controls of offline interactive pages in a real headless Chromium.

    python3 Tests/Browser/offline_controls.py [FOLDER]

The pages (a toggle, a segmented picker and a chart; a stepper within 1...3; an inline picker) are written by
`swift test --filter InteractiveControls` into the folder, a scratch one without an argument.
Screenshots are left in the folder. The last line says `N passed, N failed`.
"""
import json
import os
import subprocess
import sys
import tempfile

from selenium.webdriver.common.action_chains import ActionChains

from harness import ROOT, browser, check, run_checks


class Page:
    def __init__(self, d, path):
        self.d = d
        d.get("file://" + path)
        self.svg = d.find_element("css selector", ".openchart svg")
        rid = d.find_element("css selector", ".openchart").get_attribute("id")
        self.data = json.loads(d.execute_script("return document.getElementById(arguments[0]).textContent", rid + "-data"))
        self.rect = d.execute_script("return arguments[0].getBoundingClientRect().toJSON()", self.svg)
        self.vb = d.execute_script("var v=arguments[0].viewBox.baseVal;return [v.width,v.height]", self.svg)

    def click_region(self, region):
        """Clicks the middle of a control's place, given in picture points."""
        x, y = region[0] + region[2] / 2, region[1] + region[3] / 2
        sx, sy = self.rect["width"] / self.vb[0], self.rect["height"] / self.vb[1]
        ActionChains(self.d).move_to_element_with_offset(
            self.svg, int(round(x * sx - self.rect["width"] / 2)), int(round(y * sy - self.rect["height"] / 2))).click().perform()

    def text(self):
        return " ".join(self.d.execute_script(
            "return Array.from(arguments[0].querySelectorAll('text')).map(function(t){return t.textContent})", self.svg))

    def bars(self):
        return self.d.execute_script("return arguments[0].querySelectorAll('.mark.bar').length", self.svg)

    def rules(self):
        return self.d.execute_script("return arguments[0].querySelectorAll('.mark.rule').length", self.svg)


def controls_page(d, folder):
    p = Page(d, os.path.join(folder, "offline-controls.html"))
    u = p.data.get("u")
    check("controls: the plan has a toggle and a three-segment picker", u is not None and u["n"] == [2, 3], u and u["n"])
    if u is None:
        return
    toggle = [h for h in u["h"] if h[4] == 0][0]
    segments = [h for h in u["h"] if h[4] == 1]
    start = p.text()
    check("controls: the base page shows the week without its average",
          "Showing Week without average" in start and p.bars() == 2 and p.rules() == 0, (start, p.bars(), p.rules()))
    d.save_screenshot(os.path.join(folder, "offline-controls-0-base.png"))
    p.click_region(toggle)
    after = p.text()
    check("controls: a click on the toggle shows the average, rule and text",
          "Showing Week with average" in after and p.rules() == 1, (after, p.rules()))
    d.save_screenshot(os.path.join(folder, "offline-controls-1-toggle.png"))
    p.click_region(segments[1])
    month = p.text()
    check("controls: the Month segment shows four bars, the average kept",
          "Showing Month with average" in month and p.bars() == 4 and p.rules() == 1, (month, p.bars(), p.rules()))
    d.save_screenshot(os.path.join(folder, "offline-controls-2-month.png"))
    p.click_region(toggle)
    p.click_region(segments[0])
    back = p.text()
    check("controls: switching both back shows the base picture again",
          back == start and p.bars() == 2 and p.rules() == 0, back)
    p.click_region(segments[2])
    year = p.text()
    check("controls: the Year segment shows six bars", "Showing Year without average" in year and p.bars() == 6, (year, p.bars()))
    d.save_screenshot(os.path.join(folder, "offline-controls-3-year.png"))
    logs = [e for e in d.get_log("browser") if e["level"] in ("SEVERE", "WARNING")]
    check("controls: no console error", not logs, logs)


def stepper_page(d, folder):
    p = Page(d, os.path.join(folder, "offline-stepper.html"))
    u = p.data.get("u")
    check("stepper: three values, the base in the middle", u is not None and u["n"] == [3] and u["v"] == [1], u)
    if u is None:
        return
    minus, plus = u["h"][0], u["h"][1]
    check("stepper: the base page shows 2", "Days: 2" in p.text(), p.text())
    p.click_region(plus)
    check("stepper: + shows 3", "Days: 3" in p.text(), p.text())
    p.click_region(plus)
    check("stepper: + again stays at the bound, 3", "Days: 3" in p.text(), p.text())
    p.click_region(minus); p.click_region(minus)
    check("stepper: − twice shows 1", "Days: 1" in p.text(), p.text())
    d.save_screenshot(os.path.join(folder, "offline-stepper-1.png"))


def inline_page(d, folder):
    p = Page(d, os.path.join(folder, "offline-inline.html"))
    u = p.data.get("u")
    check("inline picker: one control of three rows", u is not None and u["n"] == [3] and len(u["h"]) == 3, u)
    if u is None:
        return
    check("inline picker: the base page shows Apple", "Chosen: Apple" in p.text(), p.text())
    p.click_region(u["h"][2])
    check("inline picker: the third row shows Cherry", "Chosen: Cherry" in p.text(), p.text())
    d.save_screenshot(os.path.join(folder, "offline-inline-1.png"))
    p.click_region(u["h"][1])
    check("inline picker: the second row shows Banana", "Chosen: Banana" in p.text(), p.text())


def activity_page(d, folder):
    p = Page(d, os.path.join(folder, "offline-activity.html"))
    u = p.data.get("u")
    check("activity: picker, toggle and stepper make 3 × 2 × 7 combinations", u is not None and u["n"] == [3, 2, 7], u and u["n"])
    if u is None:
        return
    picker = [h for h in u["h"] if h[4] == 0]
    toggle = [h for h in u["h"] if h[4] == 1][0]
    minus, plus = [h for h in u["h"] if h[4] == 2]
    check("activity: five bars and the average rule to start", p.bars() == 5 and p.rules() == 1, (p.bars(), p.rules()))
    p.click_region(plus)
    check("activity: + shows six days", "Days: 6" in p.text() and p.bars() == 6, (p.bars(), p.text()))
    p.click_region(toggle)
    check("activity: the toggle hides the average", p.rules() == 0 and p.bars() == 6, (p.bars(), p.rules()))
    p.click_region(picker[2])
    check("activity: the Year segment keeps six days and no average", p.rules() == 0 and p.bars() == 6 and "Days: 6" in p.text(),
          (p.bars(), p.rules()))
    for _ in range(6):
        p.click_region(minus)
    check("activity: − down to the bound shows one day", "Days: 1" in p.text() and p.bars() == 1, (p.bars(), p.text()))
    d.save_screenshot(os.path.join(folder, "offline-activity-1.png"))


def main():
    folder = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else tempfile.mkdtemp(prefix="openchart-controls-")
    if not os.path.exists(os.path.join(folder, "offline-activity.html")):
        env = dict(os.environ, OPENCHARTS_HTML_FIXTURES=folder)
        subprocess.run(["swift", "test", "--filter", "InteractiveControls"], cwd=ROOT, env=env, check=False,
                       stdout=subprocess.DEVNULL)
    run_checks(browser('1000,800'), [controls_page, stepper_page, inline_page, activity_page], folder)


if __name__ == "__main__":
    main()
