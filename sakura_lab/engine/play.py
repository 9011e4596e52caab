"""Playing cards (CR 9-2, 9-3): legality, costs, Charge, and resolving attacks with their reaction window (CR 9-4, 10-5)."""
from __future__ import annotations

from collections.abc import Sequence

from sakura_lab.engine.abilities import (
    ability_cache,
    card_of,
    current_distance,
    emit,
    forbidden,
    hooked,
    notify,
    replaced,
    replaced_by_text,
)
from sakura_lab.engine.attack import attack_values, can_attack, checked_distance, in_range, new_attack
from sakura_lab.engine.constants import (
    ACTION,
    ATTACK,
    AURA,
    CARD_BASE,
    D_CHARGE,
    D_REACT,
    ENHANCE,
    ENHANCEMENT,
    FLARE,
    HAND,
    IN_USE,
    IN_USE_STATE,
    MODE_EFFECT,
    MODE_FULLPOWER,
    MODE_REACTION,
    MODE_STANDARD,
    PLAYED,
    REACTION,
    SHADOW,
    SPECIAL,
    THROUGHOUT,
    UNUSED,
    VARIABLE,
)
from sakura_lab.engine.damage import push_damage
from sakura_lab.engine.frames import ask, push, push_nodes
from sakura_lab.engine.state import Ctx, GameState
from sakura_lab.engine.telemetry import observe_play
from sakura_lab.engine.tokens import move_tokens
from sakura_lab.engine.zones import move_card, retire


def card_cost(st: GameState, player: int, uid: int) -> int:
    """The Cost of special ``uid`` (CR 6-2-1-12, 5-6): script X or printed, then +/- deltas, min 0."""
    cd = card_of(st, uid)
    if cd.script.cost_fn is not None:
        base = cd.script.cost_fn(st, player, uid)
    else:
        base = cd.cost or 0
    if cd.script.fixed_cost:  # a Cost no other effect changes (MR 21-3-1 market price)
        return max(0, base)
    delta = 0
    for ab in cd.script.forced:
        delta += ab.cost_delta(st, uid, uid, player)
    if ability_cache(st).cost_delta:
        for src, ab in hooked(st, "cost_delta"):
            delta += ab.cost_delta(st, src, uid, player)
    return max(0, base + delta)


def can_play(st: GameState, player: int, uid: int, mode: int, reacted: int = -1) -> bool:
    """Whether ``player`` may legally play card ``uid`` now in ``mode`` (CR 8-2-2, 9-2, 9-4 i)."""
    cd = card_of(st, uid)
    if cd.ctype is None or cd.ctype == VARIABLE:  # CR 6-2-1-5
        return False
    if st.terminal[player] and mode != MODE_EFFECT:  # 終端 (CR 9-2)
        return False
    if cd.subtype == THROUGHOUT and mode in (MODE_STANDARD, MODE_REACTION):  # CR 8-2-2 A
        return False
    if forbidden(st, "play_card", player, uid):  # "cannot use a card named ..." (MR 18 Censor), an unpayable
        return False  # additional cost in force (MR 19 Carcass), "no Normal cards this turn" (MR 24 fates)
    special = cd.is_special
    # by effect, without paying the Cost (only a Special has a Cost)
    free = special and bool(st.marks) and bool(st.marks.get(("free_play", uid), False))
    if special and st.cstate[uid] != UNUSED and st.loc[uid] == SPECIAL and not free:
        return False
    sc = cd.script
    if sc.play_condition is not None and not sc.play_condition(st, player, uid, mode, reacted):
        return False
    if special and not free and card_cost(st, player, uid) > st.tok[FLARE + player]:
        return False
    xc = sc.extra_cost  # additional costs must be payable (CR 10-31)
    if xc is not None and not xc.can_pay(st, player, uid):
        return False
    if cd.ctype == ATTACK:
        if not can_attack(st, player) or forbidden(st, "play_attack_card", player, uid):
            return False
        if not sc.attack_statics and not st.buffs and sc.damage_fn is None and not (
                ability_cache(st).modify_attack and hooked(st, "modify_attack")) and not (
                st.marks and st.marks.get("range_distance")):
            # fast path: nothing can modify the range, so it is the printed one (CR 9-2-1 i)
            return current_distance(st) in cd.range
        atk = new_attack(st, player, card=uid)
        if mode == MODE_REACTION:
            atk.is_reaction = True
            atk.reacted_to = reacted
        ok = in_range(st, atk)
        del st.attacks[atk.aid]
        st.next_aid -= 1
        if not ok:
            return False
    return True


