"""What the browser checks share: a headless Chromium, PASS/FAIL lines, and a run of page checks
that ends with the 'N passed, N failed' line and the matching exit code."""
import os
import shutil
import sys
import traceback

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
results = []


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
    return webdriver.Chrome(service=Service(executable_path=driver), options=o)


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
