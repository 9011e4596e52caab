"""Card effects of Chikage and her alternate forms (latest season), written in the engine's DSL.

Forms: Chikage (original) and Chikage A1 (Fourth Chapter); both use the four poison extra cards
(megami rules 7-1: one each of P-1..P-3 and two P-4).

Encoding of the additional rules (megami-rules.en.md section 7):

- 7-1 / 7-3-1 poison pouch: the poisons are the host's extra cards, so the engine puts them in the
  host's ＜Extra＞ zone at setup; the pouch is "the poison cards in a player's Extra zone". P-4 has
  ``extra_copies=2`` so that setup creates two of it.
- 7-2 Poison category: catalogue kind "poison" (not Normal, not Special); they are played from hand
  like a Normal card and carry ``undiscardable`` (no hand-limit discard, no DiscardFromHand choice, no
  basic-action cost).
- 7-4 owner: moving a poison to a zone of the other player makes that player its owner
  (:func:`give`); "you" in its text is the player resolving it (``ctx.player`` is fixed when the
  resolution starts, which is the 2022-11 clarification).
- 7-5 reshuffle step iii: a host rule puts every poison of the reshuffling player (played pile,
  discard pile, deck) on top of their deck in random order right after the core reshuffle.
"""
from __future__ import annotations

from collections.abc import Collection, Sequence
from random import Random
from typing import Final

from sakura_lab.cards.mechanics import plays_card, script_has
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability
from sakura_lab.engine.constants import (
    CARD_BASE,
    D_CARD,
    DECK,
    DISCARD,
    ENHANCE,
    EXTRA,
    HAND,
    PLAYED,
    SHADOW,
)
from sakura_lab.engine.dsl import (
    ALL_OTHER_SPECIALS_DEVOTED,
    Arrow,
    AttackMod,
    BasicActions,
    Custom,
    DoubleArrow,
    EndPhase,
    GainVigor,
    If,
    Node,
    Resurgence,
    card,
)
from sakura_lab.engine.hidden import HiddenInfo, card_concealed, redeal, register_hidden
from sakura_lab.engine.hostrules import register_host_rules, rule_player
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "chikage"
NUMBING = "09-chikage-o-p-1"  # 麻痺毒
HALLUCINOGEN = "09-chikage-o-p-2"  # 幻覚毒
RELAXANT = "09-chikage-o-p-3"  # 弛緩毒
FADING = "09-chikage-o-p-4"  # 滅灯毒
POISONS: Final[frozenset[str]] = frozenset((NUMBING, HALLUCINOGEN, RELAXANT, FADING))
MINOR_POISONS = (NUMBING, HALLUCINOGEN, RELAXANT)


# ---------------------------------------------------------------- poison helpers
def is_poison(st: GameState, uid: int) -> bool:
    return st.cards[uid].id in POISONS


def pouch(st: GameState, p: int) -> list[int]:
    """Player ``p``'s poison pouch (megami rules 7-3-1): the poison cards in their Extra zone."""
    return [u for u in st.zones[p][EXTRA] if st.cards[u].id in POISONS]


def give(st: GameState, uid: int, to: int, zone: int, top: bool = True) -> None:
    """Send a poison to ``zone`` of player ``to`` (its owner becomes ``to``: :class:`PoisonsChangeOwner`)."""
    S.move_card(st, uid, zone, top=top, to_player=to)


