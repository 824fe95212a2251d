"""`oraclec explain`: how a card's text parses and what each ability does, with the
Comprehensive Rules behind it."""
from __future__ import annotations

import json
from typing import Any

from . import ir
from .compile import Compiled
from .ir import nodes as n
from .tables import keywords

STEP_NAMES = {"upkeep": "upkeep", "draw": "draw step", "end": "end step", "combat": "beginning of combat",
              "end_of_combat": "end of combat"}


def describe(v: Any) -> str:
    """A short English rendering of an IR value (for people, not for parsing)."""
    if isinstance(v, tuple):
        return ", ".join(describe(x) for x in v)
    if v is None:
        return "-"
    if isinstance(v, (int, str)):
        return str(v)
    if isinstance(v, n.Self_):
        return "SELF"
    if isinstance(v, n.TargetRef):
        return f"target #{v.index + 1}"
    if isinstance(v, n.You):
        return "you"
    if isinstance(v, n.Target):
        up = "up to " if v.up_to else ""
        return f"{up}{v.count} target {describe(v.filter)}"
    if isinstance(v, n.AnyTarget):
        return "any target (creature, player or planeswalker)"
    if isinstance(v, n.Filter):
        bits = []
        if v.other:
            bits.append("other")
        bits += list(v.states) + [" or ".join(v.colors)] if v.colors else list(v.states)
        bits += [f"non-{x}" for x in v.not_types + v.not_subtypes + v.not_colors]
        bits += list(v.supertypes) + list(v.subtypes) + list(v.types)
        if v.with_keywords:
            bits.append("with " + " and ".join(v.with_keywords))
        if v.without_keywords:
            bits.append("without " + " and ".join(v.without_keywords))
        if v.controller:
            bits.append(f"({v.controller} control{'s' if v.controller == 'opponent' else ''})")
        if v.zone:
            owner = v.zone_owner if isinstance(v.zone_owner, str) else describe(v.zone_owner) + "'s"
            bits.append(f"in {owner or 'a'} {v.zone}")
        if v.name:
            bits.append(f"named {v.name}")
        return " ".join(b for b in bits if b)
    if isinstance(v, n.AnyOf):
        return " or ".join(describe(f) for f in v.filters)
    if isinstance(v, n.Sequence):
        return "; then ".join(describe(s) for s in v.steps)
    if isinstance(v, n.May):
        return f"{describe(v.player)} may: {describe(v.effect)}"
    if isinstance(v, n.If):
        return f"if {describe(v.cond)}: {describe(v.then)}"
    if isinstance(v, n.Condition):
        return v.test.replace("_", " ") + (f"({describe(v.args)})" if v.args else "")
    fields = [f"{k}={describe(getattr(v, k))}" for k in type(v).__slots__ if k not in ("span", "__weakref__")]
    return f"{type(v).kind}({', '.join(fields)})"