def start_play(st: GameState, player: int, uid: int, mode: int, reacted: int = -1) -> None:
    """Play card ``uid`` (CR 9-2): resolved nested when played as a Reaction or by an effect (9-9)."""
    push(st, _play, player, uid, mode, reacted)


def _play(st: GameState, player: int, uid: int, mode: int, reacted: int) -> None:
    cd = card_of(st, uid)
    if not can_play(st, player, uid, mode, reacted):
        st.marks.pop(("free_play", uid), None)
        if st.record:
            st.log("play_illegal", player, uid)
        return
    free = st.marks.pop(("free_play", uid), False)
    aid = -1
    if cd.ctype == ATTACK:  # CR 9-2-1 i: the attack is created, range already checked
        atk = new_attack(st, player, card=uid)
        if mode == MODE_REACTION:
            atk.is_reaction = True
            atk.reacted_to = reacted
        aid = atk.aid
    # CR 9-3: pay the Cost from Flare to Shadow.
    if cd.is_special:
        cost = 0 if free else card_cost(st, player, uid)
        st.marks[("paid", uid)] = cost
        st.marks[("flare_at_payment", uid)] = st.tok[FLARE + player]
        # a replacement printed on the card may take the place of the payment (CR 10-30; MR 22-10)
        if not (cost > 0 and cd.script.replacements
                and replaced_by_text(st, cd.script.replacements, uid, "cost_payment", player, uid, cost)):
            move_tokens(st, FLARE + player, SHADOW, cost, cause="cost")
    xc = cd.script.extra_cost
    if xc is not None:  # CR 10-31: additional costs are paid with the Cost (CR 9-3)
        xc.pay(st, player, uid)
    from_zone = st.loc[uid]
    move_card(st, uid, IN_USE)
    if cd.is_special:
        st.cstate[uid] = IN_USE_STATE
        st.abcache = None
    st.played_count[player] += 1
    st.play_index[uid] = st.played_count[player]
    if mode == MODE_FULLPOWER:
        st.marks[("fullpower", uid)] = True
    else:
        st.marks.pop(("fullpower", uid), None)
    if st.record:
        st.log("play", player, uid, mode, from_zone, reacted)
    if st.cstats is not None:  # [uses, reaction uses, aura damage, life damage, first-use turn]
        rec = st.cstats.get(uid)
        if rec is None:
            rec = st.cstats[uid] = [0, 0, 0, 0, st.turn]
        rec[0] += 1
        if mode == MODE_REACTION:
            rec[1] += 1
    if st.mstats is not None:  # mechanics counted on play (e.g. a 決死 card played while 決死 holds)
        observe_play(st, player, uid)
    push(st, _finish_play, player, uid)
    if ability_cache(st).all:
        pre = hooked(st, "resolution_choices")
        if pre:  # choices made after paying the costs, before resolving (e.g. MR 19-3): they run first
            push(st, _resolve_played, player, uid, mode, reacted, from_zone, aid)
            for src, ab in pre:
                ab.resolution_choices(st, src, player, uid, aid)
            return
    _resolve_played(st, player, uid, mode, reacted, from_zone, aid)


