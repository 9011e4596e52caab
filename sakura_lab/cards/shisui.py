"""Card effects of Shisui (シスイ / 志水), original form, season na-s10-2, written in the engine's DSL.

Additional rules: megami-rules.en.md section 22 (MR 22-1 .. 22-11).

Laceration tokens (MR 22-1 .. 22-5) are not sakura tokens: they never live in ``st.tok`` (sakura-token
conservation, CR 6-3, is untouched) and do not count for the Aura cap nor for Aura / Life / Flare values (MR 22
NOTE; unlike Korunu's Freeze tokens, which do count for the cap: the two coexist in an Aura without interacting).
The number of Laceration tokens owned by ``owner`` on player ``p``'s zone z (0 Aura, 1 Life, 2 Flare) is
``st.marks[("shisui_lac", owner, p, z)]`` (absent = 0; ints, so the shallow copy of marks on clone is safe).
＜Out of Game＞ holds unlimited ones (MR 22-5) and is not counted. Public information (no hidden-info declaration).

Mechanics and where they live (all in this module, as host rules of the players hosting Shisui):
- Laceration (MR 22-6): :func:`lacerate` (single value) and :func:`push_lacerate2` (two values {X/Y}). The
  two-value choice reuses the engine's damage-choice inputs: ``engine.damage.aura_like`` (walls that count as
  Aura for the choice, e.g. Saine's Silent Wall), the attack flags ``attacker_chooses`` and ``both_damage`` (CR
  10-26), and the flag ``shisui_no_aura`` (Carve's follow-up attack). The decision is the core's ``D_DAMAGE``
  with context ``(target, x, y, "laceration")`` so players answer it as they answer damage.
- Conversion into damage (MR 22-7): :func:`convert` removes the owner's tokens of one zone and deals that much
  single-value damage to the zone (``engine.damage.push_single_damage``, kind "effect").
- Lacerated attack damage (MR 22-9-1): the attack text :data:`LACERATED` replaces step v of CR 9-4 (REPLACEMENTS
  ``attack_damage``, CR 10-30): the attacked player is given two-value laceration equal to the damage.
  Sixth Circle - Utpala's "next attack ... becomes lacerated" adds :data:`LACERATED` to that attack's texts when
  it is made (host rule, event ``attack_made``).
- Lacerated costs (MR 22-10): the card text :data:`LACERATED_COST` replaces the payment of the Cost (new
  REPLACEMENTS entry ``cost_payment``): the tokens stay in the Flare, the payer's Flare receives that much
  laceration. Playability (enough Flare to choose in step i) is the core's usual check.
- Start phase (MR 22-11-1): at the start phase of a hosting player (event ``start_phase``, CR 8-1-2) that player
  converts all their Laceration tokens, one zone at a time in the order they choose (``D_CHOOSE``, context
  "shisui_convert").
- Bleeding out (MR 22-11-2): situation-triggered (CR 5-5): whenever a Life changes (event ``life_changed``) or
  laceration is placed, if one owner's tokens on a Life are >= that Life (and > 0), those tokens are converted
  (queued trigger, re-checked when it resolves).
- "Times you took damage this turn" (Revolt, Blackened Bonds, Padma, Arbuda): counted per player in the turn
  mark ``("turn", "shisui_damaged", p)`` from the events ``damage_done`` (two-value damage), ``single_damage``
  (single-value damage, new unlogged core event) and ``life_damage`` of kind "reshuffle". Damage prevented
  entirely ("cannot take damage") is not counted; damage of 0 that is resolved is counted (see decisions).

Tokens of a player who does not host Shisui: a player may lacerate with a Shisui card they do not host (e.g.
Shinra's Plagiarism playing the opponent's Carve); the owner is that player (MR 22-6 NOTE). The rule effects of
MR 22-11 speak of "each player", so the host rule converts every owner's tokens at that owner's start phase and
checks bleeding out for every owner (decision; confidence M). Mirror games: both players host Shisui, so the host
rule is in force twice; only the instance of the lowest hosting player answers (:func:`_answers`).

Core changes made with this module (general, declared):
- ``engine.hooks.REPLACEMENTS["cost_payment"]`` (card text, CR 9-3 ii, 10-30), asked by ``engine.play._play``
  only for cards whose script has replacements and a Cost > 0;
- ``engine.damage``: single-value damage that is not prevented sends the unlogged event
  ``("single_damage", target, where, n, kind)`` (``abilities.notify``) before it is dealt;
- ``engine.play.remove_attack``: the unlogged event ``("attack_removed", aid)`` when an attack leaves
  ＜Attacking＞ in any way (resolved, cancelled, missed; CR 9-4 ii, iii, viii).

Gaps: the "Gaps" table of megami-rules.en.md has no entry for Shisui. Public rulings consulted for facts:
ZangXuanyi/furuyoni-cli docs/rulings.md (no Shisui entry); WitchSand/furuyoni-rules (no Shisui ruling found). One
public engine's comments read the start-phase rule as ours (the turn player converts the tokens they own, on both
sides, in their chosen order; laceration is not damage, only its conversion counts as damage taken) but bleed out
at "more than" the Life; we keep MR 22-11-2's "at least" and MR 22-10's "enough Flare to choose" (our sources).

Rule decisions (sources in brackets):
- Owner of placed tokens = the player whose effect lacerates (MR 22-6 NOTE; card texts "your Laceration
  tokens on your opponent's Aura"). Blackened Bonds' and Fragile Mend's laceration of the opponent is owned by
  Shisui's player; self-laceration (Travail, Insurrection, Arbuda, lacerated costs) by Shisui's player too.
- Laceration is not damage: "cannot take damage" does not stop it, it does not count as taking damage, it sends
  no ``damage_done``; the attack's ``chosen`` side is recorded (MR 22-8, 22-9: lacerated damage behaves like
  damage except when resolved, so "the opponent chose Life damage" reads the laceration choice - Utpala).
- Start-phase conversion happens with the other start-phase effects (CR 8-1-2, before the fixed steps 8-1-3)
  and only for the turn player's own tokens (MR 22-11-1 NOTE). Confidence M.
- Times damaged: every resolution of damage to the player counts once (a two-value damage once, "both" once, a
  single-value damage once, the reshuffle's damage once, each zone converted from laceration once). Damage of 0
  that is resolved counts (the player "takes" it, CR 5-8-3); damage prevented by "cannot take damage" does not.
  No ruling found in WitchSand/furuyoni-rules or ZangXuanyi/furuyoni-cli docs/rulings.md. Confidence M.
- Carve's follow-up: "your tokens on the opponent's Aura >= their Aura" compares the tokens owned by the
  attacker with the sakura tokens of that Aura (read when the choice is made). Its own damage is lacerated
  ({1/2}); the "cannot choose Aura" flag applies to that laceration choice (MR 22-6-3-2 last rule).
- Revolt: "taken damage this turn" counts from the start of the turn (also damage taken before it was played).
- Insurrection's and Travail's self-laceration: Shisui chooses the zone; Travail at distance 0 lacerates Life
  (the distance is read after its arrow).
- Fragile Mend: 間合制限(0-4) = playable only while the distance is 0-4 (a play condition). Two Recovers,
  performed even if they move nothing (CR 9-7 i-A), then Shisui chooses her zone, then the opponent chooses.
- Blackened Bonds: X = times damaged this turn; up to X different options, chosen one at a time (D_CHOOSE,
  context "shisui_bonds", "stop" ends). "+0/-1 to the reacted attack" is offered only when it reacted to an
  attack still in ＜Attacking＞. The laceration option: the opponent chooses Aura, Flare or Life.
- Seventh Circle - Padma: played as a Reaction to an attack, its effect waits until that attack leaves
  ＜Attacking＞ (resolved, cancelled or missed; event ``attack_removed``), then resolves as a trigger. "Any number
  of zones ... in any order": Shisui picks zones holding her tokens one at a time, "stop" ends. X of the
  attack's +0/+X = ceil(times damaged this turn / 2), read continuously (current na-s10-2 text: rounded up).
- Sixth Circle - Utpala: the "next attack this turn with Aura damage <= 2" is checked when that attack is made
  (its values then, with "next attack" effects attached); an attack with Aura damage "-" does not qualify.
- First Circle - Arbuda: the damage values used for {X/Y} are the reacted attack's values when Arbuda resolves;
  an attack whose damage cannot be cancelled (CR 10-23) is not cancelled and gives no laceration. Its Immediate
  Resurgence triggers when its owner's damage count of the turn reaches 3.
- Shisui's Last Gasp: "you cannot lose" replaces the owner's loss (REPLACEMENTS ``loss``) while it is deployed;
  when it leaves, a Life of 0 makes the owner lose at the next event (host rule re-checks CR 4-2). "Cannot spend
  Vigor" forbids ``pay_vigor`` for the opponent while the owner's Life is 0. Initialize: X = opponent's Flare -
  own Flare (if positive), read after the lacerated Cost (which leaves the own Flare unchanged).
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards.mechanics import plays_card
from sakura_lab.engine import api as S
from sakura_lab.engine.abilities import notify
from sakura_lab.engine.cardbase import Ability, AttackAcc, CardDef
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    D_CHOOSE,
    D_DAMAGE,
    FLARE,
    LIFE,
)
from sakura_lab.engine.dsl import (
    Arrow,
    AttackMod,
    BasicActions,
    Custom,
    Flinch,
    If,
    ImmediateResurgence,
    MakeAttack,
    Resurgence,
    card,
    opponent_chose,
    rng,
)
from sakura_lab.engine.errors import RulesError
from sakura_lab.engine.hostrules import hosts_megami, register_host_rules, rule_player
from sakura_lab.engine.invariants import register_invariant
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "shisui"
_KEY = "shisui_lac"
_DMG = "shisui_damaged"
_UTPALA = "shisui_utpala"
_PADMA = "shisui_padma"

HACK = "24-shisui-o-n-1"
CARVE = "24-shisui-o-n-2"
REVOLT = "24-shisui-o-n-3"
INSURRECTION = "24-shisui-o-n-4"
TRAVAIL = "24-shisui-o-n-5"
FRAGILE_MEND = "24-shisui-o-n-6"
BLACKENED_BONDS = "24-shisui-o-n-7"
PADMA = "24-shisui-o-s-1"
UTPALA = "24-shisui-o-s-2"
ARBUDA = "24-shisui-o-s-3"
LAST_GASP = "24-shisui-o-s-4"

ZONES = ("aura", "life", "flare")
_ZONE_INDEX = {"aura": 0, "life": 1, "flare": 2}


# ---------------------------------------------------------------- Laceration tokens (MR 22-1 .. 22-5)
def lac(st: GameState, owner: int, p: int, zone: str) -> int:
    """How many Laceration tokens owned by ``owner`` lie on ``p``'s ``zone`` ("aura", "life" or "flare")."""
    n: int = st.marks.get((_KEY, owner, p, _ZONE_INDEX[zone]), 0)
    return n


