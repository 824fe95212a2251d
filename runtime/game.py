"""The game: state plus the primitive operations every rule uses (move, damage, life, draw …).

Every change emits an Event into the log; triggered abilities listen to events (triggers.py).
Decisions go through the players' agents (agents.py), never through hidden randomness.
"""
from __future__ import annotations

import attrs

from oraclec.compiler.ir import nodes as n

from .agents import DefaultAgent
from .cards import CardDef, token_def
from .chars import Chars, CharsEngine, ContEffect
from .conditions import evaluate_condition
from .errors import IllegalAction, Unsupported
from .keywords.flashback import leaving_stack
from .keywords.madness import discarding as madness_discard
from .keywords.dredge import dredge_instead
from .keywords.suspend import removed as time_counter_removed
from .keywords.vanishing import removed as last_time_counter
from .keywords.toxic import poison_from
from .keywords.umbra_armor import saved_by_umbra
from .keywords.unearth import leaving_battlefield
from .keywords.protection import protected_from
from .life_rules import cant_gain_life
from .playable import check_playable
from .replacements import damage_replacements, entering, more_counters, refuse_unplayed_replacements, zone_replacement
from .select import Ctx, select
from .stack.targets import ref_of
from .state import Event, Obj, Player, State
from .triggers import on_event


