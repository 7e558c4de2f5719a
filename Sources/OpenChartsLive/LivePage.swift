import OpenCharts

/// The page of a live screen: the first render inline, so it shows before any script runs, and
/// a small script (nothing fetched) that connects, sends the pointer and applies each render.
/// Under an animation it tweens what changed over the change's curve and duration: matched
/// elements (marks by their `data-key`, others by tag, class and place) move their geometry,
/// paths, transforms, opacities and colours; rotations turn by their angle; what comes or goes
/// plays its transition; a changed text cross-fades or rolls its changed characters.
enum LivePage {
    static func html(frame: ScreenSession.Frame, socketPath: String, dark: Bool) -> String {
        let svg = inlineSVG(frame.svg)
        let background = dark ? "#000" : "#fff"
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(frame.title))</title>
        <style>
        html,body{margin:0;padding:0;background:\(background);}
        #oc-live{position:relative;display:flex;justify-content:center;-webkit-user-select:none;user-select:none;touch-action:manipulation;}
        #oc-live svg{display:block;max-width:100%;height:auto;}
        #oc-live-status{position:fixed;left:0;right:0;bottom:0;padding:6px 12px;font:13px -apple-system,Helvetica,Arial,sans-serif;background:#333;color:#fff;display:none;}
        \(frame.fontFaceCSS)</style>
        </head>
        <body>
        <div id="oc-live" data-socket="\(escape(socketPath))" data-rev="\(frame.revision)">
        \(svg)
        </div>
        <div id="oc-live-status" role="status"></div>
        <script>
        \(script)
        </script>
        </body>
        </html>

