import Foundation
import Vignette
import VignetteCairo

/// The review page: `<output>/index.html`, static and self-contained (no network, no build
/// step). It lists every gallery image present in the folder, so it is the same for the same
/// files; what the last run changed is in `.review/changes.js`, which the page loads if present.
public enum ReviewPage {
    struct Change: Encodable {
        let path: String
        let before: String
        let diff: String
        let summary: String
    }

    private struct Entry: Encodable {
        let widget: String
        let target: String
        let appearance: String
        let device: String
        let path: String
        /// The image's size in points (pixels over the device scale), for the "fit" zoom.
        let width: Double
        let height: Double
        /// What the image drew around, from the run that wrote it.
        let warnings: [String]?
    }

    private struct Manifest: Encodable {
        let widgets: [[String]]
        let targets: [String]
        let devices: [String]
        let images: [Entry]
        let previews: [PreviewRow]
    }

    /// One preview: where it is written and its images, captioned with entry and appearance.
    private struct PreviewRow: Encodable {
        let title: String
        let images: [PreviewEntry]
    }

    private struct PreviewEntry: Encodable {
        let path: String
        let caption: String
        let width: Double
        let warnings: [String]?
    }

    /// The rows of the previews section: each preview's images found in `output`, in order.
    private static func previewRows(_ images: [RenderedPreview], in output: URL) -> [PreviewRow] {
        var rows: [PreviewRow] = []
        for image in images {
            let path = image.name + ".png"
            guard FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path) else { continue }
            let title = image.location + (image.previewName.map { " · \($0)" } ?? "")
            let entry = PreviewEntry(path: path, caption: image.caption, width: image.width, warnings: image.warnings.isEmpty ? nil : image.warnings)
            if rows.last?.title == title {
                rows[rows.count - 1] = PreviewRow(title: title, images: rows[rows.count - 1].images + [entry])
            } else {
                rows.append(PreviewRow(title: title, images: [entry]))
            }
        }
        return rows
    }

    /// Writes `index.html` for the images of `widgets` and of `previews` found in `output`, and
    /// the changes of this run.
    static func write(to output: URL, widgets: [WidgetDescription], previews: [RenderedPreview] = [], changes: [Change],
                      warnings: [String: [String]] = [:]) throws {
        var images: [Entry] = []
        for widget in widgets {
            for device in WidgetDevice.all {
                for job in RenderJob.matrix([widget], appearances: WidgetAppearance.allCases, devices: [device]) {
                    let path = job.relativePath
                    guard FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path) else { continue }
                    let size: CGSize = switch job.target {
                    case .widget(let family): device.displaySize(for: family) ?? .zero
                    case .today: CGSize(width: device.screenSize.width - 16, height: 0)
                    }
                    images.append(Entry(widget: widget.kind, target: job.target.description, appearance: job.appearance.rawValue,
                                        device: device.id, path: path, width: Double(size.width), height: Double(size.height),
                                        warnings: warnings[path]))
                }
            }
        }
        let targets = widgets.flatMap(\.targets).map(\.description)
        let manifest = Manifest(widgets: widgets.map { [$0.kind, $0.displayName] },
                                targets: targets.enumerated().filter { targets.firstIndex(of: $0.element) == $0.offset }.map(\.element),
                                // The default device first: the page opens on it.
                                devices: ([WidgetDevice.defaultDevice] + WidgetDevice.all.filter { $0.id != WidgetDevice.defaultDevice.id })
                                    .map(\.id).filter { id in images.contains { $0.device == id } },
                                images: images, previews: previewRows(previews, in: output))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(manifest), as: UTF8.self)
        try AtomicFile.write(Data(html(manifest: json).utf8), to: output.appendingPathComponent("index.html"))
        let changesJSON = String(decoding: try encoder.encode(changes), as: UTF8.self)
        try AtomicFile.write(Data("window.VIGNETTE_CHANGES = \(changesJSON);\n".utf8),
                             to: output.appendingPathComponent(".review/changes.js"))
    }

    private static func html(manifest: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Vignette gallery</title>
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <style>
        :root { color-scheme: light dark; font: 13px -apple-system, "Inter", system-ui, sans-serif; }
        body { margin: 0; background: #e9e9ee; color: #1c1c1e; }
        @media (prefers-color-scheme: dark) { body { background: #1c1c1e; color: #f2f2f7; } }
        header { position: sticky; top: 0; z-index: 1; display: flex; gap: 18px; align-items: center; padding: 10px 18px;
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
        </style></head>
        <body>
        <header>
          <h1>Vignette gallery</h1>
          <label>Device <select id="device"></select></label>
          <label><input type="checkbox" id="placeholder"> Placeholder</label>
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
            figure.appendChild(img);
            const c = document.createElement("figcaption"); c.textContent = caption; figure.appendChild(c);
            if (entry.warnings && entry.warnings.length) {
              c.textContent += " · ⚠ " + entry.warnings.length;
              const list = document.createElement("ul"); list.className = "warnings";
              for (const w of entry.warnings) { const li = document.createElement("li"); li.textContent = w; list.appendChild(li); }
              figure.appendChild(list);
            }
            return figure;
          }
          function render() {
            total = 0; loaded = 0; failed = 0;
            const device = $("device").value, showPlaceholder = $("placeholder").checked;
            const changed = new Set(window.VIGNETTE_CHANGES.map((c) => c.path));
            const onlyChanged = $("changedOnly").checked;
            const table = document.createElement("table");
            const head = table.insertRow(); head.appendChild(document.createElement("th"));
            for (const t of MANIFEST.targets) { const th = document.createElement("th"); th.textContent = t; head.appendChild(th); }
            for (const [kind, name] of MANIFEST.widgets) {
              const row = table.insertRow(); const th = document.createElement("th"); th.textContent = name; row.appendChild(th);
              for (const target of MANIFEST.targets) {
                const td = row.insertCell(); const cell = document.createElement("div"); cell.className = "cell";
                const appearances = showPlaceholder ? ["light", "dark", "placeholder"] : ["light", "dark"];
                for (const appearance of appearances) {
                  const entry = MANIFEST.images.find((e) => e.widget === kind && e.target === target && e.appearance === appearance && e.device === device);
                  if (!entry || (onlyChanged && !changed.has(entry.path))) continue;
                  cell.appendChild(image(entry, appearance + (changed.has(entry.path) ? " · changed" : "")));
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
                const shown = row.images.filter((e) => !onlyChanged || changed.has(e.path));
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
          for (const id of ["device", "placeholder", "zoom", "changedOnly"]) { $(id).addEventListener("change", render); }
          render();
        })();
        </script>
        </body></html>

        """
    }
}
