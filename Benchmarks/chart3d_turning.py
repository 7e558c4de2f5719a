#!/usr/bin/env python3
"""Frames of an offline 3D page turning in headless Chromium.

    python3 Benchmarks/chart3d_turning.py PAGE.html [FRAMES]

PAGE is a page with one 3D chart (`openchart-bench --surface3d-page PAGE.html` writes the 100 x 100
surface of the surface benchmark). Three figures, each a median over FRAMES frames:

- drag frame: one animation frame per new pose, as a drag draws (the page's `chart3DFrame`), timed
  from one frame's start to the next, which includes Chromium's style, layout and paint;
- drag script: the script's own share of such a frame;
- settle: the marks written back into the SVG when the drag ends (`chart3DDraw`), once per drag.

On a loaded machine the best frame says more than the median. With no argument but a page from
before the canvas layer, every frame is drawn into the SVG, as such a page did.

A real drag is made first, and the pose the page reports after it is printed.
"""
import os
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Tests", "Browser"))
from harness import browser  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402

page = os.path.abspath(sys.argv[1])
frames = int(sys.argv[2]) if len(sys.argv) > 2 else 60
d = browser("1000,800")
try:
    d.set_script_timeout(600)
    d.get("file://" + page)
    svg = d.find_element("css selector", ".openchart svg")
    ActionChains(d).move_to_element(svg).click_and_hold().move_by_offset(20, 0).move_by_offset(20, 10).release().perform()
    pose = d.execute_script("var g=document.querySelector('g.chart3d');return [g.getAttribute('data-azimuth'),g.getAttribute('data-inclination')]")
    cells = d.execute_script("return document.querySelectorAll('g.chart3d path.mark.surface').length")
    timing = d.execute_async_script("""
        var done=arguments[arguments.length-1],n=arguments[0],g=document.querySelector('g.chart3d');
        // A page from before the canvas layer drew every drag frame into the SVG.
        var frame=g.chart3DFrame||g.chart3DDraw;
        var starts=[],script=[],i=0;
        function step(){starts.push(performance.now());
            if(i<n){var t=performance.now();frame(30+i,20+i*0.25);script.push(performance.now()-t);i++;requestAnimationFrame(step);}
            else{var settle=[];for(var k=0;k<5;k++){var t=performance.now();g.chart3DDraw(40+k,25);settle.push(performance.now()-t);}
                 done({starts:starts,script:script,settle:settle});}}
        requestAnimationFrame(step);""", frames)
finally:
    d.quit()
starts = timing["starts"]
intervals = [b - a for a, b in zip(starts[1:], starts[2:])]  # the first frame draws the canvas for the first time
print("after a drag of 40 right and 10 down: azimuth %s, inclination %s; %d surface cells in the SVG" % (pose[0], pose[1], cells))
print("drag frame   median %.1f ms  best %.1f ms  worst %.1f ms  (%d frames)" % (statistics.median(intervals), min(intervals), max(intervals), len(intervals)))
print("drag script  median %.1f ms  best %.1f ms  worst %.1f ms" % (statistics.median(timing["script"]), min(timing["script"]), max(timing["script"])))
print("settle       median %.1f ms  best %.1f ms" % (statistics.median(timing["settle"]), min(timing["settle"])))
