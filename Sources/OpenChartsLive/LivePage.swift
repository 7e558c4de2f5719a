import OpenCharts

/// The page of a live screen: the first render inline, so it shows before any script runs, and
/// a small script (nothing fetched) that connects, sends the pointer and applies each render,
/// tweening rotations by their angle over the change's animation.
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
        #oc-live{display:flex;justify-content:center;-webkit-user-select:none;user-select:none;touch-action:manipulation;}
        #oc-live svg{display:block;max-width:100%;height:auto;}
        #oc-live-status{position:fixed;left:0;right:0;bottom:0;padding:6px 12px;font:13px -apple-system,Helvetica,Arial,sans-serif;background:#333;color:#fff;display:none;}
        </style>
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
      var ws = null, spins = [], raf = 0, targets = [], rev = 0, resizeTimer = 0, patches = 0, fades = [], fadeCount = 0;
      function svg() { return root.querySelector("svg"); }
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
      curves["default"] = curves.easeInOut;
      curves.smooth = curves.snappy = curves.interactiveSpring = curves.interpolatingSpring = curves.spring;
      function curveNamed(name) { return curves.hasOwnProperty(name) ? curves[name] : curves.easeInOut; }
      function angleOf(s, now) {
        var p = s.dur > 0 ? Math.min(1, Math.max(0, (now - s.t0) / s.dur)) : 1;
        return p >= 1 ? s.to : s.from + (s.to - s.from) * s.curve(p);
      }
      function setRotation(el, a, cx, cy) {
        el.setAttribute("transform", "rotate(" + a.toFixed(3) + " " + cx + " " + cy + ")");
        el.setAttribute("data-shown", a.toFixed(3));
      }
      function finishFades() {
        for (var i = 0; i < fades.length; i++) {
          if (fades[i].out.parentNode) { fades[i].out.parentNode.removeChild(fades[i].out); }
          fades[i].inn.style.opacity = "";
        }
        fades = [];
      }
      function step(now) {
        raf = 0;
        var running = false;
        for (var f = 0; f < fades.length; f++) {
          var fade = fades[f];
          var p = fade.dur > 0 ? Math.min(1, Math.max(0, (now - fade.t0) / fade.dur)) : 1;
          var k = p >= 1 ? 1 : Math.min(1, Math.max(0, fade.curve(p)));
          fade.inn.style.opacity = String(k);
          fade.out.style.opacity = String(1 - k);
          if (p < 1) { running = true; }
        }
        if (!running && fades.length) { finishFades(); }
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
        // A change still fading ends now: the page's children are the server's again.
        finishFades();
        var before = svg() ? svg().querySelectorAll("g[data-rotation]") : [];
        var shown = [];
        for (var i = 0; i < before.length; i++) {
          shown[i] = spins[i] ? angleOf(spins[i], now) : parseFloat(before[i].getAttribute("data-rotation"));
        }
        if (m.type === "patch") {
          var s = svg();
          if (!s || s.children.length !== m.count) { send({ type: "resync" }); return; }
          for (var c = 0; c < m.changes.length; c++) {
            var holder = document.createElementNS("http://www.w3.org/2000/svg", "svg");
            holder.innerHTML = m.changes[c].markup;
            var fresh = holder.firstElementChild, stale = s.children[m.changes[c].index];
            if (!fresh || !stale) { send({ type: "resync" }); return; }
            s.replaceChild(fresh, stale);
            // With an animation, the part cross-fades from the old render to the new; rotations tween instead.
            if (m.motion && m.motion.duration > 0 && !fresh.hasAttribute("data-rotation") && !fresh.querySelector("g[data-rotation]")) {
              s.insertBefore(stale, fresh.nextSibling);
              fresh.style.opacity = "0";
              fades.push({ inn: fresh, out: stale, t0: now, dur: m.motion.duration * 1000, curve: curveNamed(m.motion.curve) });
              fadeCount += 1;
            }
          }
          patches += 1;
        } else {
          root.innerHTML = m.svg.slice(Math.max(0, m.svg.indexOf("<svg")));
        }
        var after = svg() ? svg().querySelectorAll("g[data-rotation]") : [];
        var next = [];
        for (var j = 0; j < after.length; j++) {
          var el = after[j];
          var to = parseFloat(el.getAttribute("data-rotation"));
          var cx = el.getAttribute("data-cx"), cy = el.getAttribute("data-cy");
          var old = spins[j];
          if (m.motion && m.motion.duration > 0 && j < shown.length && isFinite(shown[j]) && shown[j] !== to) {
            next[j] = { el: el, from: shown[j], to: to, t0: now, dur: m.motion.duration * 1000, curve: curveNamed(m.motion.curve), cx: cx, cy: cy };
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
        if (clickAt) {
          var since = clickAt;
          clickAt = 0;
          requestAnimationFrame(function () { latencies.push(performance.now() - since); if (latencies.length > 1000) { latencies.shift(); } });
        }
        rev = m.rev;
        root.setAttribute("data-rev", String(rev));
        if (!raf) { raf = requestAnimationFrame(step); }
        // Frames stop in a tab in the background; a timer still ends every turn at its target.
        var longest = 0;
        for (var k = 0; k < spins.length; k++) { if (spins[k]) { longest = Math.max(longest, spins[k].t0 + spins[k].dur - now); } }
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
      function onTarget(p, flag) {
        for (var i = targets.length - 1; i >= 0; i--) {
          var t = targets[i];
          var f = t.length > 5 ? t[5] : 1;
          if (p.x >= t[1] && p.x <= t[1] + t[3] && p.y >= t[2] && p.y <= t[2] + t[4] && (f & (flag || 15))) { return true; }
        }
        return false;
      }
      // From each click to the first frame drawn after the screen it led to arrived, for benchmarks.
      var clickAt = 0, latencies = [];
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
      // The focused text field: an input over its box, whose text goes to the server as typed.
      var input = null;
      function sendText() {
        var v = input.value.slice(0, 1000), m = JSON.stringify({ type: "text", text: v });
        while (v.length && new TextEncoder().encode(m).length > 3800) { v = v.slice(0, Math.floor(v.length * 0.8)); m = JSON.stringify({ type: "text", text: v }); }
        if (ws && ws.readyState === 1) { ws.send(m); }
      }
      function placeField(f) {
        var s = svg();
        if (!f || !s || !s.getScreenCTM() || !Array.isArray(f.box)) {
          if (input) { input.parentNode.removeChild(input); input = null; }
          return;
        }
        var ctm = s.getScreenCTM(), a = s.createSVGPoint(), b = s.createSVGPoint();
        a.x = f.box[0]; a.y = f.box[1]; b.x = f.box[0] + f.box[2]; b.y = f.box[1] + f.box[3];
        a = a.matrixTransform(ctm); b = b.matrixTransform(ctm);
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
        var st = input.style, scale = ctm.a || 1;
        st.position = "absolute"; st.margin = "0"; st.border = "0"; st.outline = "none"; st.boxSizing = "border-box";
        st.left = (a.x + window.scrollX) + "px"; st.top = (a.y + window.scrollY) + "px";
        st.width = Math.max(1, b.x - a.x) + "px"; st.height = Math.max(1, b.y - a.y) + "px";
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
        angles: function () {
          var out = [], els = svg() ? svg().querySelectorAll("g[data-rotation]") : [];
          for (var i = 0; i < els.length; i++) {
            out.push(parseFloat(els[i].getAttribute("data-shown") || els[i].getAttribute("data-rotation")));
          }
          return out;
        },
        connected: function () { return !!ws && ws.readyState === 1; },
        moves: function () { return moves; },
        latencies: function () { return latencies.slice(); }
      };
      connect();
    })();
    """#
}