        """
    }

    /// The SVG document without an XML declaration, to sit inside HTML.
    static func inlineSVG(_ document: String) -> String {
        guard let start = document.range(of: "<svg") else { return "" }
        return String(document[start.lowerBound...])
    }

    /// Text escaped for HTML content and attribute values.
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// The page's script. It sends only events as data (type, point, width, target id, pointer
    /// phase, a field's text) and treats what comes back as an SVG picture, numbers and text.
    static let script = #"""
    (function () {
      "use strict";
      var root = document.getElementById("oc-live");
      var status = document.getElementById("oc-live-status");
      var ws = null, spins = [], raf = 0, targets = [], rev = 0, resizeTimer = 0, patches = 0, fadeCount = 0;
      // The tweens running: each moves one element's attributes from what was shown to the new render's.
      var tweens = [], tweenCount = 0, SVGNS = "http://www.w3.org/2000/svg";
      function svg() { return root.querySelector("svg"); }
      // A screen shorter than the window: the window below it takes the colour of the screen's
      // bottom edge (a grouped list's grey, a sheet's dimming), as the phone's screen would.
      function fillBelow() {
        var s = svg();
        if (!s) { return; }
        var r = s.getBoundingClientRect();
        if (r.bottom >= window.innerHeight || r.height < 2) { return; }
        var el = document.elementFromPoint(r.left + 1, r.bottom - 1);
        var fill = el && s.contains(el) && el !== s ? el.getAttribute("fill") : null;
        if (fill && /^(#[0-9a-fA-F]{3,8}|rgba?\([0-9., ]+\))$/.test(fill)) { document.documentElement.style.background = document.body.style.background = fill; }
      }
      function rotations() {
        var s = svg(), out = [];
        if (!s) { return out; }
        var all = s.querySelectorAll("g[data-rotation]");
        for (var i = 0; i < all.length; i++) { if (!all[i].closest("[data-oc-leaving]")) { out.push(all[i]); } }
        return out;
      }
      function pageWidth() {
        var w = document.documentElement.clientWidth || window.innerWidth || 390;
        return Math.max(120, Math.min(4096, Math.floor(w)));
      }
      // The window's height: the screen a sheet or an alert covers.
      function pageHeight() {
        var h = window.innerHeight || document.documentElement.clientHeight || 0;
        return Math.max(0, Math.min(16384, Math.floor(h)));
      }
      function send(o) { if (ws && ws.readyState === 1) { ws.send(JSON.stringify(o)); } }
      function bezier(x1, y1, x2, y2) {
        function bx(s) { var u = 1 - s; return 3 * u * u * s * x1 + 3 * u * s * s * x2 + s * s * s; }
        function by(s) { var u = 1 - s; return 3 * u * u * s * y1 + 3 * u * s * s * y2 + s * s * s; }
        return function (t) {
          var lo = 0, hi = 1, s = t;
          for (var i = 0; i < 40; i++) {
            var x = bx(s);
            if (Math.abs(x - t) < 1e-6) { break; }
            if (x < t) { lo = s; } else { hi = s; }
            s = (lo + hi) / 2;
          }
          return by(s);
        };
      }
      var curves = {
        linear: function (t) { return t; },
        easeIn: bezier(0.42, 0, 1, 1),
        easeOut: bezier(0, 0, 0.58, 1),
        easeInOut: bezier(0.42, 0, 0.58, 1),
        timingCurve: bezier(0.42, 0, 0.58, 1),
        spring: function (t) { return 1 - (1 + 9 * t) * Math.exp(-9 * t); },
        bouncy: function (t) { return 1 - Math.exp(-6 * t) * Math.cos(3 * Math.PI * t); }
      };
      // SwiftUI's default is a critically damped spring; its motion lasts until it settles.
      curves["default"] = curves.spring;
      curves.smooth = curves.snappy = curves.interactiveSpring = curves.interpolatingSpring = curves.spring;
      function curveNamed(name) { return curves.hasOwnProperty(name) ? curves[name] : curves.easeInOut; }
      // A spring's closed-form motion from 0 at rest to 1: a damped harmonic oscillator of angular
      // frequency w = 2π/response and damping ratio z, over the motion's whole duration (it settles
      // by then); below 1, z overshoots and comes back.
      function springCurve(response, z, seconds) {
        var w = 2 * Math.PI / Math.max(response, 0.001);
        function at(t) {
          if (t <= 0) { return 0; }
          if (z < 1) {
            var wd = w * Math.sqrt(1 - z * z);
            return 1 - Math.exp(-z * w * t) * (Math.cos(wd * t) + z * w / wd * Math.sin(wd * t));
          }
          if (z === 1) { return 1 - (1 + w * t) * Math.exp(-w * t); }
          var s = Math.sqrt(z * z - 1), r1 = -w * (z - s), r2 = -w * (z + s);
          return 1 - (r2 * Math.exp(r1 * t) - r1 * Math.exp(r2 * t)) / (r2 - r1);
        }
        return function (p) { return p >= 1 ? 1 : at(p * seconds); };
      }
      function curveOf(motion) {
        if (motion && motion.response !== undefined) {
          var r = +motion.response, z = +motion.damping;
          if (isFinite(r) && r >= 0 && isFinite(z) && z >= 0) { return springCurve(r, z, motion.duration); }
        }
        return curveNamed(motion ? motion.curve : "");
      }
      // A push slides the new screen in from the trailing edge over the old, which moves a third
      // of the way out and dims; a pop slides the top screen out, the one under it coming back.
      var slides = 0, slideEase = bezier(0.25, 0.1, 0.25, 1);
      function slideNavigation(before, nav, now) {
        var s = svg();
        if (!s || !before || !nav || !Array.isArray(nav.box)) { return; }
        var rect = s.getBoundingClientRect(), home = root.getBoundingClientRect();
        var vb = s.viewBox && s.viewBox.baseVal && s.viewBox.baseVal.width ? s.viewBox.baseVal : null;
        var scale = vb ? rect.width / vb.width : 1;
        var box = nav.box, W = box[2] * scale;
        if (!(W > 0)) { return; }
        // The layer covers the screen and cuts what slides past its edges; a backdrop of the
        // window's colour fills the stack's box where a screen shorter than it ends.
        var fresh = s.cloneNode(true), bg = getComputedStyle(document.body).backgroundColor || "#fff";
        var oldVB = before.viewBox && before.viewBox.baseVal && before.viewBox.baseVal.height ? before.viewBox.baseVal.height * scale : rect.height;
        var toBottom = Math.abs((box[1] + box[3]) * scale - rect.height) < 2;
        var layer = document.createElement("div");
        layer.setAttribute("data-oc-slide", nav.way === "push" ? "push" : "pop");
        layer.style.cssText = "position:absolute;pointer-events:none;overflow:hidden;left:" + (rect.left - home.left) + "px;top:" +
          (rect.top - home.top) + "px;width:" + rect.width + "px;height:" + Math.max(rect.height, oldVB) + "px";
        var backdrop = document.createElement("div");
        backdrop.style.cssText = "position:absolute;background:" + bg + ";left:" + (box[0] * scale) + "px;top:" + (box[1] * scale) +
          "px;width:" + W + "px;height:" + Math.max(box[3] * scale, oldVB - box[1] * scale) + "px";
        layer.appendChild(backdrop);
        function place(el) {
          el.removeAttribute("id");
          var st = el.style;
          st.position = "absolute"; st.left = "0px"; st.top = "0px";
          st.width = rect.width + "px"; st.maxWidth = "none"; st.pointerEvents = "none"; st.background = bg;
          var ovb = el.viewBox && el.viewBox.baseVal && el.viewBox.baseVal.width ? el.viewBox.baseVal : null;
          var h = ovb ? ovb.height * scale : rect.height;
          // A stack that reaches the screen's bottom reaches each screen's own.
          st.clipPath = "inset(" + fmt(box[1] * scale) + "px " + fmt(Math.max(0, rect.width - (box[0] + box[2]) * scale)) + "px " +
            fmt(toBottom ? 0 : Math.max(0, h - (box[1] + box[3]) * scale)) + "px " + fmt(box[0] * scale) + "px)";
          layer.appendChild(el);
        }
        var push = nav.way === "push", under = push ? before : fresh, over = push ? fresh : before;
        place(under); place(over);
        under.setAttribute("data-oc-slide-under", ""); over.setAttribute("data-oc-slide-over", "");
        root.appendChild(layer);
        slides += 1;
        addTween({ el: layer, t0: now, dur: 350, curve: slideEase, remove: true, items: [{ set: function (k) {
          // k runs 0 to 1: the pushed screen's way in, or the popped one's way out.
          var shown = push ? k : 1 - k;
          over.style.transform = "translateX(" + fmt(push ? W * (1 - k) : W * k) + "px)";
          under.style.transform = "translateX(" + fmt(-W / 3 * shown) + "px)";
          under.style.filter = "brightness(" + fmt(1 - 0.1 * shown) + ")";
          layer.setAttribute("data-progress", fmt(k));
        }, end: function () {} }] });
      }
      function angleOf(s, now) {
        var p = s.dur > 0 ? Math.min(1, Math.max(0, (now - s.t0) / s.dur)) : 1;
        return p >= 1 ? s.to : s.from + (s.to - s.from) * s.curve(p);
      }
      function setRotation(el, a, cx, cy) {
        el.setAttribute("transform", "rotate(" + a.toFixed(3) + " " + cx + " " + cy + ")");
        el.setAttribute("data-shown", a.toFixed(3));
      }

      // ---- Tweens: what changed moves from the old render to the new. ----
      var NUMBERS = { x: 1, y: 1, width: 1, height: 1, cx: 1, cy: 1, r: 1, rx: 1, ry: 1, x1: 1, y1: 1, x2: 1, y2: 1,
                      "font-size": 1, "stroke-width": 1, "stroke-dashoffset": 1 };
      var NONNEGATIVE = { width: 1, height: 1, r: 1, rx: 1, ry: 1, "font-size": 1, "stroke-width": 1 };
      var OPACITIES = { opacity: 1, "fill-opacity": 1, "stroke-opacity": 1 };
      var COLOURS = { fill: 1, stroke: 1, "stop-color": 1 };
      var NUMBER = /[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?/g;
      function fmt(v) {
        if (!isFinite(v)) { return "0"; }
        var s = (Math.round(v * 1000) / 1000).toFixed(3);
        s = s.replace(/\.?0+$/, "");
        return s === "-0" ? "0" : s;
      }
      // A value as its numbers and the text around them: "M1 2L3 4" is ["M", "L", ""] around [1, 2, 3, 4].
      function numeric(v) {
        var nums = [], rest = String(v).split(NUMBER);
        String(v).replace(NUMBER, function (n) { nums.push(parseFloat(n)); return n; });
        return { nums: nums, skeleton: rest.join("#"), rest: rest };
      }
      function listTween(from, to) {
        var a = numeric(from), b = numeric(to);
        if (a.skeleton !== b.skeleton || a.nums.length !== b.nums.length || !b.nums.length) { return null; }
        for (var i = 0; i < a.nums.length; i++) { if (!isFinite(a.nums[i]) || !isFinite(b.nums[i])) { return null; } }
        return function (k) {
          var out = b.rest[0];
          for (var i = 0; i < b.nums.length; i++) { out += fmt(a.nums[i] + (b.nums[i] - a.nums[i]) * k) + b.rest[i + 1]; }
          return out;
        };
      }
      // The value of a transform that does nothing, with the functions of `t`: translate(0 0), scale(1), rotate(0).
      function identityLike(t) {
        return String(t).replace(/([a-zA-Z]+)(\s*\()([^)]*)\)/g, function (all, name, open, args) {
          var i = -1;
          return name + open + args.replace(NUMBER, function (n) {
            i += 1;
            if (name === "scale") { return "1"; }
            if (name === "matrix") { return i === 0 || i === 3 ? "1" : "0"; }
            if (name === "rotate" && i > 0) { return n; }
            return "0";
          }) + ")";
        });
      }
      var NAMED = { black: [0, 0, 0], white: [255, 255, 255], red: [255, 0, 0], green: [0, 128, 0], blue: [0, 0, 255] };
      function colour(v) {
        if (!v) { return null; }
        v = String(v).trim().toLowerCase();
        if (NAMED.hasOwnProperty(v)) { return NAMED[v]; }
        var m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(v);
        if (m) {
          var h = m[1];
          if (h.length === 3) { h = h[0] + h[0] + h[1] + h[1] + h[2] + h[2]; }
          return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
        }
        m = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)/.exec(v);
        return m ? [parseFloat(m[1]), parseFloat(m[2]), parseFloat(m[3])] : null;
      }
      function colourTween(from, to) {
        var a = colour(from), b = colour(to);
        if (!a || !b) { return null; }
        return function (k) {
          var c = [];
          for (var i = 0; i < 3; i++) { c.push(Math.round(Math.min(255, Math.max(0, a[i] + (b[i] - a[i]) * k)))); }
          return "rgb(" + c.join(",") + ")";
        };
      }
      function numberTween(from, to, lo, hi) {
        var a = parseFloat(from), b = parseFloat(to);
        if (!isFinite(a) || !isFinite(b)) { return null; }
        return function (k) { return fmt(Math.min(hi, Math.max(lo, a + (b - a) * k))); };
      }
      // The closest element from `el` up (within `top`) whose class list has `prefix`…: its class names.
      function declared(el, top, marker) {
        for (var e = el; e && e.nodeType === 1; e = e.parentNode) {
          var c = " " + (e.getAttribute("class") || "") + " ";
          if (c.indexOf(" " + marker + " ") >= 0) { return c.trim().split(/\s+/); }
          if (e === top) { break; }
        }
        return null;
      }
      // Elements keyed by their place: each level's tag, class and data-key, counted among its siblings.
      function keyed(rootEl) {
        var map = new Map(), keys = new Map();
        function walk(el, prefix) {
          var counts = {};
          for (var c = el.firstElementChild; c; c = c.nextElementSibling) {
            if (c.hasAttribute("data-oc-leaving")) { continue; }
            var base = c.tagName + "." + (c.getAttribute("class") || "") + "." + (c.getAttribute("data-key") || "");
            counts[base] = (counts[base] || 0) + 1;
            var key = prefix + "/" + base + "#" + counts[base];
            map.set(key, c); keys.set(c, key);
            walk(c, key);
          }
        }
        map.set("", rootEl); keys.set(rootEl, "");
        walk(rootEl, "");
        return { map: map, keys: keys };
      }
      // The opacity an element's own attribute gives it; a fade's style stands in for the attribute.
      function opacityOf(el) {
        var v = parseFloat(el.getAttribute("opacity"));
        return isFinite(v) ? Math.min(1, Math.max(0, v)) : 1;
      }
      function addTween(t) { tweens.push(t); tweenCount += 1; setTween(t, 0); }
      // The transition a view declared for coming in (`in`) or going out (`out`), as an extra transform and a fade.
      function transitionOf(el, top, way) {
        var names = declared(el, top, "oc-tr");
        var out = { fade: true, scale: null, move: null };
        if (!names) { return out; }
        out.fade = false;
        for (var i = 0; i < names.length; i++) {
          var n = names[i];
          if (n.indexOf("oc-" + way + "-") !== 0) { continue; }
          n = n.slice(way.length + 4);
          if (n === "opacity") { out.fade = true; }
          else if (n.indexOf("scale-") === 0) { out.scale = Math.max(0, Math.min(10, parseFloat(n.slice(6)) / 100 || 0)); }
          else if (n.indexOf("move-") === 0) { out.move = n.slice(5); }
        }
        return out;
      }
      // Plays a view's coming in (`entering`) or going out: a fade, a scale about its middle, a move off an edge.
      function playTransition(el, top, entering, motion, now) {
        var tr = transitionOf(el, top, entering ? "in" : "out");
        if (!tr.fade && tr.scale === null && !tr.move) {
          if (!entering && el.parentNode) { el.parentNode.removeChild(el); }
          return;
        }
        var box = null, s = svg();
        try { box = el.getBBox(); } catch (e) { box = null; }
        var vb = s && s.viewBox && s.viewBox.baseVal ? s.viewBox.baseVal : null;
        var W = vb && vb.width ? vb.width : 400, H = vb && vb.height ? vb.height : 400;
        var dx = 0, dy = 0;
        if (tr.move && box) {
          // Off the edge, and at least the view's own size away, however the screen's size is tweening.
          if (tr.move === "top") { dy = -(box.y + box.height); }
          else if (tr.move === "bottom") { dy = Math.max(H, box.y + box.height) - box.y; }
          else if (tr.move === "leading") { dx = -(box.x + box.width); }
          else if (tr.move === "trailing") { dx = Math.max(W, box.x + box.width) - box.x; }
        }
        var cx = box ? box.x + box.width / 2 : 0, cy = box ? box.y + box.height / 2 : 0;
        var own = el.getAttribute("transform"), base = opacityOf(el);
        var t = { el: el, items: [], t0: now, dur: motion.duration * 1000, curve: curveOf(motion), remove: !entering };
        // k runs 0 to 1 over the tween; `away` is how far the view is from its place: 1 entering at the start.
        t.items.push({ set: function (k) {
          var away = entering ? 1 - k : k;
          if (tr.fade) { el.style.opacity = fmt(base * Math.min(1, Math.max(0, 1 - away))); }
          var extra = "";
          if (tr.move && (dx || dy)) { extra += "translate(" + fmt(dx * away) + " " + fmt(dy * away) + ") "; }
          if (tr.scale !== null && box) {
            var sc = Math.max(0.0001, tr.scale + (1 - tr.scale) * (1 - away));
            extra += "translate(" + fmt(cx) + " " + fmt(cy) + ") scale(" + fmt(sc) + ") translate(" + fmt(-cx) + " " + fmt(-cy) + ") ";
          }
          if (extra) { el.setAttribute("transform", extra + (own || "")); }
        }, end: function () {
          el.style.opacity = "";
          if (own === null) { el.removeAttribute("transform"); } else { el.setAttribute("transform", own); }
        } });
        fadeCount += 1;
        t.items[0].set(0);
        addTween(t);
      }
      // A text whose words changed: the old fades out as the new fades in; numbers roll.
      function crossText(o, n, top, motion, now) {
        var ct = declared(n, top, "oc-ct") || [];
        if (ct.indexOf("oc-ct-identity") >= 0) { return false; }
        var roll = 0;
        if (ct.indexOf("oc-ct-numeric") >= 0 || ct.indexOf("oc-ct-numeric-value") >= 0) { roll = 1; }
        if (ct.indexOf("oc-ct-numeric-down") >= 0) { roll = -1; }
        if (roll && ct.indexOf("oc-ct-numeric-value") >= 0) {
          var a = parseFloat((o.textContent.match(NUMBER) || ["0"])[0]), b = parseFloat((n.textContent.match(NUMBER) || ["0"])[0]);
          if (b < a) { roll = -1; }
        }
        var size = parseFloat(n.getAttribute("font-size")) || 17;
        o.setAttribute("data-oc-leaving", "");
        n.parentNode.insertBefore(o, n);
        var curve = curveOf(motion), dur = motion.duration * 1000;
        var oy = parseFloat(o.getAttribute("y")), ny = parseFloat(n.getAttribute("y")), nyText = n.getAttribute("y");
        var rollable = roll && isFinite(oy) && isFinite(ny), ob = o.style.opacity !== "" ? parseFloat(o.style.opacity) : opacityOf(o), nb = opacityOf(n);
        if (!isFinite(ob)) { ob = 1; }
        if (rollable && !o.firstElementChild && !n.firstElementChild) { rollDigits(o, n, roll * size * 0.8, ob, curve, dur, now); return true; }
        addTween({ el: o, t0: now, dur: dur, curve: curve, remove: true, items: [{ set: function (k) {
          o.style.opacity = fmt(ob * Math.min(1, Math.max(0, 1 - k)));
          if (rollable) { o.setAttribute("y", fmt(oy - roll * size * 0.8 * k)); }
        }, end: function () {} }] });
        addTween({ el: n, t0: now, dur: dur, curve: curve, items: [{ set: function (k) {
          n.style.opacity = fmt(nb * Math.min(1, Math.max(0, k)));
          if (rollable) { n.setAttribute("y", fmt(ny + roll * size * 0.8 * (1 - k))); }
        }, end: function () { n.style.opacity = ""; if (rollable) { n.setAttribute("y", nyText); } } }] });
        fadeCount += 1;
        return rollable;
      }
      // Numbers roll: only what changed between the old text and the new moves, the old part up
      // and out, the new part up from below; what they share stands still.
      function rollDigits(o, n, shift, ob, curve, dur, now) {
        var a = o.textContent, b = n.textContent, p = 0, q = 0;
        while (p < a.length && p < b.length && a[p] === b[p]) { p += 1; }
        while (q < a.length - p && q < b.length - p && a[a.length - 1 - q] === b[b.length - 1 - q]) { q += 1; }
        function span(el, text, hidden) {
          var t = document.createElementNS(SVGNS, "tspan");
          t.textContent = text;
          if (hidden) { t.setAttribute("fill-opacity", "0"); t.setAttribute("stroke-opacity", "0"); }
          el.appendChild(t);
          return t;
        }
        function split(el, text, hidden) {
          while (el.firstChild) { el.removeChild(el.firstChild); }
          span(el, text.slice(0, p), hidden);
          return [span(el, text.slice(p, text.length - q), false), span(el, text.slice(text.length - q), hidden)];
        }
        // The old text keeps only its changed part visible; the new shows all, its changed part rolling.
        var out = split(o, a, true), inn = split(n, b, false);
        o.style.opacity = fmt(ob);
        addTween({ el: o, t0: now, dur: dur, curve: curve, remove: true, items: [{ set: function (k) {
          out[0].setAttribute("dy", fmt(-shift * k)); out[1].setAttribute("dy", fmt(shift * k));
          out[0].setAttribute("fill-opacity", fmt(Math.min(1, Math.max(0, 1 - k))));
        }, end: function () {} }] });
        addTween({ el: n, t0: now, dur: dur, curve: curve, items: [{ set: function (k) {
          inn[0].setAttribute("dy", fmt(shift * (1 - k))); inn[1].setAttribute("dy", fmt(-shift * (1 - k)));
          inn[0].setAttribute("fill-opacity", fmt(Math.min(1, Math.max(0, k))));
        }, end: function () { n.textContent = b; } }] });
        fadeCount += 1;
      }
      // The height a root's size attribute gives: a viewBox's fourth number, else the number.
      function screenSize(v, name) {
        var nums = numeric(v).nums;
        return name === "viewBox" ? (nums.length === 4 ? nums[3] : 0) : (nums.length ? nums[0] : 0);
      }
      // Tweens one matched element's own attributes from the old (as shown now) to the new.
      function tweenAttributes(o, n, top, motion, now, skip) {
        var items = [], names = {}, i;
        // A view still fading in goes on from how far it got, to its own opacity.
        var shown = o.style && o.style.opacity !== "" ? parseFloat(o.style.opacity) : NaN;
        for (i = 0; i < n.attributes.length; i++) { names[n.attributes[i].name] = 1; }
        for (i = 0; i < o.attributes.length; i++) { names[o.attributes[i].name] = 1; }
        var crossFade = false;
        for (var name in names) {
          if (!names.hasOwnProperty(name)) { continue; }
          var from = o.getAttribute(name), to = n.getAttribute(name), f = null;
          if (from === to || name === skip || (name === "opacity" && isFinite(shown))) { continue; }
          // The screen's own size does not stretch: it grows at once (a sheet coming covers the
          // window), and shrinks only when what goes has gone.
          if (n === svg() && (name === "viewBox" || name === "width" || name === "height")) {
            if (from !== null && to !== null && screenSize(to, name) < screenSize(from, name)) {
              items.push({ set: (function (nm, v) { return function () { n.setAttribute(nm, v); }; })(name, from),
                           end: (function (nm, v) { return function () { n.setAttribute(nm, v); }; })(name, to) });
            }
            continue;
          }
          if (NUMBERS.hasOwnProperty(name)) {
            if (from !== null && to !== null) { f = numberTween(from, to, NONNEGATIVE[name] ? 0 : -1e9, 1e9); }
          } else if (OPACITIES.hasOwnProperty(name)) {
            f = numberTween(from === null ? "1" : from, to === null ? "1" : to, 0, 1);
          } else if (COLOURS.hasOwnProperty(name)) {
            f = colourTween(from, to);
          } else if (name === "viewBox") {
            if (from !== null && to !== null) { f = listTween(from, to); }
          } else if (name === "d" || name === "points") {
            if (from !== null && to !== null) {
              f = listTween(from, to);
              // A path of another shape, or whose arcs turn another way, cross-fades.
              if (!f || (name === "d" && /[aA]/.test(to))) { f = null; crossFade = true; }
            }
          } else if (name === "transform" && !n.hasAttribute("data-rotation")) {
            f = listTween(from === null ? identityLike(to) : from, to === null ? identityLike(from) : to);
          }
          if (f) { items.push({ name: name, f: f, to: to }); }
        }
        if (crossFade && !o.firstElementChild) {
          o.setAttribute("data-oc-leaving", "");
          n.parentNode.insertBefore(o, n);
          playTransition(o, o, false, motion, now);
          playTransition(n, n, true, motion, now);
          return;
        }
        if (isFinite(shown)) {
          var target = opacityOf(n);
          items.push({ set: function (k) { n.style.opacity = fmt(Math.min(1, Math.max(0, shown + (target - shown) * k))); },
                       end: function () { n.style.opacity = ""; } });
        }
        if (!items.length) { return; }
        var t = { el: n, items: items, t0: now, dur: motion.duration * 1000, curve: curveOf(motion) };
        addTween(t);
        setTween(t, 0);
      }
      function setTween(t, k) {
        for (var i = 0; i < t.items.length; i++) {
          var it = t.items[i];
          if (it.set) { it.set(k); } else { t.el.setAttribute(it.name, it.f(k)); }
        }
      }
      function endTween(t) {
        for (var i = 0; i < t.items.length; i++) {
          var it = t.items[i];
          if (it.end) { it.end(); }
          else if (it.to === null) { t.el.removeAttribute(it.name); }
          else { t.el.setAttribute(it.name, it.to); }
        }
        if (t.remove && t.el.parentNode) { t.el.parentNode.removeChild(t.el); }
      }
      // Matches the old part (as shown now) with the new by place and tweens what changed.
      function tweenPart(oldEl, newEl, motion, now) {
        var old = keyed(oldEl), fresh = keyed(newEl), used = new Set();
        var pairs = [], entering = [];
        fresh.map.forEach(function (n, key) {
          var o = old.map.get(key);
          if (o && o.tagName === n.tagName) { pairs.push([o, n]); used.add(o); }
          else if (n !== newEl && (n.parentNode === newEl || fresh.keys.has(n.parentNode) && old.map.has(fresh.keys.get(n.parentNode)))) { entering.push(n); }
        });
        // What went: each topmost old element with no match, placed by its old neighbours among the new.
        var leaving = [];
        old.map.forEach(function (o, key) {
          if (used.has(o) || o === oldEl || !used.has(o.parentNode)) { return; }
          var parentNew = fresh.map.get(old.keys.get(o.parentNode));
          var before = null;
          for (var p = o.nextElementSibling; p; p = p.nextElementSibling) {
            if (used.has(p)) { before = fresh.map.get(old.keys.get(p)); break; }
          }
          leaving.push([o, parentNew, before]);
        });
        for (var i = 0; i < pairs.length; i++) {
          var o = pairs[i][0], n = pairs[i][1];
          var rolled = false;
          if (n.tagName === "text" && o.textContent !== n.textContent && n.parentNode) { rolled = crossText(o.cloneNode(true), n, newEl, motion, now); }
          tweenAttributes(o, n, newEl, motion, now, rolled ? "y" : null);
        }
        for (var j = 0; j < leaving.length; j++) {
          var l = leaving[j];
          if (!l[1]) { continue; }
          l[0].setAttribute("data-oc-leaving", "");
          l[1].insertBefore(l[0], l[2] && l[2].parentNode === l[1] ? l[2] : null);
          playTransition(l[0], l[0], false, motion, now);
        }
        for (var e = 0; e < entering.length; e++) { playTransition(entering[e], entering[e], true, motion, now); }
      }
      // Ends at once the tweens of elements under `el` (or all): their views stand where they were going.
      function dropTweens(el) {
        var keep = [];
        for (var i = 0; i < tweens.length; i++) {
          var t = tweens[i];
          if (!el || el.contains(t.el)) {
            // What was leaving goes now; what stays keeps what it shows, the new render's start.
            if (t.remove && t.el.parentNode) { t.el.parentNode.removeChild(t.el); }
          } else { keep.push(t); }
        }
        tweens = keep;
      }
      function step(now) {
        raf = 0;
        steppedAt = now;
        var running = false, keep = [];
        for (var f = 0; f < tweens.length; f++) {
          var t = tweens[f];
          var p = t.dur > 0 ? Math.min(1, Math.max(0, (now - t.t0) / t.dur)) : 1;
          if (p >= 1) { endTween(t); continue; }
          setTween(t, t.curve(p));
          keep.push(t);
          running = true;
        }
        tweens = keep;
        for (var i = 0; i < spins.length; i++) {
          var s = spins[i];
          if (!s) { continue; }
          setRotation(s.el, angleOf(s, now), s.cx, s.cy);
          if (now < s.t0 + s.dur) { running = true; } else { spins[i] = null; }
        }
        root.setAttribute("data-animating", running ? "true" : "false");
        if (running) { raf = requestAnimationFrame(step); }
      }
      function apply(m) {
        var now = performance.now();
        // Later rules for the same face replace the page's own: the text of a render drawn with
        // a registered font finds its glyphs. They hold every face the session drew, so the
        // rules an earlier update added go.
        if (typeof m.css === "string" && m.css.length > 0) {
          var earlier = document.querySelectorAll("style[data-oc-fonts]");
          for (var e = 0; e < earlier.length; e++) { earlier[e].parentNode.removeChild(earlier[e]); }
          var rules = document.createElement("style");
          rules.setAttribute("data-oc-fonts", String(m.rev));
          rules.textContent = m.css;
          document.head.appendChild(rules);
        }
        var before = rotations();
        var shown = [];
        for (var i = 0; i < before.length; i++) {
          shown[i] = spins[i] ? angleOf(spins[i], now) : parseFloat(before[i].getAttribute("data-rotation"));
        }
        var motion = m.motion && m.motion.duration > 0 && isFinite(m.motion.duration) ? m.motion : null;
        // A push or pop slides whole screens: what was shown is kept to slide away or under.
        var slideFrom = m.nav && svg() ? svg().cloneNode(true) : null;
        if (slideFrom) { motion = null; }
        if (m.type === "patch") {
          var s = svg();
          var live = [];
          if (s) { for (var q = 0; q < s.children.length; q++) { if (!s.children[q].hasAttribute("data-oc-leaving")) { live.push(s.children[q]); } } }
          if (!s || live.length !== m.count) { send({ type: "resync" }); return; }
          for (var c = 0; c < m.changes.length; c++) {
            var change = m.changes[c];
            var holder = document.createElementNS(SVGNS, "svg");
            holder.innerHTML = change.markup;
            var fresh = holder.firstElementChild, stale = live[change.index];
            // An element deeper down: each parent on the way must have the children the server counted.
            if (stale && Array.isArray(change.path)) {
              for (var d = 0; d < change.path.length && stale; d++) {
                var kids = [];
                for (var k = 0; k < stale.children.length; k++) { if (!stale.children[k].hasAttribute("data-oc-leaving")) { kids.push(stale.children[k]); } }
                stale = Array.isArray(change.counts) && kids.length === change.counts[d] ? kids[change.path[d]] : null;
              }
            }
            if (!fresh || !stale || !stale.parentNode) { send({ type: "resync" }); return; }
            dropTweens(stale);
            stale.parentNode.replaceChild(fresh, stale);
            if (motion) { tweenPart(stale, fresh, motion, now); }
          }
          patches += 1;
        } else {
          var oldSvg = svg();
          dropTweens(null);
          root.innerHTML = m.svg.slice(Math.max(0, m.svg.indexOf("<svg")));
          if (motion && oldSvg && svg()) { tweenPart(oldSvg, svg(), motion, now); }
        }
        if (slideFrom) { slideNavigation(slideFrom, m.nav, now); }
        var after = rotations();
        var next = [];
        for (var j = 0; j < after.length; j++) {
          var el = after[j];
          var to = parseFloat(el.getAttribute("data-rotation"));
          var cx = el.getAttribute("data-cx"), cy = el.getAttribute("data-cy");
          var old = spins[j];
          if (motion && j < shown.length && isFinite(shown[j]) && shown[j] !== to) {
            next[j] = { el: el, from: shown[j], to: to, t0: now, dur: motion.duration * 1000, curve: curveOf(motion), cx: cx, cy: cy };
          } else if (old && old.to === to && now < old.t0 + old.dur) {
            old.el = el; old.cx = cx; old.cy = cy; next[j] = old;
          } else {
            next[j] = null;
            // A turn that ended before a frame showed its end (a tab in the background draws no
            // frames) stands at its target, not at the last frame drawn.
            if (old) { setRotation(el, to, cx, cy); }
          }
          if (next[j]) { setRotation(el, angleOf(next[j], now), cx, cy); }
        }
        spins = next;
        targets = m.targets || [];
        placeField(m.field);
        placeRing();
        fillBelow();
        if (clickAt) {
          var since = clickAt, arrived = arrivedAt, applied = performance.now();
          clickAt = 0;
          requestAnimationFrame(function () {
            var drawn = performance.now();
            latencies.push(drawn - since);
            // Where the time went: to the screen's arrival, applying it, and on to the frame.
            latencyParts.push([arrived - since, applied - arrived, drawn - applied]);
            if (latencies.length > 1000) { latencies.shift(); latencyParts.shift(); }
          });
        }
        steppedAt = now;
        rev = m.rev;
        root.setAttribute("data-rev", String(rev));
        if (!raf) { raf = requestAnimationFrame(step); }
        // Frames stop in a tab in the background; a timer still ends every turn and tween at its target.
        var longest = 0;
        for (var k = 0; k < spins.length; k++) { if (spins[k]) { longest = Math.max(longest, spins[k].t0 + spins[k].dur - now); } }
        for (var w = 0; w < tweens.length; w++) { longest = Math.max(longest, tweens[w].t0 + tweens[w].dur - now); }
        if (longest > 0) { setTimeout(function () { step(performance.now()); }, longest + 20); }
      }
      function toUser(ev) {
        var s = svg();
        if (!s || !s.getScreenCTM()) { return null; }
        var p = s.createSVGPoint();
        p.x = ev.clientX; p.y = ev.clientY;
        return p.matrixTransform(s.getScreenCTM().inverse());
      }
      // Whether a target under the point takes `flag`: 1 taps, 2 presses and drags, 4 follows the pointer.
      // A target is [id, x, y, width, height, flags]; an old page's target without flags only taps.
      function flagsOf(t) { return t.length > 5 ? t[5] : 1; }
      function inside(p, t) { return p.x >= t[1] && p.x <= t[1] + t[3] && p.y >= t[2] && p.y <= t[2] + t[4]; }
      function onTarget(p, flag) {
        for (var i = targets.length - 1; i >= 0; i--) {
          if (inside(p, targets[i]) && (flagsOf(targets[i]) & (flag || 15))) { return true; }
        }
        return false;
      }
      // A box of the screen's coordinates as the page's CSS pixels, with the screen's scale; null
      // when the screen is not laid out.
      function pageBox(x, y, w, h) {
        var s = svg(), ctm = s && s.getScreenCTM();
        if (!ctm) { return null; }
        var a = s.createSVGPoint(), b = s.createSVGPoint();
        a.x = x; a.y = y; b.x = x + w; b.y = y + h;
        a = a.matrixTransform(ctm); b = b.matrixTransform(ctm);
        return { left: a.x + window.scrollX, top: a.y + window.scrollY, width: b.x - a.x, height: b.y - a.y, scale: ctm.a || 1 };
      }
      // From each click to the first frame drawn after the screen it led to arrived, for benchmarks.
      var clickAt = 0, arrivedAt = 0, latencies = [], latencyParts = [];
      // When the tweens and turns were last set: what the page shows is their state at that moment.
      var steppedAt = 0;
      root.addEventListener("click", function (ev) {
        var p = toUser(ev);
        if (p) { clickAt = performance.now(); send({ type: "tap", x: p.x, y: p.y, width: pageWidth() }); }
      });
      // Presses, drags and moves go as pointer events, moves at most one an animation frame
      // (and 30 a second): only over what follows the pointer, or while a press lasts.
      var pressing = false, hovering = false, queued = null, moveRaf = 0, lastMove = 0, moves = 0;
      function sendMove() {
        if (!queued) { return; }
        var p = queued;
        queued = null;
        lastMove = performance.now();
        moves += 1;
        send({ type: "pointer", phase: "move", x: p.x, y: p.y });
      }
      function flushMove(now) {
        moveRaf = 0;
        if (!queued) { return; }
        if (now - lastMove < 33) { moveRaf = requestAnimationFrame(flushMove); return; }
        sendMove();
      }
      function queueMove(p) {
        queued = { x: p.x, y: p.y };
        if (!moveRaf) { moveRaf = requestAnimationFrame(flushMove); }
      }
      root.addEventListener("pointerdown", function (ev) {
        if (ev.button !== 0) { return; }
        var p = toUser(ev);
        if (!p || !onTarget(p, 2)) { return; }
        pressing = true;
        try { root.setPointerCapture(ev.pointerId); } catch (e) {}
        send({ type: "pointer", phase: "down", x: p.x, y: p.y });
        ev.preventDefault();
      });
      root.addEventListener("pointermove", function (ev) {
        var p = toUser(ev);
        if (!p) { return; }
        root.style.cursor = onTarget(p, 1) || onTarget(p, 2) ? "pointer" : (onTarget(p, 4) ? "crosshair" : "");
        if (pressing) { queueMove(p); }
        else if (onTarget(p, 4)) { hovering = true; queueMove(p); }
        else if (hovering) { hovering = false; queueMove(p); }
      });
      function release(ev, phase) {
        if (!pressing) { return; }
        pressing = false;
        var p = toUser(ev);
        if (queued) { sendMove(); }
        if (p) { send({ type: "pointer", phase: phase, x: p.x, y: p.y }); }
      }
      root.addEventListener("pointerup", function (ev) { release(ev, "up"); });
      root.addEventListener("pointercancel", function (ev) { release(ev, "up"); });
      root.addEventListener("pointerleave", function (ev) {
        if (pressing) { return; }
        queued = null;
        if (hovering) { hovering = false; var p = toUser(ev) || { x: 0, y: 0 }; send({ type: "pointer", phase: "leave", x: p.x, y: p.y }); }
      });
      // The wheel over a chart that scrolls: its sideways travel (or, failing that, its vertical
      // one) goes as one event an animation frame, and a last one of 0 when it stops.
      var wheelSum = 0, wheelAt = null, wheelRaf = 0, wheelTimer = 0;
      root.addEventListener("wheel", function (ev) {
        var p = toUser(ev);
        if (!p || !onTarget(p, 16)) { return; }
        ev.preventDefault();
        var d = Math.abs(ev.deltaX) > Math.abs(ev.deltaY) ? ev.deltaX : ev.deltaY;
        if (ev.deltaMode === 1) { d *= 16; }
        wheelSum += d;
        wheelAt = p;
        if (!wheelRaf) {
          wheelRaf = requestAnimationFrame(function () {
            wheelRaf = 0;
            if (wheelSum) { moves += 1; send({ type: "wheel", x: wheelAt.x, y: wheelAt.y, delta: wheelSum }); }
            wheelSum = 0;
          });
        }
        clearTimeout(wheelTimer);
        wheelTimer = setTimeout(function () { send({ type: "wheel", x: wheelAt.x, y: wheelAt.y, delta: 0 }); }, 140);
      }, { passive: false });
      // Keys scroll a chart as the wheel does: the one the wheel last turned, else the first that
      // scrolls. The arrows along its axis move it by 40 points, Page Up and Page Down (and the
      // space bar) by its plot's width, or height; it rests, snapping as its code asks, when the keys stop.
      var keyTimer = 0;
      function scrollTarget() {
        var first = null;
        for (var i = 0; i < targets.length; i++) {
          var t = targets[i];
          if (!(flagsOf(t) & 16)) { continue; }
          if (wheelAt && inside(wheelAt, t)) { return t; }
          if (!first) { first = t; }
        }
        return first;
      }
      // Tab moves a focus ring over the controls a tap reaches (Shift-Tab back, Escape away), and
      // Return or the space bar runs the focused one's action, as a tap on it would.
      var focused = -1, ring = null;
      function tappable() { return targets.filter(function (t) { return flagsOf(t) & 1; }); }
      function placeRing() {
        var list = tappable();
        if (focused >= list.length) { focused = list.length - 1; }
        var box = focused >= 0 ? pageBox(list[focused][1], list[focused][2], list[focused][3], list[focused][4]) : null;
        if (!box) { if (ring) { ring.style.display = "none"; } return; }
        if (!ring) {
          ring = document.createElement("div");
          ring.id = "oc-live-focus";
          ring.style.cssText = "position:absolute;pointer-events:none;border:2px solid #007AFF;border-radius:6px;box-sizing:border-box";
          document.body.appendChild(ring);
        }
        var st = ring.style;
        st.display = "block";
        st.left = (box.left - 3) + "px"; st.top = (box.top - 3) + "px";
        st.width = (box.width + 6) + "px"; st.height = (box.height + 6) + "px";
      }
      document.addEventListener("keydown", function (ev) {
        if (ev.altKey || ev.ctrlKey || ev.metaKey || (input && document.activeElement === input)) { return; }
        if (ev.key === "Tab") {
          var list = tappable();
          if (!list.length) { return; }
          ev.preventDefault();
          focused = focused < 0 ? (ev.shiftKey ? list.length - 1 : 0) : (focused + (ev.shiftKey ? -1 : 1) + list.length) % list.length;
          placeRing();
          return;
        }
        if (ev.key === "Escape") { focused = -1; placeRing(); return; }
        if ((ev.key === "Enter" || ev.key === " ") && focused >= 0) {
          var chosen = tappable()[focused];
          if (chosen) { ev.preventDefault(); clickAt = performance.now(); send({ type: "activate", id: chosen[0] }); return; }
        }
        var t = scrollTarget();
        if (!t) { return; }
        // A chart that scrolls up and down takes the up and down arrows, and pages by its height.
        var vertical = flagsOf(t) & 32, page = vertical ? t[4] : t[3];
        var d = (vertical ? { ArrowDown: 40, ArrowUp: -40 } : { ArrowRight: 40, ArrowLeft: -40 })[ev.key];
        if (ev.key === "PageDown" || (ev.key === " " && !ev.shiftKey)) { d = page; }
        if (ev.key === "PageUp" || (ev.key === " " && ev.shiftKey)) { d = -page; }
        if (!d) { return; }
        ev.preventDefault();
        var c = { x: t[1] + t[3] / 2, y: t[2] + t[4] / 2 };
        moves += 1;
        send({ type: "wheel", x: c.x, y: c.y, delta: d });
        clearTimeout(keyTimer);
        keyTimer = setTimeout(function () { send({ type: "wheel", x: c.x, y: c.y, delta: 0 }); }, 140);
      });
      // The focused text field: an input over its box, whose text goes to the server as typed.
      var input = null;
      function sendText() {
        var v = input.value.slice(0, 1000), m = JSON.stringify({ type: "text", text: v });
        while (v.length && new TextEncoder().encode(m).length > 3800) { v = v.slice(0, Math.floor(v.length * 0.8)); m = JSON.stringify({ type: "text", text: v }); }
        if (ws && ws.readyState === 1) { ws.send(m); }
      }
      function placeField(f) {
        var box = f && Array.isArray(f.box) ? pageBox(f.box[0], f.box[1], f.box[2], f.box[3]) : null;
        if (!box) {
          if (input) { input.parentNode.removeChild(input); input = null; }
          return;
        }
        var fresh = !input;
        if (fresh) {
          input = document.createElement("input");
          input.id = "oc-live-input";
          input.setAttribute("autocomplete", "off");
          input.setAttribute("maxlength", "1000");
          input.addEventListener("input", sendText);
          input.addEventListener("keydown", function (ev) {
            if (ev.key === "Enter") { ev.preventDefault(); send({ type: "submit" }); }
          });
          document.body.appendChild(input);
        }
        input.type = f.secure ? "password" : "text";
        var st = input.style, scale = box.scale;
        st.position = "absolute"; st.margin = "0"; st.border = "0"; st.outline = "none"; st.boxSizing = "border-box";
        st.left = box.left + "px"; st.top = box.top + "px";
        st.width = Math.max(1, box.width) + "px"; st.height = Math.max(1, box.height) + "px";
        st.padding = "0 0 0 " + ((+f.inset || 0) * scale) + "px";
        st.font = (17 * scale) + "px -apple-system, Helvetica, Arial, sans-serif";
        // The server draws the text: the input shows only its caret and selection.
        st.background = "transparent"; st.color = "transparent"; st.caretColor = "#007AFF";
        if (fresh || document.activeElement !== input) { input.value = typeof f.text === "string" ? f.text : ""; input.focus(); }
      }
      window.addEventListener("resize", function () {
        clearTimeout(resizeTimer);
        resizeTimer = setTimeout(function () { send({ type: "resize", width: pageWidth(), height: pageHeight() }); }, 150);
      });
      function say(text) { status.textContent = text; status.style.display = text ? "block" : "none"; }
      function connect() {
        var url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + root.getAttribute("data-socket");
        ws = new WebSocket(url);
        ws.onopen = function () { say(""); send({ type: "hello", width: pageWidth(), height: pageHeight() }); };
        ws.onmessage = function (ev) {
          var m;
          arrivedAt = performance.now();
          try { m = JSON.parse(ev.data); } catch (e) { return; }
          if (m && m.type === "render" && typeof m.svg === "string") { apply(m); }
          else if (m && m.type === "patch" && Array.isArray(m.changes)) { apply(m); }
          else if (m && m.type === "busy") { say("The server is busy; reload the page in a moment."); }
        };
        ws.onclose = function () { say("Disconnected. Reload the page to start again."); };
      }
      window.ocLive = {
        revision: function () { return rev; },
        patches: function () { return patches; },
        fades: function () { return fadeCount; },
        tweens: function () { return tweenCount; },
        tweening: function () { return tweens.length; },
        slides: function () { return slides; },
        angles: function () {
          var out = [], els = rotations();
          for (var i = 0; i < els.length; i++) {
            out.push(parseFloat(els[i].getAttribute("data-shown") || els[i].getAttribute("data-rotation")));
          }
          return out;
        },
        connected: function () { return !!ws && ws.readyState === 1; },
        moves: function () { return moves; },
        targets: function () { return targets.slice(); },
        latencies: function () { return latencies.slice(); },
        latencyParts: function () { return latencyParts.slice(); },
        // Each running tween's progress, 0 to 1, as the page last drew it, by the page's own clock.
        progress: function () {
          var out = [];
          for (var i = 0; i < tweens.length; i++) {
            var t = tweens[i];
            out.push(t.dur > 0 ? Math.min(1, Math.max(0, (steppedAt - t.t0) / t.dur)) : 1);
          }
          return out;
        },
        // Seconds since the running turn started, as the page last drew it; null with no turn running.
        spinElapsed: function () {
          for (var i = 0; i < spins.length; i++) { if (spins[i]) { return Math.max(0, steppedAt - spins[i].t0) / 1000; } }
          return null;
        }
      };
      connect();
    })();
    """#
}
