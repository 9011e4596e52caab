"""Card effects of Innealra (イヌルノルニル), forms O1 Iniru Inuru (past), O2 Iniru Mahiru (present) and O3 Iniru
Akuru (future), season na-s10-2, written in the engine's DSL, with her additional rules.

Sources. Our rules files predate Innealra. Her additional rules are section 24 of the newer official CR as
translated in GitHub WitchSand/furuyoni-rules, ``content/rules/zh-Hans/02-additional-rules.md`` (source version
1.14.1, revision 2025-04-25); we number them "MR 24-n" after that text. Card facts and the Japanese card texts
(the most reliable reading) come from ``furuyoni-data/cards.json``; its ``textZhAdditional`` only says a fate
can be clicked to move it to the unseen fate (an app hint, no rule).

Additional rules as implemented here:
- MR 24-1 setup: the host's fate cards F-1, F-2, F-3, F-4 of her form go to Past, Present, Future and the unseen
  fate. The fate cards (and their twisted backs, the ``-f-Na`` ids) are built as Extra cards of the form
  (catalogue ``extra_cards``); they stay in the host's ＜Extra＞ zone and the fate positions are kept in
  ``st.marks[("inn_fate", p)] = (past, present, future, unseen)`` (uids of the F-1..F-4 cards; before the first
  change the setup order is read from the zone). Decision: the ＜Fate＞ zone (MR 24-3) is this mark, not an
  engine zone (nothing but Innealra's own rules reads it; no other megami's effect can choose a fate card).
- MR 24-2 fate cards; 24-2-2-2 twisted fate: a fate card turned over shows its ``-a`` back. While
  イニルノルニル・アザナエル (26-innealra-o-s-4) is deployed the fates are "led to twisted fates" (MR 24-8):
  :func:`twisted` reads that at the moment a fate resolves (turning over is instantaneous in 24-8, so reading
  it at resolution is the same thing).
- MR 24-4 ＜Lost＞: one shared token place ``LOST_TOKENS`` (engine constant, place 15), counted in token
  conservation. MR 24-5-1 "Lost X" = tokens there.
- MR 24-6 resonate (共鳴): resolve the fate at the host's position (O1 past, O2 present, O3 future), then move
  that fate to the unseen fate (24-7). :func:`resonate`.
- MR 24-7 moving a fate to the unseen fate: :func:`move_to_unseen` (the 5 steps, exactly).
- MR 24-9 (1): at the start of the host's main phase, if the hand holds exactly 3 cards, resonate "by the
  rules"; not in the host's first turn (turns 1 and 2 of the game are each player's first turn).
- MR 24-9 (2): the host's opponent, when they use a card with a subtype (Reaction / Throughout) "in the usual
  way" (not by an effect: MODE_EFFECT excluded), may after it resolved move the host's past fate to the unseen
  fate. "After it resolved" is the unlogged core event ``card_resolved`` (new, general; see below).

Rulings and decisions (with sources):
- "ルールによる共鳴" (O3 fates): a resonance by MR 24-9 (1); every other resonance is by a card. JP text.
- "この《攻撃》が対応されたならば" (n-3 spears): a Reaction card was played against the attack (CR 9-4 i); then the
  opponent chooses the branch. JP text.
- "他のメガミのカードを使用している" (n-2): the host used (played, any mode) a card whose megami is not
  Innealra this turn (CR 10-15). JP text.
- 雨露霜雪 (n-5): the past, present and future fates resolve in that order without moving (printed reminder).
  The "in the past" conditions read the fate's position at that moment. JP text.
- かえりみ (O1 F-1) "もう1回行う": the whole text is done once more (the attack ban again changes nothing).
- うらみ (O1 F-3) "そうした場合": the life damage was dealt (1 token moved). When no Reaction card is in hand the
  hand is revealed (CR 10-24, ``reveal_hand``).
- Cost to ＜Lost＞ (O3 S-1, O3 S-2): the Cost is paid as usual (Flare -> Shadow, CR 9-3) and the same number of
  tokens moves at once from Shadow to Lost, before the card resolves: tokens are not told apart, so this is the
  printed replacement.
- 脆き意志 (O2 N-6): tokens that entered the opponent's Aura by anything but the Recover basic action are moved
  from that Aura onto the card right away (the replacement done as an immediate correction; a token that could
  not enter a full Aura is not redirected - our approximation). Forward is told from Recover by the Distance
  notification that precedes it.
- イニルノルニル・アザナエル "【使用済】このカードは使用できない": a used Special cannot be played anyway (CR 9-2);
  no effect in this engine.
- アイリアス・アルアス (O3 S-2) "使用するに際し、間合から桜花結晶を納めてもよい": when its Charge tokens are put on it
  (CR 9-2-3 iii), its player first chooses how many (0..Charge) come from Distance, the rest from Aura / Shadow
  as usual (host rule of O3 replacing ``enhancement_charge``). JP text.
- スナハイド・ドウズレド (O2 S-2): also when it is deployed as a Reaction, the attack it answers gets -1/+0 and,
  once resolved, its attacker takes 1 Aura damage (the host rule notes every attack's attacker). JP text.
- クレーニャ・アンニャ (O3 S-3) Devoted: at the start of every start phase (either player's), attack 0-10 1/1
  unavoidable whose damage goes to Lost, then the card is removed from the game (CR 10-18).

- イヤルカス・シラマカス (O1 S-2) "damage is not added to from its original values (substitution, exchange still
  happen)": the net addition to each damage value is dropped when positive, a net reduction stays (general attack
  flag ``NO_DAMAGE_INCREASE`` in ``engine/attack.py``). Decision from the JP text and its reminder.
- イム・クレナズム (O1 S-3): implemented as a replacement of the opponent's reshuffle (CR 10-30): the same steps
  (CR 9-8: life damage when by the rules, face-down pile into the deck, shuffle) with the played pile left out;
  then this card is removed from the game (CR 10-18).

``sim.specs.implemented_megami`` lists Innealra by her base code; a study with ``--megami all`` plays each of her
three forms (``sim.specs.playable_forms``: she has no original form to stand for the others).

Mechanic counters (engine.telemetry): ``resonance`` (by a card, MR 24-6; decision use: the spear's "resonate"),
``resonance_rule`` (MR 24-9), ``past_to_unseen`` (by the host's card, MR 24-7; decision uses: the spear's branch and
"you may move the past fate"), ``fate_disrupted`` (the opponent's MR 24-9 option, credited to the host's side) and
``twisted_fate`` (a fate resolved twisted, MR 24-8; decision use: deploying Azanael, the only way to twist the
fates).

Core changes this module needed (general, declared): constant ``LOST_TOKENS`` (place 15); FORBIDDABLE
``play_card`` for Normal cards (:class:`NoNormalCards`, checked in ``play.can_play``); unlogged event ``("card_resolved", player, uid)`` at the
start of ``play._finish_play``; attack flag ``NO_DAMAGE_INCREASE`` read in ``attack.attack_values``.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards.damage_to import DamageTo, always
from sakura_lab.cards.mechanics import plays_card
from sakura_lab.engine import api as S
from sakura_lab.engine.abilities import replaced
from sakura_lab.engine.attack import NO_DAMAGE_INCREASE
from sakura_lab.engine.cardbase import Ability, AttackAcc
from sakura_lab.engine.constants import (
    AURA,
    BACKWARD,
    CARD_BASE,
    D_CARD,
    D_CHARGE,
    D_CHOOSE,
    D_MAY,
    DECK,
    DEVOTED,
    DISCARD,
    DIST,
    ENHANCE,
    EXTRA,
    FLARE,
    FOCUS,
    FORWARD,
    HAND,
    LIFE,
    LOST_TOKENS,
    MODE_EFFECT,
    PLAYED,
    REACTION,
    RECOVER,
    SHADOW,
    SPECIAL,
    THROUGHOUT,
)
from sakura_lab.engine.dsl import (
    Arrow,
    AttackMod,
    BasicActions,
    Custom,
    Flinch,
    Forbid,
    GainVigor,
    GlobalAttackMod,
    If,
    MakeAttack,
    Node,
    Not_,
    Resurgence,
    SingleDamage,
    TokensInsteadTo,
    TurnEffect,
    card,
    distance_at_most,
    place,
    rng,
    selectable_by_effect,
)
from sakura_lab.engine.hostrules import register_host_rules, rule_player
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "innealra"
LOST = LOST_TOKENS
PAST, PRESENT, FUTURE, UNSEEN = 0, 1, 2, 3
FORM_POS: dict[str, int] = {"innealra-o1": PAST, "innealra-o2": PRESENT, "innealra-o3": FUTURE}
AZANAEL = "26-innealra-o-s-4"


# ====================================================================== telemetry
def _uses_choice(label: str) -> Any:
    def uses(view: Any, d: Any, opt: Any) -> bool:
        return (d.kind == D_CHOOSE and opt == label and isinstance(d.context, tuple) and "inn_spear" in d.context) \
            or (d.kind == D_MAY and opt is True and d.context == f"inn_{label}")
    return uses


register_mechanic(MEGAMI, "resonance", "a resonance by a card: the host's fate resolved and moved (MR 24-6)",
                  "MR 24-6", uses=_uses_choice("resonate"))
register_mechanic(MEGAMI, "resonance_rule", "a resonance by the rules at the main phase with 3 cards (MR 24-9)",
                  "MR 24-9")
register_mechanic(MEGAMI, "past_to_unseen", "the host moved her past fate to the unseen fate by a card (MR 24-7)",
                  "MR 24-7", uses=_uses_choice("past_away"))
def _uses_disrupt(view: Any, d: Any, opt: Any) -> bool:
    return d.kind == D_MAY and opt is True and d.context == "inn_disrupt"


register_mechanic(MEGAMI, "fate_disrupted", "the host's opponent moved her past fate away after a subtype card "
                  "(MR 24-9, credited to the host's side)", "MR 24-9", uses=_uses_disrupt)
register_mechanic(MEGAMI, "twisted_fate", "a twisted fate resolved (Azanael deployed, MR 24-8)", "MR 24-8",
                  uses=plays_card(lambda cd: cd.id == AZANAEL))


# ====================================================================== fate zone (MR 24-1, 24-3, 24-7)
def host_form(st: GameState, p: int) -> str | None:
    for f in st.hosts[p]:
        if f in FORM_POS:
            return f
    return None


def fate_slots(st: GameState, p: int) -> tuple[int, int, int, int]:
    """(past, present, future, unseen) fate card uids of ``p`` (-1: none / not a host)."""
    v = st.marks.get(("inn_fate", p))
    if v is not None:
        return v  # type: ignore[no-any-return]
    form = host_form(st, p)
    if form is None:
        return (-1, -1, -1, -1)
    prefix = f"26-{form}-f-"
    found = [-1, -1, -1, -1]
    for u in st.zones[p][EXTRA]:
        cid = st.cards[u].id
        if cid.startswith(prefix) and not cid.endswith("a"):
            k = int(cid[len(prefix):]) - 1
            if 0 <= k < 4 and found[k] < 0:
                found[k] = u
    return (found[0], found[1], found[2], found[3])


def move_to_unseen(st: GameState, p: int, uid: int) -> None:
    """MR 24-7: move fate ``uid`` to the unseen fate; the others shift (steps 1-5)."""
    slots = list(fate_slots(st, p))
    if uid < 0 or uid not in slots or slots[UNSEEN] == uid:
        return
    old_unseen = slots[UNSEEN]  # 1
    slots[slots.index(uid)] = -1
    slots[UNSEEN] = uid  # 2
    if slots[PAST] < 0:  # 3
        slots[PAST], slots[PRESENT] = slots[PRESENT], -1
    if slots[PRESENT] < 0:  # 4
        slots[PRESENT], slots[FUTURE] = slots[FUTURE], -1
    slots[FUTURE] = old_unseen  # 5
    st.marks[("inn_fate", p)] = (slots[0], slots[1], slots[2], slots[3])
    if st.record:
        st.log("fate_unseen", p, uid)


def past_to_unseen(st: GameState, p: int) -> None:
    """"Move the past fate to the unseen fate"."""
    move_to_unseen(st, p, fate_slots(st, p)[PAST])


def twisted(st: GameState, p: int) -> bool:
    """MR 24-8: while Azanael is deployed, ``p``'s fates are twisted."""
    return any(st.cards[u].id == AZANAEL for u in st.zones[p][ENHANCE])


