"""Card effects of Thallya (サリヤ) and Return Thallya (帰還サリヤ, A1), latest season, in the engine's DSL.

Additional rules (megami-rules.en.md §9, "MR 9-n"):

- 9-1 Extra components: the TransForm cards of the form are set up in ＜Extra＞ by the engine (catalogue
  extra cards); the 5 Artificial Sakura tokens (造花結晶) start in the host's ＜Machine＞.
- 9-2 Artificial Sakura tokens are *not* sakura tokens: they never sit in ``st.tok`` (sakura-token conservation,
  CR 6-3, is untouched). Each host's tokens are four counters in ``st.marks[("thallya_art", p)]`` =
  (Machine, Burned, Distance +1, Distance -1); absent = (5, 0, 0, 0) for a host. The invariant "the four add up
  to 5 per host" is registered with ``engine.invariants.register_invariant`` (with "+1 tokens and sakura tokens in
  Distance <= 10" and "-1 tokens <= sakura tokens in Distance"). A -1 token sits on one sakura token of ＜Distance＞;
  sakura tokens are indistinguishable, so only the number of -1 tokens is kept.
- 9-2-1-1 At the start phase of the turn player, their +1 / -1 tokens go to ＜Burned＞ (host rule
  :class:`ThallyaRules`, on the ``start_phase`` event, CR 8-1-2).
  The start-of-turn Distance (CR 8-1-1, read by Hagane's Centrifuge) is recorded before that return, as the CR
  orders 8-1-1 before the start-phase effects of 8-1-2.
- 9-3 TransForm: the host chooses a TransForm card in their ＜Extra＞ and moves it to ＜Machine＞ (zone ``AUX3``),
  then its On-TransForm effect resolves. The cards stay in ＜Machine＞ (several forms can be active together); their
  Forced texts and additional basic actions are in force through :class:`ThallyaRules`, which delegates to every
  card in ＜Machine＞ and to the card sealed under an active Quick Change.
- 9-3-1-7 Additional basic actions: offered wherever a basic action is chosen (main phase, with the usual
  vigor-or-card cost of CR 9-7 ii; and unspecified basic actions performed by effects), through the declared hooks
  ``additional_basic_actions`` / ``perform_basic_action``; "cannot perform basic actions" (YAKSHA) forbids them too
  (furuyoni-cli docs/rulings.md A.1 and 94).
- 9-5 Burned; 9-8 Combust (燃焼) is an additional cost (``CardScript.extra_cost``, CR 10-31): burn 1 token.
- 9-6 Distance: current Distance = sakura tokens + (+1 tokens) - (-1 tokens) (hook ``distance_delta``); the
  sakura tokens under -1 tokens cannot be chosen or moved (hook ``unchoosable_tokens``); +1 tokens count
  against the cap of 10 (hook ``cap_occupied``). All three are asked by the core wherever tokens are moved out of
  / into ＜Distance＞ and wherever the Distance is read.
- 9-9 Maneuver: :class:`Maneuver`.

Rule decisions (our readings, with sources):

- Maneuver with an empty ＜Machine＞: no token can move (MR 9-9 NOTE, CR 6-3), so no direction is asked and the
  Distance does not change. With only one legal direction (no free sakura token in Distance: MR 9-9 step 1) it is
  chosen without a question. A backward Maneuver on a full Distance (10) moves nothing (MR 9-9 note).
- "The Distance changed" (Alpha-Edge's Immediate Resurgence) = the current Distance after the Maneuver differs
  from before it.
- Thallya's Masterpiece (na-s10-2 enhancement, JA text): while it is in force, "burn" (Combust and Roaring's cost)
  moves tokens from ＜Burned＞ to ＜Machine＞ instead, and a burn is impossible without enough burned tokens
  (card text's parenthesis; furuyoni-cli rulings 95). The start-phase return of +1 / -1 tokens (MR 9-2-1-1) is a
  rule moving tokens, not a burn by you: Masterpiece does not change it.
- Shield Charge: its attack's damage (replacement ``attack_damage``, CR 10-30) moves the tokens to ＜Distance＞
  instead of ＜Shadow＞ / ＜Flare＞ (furuyoni-cli rulings 97); aura damage takes Aura tokens first, then the tokens
  of aura-like enhancements; only as many as fit in Distance move (CR 6-3).
- Steam Cannon (na-s10-2): All-Out (全力化) = played as the full-power action (CR 8-2-2 B, ``all_out``). Its
  All-Out range (2-8) already counts when the full-power play is checked (a play condition records the mode being
  checked; the attack's Forced text reads it until the attack is made).
- Roaring: both halves are optional costs ("コストとして…してもよい"); the vigor half needs 2 vigor.
- Omega-Burst: X = tokens actually recovered; the reacted attack is cancelled when its aura damage is "-" or
  at most X (furuyoni-cli rulings 96); an uncancellable attack (CR 10-23) stays.
- Julia's BlackBox: with tokens in ＜Machine＞ the card returns to ＜Special＞ unused (CR 10-17); its Cost stays paid.
- BlackBox NEO: the sakura token comes from Shadow onto the card (nothing if Shadow is empty); with 2 tokens on it
  they go to Shadow and ＜Machine＞ TransForms. The tokens stay on the Devoted card between uses.
- OMNIS-Blaster: X (cost and damage) = TransForms of your ＜Machine＞ this game (each card moved from ＜Extra＞ to
  ＜Machine＞ counts; a Quick Change seal is not a TransForm).
- Quick Change: the card is sealed under it with the general sealing of CR 10-9 (``engine.general.seal``); its
  Forced texts and additional basic action are in
  force while Quick Change is in ＜Enhancement＞ and not being disenchanted; Disenchant returns it to ＜Extra＞. If
  Quick Change leaves without its Disenchant (CR 10-13 clean-up), the card stays sealed.
- YAKSHA: "the opponent draws only 1 card at their next start phase" = their next start-phase draw (CR 8-1-3 iv)
  is 1 card (hook ``start_draw_delta``); the effect ends with that player's next main phase.
- KINNARI: "all of the opponent's deck to their discard pile (伏せ札)" (JA text; furuyoni-cli rulings A.2).
  Zeta-Voice: after a reshuffle of the opponent (any, ``reshuffled`` event) the host may attack.
- ASURA (na-s10-2 JA text): the opponent twice chooses a card of their discard pile and puts it into their played
  pile. Sigma-Drive: once per turn per player.
- DEVA Phi-Cycle: "whenever the number of cards in the opponent's played pile becomes a non-zero even number"
  (JA text; furuyoni-cli rulings A.2). The count is compared with the last one seen at every engine event
  (``on_event``) and at every card entering a played pile (the unlogged ``to_played`` event of
  ``engine.zones.move_card``), so every growth of the pile is seen one card at a time; a pile that shrinks
  by single cards between two events (rare: a card taken back out of the played pile) is seen at the next
  event. A reshuffle empties the pile at once (its count is seen as 0), never through the even counts.
- GARUDA: "no hand limit this turn" = a turn effect raising the limit by 99.
- Every TransForm card in ＜Machine＞ stays in force (MR 9-3-1-6 / 9-3-1-7: "while the card is in ＜Machine＞");
  furuyoni-cli's ruling 98 (one form at a time) is not what the MR text says, so we do not follow it.
- Additional basic actions are offered even when they would do nothing (Delta-Wing at Distance 8+, an attack out of
  range): MR 9-3-1-7 lets them be chosen as basic actions; the "must move a token" test of CR 9-7 i-B is about the
  five core actions.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards.mechanics import plays_card
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability, CardDef
from sakura_lab.engine.constants import (
    AURA,
    AUX3,
    BASIC_ACTIONS,
    CARD_BASE,
    D_BASIC,
    D_CARD,
    D_CHOOSE,
    D_DAMAGE,
    D_MAIN,
    DECK,
    DISCARD,
    DIST,
    DIST_CAP,
    ENHANCE,
    EXTRA,
    FLARE,
    LIFE,
    MODE_FULLPOWER,
    PLAYED,
    RECOVER,
    SEAL,
    SHADOW,
)
from sakura_lab.engine.dsl import (
    Arrow,
    AttackMod,
    BasicActions,
    Custom,
    Draw,
    Flinch,
    GainVigor,
    HandLimitDelta,
    If,
    ImmediateResurgence,
    MakeAttack,
    May,
    Node,
    Not_,
    Resurgence,
    TurnEffect,
    card,
    distance_at_most,
)
from sakura_lab.engine.errors import RulesError
from sakura_lab.engine.general import seal, sealed_under
from sakura_lab.engine.hostrules import hosts_megami, register_host_rules, rule_player
from sakura_lab.engine.state import Attack, Ctx, Decision, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "thallya"
MACHINE = AUX3  # MR 9-4
N_ART = 5  # MR 9-1
ART = "thallya_art"  # marks key: (ART, player) -> (machine, burned, plus, minus)


# ---------------------------------------------------------------- Artificial Sakura tokens (MR 9-2, 9-5)
def hosts_thallya(st: GameState, p: int) -> bool:
    """Whether ``p`` hosts a form of Thallya (MR 1: her rules apply to that player only)."""
    return hosts_megami(st, p, MEGAMI)


def art(st: GameState, p: int) -> tuple[int, int, int, int]:
    """(Machine, Burned, Distance +1, Distance -1) Artificial tokens of ``p``."""
    v = st.marks.get((ART, p))
    if v is None:
        return (N_ART, 0, 0, 0) if hosts_thallya(st, p) else (0, 0, 0, 0)
    return v  # type: ignore[no-any-return]


def _set_art(st: GameState, p: int, machine: int, burned: int, plus: int, minus: int) -> None:
    st.marks[(ART, p)] = (machine, burned, plus, minus)
    if st.record:
        st.log("artificial", p, machine, burned, plus, minus)


def machine_tokens(st: GameState, p: int) -> int:
    return art(st, p)[0]


def burned_tokens(st: GameState, p: int) -> int:
    return art(st, p)[1]


def masterpiece_active(st: GameState, p: int) -> bool:
    """Thallya's Masterpiece is in force for ``p`` (an enhancement not being disenchanted)."""
    for u in st.zones[p][ENHANCE]:
        if u not in st.disenchanting and st.cards[u].script.data.get("masterpiece"):
            return True
    return False


