#!/usr/bin/env python3
"""Clicks the discrete controls of offline interactive pages in a real headless Chromium.

    python3 Tests/Browser/offline_controls.py [FOLDER]

The pages (a toggle, a segmented picker and a chart; a stepper within 1...3; an inline picker; two buttons; a menu
picker; a navigation-link picker; a wheel; a counter past its state budget; the gallery's activity screen) are written by
`swift test --filter InteractiveControls` into the folder, a scratch one without an argument.
Each page's controls are a graph of states (`u.n`): the checks follow it as they click, then look at the text and
pixels the page shows, by mouse and by keyboard (Tab, Enter, Space, Escape).
Screenshots are left in the folder. The last line says `N passed, N failed`.
"""
import io
import json
import os
import subprocess
import sys
import tempfile

from PIL import Image
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

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

        self.u = self.data.get("u")
        self.node = 0

    def point(self, x, y):
        """A point of the picture, in picture points, as an offset from the SVG's centre in CSS pixels."""
        sx, sy = self.rect["width"] / self.vb[0], self.rect["height"] / self.vb[1]
        return int(round(x * sx - self.rect["width"] / 2)), int(round(y * sy - self.rect["height"] / 2))

    def click_at(self, x, y):
        ActionChains(self.d).move_to_element_with_offset(self.svg, *self.point(x, y)).click().perform()

    def moves(self, node=None):
        """The places of a node (the current one by default) as (frame, target), in drawing order."""
        n = self.u["n"][self.node if node is None else node]
        return [(self.u["h"][n[i]], n[i + 1]) for i in range(2, len(n), 2)]

    def click_move(self, k):
        """Clicks the middle of the current node's `k`th place, and follows the click in the graph."""
        frame, target = self.moves()[k]
        self.click_at(frame[0] + frame[2] / 2, frame[1] + frame[3] / 2)
        self.node = target

    def is_menu(self):
        return self.u["n"][self.node][1] == 1

    def screenshot(self, path):
        self.d.save_screenshot(path)
        return Image.open(path).convert("RGB")

    def dark_pixels(self, image, frame):
        """How many pixels of a place (in picture points) are dark, as text is."""
        sx, sy = self.rect["width"] / self.vb[0], self.rect["height"] / self.vb[1]
        x0, y0 = self.rect["x"] + frame[0] * sx, self.rect["y"] + frame[1] * sy
        box = (int(x0) + 2, int(y0) + 2, int(x0 + frame[2] * sx) - 2, int(y0 + frame[3] * sy) - 2)
        part = image.crop(box)
        px = part.load()
        return sum(1 for x in range(part.width) for y in range(part.height) if sum(px[x, y]) < 200)

    def text(self):
        return " ".join(self.d.execute_script(
            "return Array.from(arguments[0].querySelectorAll('text')).map(function(t){return t.textContent})", self.svg))

    def bars(self):
        return self.d.execute_script("return arguments[0].querySelectorAll('.mark.bar').length", self.svg)

    def rules(self):
        return self.d.execute_script("return arguments[0].querySelectorAll('.mark.rule').length", self.svg)


def controls_page(d, folder):
    p = Page(d, os.path.join(folder, "offline-controls.html"))
    u = p.u
    check("controls: the plan holds the 2 × 3 states of a toggle and a three-segment picker",
          u is not None and len(u["n"]) == 6 and len(p.moves()) == 4, u and len(u["n"]))
    if u is None:
        return
    start = p.text()
    check("controls: the base page shows the week without its average",
          "Showing Week without average" in start and p.bars() == 2 and p.rules() == 0, (start, p.bars(), p.rules()))
    d.save_screenshot(os.path.join(folder, "offline-controls-0-base.png"))
    p.click_move(0)
    after = p.text()
    check("controls: a click on the toggle shows the average, rule and text",
          "Showing Week with average" in after and p.rules() == 1, (after, p.rules()))
    d.save_screenshot(os.path.join(folder, "offline-controls-1-toggle.png"))
    p.click_move(2)
    month = p.text()
    check("controls: the Month segment shows four bars, the average kept",
          "Showing Month with average" in month and p.bars() == 4 and p.rules() == 1, (month, p.bars(), p.rules()))
    d.save_screenshot(os.path.join(folder, "offline-controls-2-month.png"))
    p.click_move(0)
    p.click_move(1)
    back = p.text()
    check("controls: switching both back shows the base picture again",
          back == start and p.bars() == 2 and p.rules() == 0 and p.node == 0, back)
    p.click_move(3)
    year = p.text()
    check("controls: the Year segment shows six bars", "Showing Year without average" in year and p.bars() == 6, (year, p.bars()))
    d.save_screenshot(os.path.join(folder, "offline-controls-3-year.png"))
    logs = [e for e in d.get_log("browser") if e["level"] in ("SEVERE", "WARNING")]
    check("controls: no console error", not logs, logs)