def _twisted_uid(st: GameState, p: int, uid: int) -> int:
    want = st.cards[uid].id + "a"
    for u in st.zones[p][EXTRA]:
        if st.cards[u].id == want:
            return u
    return uid


def resolve_fate(st: GameState, p: int, uid: int, by_rules: bool) -> None:
    """Resolve the effect of fate ``uid`` of ``p`` (its twisted back while twisted, MR 24-8)."""
    if uid < 0:
        return
    eff = uid
    if twisted(st, p):
        eff = _twisted_uid(st, p, uid)
        if eff != uid:
            count(st, p, "twisted_fate")
    if st.record:
        st.log("fate", p, eff, fate_slots(st, p).index(uid))
    S.push(st, _by_rules_end, p)
    S.push_nodes(st, st.cards[eff].script.on_play, Ctx(p, uid))
    S.push(st, _by_rules_begin, p, by_rules)


def _by_rules_begin(st: GameState, p: int, by_rules: bool) -> None:
    st.marks[("inn_by_rules", p)] = st.marks.get(("inn_by_rules", p), ()) + (by_rules,)


def _by_rules_end(st: GameState, p: int) -> None:
    v = st.marks.get(("inn_by_rules", p), ())[:-1]
    if v:
        st.marks[("inn_by_rules", p)] = v
    else:
        st.marks.pop(("inn_by_rules", p), None)


