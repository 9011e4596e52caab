"""Card effects of Renri (戀離) and Historian Renri (renri-a1), latest season, and her additional rules
(megami-rules.en.md section 20: MR 20-1 extra card, 20-2 zones, 20-3 the word Falsehood, 20-4 rule effects).

STATUS: PARTIAL. Every card of the original form (and its extra cards) is implemented; the Historian Renri
(A1) cards listed in ``NOT_DONE`` are not (their keywords 回帰 / 遺物 / 偽証設置 / 奉納 / 光輝 / 偽火 and
欺瞞の霧's declaration are in none of our rules sources). Renri is therefore *not* counted as implemented
(``sim.specs.implemented_megami`` now needs every card of every form), so decks and studies never pick her.

Falsehood (偽証, MR 20-4) is the host rule :class:`FalsehoodRule`:

- a main-phase option ``("rule", "falsehood", uid, declared_id)`` (hook ``main_options``, a standard action,
  CR 8-2-2 A): a Normal card in hand played the normal way as a Falsehood, declaring a card that originally
  has Falsehood (card data fact ``lie``). Offered only when the card, treated as the declared card, could be
  played now (CR 9-2-1 i range check for an attack), and never for a name already declared this turn (20-4 ii).
- i: the card goes face down to ＜Falsehood＞ (``AUX8``); marks ``("renri_as", uid)`` = declared id (read by
  the hook ``card_info``, CR 9-1-3-3: the card *is treated as* the declared card while the mark lasts) and
  ``("renri_down", uid)`` (face down: hidden information ``renri_falsehood``).
- iii / iv: the opponent decides (``D_CHOOSE``, context ``("renri_refute", uid, declared)``, options
  ``"refute"`` / ``"accept"``). Falsehood cards have no costs and no Normal card has a Cost, so "up to paying
  costs" only creates the attack (CR 9-2-1 i); we ask the refutation before the attack object is created, and
  a caught fake then simply never creates it (same result as 20-4-1 "remove the attack").
- 20-4-1: refuted and the names match (a true card): the card turns face up, the refuter suffers Burnout
  (CR 10-10; twice against a true 雲喰い, its own Ongoing text) and the card is played as usual. No match
  (a fake): the card goes to the played pile; it is not counted as played nor as an attack.
- v: otherwise the card is played as the declared card (``engine.play.start_play``, standard mode) from
  ＜Falsehood＞; if it is still face down when it would go to the played pile it goes to the discard pile
  (伏せ札) instead: the ``to_played`` replacement that every card with Falsehood carries (scope "card text":
  the declared card is the one read).
- 20-4-2: a card left in ＜Falsehood＞ when the phase ends (e.g. it became unplayable after the Burnout)
  goes to the played pile (checked at the end of the Falsehood procedure and at every ``end_phase`` /
  ``main_phase`` / ``start_phase`` event).

Hidden information (MR 20-2-1): ``renri_falsehood`` conceals a face-down card in ＜Falsehood＞ / ＜In Use＞
from the opponent; determinization swaps it with a random hidden Normal card of its owner (hand, deck or
discard), so a player never learns the true card from a simulation.

Rulings (our decisions):
- Declarable names (MR 20-4 NOTE): cards originally having Falsehood *in the card lists of the megami the
  player hosts* (later official text, as the brief says), i.e. the non-extra cards of the hosted forms with
  the card-data fact ``lie``; the Divine Gift extras are not in a list. Source: brief + MR 20-4 NOTE.
- Only from hand (MR 20-4 NOTE "from hand"), only in the main phase, never as a Reaction (card data 玄塗り:
  偽証は対応では行えない) and never as the full-power action (our reading of "the normal way" = the standard
  action of CR 8-2-2 A; L).
- 嘘突き's reveal: offered to its owner right after an unrefuted Falsehood whose real card is 嘘突き and
  whose declared name differs (a fake); the card turns face up (so it goes to the played pile, card note) and,
  when the resulting attack deals damage, the opponent cannot choose Aura: the damage is dealt as "-/life"
  (an ``attack_damage`` replacement added to the attack's texts). Japanese text of 22-renri-o-n-1.
- "normal cards in your played pile and enhancements" (都度討ち, 雲喰い): counted over ＜Played＞ and
  ＜Enhancement＞ of the player, Normal cards only.
- 20-4-1 "fails to refute" (煽り殺陣, ルルララリ) = refuted a true card this turn (mark cleared at turn start).
- The refutation is asked after the card moved to ＜Falsehood＞ and before ``start_play``; a true card then
  goes through the whole play procedure (its attack is created then). Equivalent to 20-4 iii-v because no
  Normal card has a Cost. A true card, refuted, is face up: it goes to the played pile (20-4 v).
- A refuter killed by the Burnout ends the game with the card still in ＜Falsehood＞ (nothing follows).
- 雲喰い's "two Burnouts instead of one" applies when the real card refuted is 雲喰い (card text).
- 玄塗り: "a sakura token moved out of Shadow (ダスト) this turn" is tracked by the core only in games whose
  rules ask for it (``constants.TRACK_FROM_SHADOW``, set by this host rule at its first event / main-phase
  listing); any cause counts (basic actions, effects, charge from Shadow). "the reacted attack's Aura damage"
  is its current value (``attack_values``); "-" counts as less than 3.
- ラナラロミレリラ: "Reaction only" = ``play_condition`` mode Reaction; "another megami" = not Renri; the card
  used is played by the Renri player as reacting to the same attack (MODE_REACTION, the reacted attack) and
  keeps its owner (CR 7-2, as Shinra's 引用 does); "put face down" = its owner's discard pile.
- オリレテラレル: the cards not chosen in Deck Construction are built face down in ＜Out of Game＞ (host need
  ``UNCHOSEN_CARDS``, CR 10-29); a chosen one is revealed, played (as reacting to the same attack when this
  card is a Reaction) and then removed from the game face up (CR 10-18) wherever it went.
- 夜山恋離のなれの果て: "tokens move only through your start-phase processing" = ``unchoosable_tokens`` of the
  card outside its owner's start phase (damage never takes them anyway).
- 刻まれし衣: a copy (CR 10-16) through ``variant`` of 久遠ノ花 (3+ tokens on the owner's deployed Last Gasp),
  完全論破 (2), 望我 (1) or 御剱桐子の巫女神楽 (0, also when Last Gasp is not deployed); read whenever the card
  is read (so a Devoted Robe changes with the tokens).
- 御剱桐子の巫女神楽: its two Devoted texts answer sword dances (剣舞), which no implemented card performs:
  registered as a vanilla 2-3 3/2 attack (``data["sword_dance"] = "inert"``). Source: card data text.
- The AI's quick answer to a refutation (``ai.policy.refute_choice``): refute unless a true card's Burnout
  could be lethal; it reads public values only.
"""
from __future__ import annotations