class PoisonsChangeOwner(Ability):
    """Host rule, megami rules 7-4: a poison put into the other player's zones does not go back to its owner's
    zone (CR 7-2); instead that player becomes its owner (a replacement of the redirection, CR 10-30)."""

    __slots__ = ()
    replaces = frozenset({"owner_redirect"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        uid, to = args
        if st.cards[uid].id not in POISONS:
            return False
        st.owner[uid] = to
        S.invalidate(st)
        return True


def opp_hand_at_least(n: int):  # noqa: ANN201 - a DSL condition
    def cond(st: GameState, ctx: Ctx) -> bool:
        return len(st.zones[1 - ctx.player][HAND]) >= n
    return cond


OPP_HAND_2 = opp_hand_at_least(2)


def opp_has_poison_in_hand(st: GameState, ctx: Ctx) -> bool:
    return any(st.cards[u].id in POISONS for u in st.zones[1 - ctx.player][HAND])


class PoisonFromPouch(Node):
    """Choose one poison with an id in ``ids`` from a pouch and move it to the opponent's deck top or hand.

    ``chooser`` "self": the resolving player picks from their own pouch (毒針, 毒霧, 滅灯の魂毒);
    "opp": the opponent looks at your pouch and picks (暗器 full power). The card always ends in the
    opponent's zone and the opponent becomes its owner.
    """

    __slots__ = ("ids", "zone", "chooser")

    def __init__(self, ids: Collection[str], zone: int, chooser: str = "self") -> None:
        self.ids = frozenset(ids)
        self.zone = zone
        self.chooser = chooser

    def run(self, st: GameState, ctx: Ctx) -> None:
        cands = [u for u in pouch(st, ctx.player) if st.cards[u].id in self.ids]
        if not cands:
            return
        who = ctx.player if self.chooser == "self" else 1 - ctx.player
        S.ask(st, who, D_CARD, cands, _poison_chosen, ctx, self.zone, context="poison")


def _poison_chosen(st: GameState, uid: int, ctx: Ctx, zone: int) -> None:
    count(st, ctx.player, "poison_given")
    give(st, uid, 1 - ctx.player, zone, top=True)


def _return_to_pouch(st: GameState, ctx: Ctx) -> None:
    """"Return this card to the opponent's pouch": the resolving player's opponent (7-4)."""
    u = ctx.card
    if u < 0 or st.cards[u].id not in POISONS:
        return
    give(st, u, 1 - ctx.player, EXTRA)


RETURN_TO_POUCH = Custom(_return_to_pouch, "return_to_pouch")


# ---------------------------------------------------------------- hidden information (megami rules 7-3-1)
def _pouch_conceals(st: GameState, uid: int, viewer: int) -> bool:
    """7-3-1: the pouch's poisons are face down; only the pouch's player may look at them."""
    return st.loc[uid] == EXTRA and st.owner[uid] != viewer and st.cards[uid].id in POISONS


def _resample_pouch(st: GameState, viewer: int, rng: Random) -> None:
    """Which poisons are still in the opponent's pouch is hidden: deal the poisons the viewer cannot see
    (the pouch's and those in the opponent's hidden zones) out again over the same places."""
    q = 1 - viewer
    places = [u for u in range(len(st.cards))
              if st.owner[u] == q and st.cards[u].id in POISONS and st.loc[u] in (EXTRA, HAND, DECK, DISCARD)
              and card_concealed(st, u, viewer)]
    redeal(st, places, rng)


register_hidden(HiddenInfo("chikage_pouch", "megami rules 7-3-1", conceals_card=_pouch_conceals,
                           resample=_resample_pouch))


# ---------------------------------------------------------------- forbidding basic actions / attack cards
class NoBasicFor(Ability):
    """Turn effect: ``player`` cannot perform the basic actions ``actions`` (遁術)."""

    __slots__ = ("player", "actions")

    def __init__(self, player: int, actions: Sequence[str]) -> None:
        self.player = player
        self.actions = tuple(actions)

    def forbids(self, st: GameState, src: int, what: str, player: int, detail: object) -> bool:
        return what == "basic_action" and player == self.player and detail in self.actions


class OppNoBasic(Ability):
    """Ongoing: the opponent of this card's owner cannot perform the basic actions ``actions`` (泥濘)."""

    __slots__ = ("actions",)

    def __init__(self, actions: Sequence[str]) -> None:
        self.actions = tuple(actions)

    def forbids(self, st: GameState, src: int, what: str, player: int, detail: object) -> bool:
        return what == "basic_action" and player != st.owner[src] and detail in self.actions


class NoAttackCards(Ability):
    """Ongoing: this card's owner cannot play Attack cards (弛緩毒; effect attacks are unaffected)."""

    __slots__ = ()

    def forbids(self, st: GameState, src: int, what: str, player: int, detail: object) -> bool:
        return what == "play_attack_card" and player == st.owner[src]


def _forbid_opp_forward(st: GameState, ctx: Ctx) -> None:
    S.add_turn_effect(st, ctx.card, NoBasicFor(1 - ctx.player, ("forward",)))


class DistanceDown(Ability):
    """Ongoing: the current Distance is reduced by ``n`` (never below 0; CR 5-2-1)."""

    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n

    def distance_delta(self, st: GameState, src: int) -> int:
        return -self.n


# ---------------------------------------------------------------- 暗器 (Concealed Weapon)
def _fullpower(st: GameState, ctx: Ctx) -> bool:
    return ctx.card >= 0 and bool(st.marks.get(("fullpower", ctx.card)))


# ---------------------------------------------------------------- 叛旗の纏毒 (Treacherous Spiritquell)
def _has_dash(st: GameState, atk: Attack) -> bool:
    vals = S.attack_values(st, atk)
    return vals.aura is None or vals.life is None


def _cancel(st: GameState, aid: int, owner: int) -> None:
    atk = st.attacks.get(aid)
    if atk is None or atk.player == owner or not _has_dash(st, atk):
        return
    if "uncancellable" in S.attack_values(st, atk).flags:  # CR 10-23
        return
    atk.cancelled = True
    if st.record:
        st.log("cancel", owner, aid)


class DashAttackCanceller(Ability):
    """Ongoing: an opponent's attack whose Aura or Life damage is "-" is cancelled (checked when made)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "attack_made" and ev[1] != st.owner[src]:
            S.queue_trigger(st, ("spiritquell", st.cards[src].id), _cancel, ev[2], st.owner[src])


def _spiritquell_reacted(st: GameState, ctx: Ctx) -> None:
    """Deployed as a Reaction: the reacted attack is already in progress and falls under the text."""
    if ctx.reacted >= 0 and ctx.reacted in st.attacks:
        _cancel(st, ctx.reacted, ctx.player)


# ---------------------------------------------------------------- 闇昏千影の生きる道 (Chikage's Grim Path)
class GrimPathWatch(Ability):
    """Ongoing: when the owner takes 1+ Life damage (any source), the card's tokens go to Shadow and
    it returns unused to ＜Special＞, so it is never disenchanted (its Disenchant cannot happen)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "life_damage" and ev[1] == st.owner[src] and ev[2] >= 1:
            S.queue_trigger(st, ("grim_path", st.cards[src].id), _grim_reset, src)


def _grim_reset(st: GameState, src: int) -> None:
    if st.loc[src] != ENHANCE:
        return
    n = st.tok[CARD_BASE + src]
    if n:
        S.move_tokens(st, CARD_BASE + src, SHADOW, n, cause="effect")
    st.disenchanting.discard(src)
    S.set_unused(st, src)


def _grim_win(st: GameState, ctx: Ctx) -> None:
    """Disenchant: if every other Special of yours is Devoted (CR 10-20), you win."""
    if ALL_OTHER_SPECIALS_DEVOTED(st, ctx):
        S.lose(st, 1 - ctx.player, "effect")


# ---------------------------------------------------------------- 残滓の絆毒 (Vestigial Bondrot)
def _bondrot_damage(st: GameState, atk: Attack) -> tuple:
    return atk.aura, 2 * len(st.zones[1 - atk.player][HAND])


# ---------------------------------------------------------------- 麻痺毒 (Numbing Agent)
def _no_basic_this_turn(st: GameState, player: int, uid: int, mode: int, reacted: int) -> bool:
    return not st.marks.get(("turn", "basic_done", player))


# ---------------------------------------------------------------- host rules
class BasicActionTracker(Ability):
    """Remembers, per turn, who performed a basic action (for 麻痺毒's play restriction)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "basic_action":
            st.marks[("turn", "basic_done", ev[1])] = True


class PoisonReshuffle(Ability):
    """Megami rules 7-5: after a reshuffle, the reshuffling player's poisons (played pile, discard pile
    and deck) go on top of their deck in random order (part of the procedure, not a triggered effect)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] != "reshuffled":
            return
        # with two Chikage hosts the rule is in force twice: apply it once
        if rule_player(src) == 1 and any(isinstance(ab, PoisonReshuffle) and s != src for s, ab in st.rules):
            return
        p = ev[1]
        zp = st.zones[p]
        found: list[int] = [u for z in (DECK, PLAYED, DISCARD) for u in zp[z] if st.cards[u].id in POISONS]
        if not found:
            return
        for i in range(len(found) - 1, 0, -1):
            j = S.rand_below(st, p, i + 1)
            found[i], found[j] = found[j], found[i]
        for u in reversed(found):
            S.move_card(st, u, DECK, top=True)


