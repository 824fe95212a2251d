"""The canonical IR, every node class, gathered here from its family module (like CPython's ASDL,
in one namespace): `from oraclec.compiler.ir import nodes as n; n.Draw(...)`, and `ir.Draw`.

The IR is language-neutral: English and Japanese text of the same card build the same
nodes. No surface words live here: types, keywords, colors and counters are canonical
English names; the card's own reference is `Self_`.

Each node is an attrs class (frozen, slots) made by base.node(tag). Its `kind` tag is the
discriminator in JSON. `span` (original-text character offsets) is kept on every node but is
not part of equality or of the canonical JSON, so the two languages of one card compare equal.

The families: selectors, filters, amounts, conditions, costs; effects_flow (sequence, may, if,
for each, instead …), effects_zones, effects_cards, effects_damage_life, effects_permanents,
effects_tokens_counters, effects_game; statics; events; abilities (and the card).
"""
from .base import REGISTRY, f, node, value_class
from .selectors import (Self_, It, TargetRef, TriggerObject, TriggerPlayer, DefendingPlayer, Enchanted, Equipped,
                        Found, You, ControllerOf, OwnerOf, Each, Chosen, OneOrMore, OneOf, Named, Tested, TheChosen)
from .filters import Filter, AnyOf, AnyTarget, Compare, Target, Affected
from .amounts import (X, Count, StatOf, Times, Plus, PartySize, ThatMuch, ThisWay, CountersOn, LifeTotal, Devotion, EventsThisTurn,
                      Domain, LifeGainedThisTurn, Greatest, Least, Total, Distinct, ExtraTargets, DieResult)
from .conditions import Condition, Not
from .costs import (ManaCost, TapCost, LoyaltyCost, SacrificeCost, DiscardCost, TapOtherCost, RemoveCountersCost,
                    ExileCost, ReturnCost, RevealCost, PayLifeCost, AdditionalCost, AlternativeCost, CostChange)
from .effects_flow import (Sequence, May, If, Reflexive, ForEach, Current, Unless, InsteadIf, WouldInstead, LifeFloor, Choose,
                           Delayed, Pay, PlayerActs, OtherEffect)
from .effects_zones import Destroy, Exile, Sacrifice, PlayerExiles, CounterSpell, Move, CountersOfKind, Attach
from .effects_cards import (Draw, Discard, Mill, ShuffleGraveyardIn, LookAtHand, Search, ExileTop, RevealHand,
                            ChooseCard, LookAtTop, Dig, RevealUntil, Shuffle, Scry, Surveil, Reveal, Explore, Connive, Discover)
from .effects_damage_life import DealDamage, GainLife, LoseLife, SetLife, PreventDamage, PreventThat
from .effects_permanents import (Tap, Transform, Untap, TapOrUntap, Regenerate, Pump, Grant, GainControl, Monstrosity,
                                 BasePT, LoseAllAbilities, LosesKeywords, LosesType, Becomes, Fight, SwitchPT, BecomeCopy)
from .effects_tokens_counters import (RemoveCounters, CreateToken, CreateCopy, PutCounters, Proliferate, MoreCounters,
                                      Investigate)
from .effects_game import (TakeInitiative, BecomeMonarch, AddMana, KeywordAction, GetEmblem, CopySpell,
                           ChooseNewTargets, ControlPlayer, EndTurn, ExtraTurn, SkipStep, FlipCoin, RollDie)
from .statics import (AttackAsThoughNot, LookAtTopAnyTime, MayCast, ExtraBlocks, Cant, EntersWithCounters,
                      EntersAsCopy, ChooseAsEnters, EntersTapped, MustAttack, CharacteristicPT, MustBeBlockedByAll,
                      AdditionalLand, MustBeBlocked, NoMaxHandSize, CastOnly, DamageAsThoughUnblocked,
                      DamageByToughness, MinBlockers)
from .events import (BecomesMonstrous, TapsForMana, ZoneChange, StepBegins, TurnedFaceUp, Transformed, Cycled,
                     Sacrificed, LifeLost, LifeGained, ChapterReached, Cast, Attacks, Blocks, BecomesBlocked,
                     AttacksWith, AttacksUnblocked, DamageDealt, BecomesTarget, BecomesTapped, Draws, Discards,
                     RollsDie, Planeswalks, UnlocksDoor, CountersPut, StateHolds, Mutates, Scried, AnyEvent)
