"""The coverage report of a compiled database (`oraclec report`): status per language, English/
Japanese agreement, abilities per kind, and the text the grammars could not read, grouped into
patterns (numbers, types, names abstracted) ranked by how many faces each would make ok."""
from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from typing import IO, Iterable

from .tables import vocab

_NUM = re.compile(r"[0-9０-９]+")
_MANA = re.compile(r"(\{[^}]+\})+|(\([^)]{1,3}\))+")
_EN_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")


def pattern_of(text: str, lang: str, name: str = "") -> str:
    """Unparsed text with what varies between cards abstracted away: numbers, mana symbols and,
    in English, types, subtypes and colors (Japanese words run together, so only numbers and
    symbols are abstracted there: a subtype like サイ would match inside サイクリング)."""
    t = text
    if name and lang == "en":
        t = t.replace(name, "~")
    t = _MANA.sub("{M}", t)
    t = _NUM.sub("N", t)
    if lang == "en":
        def word(m):
            w = m.group(0)
            got = vocab.canonical(w)
            if got is None:
                return w
            return {"subtype": "SUBTYPE", "type": w.lower(), "color": "COLOR", "supertype": w.lower()}[got[0]]

        t = _EN_WORD.sub(word, t)
    return " ".join(t.split())


class NotDefinitions(ValueError):
    """An input that is not `oraclec compile` output: the message names the file and line."""


_STATUSES = ("ok", "partial", "failed")


def _is_definition(d) -> bool:
    """The shape of a compile output line, as far as the report reads it."""
    if not (isinstance(d, dict) and isinstance(d.get("lang"), str) and d.get("status") in _STATUSES
            and isinstance(d.get("name"), (str, type(None)))):
        return False
    ir = d.get("ir")
    if ir is not None and not (isinstance(ir, dict) and isinstance(ir.get("abilities", []), list)
                               and all(isinstance(a, dict) for a in ir.get("abilities", []))):
        return False
    unparsed = d.get("unparsed", [])
    return isinstance(unparsed, list) and all(
        isinstance(u, dict) and isinstance(u.get("text", ""), str) and isinstance(u.get("expected", []), list)
        for u in unparsed)


def read_definitions(paths: Iterable[str]) -> list[dict]:
    """The definition lines of compile output files (their header lines skipped). Anything else
    (card records, other JSON, text) is refused with the file and line, never counted as nothing."""
    out = []
    for p in paths:
        n = 0
        try:
            with open(p, encoding="utf-8") as f:
                for i, line in enumerate(f, 1):
                    if not line.strip():
                        continue
                    try:
                        d = json.loads(line)
                    except (ValueError, RecursionError):
                        raise NotDefinitions(f"{p}:{i}: not JSON: not oraclec compile output") from None
                    if isinstance(d, dict) and d.get("kind") == "oraclec-definitions":
                        continue  # the header line
                    if not _is_definition(d):
                        what = ("a card record (run oraclec compile on it first)"
                                if isinstance(d, dict) and ("name_en" in d or "text_en" in d) else "not a definition")
                        raise NotDefinitions(f"{p}:{i}: {what}: oraclec report reads oraclec compile output "
                                             "(lines with name, lang, status, ir)")
                    out.append(d)
                    n += 1
        except UnicodeDecodeError as e:
            raise NotDefinitions(f"cannot read {p}: not UTF-8 text ({e.reason})") from None
        except OSError as e:
            raise NotDefinitions(f"cannot read {p}: {e.strerror}") from None
        if not n:
            raise NotDefinitions(f"{p}: no definitions in it (oraclec report reads oraclec compile output)")
    return out


