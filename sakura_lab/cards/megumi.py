"""Card effects of Megumi (メグミ / 希), latest season (na-s10-2), in the engine's DSL.

Additional rules (megami-rules.en.md §17, "MR 17-n"):

- 17-1 / 17-3 ＜Field＞: each host has 5 Seed tokens; those in the Field are two per-player counts
  ``st.marks[("mg_field", p)] = (unsprouted, sprouted)`` (absent = (5, 0) for a host, (0, 0) otherwise). A Field
  seed is *not* a sakura token (MR 17-2) and is not in ``st.tok``. A player who does not host Megumi has no Field
  and no seeds; MR 17-3 says a player with no unsprouted seed counts as "all Field seeds sprouted", so for a
  non-host (who meets Skygleam / Root of Causality only by using another player's card) Skygleam's condition
  holds, and Root's Resurgence condition ("no sprouted seed") too. Source: MR 17-3, worded the same in the newer
  Chinese translation (WitchSand/furuyoni-rules, content/rules/zh-Hans/02-additional-rules.md §17-3).
- 17-4 / 17-5 seeds on a card count as sakura tokens: ``st.tok[CARD_BASE + u]`` includes them, and
  ``st.marks[("mg_seeds", u)] = (owner, n)`` says how many of them are seeds. So disenchanting (CR 5-5-2), Aura-like
  reads and every "tokens on your enhancements" count work unchanged. Sakura-token conservation (CR 6-3, the test
  invariant of ``engine.invariants``) uses the general count of tokens that did not come from the pool,
  ``st.marks["outside_delta"]`` (already used for tokens from Out of Game): +n when seeds go on a card, -n when
  they return to the Field. ``register_invariant`` checks 5 seeds per host, seeds <= tokens on each card, and
  seeds only on cards in ＜In Use＞ / ＜Enhancement＞.
- 17-2-1-1 a seed that would leave its card for any other place returns to its owner's Field unsprouted instead;
  17-5 tokens taken from a card take its non-seed tokens first. (The newer Chinese translation, WitchSand/
  furuyoni-rules §17-5, reads "choose from the tokens that are not seeds"; we keep the priority reading of our
  digest: seeds must be choosable once no other token is left, or the start-phase removal could never take them
  and Fruit of Finality's "5 seeds on this card", fed by that removal from other enhancements, could not happen.) Both are the host rule's replacement of the
  general event ``tokens_leave_card`` (declared in ``engine.hooks.REPLACEMENTS``; asked by ``tokens.move_tokens``
  for every move out of a card and by ``zones.move_card`` when a card with tokens leaves for a zone without
  tokens). A seed moved from one of your enhancements onto another card in ＜Enhancement＞ / ＜In Use＞ (Fruit of
  Finality's redirection) stays a seed: it never leaves the zones 17-2 allows, and Fruit of Finality's "5 seeds on
  this card" can only be reached that way (its Charge is 2, it has no Growth). Our decision, from the card's
  JA text.
- 17-6 Growth X: ``CardScript.data["growth"]``; Flail adds 2 to the next other-megami enhancement (sum, 17-6).
- 17-7 (the source's 17-7-1 / 17-7-2 numbering slip: one rule) replaces CR 9-2-3 iii for a host: the general
  replacement ``enhancement_charge`` (declared in ``engine.hooks.REPLACEMENTS``, asked by ``play._enh_charge``).
  Steps: (1) a card of some megami sprouts one unsprouted seed (every card with a megami: literal text, MR NOTE);
  (2) the player declares how many sprouted Field seeds (0..min(Charge, sprouted)) replace Charge tokens
  (decision ``number``, context ``("mg_seed_charge", uid)``); (3) the rest of the Charge from Shadow / own Aura as
  in the core (decision ``charge``, context ``(uid, rest)``); (4) with Growth X, up to X more sprouted seeds
  (decision ``number``, context ``("mg_growth", uid)``); (5) everything moves onto the card together.

Card rulings (our decisions, with sources):

- Pommel Thrust: its damage moves the tokens to ＜Distance＞ instead of Shadow / Flare (replacement
  ``attack_damage``, CR 10-30; the same reading as Thallya's Shield Charge, furuyoni-cli rulings 97); only as many
  as fit in Distance (cap 10, CR 6-3). "The opponent's next basic action this turn does not resolve": the
  opponent's next basic action (its cost is paid) is replaced by nothing (``basic_action`` replacement, CR 10-30);
  the effect ends with the turn.
- Flail: the bonus is consumed by the next Enhancement card of another megami the host plays this turn; several
  Flails add up (MR 17-6).
- Reed: the current Distance and the Mastery Zone grow by the seeds on it (hooks ``distance_delta`` /
  ``mastery_delta``).
- Multiflora: "the first time each turn the opponent moves tokens out of ＜Distance＞" is seen through the
  unlogged core event ``tokens_from_distance`` (k, dst, cause, arrow_player); the mover is the arrow's player,
  or for a basic action (Forward: Distance -> Aura) the player whose Aura receives. Counted while Multiflora
  is in force. "Tokens on this card do not move on the opponent's turn" and Fruit of Finality's "during a main
  phase": hook ``unchoosable_tokens`` on the card's token place (the core now honours it for card places too).
- Branch of Possibility: X = your seeds on cards of type Enhancement in ＜Enhancement＞ or ＜In Use＞ (JA
  《付与》カード is the card type, so its own seeds count when its Initialize resolves, CR 9-2-3 iv after iii).
  The attack at the start of the opponent's start phase (CR 8-1-2) reads X while it resolves.
- Fruit of Finality: its redirect applies to tokens of your other enhancements sent to Shadow by the start
  phase's token removal (cause ``decay``, CR 8-1-3 ii); seeds move onto it as seeds (see 17-2-1-1 above). "The
  turn its seeds became 5": any moment of the turn with 5 or more seeds on it (mark per turn); the attack comes
  at that turn's end phase (either player's, EN text), then all its tokens go to Shadow (its seeds to the
  Field, 17-2-1-1).
- Megumi's Spreading Palm: "the first attack you make each turn whose aura damage is 3 or less" = among your
  attacks made this turn (counted from the start of the turn by the host rule, as the Yukihi module reads "the
  first time each turn"), the first one whose aura damage is a number <= 3 when it is made; "-" never
  qualifies.
- Root of Causality: Resurgence when its owner has no sprouted seed in the Field.

No hidden information: seeds are public.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards.damage_to import DamageTo, always
from sakura_lab.cards.mechanics import plays_card
from sakura_lab.engine import api as S
from sakura_lab.engine.abilities import card_of
from sakura_lab.engine.cardbase import Ability, AttackAcc, CardDef
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    D_CHARGE,
    D_NUMBER,
    DIST,
    ENHANCE,
    ENHANCEMENT,
    IN_USE,
    SHADOW,
)
from sakura_lab.engine.dsl import (
    Arrow,
    AttackMod,
    BasicActions,
    Custom,
    Flinch,
    MakeAttack,
    Resurgence,
    Trigger,
    card,
    rng,
)
from sakura_lab.engine.hostrules import hosts_megami, register_host_rules, rule_player
from sakura_lab.engine.invariants import register_invariant
from sakura_lab.engine.play import card_charge
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "megumi"
SEEDS = 5  # MR 17-1

# ---------------------------------------------------------------- seeds (MR 17-1 .. 17-5)


def hosts_megumi(st: GameState, p: int) -> bool:
    return hosts_megami(st, p, MEGAMI)


def field(st: GameState, p: int) -> tuple[int, int]:
    """(unsprouted, sprouted) seeds in ``p``'s Field (MR 17-3)."""
    v = st.marks.get(("mg_field", p))
    if v is None:
        return (SEEDS, 0) if hosts_megumi(st, p) else (0, 0)
    return v