def stepper_page(d, folder):
    p = Page(d, os.path.join(folder, "offline-stepper.html"))
    u = p.u
    check("stepper: three states, two halves", u is not None and len(u["n"]) == 3 and len(p.moves()) == 2, u)
    if u is None:
        return
    check("stepper: the base page shows 2", "Days: 2" in p.text(), p.text())
    p.click_move(1)
    check("stepper: + shows 3", "Days: 3" in p.text(), p.text())
    p.click_move(1)
    check("stepper: + again stays at the bound, 3", "Days: 3" in p.text(), p.text())
    p.click_move(0); p.click_move(0)
    check("stepper: − twice shows 1", "Days: 1" in p.text(), p.text())
    d.save_screenshot(os.path.join(folder, "offline-stepper-1.png"))


def inline_page(d, folder):
    p = Page(d, os.path.join(folder, "offline-inline.html"))
    u = p.u
    check("inline picker: three states, three rows", u is not None and len(u["n"]) == 3 and len(p.moves()) == 3, u)
    if u is None:
        return
    check("inline picker: the base page shows Apple", "Chosen: Apple" in p.text(), p.text())
    p.click_move(2)
    check("inline picker: the third row shows Cherry", "Chosen: Cherry" in p.text(), p.text())
    d.save_screenshot(os.path.join(folder, "offline-inline-1.png"))
    p.click_move(1)
    check("inline picker: the second row shows Banana", "Chosen: Banana" in p.text(), p.text())


def activity_page(d, folder):
    p = Page(d, os.path.join(folder, "offline-activity.html"))
    u = p.u
    check("activity: picker, toggle and stepper reach 3 × 2 × 7 states", u is not None and len(u["n"]) == 42, u and len(u["n"]))
    if u is None:
        return
    check("activity: five bars and the average rule to start", p.bars() == 5 and p.rules() == 1, (p.bars(), p.rules()))
    p.click_move(5)
    check("activity: + shows six days", "Days: 6" in p.text() and p.bars() == 6, (p.bars(), p.text()))
    p.click_move(3)
    check("activity: the toggle hides the average", p.rules() == 0 and p.bars() == 6, (p.bars(), p.rules()))
    p.click_move(2)
    check("activity: the Year segment keeps six days and no average", p.rules() == 0 and p.bars() == 6 and "Days: 6" in p.text(),
          (p.bars(), p.rules()))
    for _ in range(6):
        p.click_move(4)
    check("activity: − down to the bound shows one day", "Days: 1" in p.text() and p.bars() == 1, (p.bars(), p.text()))
    d.save_screenshot(os.path.join(folder, "offline-activity-1.png"))