import random
from typing import Any

from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability, AttackAcc, CardDef, kind_of
from sakura_lab.engine.constants import (
    AUX8,
    D_CARD,
    D_CHOOSE,
    D_MAIN,
    D_MAY,
    DISCARD,
    ENHANCE,
    EXTRA,
    FROM_SHADOW_THIS_TURN,
    HAND,
    IN_USE,
    MODE_EFFECT,
    MODE_REACTION,
    MODE_STANDARD,
    OUT,
    PLAYED,
    SPECIAL,
    THROUGHOUT,
    TRACK_FROM_SHADOW,
    UNUSED,
)
from sakura_lab.engine.dsl import (
    Arrow,
    AttackMod,
    Custom,
    DiscardFromHand,
    Flinch,
    If,
    Resurgence,
    SingleDamage,
    Trigger,
    card,
    selectable_by_effect,
)
from sakura_lab.engine.hidden import HiddenInfo, register_hidden
from sakura_lab.engine.hostrules import (
    UNCHOSEN_CARDS,
    hosts_megami,
    register_host_needs,
    register_host_rules,
    rule_player,
)
from sakura_lab.engine.registry import CONTENT, SCRIPTS
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import count, register_mechanic
from sakura_lab.engine.view import opponent_pool

MEGAMI = "renri"
FALSEHOOD = AUX8  # ＜Falsehood＞ (偽証中), MR 20-2-2

