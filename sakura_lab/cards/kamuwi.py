"""Card effects of Kamuwi (カムヰ / 神居), original form (latest season), written in the engine's DSL.

Additional rules: megami-rules.en.md section 19 (MR 19-1..19-4).

- MR 19-1 extra card: 暁 Daybreak (21-kamuwi-o-s-1-ex-1) starts in ＜Extra＞ (catalogue data ``extra``), gained
  unused through 灯 Kindle.
- MR 19-2-1 Taboo gauge: a public integer per player hosting Kamuwi, ``st.marks[("taboo", p)]`` (absent = 0). A
  player who does not host Kamuwi has none: reading gives 0, raising does nothing. Every change emits
  ``("taboo", p, old, new)`` (Carcass's Immediate Resurgence listens to it).
- MR 19-3 Oath (誓約): a card's Oath frames are its script data ``oath`` (the orb of each frame, in printed
  order). After its costs are paid (declared core hook ``resolution_choices``), its host player is asked for
  each frame, in order, whether to raise the Taboo gauge by its orb; the chosen frames are kept in
  ``st.marks[("turn", "oath", uid)]`` (a tuple of frame indexes, reset at every play) and the framed texts
  test :func:`oath` (``If(oath(i), ...)`` / ``AttackMod(oath(i), ...)``).
- MR 19-4 rule effects (host rule :class:`KamuwiRules`): at your start phase the Taboo gauge rises by the
  table below; with Taboo 16 or more you lose (CR 4-2 step 2, ``S.lose``, reason "effect"; the mechanic
  counter ``kamuwi_taboo_loss`` and the log line ``taboo_loss`` tell it from other losses by effect).

Gaps filled, rulings (our decisions; WS = WitchSand/furuyoni-rules content/rules/zh-Hans/02-additional-rules.md,
CR 1.14.1 Chinese translation, §19; Japanese card text from the card data):
- Start-phase Taboo table (MISSING in our digest, Gaps #8): Life >= 10 +0, 6..9 +1, <= 5 +2 (WS §19-4 table,
  verified, matching the later-CR candidate). The Life read is the current Life when the start-phase
  effect resolves (CR 8-1-2, before the fixed steps 8-1-3). H.
- Oath frames (Gaps #9): the orb values are the "(+N)" prefixes of the card data; the card data separates
  frames (and unframed texts) with "----". A card may have more than one frame (散華刃 has two); WS §19-3 lets
  the player choose any number of frames, each raising the gauge by its own orb. Our digest's single-frame
  wording is superseded. H.
- A frame's text counts only for the play in which the frame was chosen (MR 19-3 "for this play"). A player
  without a Taboo gauge (not hosting Kamuwi) cannot take an Oath, so framed texts never count for them. M.
- 灯 Kindle (na-s10-2 text): the single "(+4)" frame holds the whole text (the card data has no "----"
  separator): without the Oath the card does nothing; with it, all your Flare goes to Shadow, then Daybreak is
  gained unused from ＜Extra＞. M (the na-s7-2 printing had a line break; the current data has none).
- 四剣乱刃 Flurry of Blades: the frame holds "All-Out: After Attack: attack 2-4 1/1 three times": the three
  attacks happen only with the Oath and when the card was played as the full-power action. H.
- 斬り払い Sever: "cancel the damage" sets the reacted attack's damage as cancelled (its After Attack effects
  still resolve); "+2 Taboo if that attack was Throughout or Special" reads the reacted attack's category /
  subtype. The card can only be played as a Reaction (Forced text, ``play_condition``). H.
- 棘縫い Jagged Weave: the middle band buffs your next attack this turn that is neither a Special nor made by
  Kamuwi (CR 10-15 users; an effect attack's users are its source card's); it gets +1/+0 and No Reactions
  (Normal). H.
- 血晶乱流 Flowing Blood: "choose two different, resolve top first" is one choice among the six ordered
  pairs. H.
- 血飛沫 Sanguine Spray: the Ongoing replacement (declared core replacement ``tokens_to_aura``) sends tokens that
  would enter the opponent's Aura to Shadow instead, then 1 token from the card to Shadow; it applies only when
  at least one token would have moved (a move into a full Aura moves nothing and is not replaced). A move
  from Shadow to the Aura is replaced by the tokens staying in Shadow (still "did so"). M.
- 阡 Gravewalk "you cannot win while tokens are on this card": the opponent's loss is prevented (core
  replacement ``loss``) while the card is deployed with tokens; when its last token leaves (or it leaves),
  the host rule checks the win again (CR 4-2), so an opponent at 0 Life then loses. The card data's zhG1
  text limits it to wins by the opponent's Life reaching 0 and "you win" texts, so an opponent's own loss by
  Taboo 16 (MR 19-4) is not prevented. M.
- 尸 Carcass: after its attack, the next card of the reacted attack's megami (CR 10-15 users) the opponent
  plays this turn needs an additional cost (CR 10-31): put another card of that megami from hand into the
  played pile (捨て札). Without such a card in hand the card cannot be played (core forbiddable
  ``play_card``). The cost is paid right after the card's own costs (hook ``resolution_choices``). Its
  Immediate Resurgence fires when the Taboo gauge changes to a multiple of 6 (6, 12). M.
- Order on one play in a Kamuwi mirror: Carcass's cost (the opponent's host rule) and the player's own Oath
  questions are both pushed by the hook ``resolution_choices``; the later-registered rule's question comes
  first, so the Oath may be asked before the cost card is chosen (both happen before the card resolves). L.
- 理 Balance: up to three choices, each "Distance -> Shadow 1" or "if Life <= 8: Taboo +1, then Aura -> Life
  1"; the second is offered only while Life <= 8 (otherwise it does nothing). H.
- 暁 Daybreak (Overwhelm): a Normal Reaction to it does not resolve and goes to the played pile, the attack gets
  -1/+0; a Special Reaction does not resolve and becomes Devoted, the attack gets -1/-1 (core replacement
  ``card_resolution``; an attack created by a Reaction card is removed). After Attack it leaves the game. H.
- The game's loss by Taboo is recorded with the outcome reason "effect" (CR 4-2 step 2: a loss by effect), so
  the outcome vocabulary stays the same for studies. H.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.engine import api as S
from sakura_lab.engine import general as G
from sakura_lab.engine.cardbase import Ability
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    D_CARD,
    D_CHOOSE,
    D_MAY,
    ENHANCE,
    EXTRA,
    FLARE,
    HAND,
    IN_USE,
    LIFE,
    MODE_REACTION,
    PLAYED,
    SHADOW,
    SPECIAL,
    THROUGHOUT,
    UNUSED,
)
from sakura_lab.engine.dsl import (
    All_,
    Arrow,
    AttackMod,
    ChooseOne,
    Custom,
    If,
    ImmediateResurgence,
    MakeAttack,
    NextAttack,
    Node,
    SingleDamage,
    attack_users,
    card,
    rng,
)
from sakura_lab.engine.hostrules import hosts_megami, register_host_rules, rule_player
from sakura_lab.engine.state import Attack, Ctx, Decision, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "kamuwi"
TABOO = "taboo"
TABOO_LOSS = 16  # MR 19-4
OATH = "oath"
GRAVE_HELD = "gravewalk_held"  # st.marks[(GRAVE_HELD, p)]: Gravewalk stopped p's win; check again once it stops

CRIMSON_EDGE = "21-kamuwi-o-n-1"
SCATTERING = "21-kamuwi-o-n-2"
FLURRY = "21-kamuwi-o-n-3"
SEVER = "21-kamuwi-o-n-4"
JAGGED = "21-kamuwi-o-n-5"
FLOWING = "21-kamuwi-o-n-6"
SANGUINE = "21-kamuwi-o-n-7"
KINDLE = "21-kamuwi-o-s-1"
DAYBREAK = "21-kamuwi-o-s-1-ex-1"
GRAVEWALK = "21-kamuwi-o-s-2"
CARCASS = "21-kamuwi-o-s-3"
BALANCE = "21-kamuwi-o-s-4"


# ---------------------------------------------------------------- Taboo gauge (MR 19-2-1, 19-4)
def hosts_kamuwi(st: GameState, p: int) -> bool:
    """Whether ``p`` hosts Kamuwi, i.e. has a Taboo gauge (MR 19-2-1)."""
    return hosts_megami(st, p, MEGAMI)


def taboo(st: GameState, p: int) -> int:
    """``p``'s Taboo gauge (0 for a player without one)."""
    return int(st.marks.get((TABOO, p), 0))