def buttons_page(d, folder):
    p = Page(d, os.path.join(folder, "offline-buttons.html"))
    u = p.u
    check("buttons: a Bool × three periods make six states, two buttons", u is not None and len(u["n"]) == 6 and len(p.moves()) == 2,
          u and len(u["n"]))
    if u is None:
        return
    check("buttons: the base page shows the week without average", "Showing Week without average" in p.text(), p.text())
    p.click_move(0)
    check("buttons: Show average shows it, and the button now says Hide average",
          "Showing Week with average" in p.text() and "Hide average" in p.text(), p.text())
    p.screenshot(os.path.join(folder, "offline-buttons-1-average.png"))
    p.click_move(0)
    check("buttons: a second press hides it again", "Showing Week without average" in p.text() and p.node == 0, p.text())
    p.click_move(1)
    check("buttons: Next period shows the month", "Showing Month without average" in p.text(), p.text())
    p.click_move(1)
    check("buttons: and then the year", "Showing Year without average" in p.text(), p.text())
    p.screenshot(os.path.join(folder, "offline-buttons-2-year.png"))
    p.click_move(1)
    check("buttons: a third press comes back to the week", "Showing Week without average" in p.text() and p.node == 0, p.text())
    # The keyboard: Tab to the first button, Enter presses it; Tab to the second, Space presses it.
    root = d.find_element("css selector", ".openchart")
    d.execute_script("arguments[0].focus()", root)
    ActionChains(d).send_keys(Keys.TAB).perform()
    ring = d.execute_script("var r=document.querySelector('.openchart > div[aria-hidden]');return r&&r.style.display!=='none'?r.getBoundingClientRect().toJSON():null")
    check("buttons: Tab draws a focus ring on the first button", ring is not None and ring["width"] > 20, ring)
    ActionChains(d).send_keys(Keys.ENTER).perform()
    check("buttons: Enter presses it", "Showing Week with average" in p.text(), p.text())
    ActionChains(d).send_keys(Keys.TAB).send_keys(" ").perform()
    check("buttons: Tab then Space presses the second", "Showing Month with average" in p.text(), p.text())
    p.screenshot(os.path.join(folder, "offline-buttons-3-keyboard.png"))
    logs = [e for e in d.get_log("browser") if e["level"] in ("SEVERE", "WARNING")]
    check("buttons: no console error", not logs, logs)


def menu_page(d, folder):
    p = Page(d, os.path.join(folder, "offline-menu.html"))
    u = p.u
    check("menu: three choices, each with its menu open, make six states", u is not None and len(u["n"]) == 6, u and len(u["n"]))
    if u is None:
        return
    check("menu: the base page shows Apple and no menu", "Chosen: Apple" in p.text() and "Cherry" not in p.text(), p.text())
    p.click_move(0)
    rows = [f for f, _ in p.moves()[1:]]
    image = p.screenshot(os.path.join(folder, "offline-menu-1-open.png"))
    check("menu: a click on the picker opens its menu of three rows", p.is_menu() and len(rows) == 3 and "Cherry" in p.text(),
          (p.is_menu(), p.text()))
    check("menu: the rows' text is drawn", all(p.dark_pixels(image, r) > 20 for r in rows), [p.dark_pixels(image, r) for r in rows])
    # A click outside the panel, near the bottom corner, closes the menu and changes nothing.
    p.click_at(4, p.vb[1] - 4)
    p.node = p.moves()[0][1]
    image = p.screenshot(os.path.join(folder, "offline-menu-2-closed.png"))
    check("menu: a click outside closes it", "Cherry" not in p.text() and "Chosen: Apple" in p.text(), p.text())
    check("menu: no row is drawn once closed", all(p.dark_pixels(image, r) < 5 for r in rows[1:]), [p.dark_pixels(image, r) for r in rows])
    p.click_move(0)
    p.click_move(2)
    check("menu: reopened, a click on Banana chooses it and closes the menu",
          "Chosen: Banana" in p.text() and "Cherry" not in p.text() and not p.is_menu(), p.text())
    p.screenshot(os.path.join(folder, "offline-menu-3-banana.png"))
    p.click_move(0)
    p.screenshot(os.path.join(folder, "offline-menu-4-reopened.png"))
    p.click_move(3)
    check("menu: reopened again, Cherry is chosen", "Chosen: Cherry" in p.text() and not p.is_menu(), p.text())
    # The keyboard: Tab to the picker, Enter opens the menu, Tab to the next row, Enter chooses; Escape closes.
    root = d.find_element("css selector", ".openchart")
    d.execute_script("arguments[0].focus()", root)
    ActionChains(d).send_keys(Keys.TAB).send_keys(Keys.ENTER).perform()
    check("menu: Tab and Enter open the menu", "Apple" in p.text() and "Banana" in p.text(), p.text())
    ActionChains(d).send_keys(Keys.ESCAPE).perform()
    check("menu: Escape closes it", "Banana" not in p.text() and "Chosen: Cherry" in p.text(), p.text())
    ActionChains(d).send_keys(Keys.ENTER).send_keys(Keys.TAB).send_keys(Keys.ENTER).perform()
    check("menu: Enter, Tab, Enter chooses the row after the first", "Chosen: Banana" in p.text() and "Cherry" not in p.text(), p.text())
    logs = [e for e in d.get_log("browser") if e["level"] in ("SEVERE", "WARNING")]
    check("menu: no console error", not logs, logs)


