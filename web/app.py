"""The playground's Starlette app: the page and its script and style (served here: the page
works without internet), and the JSON API (api.py). A request that cannot be answered gets a
4xx and {"error": "<one line>"}, never a 500; bodies and compile times are limited."""
from __future__ import annotations

import asyncio
import json
from importlib import resources

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from . import api

MAX_BODY = 64 * 1024  # bytes of one request body
TIME_LIMIT = 10.0  # seconds one request may compile
WORKERS = 1  # requests compiled at once (the others wait, within the time limit): the compiler
# keeps caches of its own, and nothing says they may be filled from two threads at once

STATIC = {"app.js": "text/javascript; charset=utf-8", "app.css": "text/css; charset=utf-8",
          "index.html": "text/html; charset=utf-8"}


def _error(reason: str, status: int) -> JSONResponse:
    return JSONResponse({"error": " ".join(str(reason).split())}, status_code=status)


def _static(name: str) -> bytes:
    return resources.files("oraclec.web").joinpath("static", name).read_bytes()


async def page(request: Request) -> Response:
    return Response(_static("index.html"), media_type=STATIC["index.html"])


async def static(request: Request) -> Response:
    name = request.path_params["name"]
    if name not in STATIC or name == "index.html":
        return _error(f"no file {name!r}", 404)
    return Response(_static(name), media_type=STATIC[name], headers={"Cache-Control": "no-cache"})


async def _body(request: Request):
    length = request.headers.get("content-length")
    if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
        raise api.BadRequest(f"the request body is larger than {MAX_BODY} bytes", 413)
    data = b""
    async for chunk in request.stream():
        data += chunk
        if len(data) > MAX_BODY:
            raise api.BadRequest(f"the request body is larger than {MAX_BODY} bytes", 413)
    if "json" not in request.headers.get("content-type", "application/json"):
        raise api.BadRequest("send the request body as JSON (Content-Type: application/json)", 415)
    try:
        return json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise api.BadRequest("the request body is not UTF-8", 400) from None
    except (ValueError, RecursionError) as e:
        raise api.BadRequest(f"the request body is not JSON ({e})", 400) from None


def _gate(app, loop) -> asyncio.Semaphore:
    """The semaphore of the running event loop (made on first use: one belongs to one loop)."""
    got = getattr(app.state, "gate", None)
    if got is None or got[0] is not loop:
        got = app.state.gate = (loop, asyncio.Semaphore(WORKERS))
    return got[1]


def _answer(func, limit: float = TIME_LIMIT):
    """A JSON endpoint: the body decoded, func run in a worker thread within the time limit."""

    async def endpoint(request: Request) -> Response:
        loop = asyncio.get_running_loop()
        gate = _gate(request.app, loop)
        try:
            body = await _body(request)
            await asyncio.wait_for(gate.acquire(), limit)
            # A thread cannot be stopped: one past the limit finishes in the background, holding
            # its slot until then, so that slow texts cannot pile up more than WORKERS threads.
            task = loop.run_in_executor(None, func, body)
            task.add_done_callback(lambda _t: gate.release())
            out = await asyncio.wait_for(asyncio.shield(task), limit)
        except api.BadRequest as e:
            return _error(str(e), e.status)
        except asyncio.TimeoutError:
            return _error(f"the text took longer than {limit:g} s to compile; shorten it", 422)
        except RecursionError:
            return _error("the text is nested too deeply to read", 422)
        except Exception as e:  # a bug of ours on this input: said in one line, still an answer
            return _error(f"cannot compile this text (internal error: {type(e).__name__}: {e})", 422)
        return JSONResponse(out)

    return endpoint


async def cards(request: Request) -> Response:
    return JSONResponse(api.card_names())


async def card(request: Request) -> Response:
    try:
        return JSONResponse(api.card(request.query_params.get("name", "")))
    except api.BadRequest as e:
        return _error(str(e), e.status)


async def _http_error(request: Request, exc: HTTPException) -> Response:
    return _error(exc.detail or "error", exc.status_code)


async def _any_error(request: Request, exc: Exception) -> Response:  # (never a 500 page)
    return _error(f"cannot answer this request (internal error: {type(exc).__name__})", 422)


def create_app(time_limit: float = TIME_LIMIT) -> Starlette:
    routes = [
        Route("/", page),
        Route("/static/{name}", static),
        Route("/api/explain", _answer(api.explain, time_limit), methods=["POST"]),
        Route("/api/lint", _answer(api.lint, time_limit), methods=["POST"]),
        Route("/api/pair", _answer(api.pair, time_limit), methods=["POST"]),
        Route("/api/cards", cards),
        Route("/api/card", card),
    ]
    app = Starlette(routes=routes, exception_handlers={HTTPException: _http_error, Exception: _any_error})
    return app