def can_burn(st: GameState, p: int, n: int) -> bool:
    m, b, _, _ = art(st, p)
    return b >= n if masterpiece_active(st, p) else m >= n


def burn(st: GameState, p: int, n: int) -> int:
    """"Burn n Artificial tokens" (MR 9-5; Masterpiece turns it into a recovery). Returns how many moved."""
    m, b, plus, minus = art(st, p)
    if masterpiece_active(st, p):
        k = min(n, b)
        _set_art(st, p, m + k, b - k, plus, minus)
        count(st, p, "thallya_recover", k)
    else:
        k = min(n, m)
        _set_art(st, p, m - k, b + k, plus, minus)
    count(st, p, "thallya_burn", k)
    return k


def recover(st: GameState, p: int, n: int) -> int:
    """"Recover n burned Artificial tokens" (MR 9-5): as many as possible. Returns how many moved."""
    m, b, plus, minus = art(st, p)
    k = min(n, b)
    if k:
        _set_art(st, p, m + k, b - k, plus, minus)
        count(st, p, "thallya_recover", k)
    return k


class Recover(Node):
    """Recover ``n`` burned Artificial tokens of the effect's player (-1 = all)."""

    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n

    def run(self, st: GameState, ctx: Ctx) -> None:
        recover(st, ctx.player, N_ART if self.n < 0 else self.n)