from .events import Destroyed, FlipOutcome, PlayerDoes, CommitsCrime, Expends, Exploits, PlaysLand
from .abilities import (Unparsed, SpellAbility, KeywordAbility, Triggered, Activated, Static, Replacement, Modal, Mode,
                        Band, CardIR)

__all__ = ["REGISTRY", "f", "node", "value_class", "Self_", "It", "TargetRef", "TriggerObject", "TriggerPlayer",
           "DefendingPlayer", "Enchanted", "Equipped", "Found", "You", "ControllerOf", "OwnerOf", "Each", "Chosen", "TheChosen",
           "OneOrMore", "OneOf", "Named", "Tested", "Filter", "AnyOf", "AnyTarget", "Compare", "Target", "Affected", "X", "Count", "StatOf",
           "Times", "Plus", "PartySize", "ThatMuch", "ThisWay", "CountersOn", "LifeTotal", "Devotion", "Domain",
           "LifeGainedThisTurn", "EventsThisTurn", "Greatest", "Least", "Total", "Distinct", "ExtraTargets", "Condition", "Not", "ManaCost", "TapCost", "LoyaltyCost",
           "SacrificeCost", "DiscardCost", "TapOtherCost", "RemoveCountersCost", "ExileCost", "ReturnCost",
           "RevealCost", "PayLifeCost", "AdditionalCost", "AlternativeCost", "CostChange", "Sequence", "May", "If",
           "Reflexive", "ForEach", "Current", "Unless", "InsteadIf", "WouldInstead", "LifeFloor", "Choose", "Delayed", "Pay",
           "PlayerActs", "OtherEffect", "Destroy", "Exile", "Sacrifice", "PlayerExiles", "CounterSpell", "Move", "CountersOfKind", "Attach", "Draw",
           "Discard", "Mill", "ShuffleGraveyardIn", "LookAtHand", "Search", "ExileTop", "RevealHand", "ChooseCard",
           "LookAtTop", "Dig", "RevealUntil", "Shuffle", "Scry", "Surveil", "Reveal", "Explore", "Connive", "Discover", "DealDamage",
           "GainLife", "LoseLife", "SetLife", "PreventDamage", "PreventThat", "Tap", "Transform", "Untap", "TapOrUntap", "Regenerate",
           "Pump", "Grant", "GainControl", "Monstrosity", "BasePT", "LoseAllAbilities", "LosesKeywords", "LosesType", "Becomes",
           "Fight", "SwitchPT", "RemoveCounters", "CreateToken", "CreateCopy", "PutCounters", "Proliferate",
           "MoreCounters", "Investigate", "TakeInitiative", "BecomeMonarch", "AddMana", "KeywordAction", "GetEmblem",
           "CopySpell", "ChooseNewTargets", "ControlPlayer", "EndTurn", "ExtraTurn", "SkipStep", "AttackAsThoughNot",
           "LookAtTopAnyTime", "MayCast", "ExtraBlocks", "Cant", "EntersWithCounters", "EntersAsCopy",
           "ChooseAsEnters", "EntersTapped", "MustAttack", "CharacteristicPT", "MustBeBlockedByAll", "AdditionalLand",
           "MustBeBlocked", "NoMaxHandSize", "CastOnly", "DamageAsThoughUnblocked", "DamageByToughness", "MinBlockers", "BecomesMonstrous", "TapsForMana", "ZoneChange", "StepBegins",
           "TurnedFaceUp", "Transformed", "Cycled", "Sacrificed", "LifeLost", "LifeGained", "ChapterReached", "Cast",
           "Attacks", "Blocks", "BecomesBlocked", "AttacksWith", "AttacksUnblocked", "DamageDealt", "BecomesTarget",
           "BecomesTapped", "Draws", "Discards", "RollsDie", "Planeswalks", "UnlocksDoor", "CountersPut", "StateHolds",
           "Mutates", "Scried", "AnyEvent", "Unparsed", "SpellAbility", "KeywordAbility", "Triggered", "Activated",
           "Static", "Replacement", "Modal", "Mode", "Band", "CardIR", "FlipCoin", "RollDie", "DieResult", "FlipOutcome", "PlayerDoes", "Destroyed", "BecomeCopy",
           "CommitsCrime", "Expends", "Exploits", "PlaysLand"]
