"""The grammars' verb phrases, generated from the verb-frame table (compiler/tables/verbs.py).

Three rules per language hold every frame of every verb, each where it may stand (`vp` with no
subject, `vp_subj` after one, `vp_may` after "may"), in each of the row's forms: English
base and third person ("draw" / "draws"), Japanese 終止形 and 連用形 (「引く」 / 「引き」). The grammars
use `vp` wherever a player's verb can stand (en.lark and ja.lark: imperative, "you may", a player
subject, "unless", "you may have … do"); the subject and the mood are the context's. The
alternatives are grouped by the builder module their method lives in, one section each, headed as
the hand-written sections are (`// ---- … (build/<room>.py)`)."""
from __future__ import annotations

import re

from .tables.verbs import EN_PAST, JA_FORMS, JA_NEG, JA_PAST, NO_PAST_CONDITION, PARTICIPLES, VERBS, Frame, Verb, ja_te


def _words(form: str) -> str:
    return " ".join(f'"{w}"' for w in form.split())


_JA_VERB = re.compile(r"\{([^{}a-z]+)\}")


def _ja_verb(m: re.Match) -> str:
    forms = JA_FORMS[m.group(1)]
    return "(" + " | ".join(_words(f) for f in forms) + ")"


def _ja_past(m: re.Match) -> str:
    return "(" + _words(JA_PAST[m.group(1)]) + ")"


def _ja_neg(m: re.Match) -> str:
    return "(" + _words(JA_NEG[m.group(1)]) + ")"


def _ja_te(m: re.Match) -> str:
    return "(" + _words(ja_te(m.group(1))) + ")"


def _expansions(verb: Verb, frame: Frame, lang: str) -> list[tuple[str, str]]:
    """(mood, expansion) pairs: English "base" (the imperative, "you may", a plural subject) and "s"
    (third person singular); Japanese "base" (終止形 and 連用形 alike); "done", what a player did
    (English simple past and participle, Japanese te-form before 「いた」)."""
    done = verb.name not in NO_PAST_CONDITION
    if lang == "ja":  # and the past (「…を引いたとき」), where the frame ends in a verb of JA_FORMS
        return [("base", _JA_VERB.sub(_ja_verb, p)) for p in frame.ja] + [
            ("past", _JA_VERB.sub(_ja_past, p)) for p in frame.ja if _JA_VERB.search(p)] + [
            # not a floating count (「カードを２枚引いていた」): how many a player did this turn is
            # the count condition's (ja.lark cond_drawn_n_ja), which reads the same first words
            ("done", _JA_VERB.sub(_ja_te, p)) for p in frame.ja if _JA_VERB.search(p) and done
            and "WO_COUNT" not in p] + [
            # the negative stem before 「ない」, what a player does to stop an effect ('unless'); not a
            # token copy's frame, whose 「（…が）他のタイプに加えて…」 would read the same words as the
            # 'unless' subject's 「…が」
            ("neg", _JA_VERB.sub(_ja_neg, p)) for p in frame.ja if _JA_VERB.search(p) and "copy_except" not in p]
    if not frame.en:
        return []
    forms = frame.en_forms if frame.en_forms is not None else verb.en
    out = []
    for mood, form in zip(("base", "s"), verb.en):
        if form in forms:
            out.append((mood, frame.en.replace("{v}", _words(form))))
    if done and verb.en[0] in forms:  # the past of the frame's base form, where it has one
        out += [("done", frame.en.replace("{v}", _words(p))) for p in EN_PAST.get(verb.name, ())]
    return out


_PREFIX = {"any": "vp", "bare": "vpb", "after": "vps"}


def verb_rules(lang: str) -> str:
    """The generated grammar text for `lang`: `?vp` (the frames that stand with no subject — the
    imperative — in the base form), `?vp_subj` (those that follow a subject, in either form) and
    `?vp_may` (after "may": every frame, base form), each made of one rule per builder module
    (tables/verbs.Frame.subject), and `?vp_event` (vp_subj without the verbs that are no event,
    Verb.event)."""
    by_room: dict[tuple[str, str, str, bool], list[str]] = {}
    for verb in VERBS:
        for frame in verb.frames:
            for mood, exp in _expansions(verb, frame, lang):
                key = (frame.room, frame.subject, mood, verb.event and frame.event)
                by_room.setdefault(key, []).append(f"{exp} -> {frame.alias}")
    name = {key: _PREFIX[key[1]] + {"s": "3", "past": "p", "done": "d", "neg": "n"}.get(key[2], "") + ("" if key[3] else "x") + "_" + key[0]
            for key in by_room}

    def union(rule: str, kinds: tuple[str, ...], moods: tuple[str, ...], events=(True, False)) -> str:
        return f"?{rule}: " + "\n    | ".join(name[k] for k in by_room
                                              if k[1] in kinds and k[2] in moods and k[3] in events)

    out = ["", "// ------------------------------------------------------------------ verb phrases, generated "
                "from compiler/tables/verbs.py (compiler/verb_rules.py)",
           union("vp", ("any", "bare"), ("base",)), union("vp_subj", ("any", "after"), ("base", "s")),
           union("vp_may", ("any", "bare", "after"), ("base",)),
           # a trigger's event ("whenever you draw a card", 「…を引くたび」): the frames after a
           # subject, but not the verbs whose words an object's event reads ("becomes blocked")
           union("vp_event", ("any", "after"), ("base", "s", "past"), (True,)),
           # what a player did this turn, for a condition ("if you've gained life this turn",
           # 「このターンにあなたがライフを得ていた場合」): the same frames, in the past
           union("vp_done", ("any", "after"), ("done",), (True,))]
    if lang == "ja":
        # the action of 'unless', before 「ない」 (「あなたがカード１枚を捨てないかぎり」): the frames after a
        # subject, in the negative stem
        out.append(union("vp_neg", ("any", "after"), ("neg",)))
        # and with no subject (「…を戻さないかぎり、それを生け贄に捧げる」: you), the frames the imperative has
        out.append(union("vp_neg_you", ("any", "bare"), ("neg",)))
    out += participle_rules(lang)
    for key, alts in by_room.items():
        out.append(f"// ------------------------------------------------------------------ verbs (build/{key[0]}.py)")
        out.append(f"?{name[key]}: " + "\n    | ".join(alts))
    return "\n".join(out) + "\n"


def participle_rules(lang: str) -> list[str]:
    """Japanese `participle`, what was done to an object (「追放 さ れ た」「ダメージ を 与え られ た」),
    its words kept for the builder to name the verb (tables/verbs.PARTICIPLES). (English reads
    them as one terminal, PARTICIPLE, told by the "this way" after it: grammars.py.) And
    `participle_state`, what stays done (「追放 さ れ て いる」: "exiled with ~")."""
    if lang == "en":
        return []
    head = "// ------------------------------------------------------------------ filters: what was done to an object (build/filters.py)"
    return [head, "!participle: " + "\n    | ".join(_words(ja + " た") for _en, ja in PARTICIPLES.values() if ja),
            "!participle_state: " + "\n    | ".join(_words(ja + " て いる") for _en, ja in PARTICIPLES.values() if ja)]