class Combust:
    """MR 9-8: the additional cost (CR 10-31) "burn 1 Artificial token from your ＜Machine＞"."""

    __slots__ = ()

    def can_pay(self, st: GameState, p: int, uid: int) -> bool:
        return can_burn(st, p, 1)

    def pay(self, st: GameState, p: int, uid: int) -> None:
        burn(st, p, 1)
        count(st, p, "thallya_combust")


COMBUST = Combust()


# ---------------------------------------------------------------- Maneuver (MR 9-9)
class Maneuver(Node):
    """騎動: choose forward (a -1 token on a free sakura token of Distance) or backward (a +1 token)."""

    __slots__ = ()

    def run(self, st: GameState, ctx: Ctx) -> None:
        maneuver(st, ctx.player)


def maneuver(st: GameState, p: int) -> None:
    count(st, p, "thallya_maneuver")
    if machine_tokens(st, p) == 0:  # nothing can move (MR 9-9 NOTE)
        S.emit(st, "maneuver", p, False)
        return
    opts: list[str] = []
    if S.free_tokens(st, DIST) > 0:
        opts.append("forward")
    opts.append("backward")
    S.ask(st, p, D_CHOOSE, opts, _maneuver_answer, p, context="maneuver")


def _maneuver_answer(st: GameState, ans: str, p: int) -> None:
    before = S.current_distance(st)
    m, b, plus, minus = art(st, p)
    if ans == "forward":
        if m > 0 and S.free_tokens(st, DIST) > 0:
            _set_art(st, p, m - 1, b, plus, minus + 1)
    elif m > 0 and S.room(st, DIST) > 0:
        _set_art(st, p, m - 1, b, plus + 1, minus)
    S.emit(st, "maneuver", p, S.current_distance(st) != before)


# ---------------------------------------------------------------- TransForm (MR 9-3)
def transform_count(st: GameState, p: int) -> int:
    """How many times ``p``'s ＜Machine＞ TransFormed this game."""
    return int(st.marks.get(("thallya_tf_count", p), 0))


def transformed_this_turn(st: GameState, p: int) -> bool:
    return bool(st.marks.get(("turn", "thallya_tf", p)))


def _is_transform(cd: CardDef) -> bool:
    return bool(cd.script.data.get("transform"))


class TransForm(Node):
    """"Your ＜Machine＞ TransForms": choose a TransForm card in your ＜Extra＞, move it to ＜Machine＞ and resolve its
    On-TransForm effect (MR 9-3, 9-3-1-5). Nothing happens without one."""

    __slots__ = ()

    def run(self, st: GameState, ctx: Ctx) -> None:
        p = ctx.player
        cands = [u for u in st.zones[p][EXTRA] if _is_transform(st.cards[u])]
        if not cands:
            return
        S.ask(st, p, D_CARD, cands, _transform_answer, p, context="transform")