def _set_field(st: GameState, p: int, unsprouted: int, sprouted: int) -> None:
    st.marks[("mg_field", p)] = (unsprouted, sprouted)


def seeds_on(st: GameState, u: int) -> int:
    v = st.marks.get(("mg_seeds", u))
    return 0 if v is None else v[1]


def _seed_owner(st: GameState, u: int) -> int:
    v = st.marks.get(("mg_seeds", u))
    return -1 if v is None else v[0]


def _set_seeds(st: GameState, u: int, p: int, n: int) -> None:
    if n <= 0:
        st.marks.pop(("mg_seeds", u), None)
        return
    st.marks[("mg_seeds", u)] = (p, n)
    if n >= 5:  # Fruit of Finality: "the turn its seeds became 5"
        st.marks[("turn", "mg_five", u)] = True


def all_sprouted(st: GameState, p: int) -> bool:
    """MR 17-3: no unsprouted seed in the Field counts as "all sprouted" (a non-host has none)."""
    return field(st, p)[0] == 0


def sprout(st: GameState, p: int, n: int = 1) -> int:
    """Sprout up to ``n`` unsprouted Field seeds of ``p``; returns how many sprouted."""
    un, sp = field(st, p)
    k = min(n, un)
    if k > 0:
        _set_field(st, p, un - k, sp + k)
        count(st, p, "seed_sprout", k)
        if st.record:
            st.log("note", p, f"seeds sprouted: {k}")
    return k