def raise_taboo(st: GameState, p: int, n: int) -> None:
    """Raise ``p``'s Taboo gauge by ``n``; at 16 or more ``p`` loses (MR 19-4, CR 4-2 step 2)."""
    if n <= 0 or st.outcome is not None or not hosts_kamuwi(st, p):
        return
    old = taboo(st, p)
    new = old + n
    st.marks[(TABOO, p)] = new
    if st.record:
        st.log("taboo", p, new)
    S.emit(st, TABOO, p, old, new)
    if new >= TABOO_LOSS:
        st.marks["taboo_loss"] = True  # not a win of the opponent Gravewalk prevents (WS zhG1 card text)
        try:
            S.lose(st, p, "effect")
        finally:
            st.marks.pop("taboo_loss", None)
        if st.is_terminal:  # not ``st.outcome``: mypy keeps it narrowed to None from the check above, and mypyc
            count(st, p, "kamuwi_taboo_loss")  # would then insist on None here
            if st.record:
                st.log("taboo_loss", p, new)


def start_increase(life: int) -> int:
    """MR 19-4 table (WS §19-4): Life >= 10 +0, 6..9 +1, <= 5 +2."""
    if life >= 10:
        return 0
    if life >= 6:
        return 1
    return 2


# ---------------------------------------------------------------- Oath (MR 19-3)
def oath(i: int) -> Any:
    """Condition: Oath frame ``i`` of the card resolving was chosen for this play."""
    def cond(st: GameState, ctx: Ctx) -> bool:
        return ctx.card >= 0 and i in st.marks.get(("turn", OATH, ctx.card), ())
    cond.__name__ = f"oath{i}"
    return cond


