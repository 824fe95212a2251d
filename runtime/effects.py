"""Effects: one handler per IR effect node, keyed by the node's kind (CR 608.2c: follow the
instructions in order). An effect whose selector now means nothing (an illegal target) does
nothing (608.2b)."""
from __future__ import annotations

from typing import Callable

import attrs

from oraclec.compiler.ir import nodes as n

from .errors import Unsupported
from .select import Ctx, StackRef, all_matching, evaluate_amount, evaluate_condition, matches, select, zone_owners
from .stack import ref_of
from .state import Obj, Player

HANDLERS: dict[str, Callable] = {}


def handles(*kinds):
    def wrap(fn):
        for k in kinds:
            HANDLERS[k] = fn
        return fn

    return wrap


def run_effect(effect, ctx: Ctx):
    if effect is None:
        return
    h = HANDLERS.get(type(effect).kind)
    if h is None:
        raise Unsupported(f"effect {type(effect).kind}")
    h(effect, ctx)


def objs(sel, ctx) -> list[Obj]:
    return [t for t in select(sel, ctx) if isinstance(t, Obj)]


def players(sel, ctx) -> list[Player]:
    out = []
    for t in select(sel, ctx):
        if isinstance(t, Player):
            out.append(t)
    return out


def on_bf(sel, ctx) -> list[Obj]:
    return [o for o in objs(sel, ctx) if o.zone == "battlefield"]


def chosen(sel, ctx: Ctx, chooser: int, verb: str) -> list[Obj]:
    """A Chosen selector ("a creature") is chosen by the acting player on resolution."""
    if isinstance(sel, n.Chosen):
        cands = [o for o in all_matching(sel.filter, ctx) if isinstance(o, Obj)]
        count = evaluate_amount(sel.count, ctx)
        if len(cands) <= count and not sel.up_to:
            return cands
        low = 0 if sel.up_to else count  # "up to two": none, one or two
        return ctx.game.agents[chooser].choose_objects(ctx.game, chooser, verb, cands, low, min(count, len(cands)))
    return objs(sel, ctx)


@handles("sequence")
def _seq(e, ctx):
    for s in e.steps:
        run_effect(s, ctx)
        if ctx.game.over:
            return


@handles("for_each")
def _for_each(e, ctx):
    """Once per object, in turn; the cards found along the way are "those cards" afterwards."""
    items = list(select(e.items, ctx))
    found = []
    for item in items:
        ctx.current = item
        ctx.found = []
        run_effect(e.body, ctx)
        found.extend(ctx.found)
        if ctx.game.over:
            break
    ctx.current = None
    ctx.found = found


@handles("may")
def _may(e, ctx):
    for p in players(e.player, ctx):
        if ctx.game.agents[p.index].choose_may(ctx.game, p.index, ctx.item, e.effect):
            ctx.you_did = True
            run_effect(e.effect, ctx)
        else:
            ctx.you_did = False
            ctx.game.emit("declined", player=p.name)


@handles("if")
def _if(e, ctx):
    if evaluate_condition(e.cond, ctx):
        run_effect(e.then, ctx)
    elif e.otherwise is not None:
        run_effect(e.otherwise, ctx)


@handles("reflexive")
def _reflexive(e, ctx):
    """"When you do, …" (CR 603.12): if the optional action was taken, a triggered ability waits
    to be put on the stack the next time a player would receive priority (its targets chosen then)."""
    if not ctx.you_did:
        return
    from .triggers import Pending

    src = ctx.source
    ctx.game.pending.append(Pending(src, src.zcc if src is not None else 0, n.Triggered(n.AnyEvent(()), e.effect),
                                    ctx.controller, ctx.event, delayed=True))


@handles("instead_if")
def _instead(e, ctx):
    run_effect(e.replacement if evaluate_condition(e.cond, ctx) else e.effect, ctx)


@handles("unless")
def _unless(e, ctx):
    from .stack import mana_plan, pay_mana

    g = ctx.game
    if not isinstance(e.cost, n.ManaCost):  # "unless you discard two cards" (CR 118.12)
        for p in players(e.player, ctx):
            sub = attrs.evolve(ctx, controller=p.index)
            if _can_do(e.cost, sub) and g.agents[p.index].choose_pay(g, p.index, e.cost):
                run_effect(e.cost, sub)
                g.emit("paid", player=p.name, cost=e.cost.kind)
                return
        run_effect(e.effect, ctx)
        return
    for p in players(e.player, ctx):
        plan = mana_plan(g, p.index, tuple(e.cost.symbols))
        if plan is not None and g.agents[p.index].choose_pay(g, p.index, e.cost.symbols):
            pay_mana(g, p.index, plan)
            g.emit("paid", player=p.name, cost="".join("{%s}" % s for s in e.cost.symbols))
            return
    run_effect(e.effect, ctx)