def seeds_to_card(st: GameState, p: int, u: int, n: int) -> int:
    """Move ``n`` sprouted Field seeds of ``p`` onto card ``u`` (they count as sakura tokens there, MR 17-4)."""
    un, sp = field(st, p)
    k = min(n, sp)
    if k <= 0:
        return 0
    _set_field(st, p, un, sp - k)
    st.tok[CARD_BASE + u] += k
    _set_seeds(st, u, p, seeds_on(st, u) + k)
    st.marks["outside_delta"] = st.marks.get("outside_delta", 0) + k
    st.enh_dirty = True
    if st.record:
        st.log("note", p, f"seeds onto {st.cards[u].id}: {k}")
    return k


def _seeds_home(st: GameState, u: int, k: int) -> None:
    """MR 17-2-1-1: ``k`` seeds leave card ``u`` and return to their owner's Field unsprouted."""
    p = _seed_owner(st, u)
    st.tok[CARD_BASE + u] -= k
    _set_seeds(st, u, p, seeds_on(st, u) - k)
    un, sp = field(st, p)
    _set_field(st, p, un + k, sp)
    st.marks["outside_delta"] = st.marks.get("outside_delta", 0) - k
    st.enh_dirty = True
    count(st, p, "seed_return", k)
    if st.record:
        st.log("note", p, f"seeds back to the Field from {st.cards[u].id}: {k}")


def seeds_on_enhancements(st: GameState, p: int) -> int:
    """Branch of Possibility's X: ``p``'s seeds on Enhancement cards in ＜Enhancement＞ / ＜In Use＞."""
    n = 0
    for z in (ENHANCE, IN_USE):
        for u in st.zones[p][z]:
            if _seed_owner(st, u) == p and card_of(st, u).ctype == ENHANCEMENT:
                n += seeds_on(st, u)
    return n


def _leave_card(st: GameState, place: int, dst: int, n: int, arrow_player: int, cause: str) -> bool:
    """Replacement of ``tokens_leave_card`` (MR 17-2-1-1, 17-5)."""
    u = place - CARD_BASE
    s = seeds_on(st, u)
    if s <= 0:
        return False
    if cause == "leave":  # the card left for a zone without tokens: its seeds go home, the rest to Shadow
        _seeds_home(st, u, min(s, st.tok[place]))
        return True
    nonseed = st.tok[place] - s
    if n <= nonseed or S.free_tokens(st, place) < st.tok[place]:
        return False  # no seed needs to move (or the card's tokens are held: the core moves what it may)
    moved = S.move_tokens(st, place, dst, nonseed, arrow_player=arrow_player, cause=cause) if nonseed > 0 else 0
    if moved < nonseed:  # no room at the destination
        return True
    k = min(n - moved, s)
    if (dst >= CARD_BASE and st.loc[dst - CARD_BASE] in (ENHANCE, IN_USE)
            and st.owner[dst - CARD_BASE] == _seed_owner(st, u) and _seed_owner(st, dst - CARD_BASE) in (-1, st.owner[u])):
        v = dst - CARD_BASE  # onto another card in play: they stay seeds (our decision, see the docstring)
        p = _seed_owner(st, u)
        st.tok[place] -= k
        _set_seeds(st, u, p, s - k)
        st.tok[dst] += k
        _set_seeds(st, v, p, seeds_on(st, v) + k)
        st.enh_dirty = True
        if st.record:
            st.log("tokens", place, dst, k, cause)
        return True
    _seeds_home(st, u, k)
    return True


