"""`oraclec serve`: a local web playground (the optional extra `oraclec[web]`: Starlette and
uvicorn). api.py answers the JSON API as plain functions, app.py serves them and the page,
static/ holds the page, its script and its style (no CDN: it works offline)."""