CHARM = "22-renri-o-n-1"  # 嘘突き 1-2 2/1, Falsehood
COMPOUND = "22-renri-o-n-2"  # 都度討ち 3-5 2/1, Falsehood
REDACT = "22-renri-o-n-3"  # 玄塗り reaction 1-5 1/2, Falsehood
LEVERAGE = "22-renri-o-n-4"  # 煽り殺陣
BEGUILE = "22-renri-o-n-5"  # 雲喰い, Falsehood
MOTIVE = "22-renri-o-n-6"  # 魚吊り, Falsehood
ENCLOSE = "22-renri-o-n-7"  # 惹き騙り, enhancement 3
WALLOW = "22-renri-o-s-1"  # ルルララリ 0-10 1/2, cost 4

# Cards without a script yet (Renri is therefore not counted as implemented).
LAST_GASP = "22-renri-o-s-4"  # 夜山恋離のなれの果て, enhancement 3, cost 1, terminal
ROBE = "22-renri-o-s-4-ex-1"  # 刻まれし衣, cost X: a copy chosen by the tokens on Last Gasp
KIRIKO = "22-kiriko-o-s-1"  # 御剱桐子の巫女神楽 2-3 3/2, cost 3 (a copy target of the Robe)
ROBE_COPIES = ((3, "04-tokoyo-o-s-1"), (2, "07-shinra-o-s-1"), (1, "13-utsuro-A1-s-1-ex1"), (0, KIRIKO))

SPLAY = "22-renri-o-s-2"  # ラナラロミレリラ, cost 4, Reaction only
DUMBFOUND = "22-renri-o-s-3"  # オリレテラレル, cost 2, Reaction

NOT_DONE = (
    "22-renri-a1-n-2", "22-renri-a1-n-5", "22-renri-a1-n-5-ex1", "22-renri-a1-n-5-ex2", "22-renri-a1-n-5-ex3",
    "22-renri-a1-s-1",
)

_PHASE_EVENTS = frozenset({"end_phase", "main_phase", "start_phase"})
_AS = "renri_as"  # ("renri_as", uid) -> declared card id: the card is treated as that card
_DOWN = "renri_down"  # ("renri_down", uid): the card is face down (Falsehood / In Use)
_NO_AURA = "renri_no_aura"  # ("renri_no_aura", uid): 嘘突き revealed as a fake
_DECLARED = "renri_declared"  # ("turn", "renri_declared", p) -> tuple of names declared this turn
_REFUTE_FAILED = "renri_refute_failed"  # ("turn", "renri_refute_failed", p): p refuted a true card


# ---------------------------------------------------------------- helpers
def hosts_renri(st: GameState, p: int) -> bool:
    return hosts_megami(st, p, MEGAMI)


_DECLARABLE: dict[tuple[tuple[str, ...], str], tuple[str, ...]] = {}
_DEFS: dict[tuple[str, str], CardDef] = {}


def declarable(st: GameState, p: int) -> tuple[str, ...]:
    """Card ids ``p`` may declare (cards originally having Falsehood in the lists of the hosted megami)."""
    key = (st.hosts[p], st.season)
    out = _DECLARABLE.get(key)
    if out is None:
        cat = get_catalogue()
        ids: list[str] = []
        for form in st.hosts[p]:
            for c in cat.cards(form=form, season=st.season):
                if not c.extra and dict(c.facts).get("lie") and c.kind == "normal" and c.id not in ids:
                    ids.append(c.id)
            normals, _specials = CONTENT.pool_defs(form, st.season)
            for cd in normals:
                _DEFS[(cd.id, st.season)] = cd
        out = _DECLARABLE[key] = tuple(sorted(ids))
    return out


def declared_def(st: GameState, card_id: str) -> CardDef | None:
    return _DEFS.get((card_id, st.season))


def is_face_down(st: GameState, uid: int) -> bool:
    return (_DOWN, uid) in st.marks


def refute_failed(st: GameState, p: int) -> bool:
    """``p`` refuted a true Falsehood this turn (20-4-1)."""
    return bool(st.marks.get(("turn", _REFUTE_FAILED, p)))


def normals_in_played_and_enh(st: GameState, p: int) -> int:
    zp = st.zones[p]
    return sum(1 for z in (PLAYED, ENHANCE) for u in zp[z] if st.cards[u].is_normal)


def three_normals(st: GameState, ctx: Ctx) -> bool:
    return normals_in_played_and_enh(st, ctx.player) >= 3


def _clear(st: GameState, uid: int) -> None:
    st.marks.pop((_AS, uid), None)
    st.marks.pop((_DOWN, uid), None)
    st.marks.pop((_NO_AURA, uid), None)
    st.abcache = None


