"""The grammars' verb phrases, generated from the verb-frame table (compiler/tables/verbs.py).

One rule `vp` per language holds every frame of every verb (`vp_subj` those that may follow a
subject), in each of the row's forms: English
base and third person ("draw" / "draws"), Japanese 終止形 and 連用形 (「引く」 / 「引き」). The grammars
use `vp` wherever a player's verb can stand (en.lark and ja.lark: imperative, "you may", a player
subject, "unless", "you may have … do"); the subject and the mood are the context's. The
alternatives are grouped by the builder module their method lives in, one section each, headed as
the hand-written sections are (`// ---- … (build/<room>.py)`)."""
from __future__ import annotations

from .tables.verbs import VERBS, Frame, Verb


def _words(form: str) -> str:
    return " ".join(f'"{w}"' for w in form.split())


def _forms(verb: Verb, frame: Frame, lang: str) -> list[str]:
    if lang == "en":
        forms = frame.en_forms if frame.en_forms is not None else verb.en
        return [_words(f) for f in forms]
    return [_words(f) for f in verb.ja]


def _expansions(verb: Verb, frame: Frame, lang: str) -> list[str]:
    patterns = ([frame.en] if frame.en else []) if lang == "en" else list(frame.ja)
    forms = _forms(verb, frame, lang)
    if not forms:
        return []
    v = forms[0] if len(forms) == 1 else "(" + " | ".join(forms) + ")"
    return [p.replace("{v}", v) for p in patterns]


def verb_rules(lang: str) -> str:
    """The generated grammar text for `lang`: `?vp` (every frame) and `?vp_subj` (the frames that
    may follow a subject), each made of one rule per builder module."""
    by_room: dict[tuple[str, bool], list[str]] = {}
    for verb in VERBS:
        for frame in verb.frames:
            for exp in _expansions(verb, frame, lang):
                by_room.setdefault((frame.room, frame.subject), []).append(f"{exp} -> {frame.alias}")
    name = {key: ("vp_" if key[1] else "vpo_") + key[0] for key in by_room}
    out = ["", "// ------------------------------------------------------------------ verb phrases, generated "
                "from compiler/tables/verbs.py (compiler/verb_rules.py)",
           "?vp: vp_subj" + "".join(f"\n   | {name[k]}" for k in by_room if not k[1]),
           "?vp_subj: " + "\n        | ".join(name[k] for k in by_room if k[1])]
    for key, alts in by_room.items():
        out.append(f"// ------------------------------------------------------------------ verbs (build/{key[0]}.py)")
        out.append(f"?{name[key]}: " + "\n    | ".join(alts))
    return "\n".join(out) + "\n"