def link_page(d, folder):
    p = Page(d, os.path.join(folder, "offline-link.html"))
    u = p.u
    check("link picker: three choices, each with its page pushed, make six states", u is not None and len(u["n"]) == 6,
          u and len(u["n"]))
    if u is None:
        return
    p.click_move(0)
    p.screenshot(os.path.join(folder, "offline-link-1-page.png"))
    check("link picker: a click on the row pushes the page of options, with a back button",
          u["n"][p.node][1] == 2 and "Back" in p.text() and "Cherry" in p.text(), p.text())
    p.click_move(0)
    check("link picker: Back goes back", "Back" not in p.text() and "Chosen: Apple" in p.text() and p.node == 0, p.text())
    p.click_move(0)
    p.click_move(3)
    check("link picker: a row chooses and goes back", "Chosen: Cherry" in p.text() and "Back" not in p.text(), p.text())
    p.screenshot(os.path.join(folder, "offline-link-2-cherry.png"))


def wheel_page(d, folder):
    p = Page(d, os.path.join(folder, "offline-wheel.html"))
    u = p.u
    check("wheel: five sizes, five rows seen", u is not None and len(u["n"]) == 5 and len(p.moves()) == 5, u and len(u["n"]))
    if u is None:
        return
    check("wheel: the base page shows M", "Size: M" in p.text(), p.text())
    p.click_move(4)
    check("wheel: a click on the lowest row chooses XL", "Size: XL" in p.text(), p.text())
    p.screenshot(os.path.join(folder, "offline-wheel-1-xl.png"))
    p.click_move(0)
    check("wheel: then a click on the top row seen chooses it", "Size: S" in p.text() or "Size: XS" in p.text(), p.text())


def fruit_page(d, folder):
    p = Page(d, os.path.join(folder, "offline-fruit.html"))
    u = p.u
    check("fruit: the gallery's controls screen has twelve states of its controls", u is not None and len(u["n"]) == 12,
          u and len(u["n"]))
    if u is None:
        return
    menus = [k for k, (f, t) in enumerate(p.moves()) if u["n"][t][1] == 1]
    check("fruit: one place opens a menu", len(menus) == 1, menus)
    if not menus:
        return
    p.click_move(menus[0])
    p.screenshot(os.path.join(folder, "offline-fruit-1-menu.png"))
    check("fruit: the menu lists the three fruits", p.is_menu() and "Pears" in p.text() and "Plums" in p.text(), p.text())
    p.click_move(3)
    check("fruit: Plums is chosen, the chart titled for it", "Plums sold" in p.text() and not p.is_menu(), p.text())
    p.screenshot(os.path.join(folder, "offline-fruit-2-plums.png"))
    # The chart's selection answers again once the controls are back to the base picture.
    p.click_move(menus[0])
    p.click_move(1)
    check("fruit: Apples again is the base picture", p.node == 0 and "Apples sold" in p.text(), p.text())


def counter_page(d, folder):
    p = Page(d, os.path.join(folder, "offline-counter.html"))
    u = p.u
    check("counter: a budget of five keeps five states", u is not None and len(u["n"]) == 5, u and len(u["n"]))
    if u is None:
        return
    for _ in range(7):
        p.click_move(0)
    check("counter: pressing past the kept states stays on the last", "Count: 4" in p.text(), p.text())
    logs = [e for e in d.get_log("browser") if e["level"] in ("SEVERE", "WARNING")]
    check("counter: no console error", not logs, logs)


def main():
    folder = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else tempfile.mkdtemp(prefix="openchart-controls-")
    pages = ("controls", "stepper", "inline", "activity", "buttons", "menu", "link", "wheel", "fruit", "counter")
    if not all(os.path.exists(os.path.join(folder, "offline-%s.html" % name)) for name in pages):
        env = dict(os.environ, OPENCHARTS_HTML_FIXTURES=folder)
        subprocess.run(["swift", "test", "--filter", "InteractiveControls"], cwd=ROOT, env=env, check=False,
                       stdout=subprocess.DEVNULL)
    run_checks(browser('1000,800'), [controls_page, stepper_page, inline_page, activity_page, buttons_page, menu_page, link_page, wheel_page,
                                            fruit_page, counter_page], folder)


if __name__ == "__main__":
    main()