def _transform_answer(st: GameState, uid: int, p: int) -> None:
    S.move_card(st, uid, MACHINE)
    st.marks[("thallya_tf_count", p)] = transform_count(st, p) + 1
    st.marks[("turn", "thallya_tf", p)] = True
    count(st, p, "thallya_transform")
    if st.cards[uid].script.data.get("phi_cycle"):  # DEVA starts watching from the count it sees now
        st.marks[("thallya_phi", uid)] = len(st.zones[1 - p][PLAYED])
    S.emit(st, "transform", p, uid)
    S.push_nodes(st, st.cards[uid].script.data.get("on_transform", ()), Ctx(p, uid))


def active_forms(st: GameState, p: int) -> list[int]:
    """TransForm cards whose Forced texts / additional basic actions are in force for ``p``: those in ＜Machine＞
    (MR 9-3-1-6, 9-3-1-7) and those sealed under an active Quick Change (its Ongoing text)."""
    out = [u for u in st.zones[p][MACHINE] if _is_transform(st.cards[u])]
    if st.zones[0][SEAL] or st.zones[1][SEAL]:
        for q in st.zones[p][ENHANCE]:
            if q in st.disenchanting or not st.cards[q].script.data.get("seals_forms"):
                continue
            for u in sealed_under(st, q):
                if _is_transform(st.cards[u]) and u not in out:
                    out.append(u)
    return out


def _form_basic(st: GameState, u: int) -> tuple[str, tuple, bool] | None:
    b = st.cards[u].script.data.get("machine_basic")
    return b  # type: ignore[no-any-return]


# ---------------------------------------------------------------- host rule
class ThallyaRules(Ability):
    """Thallya's rule effects for the player hosting her: the Distance changes of MR 9-6, the start-phase return of
    +1 / -1 tokens (MR 9-2-1-1), and the Forced texts / additional basic actions of the active TransForm cards
    (MR 9-3-1-6, 9-3-1-7)."""

    __slots__ = ()

    def distance_delta(self, st: GameState, src: int) -> int:
        """MR 9-6: +1 tokens count as sakura tokens; sakura tokens under -1 tokens do not count."""
        _, _, plus, minus = art(st, rule_player(src))
        return plus - minus

    def unchoosable_tokens(self, st: GameState, src: int, place: int) -> int:
        """MR 9-6: a sakura token under a -1 token cannot be chosen."""
        return art(st, rule_player(src))[3] if place == DIST else 0

    def cap_occupied(self, st: GameState, src: int, place: int) -> int:
        """MR 9-6: +1 tokens count against the cap of 10 of ＜Distance＞."""
        return art(st, rule_player(src))[2] if place == DIST else 0

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        p = rule_player(src)
        kind = ev[0]
        if kind == "start_phase" and ev[1] == p:
            _, _, plus, minus = art(st, p)
            if plus or minus:
                S.queue_trigger(st, ("thallya_start", MEGAMI), _start_return, p)
        elif kind == "main_phase" and ev[1] != p:
            if st.marks.get(("thallya_draw1", ev[1])) == p:
                del st.marks[("thallya_draw1", ev[1])]
        for u in active_forms(st, p):
            for ab in st.cards[u].script.data.get("machine_forced", ()):
                ab.on_event(st, u, ev)

    def forbids(self, st: GameState, src: int, what: str, player: int, detail: Any) -> bool:
        p = rule_player(src)
        for u in active_forms(st, p):
            for ab in st.cards[u].script.data.get("machine_forced", ()):
                if ab.forbids(st, u, what, player, detail):
                    return True
        return False

    def start_draw_delta(self, st: GameState, src: int, player: int) -> int:
        """YAKSHA's On-TransForm effect: the opponent draws 1 card at their next start phase."""
        return -1 if st.marks.get(("thallya_draw1", player)) == rule_player(src) else 0

    def additional_basic_actions(self, st: GameState, src: int, player: int) -> tuple[str, ...]:
        p = rule_player(src)
        if player != p:
            return ()
        out: list[str] = []
        for u in active_forms(st, p):
            b = _form_basic(st, u)
            if b is None or (b[2] and st.marks.get(("turn", "thallya_basic", p, b[0]))):
                continue
            out.append(b[0])
        return tuple(out)

    def perform_basic_action(self, st: GameState, src: int, player: int, name: str) -> bool:
        p = rule_player(src)
        if player != p:
            return False
        for u in active_forms(st, p):
            b = _form_basic(st, u)
            if b is not None and b[0] == name:
                count(st, p, "thallya_basic")
                if b[2]:
                    st.marks[("turn", "thallya_basic", p, name)] = True
                S.push_nodes(st, b[1], Ctx(p, u))
                return True
        return False


def _start_return(st: GameState, p: int) -> None:
    """MR 9-2-1-1: the turn player's +1 / -1 tokens lose their state and go to ＜Burned＞."""
    m, b, plus, minus = art(st, p)
    if plus or minus:
        _set_art(st, p, m, b + plus + minus, 0, 0)
        count(st, p, "thallya_start_return", plus + minus)


register_host_rules(MEGAMI, ThallyaRules())


