"""Stage 1, normalize: (text, name, lang) → Normalized (text to parse + span map back)."""
from . import en, ja
from .common import Normalized, Note


def normalize(text: str, lang: str, name: str = "") -> Normalized:
    if lang == "en":
        return en.normalize(text, name)
    if lang == "ja":
        return ja.normalize(text, name)
    raise ValueError(f"unknown language {lang!r} (expected en or ja)")


__all__ = ["normalize", "Normalized", "Note"]