def build(lines: list[dict], top: int = 40) -> dict:
    by_lang: dict[str, Counter] = defaultdict(Counter)
    kinds: dict[str, Counter] = defaultdict(Counter)
    faces: dict[tuple, dict] = {}
    patterns: dict[str, dict] = {}
    seen: Counter = Counter()
    printed: Counter = Counter()
    outdated: Counter = Counter()
    playable: dict[str, Counter] = defaultdict(Counter)  # ok faces: "playable" marked / true
    missing: dict[str, Counter] = defaultdict(Counter)  # the parts the runtime does not play, by faces
    for i, d in enumerate(lines):
        lang = d["lang"]
        by_lang[lang][d["status"]] += 1
        if d["status"] == "ok" and isinstance(d.get("playable"), bool):
            playable[lang]["marked"] += 1
            playable[lang]["playable"] += d["playable"]
            for part in d.get("missing") or ():
                missing[lang][str(part)] += 1
        # a face is a name's n-th line in each language: the same card in two files is two faces
        # (as it is two lines per language), an English and a Japanese file of the same cards one
        face = d.get("_face", 0) if isinstance(d.get("_face", 0), int) else 0
        nth = seen[(d.get("name"), face, lang)]
        seen[(d.get("name"), face, lang)] += 1
        faces.setdefault((d.get("name"), face, nth), {})[lang] = d
        for ab in (d.get("ir") or {}).get("abilities", []):
            kinds[lang][str(ab.get("kind", "?"))] += 1
        diagnostics = d.get("diagnostics") if isinstance(d.get("diagnostics"), list) else []
        if any(isinstance(x, dict) and x.get("code") == "printed-ja" for x in diagnostics):
            printed[lang] += 1
        unparsed = d.get("unparsed") or []
        if d["status"] != "ok" and _fails_on_outdated_wording(unparsed, diagnostics):
            outdated[lang] += 1
        for u in unparsed:
            pat = pattern_of(u.get("text", ""), lang, d.get("name") or "")
            slot = patterns.setdefault(f"{lang}\t{pat}", {"lang": lang, "pattern": pat, "faces": 0, "unlocks": 0,
                                                        "examples": []})
            slot["faces"] += 1
            if len(unparsed) == 1:
                slot["unlocks"] += 1
            if len(slot["examples"]) < 3:
                slot["examples"].append({"name": d.get("name"), "text": u.get("text"),
                                         "expected": [str(x) for x in u.get("expected", [])[:8]]})
    both = identical = 0
    differing = []
    for (name, _, _), per in faces.items():
        e, j = per.get("en"), per.get("ja")
        if e and j and e["status"] == "ok" and j["status"] == "ok":
            both += 1
            if json.dumps(e["ir"], sort_keys=True) == json.dumps(j["ir"], sort_keys=True):
                identical += 1
            else:
                differing.append(name or "")
    total_faces = len(faces)
    ranked = sorted(patterns.values(), key=lambda p: (-p["unlocks"], -p["faces"], p["pattern"]))
    return {
        "faces": total_faces,
        "languages": {lang: {"ok": c["ok"], "partial": c["partial"], "failed": c["failed"],
                             "total": sum(c.values()), "ok_rate": c["ok"] / max(sum(c.values()), 1)}
                      for lang, c in sorted(by_lang.items())},
        "agreement": {"both_ok": both, "identical": identical, "identical_rate_of_faces": identical / max(total_faces, 1),
                      "identical_rate_of_both_ok": identical / max(both, 1), "differing": sorted(differing)},
        "ability_kinds": {lang: dict(sorted(c.items())) for lang, c in sorted(kinds.items())},
        "printed_text": dict(sorted(printed.items())),
        "outdated_wording_only": dict(sorted(outdated.items())),
        "playability": {lang: {"ok_marked": c["marked"], "playable": c["playable"],
                               "playable_rate": c["playable"] / max(c["marked"], 1),
                               "missing_parts": dict(missing[lang].most_common(top or None))}
                        for lang, c in sorted(playable.items())},
        "unparsed_patterns": ranked[: max(top, 0)] if top else ranked,
    }