def _sweep(st: GameState) -> None:
    """MR 20-4-2: cards left in ＜Falsehood＞ go to the played pile; marks of cards that left play drop."""
    for p in (0, 1):
        if not st.zones[p][FALSEHOOD]:
            continue
        for u in list(st.zones[p][FALSEHOOD]):
            _clear(st, u)
            S.move_card(st, u, PLAYED)
    stale = [k[1] for k in st.marks if isinstance(k, tuple) and len(k) == 2 and k[0] == _AS
             and st.loc[k[1]] not in (FALSEHOOD, IN_USE)]
    for u in stale:
        _clear(st, u)


# ---------------------------------------------------------------- the rule (MR 20-4)
class FalsehoodRule(Ability):
    """Host rule: play a Normal card from hand as a Falsehood (MR 20-4), refutation (20-4-1), the end of a
    phase (20-4-2), and the "treated as the declared card" information (hook ``card_info``)."""

    __slots__ = ()

    def main_options(self, st: GameState, src: int, player: int) -> list[tuple]:
        if TRACK_FROM_SHADOW not in st.marks:  # 玄塗り reads "a token moved out of Shadow this turn"
            st.marks[TRACK_FROM_SHADOW] = True
        p = rule_player(src)
        if player != p or st.terminal[p]:
            return []
        names = declarable(st, p)
        used = st.marks.get(("turn", _DECLARED, p), ())
        free = [d for d in names if d not in used]
        if not free:
            return []
        out: list[tuple] = []
        had = st.marks.get("card_info")
        st.marks["card_info"] = True
        for u in st.zones[p][HAND]:
            if not st.cards[u].is_normal:
                continue
            for d in free:
                st.marks[(_AS, u)] = d
                ok = S.can_play(st, p, u, MODE_STANDARD)
                del st.marks[(_AS, u)]
                if ok:
                    out.append(("rule", "falsehood", u, d))
        if not had:
            del st.marks["card_info"]
        return out

    def take_main_option(self, st: GameState, src: int, player: int, option: tuple) -> bool:
        p = rule_player(src)
        if player != p or option[1] != "falsehood":
            return False
        u, d = option[2], option[3]
        count(st, p, "renri_falsehood")
        st.marks["card_info"] = True
        key = ("turn", _DECLARED, p)
        st.marks[key] = st.marks.get(key, ()) + (d,)
        st.marks[(_AS, u)] = d
        st.marks[(_DOWN, u)] = True
        S.move_card(st, u, FALSEHOOD)  # 20-4 i
        S.push(st, _sweep)
        S.ask(st, 1 - p, D_CHOOSE, ("accept", "refute"), _refute_answer, p, u, d, auto_single=False,
              context=("renri_refute", u, d))
        return True

    def card_info(self, st: GameState, src: int, uid: int, cd: Any) -> Any:
        d = st.marks.get((_AS, uid))
        if d is None:
            return None
        return declared_def(st, d)

    def before_resolution(self, st: GameState, src: int, player: int, uid: int, aid: int) -> None:
        if aid >= 0 and st.marks.get((_NO_AURA, uid)):
            atk = st.attacks.get(aid)
            if atk is not None:
                atk.statics = tuple(atk.statics) + (NO_AURA_CHOICE,)

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if TRACK_FROM_SHADOW not in st.marks:  # 玄塗り reads "a token moved out of Shadow this turn"
            st.marks[TRACK_FROM_SHADOW] = True
        if ev[0] in _PHASE_EVENTS:
            _sweep(st)


def _refute_answer(st: GameState, ans: str, p: int, u: int, d: str) -> None:
    q = 1 - p
    if ans == "refute":  # 20-4-1
        count(st, q, "renri_refute")
        real = st.cards[u]
        decl = declared_def(st, d)
        st.marks.pop((_DOWN, u), None)  # turned face up
        if decl is not None and real.names.get("ja") == decl.names.get("ja"):  # a true card
            count(st, q, "renri_refute_true")
            st.marks[("turn", _REFUTE_FAILED, q)] = True
            S.push(st, _proceed, p, u)
            times = 2 if real.id == BEGUILE else 1  # 雲喰い's Ongoing text
            for _ in range(times):
                S.push_damage(st, q, 1, 1, kind="burnout")  # CR 10-10
            return
        count(st, q, "renri_refute_fake")  # a fake: played pile, not played, no attack
        _clear(st, u)
        S.move_card(st, u, PLAYED)
        return
    # not refuted: 嘘突き may reveal itself (a fake only matters)
    if st.cards[u].id == CHARM and d != CHARM:
        S.ask(st, p, D_MAY, (False, True), _charm_reveal, p, u, auto_single=False, context="renri_charm_reveal")
        return
    _proceed(st, p, u)