def resonate(st: GameState, p: int, by_rules: bool = False) -> None:
    """MR 24-6: resolve the fate at the host's position, then move it to the unseen fate."""
    form = host_form(st, p)
    if form is None:
        return
    uid = fate_slots(st, p)[FORM_POS[form]]
    if uid < 0:
        return
    key = ("turn", "inn_res", p)
    st.marks[key] = st.marks.get(key, 0) + 1
    count(st, p, "resonance_rule" if by_rules else "resonance")
    S.push(st, move_to_unseen, p, uid)  # step 2
    resolve_fate(st, p, uid, by_rules)  # step 1


def resonances(st: GameState, p: int) -> int:
    return int(st.marks.get(("turn", "inn_res", p), 0))


class Resonate(Node):
    """"共鳴する" (MR 24-6)."""

    __slots__ = ()

    def run(self, st: GameState, ctx: Ctx) -> None:
        resonate(st, ctx.player)


RESONATE = Resonate()


class MayPastAway(Node):
    """"過去の運命をまだ見ぬ運命へと動かしてもよい"."""

    __slots__ = ()

    def run(self, st: GameState, ctx: Ctx) -> None:
        if fate_slots(st, ctx.player)[PAST] < 0:
            return
        S.ask(st, ctx.player, D_MAY, (False, True), _may_past_answer, ctx.player, auto_single=False,
              context="inn_past_away")


def _may_past_answer(st: GameState, yes: bool, p: int) -> None:
    if yes:
        count(st, p, "past_to_unseen")
        past_to_unseen(st, p)


MAY_PAST_AWAY = MayPastAway()


# ====================================================================== conditions
def RESONATED(st: GameState, ctx: Ctx) -> bool:  # noqa: N802
    return resonances(st, ctx.player) >= 1


def RESONATED_TWICE(st: GameState, ctx: Ctx) -> bool:  # noqa: N802
    return resonances(st, ctx.player) >= 2


def OTHER_USED(st: GameState, ctx: Ctx) -> bool:  # noqa: N802
    return bool(st.marks.get(("turn", "inn_other", ctx.player)))


def NORMAL_USED(st: GameState, ctx: Ctx) -> bool:  # noqa: N802
    return bool(st.marks.get(("turn", "inn_normal", ctx.player)))


def BASIC_DONE(st: GameState, ctx: Ctx) -> bool:  # noqa: N802
    return bool(st.marks.get(("turn", "inn_basic", ctx.player)))


