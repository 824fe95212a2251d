"""Names of other cards, made language-neutral: a Japanese name in 《》 becomes the card's
English name when the compiler knows the card (the embedded corpus, or the records being
compiled), so 「《帝国の王笏》という名前のアーティファクト」 and "artifact named Scepter of
Empires" give the same IR."""
from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=1)
def embedded_ja_to_en() -> dict[str, str]:
    from .records import embedded

    return {r.name_ja: r.name_en for r in embedded() if r.name_ja}


_extra: dict[str, str] = {}


def learn(name_ja: str, name_en: str) -> None:
    """Teach a pair (from the records being compiled)."""
    if name_ja and name_en:
        _extra[name_ja] = name_en


def to_canonical(name: str) -> str:
    return _extra.get(name) or embedded_ja_to_en().get(name) or name
