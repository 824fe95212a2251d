"""Effects: what each IR effect node does as a spell or ability resolves, one handler per node
kind in one registry (registry.py: `@handles("kind")`, run_effect), in files by family:

    flow.py             sequence, for each, may, if, instead, reflexive ("when you do"), delayed
    modal.py            the chosen modes of "choose one —" (chosen in stack/modes.py)
    paying.py           "unless … pays", "you may pay"
    damage.py           deal damage, fight, prevent damage
    life.py             gain, lose, set life
    hand.py             draw, discard, look at / reveal a hand, choose a card from it, reveal
    library.py          mill, shuffle, search, look at / dig / reveal until / exile the top, scry, surveil
    zones.py            destroy, exile, sacrifice, a player exiles, move (return, put onto …)
    spells.py           counter, copy, choose new targets (things on the stack)
    cast_now.py         "you may cast it (without paying its mana cost)" while the effect resolves
    permanents.py       tap, untap, regenerate, attach
    continuous.py       pump, switch P/T, becomes, grant, gain control, can't, must attack
    counters.py         put and remove counters, proliferate
    keyword_actions.py  monstrosity, adapt, bolster, exert, explore
    connive.py          connive N (CR 701.50): draw, discard, a counter for each nonland card
    discover.py         discover N (CR 701.57): exile until a nonland card, cast it free or take it
    manifest.py         manifest, manifest dread (face-down 2/2s)
    learn.py            learn (no cards outside the game: discard a card to draw a card, or not)
    support.py          support N (CR 701.41)
    tokens.py           create tokens, token copies, investigate
    emblems.py          get an emblem (CR 114): an object in the command zone
    mana.py             add mana
    turns.py            additional land, extra turn, end the turn, control a player
    monarch.py          become the monarch, and the monarch's two triggered abilities (CR 724)
    coins.py            flip coins (CR 705)
    instead.py          a spell's "if that creature would die this turn, exile it instead"
    statics.py          nodes that only describe static abilities; the refused OtherEffect

Adding an effect ("mill N"): an IR node (compiler/ir/), the grammars and the builder, then a
handler here in the family file; a node without a handler raises Unsupported when played. The
nodes played where their ability applies instead (static abilities in chars.py and turns.py,
replacements in replacements.py …) are listed in registry.ELSEWHERE with their file."""
from . import (amass, cast_now, coins, connive, discover, continuous, counters, damage, flow,  # noqa: F401
               hand, instead, dice,  # noqa: F401
               keyword_actions, learn, library, life, mana, manifest, modal, paying,  # noqa: F401
               permanents, spells, statics, tokens, turns, zones, emblems, support, monarch, extra_blocks)  # noqa: F401
from .registry import HANDLERS, handles, run_effect

__all__ = ["HANDLERS", "handles", "run_effect", "cast_now", "coins", "connive", "discover", "continuous", "dice", "counters", "damage", "flow", "hand",
           "keyword_actions", "library", "life", "mana", "modal", "paying", "permanents", "spells", "statics", "tokens",
           "turns", "zones"]