def IN_PAST(st: GameState, ctx: Ctx) -> bool:  # noqa: N802
    return ctx.card >= 0 and fate_slots(st, ctx.player)[PAST] == ctx.card


def BY_RULES(st: GameState, ctx: Ctx) -> bool:  # noqa: N802
    v = st.marks.get(("inn_by_rules", ctx.player), ())
    return bool(v) and bool(v[-1])


def distance_at_least(n: int) -> Any:
    def cond(st: GameState, ctx: Ctx) -> bool:
        return S.current_distance(st) >= n
    return cond


# ====================================================================== nodes with ＜Lost＞
def lplace(st: GameState, ctx: Ctx, name: str) -> int:
    return LOST if name == "lost" else place(st, ctx, name)


class LArrow(Node):
    """An arrow that may name ＜Lost＞ (MR 24-4); returns nothing, moves as many as possible (CR 10-1)."""

    __slots__ = ("src", "dst", "n")

    def __init__(self, src: str, dst: str, n: int) -> None:
        self.src, self.dst, self.n = src, dst, n

    def run(self, st: GameState, ctx: Ctx) -> None:
        S.move_tokens(st, lplace(st, ctx, self.src), lplace(st, ctx, self.dst), self.n, arrow_player=ctx.player,
                      cause="arrow")


class NoBasic(Ability):
    """"This turn you cannot perform basic actions [X, Y]"."""

    __slots__ = ("actions",)

    def __init__(self, actions: tuple[str, ...] | None) -> None:
        self.actions = actions

    def forbids(self, st: GameState, src: int, what: str, player: int, detail: Any) -> bool:
        return what == "basic_action" and (self.actions is None or detail in self.actions)


# ====================================================================== normal cards
N1 = "26-innealra-o-n-1"
card(N1, after=(RESONATE,), summary="After Attack: resonate.")

card("26-innealra-o1-n-2", attack_statics=(AttackMod(RESONATED, life=1), AttackMod(OTHER_USED, far=2)),
     summary="+0/+1 if you resonated this turn; far +2 if you used another megami's card this turn.")
card("26-innealra-o2-n-2", attack_statics=(AttackMod(RESONATED, life=1), AttackMod(OTHER_USED, life=1)),
     summary="+0/+1 if you resonated this turn; +0/+1 more if you used another megami's card this turn.")
card("26-innealra-o3-n-2", attack_statics=(AttackMod(RESONATED, aura=1), DamageTo(OTHER_USED, LOST, LOST)),
     summary="+1/+0 if you resonated this turn; its damage goes to Lost if you used another megami's card.")


def _spear_choice(st: GameState, ctx: Ctx) -> None:
    reacted = bool(st.marks.get(("turn", "inn_reacted", ctx.attack)))
    chooser = 1 - ctx.player if reacted else ctx.player
    labels = ("resonate", "past_away")
    S.ask(st, chooser, D_CHOOSE, labels, _spear_answer, ctx, auto_single=False, context=labels + ("inn_spear",))


def _spear_answer(st: GameState, label: str, ctx: Ctx) -> None:
    if label == "resonate":
        resonate(st, ctx.player)
    else:
        count(st, ctx.player, "past_to_unseen")
        past_to_unseen(st, ctx.player)


SPEAR_CHOICE = Custom(_spear_choice, "resonate or past fate away")
for _cid in ("26-innealra-o1-n-3", "26-innealra-o2-n-3", "26-innealra-o3-n-3"):
    card(_cid, after=(SPEAR_CHOICE,), summary="After Attack: resonate, or move the past fate to the unseen fate "
                                              "(the opponent chooses if this attack was reacted to).")

card("26-innealra-o1-n-4", on_play=(Flinch("opp"), RESONATE), summary="Opponent flinches; resonate.")
card("26-innealra-o2-n-4", on_play=(BasicActions(1, only=(RECOVER, BACKWARD)), RESONATE),
     summary="Up to one Recover or Backward; resonate.")
card("26-innealra-o3-n-4", on_play=(BasicActions(1, only=(FOCUS, FORWARD)), RESONATE),
     summary="Up to one Focus or Forward; resonate.")


