"""Card effects of Shinra and her alternate forms (latest season), written in the engine's DSL.

Forms: Shinra (original) and Shinra A1 (Hierarch). Additional rules: megami-rules.en.md section 5.

Plans (5-1, 5-2): a hosting player's Plan lives in ``st.marks[("plan", p)]`` ("divine" / "devious";
missing = "divine", the start of the duel). Enacting sets ``("plan_unprepared", p)``; preparing (a
secret choice, D_CHOOSE with context "plan") clears it. A player who hosts no Shinra has no Plan
information: enacting and preparing do nothing for them (5-2). The host rule (5-3) prepares a Plan in
every end phase when the flag is still set (e.g. "end the current phase" cut the prepare step).
Each card with Plan texts keeps them in its script ``extra["plan"] = (divine, devious)`` so that
全知経典 can enact them from the played pile.

Rulings (our readings; section numbers of megami-rules.en.md / CR):
- 5-2: the Plan used is the one of the player who plays the card (``ctx.player``), also for an opponent's
  card played through 詭弁/引用; nested enacting reads the current Plan (the flag stays set until prepared).
- 5-3: checked in every end phase (either player's), as the digest NOTE reads it.
- 立論: the deck-size condition is checked when damage would be dealt; cancelled damage (e.g. 反論) is not
  replaced. 反論 reads the reacted attack's Aura damage after modifications.
- 詭弁 Devious / 引用: only cards that can legally be played now (range, CR 9-2-1 i) are offered for use;
  an opponent's card keeps its owner and goes to the owner's zones (CR 7-2). 引用 ends the phase whenever
  the chosen card is Throughout, whether used or put face down.
- 使徒: the optional vigor payment and prepare resolve before the enact (printed order).
- 皆式理解 Divine: the enhancement is played by effect without Cost (core ``free_play`` mark), a used
  Special enhancement included; the choice is mandatory when one can be played.
- 森羅判証: "destroyed" means disenchanted (CR 9-6; core ``on_disenchant``); an Unguarded discard or the
  tidy-up of "end the current phase" (CR 10-13) does not count, and 論破's sealed card then stays sealed.
- 全知経典: each played-pile card's Plan is enacted at most once; the cards moved there by its own first
  step count.
"""
from __future__ import annotations

from collections.abc import Sequence
from random import Random

from sakura_lab.cards.mechanics import answer_is
from sakura_lab.engine import api as S
from sakura_lab.engine import general as G
from sakura_lab.engine.cardbase import Ability, AttackAcc
from sakura_lab.engine.constants import (
    ATTACK,
    CARD_BASE,
    D_CARD,
    D_CHOOSE,
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    ENHANCEMENT,
    HAND,
    MODE_EFFECT,
    MODE_REACTION,
    PLAYED,
    SHADOW,
    SPECIAL,
    THROUGHOUT,
)
from sakura_lab.engine.dsl import (
    Arrow,
    Custom,
    Draw,
    Flinch,
    GainVigor,
    If,
    Lose,
    MakeAttack,
    Node,
    SingleDamage,
    ThisCardTo,
    card,
    selectable_by_effect,
)
from sakura_lab.engine.hidden import HiddenInfo, register_hidden
from sakura_lab.engine.hostrules import hosts_megami, register_host_rules, rule_player
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "shinra"
DIVINE = "divine"  # 神算
DEVIOUS = "devious"  # 鬼謀


# ---------------------------------------------------------------- plans (megami rules 5-1, 5-2)
def hosts_shinra(st: GameState, p: int) -> bool:
    """5-1: only a player hosting Shinra (any form) has Plan information."""
    return hosts_megami(st, p, MEGAMI)


def current_plan(st: GameState, p: int) -> str:
    return st.marks.get(("plan", p), DIVINE)


def plan_unprepared(st: GameState, p: int) -> bool:
    return bool(st.marks.get(("plan_unprepared", p)))


