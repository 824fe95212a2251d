"""LALR shift/reduce conflicts are resolved as shift by Lark, silently: a new rule that shares a
prefix with an old one can take its input away (「あなたのアップキープの間に」 once shifted over
「あなたのアップキープの開始時に」). The count may only go down; conflicts are resolved in the
grammar, never by Earley."""
import json
import logging
import re
from pathlib import Path

import pytest
from lark import Lark, logger

from oraclec.compiler import grammars

CEILING = json.loads((Path(__file__).parent / "grammar_conflicts.json").read_text())


def conflict_set(lang: str) -> set[tuple[str, str]]:
    """Distinct (terminal, rule) shift/reduce conflicts: the same one repeated in many parser
    states (a prefix list that appears in many rules) counts once."""
    records: list[str] = []

    class Grab(logging.Handler):
        def emit(self, record):
            records.append(record.getMessage())

    h = Grab()
    old, others = logger.level, list(logger.handlers)
    for x in others:  # lark's own stream handler would print every conflict
        logger.removeHandler(x)
    logger.addHandler(h)
    logger.setLevel(logging.DEBUG)
    try:
        if lang == "en":
            text = grammars.grammar_text("en") + "\n" + grammars.en_generated_terminals()
            Lark(text, parser="lalr", lexer="contextual", start=["start", "activated_line"], cache=False)
        else:
            from oraclec.compiler.lex_ja import JaLexer

            Lark(grammars.grammar_text("ja"), parser="lalr", lexer=JaLexer, start=["start", "activated_line"],
                 cache=False)
    finally:
        logger.removeHandler(h)
        for x in others:
            logger.addHandler(x)
        logger.setLevel(old)
    found = {(m, records[i + 1] if i + 1 < len(records) else "")
             for i, m in enumerate(records) if "Shift/Reduce conflict" in m}
    # "one more sentence or the end of these sentences": every word that can start a sentence
    # has this one, and shift (read on) is right by construction; it is not counted
    out = set()
    for m, rule in found:
        if "<sentences : __sentences_plus" in rule:
            continue
        term = m.split("terminal ", 1)[1].split(":", 1)[0].strip()
        out.add((term, rule.strip().lstrip("*").strip()))
    return out


def conflicts(lang: str) -> int:
    return len(conflict_set(lang))


def _plain(s: str) -> str:
    """Lark numbers its helper rules and anonymous terminals in grammar order, so any edit
    renumbers them: the explanations name them without the numbers."""
    s = re.sub(r"__\w+?_(?:star|plus)_\d+", "...", s)
    return re.sub(r"__ANON_\d+", "__ANON", s)


def unexplained(lang: str, found: set[tuple[str, str]]) -> tuple[list, list]:
    """Conflicts no entry of grammar_conflicts.json explains, and entries no conflict needs."""
    entries = CEILING["why"][lang]
    used = set()
    missing = []
    for term, rule in sorted(found):
        hits = [i for i, e in enumerate(entries) if _plain(rule).startswith(e["rule"])
                and ("*" in e["terminals"] or _plain(term) in e["terminals"])]
        if not hits:
            missing.append(f"{term} {rule}")
        used.update(hits)
    stale = [e["rule"] for i, e in enumerate(entries) if i not in used]
    return missing, stale


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_shift_reduce_conflicts_do_not_grow(lang):
    found = conflict_set(lang)
    assert len(found) <= CEILING[lang], f"{lang}: {len(found)} shift/reduce conflicts, ceiling {CEILING[lang]}"
    # each one that remains is named, with why shifting (Lark's silent choice) reads the text right
    missing, stale = unexplained(lang, found)
    assert missing == [], f"{lang}: conflicts with no explanation in grammar_conflicts.json: {missing}"
    assert stale == [], f"{lang}: explanations of conflicts that no longer exist: {stale}"


def test_no_japanese_literal_shadows_a_table_word():
    """A literal written in ja.lark is lexed as itself: one that is also a keyword, type or
    subtype from the tables would stop being that everywhere (「サイクリング」 once did)."""
    from oraclec.compiler.lex_ja import literal_map, table_words

    words = table_words()
    assert sorted(w for w in literal_map() if w in words) == []


def test_every_grammar_rule_has_a_builder():
    """A rule the builder does not know would reach the IR as a parse tree, or be dropped by
    whatever reads it ("of the chosen type" once was): every named rule has a method."""
    from oraclec.compiler.build import Builder

    inlined = {"possessor", "own_possessor", "vp", "vp_subj", "vp_may", "vp_event", "vp_done", "vp_neg", "vp_neg_you", "verb_phrase_may", "imperative_other", "start", "line", "activated_line", "object", "subject", "clause", "clauses", "prefix", "amount",
               "verb_phrase", "obj_verb_phrase", "obj_vps", "obj_vp_cont", "imperative", "may_imperative", "event", "keyword", "cost",
               "postfix", "condition", "player_object", "amount_phrase", "only_when", "play_until", "alt_cost",
               "each_pump", "cant_ab_de", "put_mods", "mana_out", "placed_counters", "ev_object", "ev_count_noun",
               "ev_counter_phrase"}
    for lang in ("en", "ja"):
        parser = grammars.en_parser() if lang == "en" else grammars.ja_parser()
        names = {str(getattr(r.alias, "name", r.alias) or r.origin.name) for r in parser.rules}
        missing = sorted(x for x in names if not x.startswith("_") and x not in inlined and not hasattr(Builder, x))
        assert missing == [], (lang, missing)


def _builder_methods() -> dict[str, str]:
    """Every public method the builder itself defines (not Lark's Transformer's), with the module
    that defines it; `and_seq = then_seq` counts as a method of its own name."""
    from oraclec.compiler.build import Builder

    out: dict[str, str] = {}
    for cls in Builder.__mro__:
        if not cls.__module__.startswith("oraclec.compiler.build"):
            continue
        for name, value in vars(cls).items():
            if callable(value) and not name.startswith("_"):
                out.setdefault(name, cls.__module__)
    return out


def test_every_builder_method_is_a_grammar_rule():
    """A method no rule or alias of either grammar is named after is never called by the
    transformer: dead code that reads as if it built something (seven such once sat among the
    live ones)."""
    names = set()
    for parser in (grammars.en_parser(), grammars.ja_parser()):
        for r in parser.rules:
            names.add(str(r.origin.name))
            if r.alias:
                names.add(str(getattr(r.alias, "name", r.alias)))
    assert sorted(m for m in _builder_methods() if m not in names) == []