register_host_rules(MEGAMI, BasicActionTracker(), PoisonReshuffle(), PoisonsChangeOwner())


def _poison_played(st: GameState, player: int, uid: int) -> int:
    """A poison is played by the player it was given to: credited to the other side (Chikage's)."""
    if st.cards[uid].id in POISONS:
        count(st, 1 - player, "poison_played")
    return 0


# Mechanic telemetry (engine.telemetry): counts are credited to Chikage's side.
register_mechanic(MEGAMI, "poison_given", "a poison went from the pouch into the opponent's hand or deck",
                  "MR 7-3, 7-4", uses=plays_card(script_has(PoisonFromPouch)))
register_mechanic(MEGAMI, "poison_played", "the opponent played (resolved) one of the poisons", "MR 7-2, 7-4",
                  on_play=_poison_played)

# ====================================================================== normal cards
card("09-chikage-o-n-1", vanilla=True, summary="Kunai Throw: a plain 4-5 2/2 attack.")

card("09-chikage-o-n-2", after=(PoisonFromPouch(MINOR_POISONS, DECK),),
     summary="Poison Needle: after attack, put Numbing, Hallucinogen or Relaxant from your pouch on top of "
             "the opponent's deck.")

card("09-chikage-o-n-3",
     after=(Arrow("aura", "dist", 1), Arrow("shadow", "dist", 1), Custom(_forbid_opp_forward, "no_forward")),
     summary="Concealment: after attack, Aura to Distance 1 and Shadow to Distance 1; the opponent cannot "
             "move Forward this turn.")

