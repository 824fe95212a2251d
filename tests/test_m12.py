"""Magic 2012 (the embedded corpus): English and Japanese compile to the same IR."""
from oraclec.compiler import compile_text, ir

# Measured floor: the number of M12 cards whose two languages both compile ok with identical IR.
# Raise it as the grammars grow; a change that lowers it is a regression.
IDENTICAL_FLOOR = 190


def compile_both(rec):
    e = compile_text(rec["text_en"], "en", rec["name_en"], rec["type_en"], rec["pt"])
    j = compile_text(rec["text_ja"], "ja", rec["name_ja"], rec["type_ja"], rec["pt"])
    return e, j


def test_both_ok_means_identical_ir(m12):
    differ = []
    for rec in m12:
        e, j = compile_both(rec)
        if e.status == "ok" and j.status == "ok" and ir.dumps(e.card) != ir.dumps(j.card):
            differ.append(rec["name_en"])
    assert differ == []


def test_identical_floor(m12):
    same = sum(1 for rec in m12 for e, j in [compile_both(rec)]
               if e.status == j.status == "ok" and ir.dumps(e.card) == ir.dumps(j.card))
    assert same >= IDENTICAL_FLOOR


def test_not_ok_cards_say_what_was_not_understood(m12):
    for rec in m12:
        for c in compile_both(rec):
            if c.status != "ok":
                assert c.unparsed, rec["name_en"]
                for u in c.unparsed:
                    assert u.text and u.reason and u.span is not None
                    src = rec[f"text_{c.lang}"]
                    assert src[u.span[0]:u.span[1]] == u.text