# ---------------------------------------------------------------- playing an Enhancement (MR 17-7)
def growth_of(st: GameState, p: int, u: int) -> int:
    cd = card_of(st, u)
    g = int(cd.script.data.get("growth", 0))
    if cd.megami != MEGAMI:  # Flail: the next other-megami Enhancement card gains Growth 2 (sum, MR 17-6)
        g += st.marks.pop(("turn", "mg_flail", p), 0)
    return g


def _charge_start(st: GameState, p: int, u: int) -> None:
    if card_of(st, u).megami:  # step 1: a card of some megami
        sprout(st, p, 1)
    c = card_charge(st, u)
    g = growth_of(st, p, u)
    if st.owner[u] != p:  # another player's card goes to its owner's zones: no seeds there (MR 17-2)
        g = 0
    hi = min(c, field(st, p)[1]) if st.owner[u] == p else 0
    if hi > 0:
        S.ask(st, p, D_NUMBER, tuple(range(0, hi + 1)), _charge_seeds, p, u, c, g, context=("mg_seed_charge", u),
              auto_single=False)
    else:
        _charge_seeds(st, 0, p, u, c, g)


def _charge_seeds(st: GameState, k: int, p: int, u: int, c: int, g: int) -> None:
    """Step 3: the rest of the Charge from Shadow and / or own Aura (as CR 9-2-3 iii)."""
    rest = c - k
    a = st.tok[AURA + p]
    s = st.tok[SHADOW]
    total = min(rest, a + s)
    lo = max(0, total - s)
    hi = min(total, a)
    S.ask(st, p, D_CHARGE, [("aura", x) for x in range(lo, hi + 1)], _charge_tokens, p, u, k, total, g,
          context=(u, rest))


def _charge_tokens(st: GameState, ans: tuple, p: int, u: int, k: int, total: int, g: int) -> None:
    """Step 4: Growth X seeds."""
    left = field(st, p)[1] - k
    hi = min(g, left)
    if hi > 0:
        S.ask(st, p, D_NUMBER, tuple(range(0, hi + 1)), _charge_growth, p, u, k, ans[1], total,
              context=("mg_growth", u), auto_single=False)
    else:
        _charge_growth(st, 0, p, u, k, ans[1], total)


def _charge_growth(st: GameState, gk: int, p: int, u: int, k: int, from_aura: int, total: int) -> None:
    """Step 5: everything chosen moves onto the card."""
    S.move_tokens(st, AURA + p, CARD_BASE + u, from_aura, cause="charge")
    S.move_tokens(st, SHADOW, CARD_BASE + u, total - from_aura, cause="charge")
    if k:
        count(st, p, "seed_charge", k)
    if gk:
        count(st, p, "seed_growth", gk)
    seeds_to_card(st, p, u, k + gk)


