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


def _event_alts(alt: str, lang: str) -> list[str]:
    """A frame's alternative as an event's: its object may be "one or more …" / 「１つ以上の…」, its
    counters "one or more counters" / 「１個以上のカウンター」 (CR 603.2c: once for all of them).
    English: the slot is ev_object / ev_count_noun / ev_counter_phrase (not a possessor, "object's
    hand", which names one player). Japanese, where a trigger is known only at its end (「…たび」)
    and the same words start a condition or a sentence: the alternative, and one copy with each
    slot read as ev_some / ev_counters (no unit rule to reduce before the verb is seen)."""
    if lang == "en":
        return [_EV_SLOT.sub(r"ev_\1", alt)]
    return [alt] + [alt[:m.start()] + _JA_EV[m.group(1)] + alt[m.end():] for m in _JA_SLOT.finditer(alt)]


# an event's slots (the grammars' ev_object, ev_count_noun, ev_counter_phrase; ja.lark ev_some, ev_counters)
_EV_SLOT = re.compile(r"(?<![\w\"])(object|count_noun|counter_phrase)(?![\w\"]|\s+\"'s\")")
_JA_SLOT = re.compile(r"(?<![\w\"])(object|counter_phrase)(?![\w\"])")
_JA_EV = {"object": "ev_some", "counter_phrase": "ev_counters"}


def verb_rules(lang: str) -> str:
    """The generated grammar text for `lang`: `?vp` (the frames that stand with no subject — the
    imperative — in the base form), `?vp_subj` (those that follow a subject, in either form) and
    `?vp_may` (after "may": every frame, base form), each made of one rule per builder module
    (tables/verbs.Frame.subject), and `?vp_event` (vp_subj without the verbs that are no event,
    Verb.event, with an event's slots: _event_alts)."""
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

    # a trigger's event ("whenever you draw a card", 「…を引くたび」): the frames after a subject,
    # but not the verbs whose words an object's event reads ("becomes blocked"); their objects are
    # an event's (ev_object, ev_count_noun: also "one or more cards", 「１枚以上のカード」, CR 603.2c)
    event_keys = [k for k in by_room if k[1] in ("any", "after") and k[2] in ("base", "s", "past") and k[3]]
    event_rules = {}
    for k in event_keys:
        alts = [e for a in by_room[k] for e in _event_alts(a, lang)]
        if alts != by_room[k]:
            event_rules[k] = ("ev" + name[k], alts)
    out = ["", "// ------------------------------------------------------------------ verb phrases, generated "
                "from compiler/tables/verbs.py (compiler/verb_rules.py)",
           union("vp", ("any", "bare"), ("base",)), union("vp_subj", ("any", "after"), ("base", "s")),
           union("vp_may", ("any", "bare", "after"), ("base",)),
           "?vp_event: " + "\n    | ".join(event_rules[k][0] if k in event_rules else name[k] for k in event_keys),
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
    for key, (rule, alts) in event_rules.items():
        out.append(f"// ------------------------------------------------------------------ verbs as events (build/{key[0]}.py)")
        out.append(f"?{rule}: " + "\n    | ".join(alts))
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