def lac_total(st: GameState, owner: int) -> int:
    """All Laceration tokens of ``owner`` outside ＜Out of Game＞."""
    return sum(lac(st, owner, p, z) for p in (0, 1) for z in ZONES)


def _set(st: GameState, owner: int, p: int, zone: str, n: int) -> None:
    key = (_KEY, owner, p, _ZONE_INDEX[zone])
    if n > 0:
        st.marks[key] = n
    else:
        st.marks.pop(key, None)


def times_damaged(st: GameState, p: int) -> int:
    """How many times ``p`` took damage this turn (see the module docstring)."""
    n: int = st.marks.get(("turn", _DMG, p), 0)
    return n


def lacerate(st: GameState, owner: int, target: int, zone: str, n: int) -> None:
    """Single-value laceration (MR 22-6-3-1): ``n`` tokens of ``owner`` from Out of Game onto ``target``'s zone."""
    if n <= 0:
        return
    _set(st, owner, target, zone, lac(st, owner, target, zone) + n)
    count(st, owner, "laceration", n)
    notify(st, "shisui_lacerated", owner, target, zone, n)


def push_lacerate2(st: GameState, owner: int, target: int, x: int | None, y: int | None, *, chooser: int = -1,
                   no_aura: bool = False, both: bool = False, aid: int = -1) -> None:
    """Two-value laceration {x/y} (MR 22-6-3-2); None means "-". The choice follows the damage choice."""
    if x is None and y is None:
        return
    if both:
        if x is not None:
            lacerate(st, owner, target, "aura", x)
        if y is not None:
            lacerate(st, owner, target, "life", y)
        _chosen_side(st, aid, "both")
        return
    opts: list[str] = []
    if x is not None and not no_aura:
        total, _walls = S.aura_like(st, target)
        if y is None or total >= x:
            opts.append("aura")
    if y is not None:
        opts.append("life")
    if not opts:  # "-" on the Life side and the Aura forbidden: nothing can be chosen
        return
    S.ask(st, target if chooser < 0 else chooser, D_DAMAGE, opts, _lac2_chosen, owner, target, x, y, aid,
          context=(target, x, y, "laceration"))