# ---------------------------------------------------------------- host rule
class MegumiRules(Ability):
    """MR 17-2-1-1 / 17-5 (tokens leaving a card), 17-7 (playing an Enhancement), and bookkeeping for
    Pommel Thrust (the opponent's next basic action) and Megumi's Spreading Palm (first attack <= 3)."""

    __slots__ = ()
    replaces = frozenset({"tokens_leave_card", "enhancement_charge", "basic_action"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        p = rule_player(src)
        if what == "tokens_leave_card":
            place = args[0]
            if _seed_owner(st, place - CARD_BASE) != p:
                return False
            return _leave_card(st, args[0], args[1], args[2], args[3], args[4])
        if what == "enhancement_charge":
            if args[0] != p:
                return False
            _charge_start(st, p, args[1])
            return True
        if what == "basic_action":
            q = args[0]
            if st.marks.pop(("turn", "mg_no_basic", q), None) is None:
                return False
            count(st, p, "pommel_block")
            if st.record:
                st.log("note", q, f"basic action {args[1]} has no effect")
            return True
        return False

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] != "attack_made":
            return
        p = rule_player(src)
        if ev[1] != p or ("turn", "mg_first3", p) in st.marks:
            return
        atk = st.attacks.get(ev[2])
        if atk is None:
            return
        aura = S.attack_values(st, atk).aura
        if aura is not None and aura <= 3:
            st.marks[("turn", "mg_first3", p)] = atk.aid


register_host_rules(MEGAMI, MegumiRules())


def _check_seeds(st: GameState) -> None:
    on_cards = [0, 0]
    for k, v in st.marks.items():
        if isinstance(k, tuple) and k[0] == "mg_seeds":
            u = k[1]
            if st.loc[u] not in (ENHANCE, IN_USE):
                raise S.RulesError(f"seeds on card {u} outside In Use / Enhancement")
            if v[1] > st.tok[CARD_BASE + u] or v[1] <= 0:
                raise S.RulesError(f"card {u}: {v[1]} seeds but {st.tok[CARD_BASE + u]} tokens")
            on_cards[v[0]] += v[1]
    for p in (0, 1):
        if not hosts_megumi(st, p):
            if on_cards[p] or ("mg_field", p) in st.marks:
                raise S.RulesError(f"p{p} has seeds without hosting Megumi")
            continue
        un, sp = field(st, p)
        if un < 0 or sp < 0 or un + sp + on_cards[p] != SEEDS:
            raise S.RulesError(f"p{p}: seeds {un}+{sp}+{on_cards[p]} != {SEEDS}")


register_invariant(_check_seeds)


# ---------------------------------------------------------------- card helpers
def ALL_SPROUTED(st: GameState, ctx: Ctx) -> bool:  # noqa: N802 - condition name
    return all_sprouted(st, ctx.player)


def SEED_ON_ENHANCEMENT(st: GameState, ctx: Ctx) -> bool:  # noqa: N802
    """Thresh: a seed is on one of your cards in ＜Enhancement＞."""
    return any(_seed_owner(st, u) == ctx.player for u in st.zones[ctx.player][ENHANCE])


def _sprout_one(st: GameState, ctx: Ctx) -> None:
    sprout(st, ctx.player, 1)


def _no_sprouted(st: GameState, ctx: Ctx) -> bool:
    return field(st, ctx.player)[1] == 0


def _flail(st: GameState, ctx: Ctx) -> None:
    key = ("turn", "mg_flail", ctx.player)
    st.marks[key] = st.marks.get(key, 0) + 2


def _pommel_after(st: GameState, ctx: Ctx) -> None:
    if st.zones[ctx.player][ENHANCE]:
        st.marks[("turn", "mg_no_basic", ctx.opponent)] = True


class ReedDelta(Ability):
    """Reed: current Distance and Mastery Zone +X, X = seeds on this card."""

    __slots__ = ()

    def distance_delta(self, st: GameState, src: int) -> int:
        return seeds_on(st, src)

    def mastery_delta(self, st: GameState, src: int) -> int:
        return seeds_on(st, src)


def _opp_main(st: GameState, src: int, ev: tuple) -> bool:
    return ev[1] != st.owner[src]


def _own_main(st: GameState, src: int, ev: tuple) -> bool:
    return ev[1] == st.owner[src]


class MultifloraWatch(Ability):
    """Multiflora: the first time each turn the opponent moves tokens out of ＜Distance＞: Shadow -> Distance 1;
    on the opponent's turn the tokens on this card do not move."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] != "tokens_from_distance":
            return
        p = st.owner[src]
        k, dst, cause, arrow_player = ev[1], ev[2], ev[3], ev[4]
        mover = arrow_player
        if mover < 0 and cause == "basic" and dst in (AURA, AURA + 1):
            mover = dst - AURA
        if k <= 0 or mover != 1 - p:
            return
        key = ("turn", "mg_multiflora", src)
        if key in st.marks:
            return
        st.marks[key] = True
        S.queue_trigger(st, ("multiflora", st.cards[src].id), _multiflora_arrow, src)

    def unchoosable_tokens(self, st: GameState, src: int, place: int) -> int:
        if place == CARD_BASE + src and st.turn_player != st.owner[src]:
            return st.tok[place]
        return 0


def _multiflora_arrow(st: GameState, src: int) -> None:
    S.move_tokens(st, SHADOW, DIST, 1, arrow_player=st.owner[src], cause="arrow")


class BranchX(Ability):
    """Branch of Possibility's attack: +X/+0 (X read while it resolves)."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        acc.aura_add += seeds_on_enhancements(st, atk.player)


def _branch_init(st: GameState, ctx: Ctx) -> None:
    atk = st.attacks.get(ctx.reacted)
    x = seeds_on_enhancements(st, ctx.player)
    if atk is not None and x:
        atk.mods.append(("dmg", -x, 0))


def _opp_start(st: GameState, src: int, ev: tuple) -> bool:
    return ev[1] != st.owner[src]


class FruitRules(Ability):
    """Fruit of Finality: its tokens do not move in a main phase; start-phase token removal from your other
    enhancements to Shadow comes onto it instead."""

    __slots__ = ()
    replaces = frozenset({"tokens_leave_card"})

    def unchoosable_tokens(self, st: GameState, src: int, place: int) -> int:
        if place == CARD_BASE + src and st.phase == S.PHASE_MAIN:
            return st.tok[place]
        return 0

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        place, dst, n, _arrow, cause = args
        if cause != "decay" or dst != SHADOW or place == CARD_BASE + src:
            return False
        u = place - CARD_BASE
        if st.loc[u] != ENHANCE or st.owner[u] != st.owner[src]:
            return False
        S.move_tokens(st, place, CARD_BASE + src, n, cause="decay")
        count(st, st.owner[src], "fruit_gather")
        return True


def _fruit_five(st: GameState, src: int, ev: tuple) -> bool:
    return bool(st.marks.get(("turn", "mg_five", src)))


def _fruit_clear(st: GameState, ctx: Ctx) -> None:
    u = ctx.card
    if st.loc[u] == ENHANCE and st.tok[CARD_BASE + u]:
        S.move_tokens(st, CARD_BASE + u, SHADOW, st.tok[CARD_BASE + u], cause="effect")


class PalmBonus(Ability):
    """Megumi's Spreading Palm: your first attack each turn with aura damage <= 3 gets +1/+1."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        p = st.owner[src]
        if atk.player == p and st.marks.get(("turn", "mg_first3", p)) == atk.aid:
            acc.aura_add += 1
            acc.life_add += 1


# ---------------------------------------------------------------- telemetry
def _number_answer(tag: str) -> Any:
    def uses(view: Any, d: Any, option: Any) -> bool:
        c = d.context
        return (d.kind == D_NUMBER and isinstance(c, tuple) and len(c) == 2 and c[0] == tag
                and isinstance(option, int) and option > 0)
    return uses


def _is_megumi_enh(cd: CardDef) -> bool:
    return cd.megami == MEGAMI and cd.ctype == ENHANCEMENT


register_mechanic(MEGAMI, "seed_charge", "seeds put on an enhancement in place of Charge tokens (count of seeds)",
                  "MR 17-7 step 2", uses=_number_answer("mg_seed_charge"))
register_mechanic(MEGAMI, "seed_growth", "seeds put on an enhancement by Growth X (count of seeds)",
                  "MR 17-6, 17-7 step 4", uses=_number_answer("mg_growth"))
register_mechanic(MEGAMI, "seed_sprout", "Field seeds sprouted (playing an enhancement, Root of Causality)",
                  "MR 17-7 step 1")
register_mechanic(MEGAMI, "seed_return", "seeds that left a card and returned to the Field unsprouted",
                  "MR 17-2-1-1")
def _megumi_enh_play(st: GameState, player: int, uid: int) -> int:
    return 1 if hosts_megumi(st, player) and _is_megumi_enh(st.cards[uid]) else 0


register_mechanic(MEGAMI, "megumi_enhancement", "a Megumi Enhancement card (with Growth / seeds) was played",
                  "MR 17-6", uses=plays_card(_is_megumi_enh), on_play=_megumi_enh_play)
register_mechanic(MEGAMI, "pommel_block", "an opponent's basic action resolved with no effect (Pommel Thrust)",
                  "19-megumi-o-n-4")
register_mechanic(MEGAMI, "fruit_gather", "start-phase tokens redirected onto Fruit of Finality",
                  "19-megumi-o-s-3")

# ---------------------------------------------------------------- cards
card("19-megumi-o-n-1", attack_statics=(AttackMod(ALL_SPROUTED, 1, 1),),
     summary="Skygleam: +1/+1 if every seed in your Field is sprouted.")

card("19-megumi-o-n-2", attack_statics=(AttackMod(SEED_ON_ENHANCEMENT, 1, 1),),
     summary="Thresh: +1/+1 if a seed is on one of your enhancements.")

card("19-megumi-o-n-3", after=(Custom(_flail, "flail"),),
     summary="Flail: your next other-megami Enhancement card this turn gains Growth 2.")

card("19-megumi-o-n-4", attack_statics=(DamageTo(always, DIST, DIST),), after=(Custom(_pommel_after, "pommel"),),
     summary="Pommel Thrust: its damage goes to Distance; with an enhancement of yours in play the opponent's "
             "next basic action this turn does nothing.")

card("19-megumi-o-n-5", initialize=(Arrow("shadow", "dist", 1),), ongoing=(ReedDelta(),), data={"growth": 1},
     summary="Reed (Growth 1): Shadow to Distance 1; Distance and Mastery Zone grow by the seeds on it.")

card("19-megumi-o-n-6", unguarded=True, data={"growth": 2},
     ongoing=(Trigger("main_phase", _opp_main, MakeAttack(rng(3, 5), 2, 1), label="balsam_opp"),
              Trigger("main_phase", _own_main, MakeAttack(rng(1, 3), 2, 1), label="balsam_own")),
     disenchant=(Flinch(),),
     summary="Balsam (Growth 2, Unguarded): attack 3-5 2/1 as the opponent's main phase starts, 1-3 2/1 as yours "
             "starts; Disenchant: flinch the opponent.")

card("19-megumi-o-n-7", initialize=(BasicActions(1),), data={"growth": 2},
     ongoing=(Trigger("end_phase", _own_main, BasicActions(1), label="multiflora_end"), MultifloraWatch()),
     summary="Multiflora (Growth 2): a basic action now and at each of your end phases; the opponent's first "
             "move out of Distance each turn adds Shadow to Distance 1; its tokens stay put on their turn.")

card("19-megumi-o-s-1", after=(Custom(_sprout_one, "sprout"),), devoted=(Resurgence(_no_sprouted),),
     summary="Root of Causality: sprout a Field seed; Resurgence with no sprouted Field seed.")

card("19-megumi-o-s-2", initialize=(Custom(_branch_init, "branch"),), data={"growth": 1},
     ongoing=(Trigger("start_phase", _opp_start, MakeAttack(rng(1, 5), 0, 1, statics=(BranchX(),)),
                      label="branch_attack"),),
     summary="Branch of Possibility (Growth 1, Reaction): the reacted attack gets -X/+0 (X = your seeds on "
             "enhancements); at the start of the opponent's turn attack 1-5 X/1.")

card("19-megumi-o-s-3", ongoing=(FruitRules(), Trigger("end_phase", _fruit_five, MakeAttack(
    rng(5), 5, 5, flags=("unavoidable", "uncancellable")), Custom(_fruit_clear, "fruit_clear"), label="fruit")),
     summary="Fruit of Finality: tokens stay put in main phases and gather the start-phase removals of your other "
             "enhancements; at the end of a turn it held 5 seeds: attack 5 5/5 unavoidable, uncancellable, then "
             "all its tokens to Shadow.")

card("19-megumi-o-s-4", ongoing=(PalmBonus(),), data={"growth": 5},
     summary="Megumi's Spreading Palm (Growth 5): your first attack each turn with aura damage 3 or less "
             "gets +1/+1.")