def enact(st: GameState, ctx: Ctx, divine: Sequence[Node], devious: Sequence[Node]) -> None:
    """5-2: reveal the current Plan and resolve the matching effect (nested enacting reads the Plan
    prepared at that moment, 5-2 supplement)."""
    p = ctx.player
    if not hosts_shinra(st, p):
        return
    plan = current_plan(st, p)
    st.marks[("plan_unprepared", p)] = True
    count(st, p, "plan_enacted_" + plan)
    if st.record:
        st.log("plan_enact", p, plan)
    S.push_nodes(st, tuple(divine) if plan == DIVINE else tuple(devious), ctx)


def prepare(st: GameState, p: int) -> None:
    """5-2: secretly choose the next Plan."""
    if not hosts_shinra(st, p):
        return
    S.ask(st, p, D_CHOOSE, (DIVINE, DEVIOUS), _prepared, p, auto_single=False, context="plan")


def _prepared(st: GameState, ans: str, p: int) -> None:
    count(st, p, "plan_prepared_" + ans)
    st.marks[("plan", p)] = ans
    st.marks.pop(("plan_unprepared", p), None)


class Enact(Node):
    __slots__ = ("divine", "devious")

    def __init__(self, divine: Sequence[Node], devious: Sequence[Node]) -> None:
        self.divine, self.devious = tuple(divine), tuple(devious)

    def run(self, st: GameState, ctx: Ctx) -> None:
        enact(st, ctx, self.divine, self.devious)


class Prepare(Node):
    __slots__ = ()

    def run(self, st: GameState, ctx: Ctx) -> None:
        prepare(st, ctx.player)


def plan_step(divine: Sequence[Node], devious: Sequence[Node]) -> tuple[Node, Node]:
    """"Enact your current Plan, then prepare your next Plan" (5-2)."""
    return (Enact(divine, devious), Prepare())


class PlanRule(Ability):
    """5-3: in every end phase, a host without a prepared Plan prepares one."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        p = rule_player(src)
        if ev[0] == "end_phase" and plan_unprepared(st, p):
            S.queue_trigger(st, ("shinra_plan_rule", p), prepare, p)


register_host_rules(MEGAMI, PlanRule())

# Mechanic telemetry (engine.telemetry): Plans per kind, as prepared (a choice) and as enacted.
for _kind, _ja in ((DIVINE, "神算"), (DEVIOUS, "鬼謀")):
    register_mechanic(MEGAMI, f"plan_prepared_{_kind}", f"a {_kind.capitalize()} ({_ja}) Plan was prepared", "MR 5-2",
                      uses=answer_is(D_CHOOSE, "plan", _kind))
    register_mechanic(MEGAMI, f"plan_enacted_{_kind}", f"a {_kind.capitalize()} ({_ja}) Plan was enacted", "MR 5-2")


# ---------------------------------------------------------------- hidden information (megami rules 5-1)
def plan_known_to(st: GameState, owner: int, viewer: int) -> bool:
    """5-1: only the owner knows the Plan, unless an effect revealed it. The start-of-duel Plan is public
    (Divine, no ``("plan", p)`` mark yet); an enacted Plan is revealed (5-2) and stays known until the
    next prepare, which is secret."""
    if viewer == owner or not hosts_shinra(st, owner):
        return True
    return ("plan", owner) not in st.marks or plan_unprepared(st, owner)


def _resample_plan(st: GameState, viewer: int, rng: Random) -> None:
    """Draw the opponent's secret Plan at random: nothing the viewer sees tells which one was chosen."""
    q = 1 - viewer
    if not plan_known_to(st, q, viewer):
        st.marks[("plan", q)] = rng.choice((DIVINE, DEVIOUS))


register_hidden(HiddenInfo("shinra_plan", "megami rules 5-1, 5-2", player_value=current_plan,
                           known_to=plan_known_to, resample=_resample_plan))


# ---------------------------------------------------------------- small helpers
def opp_deck_at_least(n: int):  # noqa: ANN201
    def cond(st: GameState, ctx: Ctx) -> bool:
        return len(st.zones[1 - ctx.player][DECK]) >= n
    return cond