def _check_artificial(st: GameState) -> None:
    """Invariant (MR 9-1, 9-2, 9-6): each host has exactly 5 Artificial tokens, none negative; +1 tokens fit in
    the cap of ＜Distance＞ with its sakura tokens; each -1 token sits on a sakura token of ＜Distance＞."""
    plus_all = minus_all = 0
    for p in (0, 1):
        v = art(st, p)
        if min(v) < 0:
            raise RulesError(f"negative Artificial tokens of p{p}: {v}")
        if hosts_thallya(st, p) and v[0] + v[1] + v[2] + v[3] != N_ART:
            raise RulesError(f"Artificial tokens of p{p} not conserved: {v}")
        if not hosts_thallya(st, p) and v[0] + v[1] + v[2] + v[3]:
            raise RulesError(f"p{p} hosts no Thallya but has Artificial tokens {v}")
        plus_all += v[2]
        minus_all += v[3]
    if st.tok[DIST] + plus_all > DIST_CAP:
        raise RulesError("Distance over its cap with +1 Artificial tokens (MR 9-6)")
    if minus_all > st.tok[DIST]:
        raise RulesError("more -1 Artificial tokens than sakura tokens in Distance (MR 9-2-1-1)")


S.register_invariant(_check_artificial)


# ---------------------------------------------------------------- mechanics (telemetry)
def _is_combust(cd: CardDef) -> bool:
    return cd.script.extra_cost is COMBUST


def _uses_basic(view: Any, d: Decision, option: Any) -> bool:
    return (d.kind in (D_MAIN, D_BASIC) and isinstance(option, tuple) and len(option) == 2
            and option[0] == "basic" and option[1] not in BASIC_ACTIONS) or (
        d.kind == D_BASIC and isinstance(option, str) and option not in BASIC_ACTIONS and option != "stop")


register_mechanic(MEGAMI, "thallya_maneuver", "a Maneuver (騎動) was performed", "MR 9-9")
register_mechanic(MEGAMI, "thallya_combust", "a Combust (燃焼) card's additional cost was paid", "MR 9-8",
                  uses=plays_card(_is_combust))
register_mechanic(MEGAMI, "thallya_burn",
                  "an Artificial Sakura token was burned (per token; under Masterpiece the burn recovers it)",
                  "MR 9-5")
register_mechanic(MEGAMI, "thallya_recover", "a burned Artificial Sakura token was recovered (per token)",
                  "MR 9-5")
# the cards whose effect TransForms the Machine: Julia's BlackBox (with an empty ＜Machine＞; otherwise it only returns
# unused, its Cost lost) and BlackBox NEO (its second token); a player ignoring TransForm never plays them
_TRANSFORMERS = ("11-thallya-o-s-4", "11-thallya-A1-s-1")
register_mechanic(MEGAMI, "thallya_transform", "the Machine TransFormed (a card moved from Extra)", "MR 9-3",
                  uses=plays_card(lambda cd: cd.id in _TRANSFORMERS))
register_mechanic(MEGAMI, "thallya_basic", "an additional basic action of a TransForm card was performed",
                  "MR 9-3-1-7", uses=_uses_basic)
register_mechanic(MEGAMI, "thallya_start_return",
                  "a Distance +1/-1 token went to Burned at the start phase (per token)", "MR 9-2-1-1")


# ---------------------------------------------------------------- helpers for card texts
def _fullpower(st: GameState, ctx: Ctx) -> bool:
    return ctx.card >= 0 and bool(st.marks.get(("fullpower", ctx.card)))


def _all_out_mode(st: GameState, player: int, uid: int, mode: int, reacted: int) -> bool:
    """Play condition of Steam Cannon: always true, but remembers the mode being checked, so that the range
    check of ``can_play`` (which runs right after it) sees the All-Out range (2-8) for a full-power play."""
    st.marks[("thallya_mode", uid)] = mode
    return True


def _cannon_all_out(st: GameState, ctx: Ctx) -> bool:
    """Steam Cannon is All-Out: played as the full-power action, or being checked for one before it is made."""
    atk = st.attacks.get(ctx.attack)
    if atk is not None and not atk.marks.get("made"):
        return st.marks.get(("thallya_mode", ctx.card)) == MODE_FULLPOWER
    return _fullpower(st, ctx)


def _opp_loses_vigor(st: GameState, ctx: Ctx) -> None:
    q = 1 - ctx.player
    st.vigor[q] = max(0, st.vigor[q] - 1)


def _burn2(st: GameState, ctx: Ctx) -> None:
    burn(st, ctx.player, 2)


def _can_burn2(st: GameState, ctx: Ctx) -> bool:
    return can_burn(st, ctx.player, 2)


def _has_2_vigor(st: GameState, ctx: Ctx) -> bool:
    return st.vigor[ctx.player] >= 2


def _pay_2_vigor(st: GameState, ctx: Ctx) -> None:
    st.vigor[ctx.player] -= 2


def _maneuver_changed(st: GameState, src: int, ev: tuple) -> bool:
    return ev[0] == "maneuver" and ev[1] == st.owner[src] and bool(ev[2])


