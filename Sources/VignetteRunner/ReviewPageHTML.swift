import Foundation
import VignetteCore

nonisolated extension ReviewPage {
    /// The page: the manifest, and the script that lays out the grid from it. The modes shown
    /// are a row of checkboxes, one per appearance that has images, and the reader's settings a
    /// selector, shown when a run rendered several (`--variants`); the page's address keeps the
    /// choice (`index.html#modes=light,dark,vibrant&variant=accessibility5`, or `#modes=all`).
    /// Each text the fit report names is outlined on its image and numbered in the list beside it.
    static func html(manifest: String) -> String {
        let defaults = defaultAppearances.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Vignette gallery</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <style>
        :root { color-scheme: light dark; font: 13px -apple-system, "Inter", system-ui, sans-serif; }
        body { margin: 0; background: #e9e9ee; color: #1c1c1e; }
        @media (prefers-color-scheme: dark) { body { background: #1c1c1e; color: #f2f2f7; } }
        header { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: 8px 18px; align-items: center; padding: 10px 18px;
                 background: rgba(250,250,252,.9); border-bottom: 1px solid rgba(0,0,0,.1); }
        @media (prefers-color-scheme: dark) { header { background: rgba(40,40,44,.92); } }
        h1 { font-size: 15px; margin: 0 12px 0 0; }
        table { border-collapse: separate; border-spacing: 18px 14px; }
        th { text-align: left; font-weight: 600; white-space: nowrap; vertical-align: top; padding-top: 4px; }
        td { vertical-align: top; }
        .cell { display: flex; gap: 10px; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-size: 11px; opacity: .6; margin-top: 3px; }
        .warnings { font-size: 11px; color: #b25000; margin: 3px 0 0; padding-left: 14px; max-width: 340px; }
        @media (prefers-color-scheme: dark) { .warnings { color: #ffb340; } }
        .empty { opacity: .35; font-size: 11px; }
        #previews h2 { font-size: 14px; margin: 18px 18px 4px; }
        #previews section { margin: 10px 18px 18px; } #previews h3 { font-size: 12px; font-weight: 600; margin: 0 0 6px; }
        #changes section { display: flex; gap: 12px; align-items: flex-start; margin: 14px 18px; }
        #status { font-size: 11px; opacity: .6; margin-left: auto; }
        #modes { display: flex; flex-wrap: wrap; gap: 2px 12px; } #modes .count { font-size: 11px; opacity: .5; }
        #modes label.none { opacity: .4; }
        .frame { position: relative; display: inline-block; line-height: 0; }
        .outline { position: absolute; box-sizing: border-box; border: 1.5px solid #ff6a00; border-radius: 2px; pointer-events: auto; }
        .outline span { position: absolute; top: -7px; left: -7px; min-width: 12px; height: 12px; border-radius: 6px; background: #ff6a00;
                        color: white; font-size: 9px; line-height: 12px; text-align: center; }
        #variantPicker.single { display: none; }
        </style></head>
        <body>
        <header>
          <h1>Vignette gallery</h1>
          <label>Device <select id="device"></select></label>
          <label id="variantPicker">Variant <select id="variant"></select></label>
          <span id="modes" role="group" aria-label="Modes"></span>
          <label>Zoom <select id="zoom"><option value="fit">Fit (points)</option><option value="actual">Actual pixels</option></select></label>
          <label><input type="checkbox" id="changedOnly"> Changed</label>
          <span id="status" data-total="0" data-loaded="0" data-failed="0" data-done="false"></span>
        </header>
        <main id="grid"></main>
        <div id="previews"></div>
        <div id="changes"></div>
        <script>const MANIFEST = \(manifest); window.VIGNETTE_CHANGES = [];</script>
        <script src=".review/changes.js" onerror="void 0"></script>
        <script>
        (function () {
          const $ = (id) => document.getElementById(id);
          const labels = new Map(MANIFEST.appearances);
          // The modes shown: from the address (#modes=light,tinted or #modes=all), else the defaults.
          function modesFromAddress() {
            const m = /modes=([^&]*)/.exec(location.hash);
            if (!m) {
              // The defaults that have images, else every mode that has (a run of vibrant alone).
              const present = new Set(MANIFEST.images.map((e) => e.appearance));
              const wanted = [\(defaults)].filter((a) => present.has(a));
              return new Set(wanted.length ? wanted : present);
            }
            const v = decodeURIComponent(m[1]);
            return new Set(v === "all" ? labels.keys() : v.split(","));
          }
          let modes = modesFromAddress();
          // The variant shown: from the address (#…&variant=accessibility5), else the standard one.
          function variantFromAddress() {
            const m = /variant=([^&]*)/.exec(location.hash);
            const v = m ? decodeURIComponent(m[1]) : "standard";
            return MANIFEST.variants.some(([id]) => id === v) ? v : (MANIFEST.variants[0] || ["standard"])[0];
          }
          let variant = variantFromAddress();
          function keepInAddress() {
            const shown = "#modes=" + [...labels.keys()].filter((a) => modes.has(a)).join(",");
            history.replaceState(null, "", shown + (variant === "standard" ? "" : "&variant=" + encodeURIComponent(variant)));
          }
          const variantOf = (entry) => entry.variantID || "standard";
          for (const [id, label] of MANIFEST.appearances) {
            const l = document.createElement("label"); l.dataset.appearance = id;
            const box = document.createElement("input"); box.type = "checkbox"; box.id = "mode-" + id; box.checked = modes.has(id);
            box.addEventListener("change", () => {
              if (box.checked) modes.add(id); else modes.delete(id);
              keepInAddress();
              render();
            });
            const count = document.createElement("span"); count.className = "count";
            l.append(box, " " + label + " ", count);
            $("modes").appendChild(l);
          }
          window.addEventListener("hashchange", () => {
            modes = modesFromAddress();
            variant = variantFromAddress(); $("variant").value = variant;
            for (const box of $("modes").querySelectorAll("input")) box.checked = modes.has(box.id.slice(5));
            render();
          });
          // A caption: the mode's name, the variant's (text size, Bold Text, locale) and StandBy's
          // scale (its image is shown at its natural size).
          function captionOf(entry) {
            const name = (labels.get(entry.appearance) || entry.appearance) + (entry.variant ? " · " + entry.variant : "");
            return entry.scale ? name + " · " + entry.scale.toFixed(2) + "× (" + Math.round(entry.width) + " pt)" : name;
          }
          const status = $("status");
          let total = 0, loaded = 0, failed = 0;
          function track(img) {
            total++;
            img.addEventListener("load", () => { loaded++; report(); });
            img.addEventListener("error", () => { failed++; report(); });
          }
          function report() {
            status.dataset.total = total; status.dataset.loaded = loaded; status.dataset.failed = failed;
            status.dataset.done = String(loaded + failed === total);
            status.textContent = loaded + " of " + total + " images" + (failed ? ", " + failed + " missing" : "");
          }
          function image(entry, caption) {
            const figure = document.createElement("figure");
            const img = document.createElement("img");
            img.alt = entry.path; img.src = entry.path;
            track(img);
            img.addEventListener("load", () => {
              if ($("zoom").value === "actual") { img.style.width = (img.naturalWidth / devicePixelRatio) + "px"; }
              else { img.style.width = (entry.width || img.naturalWidth / 3) + "px"; }
            });
            // The fit report's texts outlined where they are drawn, numbered as in the list.
            const frame = document.createElement("div"); frame.className = "frame"; frame.appendChild(img);
            (entry.outlines || []).forEach((o, i) => {
              if (!o) return;
              const box = document.createElement("div"); box.className = "outline"; box.title = entry.warnings[i];
              box.style.left = (o[0] * 100) + "%"; box.style.top = (o[1] * 100) + "%";
              box.style.width = (o[2] * 100) + "%"; box.style.height = (o[3] * 100) + "%";
              const n = document.createElement("span"); n.textContent = String(i + 1); box.appendChild(n);
              frame.appendChild(box);
            });
            figure.appendChild(frame);
            const c = document.createElement("figcaption"); c.textContent = caption; figure.appendChild(c);
            if (entry.warnings && entry.warnings.length) {
              c.textContent += " · ⚠ " + entry.warnings.length;
              const list = document.createElement("ol"); list.className = "warnings";
              for (const w of entry.warnings) { const li = document.createElement("li"); li.textContent = w; list.appendChild(li); }
              figure.appendChild(list);
            }
            return figure;
          }
          function render() {
            total = 0; loaded = 0; failed = 0;
            const device = $("device").value;
            for (const l of $("modes").children) {
              const n = MANIFEST.images.filter((e) => e.device === device && variantOf(e) === variant && e.appearance === l.dataset.appearance).length;
              l.querySelector(".count").textContent = String(n);
              l.classList.toggle("none", n === 0);
            }
            const changed = new Set(window.VIGNETTE_CHANGES.map((c) => c.path));
            const onlyChanged = $("changedOnly").checked;
            const table = document.createElement("table");
            const head = table.insertRow(); head.appendChild(document.createElement("th"));
            for (const t of MANIFEST.targets) { const th = document.createElement("th"); th.textContent = t; head.appendChild(th); }
            for (const [kind, name] of MANIFEST.widgets) {
              const row = table.insertRow(); const th = document.createElement("th"); th.textContent = name; row.appendChild(th);
              for (const target of MANIFEST.targets) {
                const td = row.insertCell(); const cell = document.createElement("div"); cell.className = "cell";
                for (const appearance of labels.keys()) {
                  if (!modes.has(appearance)) continue;
                  for (const entry of MANIFEST.images.filter((e) => e.widget === kind && e.target === target && e.appearance === appearance && e.device === device && variantOf(e) === variant)) {
                    if (onlyChanged && !changed.has(entry.path)) continue;
                    cell.appendChild(image(entry, captionOf(entry) + (changed.has(entry.path) ? " · changed" : "")));
                  }
                }
                if (!cell.children.length) { cell.innerHTML = '<span class="empty">—</span>'; }
                td.appendChild(cell);
              }
            }
            $("grid").replaceChildren(table);
            const previews = $("previews"); previews.replaceChildren();
            if (MANIFEST.previews.length) {
              const h = document.createElement("h2"); h.textContent = "Previews"; previews.appendChild(h);
              for (const row of MANIFEST.previews) {
                const shown = row.images.filter((e) => (!e.appearance || modes.has(e.appearance)) && (!onlyChanged || changed.has(e.path)));
                if (!shown.length) continue;
                const section = document.createElement("section");
                const title = document.createElement("h3"); title.textContent = row.title; section.appendChild(title);
                const cell = document.createElement("div"); cell.className = "cell";
                for (const e of shown) { cell.appendChild(image(e, e.caption + (changed.has(e.path) ? " · changed" : ""))); }
                section.appendChild(cell); previews.appendChild(section);
              }
            }
            const changes = $("changes"); changes.replaceChildren();
            if (onlyChanged) {
              for (const c of window.VIGNETTE_CHANGES) {
                const section = document.createElement("section");
                const entry = MANIFEST.images.find((e) => e.path === c.path) || { width: 0 };
                section.appendChild(image({ path: c.before, width: entry.width }, "before"));
                section.appendChild(image({ path: c.path, width: entry.width }, "after"));
                section.appendChild(image({ path: c.diff, width: entry.width }, "difference: " + c.summary));
                changes.appendChild(section);
              }
            }
            report();
          }
          for (const d of MANIFEST.devices) { const o = document.createElement("option"); o.value = o.textContent = d; $("device").appendChild(o); }
          for (const [id, label] of MANIFEST.variants) { const o = document.createElement("option"); o.value = id; o.textContent = label; $("variant").appendChild(o); }
          $("variant").value = variant;
          $("variantPicker").classList.toggle("single", MANIFEST.variants.length < 2);
          $("variant").addEventListener("change", () => { variant = $("variant").value; keepInAddress(); render(); });
          for (const id of ["device", "zoom", "changedOnly"]) { $(id).addEventListener("change", render); }
          render();
        })();
        </script>
        </body></html>

        """
    }
}
