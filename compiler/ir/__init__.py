"""The language-neutral IR: node classes by family (selectors.py, filters.py, amounts.py,
conditions.py, costs.py, effects_*.py, statics.py, events.py, abilities.py; made with base.py),
gathered in nodes.py, and their canonical JSON (json.py)."""
from .nodes import *  # noqa: F401,F403
from .nodes import REGISTRY
from .json import fields, from_json, to_json, dumps, is_node, walk

__all__ = ["REGISTRY", "fields", "from_json", "to_json", "dumps", "is_node", "walk"]
