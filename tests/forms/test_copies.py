"""Copy effects (CR 707): "becomes a copy of …" / 「…のコピーになる」, with a duration and the
exception "except it has this ability" / 「（それが）この能力を持つことを除き」 (CR 707.9b)."""
from helpers import Form, Refusal, check, refused, table

_T0 = {"kind": "target_ref", "index": 0}

FORMS = [
    Form("becomes_a_copy_except_this_ability", "{2}, {T}: Testcard becomes a copy of target land, except it has this ability.",
         "(２),(Ｔ)：土地１つを対象とする。テストカードは、それがこの能力を持つことを除き、それのコピーになる。",
         {"effect": {"kind": "become_copy", "what": {"kind": "self"}, "of": _T0, "this_ability": True},
          "targets.0.filter.types": ["land"]}, name=("Testcard", "テストカード")),
    Form("becomes_a_copy_until_end_of_turn", "{2}: Testcard becomes a copy of target creature until end of turn.",
         "(２)：クリーチャー１体を対象とする。ターン終了時まで、テストカードはそれのコピーになる。",
         {"effect": {"kind": "become_copy", "what": {"kind": "self"}, "of": _T0, "duration": "until_end_of_turn"}},
         name=("Testcard", "テストカード")),
    # a choice: "you may have ~ become …" / 「あなたは「~は、この能力を持つことを除き、…になる。」を選んでもよい」
    Form("may_have_it_become_a_copy",
         "At the beginning of your upkeep, you may have Testcard become a copy of another target creature, except it has this ability.",
         "あなたのアップキープの開始時に、他のクリーチャー１体を対象とする。あなたは「テストカードは、この能力を持つことを除き、それのコピーになる。」を選んでもよい。",
         {"optional": True, "effect": {"kind": "become_copy", "what": {"kind": "self"}, "of": _T0, "this_ability": True}},
         name=("Testcard", "テストカード")),
]

REFUSALS = [
    # the copy keeps "this ability", nothing else does
    Refusal("this_ability_kept_by_another", "ja",
            "(２)：クリーチャー１体を対象とする。テストカードは、あなたがこの能力を持つことを除き、それのコピーになる。", "kept by something other than the copy",
            name="テストカード"),
]


@table(FORMS)
def test_copy_form(f):
    check(f)


@table(REFUSALS, name="r")
def test_copy_refused(r):
    refused(r)