def _oath_step(st: GameState, p: int, uid: int, orbs: tuple[int, ...], i: int) -> None:
    if i >= len(orbs) or st.outcome is not None:
        return
    # context ("oath", frame, orb, card id): the card is public (it is being played), and a player's choice may
    # depend on which card's frame it is (ai.policy.KAMUWI_OATH_DECLINED); the id is of the card read for its
    # frames (``card_of``: the card as it is treated), as ``resolution_choices`` reads the orbs
    S.ask(st, p, D_MAY, (False, True), _oath_answer, p, uid, orbs, i, auto_single=False,
          context=(OATH, i, orbs[i], S.card_of(st, uid).id))


def _oath_answer(st: GameState, yes: bool, p: int, uid: int, orbs: tuple[int, ...], i: int) -> None:
    S.push(st, _oath_step, p, uid, orbs, i + 1)
    if not yes:
        return
    key = ("turn", OATH, uid)
    st.marks[key] = tuple(st.marks.get(key, ())) + (i,)
    count(st, p, "kamuwi_oath")
    if st.record:
        st.log("oath", p, uid, i, orbs[i])
    raise_taboo(st, p, orbs[i])


def _uses_oath(view: Any, d: Decision, option: Any) -> bool:
    return d.kind == D_MAY and isinstance(d.context, tuple) and len(d.context) == 4 and d.context[0] == OATH \
        and option is True


# ---------------------------------------------------------------- Carcass's additional cost
def _carcass_megami(st: GameState, q: int) -> tuple[str, ...]:
    return tuple(st.marks.get(("turn", "carcass", q), ()))


def _carcass_applies(st: GameState, q: int, uid: int) -> tuple[str, ...]:
    ms = _carcass_megami(st, q)
    if not ms:
        return ()
    users = S.card_of(st, uid).users
    return tuple(m for m in users if m in ms)


def _carcass_payers(st: GameState, q: int, uid: int, ms: tuple[str, ...]) -> list[int]:
    return [u for u in st.zones[q][HAND] if u != uid and any(m in S.card_of(st, u).users for m in ms)]


