"""`oraclec serve`: run the playground on uvicorn, or say in one line how to install it."""
from __future__ import annotations

import importlib.util
import sys

INSTALL = "oraclec serve needs the web extra: pip install 'oraclec[web]' (Starlette and uvicorn)"


def missing() -> str | None:
    """The first package of the web extra that is not installed, or None."""
    for name in ("starlette", "uvicorn"):
        if importlib.util.find_spec(name) is None:
            return name
    return None


def serve(host: str, port: int) -> None:
    import uvicorn

    from .app import create_app

    print(f"oraclec: serving the playground on http://{host}:{port}/ (Ctrl-C stops it)", file=sys.stderr)
    uvicorn.run(create_app(), host=host, port=port, log_level="warning", limit_concurrency=32,
                timeout_keep_alive=5, h11_max_incomplete_event_size=64 * 1024)