def _fails_on_outdated_wording(unparsed: list, diagnostics: list) -> bool:
    """Every line that did not compile holds an old wording the normalizer noted (lint's O2xx)."""
    old = [x.get("span") for x in diagnostics if isinstance(x, dict) and x.get("code") == "old-wording"]
    old = [s for s in old if isinstance(s, list) and len(s) == 2]
    if not unparsed or not old:
        return False
    for u in unparsed:
        span = u.get("span") if isinstance(u, dict) else None
        if not (isinstance(span, list) and len(span) == 2 and any(a < span[1] and span[0] < b for a, b in old)):
            return False
    return True


def markdown(rep: dict, top: int = 40) -> str:
    out = ["# Coverage report", "", f"Faces: {rep['faces']}", "", "## Status per language", "",
           "| language | ok | partial | failed | ok % |", "|---|---:|---:|---:|---:|"]
    for lang, r in rep["languages"].items():
        out.append(f"| {lang} | {r['ok']} | {r['partial']} | {r['failed']} | {100 * r['ok_rate']:.1f} |")
    for lang, k in rep.get("printed_text", {}).items():
        total = rep["languages"].get(lang, {}).get("total", 0)
        out += ["", f"Printed text: {k} of the {total} {lang} texts are the text as printed (MTGJSON foreignData, "
                "Scryfall printed_text), in the wording of their time: older wordings compile less well than "
                "today's, so their counts are not comparable with current-wording ones (README: printed-era Japanese)."]
    for lang, k in rep.get("outdated_wording_only", {}).items():
        r = rep["languages"].get(lang, {})
        out += ["", f"Outdated wording: {k} of the {r.get('partial', 0) + r.get('failed', 0)} {lang} texts that are not ok fail only on lines that hold "
                "an outdated wording (`oraclec lint` O2xx names each with today's form): the old form is what the "
                "grammar cannot read there."]
    a = rep["agreement"]
    out += ["", "## English / Japanese agreement", "",
            f"- both ok: {a['both_ok']}",
            f"- identical IR: {a['identical']} ({100 * a['identical_rate_of_faces']:.1f}% of faces, "
            f"{100 * a['identical_rate_of_both_ok']:.1f}% of the faces where both are ok)",
            f"- both ok but different: {len(a['differing'])}" + (": " + ", ".join(a["differing"][:30]) if a["differing"] else ""),
            "", "## Abilities per kind", "", "| kind | " + " | ".join(rep["ability_kinds"]) + " |",
            "|---|" + "---:|" * len(rep["ability_kinds"])]
    all_kinds = sorted({k for c in rep["ability_kinds"].values() for k in c})
    for k in all_kinds:
        out.append(f"| {k} | " + " | ".join(str(c.get(k, 0)) for c in rep["ability_kinds"].values()) + " |")
    if rep.get("playability"):
        out += ["", "## Playable (ok faces with nothing the runtime does not play)", "",
                "| language | ok | playable | playable % |", "|---|---:|---:|---:|"]
        for lang, r in rep["playability"].items():
            out.append(f"| {lang} | {r['ok_marked']} | {r['playable']} | {100 * r['playable_rate']:.1f} |")
        for lang, r in rep["playability"].items():
            out += ["", f"Parts not played ({lang}, by faces): "
                    + ", ".join(f"{k} {v}" for k, v in list(r["missing_parts"].items())[:top])]
    out += ["", f"## Unparsed patterns (top {top}, ranked by the faces each would make ok)", "",
            "| # | lang | would unlock | faces | pattern | expected (example) |", "|---:|---|---:|---:|---|---|"]
    for i, p in enumerate(rep["unparsed_patterns"][:top], 1):
        exp = ", ".join(p["examples"][0]["expected"]) if p["examples"] else ""
        pat = p["pattern"].replace("|", "\\|")
        out.append(f"| {i} | {p['lang']} | {p['unlocks']} | {p['faces']} | {pat} | {exp.replace('|', '/')} |")
    return "\n".join(out) + "\n"


def write(rep: dict, md: IO[str] | None, js: IO[str] | None, top: int):
    if md is not None:
        md.write(markdown(rep, top))
    if js is not None:
        json.dump(rep, js, ensure_ascii=False, indent=1)
        js.write("\n")