def _omega(st: GameState, ctx: Ctx) -> None:
    x = recover(st, ctx.player, N_ART)
    atk = st.attacks.get(ctx.reacted)
    if atk is None:
        return
    vals = S.attack_values(st, atk)
    if (vals.aura is None or vals.aura <= x) and "uncancellable" not in vals.flags:  # CR 10-23
        atk.cancelled = True
        if st.record:
            st.log("cancel", ctx.player, atk.aid)


def _julia(st: GameState, ctx: Ctx) -> None:
    if machine_tokens(st, ctx.player) == 0:
        S.push_nodes(st, (TransForm(), Recover(2)), ctx)
    elif ctx.card >= 0:
        S.set_unused(st, ctx.card)  # CR 10-17: back to ＜Special＞, unused


def _neo(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    recover(st, p, 1)
    if burned_tokens(st, p) == 0 and ctx.card >= 0:
        S.move_tokens(st, SHADOW, CARD_BASE + ctx.card, 1, cause="effect")
        if st.tok[CARD_BASE + ctx.card] >= 2:
            S.move_tokens(st, CARD_BASE + ctx.card, SHADOW, st.tok[CARD_BASE + ctx.card], cause="effect")
            S.push_nodes(st, (TransForm(),), ctx)


def _neo_resurgence(st: GameState, ctx: Ctx) -> bool:
    return machine_tokens(st, ctx.player) <= 3 or transformed_this_turn(st, ctx.player)


def _omnis_cost(st: GameState, player: int, uid: int) -> int:
    return transform_count(st, player)


def _omnis_damage(st: GameState, atk: Attack) -> tuple[int, int]:
    x = transform_count(st, atk.player)
    return (x, x)


# Quick Change (A1 n-5)
def _qc_seal(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    cands = [u for u in st.zones[p][EXTRA] if _is_transform(st.cards[u])]
    if not cands or ctx.card < 0:
        return
    S.ask(st, p, D_CARD, cands, _qc_seal_answer, ctx.card, context="quick_change")


def _qc_seal_answer(st: GameState, uid: int, qc: int) -> None:
    seal(st, uid, qc)  # CR 10-9, under Quick Change; its On-TransForm effect does not resolve


def _qc_return(st: GameState, ctx: Ctx) -> None:
    for u in sealed_under(st, ctx.card):
        st.marks.pop(("sealed_by", u), None)
        S.move_card(st, u, EXTRA)


class SealedFormsActive(Ability):
    """Quick Change's Ongoing text: the sealed TransForm card's Forced texts and additional basic action are in
    force (applied by :class:`ThallyaRules` through :func:`active_forms`; this marker carries no hook)."""

    __slots__ = ()


class MasterpieceBurn(Ability):
    """Thallya's Masterpiece's Ongoing text: burning recovers instead (applied by :func:`burn` / :func:`can_burn`)."""

    __slots__ = ()


# Shield Charge: the damage of this attack moves tokens to ＜Distance＞ (CR 10-30 replacement of its damage)
class DamageToDistance(Ability):
    """Forced text of an attack: its damage moves sakura tokens to ＜Distance＞ instead of Shadow / Flare."""

    __slots__ = ()
    replaces = frozenset({"attack_damage"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        atk = args[0]
        S.push(st, _dist_damage_start, atk.aid)
        return True


def _dist_damage_start(st: GameState, aid: int) -> None:
    atk = st.attacks.get(aid)
    if atk is None:
        return
    vals = S.attack_values(st, atk)
    q = 1 - atk.player
    opts: list[str] = []
    if vals.aura is not None:
        total, _ = S.aura_like(st, q)
        if vals.life is None or total >= vals.aura:
            opts.append("aura")
    if vals.life is not None:
        opts.append("life")
    if "both_damage" in vals.flags:  # CR 10-26: both at once, no choice
        _dist_damage_chosen(st, "both", aid, q, vals.aura, vals.life)
        return
    if not opts:
        return
    chooser = atk.player if "attacker_chooses" in vals.flags else q
    S.ask(st, chooser, D_DAMAGE, opts, _dist_damage_chosen, aid, q, vals.aura, vals.life,
          context=(q, vals.aura, vals.life, "attack"))


def _dist_damage_chosen(st: GameState, choice: str, aid: int, q: int, aura: int | None, life: int | None) -> None:
    atk = st.attacks.get(aid)
    dealt_aura = dealt_life = 0
    if choice in ("aura", "both") and aura is not None:
        n = aura
        dealt_aura = S.move_tokens(st, AURA + q, DIST, n, cause="attack_damage") if n > 0 else 0
        for u in S.aura_like(st, q)[1]:
            if dealt_aura >= n:
                break
            dealt_aura += S.move_tokens(st, CARD_BASE + u, DIST, n - dealt_aura, cause="attack_damage")
    if choice in ("life", "both") and life is not None:
        dealt_life = S.move_tokens(st, LIFE + q, DIST, life, cause="attack_damage") if life > 0 else 0
        if dealt_life > 0 and st.outcome is None:
            S.emit(st, "life_damage", q, dealt_life, aid, "attack")
    if atk is not None:
        atk.dealt_aura += dealt_aura
        atk.dealt_life += dealt_life
        atk.chosen = choice
        if st.cstats is not None:  # credited to the card, as the core's damage does
            u = atk.card if atk.card >= 0 else atk.source
            if u >= 0:
                rec = st.cstats.get(u)
                if rec is None:
                    rec = st.cstats[u] = [0, 0, 0, 0, 0]
                rec[2] += dealt_aura
                rec[3] += dealt_life
    S.emit(st, "damage_done", q, choice, aid, "attack")


# ---------------------------------------------------------------- TransForm card texts
def _yaksha_tf(st: GameState, ctx: Ctx) -> None:
    st.marks[("thallya_draw1", 1 - ctx.player)] = ctx.player


class NoBasicWithoutTokens(Ability):
    """YAKSHA Forced: you cannot perform basic actions while your ＜Machine＞ holds no Artificial token."""

    __slots__ = ()

    def forbids(self, st: GameState, src: int, what: str, player: int, detail: Any) -> bool:
        return what == "basic_action" and player == st.owner[src] and machine_tokens(st, player) == 0


def _naga_tf(st: GameState, ctx: Ctx) -> None:
    q = 1 - ctx.player
    if st.tok[FLARE + q] >= 3:
        S.move_tokens(st, FLARE + q, SHADOW, st.tok[FLARE + q] - 2, cause="effect")


def _gamma_ray(st: GameState, ctx: Ctx) -> None:
    deck = st.zones[1 - ctx.player][DECK]
    if deck:
        S.move_card(st, deck[0], PLAYED)


def _kinnari_tf(st: GameState, ctx: Ctx) -> None:
    q = 1 - ctx.player
    for u in list(st.zones[q][DECK]):
        S.move_card(st, u, DISCARD)


ZETA_VOICE = MakeAttack((2, 4, 6), 2, 2)


class ZetaVoice(Ability):
    """KINNARI Forced (Zeta-Voice): after the opponent reshuffles, you may attack 2,4,6 2/2."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        p = st.owner[src]
        if ev[0] == "reshuffled" and ev[1] == 1 - p:
            S.queue_trigger(st, ("zeta_voice", st.cards[src].id), _zeta, src, p)


def _zeta(st: GameState, src: int, p: int) -> None:
    S.push_nodes(st, (May("zeta_voice", ZETA_VOICE),), Ctx(p, src))


def _asura_tf(st: GameState, ctx: Ctx) -> None:
    _asura_step(st, 1 - ctx.player, 2)


def _asura_step(st: GameState, q: int, left: int) -> None:
    cands = list(st.zones[q][DISCARD])
    if left <= 0 or not cands:
        return
    S.ask(st, q, D_CARD, cands, _asura_answer, q, left, context="asura")


def _asura_answer(st: GameState, uid: int, q: int, left: int) -> None:
    S.move_card(st, uid, PLAYED)
    S.push(st, _asura_step, q, left - 1)


class PhiCycle(Ability):
    """DEVA Forced (Phi-Cycle): whenever the opponent's played pile becomes a non-zero even number of cards,
    gain 1 vigor (checked at every engine event and card entering a played pile, see the module docstring)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        p = st.owner[src]
        n = len(st.zones[1 - p][PLAYED])
        key = ("thallya_phi", src)
        last = st.marks.get(key)
        if last == n:
            return
        st.marks[key] = n
        if last is not None and n > 0 and n % 2 == 0:
            S.queue_trigger(st, ("phi_cycle", st.cards[src].id), _phi_gain, p)


def _phi_gain(st: GameState, p: int) -> None:
    S.gain_vigor(st, p, 1)


# ---------------------------------------------------------------- cards: Thallya (original)
card("11-thallya-o-n-1", after=(Maneuver(),), summary="Attack 3-5 2/1; after the attack, Maneuver.")
card("11-thallya-o-n-2", extra_cost=COMBUST, after=(Maneuver(),),
     summary="Combust. Attack 1-3 3/1; after the attack, Maneuver.")
card("11-thallya-o-n-3", extra_cost=COMBUST, attack_statics=(DamageToDistance(),),
     summary="Combust. Attack 1 3/2 whose damage moves the tokens to Distance.")
card("11-thallya-o-n-4", extra_cost=COMBUST, all_out=True, play_condition=_all_out_mode,
     attack_statics=(AttackMod(_cannon_all_out, 2, 2, near=1, far=1),),
     after=(If(Not_(_fullpower), Recover(2)),),
     summary="Combust. Attack 3-7 1/1; All-Out: range +1 both ways and +2/+2; else recover 2 burned tokens.")
card("11-thallya-o-n-5", on_play=(Flinch("opp"), Arrow("aura", "flare", 2)),
     summary="Flinch the opponent; 2 tokens from your Aura to your Flare.")
card("11-thallya-o-n-6",
     on_play=(May("roaring_burn", Custom(_burn2, "burn 2"), GainVigor(1), Custom(_opp_loses_vigor, "opp -1 vigor"),
                  Flinch("opp"), cond=_can_burn2),
              May("roaring_vigor", Custom(_pay_2_vigor, "pay 2 vigor"), Recover(3), cond=_has_2_vigor)),
     summary="May burn 2: gain 1 vigor, opponent loses 1 and flinches. May pay 2 vigor: recover 3 burned.")
card("11-thallya-o-n-7", extra_cost=COMBUST, on_play=(Maneuver(),), summary="Combust. Reaction: Maneuver.")
card("11-thallya-o-s-1", devoted=(ImmediateResurgence(_maneuver_changed),),
     summary="Attack 1,3,5,7 1/1; Immediate Resurgence when your Maneuver changes the Distance.")
card("11-thallya-o-s-2", on_play=(Custom(_omega, "omega burst"),),
     summary="Recover all burned tokens; cancel the reacted attack if its aura damage is - or at most that many.")
card("11-thallya-o-s-3", ongoing=(MasterpieceBurn(),), data={"masterpiece": True},
     summary="Enhancement: while in force, burning Artificial tokens recovers them instead.")
card("11-thallya-o-s-4", on_play=(Custom(_julia, "julia's blackbox"),),
     summary="Full power: with an empty Machine, TransForm and recover 2; otherwise this card becomes unused.")

# ---------------------------------------------------------------- cards: Return Thallya (A1)
card("11-thallya-A1-n-5", initialize=(Recover(1), Custom(_qc_seal, "seal a TransForm card")),
     ongoing=(SealedFormsActive(),), disenchant=(Custom(_qc_return, "return the sealed card"),),
     data={"seals_forms": True},
     summary="Recover 1; seal a TransForm card under it, whose Forced and basic action work; back to Extra after.")
card("11-thallya-A1-s-1", terminal=True, on_play=(Custom(_neo, "blackbox neo"),),
     devoted=(Resurgence(_neo_resurgence),),
     summary="Terminal. Recover 1; if none burned, a Shadow token onto it; at 2, TransForm. Resurgence: Machine<=3.")
card("11-thallya-A1-s-2", cost_fn=_omnis_cost, damage_fn=_omnis_damage,
     summary="Attack 3-10 X/X, cost X; X = TransForms this game.")

# ---------------------------------------------------------------- TransForm cards (MR 9-3)
card("transform-01", data={
    "transform": True,
    "on_transform": (Custom(_yaksha_tf, "opponent draws 1"), Flinch("opp")),
    "machine_forced": (NoBasicWithoutTokens(),),
    "machine_basic": ("Beta-Edge", (MakeAttack((2, 4, 6, 8), 2, 1, after=(Maneuver(),)),), False),
}, summary="YAKSHA: opponent draws 1 next start phase and flinches; no basic actions with an empty Machine; "
           "Beta-Edge attack 2,4,6,8 2/1 then Maneuver.")
card("transform-02", data={
    "transform": True,
    "on_transform": (Custom(_naga_tf, "opponent flare to 2"),),
    "machine_basic": ("Gamma-Ray", (Custom(_gamma_ray, "top of opponent's deck to played"),), False),
}, summary="NAGA: opponent's Flare down to 2; Gamma-Ray: opponent's top card to their played pile.")
card("transform-03", data={
    "transform": True,
    "on_transform": (Draw(2), TurnEffect(HandLimitDelta(99))),
    "machine_basic": ("Delta-Wing", (If(distance_at_most(7), Arrow("shadow", "dist", 1)),), False),
}, summary="GARUDA: draw 2, no hand limit this turn; Delta-Wing: Shadow to Distance 1 if Distance <= 7.")
card("transform-A1-01", data={
    "transform": True,
    "on_transform": (Custom(_kinnari_tf, "opponent's deck face down"),),
    "machine_forced": (ZetaVoice(),),
}, summary="KINNARI: opponent's deck to their discard pile; after they reshuffle you may attack 2,4,6 2/2.")
card("transform-A1-03", data={
    "transform": True,
    "on_transform": (Custom(_asura_tf, "opponent plays out 2 discards"),),
    "machine_basic": ("Sigma-Drive", (MakeAttack((3, 5), 3, 2, after=(Flinch("self"),)),), True),
}, summary="ASURA: opponent moves 2 cards discard->played; Sigma-Drive (1/turn) attack 3,5 3/2, then you flinch.")
card("transform-A1-04", data={
    "transform": True,
    "on_transform": (Recover(2), BasicActions(2, only=(RECOVER,), optional=False)),
    "machine_forced": (PhiCycle(),),
    "phi_cycle": True,
}, summary="DEVA: recover 2 and Recover twice; gain 1 vigor whenever opponent's played pile becomes even.")
