"""Copy effects (CR 707): "becomes a copy of …" / 「…のコピーになる」, with a duration and the
exception "except it has this ability" / 「（それが）この能力を持つことを除き」 (CR 707.9b); token copies
("create a (tapped) token that's a copy of …", "create X tokens that are copies of …") with their
exceptions ("except it has haste" / 「速攻を持つことを除き」, "except it's an artifact in addition to its
other types" / 「（それの）他のタイプに加えてアーティファクトであることを除き」)."""
from helpers import SORCERY, Form, Refusal, check, refused, table

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

FORMS += [
    Form("token_copy_except_it_has_haste", "Create a token that's a copy of target creature you control, except it has haste.",
         "あなたがコントロールしているクリーチャー１体を対象とする。速攻を持つことを除き、それのコピーであるトークン１体を生成する。",
         {"effect": {"kind": "create_copy", "count": 1, "what": _T0,
                     "add_keywords": [{"kind": "keyword", "keyword": "haste", "args": []}]}}, types=SORCERY),
    Form("token_copy_except_another_type", "Create a token that's a copy of target creature you control, except it's an "
         "artifact in addition to its other types.",
         "あなたがコントロールしているクリーチャー１体を対象とする。それの他のタイプに加えてアーティファクトであることを除き、"
         "それのコピーであるトークン１体を生成する。", {"effect.add_types": ["artifact"]}, types=SORCERY),
    Form("token_copy_except_another_subtype", "At the beginning of your upkeep, create a token that's a copy of enchanted "
         "creature, except it's a Spirit in addition to its other types.",
         "あなたのアップキープの開始時に、それが他のタイプに加えてスピリットであることを除き、エンチャントしているクリーチャーの"
         "コピーであるトークン１体を生成する。", {"effect.add_subtypes": ["Spirit"], "effect.what.kind": "enchanted"},
         types=("Enchantment — Aura", "エンチャント ― オーラ")),
    Form("tapped_token_copies", "When Testcard enters the battlefield, create two tapped tokens that are copies of Testcard.",
         "テストカードが戦場に出たとき、テストカードのコピーであるトークン２つをタップ状態で生成する。",
         {"effect": {"kind": "create_copy", "count": 2, "tapped": True, "what": {"kind": "self"}}},
         name=("Testcard", "テストカード")),
    Form("x_token_copies", "Create X tokens that are copies of target creature you control.", None,
         {"effect.count": {"kind": "x"}}, types=SORCERY),
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
