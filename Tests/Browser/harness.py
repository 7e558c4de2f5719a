"""What the browser checks share: a headless Chromium in a pinned world, PASS/FAIL lines, and a
run of page checks that ends with the 'N passed, N failed' line and the matching exit code."""
import os
import shutil
import sys
import traceback

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The font configuration the Swift tests give rsvg-convert too: its only font is the Liberation
# Sans the package ships, and every family our pages name (Helvetica, Arial, -apple-system,
# sans-serif...) is drawn in it, whatever fonts the machine has.
FONTS_CONF = os.path.join(ROOT, "Tests", "Fonts", "fonts.conf")
results = []


def pinned_environment():
    """This process's environment with the fonts, the locale and the time zone pinned, for
    Chromium (through its driver), as ExternalTool pins them for the Swift tests' programs."""
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT")}
    env.update(FONTCONFIG_FILE=FONTS_CONF, LANG="C.UTF-8", LC_ALL="C.UTF-8", TZ="UTC")
    return env


def check(name, ok, detail=""):
    results.append(ok)
    print(("PASS " if ok else "FAIL ") + name + ("" if ok or not detail else ": " + str(detail)))


def browser(window="1000,800", extra_args=(), logs=("browser",)):
    o = Options()
    for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=" + window,
              "--disable-background-networking", "--no-first-run", *extra_args]:
        o.add_argument(a)
    if os.path.exists("/usr/bin/chromium"):
        o.binary_location = "/usr/bin/chromium"
    o.set_capability("goog:loggingPrefs", {name: "ALL" for name in logs})
    driver = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    return webdriver.Chrome(service=Service(executable_path=driver, env=pinned_environment()), options=o)


def run_checks(d, tests, folder):
    """Runs each page check in turn (a page that cannot be driven fails, and the others still
    run), closes the browser, prints the totals and exits 1 when anything failed."""
    try:
        for test in tests:
            try:
                test(d, folder)
            except Exception as e:
                check(test.__name__ + " ran", False, (repr(e)[:300], traceback.format_exc().splitlines()[-6:]))
    finally:
        d.quit()
    passed = sum(1 for r in results if r)
    failed = len(results) - passed
    print("screenshots in " + folder)
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)