def _carcass_pay(st: GameState, q: int, payers: tuple[int, ...]) -> None:
    left = [u for u in payers if st.loc[u] == HAND and st.owner[u] == q]
    if left:
        S.ask(st, q, D_CARD, left, _carcass_answer, q, context="carcass_cost")


def _carcass_answer(st: GameState, u: int, q: int) -> None:
    S.move_card(st, u, PLAYED)


# ---------------------------------------------------------------- Daybreak (Overwhelm replacement)
def _daybreak_attack(st: GameState, reactor: int) -> Attack | None:
    for atk in st.attacks.values():
        if atk.player == 1 - reactor and not atk.is_reaction and atk.card >= 0 and st.cards[atk.card].id == DAYBREAK:
            return atk
    return None


class KamuwiRules(Ability):
    """MR 19-3 / 19-4 for the player hosting Kamuwi, and the parts of her cards' texts that act on other
    players' plays (Carcass's cost, Daybreak's Reactions, Gravewalk's deferred win)."""

    __slots__ = ()
    replaces = frozenset({"card_resolution"})

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        p = rule_player(src)
        if ev[0] == "start_phase" and ev[1] == p:
            S.queue_trigger(st, ("taboo_start", ""), _start_taboo, p)
        elif st.outcome is None and st.marks.get((GRAVE_HELD, p)) and not _gravewalk_holds(st, p):
            st.marks.pop((GRAVE_HELD, p), None)
            S.check_win(st)  # Gravewalk's "you cannot win" stopped holding: the opponent at 0 Life loses (CR 4-2)

    def on_disenchant(self, st: GameState, src: int, uid: int) -> None:
        p = rule_player(src)
        if st.owner[uid] == p and st.cards[uid].id == GRAVEWALK and st.marks.get((GRAVE_HELD, p)):
            S.queue_trigger(st, ("gravewalk_ends", GRAVEWALK), _recheck_win, p)

    def resolution_choices(self, st: GameState, src: int, player: int, uid: int, aid: int) -> None:
        p = rule_player(src)
        st.marks.pop(("turn", OATH, uid), None)  # a frame counts only for the play it was chosen in
        if player == p:
            orbs = S.card_of(st, uid).script.data.get(OATH)
            if orbs:
                S.push(st, _oath_step, p, uid, tuple(orbs), 0)
        elif player == 1 - p:
            ms = _carcass_applies(st, player, uid)
            if ms:
                st.marks.pop(("turn", "carcass", player), None)
                payers = _carcass_payers(st, player, uid, ms)
                count(st, p, "kamuwi_carcass_cost")
                if payers:  # pushed, not asked here: other abilities may still push work on top (hook spec)
                    S.push(st, _carcass_pay, player, tuple(payers))

    def forbids(self, st: GameState, src: int, what: str, player: int, detail: Any) -> bool:
        if what != "play_card" or player != 1 - rule_player(src):
            return False
        ms = _carcass_applies(st, player, int(detail))
        return bool(ms) and not _carcass_payers(st, player, int(detail), ms)

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        player, uid, mode, _from = args
        if mode != MODE_REACTION or player != 1 - rule_player(src):
            return False
        atk = _daybreak_attack(st, player)
        if atk is None:
            return False
        cd = S.card_of(st, uid)
        for a in list(st.attacks.values()):  # the Reaction card's own attack is not made
            if a.card == uid and a.aid != atk.aid:
                del st.attacks[a.aid]
        atk.mods.append(("dmg", -1, -1 if cd.is_special else 0))
        count(st, rule_player(src), "kamuwi_daybreak_overwhelm")
        if st.record:
            st.log("daybreak_stops", player, uid)
        return True  # the card leaves ＜In Use＞ as usual: played pile (Normal) or Devoted (Special)


def _recheck_win(st: GameState, p: int) -> None:
    if st.outcome is None and not _gravewalk_holds(st, p):
        st.marks.pop((GRAVE_HELD, p), None)
        S.check_win(st)


def _start_taboo(st: GameState, p: int) -> None:
    n = start_increase(st.tok[LIFE + p])
    if n:
        count(st, p, "kamuwi_taboo_start", n)
    raise_taboo(st, p, n)


