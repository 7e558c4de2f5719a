#!/usr/bin/env python3
"""Draws a page whose text names a registered brand font, in a real headless Chromium.

    python3 Tests/Browser/brand_fonts.py [FIXTURES_DIR]

The pages are the ones `swift test --filter RegisteredFontPageTests` writes into the folder named
by OPENCHARTS_HTML_FIXTURES (made here when no folder is given): "ttrr" at 20 points in
`Font.custom("Brand Sans", size: 20)`, a face the tests make from Liberation Sans Bold under a new
name. The page carries it as an `@font-face` with a `data:` source, so the browser (whose only
machine font is Liberation Sans Regular, see harness.py) loads it without fetching anything and
draws the text at the width layout measured: Helvetica-Bold's advances, t 333 and r 389
thousandths of an em, (2 x 333 + 2 x 389) / 1000 x 20 = 28.88 points, where Liberation Sans
Regular would give 24.44. Headless Chromium rounds each glyph's advance to a whole pixel (t 7, r 8:
30; regular t 6, r 7: 26), so a width is within half a pixel a glyph of its figure. A family no
registered font has gets no rule and the regular width.
The last line says `N passed, N failed`; the exit status is 1 when anything failed.
"""
import os
import subprocess
import sys
import tempfile

from harness import ROOT, browser, check, run_checks

BOLD_WIDTH = (2 * 333 + 2 * 389) / 1000 * 20
REGULAR_WIDTH = (2 * 278 + 2 * 333) / 1000 * 20

MEASURE = """
var done = arguments[arguments.length - 1];
document.fonts.ready.then(function () {
  var t = document.querySelector('.openchart svg text');
  var faces = [];
  document.fonts.forEach(function (f) { faces.push([f.family, f.status]); });
  done({width: t ? t.getComputedTextLength() : -1, family: t ? t.getAttribute('font-family') : '',
        check: document.fonts.check('20px "Brand Sans"'), faces: faces});
});
"""


def brand_page(d, folder):
    d.get("file://" + os.path.join(folder, "brand-font.html"))
    r = d.execute_async_script(MEASURE)
    check("the text names Brand Sans first", r["family"].startswith("'Brand Sans'"), r["family"])
    check("one @font-face, loaded", r["faces"] == [["\"Brand Sans\"", "loaded"]] or r["faces"] == [["Brand Sans", "loaded"]], r["faces"])
    check("document.fonts.check finds Brand Sans", r["check"] is True, r)
    w = r["width"]
    check("ttrr is drawn at the measured width, 28.88 (to half a pixel a glyph)",
          abs(w - BOLD_WIDTH) <= 2 and abs(w - BOLD_WIDTH) < abs(w - REGULAR_WIDTH), w)
    d.save_screenshot(os.path.join(folder, "brand-font.png"))


def unknown_page(d, folder):
    d.get("file://" + os.path.join(folder, "unknown-font.html"))
    r = d.execute_async_script(MEASURE)
    check("no rule for an unregistered family", r["faces"] == [], r["faces"])
    w = r["width"]
    check("the browser's own font draws it, 24.44 wide (to half a pixel a glyph)",
          abs(w - REGULAR_WIDTH) <= 2 and abs(w - REGULAR_WIDTH) < abs(w - BOLD_WIDTH), w)


def main():
    folder = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else tempfile.mkdtemp(prefix="openchart-fonts-")
    if not os.path.exists(os.path.join(folder, "brand-font.html")):
        env = dict(os.environ, OPENCHARTS_HTML_FIXTURES=folder)
        subprocess.run(["swift", "test", "--filter", "RegisteredFontPageTests"], cwd=ROOT, env=env, check=False,
                       stdout=subprocess.DEVNULL)
    run_checks(browser('600,400'), [brand_page, unknown_page], folder)


if __name__ == "__main__":
    main()