def _lac2_chosen(st: GameState, choice: str, owner: int, target: int, x: int | None, y: int | None,
                 aid: int) -> None:
    n = x if choice == "aura" else y
    lacerate(st, owner, target, choice, n or 0)
    _chosen_side(st, aid, choice)


def _chosen_side(st: GameState, aid: int, choice: str) -> None:
    atk = st.attacks.get(aid)
    if atk is not None:
        atk.chosen = choice


def convert(st: GameState, owner: int, target: int, zone: str) -> None:
    """MR 22-7: ``owner``'s tokens on ``target``'s zone go to Out of Game; that many damage to the zone."""
    n = lac(st, owner, target, zone)
    if n <= 0:
        return
    _set(st, owner, target, zone, 0)
    count(st, owner, "laceration_damage", n)
    S.push_single_damage(st, target, zone, n, "effect")


def _owned_zones(st: GameState, owner: int) -> list[tuple[str, int, str]]:
    return [("convert", p, z) for p in (1 - owner, owner) for z in ZONES if lac(st, owner, p, z) > 0]


# ---------------------------------------------------------------- start phase (MR 22-11-1)
def _start_convert(st: GameState, owner: int) -> None:
    opts = _owned_zones(st, owner)
    if not opts:
        return
    S.ask(st, owner, D_CHOOSE, opts, _start_convert_answer, owner, context="shisui_convert")