def opp_deck_at_most(n: int):  # noqa: ANN201
    def cond(st: GameState, ctx: Ctx) -> bool:
        return len(st.zones[1 - ctx.player][DECK]) <= n
    return cond


def opp_hand_at_most(n: int):  # noqa: ANN201
    def cond(st: GameState, ctx: Ctx) -> bool:
        return len(st.zones[1 - ctx.player][HAND]) <= n
    return cond


def mill(n: int, zone: int):  # noqa: ANN201
    """Move the top ``n`` cards of the opponent's deck (as many as there are) to ``zone``."""
    def fn(st: GameState, ctx: Ctx) -> None:
        q = 1 - ctx.player
        for u in st.zones[q][DECK][:n]:
            S.move_card(st, u, zone)
    return fn


def _played_as_reaction(st: GameState, ctx: Ctx) -> bool:
    return ctx.mode == MODE_REACTION


# ---------------------------------------------------------------- 立論 (Argue)
class ArgueReplacement(Ability):
    """Forced: if the opponent's deck has 2+ cards when damage would be dealt, the attack puts the top 2
    face down instead of dealing damage (replacement ``attack_damage``, CR 10-30)."""

    __slots__ = ()

    replaces = frozenset({"attack_damage"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        (atk,) = args
        q = 1 - atk.player
        if len(st.zones[q][DECK]) < 2:
            return False
        if st.record:
            st.log("damage_replaced", atk.player, atk.aid)
        for u in st.zones[q][DECK][:2]:
            S.move_card(st, u, DISCARD)
        return True


# ---------------------------------------------------------------- 反論 (Protest)
def _protest_cancel(st: GameState, ctx: Ctx) -> None:
    atk = st.attacks.get(ctx.reacted)
    if atk is None or atk.category == "special":
        return
    if S.attack_values(st, atk).aura is None:
        return
    atk.damage_cancelled = True
    if st.record:
        st.log("cancel_damage", ctx.player, atk.aid)


# ---------------------------------------------------------------- play a card by effect
def _play_by_effect(st: GameState, p: int, u: int, end_if_fullpower: bool) -> None:
    if end_if_fullpower:
        S.push(st, _end_if_fullpower, u)
    S.start_play(st, p, u, MODE_EFFECT)


def _end_if_fullpower(st: GameState, u: int) -> None:
    if S.card_of(st, u).subtype == THROUGHOUT:
        S.end_current_phase(st)


# 詭弁 Devious: choose a card in the opponent's played pile; you may use it.
def _sophism_devious(st: GameState, ctx: Ctx) -> None:
    q = 1 - ctx.player
    cands = [u for u in st.zones[q][PLAYED] if S.can_play(st, ctx.player, u, MODE_EFFECT)]
    if not cands:
        return
    S.ask(st, ctx.player, D_CARD, ["stop"] + cands, _sophism_chosen, ctx, context="sophism", auto_single=False)


def _sophism_chosen(st: GameState, ans: object, ctx: Ctx) -> None:
    if ans == "stop":
        return
    assert isinstance(ans, int)
    _play_by_effect(st, ctx.player, ans, False)


# ---------------------------------------------------------------- 引用 (Replicate)
def _replicate(st: GameState, ctx: Ctx) -> None:
    q = 1 - ctx.player
    cands = [u for u in st.zones[q][HAND]
             if S.card_of(st, u).ctype == ATTACK and selectable_by_effect(st, u, ctx.player)]
    if st.record:
        st.log("look_hand", ctx.player, q)
    if not cands:
        return
    S.ask(st, ctx.player, D_CARD, ["stop"] + cands, _replicate_chosen, ctx, context="replicate", auto_single=False)


def _replicate_chosen(st: GameState, ans: object, ctx: Ctx) -> None:
    if ans == "stop":
        return
    assert isinstance(ans, int)
    opts = (["use"] if S.can_play(st, ctx.player, ans, MODE_EFFECT) else []) + ["discard"]
    S.ask(st, ctx.player, D_CHOOSE, opts, _replicate_how, ctx, ans, context="replicate")


def _replicate_how(st: GameState, how: str, ctx: Ctx, u: int) -> None:
    S.push(st, _end_if_fullpower, u)
    if how == "use":
        S.start_play(st, ctx.player, u, MODE_EFFECT)
    else:
        S.move_card(st, u, DISCARD)


# ---------------------------------------------------------------- 壮語 (Eloquence) Devious
def _opp_discard_two_to_played(st: GameState, ctx: Ctx) -> None:
    _opp_to_played_step(st, 1 - ctx.player, 2)


def _opp_to_played_step(st: GameState, q: int, left: int) -> None:
    hand = [u for u in st.zones[q][HAND] if selectable_by_effect(st, u, 1 - q)]  # the effect is q's opponent's
    if left <= 0 or not hand:
        return
    S.ask(st, q, D_CARD, hand, _opp_to_played_answer, q, left, context="to_played")


def _opp_to_played_answer(st: GameState, u: int, q: int, left: int) -> None:
    S.move_card(st, u, PLAYED)
    S.push(st, _opp_to_played_step, q, left - 1)


# ---------------------------------------------------------------- sealing (論破, 完全論破)
def _seal_from_opp_played(st: GameState, ctx: Ctx) -> None:
    cands = [u for u in st.zones[1 - ctx.player][PLAYED] if G.can_be_sealed(st, u)]
    if not cands or ctx.card < 0:
        return
    S.ask(st, ctx.player, D_CARD, cands, _seal_chosen, ctx, context="seal")


def _seal_chosen(st: GameState, u: int, ctx: Ctx) -> None:
    G.seal(st, u, ctx.card)


def _unseal_to_played(st: GameState, ctx: Ctx) -> None:
    for u in G.sealed_under(st, ctx.card):
        st.marks.pop(("sealed_by", u), None)
        S.move_card(st, u, PLAYED)


# ---------------------------------------------------------------- 使徒 (Apostle)
def _apostle_pay_prepare(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    if st.vigor[p] < 1 or S.forbidden(st, "pay_vigor", p) or not hosts_shinra(st, p):
        return
    S.ask(st, p, D_CHOOSE, ("no", "pay"), _apostle_paid, p, auto_single=False, context="apostle_prepare")


def _apostle_paid(st: GameState, ans: str, p: int) -> None:
    if ans == "pay":
        st.vigor[p] -= 1
        prepare(st, p)


def _opp_hand_to_bottom(st: GameState, ctx: Ctx) -> None:
    q = 1 - ctx.player
    hand = [u for u in st.zones[q][HAND] if selectable_by_effect(st, u, ctx.player)]
    if hand:
        S.ask(st, q, D_CARD, hand, _to_bottom, context="to_deck_bottom")


def _to_bottom(st: GameState, u: int) -> None:
    S.move_card(st, u, DECK, top=False)


def _mill_one_played_one_discard(st: GameState, ctx: Ctx) -> None:
    mill(1, PLAYED)(st, ctx)
    mill(1, DISCARD)(st, ctx)


# ---------------------------------------------------------------- 皆式理解 (Infer the Totality)
def _totality_divine(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    zp = st.zones[p]
    pool = [u for u in zp[PLAYED]] + [u for u in zp[SPECIAL] if st.cstate[u] == DEVOTED]
    cands = []
    for u in pool:
        if S.card_of(st, u).ctype != ENHANCEMENT:
            continue
        st.marks[("free_play", u)] = True
        ok = S.can_play(st, p, u, MODE_EFFECT)
        st.marks.pop(("free_play", u), None)
        if ok:
            cands.append(u)
    if not cands:
        return
    S.ask(st, p, D_CARD, cands, _totality_chosen, ctx, context="totality")


def _totality_chosen(st: GameState, u: int, ctx: Ctx) -> None:
    st.marks[("free_play", u)] = True
    _play_by_effect(st, ctx.player, u, True)


def _totality_devious(st: GameState, ctx: Ctx) -> None:
    q = 1 - ctx.player
    cands = [u for u in st.zones[q][ENHANCE] if st.cards[u].is_normal and u not in st.disenchanting]
    if not cands:
        return
    S.ask(st, ctx.player, D_CARD, cands, _totality_strip, context="strip")


def _totality_strip(st: GameState, u: int) -> None:
    S.move_tokens(st, CARD_BASE + u, SHADOW, st.tok[CARD_BASE + u], cause="effect")


# ---------------------------------------------------------------- 天地反駁 (Refute the World)
class SwapOwnAttacks(Ability):
    """Ongoing: the owner's attacks exchange their Aura and Life damage, before any +/- (5-6 ii)."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        if atk.player == st.owner[src]:
            acc.exchange = not acc.exchange


# ---------------------------------------------------------------- 全知経典 (Interpret the Scripture)
PLAN_CARDS = ("07-shinra-A1-n-2", "07-shinra-o-n-3", "07-shinra-o-n-5", "07-shinra-o-n-6", "07-shinra-A1-n-7",
              "07-shinra-o-s-2")


def _scripture(st: GameState, ctx: Ctx) -> None:
    S.push(st, _scripture_enact_step, ctx, ())
    _scripture_discard_step(st, ctx)


def _scripture_discard_step(st: GameState, ctx: Ctx) -> None:
    zp = st.zones[ctx.player]
    cands = list(zp[HAND]) + list(zp[DISCARD])
    if not cands:
        return
    S.ask(st, ctx.player, D_CARD, ["stop"] + cands, _scripture_discarded, ctx, context="scripture_discard",
          auto_single=False)


def _scripture_discarded(st: GameState, ans: object, ctx: Ctx) -> None:
    if ans == "stop":
        return
    assert isinstance(ans, int)
    S.move_card(st, ans, PLAYED)
    S.push(st, _scripture_discard_step, ctx)


def _scripture_enact_step(st: GameState, ctx: Ctx, done: tuple) -> None:
    p = ctx.player
    cands = [u for u in st.zones[p][PLAYED]
             if u not in done and S.card_of(st, u).script.data.get("plan") is not None]
    if not cands:
        prepare(st, p)
        return
    S.ask(st, p, D_CARD, ["stop"] + cands, _scripture_enact, ctx, done, context="scripture_enact",
          auto_single=False)


def _scripture_enact(st: GameState, ans: object, ctx: Ctx, done: tuple) -> None:
    if ans == "stop":
        prepare(st, ctx.player)
        return
    assert isinstance(ans, int)
    S.push(st, _scripture_enact_step, ctx, done + (ans,))
    divine, devious = S.card_of(st, ans).script.data["plan"]
    enact(st, Ctx(ctx.player, ans, -1, -1), divine, devious)


# ---------------------------------------------------------------- 森羅判証 (Prove the Nature)
class ProveWatch(Ability):
    """Ongoing: when another enhancement of the owner is disenchanted, 1 Life damage to the opponent."""

    __slots__ = ()

    def on_disenchant(self, st: GameState, src: int, uid: int) -> None:
        if uid != src and st.owner[uid] == st.owner[src]:
            S.queue_trigger(st, ("prove_the_nature", st.cards[src].id), S.push_single_damage,
                            1 - st.owner[src], "life", 1)


# ====================================================================== cards
card("07-shinra-o-n-1", attack_statics=(ArgueReplacement(),),
     summary="Argue: while the opponent's deck holds 2+ cards, its damage is replaced by milling the "
             "top 2 of that deck face down.")

card("07-shinra-o-n-2", after=(Custom(_protest_cancel, "protest"), Draw(1, "opp")),
     summary="Protest: after attack, cancel the damage of the reacted non-Special attack that has Aura "
             "damage; then the opponent draws 1.")

MANTRA = ((If(opp_deck_at_least(3), SingleDamage("life", 1)),),
          (If(opp_deck_at_most(3), SingleDamage("aura", 2)),))
card("07-shinra-A1-n-2", on_play=(If(_played_as_reaction, *plan_step(*MANTRA)),), data={"plan": MANTRA},
     summary="Mantra: used as a Reaction, enact the Plan (Divine: opp deck 3+ -> 1 life damage; "
             "Devious: opp deck 3- -> 2 aura damage), then prepare.")

SOPHISM = ((Custom(mill(3, DISCARD), "mill3"),), (Custom(_sophism_devious, "sophism"),))
card("07-shinra-o-n-3", after=plan_step(*SOPHISM), data={"plan": SOPHISM},
     summary="Sophism: after attack enact the Plan (Divine: opponent's top 3 face down; Devious: may use "
             "a card from the opponent's played pile), then prepare.")

card("07-shinra-o-n-4", on_play=(Custom(_replicate, "replicate"),),
     summary="Replicate: look at the opponent's hand; you may take an attack card and use it or discard it "
             "face down; a Throughout card ends the phase.")

AGITATE = ((Arrow("shadow", "dist", 1),), (Arrow("dist", "opp_aura", 1),))
card("07-shinra-o-n-5", on_play=plan_step(*AGITATE), data={"plan": AGITATE},
     summary="Agitate: enact the Plan (Divine: Shadow to Distance 1; Devious: Distance to opponent's Aura 1), "
             "then prepare.")

ELOQUENCE = ((GainVigor(1), ThisCardTo(DECK, top=True)),
             (If(opp_hand_at_most(1), Flinch("opp"), Draw(3, "opp"),
                 Custom(_opp_discard_two_to_played, "to_played")),))
card("07-shinra-o-n-6", disenchant=plan_step(*ELOQUENCE), data={"plan": ELOQUENCE},
     summary="Eloquence: on disenchant enact the Plan (Divine: +1 vigor, back on top of the deck; Devious: "
             "opp hand 1- -> flinch, they draw 3 and put 2 in the played pile), then prepare.")

card("07-shinra-o-n-7", initialize=(Custom(_seal_from_opp_played, "seal"),),
     disenchant=(Custom(_unseal_to_played, "unseal"),),
     summary="Confuse: seals a card from the opponent's played pile under itself until disenchanted.")

APOSTLE = ((MakeAttack((1, 3, 5), 2, 2, flags=("unavoidable",), after=(Custom(_opp_hand_to_bottom, "bottom"),)),),
           (MakeAttack((0, 2, 4), 2, 2, flags=("unavoidable",),
                       after=(Custom(_mill_one_played_one_discard, "mill"),)),))
card("07-shinra-A1-n-7", initialize=(Custom(_apostle_pay_prepare, "apostle"),) + plan_step(*APOSTLE),
     disenchant=plan_step(*APOSTLE), data={"plan": APOSTLE},
     summary="Apostle: on deploy may pay 1 vigor to prepare; on deploy and disenchant enact the Plan "
             "(unavoidable 2/2 attacks at odd or even ranges with a deck-disrupting rider), then prepare.")

card("07-shinra-o-s-1", on_play=(Custom(_seal_from_opp_played, "seal"),),
     summary="Shake the Mind: seal a card of the opponent's played pile for good.")

TOTALITY = ((Custom(_totality_divine, "totality"),), (Custom(_totality_devious, "strip"),))
card("07-shinra-o-s-2", on_play=plan_step(*TOTALITY), data={"plan": TOTALITY},
     summary="Infer the Totality: enact the Plan (Divine: freely use an enhancement from your played pile "
             "or used Specials, Throughout ends the phase; Devious: strip a normal opp enhancement), prepare.")

card("07-shinra-o-s-3", ongoing=(SwapOwnAttacks(),),
     summary="Refute the World: your attacks swap their Aura and Life damage (before +/-).")

card("07-shinra-A1-s-3", flags=("no_reactions",), after=(Custom(_scripture, "scripture"),),
     summary="Interpret the Scripture: after attack move any hand / face-down cards to the played pile, "
             "enact the Plans of played-pile cards in any order, then prepare.")

card("07-shinra-o-s-4", initialize=(Arrow("shadow", "life", 2),), ongoing=(ProveWatch(),),
     disenchant=(Lose(),),
     summary="Prove the Nature: Shadow to your Life 2; your other enhancements' disenchant deals 1 life "
             "damage to the opponent; you lose when it is disenchanted.")