def _charm_reveal(st: GameState, yes: bool, p: int, u: int) -> None:
    if yes:
        count(st, p, "renri_reveal")
        st.marks.pop((_DOWN, u), None)
        st.marks[(_NO_AURA, u)] = True
    _proceed(st, p, u)


def _proceed(st: GameState, p: int, u: int) -> None:
    """20-4 v: the card is played as the declared card."""
    if st.loc[u] != FALSEHOOD or st.outcome is not None:
        return
    S.push(st, _after_play, u)
    S.start_play(st, p, u, MODE_STANDARD)


def _after_play(st: GameState, u: int) -> None:
    if st.loc[u] == FALSEHOOD:  # could not be played: 20-4-2 at the latest
        _clear(st, u)
        S.move_card(st, u, PLAYED)
    elif st.loc[u] != IN_USE:
        _clear(st, u)


class FaceDownToDiscard(Ability):
    """20-4 v: a Falsehood still face down goes to the discard pile instead of the played pile."""

    __slots__ = ()
    replaces = frozenset({"to_played"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        uid = args[1]
        if what != "to_played" or not is_face_down(st, uid):
            return False
        _clear(st, uid)
        S.move_card(st, uid, DISCARD)
        return True


FACE_DOWN_TO_DISCARD = FaceDownToDiscard()


class NoAuraChoice(Ability):
    """嘘突き revealed as a fake: the opponent cannot choose Aura for this attack's damage."""

    __slots__ = ()
    replaces = frozenset({"attack_damage"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        if what != "attack_damage":
            return False
        atk: Attack = args[0]
        vals = S.attack_values(st, atk)
        if vals.life is None:
            return False
        S.push_damage(st, 1 - atk.player, None, vals.life, kind="attack", aid=atk.aid)
        return True


NO_AURA_CHOICE = NoAuraChoice()


# ---------------------------------------------------------------- hidden information (MR 20-2-1)
def _conceals(st: GameState, uid: int, viewer: int) -> bool:
    return st.owner[uid] != viewer and (_DOWN, uid) in st.marks


def _resample(st: GameState, viewer: int, rng: random.Random) -> None:
    """Redraw the opponent's face-down Falsehood cards: after the core rules redrew the hidden cards, each
    face-down card becomes one of the pool's Normal cards that no other card of its owner is (for a normal
    deck exactly the one card left over), at random among them; the true card is never read."""
    q = 1 - viewer
    down = [u for u in list(st.zones[q][FALSEHOOD]) + list(st.zones[q][IN_USE]) if (_DOWN, u) in st.marks]
    if not down:
        return
    cards = list(st.cards)
    pool_n, _pool_s = opponent_pool(st, q)
    taken = {cards[v].id for v in range(len(cards)) if st.owner[v] == q and v not in down}
    free = [cd for cd in pool_n if cd.id not in taken]
    for u in down:
        if not free:
            free = list(pool_n)
        k = rng.randrange(len(free))
        cards[u] = free.pop(k)
    st.cards = tuple(cards)


register_hidden(HiddenInfo("renri_falsehood", "MR 20-2-1, 20-4 i", conceals_card=_conceals, resample=_resample,
                           order=120))


# ---------------------------------------------------------------- telemetry
def _falsehood_chosen(view: Any, d: Any, o: Any) -> bool:
    return d.kind == D_MAIN and isinstance(o, tuple) and len(o) > 1 and o[0] == "rule" and o[1] == "falsehood"


def _refute_chosen(view: Any, d: Any, o: Any) -> bool:
    c = d.context
    return d.kind == D_CHOOSE and isinstance(c, tuple) and len(c) > 0 and c[0] == "renri_refute" and o == "refute"


register_mechanic(MEGAMI, "renri_falsehood", "a Normal card was played as a Falsehood", "MR 20-4",
                  uses=_falsehood_chosen)
register_mechanic(MEGAMI, "renri_refute", "a Falsehood was refuted (counted for the refuting player)", "MR 20-4-1",
                  uses=_refute_chosen)
register_mechanic(MEGAMI, "renri_refute_true", "a refutation hit a true card (the refuter's Burnout)", "MR 20-4-1")
register_mechanic(MEGAMI, "renri_refute_fake", "a refutation caught a fake", "MR 20-4-1")
register_mechanic(MEGAMI, "renri_dumbfound", "オリレテラレル used a Falsehood card not chosen in Deck Construction",
                  "22-renri-o-s-3")
register_mechanic(MEGAMI, "renri_robe_gained", "the Sigiled Robe was gained from Extra", "MR 20-1")
register_mechanic(MEGAMI, "renri_reveal", "嘘突き revealed itself after an unrefuted Falsehood", "22-renri-o-n-1",
                  uses=lambda view, d, o: d.kind == D_MAY and d.context == "renri_charm_reveal" and o is True)

register_host_rules(MEGAMI, FalsehoodRule())
register_host_needs(MEGAMI, UNCHOSEN_CARDS)  # オリレテラレル reads the cards not chosen (CR 10-29)


# ---------------------------------------------------------------- cards
def _opp_refute_failed(st: GameState, ctx: Ctx) -> bool:
    return refute_failed(st, 1 - ctx.player)


def _dist_at_least_2(st: GameState, ctx: Ctx) -> bool:
    return S.current_distance(st) >= 2


def _choose_lie_from_played(st: GameState, ctx: Ctx) -> None:
    """Choose up to one card with Falsehood in your played pile and return it to hand (煽り殺陣)."""
    cands = [u for u in st.zones[ctx.player][PLAYED] if st.cards[u].script.data.get("falsehood")]
    if not cands:
        return
    S.ask(st, ctx.player, D_CARD, ["stop"] + cands, _lie_answer, ctx, context="renri_leverage")


def _lie_answer(st: GameState, ans: Any, ctx: Ctx) -> None:
    if ans != "stop":
        S.move_card(st, ans, HAND)


def _beguile(st: GameState, ctx: Ctx) -> None:
    if not three_normals(st, ctx):
        return
    q = 1 - ctx.player
    if any(not st.cards[u].script.undiscardable for u in st.zones[q][HAND]):
        DiscardFromHand(1, "opp").run(st, ctx)
    else:  # could not put a card face down: flinch
        S.flinch(st, q)


def _wallow_end(st: GameState, src: int, ev: tuple) -> bool:
    return ev[1] == st.owner[src]


def _set_unused(st: GameState, ctx: Ctx) -> None:
    S.set_unused(st, ctx.card)


class WallowBoth(Ability):
    """ルルララリ: if the opponent failed a refutation this turn, its damage is dealt in full (both sides)."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        if refute_failed(st, 1 - atk.player):
            acc.flags.add("both_damage")


_LIE = {"falsehood": True}

card(CHARM, replacements=(FACE_DOWN_TO_DISCARD,), data=_LIE,
     summary="1-2 2/1 attack; Falsehood; unrefuted, it may reveal itself: a fake then denies Aura damage")
card(COMPOUND, attack_statics=(AttackMod(three_normals, aura=1),), replacements=(FACE_DOWN_TO_DISCARD,),
     data=_LIE, summary="3-5 2/1 attack; Falsehood; +1/+0 with 3+ Normal cards in played pile + enhancements")
def _from_shadow_this_turn(st: GameState, ctx: Ctx) -> bool:
    return bool(st.marks.get(("turn", FROM_SHADOW_THIS_TURN)))


def _redact(st: GameState, ctx: Ctx) -> None:
    """The reacted attack: -1/+0 if its Aura damage is 3 or more, else +0/-1."""
    atk = st.attacks.get(ctx.reacted)
    if atk is None:
        return
    aura = S.attack_values(st, atk).aura
    atk.mods.append(("dmg", -1, 0) if aura is not None and aura >= 3 else ("dmg", 0, -1))


card(REDACT, after=(If(_from_shadow_this_turn, Custom(_redact, "redact")),), replacements=(FACE_DOWN_TO_DISCARD,),
     data=_LIE, summary="Reaction 1-5 1/2; Falsehood; After Attack: if a token left Shadow this turn, the reacted "
                        "attack gets -1/+0 (Aura damage 3+) or +0/-1")
card(LEVERAGE, on_play=(Flinch("opp"), If(_opp_refute_failed, Custom(_choose_lie_from_played, "leverage"))),
     summary="flinch the opponent; if they failed a refutation this turn, a Falsehood card back to hand")
card(BEGUILE, on_play=(Custom(_beguile, "beguile"),), replacements=(FACE_DOWN_TO_DISCARD,), data=_LIE,
     summary="Falsehood; with 3+ Normal cards in played + enhancements the opponent discards 1 (else flinches); "
             "a true refuted one costs the refuter two Burnouts")
card(MOTIVE, on_play=(Arrow("dist", "flare", 1),), replacements=(FACE_DOWN_TO_DISCARD,), data=_LIE,
     summary="Falsehood; Distance -> your Flare 1")
card(ENCLOSE, initialize=(If(_dist_at_least_2, Arrow("dist", "shadow", 1)),),
     disenchant=(If(_dist_at_least_2, Arrow("dist", "shadow", 1)),),
     summary="enhancement 3; on deploy and disenchant, if the distance is 2+, Distance -> Shadow 1")
card(WALLOW, attack_statics=(WallowBoth(),),
     devoted=(Trigger("end_phase", _wallow_end, SingleDamage("aura", 1, "opp"), Custom(_set_unused, "wallow"),
                      label="renri_wallow"),),
     summary="0-10 1/2; after a failed refutation this turn both damages; Devoted: your end phase, 1 damage "
             "to the opponent's Aura and become unused")


# ---------------------------------------------------------------- Renri's Last Gasp and the Sigiled Robe (MR 20-1)
def _gain_robe(st: GameState, ctx: Ctx) -> None:
    """Initialize: gain 刻まれし衣 from ＜Extra＞, unused (MR 20-1 puts it there at setup)."""
    p = ctx.player
    for u in list(st.zones[p][EXTRA]):
        if st.cards[u].id == ROBE:
            S.move_card(st, u, SPECIAL)
            st.cstate[u] = UNUSED
            S.invalidate(st)
            count(st, p, "renri_robe_gained")
            if st.record:
                st.log("gain_extra", p, u)
            return


class LastGaspHold(Ability):
    """Ongoing: the tokens on this enhancement move only through its owner's start-phase processing."""

    __slots__ = ()

    def unchoosable_tokens(self, st: GameState, src: int, place: int) -> int:
        if place != S.CARD_BASE + src or st.loc[src] != ENHANCE:
            return 0
        if st.phase == S.PHASE_START and st.turn_player == st.owner[src]:
            return 0
        return st.tok[place]


_COPY_DEFS: dict[tuple[str, str], CardDef] = {}


def _def_of(card_id: str, season: str) -> CardDef:
    key = (card_id, season)
    d = _COPY_DEFS.get(key)
    if d is None:
        info = get_catalogue().card(card_id, season)
        dmg = info.damage
        d = CardDef(info.id, info.megami, kind_of(info.kind), info.type, info.subtype, info.range,
                    dmg[0] if dmg is not None else None, dmg[1] if dmg is not None else None, info.charge,
                    info.cost, {"en": info.name_en, "ja": info.name_ja, "zh": info.name_zh}, SCRIPTS.get(card_id))
        _COPY_DEFS[key] = d
    return d


def last_gasp_tokens(st: GameState, p: int) -> int:
    """Tokens on ``p``'s deployed 夜山恋離のなれの果て (0 when it is not deployed)."""
    return sum(st.tok[S.CARD_BASE + u] for u in st.zones[p][ENHANCE] if st.cards[u].id == LAST_GASP)


def robe_variant(st: GameState, uid: int) -> CardDef | None:
    """刻まれし衣 is a copy of one card chosen by the tokens on its owner's Last Gasp (CR 10-16)."""
    n = last_gasp_tokens(st, st.owner[uid])
    for need, cid in ROBE_COPIES:
        if n >= need:
            return _def_of(cid, st.season)
    return None


card(LAST_GASP, terminal=True, initialize=(Custom(_gain_robe, "last_gasp"),), ongoing=(LastGaspHold(),),
     summary="terminal enhancement 3; deploy: gain the Sigiled Robe; its tokens leave only in your start phase")
card(ROBE, variant=robe_variant,
     summary="a copy of Immortal Flower (3+ tokens on Last Gasp) / Shake the Mind (2) / желание (1) / "
             "Kiriko's Sacred Dance (0)")
card(KIRIKO, vanilla=True, data={"sword_dance": "inert"},
     summary="2-3 3/2 attack; its Devoted texts answer sword dances (剣舞), which no implemented card performs")


# ---------------------------------------------------------------- ラナラロミレリラ (Splay)
def _reaction_mode(ctx: Ctx) -> tuple[int, int]:
    """A card used "as reacting to the attack this card reacts to" (Splay, Dumbfound)."""
    if ctx.reacted >= 0:
        return MODE_REACTION, ctx.reacted
    return MODE_EFFECT, -1


def _splay(st: GameState, ctx: Ctx) -> None:
    q = 1 - ctx.player
    if st.record:
        st.log("look_hand", ctx.player, q)
    cands = [u for u in st.zones[q][HAND] if S.card_of(st, u).subtype != THROUGHOUT
             and st.cards[u].megami != MEGAMI and selectable_by_effect(st, u, ctx.player)]
    if not cands:
        return
    S.ask(st, ctx.player, D_CARD, ["stop"] + cands, _splay_chosen, ctx, context="renri_splay", auto_single=False)


def _splay_chosen(st: GameState, ans: object, ctx: Ctx) -> None:
    if ans == "stop":
        return
    assert isinstance(ans, int)
    mode, reacted = _reaction_mode(ctx)
    opts = (["use"] if S.can_play(st, ctx.player, ans, mode, reacted) else []) + ["discard"]
    S.ask(st, ctx.player, D_CHOOSE, opts, _splay_how, ctx, ans, context="renri_splay")


def _splay_how(st: GameState, how: str, ctx: Ctx, u: int) -> None:
    if how == "use":
        mode, reacted = _reaction_mode(ctx)
        S.start_play(st, ctx.player, u, mode, reacted)
    else:
        S.move_card(st, u, DISCARD)


def _reaction_only(st: GameState, player: int, uid: int, mode: int, reacted: int) -> bool:
    return mode == MODE_REACTION


# ---------------------------------------------------------------- オリレテラレル (Dumbfound)
def _unchosen_lies(st: GameState, p: int) -> list[int]:
    out = []
    for u in st.zones[p][OUT]:
        cd = st.cards[u]
        if ("face_up", u) in st.marks or not cd.is_normal or st.owner[u] != p:
            continue
        if cd.script.data.get("falsehood"):  # the reading of this game's season (issue 17)
            out.append(u)
    return out


def _dumbfound(st: GameState, ctx: Ctx) -> None:
    cands = _unchosen_lies(st, ctx.player)
    if not cands:
        return
    S.ask(st, ctx.player, D_CARD, cands, _dumbfound_chosen, ctx, context="renri_dumbfound")


def _dumbfound_chosen(st: GameState, u: int, ctx: Ctx) -> None:
    st.marks[("face_up", u)] = True  # revealed
    if st.record:
        st.log("reveal", ctx.player, u)
    count(st, ctx.player, "renri_dumbfound")
    mode, reacted = _reaction_mode(ctx)
    S.push(st, _remove_after, u)
    S.start_play(st, ctx.player, u, mode, reacted)


def _remove_after(st: GameState, u: int) -> None:
    """Then remove it (CR 10-18): face up to ＜Out of Game＞, wherever it went."""
    if st.loc[u] in (PLAYED, DISCARD, IN_USE, OUT, ENHANCE):
        if st.loc[u] != OUT:
            S.move_card(st, u, OUT)
        st.marks[("face_up", u)] = True
        if st.record:
            st.log("remove", st.owner[u], u)


card(SPLAY, on_play=(Custom(_splay, "splay"),), play_condition=_reaction_only,
     summary="Reaction only: look at the opponent's hand; one non-Throughout card of another megami is used "
             "(as reacting to the same attack) or put face down")
card(DUMBFOUND, on_play=(Custom(_dumbfound, "dumbfound"),), devoted=(Resurgence(three_normals),),
     summary="reveal a Falsehood card of yours not chosen in Deck Construction, use it (as reacting to the same "
             "attack), then remove it; Resurgence: 3+ Normal cards in played pile + enhancements")