def _start_convert_answer(st: GameState, ans: tuple, owner: int) -> None:
    S.push(st, _start_convert, owner)
    convert(st, owner, ans[1], ans[2])


# ---------------------------------------------------------------- bleeding out (MR 22-11-2)
def _bleeding(st: GameState, owner: int, p: int) -> bool:
    n = lac(st, owner, p, "life")
    return n > 0 and n >= st.tok[LIFE + p]


def _bleed(st: GameState, owner: int, p: int) -> None:
    if st.outcome is None and _bleeding(st, owner, p):
        count(st, owner, "bleed_out")
        convert(st, owner, p, "life")


# ---------------------------------------------------------------- host rule
def _answers(st: GameState, src: int) -> bool:
    """In a mirror game only the lowest hosting player's instance counts shared things."""
    p = rule_player(src)
    return p == 0 or not hosts_megami(st, 0, MEGAMI)


class ShisuiRules(Ability):
    """The rule effects of MR 22-11 and the bookkeeping of Shisui's cards for the player hosting her."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if not _answers(st, src):  # mirror: one instance does everything, for both owners
            return
        kind = ev[0]
        if kind == "life_changed" or kind == "shisui_lacerated":
            for owner in (0, 1):
                for p in (0, 1):
                    if _bleeding(st, owner, p):
                        S.queue_trigger(st, ("shisui_bleed", owner, p), _bleed, owner, p)
            if kind == "life_changed" and st.outcome is None and ev[3] == 0:
                S.check_win(st)
            return
        if kind == "start_phase":
            if lac_total(st, ev[1]) > 0:
                S.queue_trigger(st, ("shisui_start", ev[1]), _start_convert, ev[1])
            return
        if kind == "damage_done" or kind == "single_damage" or (kind == "life_damage" and ev[4] == "reshuffle"):
            p = ev[1]
            key = ("turn", _DMG, p)
            n = st.marks.get(key, 0) + 1
            st.marks[key] = n
            notify(st, "shisui_damaged", p, n)
            return
        if kind == "attack_made":
            _utpala_made(st, ev[1], ev[2])
            return
        if kind == "attack_removed":
            v = st.marks.pop((_PADMA, ev[1]), None)
            if v is not None:  # the effect of the reading the card has (script data, issue 17)
                fn = st.cards[v[1]].script.data.get("padma_effect", _padma_effect)
                S.queue_trigger(st, ("shisui_padma", v[0]), fn, v[0], v[1])
            return
        if st.outcome is None and (st.tok[LIFE] == 0 or st.tok[LIFE + 1] == 0):
            S.check_win(st)  # CR 4-2, e.g. once Last Gasp's "you cannot lose" has ended

    def on_disenchant(self, st: GameState, src: int, uid: int) -> None:
        if st.cards[uid].id == LAST_GASP:  # "you cannot lose" ends: CR 4-2 is checked again afterwards
            S.queue_trigger(st, ("shisui_last_gasp_ended",), _check_win)


def _check_win(st: GameState) -> None:
    S.check_win(st)


RULES = ShisuiRules()


# ---------------------------------------------------------------- lacerated damage and costs
class LaceratedDamage(Ability):
    """Attack text: this attack's damage is lacerated (MR 22-9-1, replacing CR 9-4 v)."""

    __slots__ = ()
    replaces = frozenset({"attack_damage"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        atk: Attack = args[0]
        S.push(st, _lacerated_attack, atk.aid)
        return True


def _lacerated_attack(st: GameState, aid: int) -> None:
    atk = st.attacks.get(aid)
    if atk is None:
        return
    vals = S.attack_values(st, atk)
    count(st, atk.player, "lacerated_attack")
    q = 1 - atk.player
    push_lacerate2(st, atk.player, q, vals.aura, vals.life,
                   chooser=atk.player if "attacker_chooses" in vals.flags else q,
                   no_aura="shisui_no_aura" in vals.flags, both="both_damage" in vals.flags, aid=aid)


LACERATED = LaceratedDamage()


class LaceratedCost(Ability):
    """Card text: this card's Cost is lacerated (MR 22-10, replacing CR 9-3 ii for the Cost's tokens)."""

    __slots__ = ()
    replaces = frozenset({"cost_payment"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        player, _uid, n = args
        count(st, player, "lacerated_cost")
        lacerate(st, player, player, "flare", n)
        return True


LACERATED_COST = LaceratedCost()


# ---------------------------------------------------------------- Carve
class CarveNoAura(Ability):
    """Forced text of Carve's follow-up attack: the opponent cannot choose Aura when the attacker's
    Laceration tokens on their Aura are at least their Aura."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        q = 1 - atk.player
        if lac(st, atk.player, q, "aura") >= st.tok[AURA + q]:
            acc.flags.add("shisui_no_aura")


CARVE_FOLLOW_UP = MakeAttack(rng(2, 3), 1, 2, statics=(LACERATED, CarveNoAura()))


# ---------------------------------------------------------------- conditions
def damaged_at_least(n: int) -> Any:
    def cond(st: GameState, ctx: Ctx) -> bool:
        return times_damaged(st, ctx.player) >= n
    return cond


# ---------------------------------------------------------------- self-laceration choices
def _self_lacerate(zones: tuple[str, ...]) -> Any:
    def fn(st: GameState, ctx: Ctx) -> None:
        p = ctx.player
        S.ask(st, p, D_CHOOSE, zones, _self_lac_answer, p, context="shisui_self_lacerate")
    return fn


def _self_lac_answer(st: GameState, zone: str, p: int) -> None:
    lacerate(st, p, p, zone, 1)


def _travail(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    if S.current_distance(st) == 0:
        lacerate(st, p, p, "life", 1)
        return
    S.ask(st, p, D_CHOOSE, ("aura", "flare"), _self_lac_answer, p, context="shisui_self_lacerate")


def _fragile_mend(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    S.ask(st, p, D_CHOOSE, ("aura", "flare"), _fragile_mine, p, context="shisui_self_lacerate")


def _fragile_mine(st: GameState, zone: str, p: int) -> None:
    q = 1 - p
    S.ask(st, q, D_CHOOSE, ("aura", "flare"), _fragile_theirs, p, zone, context="shisui_opp_lacerate")


def _fragile_theirs(st: GameState, their: str, p: int, mine: str) -> None:
    lacerate(st, p, p, mine, 1)
    lacerate(st, p, 1 - p, their, 1)


def _distance_0_4(st: GameState, player: int, uid: int, mode: int, reacted: int) -> bool:
    return S.current_distance(st) <= 4


# ---------------------------------------------------------------- Blackened Bonds
def _bonds(st: GameState, ctx: Ctx) -> None:
    _bonds_step(st, ctx.player, ctx.reacted, times_damaged(st, ctx.player), ())


def _bonds_step(st: GameState, p: int, reacted: int, left: int, done: tuple) -> None:
    if left <= 0:
        return
    opts: list[str] = []
    if "weaken" not in done and reacted >= 0 and reacted in st.attacks:
        opts.append("weaken")
    for o in ("flinch", "lacerate"):
        if o not in done:
            opts.append(o)
    if not opts:
        return
    S.ask(st, p, D_CHOOSE, ["stop"] + opts, _bonds_answer, p, reacted, left, done, context="shisui_bonds")


def _bonds_answer(st: GameState, ans: str, p: int, reacted: int, left: int, done: tuple) -> None:
    if ans == "stop":
        return
    S.push(st, _bonds_step, p, reacted, left - 1, done + (ans,))
    if ans == "weaken":
        atk = st.attacks.get(reacted)
        if atk is not None:
            atk.mods.append(("dmg", 0, -1))
    elif ans == "flinch":
        S.flinch(st, 1 - p)
    else:
        q = 1 - p
        S.ask(st, q, D_CHOOSE, ZONES, _bonds_lacerate, p, q, context="shisui_opp_lacerate")


def _bonds_lacerate(st: GameState, zone: str, p: int, q: int) -> None:
    lacerate(st, p, q, zone, 1)


# ---------------------------------------------------------------- Seventh Circle - Padma
def _padma(st: GameState, ctx: Ctx) -> None:
    if ctx.reacted >= 0 and ctx.reacted in st.attacks:
        st.marks[(_PADMA, ctx.reacted)] = (ctx.player, ctx.card)  # resolves after that attack (its Forced text)
        return
    _padma_effect(st, ctx.player, ctx.card)


def _padma_effect(st: GameState, p: int, uid: int) -> None:
    S.push(st, _padma_attack, p, uid)
    _padma_convert(st, p)


def _padma_convert(st: GameState, p: int) -> None:
    opts = _owned_zones(st, p)
    if not opts:
        return
    S.ask(st, p, D_CHOOSE, ["stop"] + opts, _padma_convert_answer, p, context="shisui_padma")


def _padma_convert_answer(st: GameState, ans: Any, p: int) -> None:
    if ans == "stop":
        return
    S.push(st, _padma_convert, p)
    convert(st, p, ans[1], ans[2])


class PadmaBonus(Ability):
    """Forced text of Padma's attack: +0/+X, X = half the times its user took damage this turn, rounded up."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        acc.life_add += (times_damaged(st, atk.player) + 1) // 2


PADMA_ATTACK = MakeAttack(rng(1, 4), 2, 1, statics=(PadmaBonus(),), flags=("no_reactions_normal",))


def _padma_attack(st: GameState, p: int, uid: int) -> None:
    PADMA_ATTACK.run(st, Ctx(p, uid))


# ---------------------------------------------------------------- Sixth Circle - Utpala
def _utpala_after(st: GameState, ctx: Ctx) -> None:
    st.marks[("turn", _UTPALA, ctx.player)] = True


def _utpala_made(st: GameState, p: int, aid: int) -> None:
    key = ("turn", _UTPALA, p)
    if not st.marks.get(key):
        return
    atk = st.attacks.get(aid)
    if atk is None:
        return
    aura = S.attack_values(st, atk).aura
    if aura is None or aura > 2:
        return
    del st.marks[key]
    if LACERATED not in atk.statics:
        atk.statics = atk.statics + (LACERATED,)


def _utpala_resurge(st: GameState, ctx: Ctx) -> bool:
    p = ctx.player
    return st.tok[AURA + p] + st.tok[FLARE + p] <= 6


# ---------------------------------------------------------------- First Circle - Arbuda
def _arbuda(st: GameState, ctx: Ctx) -> None:
    atk = st.attacks.get(ctx.reacted)
    if atk is None:
        return
    vals = S.attack_values(st, atk)
    if "uncancellable" in vals.flags:  # CR 10-23: its damage cannot be cancelled, so "if you did" fails
        return
    atk.damage_cancelled = True
    if st.record:
        st.log("cancel_damage", ctx.player, atk.aid)
    push_lacerate2(st, ctx.player, ctx.player, vals.aura, vals.life)


def _third_damage(st: GameState, src: int, ev: tuple) -> bool:
    return ev[0] == "shisui_damaged" and ev[1] == st.owner[src] and ev[2] == 3


# ---------------------------------------------------------------- Shisui's Last Gasp
def _last_gasp_init(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    x = st.tok[FLARE + 1 - p] - st.tok[FLARE + p]
    if x > 0:
        S.move_tokens(st, FLARE + 1 - p, CARD_BASE + ctx.card, x, cause="effect")


class LastGasp(Ability):
    """Ongoing: its owner cannot lose; while the owner's Life is 0 the opponent cannot pay Vigor."""

    __slots__ = ()
    replaces = frozenset({"loss"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        return bool(args[0] == st.owner[src])

    def forbids(self, st: GameState, src: int, what: str, player: int, detail: Any) -> bool:
        owner = st.owner[src]
        return what == "pay_vigor" and player != owner and st.tok[LIFE + owner] == 0


# ---------------------------------------------------------------- cards
card(HACK, vanilla=True, summary="Hack: a plain 2-3 3/1 attack.")
card(CARVE, attack_statics=(LACERATED,), after=(CARVE_FOLLOW_UP,),
     summary="Carve: lacerated {1/1}; then a lacerated {1/2} attack that may forbid choosing the Aura.")
card(REVOLT, attack_statics=(AttackMod(damaged_at_least(1), 1, 1),),
     after=(If(damaged_at_least(2), BasicActions(1, only=("recover",), optional=False)),),
     summary="Revolt: +1/+1 if you took damage this turn; after it, Recover if you took damage twice.")
card(INSURRECTION, attack_statics=(LACERATED,),
     after=(Flinch("opp"), Custom(_self_lacerate(("aura", "life", "flare")), "lacerate self 1")),
     summary="Insurrection: lacerated {2/3}; after it, flinch the opponent and lacerate one of your zones.")
card(TRAVAIL, on_play=(Arrow("dist", "shadow", 2), Custom(_travail, "lacerate self 1")),
     summary="Travail: Distance 2 to Shadow; lacerate your Aura or Flare (your Life at distance 0).")
card(FRAGILE_MEND, play_condition=_distance_0_4,
     on_play=(BasicActions(2, only=("recover",), optional=False), Custom(_fragile_mend, "lacerate both 1")),
     summary="Fragile Mend: distance 0-4; two Recovers; each player's chosen Aura or Flare is lacerated.")
card(BLACKENED_BONDS, on_play=(Custom(_bonds, "blackened bonds"),),
     summary="Blackened Bonds: up to X different of: reacted attack +0/-1, flinch, lacerate 1 (X = damaged).")
card(PADMA, on_play=(Custom(_padma, "padma"),),
     summary="Padma: after the reacted attack, convert chosen laceration zones, then a 1-4 2/1 attack.")
card(UTPALA, attack_statics=(LACERATED,), replacements=(LACERATED_COST,),
     after=(If(opponent_chose("life"), Custom(_utpala_after, "next attack lacerated")),),
     devoted=(Resurgence(_utpala_resurge),),
     summary="Utpala: lacerated {2/1}, lacerated Cost; Life chosen: next small attack lacerated.")
card(ARBUDA, on_play=(Custom(_arbuda, "cancel damage, lacerate self"),),
     devoted=(ImmediateResurgence(_third_damage),),
     summary="Arbuda: cancel the reacted attack's damage and take it as laceration instead.")
card(LAST_GASP, replacements=(LACERATED_COST,), initialize=(Custom(_last_gasp_init, "take opponent's flare"),),
     ongoing=(LastGasp(),),
     summary="Last Gasp: take the Flare difference; you cannot lose; at Life 0 the opponent cannot pay Vigor.")

register_host_rules(MEGAMI, RULES)


def check_laceration(st: GameState) -> None:
    """Invariant: laceration counts are positive ints on Aura / Life / Flare, in a game with Shisui."""
    for k, v in st.marks.items():
        if isinstance(k, tuple) and k and k[0] == _KEY:
            if not (isinstance(v, int) and v > 0 and k[1] in (0, 1) and k[2] in (0, 1) and k[3] in (0, 1, 2)):
                raise RulesError(f"bad laceration mark {k!r}: {v!r}")
            if not (hosts_megami(st, 0, MEGAMI) or hosts_megami(st, 1, MEGAMI)):
                raise RulesError("laceration tokens in a game without Shisui")


register_invariant(check_laceration)


# ---------------------------------------------------------------- telemetry
def _is_card(*ids: str) -> Any:
    s = frozenset(ids)

    def pred(cd: CardDef) -> bool:
        return cd.id in s
    return pred


register_mechanic(MEGAMI, "laceration", "Laceration tokens placed by the side's effects", "MR 22-6")
register_mechanic(MEGAMI, "laceration_damage", "Laceration tokens turned into damage", "MR 22-7, 22-11-1")
register_mechanic(MEGAMI, "lacerated_attack", "an attack's damage was given as laceration", "MR 22-9-1",
                  uses=plays_card(_is_card(CARVE, INSURRECTION, UTPALA)))
register_mechanic(MEGAMI, "lacerated_cost", "a lacerated Cost was paid (Flare lacerated instead)", "MR 22-10",
                  uses=plays_card(_is_card(UTPALA, LAST_GASP)))
register_mechanic(MEGAMI, "bleed_out", "a Life's laceration was turned into damage by bleeding out", "MR 22-11-2")