class Game(State):
    def __init__(self, seed: int = 0, agents=None):
        super().__init__(seed)
        self.agents = agents or [DefaultAgent(), DefaultAgent()]
        self._chars = CharsEngine(self)
        self.lki: dict[int, Chars] = {}  # last known characteristics of objects that left the battlefield
        self.damage_events: list = []  # combat damage dealt in the current damage step

    # ------------------------------------------------------------------ characteristics
    def chars(self, obj: Obj) -> Chars:
        if obj.zone == "battlefield":
            e = self._chars
            if e.version == self.version:  # the cache is current: the common case, asked first
                ch = e.cache.get(obj.id)
                if ch is not None:
                    return ch
            return e.get(obj)
        if obj.id in self.lki and obj.zcc == self.lki[obj.id][0]:
            return self.lki[obj.id][1]
        return self._chars.get(obj)

    def own_chars(self, obj: Obj) -> Chars:
        """Its characteristics in the zone it is in: for a card that left the battlefield, the
        card's own (a new object, CR 400.7), not the last known ones chars() gives for it."""
        return self.chars(obj) if obj.zone == "battlefield" else self._chars.get(obj)

    def controller_of(self, obj: Obj) -> int:
        if obj.zone == "battlefield":
            return self.chars(obj).controller
        return obj.controller

    def has(self, obj: Obj, keyword: str) -> bool:
        return keyword in self.chars(obj).keywords

    # ------------------------------------------------------------------ events
    def emit(self, kind: str, **data) -> Event:
        ev = Event(kind, tuple(data.items()))
        self.log.append(ev)
        on_event(self, ev)
        return ev

    def label(self, thing) -> str:
        if isinstance(thing, Player):
            return thing.name
        if isinstance(thing, Obj):
            return thing.label()
        return str(thing)

    # ------------------------------------------------------------------ creating objects
    def create(self, card: CardDef, owner: int, zone: str, token: bool = False) -> Obj:
        obj = Obj(self.new_id(), card, owner, owner, zone, token=token, timestamp=self.tick())
        self.objects[obj.id] = obj
        lst = self.zone_list(obj)
        if lst is not None:
            lst.append(obj.id)
        self.changed()
        return obj

    # ------------------------------------------------------------------ zone changes
    def move(self, obj: Obj, to: str, *, controller: int | None = None, tapped: bool = False,
             position: str = "", cause: str = "", batch_lki: dict | None = None) -> Obj:
        """Move an object to a zone (CR 400). Returns the object (its zcc is bumped: a new object)."""
        frm = obj.zone
        # unearth's and flashback's exile (keywords/) before the other replacements: when one of them
        # applies, the player affected chooses it first (CR 616.1), and then no other applies
        instead = leaving_battlefield(obj, frm, leaving_stack(obj, frm, to))
        to, afterwards = zone_replacement(self, obj, frm, to) if instead == to else (instead, [])
        manifested = obj.chosen.pop("entering_face_down", False) and to == "battlefield"
        if not (frm == "stack" and to == "battlefield"):
            for mark in ("cast_from", "kicked", "flashback", "modes", "face_down", "buyback", "evoked", "dashed",
                         "awakened", "mana_spent", "manifested", "warped", "bestowed", "escaped", "blitzed", "spectacle", "emerged", "disturbed"):
                obj.chosen.pop(mark, None)  # a new object was not cast (CR 400.7)
        if manifested:  # a face-down 2/2 (CR 701.40a, 708.2): effects/manifest.py
            obj.chosen.update(face_down=True, manifested=True)
        if frm == "stack":
            obj.chosen.pop("spell_grants", None)  # abilities given to the spell: read as it entered
        if frm == "battlefield":
            # last known information (CR 608.2h); Auras left attached to it go in the next SBA check
            self.lki[obj.id] = (obj.zcc + 1, self._snapshot(obj), battlefield_states(obj))
            obj.chosen["lki_counters"] = dict(obj.counters)  # "if it had no -1/-1 counters on it" (persist)
        lst = self.zone_list(obj)
        if lst is not None and obj.id in lst:
            lst.remove(obj.id)
        if frm == "stack":
            self.stack = [s for s in self.stack if not (s.is_spell and s.source is obj)]
        if obj.token and to != "battlefield" and frm == "battlefield":
            # a token that leaves the battlefield moves, then ceases to exist (CR 111.7, 704.5d)
            pass
        obj.zone = to
        obj.zcc += 1
        entering_transformed = obj.chosen.pop("entering_transformed", False) and to == "battlefield"
        if obj.front is not None and not entering_transformed:
            obj.card, obj.front = obj.front, None  # a double-faced card is front face up in other zones (CR 712.8a)
        obj.tapped = False
        obj.damage = 0
        obj.deathtouch_damage = False
        obj.attacking = None
        obj.blocking = []
        obj.blocked = False
        obj.damaged_by = set()
        obj.regen_shields = 0
        if frm == "battlefield" or to != "battlefield":
            obj.counters = {} if to != "battlefield" else obj.counters
        if to == "battlefield":
            obj.controller = obj.owner if controller is None else controller
            obj.controlled_since = self.turn
            obj.timestamp = self.tick()
            obj.tapped = tapped
            self.battlefield.append(obj.id)
        else:
            obj.controller = obj.owner
            obj.attached_to = None if to != "stack" else obj.attached_to
            if to != "stack":
                zl = getattr(self.players[obj.owner], to)
                if position == "top" and to == "library":
                    zl.insert(0, obj.id)
                else:
                    zl.append(obj.id)
        self.changed(zones_only=frm != "battlefield" and to != "battlefield")
        self.emit("zone_change", obj=obj.label(), obj_ref=obj.id, frm=frm, to=to,
                  controller=self.controller_of(obj) if to == "battlefield" else None, cause=cause)
        if obj.token and to != "battlefield":
            lst = self.zone_list(obj)
            if lst is not None and obj.id in lst:
                lst.remove(obj.id)
            obj.zone = "gone"
        if frm == "battlefield" and obj.chosen.get("exiled_until_leaves"):
            # "exile … until ~ leaves the battlefield": the cards return at once (CR 610.3c), each
            # only if it is still the object that was exiled
            for oid, zcc in obj.chosen.pop("exiled_until_leaves"):
                back = self.objects.get(oid)
                if back is not None and back.zone == "exile" and back.zcc == zcc:
                    self.put_onto_battlefield(back, back.owner, cause="returned")
        if afterwards:  # what a replacement does after the exile it put instead (replacements.py)
            from .effects.registry import run_effect

            for step, ctx in afterwards:
                run_effect(step, ctx)
        return obj

    def _snapshot(self, obj: Obj) -> Chars:  # (its states: battlefield_states, kept beside it)
        ch = self._chars.get(obj)
        return attrs.evolve(ch, keywords=dict(ch.keywords), abilities=list(ch.abilities), cant=set(ch.cant),
                            damaged_by=set(obj.damaged_by))

    def put_onto_battlefield(self, obj: Obj, controller: int | None = None, tapped: bool = False,
                             cause: str = "", attach_to: Obj | None = None, counters: dict | None = None) -> Obj:
        """Enter the battlefield with the replacement effects that apply as it enters (CR 614.1c:
        enters tapped, with counters, bloodthirst …; replacements.py): it is never seen without them;
        `counters`: those the effect puts it there with ("with a -1/-1 counter on it", persist)."""
        ctrl = obj.owner if controller is None else controller
        if not obj.chosen.get("entering_face_down"):  # (a face-down 2/2 has no text: checked as it turns up)
            check_playable(obj.card.card, obj.name, "put onto the battlefield")
            refuse_unplayed_replacements(obj)
        entry = entering(self, obj, ctrl, tapped)
        obj.counters = entry.counters
        for kind, k in (counters or {}).items():
            obj.counters[kind] = obj.counters.get(kind, 0) + k
        if attach_to is not None and not isinstance(attach_to, Obj):  # "Enchant player" (a Curse)
            raise Unsupported("an Aura attached to a player (CR 303.4, 702.5)")
        if attach_to is not None:
            obj.attached_to = attach_to.id
        return self.move(obj, "battlefield", controller=ctrl, tapped=entry.tapped, cause=cause)

    # ------------------------------------------------------------------ damage and life
    def deal_damage(self, source: Obj | None, recipient, amount: int, combat: bool = False,
                    src_chars: Chars | None = None, unpreventable: bool = False) -> int:
        """Deal damage (CR 120); returns the damage actually dealt after prevention (none for
        damage that can't be prevented: prevention effects don't apply to it, CR 615.12)."""
        if amount <= 0:
            return 0
        sc = src_chars or (self.chars(source) if source is not None else None)
        amount = damage_replacements(self, source, recipient, amount, combat, not unpreventable)
        if amount <= 0:
            return 0
        if not unpreventable and self._prevented(source, recipient, combat, sc):
            self.emit("damage_prevented", source=self.label(source), to=self.label(recipient), amount=amount)
            return 0
        if not unpreventable:
            amount = self._use_shields(source, recipient, amount)
        if amount <= 0:
            return 0
        kws = sc.keywords if sc else {}
        toxic = 0
        src_ctrl = sc.controller if sc else 0
        if isinstance(recipient, Player):
            if "infect" in kws:
                recipient.poison += amount
            else:
                recipient.life -= amount
            toxic = poison_from(kws, combat)  # toxic (CR 702.164c)
            recipient.poison += toxic
            recipient.dealt_damage_this_turn = True
        else:
            rch = self.chars(recipient)
            if "creature" in rch.types:
                if "infect" in kws or "wither" in kws:
                    recipient.counters["-1/-1"] = recipient.counters.get("-1/-1", 0) + amount
                else:
                    recipient.damage += amount
                if "deathtouch" in kws:
                    recipient.deathtouch_damage = True
            if "planeswalker" in rch.types:
                recipient.counters["loyalty"] = max(0, recipient.counters.get("loyalty", 0) - amount)
            if source is not None:
                recipient.damaged_by.add(source.id)
        # characteristics read counters, never marked damage (characteristics_cache.py)
        self.changed(damage_only=not (isinstance(recipient, Obj) and (
            "planeswalker" in rch.types or "creature" in rch.types and ("infect" in kws or "wither" in kws))))
        self.emit("damage", source=self.label(source), src_ref=source.id if source else None,
                  to=self.label(recipient), to_player=recipient.index if isinstance(recipient, Player) else None,
                  to_ref=recipient.id if isinstance(recipient, Obj) else None, amount=amount, combat=combat)
        if isinstance(recipient, Player) and "infect" not in kws:  # damage to a player is life lost (CR 120.3a)
            self.emit("life_loss", player=recipient.name, amount=amount, player_idx=recipient.index)
        if isinstance(recipient, Player) and toxic:
            self.emit("poison_counters", player=recipient.name, amount=toxic, total=recipient.poison)
        if "lifelink" in kws and source is not None:
            self.gain_life(self.players[src_ctrl], amount)
        return amount

    def _use_shields(self, source, recipient, amount: int) -> int:
        """Prevention shields ("the next 3 damage that would be dealt to …", CR 615.7): each
        prevents up to its remaining amount, oldest first; returns the damage left to deal."""
        key = ref_of(recipient)
        for e in self.effects:
            if e.kind != "shield" or e.data[0] != key or e.data[1] <= 0 or amount <= 0:
                continue
            used = min(e.data[1], amount)
            e.data[1] -= used
            amount -= used
            self.emit("damage_prevented", source=self.label(source), to=self.label(recipient), amount=used)
        return amount

    def _prevented(self, source, recipient, combat, sc) -> bool:
        for e in self.effects:
            if e.kind != "prevent":
                continue
            to, combat_only, by = e.data
            if combat_only and not combat:
                continue
            if by is not None and not _from_sources(by[0], by[1], source):
                continue
            if to is None or to == ref_of(recipient):
                return True
        if isinstance(recipient, Obj) and source is not None and sc is not None \
                and protected_from(self, self.chars(recipient), source, sc):
            return True
        # static prevention ("During your turn, prevent all damage that would be dealt to you")
        for o in self.on_battlefield():
            for ab in self.chars(o).abilities:
                if isinstance(ab, n.Static) and isinstance(ab.effect, n.PreventDamage):
                    ctx = Ctx(self, self.controller_of(o), o)
                    if ab.condition is not None and not evaluate_condition(ab.condition, ctx):
                        continue
                    if ab.effect.combat_only and not combat:
                        continue
                    if ab.effect.by is not None and not _from_sources(ab.effect.by, ctx, source):
                        continue
                    if ab.effect.to is None or recipient in select(ab.effect.to, ctx):
                        return True
        return False

    def gain_life(self, player: Player, amount: int):
        if amount <= 0:
            return
        if cant_gain_life(self, player):  # CR 119.7
            self.emit("no_life_gain", player=player.name, amount=amount)
            return
        player.life += amount
        self.changed()
        self.emit("life_gain", player=player.name, amount=amount, player_idx=player.index)

    def lose_life(self, player: Player, amount: int):
        if amount <= 0:
            return
        player.life -= amount
        self.changed()
        self.emit("life_loss", player=player.name, amount=amount, player_idx=player.index)

    def set_life(self, player: Player, amount: int):
        if amount > player.life:
            self.gain_life(player, amount - player.life)
        elif amount < player.life:
            self.lose_life(player, player.life - amount)

    # ------------------------------------------------------------------ cards
    def draw(self, player: Player, count: int = 1):
        for _ in range(count):
            if dredge_instead(self, player):  # "if you would draw a card, you may mill N instead" (CR 702.52a)
                continue
            if not player.library:
                player.drew_from_empty = True
                self.emit("draw_empty", player=player.name)
                continue
            obj = self.objects[player.library[0]]
            self.move(obj, "hand", cause="draw")
            self.emit("draw", player=player.name, player_idx=player.index, card=obj.label())

    def mill(self, player: Player, count: int):
        for _ in range(count):
            if not player.library:
                return
            self.move(self.objects[player.library[0]], "graveyard", cause="mill")

    def shuffle(self, player: Player):
        self.rng.shuffle(player.library)
        self.changed()
        self.emit("shuffle", player=player.name)

    def flip_coin(self, player: Player) -> bool:
        """One coin flip (CR 705.2): the player calls heads or tails (a decision, agents.py), the coin
        lands by the game's seeded randomness (or as a scenario set it: self.coins); the player wins
        the flip when the call matches."""
        call = self.agents[player.index].call_coin(self, player.index)
        side = self.coins.pop(0) if self.coins else self.rng.choice(("heads", "tails"))
        won = call == side
        self.emit("coin_flip", player=player.name, player_idx=player.index, call=call, side=side,
                  result="wins" if won else "loses", won=won)
        return won

    def roll_die(self, player: Player, sides: int) -> int:
        """One die roll (CR 706.2): a number from 1 to `sides`, by the game's seeded randomness (or
        as a scenario set it: self.dice); each die rolled is an event ("whenever you roll a die")."""
        result = self.dice.pop(0) if self.dice else self.rng.randint(1, sides)
        if not 1 <= result <= sides:
            raise ValueError(f"a d{sides} cannot show {result}")
        self.emit("die_roll", player=player.name, player_idx=player.index, sides=sides, result=result)
        return result

    def discard(self, player: Player, obj: Obj):
        if madness_discard(self, player, obj):  # exiled instead, still discarded (CR 702.35a)
            return
        moved = self.move(obj, "graveyard", cause="discard")
        self.emit("discarded", player=player.name, player_idx=player.index, obj=moved.label(), obj_ref=moved.id)

    # ------------------------------------------------------------------ permanents
    def enter_transformed(self, obj: Obj, why: str):
        """`obj` is about to enter the battlefield back face up (CR 712.14, 702.145b): never seen
        entering with its front face; refused when its other face is not among the definitions."""
        if obj.card.back is None:
            raise Unsupported(f"{obj.label()} {why}: its other face is not among the definitions")
        obj.card, obj.front = obj.card.back, obj.card
        obj.chosen["entering_transformed"] = True  # (kept by move: it enters so)

    def turn_over(self, obj: Obj):
        """A double-faced permanent transforms (CR 701.28a): the same object, its other face up."""
        if obj.front is not None:
            obj.card, obj.front = obj.front, None
        else:
            obj.card, obj.front = obj.card.back, obj.card
        self.changed()
        self.emit("transformed", obj=obj.label(), obj_ref=obj.id)

    def tap(self, obj: Obj, for_mana: bool = False):
        if obj.tapped:
            return False
        obj.tapped = True
        self.changed(status_only=True)
        self.emit("tapped", obj=obj.label(), obj_ref=obj.id)
        return True

    def untap(self, obj: Obj):
        if not obj.tapped:
            return
        obj.tapped = False
        self.changed(status_only=True)
        self.emit("untapped", obj=obj.label(), obj_ref=obj.id)

    def add_counters(self, obj: Obj, counter: str, amount: int):
        if amount <= 0 or obj.zone != "battlefield":
            return
        amount = more_counters(self, obj, counter, amount)
        before = obj.counters.get(counter, 0)
        obj.counters[counter] = before + amount
        self.changed()
        self.emit("counters_added", obj=obj.label(), counter=counter, amount=amount, obj_ref=obj.id,
                  before=before)

    def remove_counters(self, obj: Obj, counter: str, amount: int) -> bool:
        if amount <= 0:  # "remove X counters" with X = 0: nothing to remove (it crashed with KeyError)
            return True
        if obj.counters.get(counter, 0) < amount:
            return False
        obj.counters[counter] -= amount
        if obj.counters[counter] == 0:
            del obj.counters[counter]
        self.changed()
        ev = self.emit("counters_removed", obj=obj.label(), counter=counter, amount=amount)
        time_counter_removed(self, obj, counter, ev)  # a suspended card's last one (CR 702.62a)
        last_time_counter(self, obj, counter, ev)  # vanishing's (CR 702.63a)
        return True

    def destroy(self, obj: Obj, cause: str = "destroy", regenerate: bool = True) -> bool:
        """Destroy (CR 701.7): indestructible stops it; a regeneration shield replaces it unless
        the effect says it can't be regenerated (CR 701.19c)."""
        if obj.zone != "battlefield":
            return False
        if self.has(obj, "indestructible"):
            return False
        if saved_by_umbra(self, obj):  # CR 702.89a
            return False
        if regenerate and obj.regen_shields > 0:
            obj.regen_shields -= 1
            obj.tapped = True
            obj.damage = 0
            obj.deathtouch_damage = False
            obj.attacking = None
            obj.blocking = []
            self.changed()
            self.emit("regenerated", obj=obj.label())
            return False
        self.move(obj, "graveyard", cause=cause)
        return True

    def sacrifice(self, obj: Obj):
        if obj.zone == "battlefield":
            who = self.controller_of(obj)
            self.move(obj, "graveyard", cause="sacrifice")
            self.emit("sacrificed", player=self.players[who].name, player_idx=who, obj=obj.label(), obj_ref=obj.id)

    def create_token(self, spec: n.CreateToken, controller: int, tapped: bool = False) -> Obj:
        card = token_def(spec)
        obj = self.create(card, controller, "limbo", token=True)
        return self.put_onto_battlefield(obj, controller, tapped=tapped, cause="token")

    def add_effect(self, eff: ContEffect):
        self.effects.append(eff)
        self.changed()

    def check_illegal(self, cond: bool, reason: str, rule: str = ""):
        if not cond:
            raise IllegalAction(reason, rule)


