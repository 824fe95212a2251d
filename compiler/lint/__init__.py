"""`oraclec lint`: wording checks and the English/Japanese translation check.

One module per family of checks, each reading the compiled card (normalized text with its
notes, the parse of each line, the IR):
- findings.py    the Finding record and the table of codes (U100, O2xx, T3xx, X4xx)
- wording.py     outdated wording (table in tables/wordings.py), the card's own name, 場合 → なら
- templating.py  reminder text vs keyword, target words, Japanese numerals, brackets
- translation.py English vs Japanese IR, difference by difference
- render.py      text (with a caret under the span) and JSON output
- run.py         one text, one pair, or many records on all cores
"""
from .findings import CODES, Finding, Place
from .run import Options, Result, lint_pair, lint_record, lint_records, lint_text

__all__ = ["CODES", "Finding", "Place", "Options", "Result", "lint_text", "lint_pair", "lint_record", "lint_records"]