def _all_fates(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    slots = fate_slots(st, p)
    for pos in (FUTURE, PRESENT, PAST):  # pushed last = resolved first: past, present, future
        resolve_fate(st, p, slots[pos], False)


card("26-innealra-o-n-5", on_play=(BasicActions(1), Custom(_all_fates, "past, present, future fates")),
     summary="Throughout: up to one basic action; resolve the past, present and future fates (no resonance).")


def _opp_to_played(st: GameState, ctx: Ctx) -> None:
    q = 1 - ctx.player
    cands = [u for u in st.zones[q][HAND] if selectable_by_effect(st, u, ctx.player)] + list(st.zones[q][DISCARD])
    if cands:
        S.ask(st, q, D_CARD, cands, _to_played, context="inn_to_played")


def _to_played(st: GameState, uid: int) -> None:
    S.move_card(st, uid, PLAYED)


OPP_TO_PLAYED = Custom(_opp_to_played, "opponent: a face-down or hand card to the played pile")
card("26-innealra-o1-n-6", initialize=(OPP_TO_PLAYED,), disenchant=(OPP_TO_PLAYED,),
     summary="Initialize / Disenchant: the opponent puts a card of their face-down pile or hand on their "
             "played pile.")


class Brittle(Ability):
    """脆き意志 (O2 N-6): tokens entering the opponent's Aura other than by Recover go onto this card; after
    the opponent's Recover, 1 token of this card goes to Shadow."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        k = ev[0]
        q = 1 - st.owner[src]
        if k == "tokens_from_distance":
            if ev[2] == AURA + q:
                st.marks[("inn_from_dist", src)] = True
        elif k == "aura_changed":
            from_dist = st.marks.pop(("inn_from_dist", src), False)
            if ev[1] != q or ev[3] <= ev[2] or ev[4] == "inn_brittle":
                return
            if ev[4] == "basic" and not from_dist:  # Recover: Shadow -> Aura
                return
            S.move_tokens(st, AURA + q, CARD_BASE + src, ev[3] - ev[2], cause="inn_brittle")
        elif k == "basic_action" and ev[1] == q and ev[2] == RECOVER:
            S.queue_trigger(st, ("brittle", st.cards[src].id), _brittle_decay, src)


def _brittle_decay(st: GameState, src: int) -> None:
    if st.loc[src] == ENHANCE:
        S.move_tokens(st, CARD_BASE + src, SHADOW, 1, cause="effect")


card("26-innealra-o2-n-6", ongoing=(Brittle(),),
     summary="Ongoing: tokens entering the opponent's Aura except by Recover go onto this card; after their "
             "Recover, 1 token from it to Shadow.")
card("26-innealra-o3-n-6", initialize=(MAY_PAST_AWAY,), disenchant=(MAY_PAST_AWAY,), ongoing=(TokensInsteadTo(LOST),),
     summary="Initialize / Disenchant: may move the past fate to the unseen fate; its tokens go to Lost instead "
             "of Shadow.")
card("26-innealra-o-n-7", initialize=(Arrow("shadow", "aura", 1),), disenchant=(MAY_PAST_AWAY,),
     summary="Reaction enhancement: Initialize Shadow -> Aura 1; Disenchant: may move the past fate away.")


# ====================================================================== special cards
class CostToLost(Ability):
    """Forced text "the tokens paid for this card's Cost go to Lost instead of Shadow": done by the host rule
    (:class:`InnealraRules`) when the card is played; the text itself changes no hook."""

    __slots__ = ()


COST_TO_LOST = CostToLost()

class SpearSarabael(Ability):
    """O1 S-1: near X (opponent's used Specials), far Y (cards in the opponent's played pile)."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        q = 1 - atk.player
        acc.near_expand += sum(1 for u in st.zones[q][SPECIAL] if st.cstate[u] == DEVOTED)
        acc.far_expand += len(st.zones[q][PLAYED])


card("26-innealra-o1-s-1", attack_statics=(SpearSarabael(),), devoted=(Resurgence(RESONATED_TWICE),),
     summary="Near +X (opponent's used Specials), far +Y (opponent's played pile); Resurgence: resonated twice.")
card("26-innealra-o2-s-1", vanilla=True, summary="5-10, 4/4.")
card("26-innealra-o3-s-1", devoted=(Resurgence(RESONATED_TWICE),), forced=(COST_TO_LOST,),
     summary="Its Cost goes to Lost; Resurgence: resonated twice this turn.")


def _opp_attack(st: GameState, src: int, atk: Attack) -> bool:
    return atk.player != st.owner[src]


card("26-innealra-o1-s-2", ongoing=(GlobalAttackMod(_opp_attack, flags=(NO_DAMAGE_INCREASE,)),),
     summary="Reaction enhancement; Ongoing: the opponent's attacks get no damage increases (substitutions and "
             "exchanges still apply).")


class ImCrenasm(Ability):
    """イム・クレナズム Devoted: the opponent's reshuffle leaves their played pile alone (the cards there do not move);
    after that reshuffle this card is removed from the game (CR 10-18)."""

    __slots__ = ()
    replaces = frozenset({"reshuffle"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        q, by_rules = args
        if q == st.owner[src]:
            return False
        from sakura_lab.engine.general import remove_from_game

        S.push(st, remove_from_game, src)
        S.push(st, _reshuffle_face_down_only, q)
        if by_rules:  # CR 9-8 i
            S.push(st, _reshuffle_damage, q)
        S.emit(st, "before_reshuffle", q)
        return True


def _reshuffle_damage(st: GameState, q: int) -> None:
    if replaced(st, "reshuffle_damage", q):
        return
    S.damage_life(st, q, 1, "reshuffle", -1)


def _reshuffle_face_down_only(st: GameState, q: int) -> None:
    """The reshuffle's card step (CR 9-8) with the played pile left out."""
    for u in list(st.zones[q][DISCARD]):
        if st.cards[u].is_normal:
            S.move_card(st, u, DECK, top=False)
    S.shuffle_deck(st, q)
    if st.record:
        st.log("reshuffle", q)
    S.emit(st, "reshuffled", q)


card("26-innealra-o1-s-3", devoted=(ImCrenasm(),),
     summary="Action; Devoted: the opponent's played pile does not move in their reshuffle; after it, this card "
             "is removed.")


class AfterOppAttack(Ability):
    """スナハイド・ドウズレド: after each of the opponent's attacks, 1 damage to their Aura."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        # the attacker of every attack is noted by the host rule (this card may be deployed as a Reaction,
        # after the attack was made)
        if ev[0] == "attack_resolved" and st.marks.get(("turn", "inn_atk", ev[1])) == 1 - st.owner[src]:
            S.queue_trigger(st, ("snathaid", st.cards[src].id), _aura_damage, st.owner[src])


def _aura_damage(st: GameState, p: int) -> None:
    S.push_single_damage(st, 1 - p, "aura", 1)


card("26-innealra-o2-s-2", ongoing=(GlobalAttackMod(_opp_attack, aura=-1), AfterOppAttack()),
     summary="Ongoing: the opponent's attacks -1/+0; after each, 1 damage to their Aura.")


class ChargeFromDistance(Ability):
    """Host rule (O3): アイリアス・アルアス may take its Charge tokens from Distance (card text)."""

    __slots__ = ()
    replaces = frozenset({"enhancement_charge"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        player, uid = args
        if st.cards[uid].id != "26-innealra-o3-s-2" or rule_player(src) != player:
            return False
        c = S.card_charge(st, uid)
        hi = min(c, S.free_tokens(st, DIST))
        S.ask(st, player, D_CHOOSE, tuple(("from_distance", k) for k in range(hi + 1)), _charge_dist, player, uid, c,
              auto_single=True, context="inn_charge_distance")
        return True


def _charge_dist(st: GameState, ans: tuple, player: int, uid: int, c: int) -> None:
    k = ans[1]
    S.move_tokens(st, DIST, CARD_BASE + uid, k, cause="charge")
    rest = c - k
    a = st.tok[AURA + player]
    s = st.tok[SHADOW]
    total = min(rest, a + s)
    lo = max(0, total - s)
    hi = min(total, a)
    S.ask(st, player, D_CHARGE, [("aura", j) for j in range(lo, hi + 1)], _charge_rest, player, uid, total,
          context=(uid, rest))


def _charge_rest(st: GameState, ans: tuple, player: int, uid: int, total: int) -> None:
    j = ans[1]
    S.move_tokens(st, AURA + player, CARD_BASE + uid, j, cause="charge")
    S.move_tokens(st, SHADOW, CARD_BASE + uid, total - j, cause="charge")


card("26-innealra-o3-s-2", forced=(COST_TO_LOST,),
     summary="Reaction enhancement: its Cost goes to Lost; its Charge may come from Distance.")

_A2D = (DamageTo(always, DIST, FLARE + 0), DamageTo(always, DIST, FLARE + 1))


class AuraDamageToDistance(Ability):
    """シキリス・ホリス: the Aura damage of this attack moves tokens to Distance (Life damage as usual)."""

    __slots__ = ()
    replaces = frozenset({"attack_damage"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        atk: Attack = args[0]
        return _A2D[1 - atk.player].replace(st, src, what, args)


card("26-innealra-o2-s-3", attack_statics=(AuraDamageToDistance(),), devoted=(Resurgence(RESONATED_TWICE),),
     summary="Its Aura damage goes to Distance; Resurgence: resonated twice this turn.")


def _aura_lost(st: GameState, ctx: Ctx) -> None:
    S.ask(st, ctx.player, D_CHOOSE, (("aura", "lost"), ("lost", "aura")), _aura_lost_answer, ctx,
          auto_single=False, context="inn_aura_lost")


def _aura_lost_answer(st: GameState, ans: tuple, ctx: Ctx) -> None:
    S.move_tokens(st, lplace(st, ctx, ans[0]), lplace(st, ctx, ans[1]), 1, arrow_player=ctx.player, cause="arrow")


_LOST_DAMAGE = DamageTo(always, LOST, LOST)


class CruinneStart(Ability):
    """クレーニャ・アンニャ Devoted: at the start of each start phase, attack 0-10 1/1 unavoidable (damage to Lost),
    then remove this card."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "start_phase":
            S.queue_trigger(st, ("cruinne", st.cards[src].id), _cruinne_attack, src)


def _cruinne_attack(st: GameState, src: int) -> None:
    if st.loc[src] != SPECIAL or st.cstate[src] != DEVOTED:
        return
    from sakura_lab.engine.general import remove_from_game

    S.push(st, remove_from_game, src)
    S.make_effect_attack(st, Ctx(st.owner[src], src), rng(0, 10), 1, 1, (), (_LOST_DAMAGE,),
                         frozenset({"unavoidable"}))


card("26-innealra-o3-s-3", on_play=(MAY_PAST_AWAY, Custom(_aura_lost, "aura <-> lost 1")), devoted=(CruinneStart(),),
     summary="May move the past fate away; Aura <-> Lost 1; Devoted: start-phase attack 0-10 1/1 to Lost, "
             "then removed.")


def _azanael_init(st: GameState, ctx: Ctx) -> None:
    _azanael_step(st, ctx, 0)


def _azanael_step(st: GameState, ctx: Ctx, n: int) -> None:
    hand = [u for u in st.zones[ctx.player][HAND] if not st.cards[u].script.undiscardable]
    if not hand:
        if n:
            S.push_nodes(st, (BasicActions(n),), ctx)
        return
    S.ask(st, ctx.player, D_CARD, ["stop"] + hand, _azanael_answer, ctx, n, context="inn_azanael")


def _azanael_answer(st: GameState, ans: Any, ctx: Ctx, n: int) -> None:
    if ans == "stop":
        if n:
            S.push_nodes(st, (BasicActions(n),), ctx)
        return
    S.move_card(st, ans, DISCARD)
    _azanael_step(st, ctx, n + 1)


card(AZANAEL, initialize=(Custom(_azanael_init, "hand cards face down, that many basic actions"),),
     summary="Throughout enhancement: put any hand cards face down, up to that many basic actions; Ongoing: "
             "your fates are twisted (MR 24-8).")


# ====================================================================== fate cards (MR 24-2)
def _discard_reaction(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    reactions = [u for u in st.zones[p][HAND] if S.card_of(st, u).subtype == REACTION]
    if not reactions:
        from sakura_lab.engine.general import reveal_hand

        reveal_hand(st, p)
        return
    S.ask(st, p, D_CARD, reactions, _to_played, context="inn_discard_reaction")


def _urami(st: GameState, ctx: Ctx) -> None:
    if not IN_PAST(st, ctx):
        return
    before = st.tok[LIFE + 1 - ctx.player]
    S.push(st, _urami_then, ctx, before)
    S.push_single_damage(st, 1 - ctx.player, "life", 1)


def _urami_then(st: GameState, ctx: Ctx, before: int) -> None:
    if st.tok[LIFE + 1 - ctx.player] < before:
        _discard_reaction(st, ctx)


def _mill_both(st: GameState, ctx: Ctx) -> None:
    for p in (ctx.player, 1 - ctx.player):
        deck = st.zones[p][DECK]
        if deck:
            S.move_card(st, deck[0], DISCARD)


KAERIMI = (TurnEffect(Forbid("attack")), If(distance_at_most(5), Arrow("opp_aura", "dist", 1)))
card("26-innealra-o1-f-1", on_play=KAERIMI + (If(IN_PAST, *KAERIMI),),
     summary="Fate: no attacks this turn; if distance <= 5, opp Aura -> Distance 1; twice if in the past.")
class NoNormalCards(Ability):
    """Turn effect: its player cannot use (play) Normal cards (the forbid ``play_card`` for a Normal card)."""

    __slots__ = ()

    def forbids(self, st: GameState, src: int, what: str, player: int, detail: Any) -> bool:
        return what == "play_card" and isinstance(detail, int) and detail >= 0 and S.card_of(st, detail).is_normal


card("26-innealra-o1-f-1a", on_play=(TurnEffect(NoNormalCards()), SingleDamage("life", 1)),
     summary="Twisted fate: you cannot use Normal cards this turn; 1 damage to the opponent's Life.")
card("26-innealra-o1-f-2", on_play=(TurnEffect(NoBasic((FORWARD, BACKWARD))), Arrow("opp_flare", "opp_aura", 1)),
     summary="Fate: no Forward / Backward this turn; opp Flare -> opp Aura 1.")
card("26-innealra-o1-f-2a", on_play=(TurnEffect(NoBasic(None)), SingleDamage("life", 1)),
     summary="Twisted fate: no basic actions this turn; 1 damage to the opponent's Life.")
card("26-innealra-o1-f-3", on_play=(Custom(_urami, "past: life damage, then a Reaction discarded"),),
     summary="Fate: if in the past, 1 damage to the opponent's Life; then discard a Reaction from hand or reveal "
             "your hand.")
card("26-innealra-o1-f-3a", on_play=(If(Not_(NORMAL_USED), SingleDamage("life", 1)),),
     summary="Twisted fate: if you used no Normal card this turn, 1 damage to the opponent's Life.")
MILL = Custom(_mill_both, "top cards face down")
card("26-innealra-o1-f-4", on_play=(MILL, If(IN_PAST, MILL)),
     summary="Fate: the top card of both decks face down; twice if in the past.")
card("26-innealra-o1-f-4a", on_play=(If(Not_(BASIC_DONE), SingleDamage("life", 1)),),
     summary="Twisted fate: if you performed no basic action this turn, 1 damage to the opponent's Life.")


def _tomadoi(st: GameState, ctx: Ctx) -> None:
    q = 1 - ctx.player
    n = 2 if st.tok[AURA + q] >= 5 else 1
    S.move_tokens(st, AURA + q, FLARE + q, n, arrow_player=ctx.player, cause="arrow")


card("26-innealra-o2-f-1", on_play=(Custom(_tomadoi, "opp Aura -> opp Flare 1 (2)"),),
     summary="Fate: opp Aura -> opp Flare 1, 2 if their Aura is 5 or more.")
card("26-innealra-o2-f-1a", on_play=(Arrow("opp_aura", "flare", 2),),
     summary="Twisted fate: opp Aura -> your Flare 2.")
card("26-innealra-o2-f-2", on_play=(If(distance_at_least(5), Arrow("dist", "shadow", 2),
                                       otherwise=(If(distance_at_most(3), Arrow("shadow", "dist", 2)),)),),
     summary="Fate: distance 5+: Distance -> Shadow 2; distance 3-: Shadow -> Distance 2.")


def _utsuroi_twisted(st: GameState, ctx: Ctx) -> None:
    opts = tuple(("dist", "shadow", k) for k in range(4)) + tuple(("shadow", "dist", k) for k in range(1, 4))
    S.ask(st, ctx.player, D_CHOOSE, opts, _utsuroi_answer, ctx, auto_single=False, context="inn_distance_shadow")


def _utsuroi_answer(st: GameState, ans: tuple, ctx: Ctx) -> None:
    if ans[2]:
        Arrow(ans[0], ans[1], ans[2]).run(st, ctx)


card("26-innealra-o2-f-2a", on_play=(Custom(_utsuroi_twisted, "Distance <-> Shadow up to 3"),),
     summary="Twisted fate: Distance <-> Shadow 3, or fewer.")
card("26-innealra-o2-f-3", on_play=(Flinch("self"), MakeAttack(rng(3, 5), 2, 2)),
     summary="Fate: you flinch; attack 3-5 2/2.")
card("26-innealra-o2-f-3a", on_play=(MakeAttack(rng(2, 5), 3, 2),), summary="Twisted fate: attack 2-5 3/2.")
card("26-innealra-o2-f-4", on_play=(Arrow("shadow", "aura", 2), Arrow("shadow", "opp_aura", 1)),
     summary="Fate: Shadow -> Aura 2, Shadow -> opp Aura 1.")
card("26-innealra-o2-f-4a", on_play=(Arrow("shadow", "aura", 3),), summary="Twisted fate: Shadow -> Aura 3.")


def _akogare(st: GameState, ctx: Ctx) -> None:
    k = S.move_tokens(st, LOST, SHADOW, 3, arrow_player=ctx.player, cause="arrow")
    S.make_effect_attack(st, ctx, rng(0, 3), k, 1)


def _akogare_twisted(st: GameState, ctx: Ctx) -> None:
    S.push_nodes(st, (LArrow("lost", "shadow", 99),), ctx)
    S.make_effect_attack(st, ctx, rng(0, st.tok[LOST]), 3, 5, (), (), frozenset({"no_reactions"}))


card("26-innealra-o3-f-1", on_play=(Custom(_akogare, "Lost -> Shadow 3, attack 0-3 X/1"),),
     summary="Fate: Lost -> Shadow 3; attack 0-3 X/1, X = tokens moved.")
card("26-innealra-o3-f-1a", on_play=(Custom(_akogare_twisted, "attack 0-Lost 3/5, Lost -> Shadow all"),),
     summary="Twisted fate: attack 0-X 3/5 no reactions (X = Lost); Lost -> Shadow all.")
card("26-innealra-o3-f-2", on_play=(If(BY_RULES, GainVigor(1), LArrow("aura", "lost", 1),
                                       otherwise=(Flinch("opp"), LArrow("lost", "shadow", 1))),),
     summary="Fate: by the rules: +1 vigor, Aura -> Lost 1; else opponent flinches, Lost -> Shadow 1.")
card("26-innealra-o3-f-2a", on_play=(LArrow("opp_life", "lost", 1),), summary="Twisted fate: opp Life -> Lost 1.")
card("26-innealra-o3-f-3", on_play=(If(BY_RULES, LArrow("dist", "lost", 1),
                                       otherwise=(LArrow("dist", "shadow", 1), LArrow("lost", "shadow", 1))),),
     summary="Fate: by the rules: Distance -> Lost 1; else Distance -> Shadow 1, Lost -> Shadow 1.")
card("26-innealra-o3-f-3a", on_play=(LArrow("dist", "lost", 1), LArrow("dist", "shadow", 1)),
     summary="Twisted fate: Distance -> Lost 1, Distance -> Shadow 1.")
card("26-innealra-o3-f-4", on_play=(If(BY_RULES, LArrow("shadow", "lost", 2), otherwise=(LArrow("shadow", "lost", 1),)),),
     summary="Fate: Shadow -> Lost 2 by the rules, else 1.")
card("26-innealra-o3-f-4a", on_play=(LArrow("opp_aura", "lost", 1), LArrow("opp_flare", "lost", 1)),
     summary="Twisted fate: opp Aura -> Lost 1, opp Flare -> Lost 1.")


# ====================================================================== host rules (MR 24-9)
class InnealraRules(Ability):
    """The host's rule effects (MR 24-9) and the per-turn facts her cards read."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        p = rule_player(src)
        k = ev[0]
        if k == "main_phase":
            if ev[1] == p and st.turn > 2 and len(st.zones[p][HAND]) == 3:
                S.queue_trigger(st, ("resonance_rule", p), resonate, p, True)
        elif k == "card_played":
            player, uid, mode, reacted = ev[1], ev[2], ev[3], ev[4]
            cd = S.card_of(st, uid)
            if player == p:
                if cd.megami != MEGAMI:
                    st.marks[("turn", "inn_other", p)] = True
                if not cd.is_special:
                    st.marks[("turn", "inn_normal", p)] = True
                if COST_TO_LOST in cd.script.forced:
                    paid = int(st.marks.get(("paid", uid), 0))
                    if paid:
                        S.move_tokens(st, SHADOW, LOST, paid, cause="cost")
            elif mode != MODE_EFFECT and cd.subtype in (REACTION, THROUGHOUT):
                st.marks[("inn_sub_play", uid)] = True
            if reacted >= 0 and player != p:
                st.marks[("turn", "inn_reacted", reacted)] = True
        elif k == "card_resolved":
            if ev[1] == 1 - p and st.marks.pop(("inn_sub_play", ev[2]), False) and fate_slots(st, p)[PAST] >= 0:
                S.queue_trigger(st, ("fate_disrupt", p), _ask_disrupt, p)
        elif k == "basic_action" and ev[1] == p:
            st.marks[("turn", "inn_basic", p)] = True
        elif k == "attack_made" and ev[1] != p:  # read by スナハイド・ドウズレド after the attack resolved
            st.marks[("turn", "inn_atk", ev[2])] = ev[1]


def _ask_disrupt(st: GameState, p: int) -> None:
    S.ask(st, 1 - p, D_MAY, (False, True), _disrupt_answer, p, auto_single=False, context="inn_disrupt")


def _disrupt_answer(st: GameState, yes: bool, p: int) -> None:
    if yes:
        count(st, p, "fate_disrupted")
        past_to_unseen(st, p)


register_host_rules(MEGAMI, InnealraRules())
register_host_rules("innealra-o3", ChargeFromDistance())