def _resolve_played(st: GameState, player: int, uid: int, mode: int, reacted: int, from_zone: int,
                    aid: int) -> None:
    """CR 9-2-1 iv, 9-2-2 iii, 9-2-3 iii-iv: resolve card ``uid`` played by ``player`` (costs paid)."""
    cd = card_of(st, uid)
    ctx = Ctx(player, uid, aid, reacted, mode)
    if ability_cache(st).all and _before_resolution(st, player, uid, mode, from_zone, aid):
        emit(st, "card_played", player, uid, mode, reacted)
        return
    if cd.ctype == ATTACK:
        push_resolve_attack(st, aid)
    elif cd.ctype == ACTION:
        push_nodes(st, cd.script.on_play, ctx)
    elif cd.ctype == ENHANCEMENT:
        push(st, _enh_to_zone, uid)
        push_nodes(st, cd.script.initialize, ctx)
        push(st, _enh_charge, player, uid)
    emit(st, "card_played", player, uid, mode, reacted)


def _before_resolution(st: GameState, player: int, uid: int, mode: int, from_zone: int, aid: int) -> bool:
    """Between paying the costs (CR 9-2-1 i-iii) and resolving (iv): a replacement of the card's resolution
    (``card_resolution``, CR 10-30) or the ``before_resolution`` abilities (which may remove the attack, CR
    10-5 i). True when the card does not resolve (it still leaves ＜In Use＞ through ``_finish_play``)."""
    if replaced(st, "card_resolution", player, uid, mode, from_zone):
        return True
    hooks = hooked(st, "before_resolution")
    if not hooks:
        return False
    for src, ab in hooks:
        ab.before_resolution(st, src, player, uid, aid)
    return aid >= 0 and aid not in st.attacks


def card_charge(st: GameState, uid: int) -> int:
    """The Charge of enhancement ``uid`` (CR 6-2-1-11), with "increase/decrease" (CR 10-35-2), min 0."""
    cd = card_of(st, uid)
    n = cd.charge or 0
    f = cd.script.charge_fn
    if f is not None:
        n = f(st, uid)
    n += st.marks.get(("charge_delta", uid), 0)
    for src, ab in hooked(st, "charge_delta"):  # "enhancements have their Charge reduced by 1" (in force)
        n += ab.charge_delta(st, src, uid)
    return max(0, n)


def _enh_charge(st: GameState, player: int, uid: int) -> None:
    """CR 9-2-3 iii: Charge from ＜Shadow＞ and/or own ＜Aura＞, split as the player likes."""
    if replaced(st, "enhancement_charge", player, uid):  # a replaced procedure (e.g. Megumi's, MR 17-7)
        return
    c = card_charge(st, uid)
    a = st.tok[AURA + player]
    s = st.tok[SHADOW]
    total = min(c, a + s)
    lo = max(0, total - s)
    hi = min(total, a)
    ask(st, player, D_CHARGE, [("aura", k) for k in range(lo, hi + 1)], _enh_charge_answer, player, uid, total,
        context=(uid, c))


def _enh_charge_answer(st: GameState, ans: tuple, player: int, uid: int, total: int) -> None:
    k = ans[1]
    move_tokens(st, AURA + player, CARD_BASE + uid, k, cause="charge")
    move_tokens(st, SHADOW, CARD_BASE + uid, total - k, cause="charge")


def _enh_to_zone(st: GameState, uid: int) -> None:
    if st.loc[uid] == IN_USE:  # CR 9-2-3 v
        move_card(st, uid, ENHANCE)


def _finish_play(st: GameState, player: int, uid: int) -> None:
    """CR 9-2-1 v / 9-2-2 iv: a card still in use goes to the played pile or becomes Devoted."""
    notify(st, "card_resolved", player, uid)  # unlogged: "after the card resolves" (e.g. MR 24-9)
    cd = card_of(st, uid)
    if st.loc[uid] == IN_USE:
        if cd.ctype == ENHANCEMENT:
            move_card(st, uid, ENHANCE)
        elif cd.is_special:
            retire(st, uid)
        # "instead of going to the played pile, ..." (the card's own replacement, then those in force, CR 10-30)
        elif not (cd.script.replacements and replaced_by_text(st, cd.script.replacements, uid, "to_played",
                                                              player, uid)) and not (
                ability_cache(st).all and replaced(st, "to_played", player, uid)):
            move_card(st, uid, PLAYED)
    if cd.script.terminal:  # 終端: no more cards or basic actions this turn (CR 9-2)
        st.terminal[player] = True