register_host_rules(MEGAMI, KamuwiRules())


# ---------------------------------------------------------------- card helpers
class RaiseTaboo(Node):
    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n

    def run(self, st: GameState, ctx: Ctx) -> None:
        raise_taboo(st, ctx.player, self.n)


def _opp_aura_le4(st: GameState, ctx: Ctx) -> bool:
    return st.tok[AURA + 1 - ctx.player] <= 4


def _all_out(st: GameState, ctx: Ctx) -> bool:
    return ctx.card >= 0 and bool(st.marks.get(("fullpower", ctx.card)))


def _reaction_only(st: GameState, player: int, uid: int, mode: int, reacted: int) -> bool:
    return mode == MODE_REACTION


def _sever(st: GameState, ctx: Ctx) -> None:
    atk = st.attacks.get(ctx.reacted)
    if atk is None:
        return
    atk.damage_cancelled = True
    if st.record:
        st.log("cancel_damage", ctx.player, atk.aid)
    if atk.category == "special" or atk.subtype == THROUGHOUT:
        raise_taboo(st, ctx.player, 2)


def _not_special_other_megami(st: GameState, atk: Attack) -> bool:
    return atk.category != "special" and MEGAMI not in attack_users(st, atk)


_WEAVE_BUFF = NextAttack(1, 0, flags=("no_reactions_normal",), filter=_not_special_other_megami)
_DIST_TO_SHADOW_2 = Arrow("dist", "shadow", 2)
_SHADOW_TO_DIST_2 = Arrow("shadow", "dist", 2)


def _jagged_weave(st: GameState, ctx: Ctx) -> None:
    d = S.current_distance(st)
    if d >= 5:
        S.push_nodes(st, (_DIST_TO_SHADOW_2,), ctx)
    elif d >= 2:
        S.push_nodes(st, (_WEAVE_BUFF,), ctx)
    else:
        S.push_nodes(st, (_SHADOW_TO_DIST_2,), ctx)


def _dist_ge5(st: GameState, ctx: Ctx) -> bool:
    return S.current_distance(st) >= 5


_FLOW: tuple[tuple[Node, ...], ...] = (
    (MakeAttack(rng(5, 9), 4, 1),),
    (If(_dist_ge5, Arrow("dist", "shadow", 2)),),
    (MakeAttack(rng(2, 4), 2, 2),),
    (Arrow("shadow", "aura", 2),),
)
_FLOW_LABELS = ("far_attack", "distance_to_shadow", "near_attack", "shadow_to_aura")
FLOWING_BLOOD = ChooseOne(*[(f"{_FLOW_LABELS[i]}+{_FLOW_LABELS[j]}", _FLOW[i] + _FLOW[j])
                            for i in range(4) for j in range(i + 1, 4)])