def _from_sources(by, ctx, source) -> bool:
    """Whether damage from `source` is damage "dealt by" the prevention's sources."""
    return source is not None and any(o is source for o in select(by, ctx))


def battlefield_states(obj: Obj) -> frozenset:
    """The states of a permanent a filter can ask about (tapped, attacking, blocking), kept as it
    leaves the battlefield: "if it was attacking", "whenever an attacking creature dies" read them
    as it last existed there (CR 608.2h, 603.10a)."""
    out = {"tapped" if obj.tapped else "untapped"}
    if obj.attacking is not None:
        out.add("attacking")
    if obj.blocking:
        out.add("blocking")
    if obj.attacking is not None or obj.blocking:
        out.add("attacking_or_blocking")
    return frozenset(out)


def _provide_keyword_runtime() -> None:
    """What the keyword files call (keywords/hooks.RT): they import none of these modules."""
    from .effects import run_effect
    from .keywords.hooks import RT
    from .stack.alternative import _split
    from .stack.casting import cast, sorcery_timing
    from .stack.costs import pay_costs, plan_costs
    from .events import event_matches
    from .triggers import DelayedTrigger, Pending

    RT.update(run_effect=run_effect, cast=cast, sorcery_timing=sorcery_timing, pay_costs=pay_costs,
              plan_costs=plan_costs, Pending=Pending, DelayedTrigger=DelayedTrigger, ContEffect=ContEffect,
              split_costs=_split, evaluate_condition=evaluate_condition, event_matches=event_matches)


_provide_keyword_runtime()