def make_effect_attack(st: GameState, ctx: Ctx, rng: Sequence[int], aura: int | None, life: int | None,
                       after: tuple = (), statics: tuple = (), flags: frozenset = frozenset()) -> None:
    """CR 10-5 "you attack with ...": create, check the range, and resolve it nested (CR 9-9)."""
    src = ctx.card
    atk = new_attack(st, ctx.player, rng=rng, aura=aura, life=life, after=after, statics=statics,
                     flags=flags, source=src)
    atk.megami = st.cards[src].megami if src >= 0 else ""
    if not can_attack(st, ctx.player) or not in_range(st, atk):
        del st.attacks[atk.aid]  # illegal: the attack disappears (CR 10-5 i)
        if st.record:
            st.log("attack_illegal", ctx.player, atk.aid)
        return
    push_resolve_attack(st, atk.aid)


def push_resolve_attack(st: GameState, aid: int) -> None:
    push(st, _atk_made, aid)


def _atk_made(st: GameState, aid: int) -> None:
    """An attack within range was made (CR 9-4 preamble); "next attack" effects attach to it."""
    atk = st.attacks[aid]
    p = atk.player
    atk.marks["made"] = True
    keep = []
    for b in st.buffs:
        bp, filt, mods = b
        if bp == p and (filt is None or filt(st, atk)):
            atk.mods.extend(mods)
        else:
            keep.append(b)
    st.buffs = keep
    for ab in atk.statics:  # Forced texts checked "when this attack is made" (e.g. Treachery)
        ab.on_made(st, atk)
    if st.record:
        st.log("attack", p, aid, atk.card, repr(attack_values(st, atk)))
    push(st, _atk_window, aid)
    emit(st, "attack_made", p, aid)


def reaction_options(st: GameState, aid: int) -> list[int]:
    """Cards the attacked player may react with (CR 9-4 i, 10-22)."""
    atk = st.attacks[aid]
    q = 1 - atk.player
    if atk.is_reaction:  # an attack made as a Reaction cannot be reacted to (CR 9-4 i)
        return []
    vals = attack_values(st, atk)
    if "no_reactions" in vals.flags:
        return []
    no_normal = "no_reactions_normal" in vals.flags
    no_special = "no_reactions_special" in vals.flags
    out = []
    zq = st.zones[q]
    cands = zq[HAND]
    if ability_cache(st).all:  # cards playable from other zones as if from hand (e.g. MR 16-4)
        for src, ab in hooked(st, "playable_elsewhere"):
            more = ab.playable_elsewhere(st, src, q)
            if more:
                cands = cands + [u for u in more if u not in cands]
    for u in cands:
        cd = card_of(st, u)  # a copy (CR 10-16) has its source's subtype
        if no_normal and cd.is_normal:
            continue
        if cd.ctype is not None and "no_reactions_" + cd.ctype in vals.flags:  # e.g. No Reactions (Attack)
            continue
        if cd.subtype == REACTION or (cd.script.reaction_if is not None and cd.script.reaction_if(st, q, u)):
            if can_play(st, q, u, MODE_REACTION, aid):
                out.append(u)
    for u in zq[SPECIAL]:
        cd = card_of(st, u)
        if no_special or st.cstate[u] != UNUSED:
            continue
        if cd.ctype is not None and "no_reactions_" + cd.ctype in vals.flags:
            continue
        if cd.subtype == REACTION or (cd.script.reaction_if is not None and cd.script.reaction_if(st, q, u)):
            if can_play(st, q, u, MODE_REACTION, aid):
                out.append(u)
    return out


