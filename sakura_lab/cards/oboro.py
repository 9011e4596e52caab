"""Card effects of Oboro and her alternate forms (latest season), written in the engine's DSL.

Forms: Oboro (original), Oboro A1 (Third Chapter, extra card 最後の結晶) and Oboro A2 (Vanished).
Additional rules: megami-rules.en.md section 3 (3-1 extra card, 3-2 Trap, 3-3 play a Trap from the
discard pile just before a reshuffle). Rulings: docs/rulings-oboro.md.

Mechanics:

- Trap (設置) is the script extra ``trap=True``; the host rule :class:`TrapBeforeReshuffle` (3-3) offers
  one Trap card of the discard pile (伏せ札) when its host is about to reshuffle (situation-triggered,
  before the reshuffle's life damage). 虚魚 adds one more non-attack Trap while it is an enhancement or
  Devoted (``extra_trap_plays``).
- Vanished parts (CR25 additional rules 3-3..3-9): unassembled parts stay in ＜Extra＞, assembled ones are
  in AUX2; :class:`PartsInsteadOfReshuffle` replaces a reshuffle by an attack built from assembled parts.
- "played from the discard pile" is remembered while the card resolves (turn mark
  ``("turn", "from_discard", uid)``), set by :func:`play_from` which every effect here uses.
"""
from __future__ import annotations

from random import Random
from typing import Any

from sakura_lab.cards.mechanics import answer_is, answer_is_not
from sakura_lab.engine import api as S
from sakura_lab.engine import general as G
from sakura_lab.engine.cardbase import Ability, AttackAcc
from sakura_lab.engine.constants import (
    ATTACK,
    AURA,
    AUX2,
    D_CARD,
    D_MAY,
    DEVOTED,
    DISCARD,
    ENHANCE,
    EXTRA,
    FLARE,
    HAND,
    IN_USE,
    LIFE,
    MODE_EFFECT,
    MODE_REACTION,
    OUTSIDE,
    PLAYED,
    SHADOW,
    SPECIAL,
    THROUGHOUT,
    UNUSED,
)
from sakura_lab.engine.dsl import (
    Arrow,
    AttackMod,
    BasicActions,
    ChooseCards,
    ChooseOne,
    Custom,
    DiscardFromHand,
    DoubleArrow,
    Flinch,
    GainVigor,
    If,
    Instead,
    MakeAttack,
    Resurgence,
    card,
    opponent_chose,
    rng,
    selectable_by_effect,
    to_deck_bottom,
)
from sakura_lab.engine.hidden import HiddenInfo, card_concealed, redeal, register_hidden
from sakura_lab.engine.hostrules import register_host_rules, rule_player
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "oboro"
URO_UO = "05-oboro-o-s-3"
SHURIKEN = "05-oboro-A1-n-2"
TWIG = "05-oboro-A1-s-4"
PETAL = "05-oboro-A1-s-4-ex1"


# ====================================================================== playing cards by effect
def is_trap(st: GameState, uid: int) -> bool:
    """3-2: the card bears the word Trap (設置)."""
    return bool(S.card_of(st, uid).script.data.get("trap"))


def played_from_discard(st: GameState, uid: int) -> bool:
    return uid >= 0 and bool(st.marks.get(("turn", "from_discard", uid)))


class _IsCard:
    """Buff filter: the attack of card ``uid`` (for "that attack gains No Reactions")."""

    __slots__ = ("uid",)

    def __init__(self, uid: int) -> None:
        self.uid = uid

    def __call__(self, st: GameState, atk: Attack) -> bool:
        return atk.card == self.uid


def play_from(st: GameState, p: int, uid: int, mode: int = MODE_EFFECT, reacted: int = -1, *,
              no_reactions: bool = False) -> None:
    """Play ``uid`` by an effect (CR 9-9: nested). A card played from the discard pile is marked as such
    while it resolves; ``no_reactions`` gives its attack No Reactions (分身の術)."""
    from_discard = st.loc[uid] == DISCARD
    S.push(st, _play_done, uid, no_reactions)
    S.start_play(st, p, uid, mode, reacted)
    if from_discard:
        st.marks[("turn", "from_discard", uid)] = True
    if no_reactions:
        st.buffs.append((p, _IsCard(uid), (("flag", "no_reactions"),)))


