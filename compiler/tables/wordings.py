"""Outdated wordings, both languages, in one table: the normalizer rewrites an old wording to the
current one (so old and new texts compile to the same IR) and `oraclec lint` reports it.

Each entry: a lint code, the language, a regex for the old wording, the wording that replaced it
by year (`forms`: the newest form whose year is not after the chosen templating era is the
suggestion; before the first year the old wording was current), and whether the normalizer
rewrites it (`normalize`: False for wordings the grammar reads as they are, such as "enters the
battlefield", which is only outdated since 2024).
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

import attrs

CURRENT_ERA = 9999  # "today": every change applies


@attrs.frozen
class Wording:
    code: str
    lang: str
    old: str
    forms: tuple  # ((year, replacement), …) oldest first; replacement: str (may use \1) or callable
    rule: str
    normalize: bool = True
    flags: int = 0

    @property
    def since(self) -> int:
        return self.forms[0][0]

    def rx(self) -> re.Pattern:
        return _rx(self.old, self.flags)

    def replacement(self, m: re.Match, era: int = CURRENT_ERA) -> str | None:
        """The current wording for this match in the given era (None: not outdated then)."""
        chosen = None
        for year, form in self.forms:
            if year <= era:
                chosen = form
        if chosen is None:
            return None
        out = chosen(m) if callable(chosen) else m.expand(chosen)
        if self.flags & re.IGNORECASE and m.group(0)[:1].isupper() and out[:1].islower():
            out = out[:1].upper() + out[1:]
        return out

    def normalized(self, m: re.Match) -> str:
        """What the normalizer writes: the newest form (the grammar reads today's wording)."""
        return self.replacement(m, CURRENT_ERA)


@lru_cache(maxsize=None)
def _rx(pattern: str, flags: int) -> re.Pattern:
    from ..regexes import compile  # (from the code kept in the parser cache: kept_patterns)

    return compile(pattern, flags)


def _cards(count: str | None) -> str:
    """"the top card" / "the top three cards" → "a card" / "three cards" (what is milled)."""
    return "a card" if count is None or count.lower() in ("a", "an", "one") else count + " cards"


def _nt(verb: str) -> str:
    """"cannot" / "does not" → "can't" / "doesn't"."""
    return verb[:2] + "n't" if verb.lower() == "can" else verb + "n't"


def _bury(m: re.Match) -> str:
    """"Bury target creature." → "Destroy target creature. It can't be regenerated." (CR 701.8c:
    bury was destroy without regeneration)."""
    verb = "destroy" if m.group(1).lower() == "bury" else "destroys"
    they = m.group(2).lower().startswith("all ") or m.group(2).endswith("s")
    return f"{verb} {m.group(2)}. {'They' if they else 'It'} can't be regenerated."


def _table(mapping: dict) -> Callable[[re.Match], str]:
    return lambda m: mapping[m.group(1)]


I = re.IGNORECASE
R_ENTERS = "CR 603.6a; M10 (2009) 'enters the battlefield', Duskmourn (2024) 'enters'"
R_BATTLEFIELD = "CR 110.1 (the battlefield); M10 rules update (2009)"
R_DIES = "CR 700.4 ('dies' means put into a graveyard from the battlefield); M12 (2011)"
R_EXILE = "CR 406 (exile); M10 rules update (2009)"
R_CAST = "CR 601 (casting spells), CR 602 (activating abilities); M10 rules update (2009)"
R_POOL = "CR 106.4; 'Add {G}' templating (Amonkhet, 2017)"
R_NARA = "CR 603.4; Japanese templating since Theros (2013): なら for a condition that is not an intervening if"
R_UMBRA = "CR 702.89 (umbra armor, renamed from totem armor in 2023)"
R_MARKUP = "CR 107.4 (mana symbols); old printed-text markup: o + letter for a symbol, oc + T for {T}"
R_SPELLING = "spelling of printed text: 修整 (P/T modification) since 2004-05, Æ written Ae in Oracle text since 2021"
R_CREATE = "CR 111.2, CR 701.7 (create); Amonkhet (2017)"
R_MILL = "CR 701.13 (mill); Core Set 2021 (2020)"
R_MANA_VALUE = "CR 202.3 (mana value); 2021, before that converted mana cost (casting cost until 1999)"
R_THEIR = "singular 'their' in Oracle text since 2017"
R_COUNT = "Japanese templating since 2021: the count with its noun (「カード１枚を引く」, 「クリーチャー最大２体を対象とする」)"
R_JA_FORMS = "Japanese templating: 「エンチャントしている」「装備している」, 「攻撃クリーチャー」 (CR 506.4)"
R_BLOCKED = "CR 509.1b; 'can't be blocked' since Magic 2014 (2013), vigilance keyword (CR 702.20) since 2004"
R_END_STEP = "CR 513 (end step); 'at the beginning of the end step' since the M10 rules update (2009)"
R_COLORLESS = "CR 106.1b, CR 107.4c ({C}); Oath of the Gatewatch (2016)"
R_OLD_EN = "Oracle templating: 'can't be countered' (2014), discard without 'from his or her hand', 'target' for 'any one'"
R_JA_OLD = "Japanese templating: grant with 「…の修整を受け、…」, 「数」 for 「総数」, no 「いずれかの」 for \"a\""
R_ANY_TARGET = "CR 115.4 (any target: a creature, player, planeswalker or battle); Dominaria (2018)"
R_KEYWORDED = ("keywords for what whole lines said: shroud (2004), reach (2008), hexproof (2011), menace (2015): "
               "CR 702.18, 702.17, 702.11, 702.111")
R_BURY = "bury (destroy, no regeneration) and interrupts (instants) ended with Classic Sixth Edition rules (1999)"
# a card's own name as the subject of a whole line (the wording table runs before the name is ~): capitalized
# words and the small words of names, not "Enchanted creature", "Creatures you control" …
_W = r"(?:[A-Z][\w'’,-]*|of|the|and|from|in|to|a|an|with|on|at|for)"
EN_NAME = (r"(?!(?:Enchanted|Equipped|Fortified|Each|All|Other|Target|Artifacts?|Creatures?|Lands?|Permanents?|You|Your|It|"
           r"This|That|Nontoken|Attacking|Blocking|Tapped|Untapped|Nonblack|Nonartifact)\b)[A-Z][\w'’,-]*(?: %s)*" % _W)
JA_NAME = (r"(?![^\n、。「」]*?(?:エンチャント|装備|城砦化|コントロール|すべて|各|他の|それ|あなた|プレイヤー|クリーチャー|パーマネント|"
           r"土地|アーティファクト|トークン|攻撃|ブロック)[^\n、。「」]*?は)[^\n、。「」]+")
# a whole line or a whole quoted ability (「すべてのスリヴァーは「このクリーチャーは…。」を持つ」) whose subject is
# the card itself: its name, or 「このクリーチャー」 / 「このパーマネント」 inside quotes
_JA_WHOLE = rf"(?:(?<![^\n]){JA_NAME}|(?<=「)この(?:クリーチャー|パーマネント))"
_JA_END = r"(?=\n|$|」)"
N = "[0-9０-９]+|[XＸ]"  # a count in printed (full-width) or normalized digits
R_JA_PRINTED = "Japanese templating of printed cards before 2010-2021 (M10, Dominaria, Strixhaven updates)"
R_PREVENT = "CR 615.7 (prevent the next N damage); Japanese templating: 「…に与えられる次のダメージ」"
R_ATTACKS = "CR 508.1, CR 509.1 (attacking and blocking creatures); 「攻撃に参加する」 before Magic 2010"


def _ja_subtypes() -> str:
    """The Japanese creature, land and other subtypes (tables/subtypes.tsv), longest first."""
    from pathlib import Path

    rows = (Path(__file__).with_name("subtypes.tsv")).read_text(encoding="utf-8").splitlines()
    names = {r.split("\t")[1] for r in rows if r and not r.startswith("#") and "\t" in r}
    return "|".join(sorted((re.escape(n) for n in names if n), key=len, reverse=True))


def _found_or_put(m: re.Match) -> str:
    """「…を探し、公開してあなたの手札に加えてもよい。そうした場合、…切り直す。」: the optional search
    as today's choice of the whole instruction."""
    what = {"加え": "加える", "戦場に出し": "戦場に出す"}[m.group(2)]
    return "あなたは「あなたの" + m.group(1) + what + "。その後、ライブラリーを切り直す。」を選んでもよい。"


WORDINGS: tuple[Wording, ...] = (
    # ---------------------------------------------------------------- English
    # old symbol markup of printed English ("oc\nT: Draw a card.", "o2o\nUo\nU, oc\nT:", "oo\nB Regenerate"
    # for "{B}: Regenerate"): the symbols it stands for
    Wording("O207", "en", r"oo\n([WUBRG])(?= )", ((1994, r"{\1}:"),), R_MARKUP),
    Wording("O207", "en", r"o\n([WUBRGX])(?![a-np-z])", ((1994, r"{\1}"),), R_MARKUP),
    Wording("O207", "en", r"(?<![A-Za-z])oc\n?T\b", ((1994, "{T}"),), R_MARKUP),
    Wording("O207", "en", r"(?<![A-Za-z])o([0-9]+|X)(?![A-Za-z0-9])", ((1994, r"{\1}"),), R_MARKUP),
    # "o2oR: …", "pays an additional oG.": symbols run together, a colored one last or alone
    Wording("O207", "en", r"(?<![A-Za-z])o([0-9]+|[WUBRGX])(?=o(?:[0-9]|[WUBRGX](?![a-z]))|[,:.]|\s|$)", ((1994, r"{\1}"),), R_MARKUP),
    Wording("O207", "en", r"(?<![^\n])([0-9]+)(?=\{[WUBRG]\})", ((1994, r"{\1}"),), R_MARKUP),
    Wording("O202", "en", r"\bis put into a graveyard from (?:play|the battlefield)\b", ((2011, "dies"),), R_DIES, flags=I),
    Wording("O202", "en", r"\bare put into a graveyard from (?:play|the battlefield)\b", ((2011, "die"),), R_DIES, flags=I),
    Wording("O202", "en", r"\bare put into graveyards from (?:play|the battlefield)\b", ((2011, "die"),), R_DIES, flags=I),
    Wording("O201", "en", r"\bcomes into play\b", ((2009, "enters the battlefield"), (2024, "enters")), R_ENTERS, flags=I),
    Wording("O201", "en", r"\bcome into play\b", ((2009, "enter the battlefield"), (2024, "enter")), R_ENTERS, flags=I),
    Wording("O201", "en", r"\bcame into play\b", ((2009, "entered the battlefield"), (2024, "entered")), R_ENTERS, flags=I),
    Wording("O201", "en", r"\benters the battlefield\b", ((2024, "enters"),), R_ENTERS, normalize=False, flags=I),
    Wording("O201", "en", r"\benter the battlefield\b", ((2024, "enter"),), R_ENTERS, normalize=False, flags=I),
    Wording("O203", "en", r"\bremoved from the game\b", ((2009, "exiled"),), R_EXILE, flags=I),
    Wording("O203", "en", r"\b(remove|removes) (.{1,60}?) from the game\b",
            ((2009, lambda m: {"remove": "exile", "removes": "exiles"}[m.group(1).lower()] + " " + m.group(2)),),
            R_EXILE, flags=I),
    Wording("O206", "en", r"\binto play\b", ((2009, "onto the battlefield"),), R_BATTLEFIELD, flags=I),
    Wording("O206", "en", r"\bin play\b", ((2009, "on the battlefield"),), R_BATTLEFIELD, flags=I),
    Wording("O206", "en", r"\bfrom play\b", ((2009, "from the battlefield"),), R_BATTLEFIELD, flags=I),
    Wording("O204", "en", r"\bplay this ability only any time you could play a sorcery\b",
            ((2009, "activate this ability only any time you could cast a sorcery"), (2021, "activate only as a sorcery")),
            R_CAST, flags=I),
    Wording("O204", "en", r"\bplay this ability only\b", ((2009, "activate this ability only"), (2021, "activate only")),
            R_CAST, flags=I),
    Wording("O204", "en", r"\b(play|plays|played|playing)\b(?=(?: (?!cast\b|lands?\b)[\w'-]+){0,4}? spells?\b)",
            ((2009, _table({"play": "cast", "plays": "casts", "played": "cast", "playing": "casting",
                            "Play": "Cast", "Plays": "Casts", "Played": "Cast", "Playing": "Casting"})),), R_CAST),
    Wording("O205", "en", r"\b(adds? [^.:\n]*?) to (?:your|its controller's|that player's|their) mana pool\b",
            ((2017, r"\1"),), R_POOL, flags=I),
    Wording("O205", "en", r"\b(adds?) to (?:your|its controller's|that player's|their) mana pool\b", ((2017, r"\1"),),
            R_POOL, flags=I),
    Wording("O211", "en", r"\btotem armor\b", ((2023, "umbra armor"),), R_UMBRA, flags=I),
    Wording("O204", "en", r"\bactivate this ability only any time you could cast a sorcery\b", ((2021, "activate only as a sorcery"),),
            R_CAST, flags=I),
    Wording("O204", "en", r"\bactivate this ability only\b", ((2021, "activate only"),), R_CAST, flags=I),
    Wording("O208", "en", r"Æ", ((2021, "Ae"),), R_SPELLING),
    Wording("O208", "en", r"æ", ((2021, "ae"),), R_SPELLING),
    # "Put two 1/1 … tokens onto the battlefield" (after O206 took "into play" to "onto the battlefield")
    Wording("O212", "en", r"\b(put|puts) ((?:an?|one|two|three|four|five|six|seven|eight|nine|ten|X|that many|\d+) "
            r"(?:[^.:\n\"]*? )?tokens?\b(?:[^.:\n\"]*?)?) (?:onto the battlefield|into play)(?! under| tapped| attacking)",
            ((2017, lambda m: ("create " if m.group(1).lower() == "put" else "creates ") + m.group(2)),), R_CREATE, flags=I),
    Wording("O213", "en", r"\b(put|puts) the top (a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
            r"fourteen|fifteen|twenty|X|\d+)? ?cards? of (?:your|his or her|their|that player's) library into "
            r"(?:your|his or her|their|that player's) graveyard\b",
            ((2020, lambda m: ("mill " if m.group(1).lower() == "put" else "mills ") + _cards(m.group(2))),),
            R_MILL, flags=I),
    Wording("O214", "en", r"\bconverted mana costs?\b", ((2021, "mana value"),), R_MANA_VALUE, flags=I),
    Wording("O214", "en", r"\b(?:total )?casting costs?\b", ((1999, "converted mana cost"), (2021, "mana value")), R_MANA_VALUE, flags=I),
    Wording("O215", "en", r"\bhis or her\b", ((2017, "their"),), R_THEIR, flags=I),
    Wording("O215", "en", r"\bhim or her\b", ((2017, "them"),), R_THEIR, flags=I),
    Wording("O215", "en", r"\bhe or she\b", ((2017, "that player"),), R_THEIR, flags=I),
    Wording("O219", "en", r"\b(is|are) unblockable\b", ((2013, "can't be blocked"),), R_BLOCKED, flags=I),
    Wording("O219", "en", r"(?<![^\n])[^.\n]+ is indestructible\.(?=\n|$)", ((2007, "Indestructible"),), R_BLOCKED, flags=I),
    Wording("O219", "en", rf"(?<![^\n]){EN_NAME} can't be the target of spells or abilities your opponents control\.(?=\n|$)",
            ((2011, "Hexproof"),), R_KEYWORDED, flags=I),
    Wording("O219", "en", rf"(?<![^\n]){EN_NAME} can't be the target of spells or abilities\.(?=\n|$)", ((2004, "Shroud"),), R_KEYWORDED, flags=I),
    Wording("O219", "en", rf"(?<![^\n]){EN_NAME} can't be blocked except by two or more creatures\.(?=\n|$)", ((2015, "Menace"),), R_KEYWORDED, flags=I),
    Wording("O222", "en", r"\b(bury|buries) (target [^.\n]+?|all [^.\n]+?)\.(?: (?:it|they) can't be regenerated\.)?", ((1999, _bury),), R_BURY, flags=I),
    Wording("O222", "en", r"\s*\bplay this ability as an interrupt\.", ((1999, ""),), R_BURY, flags=I),
    Wording("O219", "en", rf"(?<![^\n]){EN_NAME} can block as though it had flying\.(?=\n|$)", ((2008, "Reach"),), R_KEYWORDED, flags=I),
    Wording("O219", "en", r"\battacks each turn if able\b", ((2014, "attacks each combat if able"),), R_BLOCKED, flags=I),
    Wording("O219", "en", r"(?<![^\n])attacking (?:doesn't|does not) cause [^.\n]+? to tap\.?$", ((2004, "Vigilance"),), R_BLOCKED, flags=I),
    Wording("O220", "en", r"\bat the end of (your|each|any) turn\b",
            ((2009, lambda m: "at the beginning of " + {"your": "your", "each": "each", "any": "each"}[m.group(1).lower()] + " end step"),),
            R_END_STEP, flags=I),
    Wording("O220", "en", r"\bat (?:the )?end of (?:the )?turn\b", ((2009, "at the beginning of the next end step"),), R_END_STEP, flags=I),
    Wording("O220", "en", r"\buntil the end of the turn\b", ((1998, "until end of turn"),), R_END_STEP, flags=I),
    Wording("O221", "en", r"\b(adds?) (one|two|three|four) colorless mana\b",
            ((2016, lambda m: m.group(1) + " " + "{C}" * ("one", "two", "three", "four").index(m.group(2).lower()) + "{C}"),),
            R_COLORLESS, flags=I),
    Wording("O222", "en", r"\s*\bplay this ability as a mana source\.", ((1999, ""),), R_BURY, flags=I),
    Wording("O221", "en", r"\b(adds?) \{([1-9])\}", ((2016, lambda m: m.group(1) + " " + "{C}" * int(m.group(2))),), R_COLORLESS, flags=I),
    Wording("O223", "en", r"\b(another )?target creature or player\b",
            ((2018, lambda m: "another target" if m.group(1) else "any target"),), R_ANY_TARGET, flags=I),
    Wording("O223", "en", r"\b(any number of|one or two|one, two, or three) target creatures and/or players\b",
            ((2018, r"\1 targets"),), R_ANY_TARGET, flags=I),
    Wording("O222", "en", r"\b(discard (?:a|an|one|two|three|X|\d+) [^.:,\n]*?cards?) from your hand\b", ((1999, r"\1"),), R_OLD_EN, flags=I),
    Wording("O222", "en", r"\bcan't be countered by spells or abilities\b", ((2014, "can't be countered"),), R_OLD_EN, flags=I),
    Wording("O222", "en", r"\b(can|does|do|is|are)not\b|\b(does|do|is|are) not\b(?! only\b)",
            ((1999, lambda m: _nt(m.group(1) or m.group(2))),), R_OLD_EN, flags=I),
    Wording("O222", "en", r"\b(return [^.\n]*?\bfrom (?:your|its owner's|their|a) graveyard) to play\b",
            ((2009, r"\1 to the battlefield"),), R_BATTLEFIELD, flags=I),
    Wording("O222", "en", r"(?<!its )(?<!their )(?<!its owner's or )\bowner's (hand|library)\b", ((1999, r"its owner's \1"),), R_OLD_EN),
    Wording("O222", "en", r"(?<=: )Regenerate\.?(?=$|\n)", ((1999, "Regenerate this creature."),), R_OLD_EN),
    Wording("O222", "en", r"(?<=: )([+-][0-9X]+/[+-][0-9X]+ until end of turn)\.?", ((1999, r"this creature gets \1."),), R_OLD_EN),
    Wording("O222", "en", r"\bis unaffected by summoning sickness\b", ((1999, "has haste"),), R_OLD_EN, flags=I),

    Wording("O222", "en", r"\b(discards? (?:a|one|two|three|X|\d+|that many) cards?) from (?:his or her|their) hand\b",
            ((1999, r"\1"),), R_OLD_EN, flags=I),
    Wording("O222", "en", r"\bany one (creature or player|creature|player|land|artifact)\b",
            ((1999, lambda m: "any target" if m.group(1).lower() == "creature or player" else "target " + m.group(1).lower()),),
            R_OLD_EN, flags=I),
    # "If that spell would be put into your graveyard this turn, exile it instead": the spell is a new
    # object once it leaves the stack (CR 400.7), so the duration adds nothing; current Oracle text and
    # the Japanese (「その呪文があなたの墓地に置かれるなら」) leave it out
    Wording("O222", "en", r"\b(if that (?:spell|card) would be put into (?:your|a|its owner's) graveyard) this turn(?=, exile)",
            ((2024, r"\1"),), R_OLD_EN, flags=I),
    # ---------------------------------------------------------------- Japanese
    # 「あなたがクリーチャー呪文を１つ唱えるたび」: a spell cast has no count today
    Wording("O217", "ja", r"(?<=呪文を)(?:1|１)つ(?=唱え|プレイ)", ((2021, ""),), R_COUNT),
    # 「直前のターンにいずれかのプレイヤーが２つ以上の呪文を唱えていた場合」 (werewolves)
    Wording("O216", "ja", r"直前のターンにいずれかのプレイヤーが", ((2021, "直前のターンのプレイヤー1人が"),), R_JA_OLD),
    Wording("O216", "ja", r"このターン(?:に)?いずれかの(?=(?:クリーチャー|パーマネント)が)", ((2021, "このターンに"),), R_JA_OLD),
    Wording("O218", "ja", r"攻撃かブロックに参加している", ((2010, "攻撃かブロックしている"),), R_ATTACKS),
    Wording("O218", "ja", r"攻撃しているかブロックしている(?=クリーチャー)", ((2010, "攻撃かブロックしている"),), R_ATTACKS),
    Wording("O204", "ja", r"をプレイするため(に|の)", ((2009, r"を唱えるため\1"),), R_CAST),
    Wording("O204", "ja", r"(?<=が)プレイする(?=[^、。「」\n]{0,20}?呪文)", ((2009, "唱える"),), R_CAST),
    Wording("O202", "ja", r"(?:戦)?場からいずれかの墓地に置かれ(た|る)",
            ((2011, _table({"た": "死亡した", "る": "死亡する"})),), R_DIES),
    Wording("O208", "ja", r"場にで(る|た)", ((2003, r"場に出\1"),), R_SPELLING),
    Wording("O212", "ja", rf"トークン(?:を)?({N})(体|個|つ)(?:を)?(?:戦)?場に出(す|し)",
            ((2017, lambda m: "トークン" + m.group(1) + m.group(2) + "を生成" + {"す": "する", "し": "し"}[m.group(3)]),), R_CREATE),
    # 「…トークンを２体、タップ状態で戦場に出す」「…に等しい数の…トークンを戦場に出す」
    Wording("O212", "ja", rf"トークン(?:を)?({N})(体|個|つ)、?タップ状態で(?:戦)?場に出(す|し)",
            ((2017, lambda m: "トークン" + m.group(1) + m.group(2) + "をタップ状態で生成" + {"す": "する", "し": "し"}[m.group(3)]),),
            R_CREATE),
    Wording("O212", "ja", r"(?<=数の)([^、。「」\n]{1,40}?トークン)を(?:戦)?場に出(す|し)",
            ((2017, lambda m: m.group(1) + "を生成" + {"す": "する", "し": "し"}[m.group(2)]),), R_CREATE),
    Wording("O206", "ja", r"(?<!戦)(?<!置き)(?<!墓)場(?=に出|から|にある|に戻|を離|に置|で)", ((2009, "戦場"),), R_BATTLEFIELD),
    Wording("O203", "ja", r"ゲームから取り除(く|き|いた|かれ)",
            ((2009, _table({"く": "追放する", "き": "追放し", "いた": "追放した", "かれ": "追放され"})),), R_EXILE),
    Wording("O204", "ja", r"この能力は、?あなたがソーサリーをプレイできるときにのみプレイできる",
            ((2009, "起動はソーサリーとしてのみ行う"),), R_CAST),
    Wording("O204", "ja", r"(?:(?<=呪文を)|(?<=ンスタントを)|(?<=ソーサリーを))プレイ(する|した|し|できる|できない|された|され)",
            ((2009, _table({"する": "唱える", "した": "唱えた", "し": "唱え", "できる": "唱えられる",
                            "できない": "唱えられない", "された": "唱えられた", "され": "唱えられ"})),), R_CAST),
    Wording("O204", "ja", r"(?<=能力を)プレイ(する|した|し|できる|できない|された|され)",
            ((2009, _table({"する": "起動する", "した": "起動した", "し": "起動し", "できる": "起動できる",
                            "できない": "起動できない", "された": "起動された", "され": "起動され"})),), R_CAST),
    Wording("O205", "ja", r"(?:あなたの|そのプレイヤーの|その|それのコントローラーの)?マナ・プールに、?", ((2017, ""),), R_POOL),
    Wording("O209", "ja", r"そうした場合", ((2013, "そうしたなら"),), R_NARA),
    Wording("O209", "ja", r"そうしなかった場合", ((2013, "そうしなかったなら"),), R_NARA),
    Wording("O208", "ja", r"の修正を受け", ((2005, "の修整を受け"),), R_SPELLING),
    Wording("O211", "ja", r"族霊鎧", ((2023, "陰影鎧"),), R_UMBRA),
    Wording("O218", "ja", r"(エンチャント|装備)されている(?=クリーチャー|土地|パーマネント|アーティファクト|プレイヤー)",
            ((2010, r"\1している"),), R_JA_FORMS),
    Wording("O218", "ja", r"攻撃に参加している(?=クリーチャー)", ((2010, "攻撃"),), R_JA_FORMS),
    Wording("O218", "ja", r"ブロックに参加している(?=クリーチャー)", ((2010, "ブロック・"),), R_JA_FORMS),
    Wording("O218", "ja", r"ブロックに参加(?=できない|しない)", ((2010, "ブロック"),), R_JA_FORMS),
    # 「クリーチャーを最大２体まで対象とする」
    Wording("O217", "ja", rf"を最大({N})(体|枚|つ|人|個)まで", ((2021, r"最大\1\2を"),), R_COUNT),
    Wording("O217", "ja", rf"(?<=[ァ-ヴー\w])を({N})(体|つ|枚|個)、(?=オーナーの手札|あなたの手札|戦場)", ((2021, r"\1\2を"),), R_COUNT),
    # 「カードを１枚引く」「+1/+1カウンターを２個置く」
    Wording("O217", "ja", rf"(?<=[ァ-ヴー\w)）])(?<!コイン)を({N})(枚|つ|体|個|人)(?![のま目以ず])", ((2021, r"\1\2を"),), R_COUNT),
    Wording("O213", "ja", rf"(?:自分の|あなたの|そのプレイヤーの)?ライブラリーの一番上から(?:カードを?)?({N})枚(?:のカード)?を"
            r"(?:自分の|あなたの|そのプレイヤーの)墓地に置(く|き)",
            ((2020, lambda m: "カード" + m.group(1) + "枚を切削" + {"く": "する", "き": "し"}[m.group(2)]),), R_MILL),
    Wording("O214", "ja", rf"点数で[見み]たマナ[・･]コスト(?:(が(?:{N}))点(?=以下|以上|の|で))?", ((2021, r"マナ総量\1"),), R_MANA_VALUE),
    Wording("O216", "ja", r"の修整を受けるとともに、?", ((2021, "の修整を受け、"),), R_JA_OLD),
    Wording("O216", "ja", r"の総数(?=に等しい|を数える|より)", ((2021, "の数"),), R_JA_OLD),
    Wording("O216", "ja", r"いずれかの(?=(?:プレイヤー|対戦相手|クリーチャー)(?:が|に|は|１|1))", ((2021, ""),), R_JA_OLD),
    Wording("O216", "ja", r"攻撃したりブロックしたりでき(ない|ず)", ((2021, r"攻撃もブロックもでき\1"),), R_JA_OLD),
    Wording("O216", "ja", r"(基本土地|土地|クリーチャー|アーティファクト|エンチャント|インスタント|ソーサリー|プレインズウォーカー|"
            r"森|島|山|沼|平地|装備品|オーラ|伝説の[ァ-ヴー]+)(カード|呪文)", ((2010, r"\1・\2"),), R_JA_OLD),
    Wording("O216", "ja", rf"(?<=[ー\w])が({N})個(?=置かれた状態で)", ((2021, r"\1個が"),), R_COUNT),
    Wording("O216", "ja", r"あなたの対戦相手がコントロールする(?:している)?", ((2010, "対戦相手がコントロールしている"),), R_JA_OLD),
    Wording("O216", "ja", r"そのコントローラー(?=が|は)", ((2010, "それのコントローラー"),), R_JA_OLD),
    Wording("O216", "ja", r"を軽減し、[0０]にする", ((2010, "を軽減する"),), R_JA_OLD),
    Wording("O216", "ja", r"(?<=は)呪文や能力によって打ち消されない", ((2014, "打ち消されない"),), R_JA_OLD),
    Wording("O216", "ja", r"(?<![^\n])占術 ?([0-9０-９]+)(?![^\n])", ((2013, r"占術\1を行う。"),), R_JA_OLD),
    Wording("O216", "ja", r"(?<![^\n])([^\n、。「」]+)は、(あなたが[^\n。「」]*?ないかぎり)、タップ状態で(?:戦)?場に出る",
            ((2018, r"\2、\1はタップ状態で戦場に出る"),), R_JA_OLD),
    Wording("O208", "ja", r"ない限り", ((2010, "ないかぎり"),), R_SPELLING),
    Wording("O204", "ja", r"にのみプレイできる", ((2009, "にのみ起動できる"),), R_CAST),
    Wording("O216", "ja", r"(?:それを|それらを)?公開して(あなたの|自分の)手札に加え", ((2021, r"公開し、\1手札に加え"),), R_JA_OLD),
    Wording("O216", "ja", r"(手札に加え|戦場に出し|墓地に置き)、その後(?:、)?(あなたの|自分の)ライブラリーを切り直す",
            ((2021, lambda m: {"加え": "加える", "出し": "出す", "置き": "置く"}[m.group(1)[-2:]].join([m.group(1)[:-2], ""])
              + "。その後、" + m.group(2) + "ライブラリーを切り直す"),), R_JA_OLD),
    Wording("O216", "ja", r"(?<=を探)して(?=タップ状態で|戦場に|公開|あなたの手札に|それを)", ((2021, "し、"),), R_JA_OLD),
    Wording("O216", "ja", r"あなたは(?:あなたの|自分の)(ライブラリーから[^。「」\n]+?)(加え|戦場に出し)てもよい。(?:そうした場合|そうしたなら)、"
            r"(?:あなたの|自分の)?ライブラリーを切り直す。", ((2021, _found_or_put),), R_JA_OLD),
    Wording("O216", "ja", r"(スピリット|秘儀|クリーチャー|インスタント|ソーサリー|アーティファクト|エンチャント)呪文か"
            r"(スピリット|秘儀|クリーチャー|インスタント|ソーサリー|アーティファクト|エンチャント)呪文(?=を)",
            ((2021, r"\1か\2である呪文"),), R_JA_OLD),
    Wording("O217", "ja", rf"({N})個の([^、。を「」\n]{{1,12}}カウンター)(を|が)", ((2021, r"\2\1個\3"),), R_COUNT),
    Wording("O217", "ja", rf"が({N})体いずれかの", ((2021, r"\1体が"),), R_COUNT),
    Wording("O216", "ja", r"あなたのコントロールしている", ((2010, "あなたがコントロールしている"),), R_JA_OLD),
    Wording("O216", "ja", r"の墓地にあるすべてのカードを追放", ((2010, "の墓地を追放"),), R_JA_OLD),
    Wording("O216", "ja", r"いずれかの墓地にある([^、。「」\n]{1,30}?)を対象と", ((2021, r"墓地から\1を対象と"),), R_JA_OLD),
    Wording("O216", "ja", r"(?<=につき)、(?=\{[^}]+\}(?:\{[^}]+\})*を加え)", ((2017, ""),), R_POOL),
    Wording("O219", "ja", r"(?<![^\n])[^\n、。「」]+は破壊されない。(?=\n|$)", ((2007, "破壊不能"),), R_BLOCKED),
    Wording("O219", "ja", r"は、?毎ターン可能ならば?攻撃する", ((2014, "は各戦闘で可能なら攻撃する"),), R_BLOCKED),
    Wording("O216", "ja", r"(あなたの|その|いずれかの)墓地にある([^、。「」\n]{1,30}?)を(?=(?:タップ状態で)?(?:戦|あなたの手札|オーナーの手札|手札)[^、。]{0,2}に戻|追放する[：:,])",
            ((2021, r"\1墓地から\2を"),), R_JA_OLD),
    Wording("O217", "ja", rf"(?<!カード)({N})枚のカードを", ((2021, r"カード\1枚を"),), R_COUNT),
    Wording("O217", "ja", rf"({N})個の(\+[0-9０-９]+/\+[0-9０-９]+カウンター|＋[0-9０-９]+/＋[0-9０-９]+カウンター)が", ((2021, r"\2\1個が"),), R_COUNT),
    Wording("O217", "ja", rf"最大({N})(枚|体|つ)までの([^、。を「」\n]+?)を", ((2021, r"\3最大\1\2を"),), R_COUNT),
    Wording("O217", "ja", rf"を最大({N})(体|枚|つ|人|個)(?!まで)", ((2021, r"最大\1\2を"),), R_COUNT),
    Wording("O217", "ja", rf"ライフを({N})点支払", ((2021, r"\1点のライフを支払"),), R_COUNT),
    Wording("O216", "ja", r"(白|青|黒|赤|緑)であり(白|青|黒|赤|緑)である", ((2021, r"\1\2の"),), R_JA_OLD),
    Wording("O216", "ja", r"(?<![^\n])あなたは[^\n、。]+を、?あなたがインスタントを(?:プレイ|唱え)(?:でき|られ)るときならいつでも(?:プレイして|唱えて)よい。",
            ((2009, "瞬速"),), R_JA_OLD),
    Wording("O204", "ja", r"この能力は、?あなたがソーサリーを(?:唱えられる|プレイできる)ときにのみ(?:起動|プレイ)できる",
            ((2021, "起動はソーサリーとしてのみ行う"),), R_CAST),
    Wording("O204", "ja", r"この能力は、?(?=[^。\n]*にのみ(?:起動|プレイ)できる)", ((2021, ""),), R_CAST),
    Wording("O208", "ja", r"切りなおす", ((2010, "切り直す"),), R_SPELLING),
    Wording("O220", "ja", r"(?<![^\n])ターン終了時に、"
, ((2009, "終了ステップの開始時に、"),), R_END_STEP),
    Wording("O220", "ja", r"(?<=[、。])ターン終了時に、?", ((2009, "次の終了ステップの開始時に、"),), R_END_STEP),
    Wording("O223", "ja", rf"クリーチャー({N})体かプレイヤー({N})人を対象と", ((2018, "１つを対象と"),), R_ANY_TARGET),
    Wording("O223", "ja", r"望む数のクリーチャーかプレイヤー（またはその組み合わせ）を対象と", ((2018, "望む数を対象と"),), R_ANY_TARGET),
    # 「…が呪文や能力の対象となったとき」: becoming a target is 「対象になる」 today (「対象とする」 is targeting)
    Wording("O216", "ja", r"(?<=の対象)とな(?=っ|る|り|ら)", ((2010, "にな"),), R_JA_OLD),
    Wording("O219", "ja", r"(?<![^\n])((?:エンチャント|装備)(?:されて|して)いるクリーチャー)は、?呪文や能力の対象にならない。(?=\n|$)",
            ((2004, r"\1は被覆を持つ。"),), R_KEYWORDED),
    Wording("O216", "ja", r"このターンの直後に追加の(?:[1１]つの)?ターンを得る", ((2010, "このターンに続いて追加の１ターンを行う"),), R_JA_OLD),
    # 「それを追放し、その後オーナーのコントロール下で戦場に戻す」: the returned object, unsaid, is the exiled one
    # (said, in the same sentence: a 「そうしたとき」 before it covers both)
    Wording("O216", "ja", r"を追放し、その後(?=(?:その|それの)?オーナーのコントロール下で戦場に戻す)", ((2010, "を追放し、その後それを"),), R_JA_OLD),
    Wording("O221", "ja", r"\{([1-9])\}を加え", ((2016, lambda m: "{C}" * int(m.group(1)) + "を加え"),), R_COLORLESS),
    # 「このターン、次にそれに与えられるダメージを１点軽減する」
    Wording("O216", "ja", r"次に([^、。「」\n]{1,24}?に)与えられる(?=ダメージ)", ((2010, r"\1与えられる次の"),), R_PREVENT),
    # 「この能力は、毎ターン１回のみプレイできる」「…している場合にのみ起動できる」
    Wording("O204", "ja", r"この能力は、?(?=毎ターン[^。\n]*のみ(?:起動|プレイ)できる)", ((2021, ""),), R_CAST),
    Wording("O204", "ja", r"(?<=回)のみプレイできる", ((2009, "のみ起動できる"),), R_CAST),
    Wording("O204", "ja", r"場合にのみ(?:起動|プレイ)できる", ((2013, "ときにのみ起動できる"),), R_CAST),
    Wording("O219", "ja", r"可能なら(?:ば)?毎ターン攻撃する", ((2014, "各戦闘で可能なら攻撃する"),), R_BLOCKED),
    Wording("O218", "ja", r"攻撃やブロック(?:に参加)?でき(ない|ず)", ((2010, r"攻撃もブロックもでき\1"),), R_ATTACKS),
    Wording("O218", "ja", r"(攻撃|ブロック)に参加(?=する|した|して|しな|しても|でき)", ((2010, r"\1"),), R_ATTACKS),
    Wording("O209", "ja", r"そうしない場合、(?:代わりに)?", ((2013, "そうしないなら、"),), R_NARA),
    # 「自分のライブラリーの一番上のカードを自分の墓地に置く」 (mill one, before the word existed)
    Wording("O213", "ja", r"(?:自分の|あなたの|そのプレイヤーの)?ライブラリーの一番上のカードを(?:自分の|あなたの|そのプレイヤーの)墓地に置(く|き)",
            ((2020, lambda m: "カード1枚を切削" + {"く": "する", "き": "し"}[m.group(1)]),), R_MILL),
    # 「{T}, 感染の三角護符から蓄積カウンターを１個取り除く」: the counters are on it
    Wording("O216", "ja", r"(?<!の上)(?<!墓地)から(?=[^、。「」\n]{1,16}?カウンター[^、。「」\n]{0,6}取り除)", ((2021, "の上から"),), R_JA_OLD),
    # 「緑の１/１の苗木クリーチャー・トークン」「巨人カード」: the subtype and the card type are two words
    Wording("O216", "ja", r"(?<![ァ-ヴー一-龥・])(%s)(?=クリーチャー|カード|呪文|パーマネント)" % _ja_subtypes(), ((2010, r"\1・"),), R_JA_OLD),
    Wording("O216", "ja", rf"({N})点ずつの(?=ダメージ)", ((2010, r"\1点の"),), R_JA_OLD),
    Wording("O216", "ja", r"(?<=は)手札を(?=(?:すべて)?捨てる)", ((2010, "自分の手札を"),), R_JA_OLD),
    Wording("O216", "ja", r"いずれかの(?!墓地|手札|ライブラリー|発生源|色)(?=(?:[ァ-ヴー]{2,}|[一-龥]{1,3})(?:・[ァ-ヴー一-龥]+)*・?(?:呪文|カード)?(?:が|を)(?!対象))",
            ((2021, ""),), R_JA_OLD),
    Wording("O219", "ja", rf"{_JA_WHOLE}は、?飛行を持(?:っている|つ)かのようにブロック(?:に参加)?できる。{_JA_END}", ((2008, "到達"),), R_KEYWORDED),
    Wording("O220", "ja", r"(あなたの|各)ターンの終了時に、?", ((2009, r"\1終了ステップの開始時に、"),), R_END_STEP),
    Wording("O216", "ja", r"(?<=呪文)は、それを唱えるためのコストが", ((2010, "を唱えるためのコストは"),), R_JA_OLD),
    Wording("O216", "ja", r"(?<=呪文)のコストは(?=\{)", ((2010, "を唱えるためのコストは"),), R_JA_OLD),
    Wording("O217", "ja", rf"({N})個以上の([^、。「」\n]{{1,16}}?カウンター)が置かれている", ((2021, r"\2が\1個以上置かれている"),), R_COUNT),
    Wording("O216", "ja", r"(?<=[。\n])その中(?:の|から)(?=[^、。「」\n]{0,24}?を?選ぶ)", ((2021, "あなたはその中の"),), R_JA_OLD),
    Wording("O217", "ja", rf"その中の({N})枚を(?=選)", ((2021, r"その中からカード\1枚を"),), R_COUNT),
    Wording("O209", "ja", r"(?<=が支払われ)ている場合、", ((2013, "ていたなら、"),), R_NARA),
    Wording("O204", "ja", r"あなたの(ターン|アップキープ|ドロー・ステップ|終了ステップ)にのみ起動できる", ((2021, r"あなたの\1の間にのみ起動できる"),), R_CAST),
    Wording("O216", "ja", r"その中の(?=[^、。「」\n]{1,20}?カード)", ((2021, "その中から"),), R_JA_OLD),
    Wording("O216", "ja", r"(?<=あなたは)(?:自分の|あなたの)手札にある(?=[^、。「」\n]{1,24}?を公開)", ((2021, "あなたの手札から"),), R_JA_OLD),
    Wording("O208", "ja", r"(?<=[いる])限り(?=、)", ((2010, "かぎり"),), R_SPELLING),
    Wording("O208", "ja", r"を対象にし(?=、)", ((2004, "を対象とし"),), R_SPELLING),
    Wording("O208", "ja", r"Lvアップ", ((2010, "Ｌｖアップ"),), R_SPELLING),
    Wording("O216", "ja", r"によってブロックされない", ((2010, "によってはブロックされない"),), R_JA_OLD),
    Wording("O223", "ja", rf"クリーチャー(?:やプレインズウォーカー)?やプレイヤー、(?=(?:{N})つ(?:か(?:{N})つ)?を対象と)", ((2018, ""),), R_ANY_TARGET),
    Wording("O216", "ja", r"ダメージを(?:あなたの)?好きなように割り振って", ((2010, "ダメージをあなたの望むように分割して"),), R_JA_OLD),
    Wording("O217", "ja", rf"一番上にあるカード({N})枚", ((2021, r"一番上からカード\1枚"),), R_COUNT),
    Wording("O217", "ja", r"一番上にあるカードを", ((2021, "一番上のカードを"),), R_COUNT),
    Wording("O217", "ja", rf"ライブラリーのカードを上から({N})枚(?:を)?見", ((2021, r"ライブラリーの一番上からカード\1枚を見"),), R_COUNT),
    Wording("O216", "ja", rf"(そのうち(?:{N})枚を(?:あなたの|自分の)?手札に)加え、(?=残り|もう)", ((2010, r"\1、"),), R_JA_OLD),
    Wording("O216", "ja", r"(?<=」)の能力を持(?=つ|ち|たない)", ((2010, "を持"),), R_JA_OLD),
    Wording("O216", "ja", rf"([0-9X]+/[0-9X]+)の((?:白|青|黒|赤|緑)(?:と(?:白|青|黒|赤|緑))?)の", ((2010, r"\2の\1の"),), R_JA_OLD),
    Wording("O219", "ja", rf"(?<![^\n]){JA_NAME}は、?(?:あなたの)?対戦相手がコントロール(?:する|している)呪文や能力の対象にならない。(?=\n|$)",
            ((2011, "呪禁"),), R_KEYWORDED),
    Wording("O219", "ja", rf"{_JA_WHOLE}は、?呪文や能力の対象にならない。{_JA_END}", ((2004, "被覆"),), R_KEYWORDED),
    Wording("O219", "ja", rf"{_JA_WHOLE}は、?(?:2|２)体以上のクリーチャー(?:によって|に)しかブロックされない。{_JA_END}",
            ((2015, "威迫"),), R_KEYWORDED),
    # 「他の「刃の翼タロックス」という名前のカード」: a card's name in 《》 today
    Wording("O216", "ja", r"「([^「」《》\n。]{1,30})」(?=という名前)", ((2010, r"《\1》"),), R_JA_OLD),
    Wording("O213", "ja", rf"(?:自分の|あなたの|そのプレイヤーの)?ライブラリーの一番上のカード({N})枚を(?:自分の|あなたの|そのプレイヤーの)墓地に置(く|き)",
            ((2020, lambda m: "カード" + m.group(1) + "枚を切削" + {"く": "する", "き": "し"}[m.group(2)]),), R_MILL),
    # the Lorwyn harbingers: 「…を探してもよい。そうしたなら、それを公開し、…その一番上にそのカードを置く」 is one
    # optional search-reveal-shuffle-put today (「…を探し、それを公開し、…一番上に置いてもよい」)
    Wording("O216", "ja", r"あなたは(あなたの|自分の)ライブラリーから([^。「」\n]+?)を探してもよい。(?:そうしたなら|そうした場合)、"
            r"それを公開し、その後(?:あなたの|自分の)?ライブラリーを切り直し、その一番上にそのカードを置く",
            ((2021, r"あなたは\1ライブラリーから\2を探し、それを公開し、その後ライブラリーを切り直し、そのカードを一番上に置いてもよい"),),
            R_JA_OLD),
    # 「防御プレイヤーがコントロールするクリーチャー」: 「…がコントロールしている」 before a noun
    Wording("O216", "ja", r"(?<=が)コントロールする(?=[^、。「」\n])(?!かぎり|限り|こと|なら|場合|たび|とき|か)", ((2010, "コントロールしている"),), R_JA_OLD),
    # 「クリーチャー１体を対象とする。それはターン終了時まで＋３/＋３の修整を受ける。」: the duration first
    Wording("O216", "ja", r"(?:(?<=[。：:])|(?<=とき、)|(?<=たび、)|(?<=\n[・•])|(?<![^\n]))(?![・•]|あなたは)(それら?|[^、。「」\n:：]{1,24}?)は、?(それぞれ)?(ターン終了時まで|このターン(?![にの]))、?",
            ((2021, lambda m: m.group(3) + "、" + m.group(1) + "は" + (m.group(2) or "")),), R_JA_PRINTED),
)

# Codes whose findings come from the parse, not from this table (see compiler/lint/wording.py).
NAME_CODE = "O210"  # the card's own name where today's templates say "this creature" / このクリーチャー
NAME_SINCE = 2024
NARA_CODE = "O209"  # 「…場合、」 for a condition that is not an intervening if


@lru_cache(maxsize=4)
def for_lang(lang: str) -> tuple[Wording, ...]:
    return tuple(w for w in WORDINGS if w.lang == lang)


def any_wording_patterns(lang: str) -> list[str]:
    """The patterns (each compiled with re.IGNORECASE) that find a text that may hold one of the
    language's old wordings the normalizer rewrites (normalize/common.py)."""
    return [w.old for w in for_lang(lang) if w.normalize]


def kept_patterns(lang: str) -> list[tuple[str, int]]:
    """The (pattern, flags) of this table's regexes, whose code the parser cache keeps with the
    language's parser so that a process compiles none of them (regexes.py)."""
    return [(p, re.IGNORECASE) for p in any_wording_patterns(lang)] + [(w.old, w.flags) for w in for_lang(lang)]
