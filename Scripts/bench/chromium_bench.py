#!/usr/bin/env python3
"""Headless Chromium rendering the weather widget's HTML/CSS twin at the gallery's pixel size.

Prints JSON: {"weather/systemSmall-light": {"cold": ms, "navigate": ms, "dom": ms}, ...} (medians).
cold: a fresh `chromium --screenshot` process per image. navigate: one warm browser over the
DevTools pipe, loading the page and taking a screenshot. dom: the same page, a text change and a
screenshot. Standard library only; Chromium from Debian (Scripts/setup.sh).
"""
import json, os, shutil, signal, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
WIDGETS = {"weather/systemSmall-light": ("weather-small.html", 158, 158),
           "weather/systemMedium-light": ("weather-medium.html", 338, 158)}
SCALE = 3
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--disable-dev-shm-usage"]


def cold(page, w, h, runs=3):
    times = []
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as home:
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run([CHROMIUM, *FLAGS, "--default-background-color=00000000", f"--force-device-scale-factor={SCALE}",
                            f"--window-size={w},{h}", f"--user-data-dir={home}/p", f"--screenshot={home}/shot.png",
                            "file://" + os.path.join(HERE, page)],
                           env={**os.environ, "HOME": home}, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


class Browser:
    """One Chromium over --remote-debugging-pipe (fd 3 in, fd 4 out, NUL-terminated JSON)."""

    def __init__(self, home):
        to_r, self.to_w = os.pipe()
        self.from_r, from_w = os.pipe()

        def child():
            os.dup2(to_r, 3); os.dup2(from_w, 4)
            os.set_inheritable(3, True); os.set_inheritable(4, True)

        self.process = subprocess.Popen([CHROMIUM, *FLAGS, "--remote-debugging-pipe", f"--user-data-dir={home}/p", "about:blank"],
                                        preexec_fn=child, close_fds=False, start_new_session=True, env={**os.environ, "HOME": home},
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_r); os.close(from_w)
        self.buffer, self.next_id, self.session = b"", 0, None

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_w, json.dumps(message).encode() + b"\0")
        return self.wait(lambda m: m.get("id") == self.next_id)

    def wait(self, match):
        while True:
            while b"\0" in self.buffer:
                raw, self.buffer = self.buffer.split(b"\0", 1)
                message = json.loads(raw)
                if match(message):
                    if "error" in message:
                        raise RuntimeError(message["error"])
                    return message
            chunk = os.read(self.from_r, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk

    def open(self, w, h):
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)["result"]["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["result"]["sessionId"]
        self.send("Page.enable")
        self.send("Emulation.setDeviceMetricsOverride", {"width": w, "height": h, "deviceScaleFactor": SCALE, "mobile": False})
        self.send("Emulation.setDefaultBackgroundColorOverride", {"color": {"r": 0, "g": 0, "b": 0, "a": 0}})

    def navigate(self, url):
        self.send("Page.navigate", {"url": url})
        self.wait(lambda m: m.get("method") == "Page.loadEventFired")

    def screenshot(self):
        return self.send("Page.captureScreenshot", {"format": "png"})["result"]["data"]

    def close(self):
        os.killpg(self.process.pid, signal.SIGKILL)  # the browser and its helper processes
        self.process.wait()


def warm(page, w, h, runs=15):
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as home:
        browser = Browser(home)
        try:
            browser.open(w, h)
            url = "file://" + os.path.join(HERE, page)
            browser.navigate(url); browser.screenshot()
            navigate = []
            for _ in range(runs):
                start = time.perf_counter()
                browser.navigate(url); browser.screenshot()
                navigate.append((time.perf_counter() - start) * 1000)
            dom = []
            for i in range(runs):
                start = time.perf_counter()
                browser.send("Runtime.evaluate", {"expression": f"document.getElementById('city').textContent = 'Cupertino {i}'"})
                browser.screenshot()
                dom.append((time.perf_counter() - start) * 1000)
            return statistics.median(navigate), statistics.median(dom)
        finally:
            browser.close()


def main():
    results = {}
    for name, (page, w, h) in WIDGETS.items():
        navigate, dom = warm(page, w, h)
        results[name] = {"cold": cold(page, w, h), "navigate": navigate, "dom": dom}
    json.dump(results, sys.stdout, indent=1)


if __name__ == "__main__":
    main()