def rules_notes(ab: Any) -> list[str]:
    out: list[str] = []
    if isinstance(ab, n.KeywordAbility):
        kw = keywords.by_name(ab.keyword)
        if kw:
            out.append(f"{kw.name} (CR {kw.rule}): {kw.meaning}")
        if ab.keyword == "bloodthirst":
            out.append("It is a replacement effect (CR 614.1c): the permanent enters with the counters, "
                       "never as a smaller creature first; any damage to an opponent counts, loss of life does not.")
        return out
    if isinstance(ab, n.Triggered):
        out.append("Triggered ability (CR 603): it triggers when its event happens and is put on the stack "
                   "the next time a player would receive priority (CR 603.3), in APNAP order.")
        ev = ab.event
        evs = ev.events if isinstance(ev, n.AnyEvent) else (ev,)
        for e in evs:
            if isinstance(e, n.ZoneChange) and e.from_zone == "battlefield":
                out.append("Leaves-the-battlefield trigger: it looks back in time (CR 603.10), so creatures "
                           "dying at the same time see each other die." +
                           (" \"Dies\" means put into a graveyard from the battlefield (CR 700.4)."
                            if e.to_zone == "graveyard" else ""))
        if ab.intervening_if is not None:
            out.append("Intervening 'if' (CR 603.4): the condition is checked when the event happens — if it is "
                       "false the ability does not trigger at all — and checked again on resolution; if it is "
                       "false then, the ability does nothing (CR 608.2a).")
        if ab.optional:
            out.append("'You may': the choice is made on resolution (CR 603.5).")
    elif isinstance(ab, n.Activated):
        if any(isinstance(c, n.LoyaltyCost) for c in ab.cost):
            out.append("Loyalty ability (CR 606): activated only at sorcery speed, one loyalty ability of this "
                       "permanent per turn; the loyalty cost is paid by adding or removing loyalty counters.")
        elif isinstance(ab.effect, n.AddMana) and not ab.targets:
            out.append("Mana ability (CR 605): it doesn't use the stack and resolves immediately.")
        else:
            out.append("Activated ability (CR 602): pay the cost to put it on the stack; it resolves when all "
                       "players pass in succession (CR 608).")
    elif isinstance(ab, n.SpellAbility):
        out.append("Spell ability (CR 608): it is followed in order when the spell resolves.")
    elif isinstance(ab, n.Static):
        out.append("Static ability (CR 604): it applies while the card is on the battlefield (CR 113.6), "
                   "through continuous effects (CR 611).")
        if ab.condition is not None:
            out.append("Its condition is checked continuously; it is not an intervening 'if'.")
    elif isinstance(ab, n.Replacement):
        out.append("Replacement effect (CR 614): it modifies how the event happens instead of triggering "
                   "afterwards (an object that enters tapped or with counters is never seen untapped or without).")
    elif isinstance(ab, n.Unparsed):
        out.append("Not understood: no part of this ability is compiled.")
    targets = getattr(ab, "targets", ())
    if targets:
        out.append("Targets are chosen as it is put on the stack (CR 601.2c, 603.3d) and checked again on "
                   "resolution (CR 608.2b): if all are illegal it does nothing; if some are, the parts that "
                   "use those do nothing.")
    return out


def explain_data(c: Compiled, tokens: list[tuple[str, str]]) -> dict:
    return {
        "name": c.name,
        "lang": c.lang,
        "status": c.status,
        "normalized": c.normalized.text,
        "reminders": [x.text for x in c.normalized.notes if x.kind == "reminder"],
        "tokens": [{"type": t, "text": v} for t, v in tokens],
        "lines": [
            {"span": list(l.span), "text": l.text, "tree": l.tree.pretty() if l.tree is not None else None,
             "abilities": [{"ir": ir.to_json(a), "summary": describe(a), "rules": rules_notes(a)}
                           for a in l.abilities],
             "unparsed": ({"text": l.unparsed.text, "reason": l.unparsed.reason, "expected": list(l.unparsed.expected)}
                          if l.unparsed is not None else None)}
            for l in c.lines
        ],
        "ir": ir.to_json(c.card),
        "diagnostics": list(c.diagnostics),
    }


def render_text(data: dict) -> str:
    out = [f"{data['name'] or '(no name)'} [{data['lang']}] — {data['status']}", "",
           "normalized:", "  " + data["normalized"].replace("\n", "\n  ")]
    if data["reminders"]:
        out += ["reminder text (kept as annotation, not parsed):"] + [f"  {r}" for r in data["reminders"]]
    out += ["tokens:", "  " + " ".join(f"{t['text']}/{t['type']}" if t["type"] else t["text"] for t in data["tokens"])]
    for i, line in enumerate(data["lines"], 1):
        out += ["", f"ability line {i}: {line['text']}"]
        if line["unparsed"]:
            u = line["unparsed"]
            out += [f"  UNPARSED: {u['reason']}", f"  expected one of: {', '.join(u['expected']) or '(nothing more)'}"]
            continue
        out += ["  parse tree:"] + ["    " + s for s in line["tree"].rstrip().split("\n")]
        for ab in line["abilities"]:
            out += [f"  IR: {json.dumps(ab['ir'], ensure_ascii=False, sort_keys=True)}",
                    f"  means: {ab['summary']}"]
            out += [f"  rule: {r}" for r in ab["rules"]]
    for d in data["diagnostics"]:
        out.append(f"note: {d['code']}: {d['message']} ({d['text']!r})")
    return "\n".join(out) + "\n"
