"""`oraclec serve`'s JSON API (/api/explain, /api/lint, /api/pair), served by uvicorn on a loopback
port: answers, one-line 4xx reasons for bad input (never a 500), and the size and time limits."""
import json
import subprocess
import sys
import time

import pytest

from oraclec.cli import main

from webserver import DOUBLING_CHANT


def test_serve_without_the_extra_says_how_to_install_it():
    code = ("import sys; sys.modules['starlette'] = None; sys.modules['uvicorn'] = None\n"
            "from oraclec.cli import main; sys.exit(main(['serve']))")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert p.returncode == 2
    assert p.stderr.count("\n") == 1 and "pip install 'oraclec[web]'" in p.stderr


def test_serve_help(capsys):
    with pytest.raises(SystemExit) as e:
        main(["serve", "--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    assert "--host" in out and "--port" in out and "oraclec[web]" in out


def test_the_page_and_its_files_are_served_by_the_app(web_server):
    status, page = web_server.request("/")
    assert status == 200 and 'src="/static/app.js"' in page and 'href="/static/app.css"' in page
    assert "http" not in page.replace("http-equiv", "")  # no CDN: nothing from elsewhere
    for name in ("app.js", "app.css"):
        status, text = web_server.request(f"/static/{name}")
        assert status == 200 and len(text) > 500 and "https://" not in text
    assert web_server.request("/static/secret.py")[0] == 404


def test_explain_gives_status_tree_ir_and_rules(web_server):
    status, d = web_server.request("/api/explain", {"text": "Flying\nWhenever Foo attacks, draw a card.",
                                                    "name": "Foo", "type_line": "Creature — Bird"})
    assert status == 200 and d["status"] == "ok" and d["lang"] == "en"
    assert [l["status"] for l in d["lines"]] == ["ok", "ok"]
    trig = d["lines"][1]
    assert trig["tree_json"]["rule"] and trig["tree_json"]["children"]
    ab = trig["abilities"][0]
    assert ab["ir"]["kind"] == "triggered" and any("CR 603" in r for r in ab["rules"])
    assert d["text"][slice(*ab["span"])] == "Whenever Foo attacks, draw a card."


def test_explain_japanese_is_detected_and_unreadable_lines_say_so(web_server):
    status, d = web_server.request("/api/explain", {"text": "飛行\nフロブする。"})
    assert status == 200 and d["lang"] == "ja" and d["status"] == "partial"
    assert [l["status"] for l in d["lines"]] == ["ok", "unparsed"]
    assert d["lines"][1]["unparsed"]["reason"]


def test_lint_finds_outdated_wording_with_its_replacement(web_server):
    status, d = web_server.request("/api/lint", {"text": "When Foo comes into play, draw a card.", "name": "Foo"})
    assert status == 200
    f = next(f for f in d["findings"] if f["code"] == "O201")
    assert d["text"][slice(*f["span"])] == "comes into play" and f["suggestion"] == "enters"


def test_pair_points_into_both_texts(web_server):
    status, d = web_server.request("/api/pair", DOUBLING_CHANT)
    assert status == 200 and d["status"] == {"en": "ok", "ja": "ok"}
    x = [f for f in d["findings"] if f["code"] == "X401"]
    assert len(x) == 1 and "“creature”" in x[0]["message"]
    ja, en = x[0], x[0]["related"][0]
    assert DOUBLING_CHANT["ja"]["text"][slice(*ja["span"])] == "そのクリーチャーと同じ名前を持つカード"
    assert DOUBLING_CHANT["en"]["text"][slice(*en["span"])] == "creature" and en["span"][0] > 60
    assert [row["same"] for row in d["abilities"]] == [False]
    fixed = json.loads(json.dumps(DOUBLING_CHANT))
    fixed["ja"]["text"] = fixed["ja"]["text"].replace("持つカード", "持つクリーチャー・カード")
    status, d = web_server.request("/api/pair", fixed)
    assert status == 200 and not [f for f in d["findings"] if f["code"].startswith("X")]
    assert [row["same"] for row in d["abilities"]] == [True]


def test_cards_from_the_embedded_corpus(web_server):
    status, d = web_server.request("/api/cards")
    assert status == 200 and {"en": "Doubling Chant", "ja": "二重の詠唱"} in d["cards"]
    status, d = web_server.request("/api/card?name=%E4%BA%8C%E9%87%8D%E3%81%AE%E8%A9%A0%E5%94%B1")
    assert status == 200 and d["en"]["name"] == "Doubling Chant" and d["ja"]["type_line"] == "ソーサリー"
    status, d = web_server.request("/api/card?name=Nonexistent")
    assert status == 404 and "no card named" in d["error"]


@pytest.mark.parametrize("path,raw,status,says", [
    ("/api/explain", b"{", 400, "not JSON"),
    ("/api/explain", b"\xff\xfe", 400, "UTF-8"),
    ("/api/explain", b"[]", 422, "JSON object"),
    ("/api/explain", b'{"text": 3}', 422, "text must be a string"),
    ("/api/explain", b'{"text": "  "}', 422, "empty"),
    ("/api/explain", b'{"text": "Flying", "lang": "fr"}', 422, "lang"),
    ("/api/lint", b'{"text": "Flying", "colour": "red"}', 422, "unknown field 'colour'"),
    ("/api/pair", b'{"en": {"text": "Flying"}}', 422, "en and ja"),
    ("/api/pair", b'{"en": {"text": "Flying"}, "ja": {"text": 1}}', 422, "ja.text"),
    ("/api/lint", json.dumps({"text": "x" * 6000}).encode(), 413, "at most 5000"),
    ("/api/explain", b'{"text": "' + b"x" * 70000 + b'"}', 413, "larger than"),
    ("/api/explain", b"[" * 5000 + b"]" * 5000, 400, "not JSON"),
])
def test_bad_input_gets_a_4xx_with_one_line(web_server, path, raw, status, says):
    got, d = web_server.request(path, raw=raw)
    assert got == status, d
    assert says in d["error"] and "\n" not in d["error"]


def test_wrong_method_and_path_are_4xx(web_server):
    assert web_server.request("/api/explain")[0] == 405
    assert web_server.request("/api/nothing", {})[0] == 404


def test_a_slow_compile_stops_at_the_time_limit(monkeypatch):
    """A request whose compile runs past the limit is answered 422 in time, not left waiting."""
    pytest.importorskip("starlette")
    from webserver import LiveServer

    from oraclec.web import api, app

    def slow(body):
        time.sleep(1.5)
        return {}

    monkeypatch.setattr(api, "explain", slow)
    with LiveServer(app.create_app(time_limit=0.3)) as server:
        t = time.monotonic()
        status, d = server.request("/api/explain", {"text": "Flying"})
        assert status == 422 and "longer than 0.3 s" in d["error"]
        assert time.monotonic() - t < 1.2