def _play_done(st: GameState, uid: int, no_reactions: bool) -> None:
    st.marks.pop(("turn", "from_discard", uid), None)
    if no_reactions:  # the attack was not made (e.g. out of range): drop the unused buff
        st.buffs = [b for b in st.buffs if not (isinstance(b[1], _IsCard) and b[1].uid == uid)]


def _choose_and_play(st: GameState, p: int, cands: list[int], optional: bool, label: str, mode: int = MODE_EFFECT,
                     reacted: int = -1, then: Any = None) -> None:
    if not cands:
        return
    opts: list[Any] = (["stop"] if optional else []) + cands
    S.ask(st, p, D_CARD, opts, _chosen_play, p, mode, reacted, then, context=label, auto_single=not optional)


def _chosen_play(st: GameState, ans: Any, p: int, mode: int, reacted: int, then: Any) -> None:
    if ans == "stop":
        return
    if then is not None:
        S.push(st, then, p, ans)
    play_from(st, p, ans, mode, reacted, no_reactions=then is not None)


def discard_playable(st: GameState, p: int, pred: Any, mode: int = MODE_EFFECT, reacted: int = -1) -> list[int]:
    return [u for u in st.zones[p][DISCARD] if pred(st, u) and S.can_play(st, p, u, mode, reacted)]


def _not_fullpower(st: GameState, u: int) -> bool:
    return S.card_of(st, u).subtype != THROUGHOUT


# ====================================================================== 3-3 rule: Trap before a reshuffle
def extra_trap_plays(st: GameState, p: int) -> int:
    """虚魚 (Uro-Uo) in ``p``'s enhancements or Devoted: one more non-attack Trap may be played."""
    n = 0
    for u in st.zones[p][ENHANCE]:
        if st.cards[u].id == URO_UO and u not in st.disenchanting:
            n += 1
    for u in st.zones[p][SPECIAL]:
        if st.cards[u].id == URO_UO and st.cstate[u] == DEVOTED:
            n += 1
    return n


class TrapBeforeReshuffle(Ability):
    """Megami rules 3-3: just before its host reshuffles, the host may play one Trap from the discard
    pile (situation-triggered, so before the reshuffle's life damage)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "before_reshuffle" and ev[1] == rule_player(src):
            S.queue_trigger(st, ("trap_before_reshuffle", ev[1]), _trap_start, ev[1])


def rule_trap_plays(st: GameState, p: int) -> int:
    """3-3: one Trap; any number while a Devoted card of ``p`` says so (script data ``any_traps``: 虚魚's
    older reading, oboro_old)."""
    for u in st.zones[p][SPECIAL]:
        if st.cstate[u] == DEVOTED and st.cards[u].script.data.get("any_traps"):
            return len(st.cards)
    return 1


def _trap_start(st: GameState, p: int) -> None:
    count(st, p, "trap_set", sum(1 for u in st.zones[p][DISCARD] if is_trap(st, u)))
    _trap_step(st, p, rule_trap_plays(st, p), extra_trap_plays(st, p))


def _trap_step(st: GameState, p: int, rule_left: int, extra_left: int) -> None:
    def ok(st: GameState, u: int) -> bool:
        if not is_trap(st, u):
            return False
        return rule_left > 0 or (extra_left > 0 and S.card_of(st, u).ctype != ATTACK)

    cands = discard_playable(st, p, ok)
    if not cands:
        return
    S.ask(st, p, D_CARD, ["stop"] + cands, _trap_answer, p, rule_left, extra_left, context="trap_before_reshuffle")


def _trap_answer(st: GameState, ans: Any, p: int, rule_left: int, extra_left: int) -> None:
    if ans == "stop":
        return
    # a non-attack Trap uses 虚魚's extra play first, keeping the rule's play for any Trap
    if extra_left > 0 and S.card_of(st, ans).ctype != ATTACK:
        extra_left -= 1
    else:
        rule_left -= 1
    count(st, p, "trap_played")
    S.push(st, _trap_step, p, rule_left, extra_left)
    play_from(st, p, ans)


# ====================================================================== A1 rule effects of cards in public zones
class ShurikenReturn(Ability):
    """手裏剣 (Forced, in the played pile): at its owner's end phase, with 5+ cards in both discard piles
    together, the owner may return it to hand."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] != "end_phase" or ev[1] != rule_player(src):
            return
        p = ev[1]
        for u in st.zones[p][PLAYED]:
            if st.cards[u].id == SHURIKEN:
                S.queue_trigger(st, ("shuriken", p), _shuriken_may, p, u)