card("09-chikage-o-n-4",
     attack_statics=(AttackMod(_fullpower, 1, 2),),
     after=(If(_fullpower, PoisonFromPouch(POISONS, HAND, chooser="opp")),
            If(opp_has_poison_in_hand, BasicActions(1, only=("recover",), optional=False))),
     all_out=True,
     summary="Concealed Weapon: full power +1/+2 and the opponent takes a poison of their choice from your "
             "pouch; after attack, if they hold a poison, you Recover once.")

card("09-chikage-o-n-5", on_play=(PoisonFromPouch(MINOR_POISONS, HAND),),
     summary="Miasma: put Numbing, Hallucinogen or Relaxant from your pouch into the opponent's hand.")

card("09-chikage-A1-n-5", flags=("unavoidable",), attack_statics=(AttackMod(OPP_HAND_2, near=2, far=2),),
     summary="Disguised Blade: unavoidable 4 2/1; if the opponent holds 2+ cards, range expands 2 both ways.")

card("09-chikage-o-n-6", unguarded=True, ongoing=(DistanceDown(2),),
     summary="Silent Approach: unguarded; while deployed, the current Distance is 2 lower (min 0).")

card("09-chikage-A1-n-6", on_play=(If(OPP_HAND_2, GainVigor(1)), DoubleArrow("dist", "shadow", 1)),
     summary="Surge of Vitality: gain 1 Vigor if the opponent holds 2+ cards; Distance<->Shadow 1.")

card("09-chikage-o-n-7", ongoing=(OppNoBasic(("backward", "retreat")),),
     summary="Quagmire: while deployed, the opponent cannot move Backward or Retreat.")

# ====================================================================== special cards
card("09-chikage-o-s-1", on_play=(PoisonFromPouch((FADING,), DECK),),
     summary="Ruinous Soultoxin: put a Fading Light Toxin from your pouch on top of the opponent's deck.")

card("09-chikage-o-s-2", ongoing=(DashAttackCanceller(),), initialize=(Custom(_spiritquell_reacted, "cancel"),),
     summary="Treacherous Spiritquell: while deployed, opponent attacks with a '-' damage are cancelled.")

card("09-chikage-o-s-3", devoted=(Resurgence(OPP_HAND_2),),
     summary="Amorphous Mistbane: 3-7 1/2; resurges at your end phase if the opponent holds 2+ cards.")

card("09-chikage-o-s-4", ongoing=(GrimPathWatch(),), disenchant=(Custom(_grim_win, "grim_path_win"),),
     summary="Chikage's Grim Path: taking life damage resets it unused (tokens to Shadow); disenchanted "
             "with every other Special of yours used, you win.")

card("09-chikage-A1-s-4", flags=("no_reactions_normal",), damage_fn=_bondrot_damage,
     summary="Vestigial Bondrot: 0-1 4/X, no Normal reactions; X is twice the opponent's hand size.")

# ====================================================================== poison cards (extra)
card(NUMBING, play_condition=_no_basic_this_turn, on_play=(RETURN_TO_POUCH, EndPhase()), undiscardable=True,
     summary="Numbing Agent: unplayable after a basic action this turn; back to the opponent's pouch, then "
             "the current phase ends.")

card(HALLUCINOGEN, on_play=(RETURN_TO_POUCH, Arrow("flare", "shadow", 2)), undiscardable=True,
     summary="Hallucinogen: back to the opponent's pouch; your Flare to Shadow 2.")

card(RELAXANT, ongoing=(NoAttackCards(),), disenchant=(RETURN_TO_POUCH,), undiscardable=True,
     summary="Muscle Relaxant: while deployed you cannot play Attack cards; on disenchant it returns to the "
             "opponent's pouch.")

card(FADING, on_play=(Arrow("aura", "shadow", 3),), undiscardable=True, extra_copies=2,
     summary="Fading Light Toxin: your Aura to Shadow 3.")
