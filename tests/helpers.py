from oraclec.compiler import compile_text, ir


def compile_en(text, name="", type_line="Creature — Elf", pt="2/2"):
    return compile_text(text, "en", name, type_line, pt)


def compile_ja(text, name="", type_line="クリーチャー ― エルフ", pt="2/2"):
    return compile_text(text, "ja", name, type_line, pt)


def abilities(c):
    assert c.status == "ok", [u.reason for u in c.unparsed]
    return [ir.to_json(a) for a in c.card.abilities]


def same(en, ja, name_en="", name_ja="", type_en="Creature — Elf", type_ja="クリーチャー ― エルフ"):
    """Compile both, assert both ok and identical IR; return the English abilities as JSON."""
    e = compile_text(en, "en", name_en, type_en, "2/2")
    j = compile_text(ja, "ja", name_ja, type_ja, "2/2")
    ae, aj = abilities(e), abilities(j)
    assert ir.dumps(e.card) == ir.dumps(j.card), (ae, aj)
    return ae
