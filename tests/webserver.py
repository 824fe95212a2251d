"""The playground served for tests: uvicorn on a free loopback port, in a thread of the test
process (no network beyond 127.0.0.1), stopped at the end of the session."""
from __future__ import annotations

import json
import socket
import threading
import time
import urllib.error
import urllib.request


DOUBLING_CHANT = {
    "en": {"name": "Doubling Chant", "type_line": "Sorcery",
           "text": "For each creature you control, you may search your library for a creature card with the same "
                   "name as that creature. Put those cards onto the battlefield, then shuffle."},
    # today's Japanese with the Magic 2012 printing's error (the erratum): 「同じ名前を持つカード」 lacks クリーチャー
    "ja": {"name": "二重の詠唱", "type_line": "ソーサリー",
           "text": "あなたがコントロールしているクリーチャー１体につき、あなたはあなたのライブラリーからそのクリーチャーと"
                   "同じ名前を持つカード１枚を探してもよい。それらのカードを戦場に出し、その後ライブラリーを切り直す。"},
}


class LiveServer:
    def __init__(self, app):
        import uvicorn

        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.bind(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}"
        self.server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]}, daemon=True)

    def __enter__(self) -> "LiveServer":
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("the playground did not start")
            time.sleep(0.05)
        return self

    def __exit__(self, *exc) -> None:
        self.server.should_exit = True
        self.thread.join(10)
        self.sock.close()

    def request(self, path: str, body=None, raw: bytes | None = None, method: str | None = None,
                headers: dict | None = None) -> tuple[int, dict | str]:
        data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
        req = urllib.request.Request(self.url + path, data=data, method=method,
                                     headers={"Content-Type": "application/json", **(headers or {})})
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                status, text, kind = r.status, r.read().decode(), r.headers.get("content-type", "")
        except urllib.error.HTTPError as e:
            status, text, kind = e.code, e.read().decode(), e.headers.get("content-type", "")
        return status, (json.loads(text) if "json" in kind else text)
