"""Casting (CR 601): permissions to cast ("you may cast … from …", "as though it had flash",
"without paying its mana cost"), restrictions on casting, alternative costs and cost changes."""
from helpers import ABSENT, INSTANT, SORCERY, Form, check, table

YOU = {"kind": "you"}

FORMS = [
    # ------------------------------------------------------------ permissions
    Form("permissions_to_cast-1", "You may cast Spirit spells as though they had flash.",
         "あなたはスピリット・呪文を、それが瞬速を持っているかのように唱えてもよい。",
         {"": {"kind": "static", "effect": {"kind": "may_cast", "player": YOU, "flash": True,
                                            "what": {"kind": "filter", "subtypes": ["Spirit"], "types": ["spell"]}}}}),
    Form("permissions_to_cast-2", "You may cast Goblin spells from the top of your library.",
         "あなたはあなたのライブラリーの一番上からゴブリン・呪文を唱えてもよい。",
         {"effect.zone": "library_top", "effect.what.subtypes": ["Goblin"]}),
    # the zone a filter names ("spells from your graveyard") is where the permission casts from
    Form("permissions_to_cast-3", "You may cast Testcard from your graveyard.", "あなたはあなたの墓地からテストカードを唱えてもよい。",
         {"effect": {"kind": "may_cast", "player": YOU, "what": {"kind": "self"}, "zone": "graveyard", "zone_owner": "you"}},
         name=("Testcard", "テストカード")),
    Form("permissions_to_cast-4", "You may cast a spell with mana value 4 or less from your hand without paying its mana cost.",
         "あなたは、あなたの手札からマナ総量が４以下の呪文１つを、マナ・コストを支払うことなく唱えてもよい。",
         {"effect.free": True, "effect.zone": "hand", "effect.what.filter.zone": ABSENT}, types=SORCERY),
    Form("permissions_to_cast-5", "{T}: You may cast creature spells this turn as though they had flash.",
         "(Ｔ)：このターン、あなたはクリーチャー・呪文を、それが瞬速を持つかのように唱えてもよい。",
         {"effect.duration": "until_end_of_turn", "effect.flash": True}),
    Form("cast_from_among_the_cards_looked_at",
         "Look at the top six cards of your library. You may cast a spell from among them without paying "
         "its mana cost. Put the rest on the bottom of your library in a random order.",
         "あなたのライブラリーの一番上からカード６枚を見る。あなたはその中から呪文１つを、マナ・コストを支払うことなく"
         "唱えてもよい。残りをあなたのライブラリーの一番下に無作為の順番で置く。",
         {"effect": {"kind": "dig", "count": 6, "take": 1, "to": "cast", "free": True, "optional": True,
                     "order": "random", "filter": {"kind": "filter", "types": ["spell"]}}}, types=SORCERY),
    # ------------------------------------------------------------ restrictions (CR 601.3)
    Form("cast_this_spell_only-1", "Cast this spell only during combat after blockers are declared.",
         "この呪文は、戦闘中でブロック・クリーチャーが指定された後にのみ唱えられる。",
         {"": {"kind": "static", "effect": {"kind": "cast_only", "restrictions": ["combat_after_blockers"]}}}, types=INSTANT),
    Form("cast_this_spell_only-2", "Cast this spell only during the declare blockers step.",
         "この呪文はブロック・クリーチャー指定ステップの間にのみ唱えられる。",
         {"effect.restrictions": ["declare_blockers_step"]}, types=INSTANT),
    Form("cast_this_spell_only-3", "Cast this spell only if you control a snow land.",
         "この呪文は、あなたが氷雪土地をコントロールしているときにのみ唱えられる。",
         {"effect.restrictions.0.test": "you_control"}, types=INSTANT),
    # ------------------------------------------------------------ alternative costs (CR 118.9)
    Form("alternative_costs-1", "You may pay {5} rather than pay this spell's mana cost.",
         "あなたは、この呪文のマナ・コストを支払うのではなく、(５)を支払ってもよい。",
         {"": {"kind": "static", "effect": {"kind": "alternative_cost", "cost": [{"kind": "mana_cost", "symbols": ["5"]}]}}},
         types=INSTANT),
    Form("alternative_costs-2",
         "If you control a Plains, you may tap an untapped creature you control rather than pay this spell's mana cost.",
         "あなたが平地をコントロールしているなら、あなたは、この呪文のマナ・コストを支払うのではなく、あなたがコントロールしていて"
         "アンタップ状態のクリーチャー１体をタップしてもよい。",
         {"effect.condition.test": "you_control", "effect.cost.0.kind": "tap_other_cost"}, types=INSTANT),
    # every other "you may" is still a choice on resolution
    Form("alternative_costs-3", "You may draw a card.", None, {"effect.kind": "may"}, types=SORCERY),
    # ------------------------------------------------------------ cost changes (CR 601.2f)
    Form("cost_changes_and_old_affinity_wording-1", "This spell costs {1} less to cast if you control a Wizard.",
         "あなたがウィザードをコントロールしているなら、この呪文を唱えるためのコストは(１)少なくなる。",
         {"kind": "static", "effect.kind": "cost_change", "condition.test": "you_control"}, types=INSTANT),
    Form("cost_changes_and_old_affinity_wording-2", "Instant and sorcery spells you cast cost {1} less to cast.",
         "あなたがインスタントやソーサリーである呪文を唱えるためのコストは(１)少なくなる。",
         {"effect.what.kind": "any_of", "effect.more": ABSENT}),
    Form("cost_changes_and_old_affinity_wording-3", "Noncreature spells cost {1} more to cast.",
         "クリーチャーでない呪文を唱えるためのコストは(１)多くなる。", {"effect.more": True}),
    # the pre-keyword wording of affinity is affinity (CR 702.41a)
    Form("cost_changes_and_old_affinity_wording-4", "This spell costs {1} less to cast for each artifact you control.",
         "親和（アーティファクト）",
         {"": {"kind": "keyword", "keyword": "affinity", "args": [{"kind": "filter", "types": ["artifact"]}]}}),
]


@table(FORMS)
def test_cast_permission(f):
    check(f)