def _atk_window(st: GameState, aid: int) -> None:
    push(st, _atk_after_reaction, aid)
    atk = st.attacks[aid]
    if atk.cancelled:  # cancelled as it was made (e.g. "instead of reacting, cancel it"): no window (CR 9-4 ii)
        return
    opts = reaction_options(st, aid)
    q = 1 - atk.player
    extra: list[tuple] = []
    if ability_cache(st).all and not atk.is_reaction:  # cards played as a declared card (hook, e.g. 欺瞞の霧)
        for src, ab in hooked(st, "reaction_declarations"):
            extra.extend(ab.reaction_declarations(st, src, q, aid))
    if not opts and not extra:
        return
    ask(st, q, D_REACT, [("pass",)] + [("react", u) for u in opts] + extra, _atk_react_answer, aid,
        context=aid, auto_single=False)


def _atk_react_answer(st: GameState, ans: tuple, aid: int) -> None:
    if ans[0] == "pass":
        return
    atk = st.attacks[aid]
    q = 1 - atk.player
    push(st, _reaction_resolved, q, ans[1], aid)
    if len(ans) > 2:  # an option of hook ``reaction_declarations``
        for src, ab in hooked(st, "take_reaction_option"):
            if ab.take_reaction_option(st, src, q, ans, aid):
                return
    start_play(st, q, ans[1], MODE_REACTION, aid)


def _reaction_resolved(st: GameState, q: int, uid: int, aid: int) -> None:
    """The Reaction card ``uid`` played against attack ``aid`` has resolved (CR 9-4 i): the unlogged event
    ``("reaction_resolved", q, uid, aid)`` for texts acting "after the reacting card resolves" (MR 13: 旋回刃)."""
    notify(st, "reaction_resolved", q, uid, aid)


def _atk_after_reaction(st: GameState, aid: int) -> None:
    atk = st.attacks.get(aid)
    if atk is None:
        return
    if atk.cancelled:  # CR 9-4 ii
        if st.record:
            st.log("attack_cancelled", atk.player, aid)
        remove_attack(st, aid)
        return
    vals = attack_values(st, atk)
    if "unavoidable" not in vals.flags and checked_distance(st, atk) not in vals.range:  # CR 9-4 iii, 9-4-1
        if st.record:
            st.log("attack_missed", atk.player, aid)
        remove_attack(st, aid)
        return
    push(st, _atk_after_damage, aid)
    if not atk.damage_cancelled:  # CR 9-4 iv, v
        # "instead of dealing damage, ..." (replacement by the attack's own text, CR 10-30)
        if atk.statics and replaced_by_text(st, atk.statics, atk.card, "attack_damage", atk):
            return
        q = 1 - atk.player
        chooser = atk.player if "attacker_chooses" in vals.flags else q
        push_damage(st, q, vals.aura, vals.life, kind="attack", aid=aid, chooser=chooser,
                    both="both_damage" in vals.flags)


def _atk_after_damage(st: GameState, aid: int) -> None:
    atk = st.attacks.get(aid)
    if atk is None:
        return
    push(st, _atk_end, aid)
    # CR 9-4 vi, vii; attack flag "no_after_attack": the attack lost its After Attack effects (e.g. Ложь)
    if not atk.after_cancelled and atk.after and "no_after_attack" not in attack_values(st, atk).flags:
        ctx = Ctx(atk.player, atk.card, aid, atk.reacted_to)
        push_nodes(st, atk.after, ctx)


def _atk_end(st: GameState, aid: int) -> None:
    remove_attack(st, aid)
    emit(st, "attack_resolved", aid)


def remove_attack(st: GameState, aid: int) -> None:
    """CR 9-4 viii: the attack leaves ＜Attacking＞. It stays readable in ``st.marks`` for effects
    that refer to it after its resolution (e.g. "the damage the reacted attack dealt")."""
    atk = st.attacks.pop(aid, None)
    if atk is not None:
        st.marks[("done_attack", aid)] = (atk.player, atk.chosen, atk.dealt_aura, atk.dealt_life, atk.card)
        notify(st, "attack_removed", aid)  # unlogged: "after that attack" texts (MR 22: Padma)