class SanguineSpray(Ability):
    """Ongoing (血飛沫): tokens that would enter the opponent's Aura go to Shadow instead; then 1 token from this
    card to Shadow (core replacement ``tokens_to_aura``)."""

    __slots__ = ()
    replaces = frozenset({"tokens_to_aura"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        s, dst, n, arrow_player, cause = args
        if st.loc[src] != ENHANCE or dst != AURA + 1 - st.owner[src] or st.marks.get(("sanguine_busy", src)):
            return False  # a replacement applies once to an event, also to what replaces it (CR 10-30)
        if s == S.DIST or s >= CARD_BASE:
            avail = S.free_tokens(st, s)
        else:
            avail = st.tok[s]
        would = min(n, avail, S.room(st, dst, arrow_player))
        if would <= 0:
            return False
        if s != SHADOW:
            st.marks[("sanguine_busy", src)] = True
            try:
                S.move_tokens(st, s, SHADOW, would, arrow_player=arrow_player, cause=cause)
            finally:
                st.marks.pop(("sanguine_busy", src), None)
        count(st, st.owner[src], "kamuwi_sanguine_spray")
        if st.record:
            st.log("sanguine_spray", st.owner[src], src, would)
        S.move_tokens(st, CARD_BASE + src, SHADOW, 1, cause="effect")
        return True


class CannotWin(Ability):
    """Forced (阡): while this card has tokens, its owner cannot win (the opponent's loss is prevented)."""

    __slots__ = ()
    replaces = frozenset({"loss"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        (p,) = args
        owner = st.owner[src]
        if p == 1 - owner and not st.marks.get("taboo_loss") and st.loc[src] == ENHANCE and st.tok[CARD_BASE + src] > 0:
            st.marks[(GRAVE_HELD, owner)] = True
            if st.record:
                st.log("cannot_win", owner, src)
            return True
        return False


def _gravewalk_holds(st: GameState, p: int) -> bool:
    return any(st.cards[u].id == GRAVEWALK and st.tok[CARD_BASE + u] > 0 for u in st.zones[p][ENHANCE])


def _kindle(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    S.move_tokens(st, FLARE + p, SHADOW, st.tok[FLARE + p], cause="effect")
    for u in list(st.zones[p][EXTRA]):
        if st.cards[u].id == DAYBREAK:
            S.move_card(st, u, SPECIAL)
            st.cstate[u] = UNUSED
            S.invalidate(st)
            count(st, p, "kamuwi_daybreak_gained")
            if st.record:
                st.log("gain_extra", p, u)
            break


def _carcass_after(st: GameState, ctx: Ctx) -> None:
    atk = st.attacks.get(ctx.reacted)
    if atk is None:
        return
    st.marks[("turn", "carcass", 1 - ctx.player)] = attack_users(st, atk)


def _carcass_resurge(st: GameState, src: int, ev: tuple) -> bool:
    return ev[0] == TABOO and ev[1] == st.owner[src] and ev[3] != ev[2] and ev[3] % 6 == 0


def _balance_step(st: GameState, ctx: Ctx, left: int) -> None:
    if left <= 0:
        return
    opts: list[str] = ["stop"]
    if S.free_tokens(st, S.DIST) > 0:
        opts.append("distance")
    if st.tok[LIFE + ctx.player] <= 8 and hosts_kamuwi(st, ctx.player):
        opts.append("taboo")
    if len(opts) == 1:
        return
    S.ask(st, ctx.player, D_CHOOSE, opts, _balance_answer, ctx, left, auto_single=False, context="balance")


def _balance_answer(st: GameState, ans: str, ctx: Ctx, left: int) -> None:
    if ans == "stop":
        return
    S.push(st, _balance_step, ctx, left - 1)
    p = ctx.player
    if ans == "distance":
        S.move_tokens(st, S.DIST, SHADOW, 1, arrow_player=p, cause="arrow")
    elif st.tok[LIFE + p] <= 8 and hosts_kamuwi(st, p):
        raise_taboo(st, p, 1)
        S.move_tokens(st, AURA + p, LIFE + p, 1, arrow_player=p, cause="arrow")


def _daybreak_leaves(st: GameState, ctx: Ctx) -> None:
    if ctx.card >= 0 and st.loc[ctx.card] in (IN_USE, SPECIAL):
        G.remove_from_game(st, ctx.card)


# ---------------------------------------------------------------- cards (na-s10-2)
card(CRIMSON_EDGE, attack_statics=(AttackMod(oath(0), 1, 1),), data={OATH: (1,)},
     summary="Crimson Edge: Oath +1: this attack gets +1/+1.")
card(SCATTERING, attack_statics=(AttackMod(oath(0), 1, 0),),
     after=(If(All_(oath(1), _opp_aura_le4), Arrow("opp_aura", "aura", 1)),), data={OATH: (1, 1)},
     summary="Scattering Strike: Oath +1: +1/+0; Oath +1: after attack, if the opponent's Aura is 4 or less, "
             "their Aura -> your Aura 1.")
card(FLURRY, after=(If(All_(oath(0), _all_out), MakeAttack(rng(2, 4), 1, 1), MakeAttack(rng(2, 4), 1, 1),
                       MakeAttack(rng(2, 4), 1, 1)),), all_out=True, data={OATH: (1,)},
     summary="Flurry of Blades: Oath +1, All-Out: after attack, attack 2-4 1/1 three times.")
card(SEVER, play_condition=_reaction_only, after=(If(oath(0), Custom(_sever, "sever")),), data={OATH: (2,)},
     summary="Sever: Reaction only. Oath +2: after attack, cancel the reacted attack's damage; +2 Taboo if it "
             "was Throughout or Special.")
card(JAGGED, on_play=(Custom(_jagged_weave, "jagged_weave"),),
     summary="Jagged Weave: by distance: 5+ Distance -> Shadow 2; 2-4 your next non-Special other-megami attack "
             "this turn +1/+0 and No Reactions (Normal); 1- Shadow -> Distance 2.")
card(FLOWING, on_play=(FLOWING_BLOOD,),
     summary="Flowing Blood (Throughout): two different of: attack 5-9 4/1; Distance -> Shadow 2 if distance 5+; "
             "attack 2-4 2/2; Shadow -> Aura 2 (in printed order).")
card(SANGUINE, initialize=(If(oath(0), MakeAttack(rng(3), 2, 2, flags=("unavoidable",))),), unguarded=True,
     ongoing=(SanguineSpray(),), data={OATH: (1,)},
     summary="Sanguine Spray: Oath +1: on deploy attack 3 2/2 Unavoidable. Unguarded; Ongoing: tokens going to "
             "the opponent's Aura go to Shadow instead, then 1 token from this card to Shadow.")
card(KINDLE, on_play=(If(oath(0), Custom(_kindle, "kindle")),), data={OATH: (4,)},
     summary="Kindle: Oath +4: all your Flare to Shadow; gain Daybreak unused from Extra.")
card(DAYBREAK, flags=("overwhelm",), after=(Custom(_daybreak_leaves, "daybreak_leaves"),),
     summary="Daybreak: Overwhelm; a Normal Reaction to it is put into the played pile unresolved (-1/+0), a "
             "Special Reaction becomes Devoted unresolved (-1/-1); after attack it leaves the game.")
card(GRAVEWALK, initialize=(If(oath(0), MakeAttack(rng(3, 4), 3, 3, flags=("no_reactions_normal",)),
                               SingleDamage("life", 1, "self")),),
     forced=(), ongoing=(CannotWin(),), data={OATH: (2,)},
     summary="Gravewalk: Oath +2: on deploy attack 3-4 3/3 No Reactions (Normal), then 1 damage to your Life. "
             "While it has tokens you cannot win.")
card(CARCASS, after=(Custom(_carcass_after, "carcass"),), devoted=(ImmediateResurgence(_carcass_resurge),),
     summary="Carcass: after attack, the opponent's next card this turn of the reacted attack's megami costs "
             "an extra card of that megami from hand. Immediate Resurgence: your Taboo becomes a multiple of 6.")
card(BALANCE, on_play=(Custom(lambda st, ctx: _balance_step(st, ctx, 3), "balance"),),
     summary="Balance: up to 3 times: Distance -> Shadow 1, or (Life <= 8) Taboo +1 then Aura -> Life 1.")


# ---------------------------------------------------------------- mechanic telemetry
register_mechanic(MEGAMI, "kamuwi_oath", "an Oath frame taken (Taboo raised by its orb)", "MR 19-3",
                  uses=_uses_oath)
register_mechanic(MEGAMI, "kamuwi_taboo_start", "Taboo gained at the start phase (per point)", "MR 19-4")
register_mechanic(MEGAMI, "kamuwi_taboo_loss", "the host lost the game with Taboo 16 or more", "MR 19-4")
register_mechanic(MEGAMI, "kamuwi_daybreak_gained", "Daybreak gained through Kindle", "MR 19-1")
register_mechanic(MEGAMI, "kamuwi_daybreak_overwhelm", "a Reaction to Daybreak stopped unresolved", "MR 19-1")
register_mechanic(MEGAMI, "kamuwi_carcass_cost", "the opponent paid (or could only pay) Carcass's extra cost",
                  "card 21-kamuwi-o-s-3")
register_mechanic(MEGAMI, "kamuwi_sanguine_spray", "tokens bound for the opponent's Aura sent to Shadow",
                  "card 21-kamuwi-o-n-7")