def _can_do(action, ctx) -> bool:
    """Whether a player can do all of an action offered as the price of 'unless' (a player may
    not choose to do what they cannot, CR 118.3)."""
    g = ctx.game
    p = g.players[ctx.controller]
    if isinstance(action, n.Discard) and action.amount == "hand":
        return True
    if isinstance(action, n.Discard):
        hand = [g.objects[i] for i in p.hand]
        if action.filter is not None:
            hand = [o for o in hand if matches(action.filter, o, ctx)]
        return len(hand) >= evaluate_amount(action.amount, ctx)
    if isinstance(action, (n.Sacrifice, n.Move)):
        what = action.what
        if isinstance(what, n.Chosen):
            mine = [o for o in all_matching(what.filter, ctx) if isinstance(o, Obj) and o.zone == "battlefield"
                    and g.controller_of(o) == p.index]
            return len(mine) >= evaluate_amount(what.count, ctx)
        return any(o.zone == "battlefield" and g.controller_of(o) == p.index for o in objs(what, ctx))
    raise Unsupported(f"'unless' with the price {action.kind!r}")


@handles("deal_damage")
def _damage(e, ctx):
    g = ctx.game
    amount = evaluate_amount(e.amount, ctx)
    sources = objs(e.source, ctx)
    if not sources:
        return
    src = sources[0]
    src_chars = g.chars(src)
    recipients = [t for t in select(e.to, ctx) if isinstance(t, (Obj, Player))]
    recipients = [t for t in recipients if isinstance(t, Player) or t.zone == "battlefield"]
    if e.divided == "evenly" and recipients:
        shares = [amount // len(recipients)] * len(recipients)
    elif e.divided == "as_you_choose" and recipients:
        shares = g.agents[ctx.controller].divide(g, ctx.controller, amount, recipients)
    else:
        shares = [amount] * len(recipients)
    for r, a in zip(recipients, shares):
        ctx.amount_dealt = g.deal_damage(src, r, a, src_chars=src_chars)
        ctx.this_way["damage_dealt"] = ctx.this_way.get("damage_dealt", 0) + ctx.amount_dealt


@handles("gain_life")
def _gain(e, ctx):
    for p in players(e.player, ctx):
        ctx.game.gain_life(p, evaluate_amount(e.amount, ctx))


@handles("lose_life")
def _lose(e, ctx):
    for p in players(e.player, ctx):
        amount = evaluate_amount(e.amount, ctx)
        ctx.game.lose_life(p, amount)
        ctx.this_way["life_lost"] = ctx.this_way.get("life_lost", 0) + max(amount, 0)


@handles("set_life")
def _set_life(e, ctx):
    for p in players(e.player, ctx):
        ctx.game.set_life(p, evaluate_amount(e.amount, ctx))


@handles("draw")
def _draw(e, ctx):
    for p in players(e.player, ctx):
        ctx.game.draw(p, evaluate_amount(e.amount, ctx))


@handles("discard")
def _discard(e, ctx):
    g = ctx.game
    if e.what is not None:  # the card(s) chosen before ("That player discards that card")
        for p in players(e.player, ctx):
            for o in objs(e.what, ctx):
                if o.zone == "hand" and o.id in p.hand:
                    g.discard(p, o)
        return
    if e.amount == "hand":  # "Discard your hand"
        for p in players(e.player, ctx):
            for o in [g.objects[i] for i in p.hand]:
                g.discard(p, o)
        return
    for p in players(e.player, ctx):
        hand = [g.objects[i] for i in p.hand]
        if e.filter is not None:  # "discard a creature card": only those may be discarded
            hand = [o for o in hand if matches(e.filter, o, ctx)]
        count = min(evaluate_amount(e.amount, ctx), len(hand))
        picked = g.rng.sample(hand, count) if e.random else g.agents[p.index].choose_objects(
            g, p.index, "discard", hand, count, count)
        for o in picked:
            g.discard(p, o)


@handles("mill")
def _mill(e, ctx):
    for p in players(e.player, ctx):
        ctx.game.mill(p, evaluate_amount(e.amount, ctx))


@handles("destroy")
def _destroy(e, ctx):
    from .triggers import simultaneously

    with simultaneously(ctx.game):
        for o in on_bf(e.what, ctx):
            ctx.game.destroy(o, regenerate=not e.no_regen)


@handles("exile")
def _exile(e, ctx):
    g = ctx.game
    src = ctx.source
    if e.until == "source_leaves" and (src is None or src.zone != "battlefield"):
        return  # CR 610.3c: ~ already left, so nothing is exiled
    for o in objs(e.what, ctx):
        if o.zone in ("battlefield", "graveyard", "hand", "stack", "library"):
            if src is not None:
                src.chosen.setdefault("exiled", []).append(o.id)
            moved = g.move(o, "exile", cause="exile")
            if e.until == "source_leaves":  # comes back when ~ leaves the battlefield (Game.move)
                src.chosen.setdefault("exiled_until_leaves", []).append((moved.id, moved.zcc))


@handles("sacrifice")
def _sacrifice(e, ctx):
    g = ctx.game
    for p in players(e.player, ctx):
        if isinstance(e.what, n.Chosen):
            picked = _players_choice(p, e.what, ctx, "sacrifice")
        else:
            picked = [o for o in on_bf(e.what, ctx) if g.controller_of(o) == p.index]
        for o in picked:
            g.sacrifice(o)


@handles("remove_counters")
def _remove_counters(e, ctx):
    """Remove up to that many (CR 122.8: as many as there are); "you did" when all could be removed."""
    g = ctx.game
    k = evaluate_amount(e.amount, ctx)
    done = True
    for o in on_bf(e.what, ctx):
        have = o.counters.get(e.counter, 0)
        done = done and have >= k
        if have:
            g.remove_counters(o, e.counter, min(have, k))
    ctx.you_did = done


@handles("shuffle_graveyard_in")
def _shuffle_graveyard_in(e, ctx):
    g = ctx.game
    for p in players(e.player, ctx):
        for i in list(p.graveyard):
            g.move(g.objects[i], "library", cause="effect")
        g.shuffle(p)


@handles("look_at_hand")
def _look_at_hand(e, ctx):
    """Looking at a hand changes nothing in the game (the agents here see everything); logged."""
    for p in players(e.player, ctx):
        ctx.game.emit("look_at_hand", player=ctx.player().name, whose=p.name)


@handles("player_exiles")
def _player_exiles(e, ctx):
    """"Target opponent exiles a creature they control / two cards from their hand": that player
    chooses (their own objects, CR 109.5) and exiles them."""
    for p in players(e.player, ctx):
        for o in _players_choice(p, e.what, ctx, "exile"):
            ctx.game.move(o, "exile", cause="effect")


def _players_choice(p, chosen: n.Chosen, ctx, verb: str) -> list:
    """What player `p` chooses of `chosen` among their own things (a permanent they control, a
    card they own, CR 109.5); all of them when there are no more than asked for."""
    g = ctx.game
    sub = attrs.evolve(ctx, controller=p.index)
    cands = [o for o in all_matching(chosen.filter, sub) if isinstance(o, Obj)
             and (g.controller_of(o) if o.zone == "battlefield" else o.owner) == p.index]
    count = evaluate_amount(chosen.count, sub)
    return cands if len(cands) <= count else g.agents[p.index].choose_objects(g, p.index, verb, cands, count, count)


@handles("tap")
def _tap(e, ctx):
    for o in on_bf(e.what, ctx):
        ctx.game.tap(o)


@handles("untap")
def _untap(e, ctx):
    for o in on_bf(e.what, ctx):
        ctx.game.untap(o)


@handles("tap_or_untap")
def _tap_or_untap(e, ctx):
    g = ctx.game
    for o in on_bf(e.what, ctx):
        options = ["untap", "tap"] if o.tapped else ["tap", "untap"]
        if g.agents[ctx.controller].choose_option(g, ctx.controller, "tap_or_untap", options) == "tap":
            g.tap(o)
        else:
            g.untap(o)


@handles("counter_spell")
def _counter(e, ctx):
    g = ctx.game
    for t in select(e.what, ctx):
        if isinstance(t, StackRef):
            item = t.item
            if item not in g.stack:
                continue
            if item.is_spell and any(isinstance(a, n.Static) and isinstance(a.effect, n.Cant) and a.effect.action == "be_countered"
                                     for a in item.source.card.abilities):
                g.emit("cant_be_countered", item=item.label)
                continue
            g.stack.remove(item)
            g.emit("countered", item=item.label)
            if item.is_spell:
                g.move(item.source, "graveyard", cause="countered")
            g.changed()


@handles("move")
def _move(e, ctx):
    g = ctx.game
    if e.transformed:
        raise Unsupported("a permanent put onto the battlefield transformed (CR 712.14)")
    # "return a creature card from your graveyard" / "up to two": chosen, not every match
    for o in chosen(e.what, ctx, ctx.controller, "move"):
        if e.from_zone and o.zone != e.from_zone:
            continue
        if e.to == "battlefield":
            if o.zone == "battlefield":
                continue
            under = players(e.under, ctx) if e.under is not None else []
            g.put_onto_battlefield(o, under[0].index if under else o.owner, tapped=e.tapped, cause="effect")
        elif e.to == "library":
            g.move(o, "library", position=e.position or "top", cause="effect")
        else:
            g.move(o, e.to, cause="effect")


@handles("regenerate")
def _regen(e, ctx):
    for o in on_bf(e.what, ctx):
        o.regen_shields += 1
        ctx.game.emit("regeneration_shield", obj=o.label())


def _continuous(ctx, kind, data, duration, what=None, locked=True):
    from .game import ContEffect

    g = ctx.game
    eff = ContEffect(kind, data, duration or "", g.tick(), ctx.controller,
                     ctx.source.id if ctx.source is not None else None, ctx=ctx)
    if locked:
        eff.locked = [(o.id, o.zcc) for o in on_bf(what, ctx)]
    else:
        eff.selector = what
    g.add_effect(eff)
    return eff


@handles("pump")
def _pump(e, ctx):
    _continuous(ctx, "pump", (evaluate_amount(e.power, ctx), evaluate_amount(e.toughness, ctx)), e.duration, e.what)


@handles("switch_pt")
def _switch_pt(e, ctx):
    _continuous(ctx, "switch_pt", None, e.duration, e.what)


@handles("fight")
def _fight(e, ctx):
    """Each deals damage equal to its power to the other (CR 701.12); if either is gone or not
    a creature, no damage is dealt (701.12b)."""
    g = ctx.game
    a = [o for o in select(e.what, ctx) if isinstance(o, Obj)]
    b = [o for o in select(e.other, ctx) if isinstance(o, Obj)]
    if not a or not b:
        return
    a, b = a[0], b[0]
    if a.zone != "battlefield" or b.zone != "battlefield":
        return
    ca, cb = g.chars(a), g.chars(b)
    if "creature" not in ca.types or "creature" not in cb.types:
        return
    g.emit("fight", obj=a.label(), other=b.label())
    g.deal_damage(a, b, ca.power)
    g.deal_damage(b, a, cb.power)


@handles("becomes")
def _becomes(e, ctx):
    _continuous(ctx, "becomes", e, e.duration, e.what)


@handles("grant")
def _grant(e, ctx):
    _continuous(ctx, "grant", tuple(e.keywords), e.duration, e.what)


@handles("gain_control")
def _control(e, ctx):
    who = players(e.player, ctx)
    if not who:
        return
    eff = _continuous(ctx, "control", None, e.duration, e.what)
    eff.controller = who[0].index
    for o in eff.objects(ctx.game):
        ctx.game.emit("control_change", obj=o.label(), player=who[0].name)
        o.controlled_since = ctx.game.turn


@handles("cant")
def _cant(e, ctx):
    g = ctx.game
    if e.action == "have_next_combat_phase":
        for p in players(e.what, ctx):
            p.skip_combat += 1
        return
    if e.action == "untap":
        for o in on_bf(e.what, ctx):
            o.cant_untap_next.add(g.controller_of(o))
        return
    if e.action == "be_countered" or e.action == "be_prevented" or e.action == "be_paid_except_with":
        return
    locked = not isinstance(e.what, (n.Each, n.Filter))
    _continuous(ctx, "cant", e, e.duration, e.what, locked=locked)


@handles("must_attack")
def _must_attack(e, ctx):
    _continuous(ctx, "must_attack", ctx.controller, e.duration, e.what)


@handles("create_token")
def _token(e, ctx):
    g = ctx.game
    count = evaluate_amount(e.count, ctx)
    # "It gains haste" / 「それは速攻を得る」 after this: the tokens just created
    owner = ctx.controller
    if e.controller is not None:  # "Its controller creates …": the token is that player's
        who = players(e.controller, ctx)
        if not who:
            return
        owner = who[0].index
    ctx.found = [g.create_token(e, owner, tapped=e.tapped) for _ in range(count)]


@handles("create_copy")
def _create_copy(e, ctx):
    """A token copy (CR 707.2, 111.10): the copiable values are the card's printed ones here
    (this runtime has no copy effects or face-down objects to carry over)."""
    g = ctx.game
    made = []
    for o in objs(e.what, ctx):
        if isinstance(o, Obj):
            for _ in range(evaluate_amount(e.count, ctx)):
                tok = g.create(o.card, ctx.controller, "limbo", token=True)
                made.append(g.put_onto_battlefield(tok, ctx.controller, cause="token"))
    ctx.found = made


@handles("put_counters")
def _counters(e, ctx):
    if isinstance(e.what, (n.You, n.TriggerPlayer)):  # "you get {E}{E}"
        raise Unsupported(f"{e.counter} counters on a player")
    for o in on_bf(e.what, ctx):
        ctx.game.add_counters(o, e.counter, evaluate_amount(e.amount, ctx))


@handles("add_mana")
def _mana(e, ctx):
    g = ctx.game
    if e.spend_only is not None:  # the pool holds plain symbols: it cannot keep the restriction
        raise Unsupported("mana that may be spent only on some things (CR 106.6)")
    times = evaluate_amount(e.times, ctx) if e.times != 1 else 1
    p = g.players[ctx.controller]
    if e.symbols:
        p.pool.extend(list(e.symbols) * times)
    elif e.choice:
        p.pool.extend([g.agents[ctx.controller].choose_color(g, ctx.controller, e.choice)] * times)
    elif e.any_combination is not None:  # "two mana in any combination of colors": a choice each
        for _ in range(times * evaluate_amount(e.any_combination, ctx)):
            p.pool.append(g.agents[ctx.controller].choose_color(g, ctx.controller, ("W", "U", "B", "R", "G")))
    elif e.any_color:
        # "two mana of any one color": one choice, that many mana
        p.pool.extend([g.agents[ctx.controller].choose_color(g, ctx.controller, ("W", "U", "B", "R", "G"))]
                      * times * evaluate_amount(e.any_color, ctx))
    g.changed()


@handles("search")
def _search(e, ctx):
    g = ctx.game
    for p in players(e.player, ctx):
        sub = attrs.evolve(ctx, controller=p.index)
        f = e.filter
        # "search target opponent's library": another player's library (CR 701.19)
        lib = p if e.owner is None else _one_library_owner(e.owner, ctx, "search")
        cands = [g.objects[i] for i in lib.library if matches(_in_library(f), g.objects[i], sub)]
        if e.graveyard:  # "search your library and/or graveyard": this runtime always looks in both
            cands += [g.objects[i] for i in p.graveyard if matches(_in_zone(f, "graveyard"), g.objects[i], sub)]
        count = evaluate_amount(e.count, ctx)
        low = 0
        found = g.agents[p.index].choose_objects(g, p.index, "search", cands, low, min(count, len(cands)))
        ctx.found = found
        g.emit("search", player=p.name, found=",".join(o.label() for o in found))
        for o in found:
            if e.to == "hand":
                g.move(o, "hand", cause="search")
            elif e.to == "battlefield":
                g.put_onto_battlefield(o, p.index, tapped=e.tapped, cause="search")


def _in_library(f):
    return _in_zone(f, "library")


def _in_zone(f, zone):
    if isinstance(f, n.Filter):
        return attrs.evolve(f, types=tuple(t for t in f.types if t != "card") + ("card",), zone=zone)
    return f


def _one_library_owner(owner, ctx, verb: str):
    who = sorted(zone_owners(owner, ctx))
    if len(who) != 1:
        raise Unsupported(f"to {verb} the libraries of {len(who)} players at once")
    return ctx.game.players[who[0]]


def _top_cards(e, ctx) -> list:
    """The top `e.count` cards of the controller's library, top first; with an `owner`, of that
    player's library ("the top card of target player's library"), or of each such player's in
    turn order ("of each opponent's library")."""
    owner = getattr(e, "owner", None)
    count = evaluate_amount(e.count, ctx)
    if owner is None:
        return [ctx.game.objects[i] for i in ctx.player().library[:count]]
    who = zone_owners(owner, ctx)
    return [ctx.game.objects[i] for p in ctx.game.players if p.index in who for i in p.library[:count]]


@handles("exile_top")
def _exile_top(e, ctx):
    """Exile the top N cards of your library; with `play_until`, each remembers until when its
    owner may play it (playing from exile is not offered by this runtime yet)."""
    g = ctx.game
    top = _top_cards(e, ctx)
    for o in top:
        g.move(o, "exile", cause="exile_top")
        if e.play_until:
            o.chosen["may_play_until"] = (e.play_until, g.turn)
    ctx.found = top  # "it" / "them" after this are the exiled cards


@handles("reveal_hand")
def _reveal_hand(e, ctx):
    g = ctx.game
    for p in players(e.player, ctx):
        g.emit("reveal", cards=",".join(g.objects[i].label() for i in p.hand))


@handles("choose_card")
def _choose_card(e, ctx):
    """The chooser picks card(s) of the kind asked for from a player's (revealed) hand."""
    g = ctx.game
    chooser = players(e.chooser, ctx)[0]
    found = []
    for p in players(e.player, ctx):
        cands = [g.objects[i] for i in p.hand if matches(e.what.filter, g.objects[i], ctx)]
        count = min(evaluate_amount(e.what.count, ctx), len(cands))
        found += g.agents[chooser.index].choose_objects(g, chooser.index, "choose", cands, count, count)
    ctx.found = found


@handles("look_at_top")
def _look_at_top(e, ctx):
    """The top card(s), looked at or revealed, are what the next instructions speak of."""
    top = _top_cards(e, ctx)
    if e.reveal:
        ctx.game.emit("reveal", cards=",".join(o.label() for o in top))
    ctx.found = top


@handles("monstrosity")
def _monstrosity(e, ctx):
    """If the permanent isn't monstrous: N +1/+1 counters, and it becomes monstrous (CR 701.37)."""
    g = ctx.game
    o = ctx.source
    if o is None or o.zone != "battlefield" or o.chosen.get("monstrous"):
        return
    g.add_counters(o, "+1/+1", evaluate_amount(e.amount, ctx))
    o.chosen["monstrous"] = True
    g.emit("monstrous", obj=o.label(), obj_ref=o.id)


@handles("keyword_action")
def _keyword_action(e, ctx):
    """Adapt (CR 701.46), bolster (CR 701.39) and exert (CR 701.43); the other keyword actions are
    not played yet."""
    g = ctx.game
    n_ = evaluate_amount(e.amount, ctx) if e.amount is not None else 0
    if e.action == "adapt":
        o = ctx.source
        if o is not None and o.zone == "battlefield" and not o.counters.get("+1/+1"):
            g.add_counters(o, "+1/+1", n_)
        return
    if e.action == "bolster":
        mine = [o for o in g.on_battlefield() if g.controller_of(o) == ctx.controller and "creature" in g.chars(o).types]
        if not mine:
            return
        least = min(g.chars(o).toughness for o in mine)
        cands = [o for o in mine if g.chars(o).toughness == least]
        for o in g.agents[ctx.controller].choose_objects(g, ctx.controller, "bolster", cands, 1, 1):
            g.add_counters(o, "+1/+1", n_)
        return
    if e.action == "exert":  # CR 701.43: it won't untap during its controller's next untap step
        for o in on_bf(e.what, ctx):
            o.cant_untap_next.add(g.controller_of(o))
            g.emit("exert", obj=o.label())
        return
    raise Unsupported(f"the keyword action {e.action}")


@handles("proliferate")
def _proliferate(e, ctx):
    """Any number of permanents and players with counters get one more of each kind (CR 701.34)."""
    g = ctx.game
    cands = [o for o in g.on_battlefield() if any(v > 0 for v in o.counters.values())]
    cands += [p for p in g.players if p.poison > 0]
    for x in g.agents[ctx.controller].choose_objects(g, ctx.controller, "proliferate", cands, 0, len(cands)):
        if isinstance(x, Player):
            g.emit("poison", player=x.name, amount=1)
            x.poison += 1
        else:
            for kind in [k for k, v in x.counters.items() if v > 0]:
                g.add_counters(x, kind, 1)
    g.changed()


@handles("attach")
def _attach(e, ctx):
    """Attach an Aura, Equipment or Fortification to an object (CR 701.3); nothing happens if
    either has left the battlefield."""
    g = ctx.game
    what = [o for o in select(e.what, ctx) if isinstance(o, Obj) and o.zone == "battlefield"]
    to = [o for o in select(e.to, ctx) if isinstance(o, Obj) and o.zone == "battlefield"]
    for o in what[:1]:
        if to and to[0] is not o:
            o.attached_to = to[0].id
            g.changed()
            g.emit("attached", obj=o.label(), to=to[0].label())


@handles("reveal_until")
def _reveal_until(e, ctx):
    """Reveal from the top until a card of the kind; it goes to `e.to`, the others `e.rest` (all of
    the library if none is found, CR 701.20)."""
    g = ctx.game
    p = ctx.player()
    revealed, hit = [], None
    for i in list(p.library):
        o = g.objects[i]
        revealed.append(o)
        if matches(e.filter, o, ctx):
            hit = o
            break
    g.emit("reveal", cards=",".join(o.label() for o in revealed))
    if hit is not None:
        g.move(hit, e.to, cause="reveal_until", tapped=e.tapped)
    _put_rest(g, [o for o in revealed if o is not hit], e.rest, e.order, "reveal_until")
    ctx.found = [hit] if hit is not None else []


@handles("dig")
def _dig(e, ctx):
    """Look at the top N, put some into your hand, the rest on the bottom or into the graveyard."""
    if e.to == "cast":
        raise Unsupported("casting a spell while an effect resolves (CR 608.2g)")
    g = ctx.game
    p = ctx.player()
    top = _top_cards(e, ctx)
    # "a creature card from among them": only those may be taken; "you may" / "up to": maybe none
    cands = [o for o in top if e.filter is None or matches(e.filter, o, ctx)]
    take = min(evaluate_amount(e.take, ctx), len(cands))
    low = 0 if e.optional else take
    verb = "put into your hand" if e.to == "hand" else "put onto the battlefield"
    chosen = g.agents[p.index].choose_objects(g, p.index, verb, cands, low, take)
    g.emit("look", player=p.name, count=len(top))
    for o in chosen:
        g.move(o, e.to, cause="dig", tapped=e.tapped)
    _put_rest(g, [o for o in top if o not in chosen], e.rest, e.order, "dig")


def _put_rest(g, rest: list, where: str, order: str, cause: str) -> None:
    """"… and the rest on the bottom of your library in a random order / into your graveyard"; "put
    them back" (library_top): they never left the top, and this runtime keeps their order."""
    if where == "library_top":
        return
    if order == "random":
        g.rng.shuffle(rest)
    for o in rest:
        if where == "graveyard":
            g.move(o, "graveyard", cause=cause)
        else:
            g.move(o, "library", cause=cause, position="bottom")


@handles("shuffle")
def _shuffle(e, ctx):
    for p in players(e.player, ctx):
        ctx.game.shuffle(p)


@handles("prevent_damage")
def _prevent(e, ctx):
    from .game import ContEffect

    g = ctx.game
    # "… by creatures blocking it": the sources, decided as the damage would be dealt
    by = (e.by, ctx) if e.by is not None else None
    if e.to is None:
        if e.amount is not None:
            raise Unsupported("a prevention shield with no recipient")
        g.add_effect(ContEffect("prevent", (None, e.combat_only, by), e.duration or "this_turn", g.tick(), ctx.controller))
        return
    for t in select(e.to, ctx):
        key = ref_of(t)
        if e.amount is not None:  # a shield: its remaining amount is used up as it prevents (615.7)
            if by is not None:
                raise Unsupported("a prevention shield for one source")
            shield = [key, evaluate_amount(e.amount, ctx)]
            g.add_effect(ContEffect("shield", shield, e.duration or "this_turn", g.tick(), ctx.controller))
            continue
        g.add_effect(ContEffect("prevent", (key, e.combat_only, by), e.duration or "this_turn", g.tick(), ctx.controller))


@handles("copy_spell")
def _copy(e, ctx):
    g = ctx.game
    from .state import StackItem

    for t in select(e.what, ctx):
        if isinstance(t, StackRef) and t.item in g.stack and t.item.is_spell:
            it = t.item
            copy = StackItem(g.new_id(), ctx.controller, it.source, it.ability, True, [list(r) for r in it.targets],
                             it.x, copy=True, label=f"copy of {it.label}")
            ctx.paid["copy"] = StackRef(copy)
            g.stack.append(copy)
            g.emit("copy", item=it.label, player_idx=ctx.controller, item_ref=copy.id)
            g.changed()


@handles("choose_new_targets")
def _new_targets(e, ctx):
    g = ctx.game
    from .stack import choose_targets, _spec_filter

    for t in select(e.what, ctx):
        if isinstance(t, StackRef) and t.item in g.stack and t.item.targets:
            item = t.item
            if not g.agents[ctx.controller].choose_may(g, ctx.controller, item, "new targets"):
                continue
            specs = [n.Target(_spec_filter(item, i)) for i in range(len(item.targets))]
            try:
                item.targets = choose_targets(g, ctx.controller, specs, item.source)
            except Exception:
                pass
            g.emit("retargeted", item=item.label)


@handles("delayed")
def _delayed(e, ctx):
    from .triggers import DelayedTrigger

    ctx.game.delayed.append(DelayedTrigger(e.event, e.effect, ctx.controller, ctx.source, ctx))


@handles("pay")
def _pay(e, ctx):
    from .stack import mana_plan, pay_mana

    g = ctx.game
    if isinstance(e.cost, n.PayLifeCost):  # "you may pay 2 life": only with that much life (CR 119.4)
        for p in players(e.player, ctx):
            amount = evaluate_amount(e.cost.amount, ctx)
            if p.life < amount or not g.agents[p.index].choose_pay(g, p.index, e.cost):
                ctx.you_did = False
                return
            g.lose_life(p, amount)
            ctx.you_did = True
        return
    for p in players(e.player, ctx):
        x = 0
        if "X" in e.cost.symbols:
            x = g.agents[p.index].choose_x(g, p.index, ctx.source)
        plan = mana_plan(g, p.index, tuple(e.cost.symbols), x)
        if plan is None or not g.agents[p.index].choose_pay(g, p.index, e.cost.symbols):
            ctx.you_did = False
            return
        pay_mana(g, p.index, plan)
        ctx.x = x
        ctx.you_did = True
        g.emit("paid", player=p.name, cost="".join("{%s}" % s for s in e.cost.symbols), x=x)


@handles("scry", "surveil")
def _scry(e, ctx):
    """Look at the top N: scry puts any on the bottom, surveil into the graveyard (CR 701.18, 701.42)."""
    g = ctx.game
    for p in players(e.player, ctx):
        top = [g.objects[i] for i in p.library[:evaluate_amount(e.amount, ctx)]]
        verb = "scry: bottom" if type(e).kind == "scry" else "surveil: graveyard"
        away = g.agents[p.index].choose_objects(g, p.index, verb, top, 0, len(top)) if top else []
        for o in away:
            if type(e).kind == "scry":
                p.library.remove(o.id)
                p.library.append(o.id)
                g.changed()
            else:
                g.move(o, "graveyard", cause="surveil")
        g.emit(type(e).kind, player=p.name, player_idx=p.index, amount=len(top), away=len(away))


@handles("reveal")
def _reveal(e, ctx):
    things = objs(e.what, ctx)
    if things:
        ctx.game.emit("reveal", cards=",".join(o.label() for o in things))


@handles("explore")
def _explore(e, ctx):
    """CR 701.44a: reveal the top card; a land goes to its owner's hand; otherwise a +1/+1
    counter on the exploring creature, and its controller may put the card into the graveyard."""
    g = ctx.game
    for o in on_bf(e.what, ctx):
        pi = g.controller_of(o)
        lib = g.players[pi].library
        if not lib:
            g.emit("explores", obj=o.label(), card="nothing")
            continue
        top = g.objects[lib[0]]  # library[0] is the top
        g.emit("explores", obj=o.label(), card=top.label())
        if "land" in top.card.types:
            g.move(top, "hand", cause="explore")
            continue
        g.add_counters(o, "+1/+1", 1)
        if g.agents[pi].choose_option(g, pi, "explore_keep_on_top", ["keep", "graveyard"]) == "graveyard":
            g.move(top, "graveyard", cause="explore")


@handles("investigate")
def _investigate(e, ctx):
    """A Clue: an artifact token with "{2}, Sacrifice this artifact: Draw a card." (CR 111.10f)."""
    from .cards import CardDef

    g = ctx.game
    ability = n.Activated((n.ManaCost(("2",)), n.SacrificeCost(n.Self_())), n.Draw(n.You(), 1))
    clue = CardDef("Clue Token", n.CardIR((ability,), ("artifact",), ("Clue",)), ())
    for p in players(e.player, ctx):
        obj = g.create(clue, p.index, "limbo", token=True)
        g.put_onto_battlefield(obj, p.index, cause="token")


@handles("additional_land")
def _additional_land(e, ctx):
    """"You may play an additional land this turn" (the static form is counted by turns.land_plays)."""
    for p in players(e.player, ctx):
        p.extra_lands_this_turn += evaluate_amount(e.count, ctx)


@handles("extra_turn")
def _extra_turn(e, ctx):
    for p in players(e.player, ctx):
        ctx.game.extra_turns.append(p.index)
        ctx.game.emit("extra_turn", player=p.name)


@handles("end_turn")
def _end_turn(e, ctx):
    g = ctx.game
    for item in list(g.stack):
        if item.is_spell:
            g.move(item.source, "exile", cause="end_turn")
    g.stack = []
    g.end_turn_requested = True
    g.emit("end_the_turn")


@handles("control_player")
def _control_player(e, ctx):
    who = players(e.who, ctx)
    whom = players(e.whom, ctx)
    if who and whom:
        whom[0].controlled_by = who[0].index
        ctx.game.emit("player_control", who=who[0].name, whom=whom[0].name)


@handles("must_be_blocked_by_all", "characteristic_pt", "additional_cost", "enters_tapped", "enters_with_counters")
def _static_only(e, ctx):
    """These describe static or replacement abilities; as one-shot effects they do nothing."""


@handles("other_effect")
def _other(e, ctx):
    raise Unsupported(f"effect {e.name}")