def _shuriken_condition(st: GameState) -> bool:
    return len(st.zones[0][DISCARD]) + len(st.zones[1][DISCARD]) >= 5


def _shuriken_may(st: GameState, p: int, u: int) -> None:
    if st.loc[u] != PLAYED or not _shuriken_condition(st):
        return
    S.ask(st, p, D_MAY, (False, True), _shuriken_answer, u, auto_single=False, context="shuriken")


def _shuriken_answer(st: GameState, yes: bool, u: int) -> None:
    if yes:
        S.move_card(st, u, HAND)


class FinalPetal(Ability):
    """最後の結晶 (Forced, while unused in ＜Special＞): the first time its owner would lose, they may
    instead send all their Life to Shadow and play it (paying its Cost)."""

    __slots__ = ()

    replaces = frozenset({"loss"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        (p,) = args
        if p != rule_player(src):
            return False
        if st.marks.get(("petal_pending", p)):
            return True
        if st.marks.get(("petal_done", p)):
            return False
        petal = _petal_of(st, p)
        if petal < 0 or not _petal_payable(st, p, petal):
            return False
        st.marks[("petal_done", p)] = True  # only the first time the player would lose
        st.marks[("petal_pending", p)] = True
        S.queue_trigger(st, ("final_petal", p), _petal_may, p, petal)
        return True


def _petal_of(st: GameState, p: int) -> int:
    for u in st.zones[p][SPECIAL]:
        if st.cards[u].id == PETAL and st.cstate[u] == UNUSED:
            return u
    return -1


def _petal_payable(st: GameState, p: int, u: int) -> bool:
    """The Cost is paid from Flare; the Life sent to Shadow does not help pay it."""
    return S.card_cost(st, p, u) <= st.tok[FLARE + p]


def _petal_may(st: GameState, p: int, u: int) -> None:
    if st.outcome is not None:
        return
    if not _petal_payable(st, p, u) or st.loc[u] != SPECIAL:
        _petal_declined(st, p)
        return
    S.ask(st, p, D_MAY, (False, True), _petal_answer, p, u, auto_single=False, context="final_petal")


def _petal_declined(st: GameState, p: int) -> None:
    st.marks.pop(("petal_pending", p), None)
    S.lose(st, p, "life")


def _petal_answer(st: GameState, yes: bool, p: int, u: int) -> None:
    if not yes:
        _petal_declined(st, p)
        return
    S.push(st, _petal_after, p)
    if not st.cards[u].script.data.get("keeps_life"):  # the na-s3 reading keeps the Life (oboro_old)
        S.move_tokens(st, LIFE + p, SHADOW, st.tok[LIFE + p], cause="final_petal")
    st.marks[("petal_play", u)] = True
    S.start_play(st, p, u, MODE_EFFECT)


def _petal_after(st: GameState, p: int) -> None:
    st.marks.pop(("petal_pending", p), None)
    for k in [k for k in st.marks if isinstance(k, tuple) and k[0] == "petal_play"]:
        del st.marks[k]
    if st.tok[LIFE + p] == 0:
        S.check_win(st)


def _petal_condition(st: GameState, player: int, uid: int, mode: int, reacted: int) -> bool:
    return mode == MODE_EFFECT and bool(st.marks.get(("petal_play", uid)))


# ====================================================================== card helpers
def _outside_to(st: GameState, ctx: Ctx, place: int) -> None:
    k = S.move_tokens(st, OUTSIDE, place, 1, arrow_player=ctx.player, cause="arrow")
    st.marks["outside_delta"] = st.marks.get("outside_delta", 0) + k


def _twig(st: GameState, ctx: Ctx) -> None:
    """神代枝: Out of Game -> your Aura 1, -> your Flare 1; remove this card; gain 最後の結晶 unused."""
    p = ctx.player
    _outside_to(st, ctx, AURA + p)
    _outside_to(st, ctx, FLARE + p)
    if ctx.card >= 0 and st.loc[ctx.card] in (IN_USE, SPECIAL):
        G.remove_from_game(st, ctx.card)
    for u in list(st.zones[p][EXTRA]):
        if st.cards[u].id == PETAL:
            S.move_card(st, u, SPECIAL)
            st.cstate[u] = UNUSED
            S.invalidate(st)
            if st.record:
                st.log("gain_extra", p, u)
            break


def _caltrops(st: GameState, ctx: Ctx) -> None:
    """影菱 After Attack: if played from the discard pile, look at the opponent's hand and put one of its
    cards into their discard pile."""
    if not played_from_discard(st, ctx.card):
        return
    q = 1 - ctx.player
    hand = G.reveal_hand(st, q)
    opts = [u for u in hand
            if not st.cards[u].script.undiscardable and selectable_by_effect(st, u, ctx.player)]
    if opts:
        S.ask(st, ctx.player, D_CARD, opts, _caltrops_answer, context="caltrops")


def _caltrops_answer(st: GameState, uid: int) -> None:
    S.move_card(st, uid, DISCARD)


class RushOfBlades(Ability):
    """斬撃乱舞: +1/+1 when the opponent has taken Aura damage this turn (tokens left their Aura as damage)."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        q = 1 - atk.player
        if st.marks.get(("turn", "aura_changes", q, "attack_damage")) or st.marks.get(
                ("turn", "aura_changes", q, "damage")):
            acc.aura_add += 1
            acc.life_add += 1


class SneakAttack(Ability):
    """不意打ち: -X/-X, X = the number of cards in the opponent's discard pile."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        x = len(st.zones[1 - atk.player][DISCARD])
        acc.aura_add -= x
        acc.life_add -= x


def _ninpo_walk(st: GameState, ctx: Ctx) -> None:
    """忍歩: if played from the discard pile, you may play one Trap card from the discard pile."""
    if not played_from_discard(st, ctx.card):
        return
    _choose_and_play(st, ctx.player, discard_playable(st, ctx.player, is_trap), True, "ninpo_walk")


def _shadow_cloning(st: GameState, ctx: Ctx) -> None:
    """分身の術: play a non-full-power card of the discard pile; then, if it is in the played pile, play it
    again from there. Attacks made by these plays have No Reactions."""
    p = ctx.player
    _choose_and_play(st, p, discard_playable(st, p, _not_fullpower), False, "shadow_cloning", then=_clone_again)


def _clone_again(st: GameState, p: int, uid: int) -> None:
    if st.loc[uid] == PLAYED:
        play_from(st, p, uid, no_reactions=True)


def _tobi_kage(st: GameState, ctx: Ctx) -> None:
    """鳶影: you may play a non-full-power card of the discard pile; played as a Reaction to the attack
    this card reacts to (if that attack is still in progress)."""
    p = ctx.player
    if ctx.reacted >= 0 and ctx.reacted in st.attacks:
        mode, reacted = MODE_REACTION, ctx.reacted
    else:
        mode, reacted = MODE_EFFECT, -1
    _choose_and_play(st, p, discard_playable(st, p, _not_fullpower, mode, reacted), True, "tobi_kage",
                     mode, reacted)


KUMA_ATTACK = MakeAttack(rng(3, 4), 2, 2)


def _kuma_suke(st: GameState, ctx: Ctx) -> None:
    """熊介 After Attack: attack 3-4 2/2 X times, X = your discard pile's size (counted once, now)."""
    x = len(st.zones[ctx.player][DISCARD])
    S.push_nodes(st, (KUMA_ATTACK,) * x, ctx)


def _uro_uo_init(st: GameState, ctx: Ctx) -> None:
    """虚魚 Initialize: put any number of your played-pile cards into your discard pile."""
    _uro_uo_step(st, ctx.player)


def _uro_uo_step(st: GameState, p: int) -> None:
    # a card that cannot go face down (a poison, MR 7-2-1) stays in the played pile: never offer it (offering
    # it made the choice repeat forever, the move being refused)
    cands = [u for u in st.zones[p][PLAYED] if not st.cards[u].script.undiscardable]
    if cands:
        S.ask(st, p, D_CARD, ["stop"] + cands, _uro_uo_answer, p, context="uro_uo")


def _uro_uo_answer(st: GameState, ans: Any, p: int) -> None:
    if ans == "stop":
        return
    S.move_card(st, ans, DISCARD)
    S.push(st, _uro_uo_step, p)


class DoubleArrowsFromDiscard(Ability):
    """虚魚 Ongoing: arrows of cards its owner plays from the discard pile are double arrows."""

    __slots__ = ()

    def doubles_arrows(self, st: GameState, src: int, ctx: Ctx) -> bool:
        return ctx.player == st.owner[src] and played_from_discard(st, ctx.card)


def _revitalize(st: GameState, ctx: Ctx) -> None:
    """生体活性 Disenchant: one of your Devoted Specials becomes unused."""
    p = ctx.player
    cands = [u for u in st.zones[p][SPECIAL] if st.cstate[u] == DEVOTED]
    if cands:
        S.ask(st, p, D_CARD, cands, _revitalize_answer, context="revitalize")


def _revitalize_answer(st: GameState, uid: int) -> None:
    S.set_unused(st, uid)


def _flare_zero(st: GameState, ctx: Ctx) -> bool:
    return st.tok[FLARE + ctx.player] == 0


# ====================================================================== normal cards
card("05-oboro-o-n-1", vanilla=True, data={"trap": True}, summary="Steel Strings: a 3-4 2/2 attack with Trap.")

card("05-oboro-o-n-2", flags=("no_reactions",), after=(Custom(_caltrops, "caltrops"),), data={"trap": True},
     summary="Caltrops: Trap, no reactions; if played from the discard pile, see the opponent's hand and "
             "put one of its cards face down.")

card("05-oboro-A1-n-2", summary="Shuriken: 3-5 2/1; at your end phase with 5+ face-down cards in total it "
                                "may go back from the played pile to hand (host rule of Third Chapter).",
     )

card("05-oboro-o-n-3", attack_statics=(RushOfBlades(),),
     summary="Rush of Blades: full power 2-4 3/2, +1/+1 if the opponent took Aura damage this turn.")

card("05-oboro-A1-n-3", attack_statics=(SneakAttack(),), flags=("no_reactions_normal",),
     summary="Sneak Attack: full power 1-3 4/3, no normal reactions, -X/-X by the opponent's discard pile.")

card("05-oboro-o-n-4", on_play=(Arrow("shadow", "dist", 1), Custom(_ninpo_walk, "ninpo_walk")), data={"trap": True},
     summary="Ninpo-Walk: Trap; Shadow to Distance 1; from the discard pile it may play another Trap there.")

card("05-oboro-o-n-5", on_play=(ChooseOne(("dist_to_opp_aura", (Arrow("dist", "opp_aura", 1),)),
                                          ("opp_aura_to_opp_flare", (Arrow("opp_aura", "opp_flare", 1),))),),
     data={"trap": True}, summary="Induce: Trap reaction; Distance to opponent's Aura 1, or their Aura to their Flare 1.")

card("05-oboro-o-n-6", on_play=(Custom(_shadow_cloning, "shadow_cloning"),),
     summary="Shadow Cloning: play a non-full-power card from the discard pile, then again from the played "
             "pile; its attacks get no reactions.")

card("05-oboro-o-n-7", unguarded=True, disenchant=(Custom(_revitalize, "revitalize"),), data={"trap": True},
     summary="Revitalize: Trap enhancement (Unguarded); on disenchant one Devoted Special becomes unused.")

# ====================================================================== special cards
card("05-oboro-o-s-1", after=(Custom(_kuma_suke, "kuma_suke"),),
     summary="Kuma-Suke: full power 3-4 2/2; then attack 3-4 2/2 once per card in your discard pile.")

card("05-oboro-o-s-2", on_play=(Custom(_tobi_kage, "tobi_kage"),),
     summary="Tobi-Kage: may play a non-full-power card from the discard pile, reacting to the same attack.")

card(URO_UO, initialize=(Custom(_uro_uo_init, "uro_uo"),), ongoing=(DoubleArrowsFromDiscard(),),
     summary="Uro-Uo: move played cards face down; arrows of cards played from the discard pile are double; "
             "one more non-attack Trap before a reshuffle while deployed or devoted.")

card("05-oboro-o-s-4", after=(Arrow("shadow", "flare", 1),), devoted=(Resurgence(_flare_zero),),
     summary="Mi-Kazura: 3-7 1/1, then Shadow to your Flare 1; resurges when your Flare is 0.")

card(TWIG, on_play=(Custom(_twig, "twig"),),
     summary="Twig of the Sacred Sakura: Out of Game to your Aura 1 and Flare 1; remove it and gain "
             "The Final Petal unused.")

card(PETAL, play_condition=_petal_condition, on_play=(DiscardFromHand(1), Arrow("shadow", "life", 1)),
     summary="The Final Petal: only through its own text; the first time you would lose you may send your "
             "Life to Shadow and play it: discard a card, then Shadow to Life 1.")

# ====================================================================== Vanished Oboro: parts (CR25 add. 3-1, 3-3..3-9)
# The cyberwar zone: unassembled parts stay in ＜Extra＞ (where setup puts them), assembled parts are in AUX2
# (AUX1 is Hagane A1's Anvil: a player may host both).
ASSEMBLED = AUX2


def is_part(st: GameState, u: int) -> bool:
    return bool(st.cards[u].script.data.get("part"))


def is_main_part(st: GameState, u: int) -> bool:
    return st.cards[u].script.data.get("part") == "main"


def _parts_conceal(st: GameState, uid: int, viewer: int) -> bool:
    """CR25 additional rules 3-4, 3-9: parts lie face down in the cyberwar zone and only its player may
    look at them; the other player sees how many are assembled, not which."""
    return st.owner[uid] != viewer and st.loc[uid] in (EXTRA, ASSEMBLED) and is_part(st, uid)


def _resample_parts(st: GameState, viewer: int, rng: Random) -> None:
    """Deal the opponent's face-down parts out again over the same places (assembled or not)."""
    q = 1 - viewer
    places = [u for z in (EXTRA, ASSEMBLED) for u in st.zones[q][z]
              if is_part(st, u) and card_concealed(st, u, viewer)]
    redeal(st, places, rng)


register_hidden(HiddenInfo("oboro_parts", "CR25 additional rules 3-4, 3-9", conceals_card=_parts_conceal,
                           resample=_resample_parts))


def assembled(st: GameState, p: int) -> list[int]:
    return list(st.zones[p][ASSEMBLED])


def unassembled(st: GameState, p: int) -> list[int]:
    return [u for u in st.zones[p][EXTRA] if is_part(st, u)]


class Assemble(Custom):
    """Assemble ``n`` parts (3-7): choose that many unassembled parts; then with 6+ assembled, disassemble
    down to 5."""

    __slots__ = ()

    def __init__(self, n: int) -> None:
        super().__init__(lambda st, ctx: assemble(st, ctx.player, n), f"assemble_{n}")


def assemble(st: GameState, p: int, n: int) -> None:
    S.push(st, _disassemble_to, p, 5)
    _assemble_step(st, p, n)


def _assemble_step(st: GameState, p: int, left: int) -> None:
    cands = unassembled(st, p)
    if left <= 0 or not cands:
        return
    S.ask(st, p, D_CARD, cands, _assemble_answer, p, left, context="assemble")


def _assemble_answer(st: GameState, u: int, p: int, left: int) -> None:
    count(st, p, "parts_assembled")
    S.move_card(st, u, ASSEMBLED)
    S.push(st, _assemble_step, p, left - 1)


def _disassemble_to(st: GameState, p: int, keep: int) -> None:
    """Disassemble (3-8): unassemble chosen parts one at a time until at most ``keep`` are assembled."""
    cands = assembled(st, p)
    if len(cands) <= keep:
        return
    S.ask(st, p, D_CARD, cands, _disassemble_answer, p, keep, context="disassemble")


def _disassemble_answer(st: GameState, u: int, p: int, keep: int) -> None:
    S.move_card(st, u, EXTRA)
    S.push(st, _disassemble_to, p, keep)


class PartsInsteadOfReshuffle(Ability):
    """CR25 additional rules 3-3 (Vanished): with an assembled Digital Trap part (a main part), a reshuffle
    may be replaced by an attack built from assembled parts; then it is no reshuffle at all."""

    __slots__ = ()

    replaces = frozenset({"reshuffle"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        p, by_rules = args
        if p != rule_player(src) or not any(is_main_part(st, u) for u in st.zones[p][ASSEMBLED]):
            return False
        S.push(st, _parts_may, p, by_rules)
        return True


def _parts_may(st: GameState, p: int, by_rules: bool) -> None:
    S.ask(st, p, D_MAY, (False, True), _parts_answer, p, by_rules, auto_single=False, context="parts_attack")


def _parts_answer(st: GameState, yes: bool, p: int, by_rules: bool) -> None:
    if not yes:
        S.push_reshuffle(st, p, by_rules, replaceable=False)
        return
    count(st, p, "parts_attack")
    mains = [u for u in st.zones[p][ASSEMBLED] if is_main_part(st, u)]
    S.ask(st, p, D_CARD, mains, _parts_main, p, context="main_part")


def _parts_main(st: GameState, main: int, p: int) -> None:
    _parts_custom_step(st, p, main, ())


def _parts_custom_step(st: GameState, p: int, main: int, chosen: tuple) -> None:
    cands = [u for u in st.zones[p][ASSEMBLED] if not is_main_part(st, u) and u not in chosen]
    if not cands:
        _parts_attack(st, p, main, chosen)
        return
    S.ask(st, p, D_CARD, ["stop"] + cands, _parts_custom_answer, p, main, chosen, context="custom_parts")


def _parts_custom_answer(st: GameState, ans: Any, p: int, main: int, chosen: tuple) -> None:
    if ans == "stop":
        _parts_attack(st, p, main, chosen)
        return
    _parts_custom_step(st, p, main, chosen + (ans,))


def _parts_attack(st: GameState, p: int, main: int, customs: tuple) -> None:
    """Steps 2-7: reveal; the custom parts' text of level = their number; create the attack (category
    "parts", the main part's values and text, then the custom texts); unassemble every part; range check."""
    level = len(customs)
    if st.record:
        st.log("reveal_parts", p, (main,) + customs, level)
    mcd = st.cards[main]
    flags = set(mcd.script.flags)
    statics: list[Any] = []
    after = list(mcd.script.after)
    for u in sorted(customs, key=lambda u: st.cards[u].id):
        f, sa, af = st.cards[u].script.data["levels"][level - 1]
        flags.update(f)
        statics.extend(sa)
        after.extend(af)
    atk = S.new_attack(st, p, rng=mcd.range, aura=mcd.aura, life=mcd.life, after=tuple(after),
                       statics=tuple(statics), flags=frozenset(flags), source=main)
    atk.category = "parts"
    for u in assembled(st, p):
        S.move_card(st, u, EXTRA)
    if not S.can_attack(st, p) or not S.in_range(st, atk):
        del st.attacks[atk.aid]
        if st.record:
            st.log("attack_illegal", p, atk.aid)
        return
    S.push_resolve_attack(st, atk.aid)


def _holo_kunai_to_played(st: GameState, p: int, uid: int) -> None:
    """ホロ苦無: going to the played pile after its use, it may go to the discard pile instead."""
    S.ask(st, p, D_MAY, (False, True), _holo_answer, uid, auto_single=False, context="holo_kunai")


def _holo_answer(st: GameState, yes: bool, uid: int) -> None:
    if st.loc[uid] == IN_USE:
        S.move_card(st, uid, DISCARD if yes else PLAYED)


class GigaCost(Ability):
    """ギガ介: Cost - (your discard pile + your assembled parts)."""

    __slots__ = ()

    def cost_delta(self, st: GameState, src: int, uid: int, player: int) -> int:
        if uid != src:
            return 0
        return -(len(st.zones[player][DISCARD]) + len(st.zones[player][ASSEMBLED]))


class EbookBeforeReshuffle(Ability):
    """電子神渉 (Devoted): just before its owner reshuffles, they may disassemble down to 1 part; if so,
    assemble X parts, X = half their discard pile rounded up."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "before_reshuffle" and ev[1] == st.owner[src]:
            S.queue_trigger(st, ("ebook", st.cards[src].id), _ebook_may, ev[1])


def _ebook_may(st: GameState, p: int) -> None:
    S.ask(st, p, D_MAY, (False, True), _ebook_answer, p, auto_single=False, context="ebook")


def _ebook_answer(st: GameState, yes: bool, p: int) -> None:
    if not yes:
        return
    S.push(st, _ebook_assemble, p)
    _disassemble_to(st, p, 1)


def _ebook_assemble(st: GameState, p: int) -> None:
    assemble(st, p, (len(st.zones[p][DISCARD]) + 1) // 2)


def _played_to_discard(st: GameState, ctx: Ctx, uid: int) -> None:
    S.move_card(st, uid, DISCARD)


card("05-oboro-a2-n-1", after=(Assemble(1),), data={"trap": True}, replacements=(Instead("to_played", _holo_kunai_to_played),),
     summary="Holo Kunai: Trap, 1/3/5 1/1; after attack assemble a part; may go face down instead of played.")

GIGA_ATTACK = MakeAttack(rng(3, 4), 2, 1)
card("05-oboro-a2-s-1", forced=(GigaCost(),), after=(GIGA_ATTACK, GIGA_ATTACK, GIGA_ATTACK),
     summary="Giga-Suke: 3-4 2/1 costing less by discards and assembled parts; then three 3-4 2/1 attacks.")

card("05-oboro-a2-s-3", on_play=(Assemble(1), BasicActions(1)), devoted=(EbookBeforeReshuffle(),),
     summary="Oboro Document: assemble a part and do up to one basic action; devoted, before a reshuffle you "
             "may reduce parts to 1 and assemble half your discard pile (rounded up).")

card("05-oboro-a2-mp-1", data={"part": "main"}, flags=("digital_trap",), summary="Main Part X: 4-5 2/2 (Digital Trap).")
card("05-oboro-a2-mp-2", data={"part": "main"}, flags=("digital_trap",), summary="Main Part Y: 3 and 6, 2/1 (Digital Trap).")
card("05-oboro-a2-mp-3", data={"part": "main"}, flags=("digital_trap",), after=(If(opponent_chose("life"), Flinch("opp")),),
     summary="Main Part Z: 0-2 1/0 (Digital Trap); flinches the opponent if they took it on Life.")

card("05-oboro-a2-cp-1", data={"part": "custom", "levels": ((("no_reactions_enhance",), (), ()), (("no_reactions_attack",), (), ()),
             (("no_reactions_action",), (), ()), (("no_reactions_normal",), (), ()))},

     summary="Custom Part A: no reactions by enhancements / attacks / actions / normal cards (levels 1-4).")
card("05-oboro-a2-cp-2", data={"part": "custom", "levels": (((), (AttackMod(None, 0, 0),), ()), ((), (AttackMod(None, 0, 1),), ()),
             ((), (AttackMod(None, 1, 0),), ()), ((), (AttackMod(None, 1, 1),), ()))},

     summary="Custom Part B: +0/+0, +0/+1, +1/+0, +1/+1 (levels 1-4).")
card("05-oboro-a2-cp-3", data={"part": "custom", "levels": (((), (), (Arrow("shadow", "dist", 1),)), ((), (), (DoubleArrow("shadow", "dist", 1),)),
             ((), (), (DoubleArrow("shadow", "dist", 1),)),
             ((), (), (DoubleArrow("shadow", "dist", 1), GainVigor(1))))},

     summary="Custom Part C: after attack Shadow to Distance 1 (level 1), Shadow<->Distance 1 (2-3), plus 1 Vigor (4).")
card("05-oboro-a2-cp-4", data={"part": "custom", "levels": (((), (), (ChooseCards(1, (PLAYED,), _played_to_discard, label="part_d"),)),
             ((), (), (ChooseCards(1, (DISCARD,), to_deck_bottom, label="part_d"),)),
             ((), (), (ChooseCards(2, (DISCARD,), to_deck_bottom, label="part_d"),)),
             ((), (), (ChooseCards(2, (PLAYED, DISCARD), to_deck_bottom, label="part_d"),)))},

     summary="Custom Part D: after attack move up to 1 played card face down (1), or up to 1-2 face-down "
             "(and played, 4) cards to the deck bottom (2-4).")

register_host_rules("oboro", TrapBeforeReshuffle())

# Mechanic telemetry (engine.telemetry). Both forms with Traps (original, A1) share "oboro"; Vanished's parts too.
register_mechanic(MEGAMI, "trap_set", "a Trap card lay face down in the discard pile as its host was about to "
                  "reshuffle (one count per card)", "MR 3-2, 3-3")
register_mechanic(MEGAMI, "trap_played", "a Trap was played from the discard pile before a reshuffle", "MR 3-3",
                  uses=answer_is_not(D_CARD, "trap_before_reshuffle", "stop"))
register_mechanic(MEGAMI, "parts_assembled", "a Vanished part was assembled", "CR25 additional rules 3-7",
                  forms=("oboro-a2",))
register_mechanic(MEGAMI, "parts_attack", "a reshuffle was replaced by a parts attack (Vanished)",
                  "CR25 additional rules 3-3", uses=answer_is(D_MAY, "parts_attack", True), forms=("oboro-a2",))
register_host_rules("oboro-a1", ShurikenReturn(), FinalPetal())
register_host_rules("oboro-a2", PartsInsteadOfReshuffle())
