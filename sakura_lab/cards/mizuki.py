"""Card effects of Mizuki (ミズキ / 水津城), season na-s10-2, with her Units, Divinity of War and ＜Barracks＞.

Additional rules (megami-rules.en.md §16, "MR 16-n"):

- 16-1 Extra cards: Divinity of War (闘神) is set up face up in ＜Extra＞ (catalogue extra card); the four Units
  (2 Spearmen, 1 Shieldbearer, 1 Cavalry) are set up in the host's ＜Barracks＞ (zone ``AUX5``), not conscripted,
  through the declared per-card flags ``setup_zone=AUX5`` and ``extra_copies=2`` (Spearman).
- 16-2-1 Unit: each Unit carries the card-text replacement :class:`UnitHome` (event ``card_move`` of
  ``engine.hooks.REPLACEMENTS``, asked by ``engine.zones.move_card`` for every card whose script has
  replacements): a move to any zone but ＜Barracks＞, ＜In Use＞, ＜Enhancement＞, ＜Seal＞ or ＜Out of Game＞
  goes to its owner's ＜Barracks＞ instead, not conscripted (counter ``unit_return``).
- 16-3-1 Unit attacks: the attack of a Unit card gets the category ``"unit"`` when it is made (host rule
  :class:`MizukiRules` on ``attack_made``; before that it is computed as a non-Special attack, which changes
  nothing: no rule reads the category before the attack is made).
- 16-4 ＜Barracks＞: face down, only its owner may look (hidden-information declaration ``mizuki_barracks``).
  Conscripted (徴兵済) is a per-card mark ``("mizuki_cons", uid)``, public (the Unit board). Conscripted cards
  may be played whenever a card could be played from hand (MR 16-4 NOTE: main-phase options, standard and
  full-power, and Reactions): declared hook ``playable_elsewhere`` (counter ``barracks_play``).
- 16-5 Conscript: :class:`Conscript`: choose one unconscripted Unit in your ＜Barracks＞ and mark it conscripted;
  nothing when there is none (counter ``conscript``). Identical Units are offered once (the two Spearmen are
  the same card).

Keywords and conditions (CR and card data; decisions with sources):

- Terminal (終端, CR 9-2) is the core flag ``CardScript.terminal``.
- Unwavering (不動, JA text "このターン中に現在の間合が変化していない"): the current Distance has not changed
  this turn. Read as "it never changed", not "it equals the start-of-turn value": the host rule watches the
  current Distance at every engine event and remembers a change (turn mark). Baseline: the Distance at the
  start of the turn (CR 8-1-1, ``st.start_distance``), so start-phase changes count. A change undone
  without any engine event in between (one card's effect moving a token out of and back into Distance with no
  Aura / Life / basic-action event between) is not seen: our approximation.
- "You reacted on the previous turn" (直前のターンに対応している): the host played a card as a Reaction
  (``card_played`` with MODE_REACTION) during the turn just before the current one.
- "The first reaction you make this turn" (Bulwark): count of the host's Reactions this turn, including this one.
- "Non-Special attack" (Front Line): an attack whose card, or the card whose effect made it, is not a Special.
  Front Line's +1/+1 is given when the attack is made (its text is "when you make ...") and stays on it.
- Cancel (打ち消す) respects "cannot be cancelled" (CR 10-23), as ``dsl.CancelAttack``. "Non-Throughout" and
  "non-Special" are read from the attack (its subtype, after Roaring Warcry; its category).
- Quash and Front Line and Divinity of War are "treated as Kodama's cards": Kodama is not implemented, so the
  clause has no effect yet (noted, not encoded).
- Mie Turret "Hizamaru": "cannot be played if you have attacked this turn" = any attack made by the host this
  turn (``attack_made``). Immediate Resurgence when the host plays a card with Terminal, before it resolves
  (the trigger queued at ``card_played`` runs before the played card's frames, CR 10-8).
- Ōte Gate "Tatenashi" (na-s10-2 JA text: choose up to one card in hand; it and Divinity of War go to the
  Barracks conscripted; Devoted: attacks of Attack cards played from the Barracks +1/+0). No extra conscription
  and no "Reactions lose Terminal" in this season (those are the na-s7-2..na-s10 text). "Played from the
  Barracks" is recorded when the card is played (mark ``("mizuki_fromb", uid)``). If Divinity of War is not in
  ＜Extra＞ (in use or already in the Barracks), only the hand card moves. Only a Normal card of the hand may
  be chosen (MR 16-4: the Barracks hold Unit and Normal cards only; e.g. not one of Chikage's poisons).
- Divinity of War: +0/+1 while Unwavering (JA text; the "+1/+0" of one Chinese translation is not followed);
  After Attack it returns to ＜Extra＞ (so it does not reach the played pile).
- Tenshu Keep: Initialize cancels the reacted attack (any attack, CR 10-23 aside; only when played as a
  Reaction). Ongoing: the host's attacks whose users do not include Mizuki (CR 10-15) or that are Unit attacks
  get +0/+1.
- Mizuki's Roaring Warcry: a text-affecting Ongoing effect (declared hook ``card_info``, CR 9-1-3-3): the host's
  Normal cards and Units printed with Terminal lose it; the host's Normal cards printed Throughout lose that
  subtype (they may be played as a standard action and as a non-Throughout attack) and gain Terminal. The
  hook is asked only in games where a Warcry was deployed (its Initialize sets the ``card_info`` mark).
- Cavalry: "the opponent's attacks lose No Reactions" = every ``no_reactions*`` flag (attack modification
  ``lose_no_reactions``). Disenchant: the host gains 1 Vigor; the card then goes to the Barracks (MR 16-2-1).
- Shieldbearer: the reacted attack, if not Throughout, gets -1/+0.

Gaps filled: the Unit and extra-card contents (MR gaps table #13) come from the card data
(``furuyoni-data/cards.json``, na-s10-2 JA texts).

General mechanisms added to the core for these rules (declared, no megami named there):

- ``CardScript.setup_zone`` (per-card flag read by ``game._deck_layout``): the zone an extra card starts in.
- replacement ``card_move`` (``hooks.REPLACEMENTS``, scope card text), asked by ``zones.move_card`` only for cards
  whose script has replacements.
- hook ``playable_elsewhere`` (``hooks.HOOKS``), asked by ``turn.main_options`` and ``play.reaction_options``.
- hook ``card_info`` (``hooks.HOOKS``), asked by ``abilities.card_of`` only while ``st.marks["card_info"]`` is set.
"""
from __future__ import annotations

from dataclasses import replace as dc_replace
from typing import Any

from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability, CardDef
from sakura_lab.engine.constants import (
    AUX5,
    D_CARD,
    D_CHOOSE,
    D_MAIN,
    D_REACT,
    ENHANCE,
    EXTRA,
    FORWARD,
    HAND,
    IN_USE,
    MODE_REACTION,
    OUT,
    RECOVER,
    SEAL,
    THROUGHOUT,
)
from sakura_lab.engine.dsl import (
    CancelAttack,
    ChooseOne,
    Custom,
    GainVigor,
    GlobalAttackMod,
    If,
    ImmediateResurgence,
    Node,
    card,
    own_other_megami_attack,
)
from sakura_lab.engine.hidden import HiddenInfo, register_hidden
from sakura_lab.engine.hostrules import register_host_rules, rule_player
from sakura_lab.engine.invariants import register_invariant
from sakura_lab.engine.state import Attack, Ctx, Decision, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "mizuki"
BARRACKS: int = AUX5  # MR 16-4

LEAD = "18-mizuki-o-n-1"  # 陣頭 Lead the Charge
COUNTER = "18-mizuki-o-n-2"  # 反攻 Counteroffensive
QUASH = "18-mizuki-o-n-3"  # 撃ち落とし Quash
COMMAND = "18-mizuki-o-n-4"  # 号令 Command
BULWARK = "18-mizuki-o-n-5"  # 防壁 Bulwark
ADVANCE = "18-mizuki-o-n-6"  # 制圧前進 Steady Advance
FRONT = "18-mizuki-o-n-7"  # 戦場 Front Line
TENSHU = "18-mizuki-o-s-1"  # 天主八龍閣
HIZAMARU = "18-mizuki-o-s-2"  # 三重膝丸櫓
TATENASHI = "18-mizuki-o-s-3"  # 大手楯無門
DIVINITY = "18-mizuki-o-s-3-ex1"  # 闘神 Divinity of War
WARCRY = "18-mizuki-o-s-4"  # 山城水津城の鬨の声
SPEAR = "18-mizuki-o-t-1"  # 槍兵 Spearman
SHIELD = "18-mizuki-o-t-2"  # 盾兵 Shieldbearer
CAVALRY = "18-mizuki-o-t-3"  # 騎兵 Cavalry
UNITS = frozenset({SPEAR, SHIELD, CAVALRY})
PUBLIC_IN_BARRACKS = UNITS | {DIVINITY}  # their presence in the Barracks is public (set up / put there openly)

CONS = "mizuki_cons"  # (CONS, uid): conscripted
FROMB = "mizuki_fromb"  # (FROMB, uid): its last play was from the Barracks
REACT_TURN = "mizuki_react_turn"  # (REACT_TURN, p): the last turn in which p reacted
UNIT_HOME_ZONES = frozenset({BARRACKS, IN_USE, ENHANCE, SEAL, OUT})  # MR 16-2-1


# ---------------------------------------------------------------- state helpers
def is_conscripted(st: GameState, uid: int) -> bool:
    return st.loc[uid] == BARRACKS and bool(st.marks.get((CONS, uid)))


def barracks(st: GameState, p: int) -> list[int]:
    return list(st.zones[p][BARRACKS])


def to_barracks(st: GameState, uid: int, conscripted: bool) -> None:
    """Put card ``uid`` into its owner's ＜Barracks＞, conscripted or not (MR 16-4)."""
    S.move_card(st, uid, BARRACKS)
    if conscripted:
        st.marks[(CONS, uid)] = True
    else:
        st.marks.pop((CONS, uid), None)


def reacted_last_turn(st: GameState, p: int) -> bool:
    """直前のターンに対応している: ``p`` played a card as a Reaction during the previous turn."""
    return st.marks.get((REACT_TURN, p), -99) == st.turn - 1


def reactions_this_turn(st: GameState, p: int) -> int:
    return int(st.marks.get(("turn", "mizuki_reacts", p), 0))


def attacked_this_turn(st: GameState, p: int) -> bool:
    return bool(st.marks.get(("turn", "mizuki_attacked", p)))


def unwavering(st: GameState) -> bool:
    """不動: the current Distance has not changed this turn (see the module docstring)."""
    _watch_distance(st)
    return not st.marks.get(("turn", "mizuki_moved"))


def _watch_distance(st: GameState) -> None:
    if st.marks.get(("turn", "mizuki_moved")):
        return
    base = st.marks.get(("turn", "mizuki_dist"), st.start_distance)
    if S.current_distance(st) != base:
        st.marks[("turn", "mizuki_moved")] = True


def _is_special_attack(st: GameState, atk: Attack) -> bool:
    u = atk.card if atk.card >= 0 else atk.source
    return atk.category == "special" or (u >= 0 and st.cards[u].is_special)


def _is_unit_attack(st: GameState, atk: Attack) -> bool:
    u = atk.card if atk.card >= 0 else atk.source
    return u >= 0 and st.cards[u].id in UNITS


def first_non_special_attack(st: GameState, p: int, aid: int) -> int:
    """The aid of ``p``'s first non-Special attack this turn, recording ``aid`` if it is the first."""
    key = ("turn", "mizuki_first_ns", p)
    first = st.marks.get(key)
    if first is None:
        atk = st.attacks.get(aid)
        if atk is None or atk.player != p or _is_special_attack(st, atk):
            return -1
        st.marks[key] = aid
        return aid
    return int(first)


# ---------------------------------------------------------------- host rules
class MizukiRules(Ability):
    """MR 16: bookkeeping for the host (reactions, attacks, Distance changes, plays from the Barracks) and the
    Barracks as a place to play from (MR 16-4)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        _watch_distance(st)
        p = rule_player(src)
        kind = ev[0]
        if kind == "card_played":
            if ev[1] != p:
                return
            uid = ev[2]
            if ev[3] == MODE_REACTION:
                st.marks[(REACT_TURN, p)] = st.turn
                key = ("turn", "mizuki_reacts", p)
                st.marks[key] = st.marks.get(key, 0) + 1
            fromb = bool(st.marks.pop((CONS, uid), False))
            if fromb:
                st.marks[(FROMB, uid)] = True
                count(st, p, "barracks_play")
            else:
                st.marks.pop((FROMB, uid), None)
        elif kind == "attack_made":
            if ev[1] != p:
                return
            st.marks[("turn", "mizuki_attacked", p)] = True
            aid = ev[2]
            first_non_special_attack(st, p, aid)
            atk = st.attacks.get(aid)
            if atk is not None and _is_unit_attack(st, atk):
                atk.category = "unit"  # MR 16-3-1
        elif kind == "start_phase":
            st.marks[("turn", "mizuki_dist")] = st.start_distance
            _watch_distance(st)

    def playable_elsewhere(self, st: GameState, src: int, player: int) -> list[int]:
        p = rule_player(src)
        if player != p:
            return []
        return [u for u in st.zones[p][BARRACKS] if st.marks.get((CONS, u))]


register_host_rules(MEGAMI, MizukiRules())


class UnitHome(Ability):
    """MR 16-2-1: a Unit that would move to another zone than ＜Barracks＞, ＜In Use＞, ＜Enhancement＞, ＜Seal＞
    or ＜Out of Game＞ goes to its owner's ＜Barracks＞ instead, not conscripted (card-text replacement)."""

    __slots__ = ()
    replaces = frozenset({"card_move"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        uid, zone = args
        if zone in UNIT_HOME_ZONES:
            return False
        to_barracks(st, uid, False)
        count(st, st.owner[uid], "unit_return")
        return True


UNIT_HOME = UnitHome()


# ---------------------------------------------------------------- nodes
class Conscript(Node):
    """徴兵 (MR 16-5): choose one unconscripted Unit in your ＜Barracks＞ and make it conscripted."""

    __slots__ = ()

    def run(self, st: GameState, ctx: Ctx) -> None:
        p = ctx.player
        seen: set[str] = set()
        opts: list[int] = []
        for u in st.zones[p][BARRACKS]:
            cid = st.cards[u].id
            if cid in UNITS and not st.marks.get((CONS, u)) and cid not in seen:
                seen.add(cid)
                opts.append(u)
        if not opts:
            return
        S.ask(st, p, D_CARD, opts, _conscript_answer, p, context="conscript")


def _conscript_answer(st: GameState, uid: int, p: int) -> None:
    st.marks[(CONS, uid)] = True
    if st.record:
        st.log("conscript", p, uid)
    count(st, p, "conscript")


CONSCRIPT = Conscript()


class DoBasic(Node):
    """Perform the basic action ``action`` (by an effect: no cost, CR 9-7)."""

    __slots__ = ("action",)

    def __init__(self, action: str) -> None:
        self.action = action

    def run(self, st: GameState, ctx: Ctx) -> None:
        S.do_basic_action(st, ctx.player, self.action)


def _cancel_plain(st: GameState, ctx: Ctx) -> None:
    """Cancel the reacted attack if it is neither Throughout nor a Special (CR 10-23: unless uncancellable)."""
    atk = st.attacks.get(ctx.reacted)
    if atk is None or _is_special_attack(st, atk) or atk.subtype == THROUGHOUT:
        return
    if "uncancellable" in S.attack_values(st, atk).flags:
        return
    atk.cancelled = True
    if st.record:
        st.log("cancel", ctx.player, atk.aid)


def _quash(st: GameState, ctx: Ctx) -> None:
    if unwavering(st):
        _cancel_plain(st, ctx)


def _bulwark(st: GameState, ctx: Ctx) -> None:
    if reactions_this_turn(st, ctx.player) == 1:
        _cancel_plain(st, ctx)


def _shield(st: GameState, ctx: Ctx) -> None:
    atk = st.attacks.get(ctx.reacted)
    if atk is not None and atk.subtype != THROUGHOUT:
        atk.mods.append(("dmg", -1, 0))


def _reacted_last(st: GameState, ctx: Ctx) -> bool:
    return reacted_last_turn(st, ctx.player)


def _tatenashi(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    hand = [u for u in st.zones[p][HAND] if st.cards[u].is_normal]  # the Barracks hold Normal cards (MR 16-4)
    if hand:
        S.ask(st, p, D_CARD, ["none"] + hand, _tatenashi_answer, p, context="tatenashi")
    else:
        _tatenashi_answer(st, "none", p)


def _tatenashi_answer(st: GameState, ans: Any, p: int) -> None:
    if ans != "none":
        to_barracks(st, ans, True)
    for u in list(st.zones[p][EXTRA]):
        if st.cards[u].id == DIVINITY:
            to_barracks(st, u, True)
            break


def _divinity_home(st: GameState, ctx: Ctx) -> None:
    if ctx.card >= 0 and st.loc[ctx.card] == IN_USE:
        S.move_card(st, ctx.card, EXTRA)


def _warcry_mark(st: GameState, ctx: Ctx) -> None:
    st.marks["card_info"] = True  # from now on card_of asks the card_info hook (engine.hooks)


# ---------------------------------------------------------------- abilities
class ReactedLastTurnMod(Ability):
    """Forced: this attack gets +aura/+life if its player reacted on the previous turn."""

    __slots__ = ("aura", "life")

    def __init__(self, aura: int, life: int) -> None:
        self.aura, self.life = aura, life

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: Any) -> None:
        if reacted_last_turn(st, atk.player):
            acc.aura_add += self.aura
            acc.life_add += self.life


class AllOutMod(Ability):
    """All-Out (全力化): played as the full-power action (CR 8-2-2 B), this attack gets +1/+1."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: Any) -> None:
        if atk.card >= 0 and st.marks.get(("fullpower", atk.card)):
            acc.aura_add += 1
            acc.life_add += 1


class UnwaveringMod(Ability):
    """Forced, Unwavering: this attack gets +aura/+life while the Distance has not changed this turn."""

    __slots__ = ("aura", "life")

    def __init__(self, aura: int, life: int) -> None:
        self.aura, self.life = aura, life

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: Any) -> None:
        if unwavering(st):
            acc.aura_add += self.aura
            acc.life_add += self.life


class FrontLine(Ability):
    """Front Line (Ongoing, Unwavering): the owner's first non-Special attack each turn gets +1/+1 when made."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] != "attack_made":
            return
        p = st.owner[src]
        if ev[1] != p:
            return
        aid = ev[2]
        if first_non_special_attack(st, p, aid) == aid and unwavering(st):
            atk = st.attacks.get(aid)
            if atk is not None and not atk.marks.get("mizuki_front"):
                atk.marks["mizuki_front"] = True
                atk.mods.append(("dmg", 1, 1))


def _tenshu_applies(st: GameState, src: int, atk: Attack) -> bool:
    return atk.player == st.owner[src] and (own_other_megami_attack(st, src, atk) or _is_unit_attack(st, atk))


def _tatenashi_applies(st: GameState, src: int, atk: Attack) -> bool:
    return (atk.player == st.owner[src] and atk.card >= 0 and bool(st.marks.get((FROMB, atk.card)))
            and st.cards[atk.card].ctype == "attack")


def _cavalry_applies(st: GameState, src: int, atk: Attack) -> bool:
    return atk.player != st.owner[src]


def _hizamaru_condition(st: GameState, player: int, uid: int, mode: int, reacted: int) -> bool:
    return not attacked_this_turn(st, player)


def _terminal_played(st: GameState, src: int, ev: tuple) -> bool:
    return (ev[0] == "card_played" and ev[1] == st.owner[src]
            and S.card_of(st, ev[2]).script.terminal)


_INFO_CACHE: dict[tuple[int, int], CardDef] = {}


def _with(cd: CardDef, terminal: bool, subtype: str | None) -> CardDef:
    key = (id(cd), 2 * int(terminal) + (0 if subtype == cd.subtype else 1))
    hit = _INFO_CACHE.get(key)
    if hit is None or hit.id != cd.id:
        script = dc_replace(cd.script, terminal=terminal)
        hit = CardDef(cd.id, cd.megami, cd.kind, cd.ctype, subtype, cd.range, cd.aura, cd.life, cd.charge, cd.cost,
                      cd.names, script)
        _INFO_CACHE[key] = hit
    return hit


class Warcry(Ability):
    """Mizuki's Roaring Warcry (Ongoing, text-affecting, CR 9-1-3-3): the owner's Normal cards and Units printed
    with Terminal lose it; the owner's Normal cards printed Throughout lose Throughout and gain Terminal."""

    __slots__ = ()

    def card_info(self, st: GameState, src: int, uid: int, cd: Any) -> Any:
        if st.owner[uid] != st.owner[src]:
            return None
        printed = st.cards[uid]
        if not (printed.is_normal or printed.id in UNITS):
            return None
        if printed.script.terminal:
            return _with(cd, False, cd.subtype)
        if printed.is_normal and printed.subtype == THROUGHOUT:
            return _with(cd, True, None)
        return None


# ---------------------------------------------------------------- cards
card(LEAD, after=(CONSCRIPT,), summary="Lead the Charge: 1-2 1/1; After Attack: conscript (MR 16-5).")
card(COUNTER, attack_statics=(ReactedLastTurnMod(2, 1), AllOutMod()), all_out=True,
     summary="Counteroffensive: 2-3 1/1; +2/+1 if you reacted last turn; All-Out: +1/+1.")
card(QUASH, after=(Custom(_quash, "quash"),),
     summary="Quash: Reaction 1-5 1/1; After Attack, Unwavering: cancel the reacted non-Special non-Throughout attack.")
card(COMMAND, on_play=(CONSCRIPT, If(_reacted_last, GainVigor(1))),
     summary="Command: conscript; if you reacted last turn, gain 1 Vigor.")
card(BULWARK, terminal=True, on_play=(Custom(_bulwark, "bulwark"),),
     summary="Bulwark: Reaction, Terminal; your first reaction this turn: cancel the reacted non-Special "
             "non-Throughout attack.")
_ADVANCE_CHOICE = ChooseOne(("conscript", (CONSCRIPT,)), ("forward", (DoBasic(FORWARD),)),
                            ("recover", (DoBasic(RECOVER),)))
card(ADVANCE, on_play=(_ADVANCE_CHOICE, _ADVANCE_CHOICE, _ADVANCE_CHOICE),
     summary="Steady Advance: Throughout; three times choose: conscript, Forward, or Recover (repeats allowed).")
card(FRONT, ongoing=(FrontLine(),),
     summary="Front Line: Charge 3; Ongoing, Unwavering: your first non-Special attack each turn +1/+1.")
card(TENSHU, terminal=True, initialize=(CancelAttack(),),
     ongoing=(GlobalAttackMod(_tenshu_applies, 0, 1),),
     summary="Tenshu Keep: Reaction enhancement, Terminal; Initialize: cancel the reacted attack; Ongoing: your "
             "Unit and other-megami attacks +0/+1.")
card(HIZAMARU, play_condition=_hizamaru_condition, devoted=(ImmediateResurgence(_terminal_played),),
     summary="Mie Turret: 3-4 3/1, not after you attacked this turn; Immediate Resurgence: you play a Terminal card.")
card(TATENASHI, terminal=True, on_play=(Custom(_tatenashi, "tatenashi"),),
     devoted=(GlobalAttackMod(_tatenashi_applies, 1, 0),),
     summary="Ote Gate: Terminal; up to 1 hand card and Divinity of War to the Barracks, conscripted; Devoted: "
             "attacks of Attack cards played from the Barracks +1/+0.")
card(DIVINITY, attack_statics=(UnwaveringMod(0, 1),), after=(Custom(_divinity_home, "divinity_home"),),
     summary="Divinity of War: 1-2 2/1; Unwavering +0/+1; After Attack: back to Extra.")
card(WARCRY, initialize=(Custom(_warcry_mark, "warcry"),), ongoing=(Warcry(),),
     summary="Roaring Warcry: Throughout enhancement; your printed-Terminal Normal cards and Units lose Terminal; "
             "your printed-Throughout Normal cards lose Throughout and gain Terminal.")
card(SPEAR, terminal=True, attack_statics=(ReactedLastTurnMod(1, 0),), replacements=(UNIT_HOME,),
     setup_zone=BARRACKS, extra_copies=2,
     summary="Spearman (Unit): 3 1/1, Terminal; +1/+0 if you reacted last turn.")
card(SHIELD, terminal=True, on_play=(Custom(_shield, "shieldbearer"),), replacements=(UNIT_HOME,),
     setup_zone=BARRACKS,
     summary="Shieldbearer (Unit): Reaction, Terminal; the reacted non-Throughout attack -1/+0.")
card(CAVALRY, terminal=True, ongoing=(GlobalAttackMod(_cavalry_applies, lose=("lose_no_reactions",)),),
     disenchant=(GainVigor(1),), replacements=(UNIT_HOME,), setup_zone=BARRACKS,
     summary="Cavalry (Unit): Charge 2, Terminal; opponent's attacks lose No Reactions; Disenchant: gain 1 Vigor.")


# ---------------------------------------------------------------- hidden information (MR 16-4)
def _barracks_conceals(st: GameState, uid: int, viewer: int) -> bool:
    return st.loc[uid] == BARRACKS and st.owner[uid] != viewer and st.cards[uid].id not in PUBLIC_IN_BARRACKS


def _barracks_resample(st: GameState, p: int, rng: Any) -> None:
    """Give the opponent's face-down Barracks cards (from their hand, Ote Gate) random identities from their
    megami's normal cards that the world does not already hold (after the core's redraw of hand / deck)."""
    q = 1 - p
    slots = [u for u in st.zones[q][BARRACKS] if _barracks_conceals(st, u, p)]
    if not slots:
        return
    from sakura_lab.engine.view import deal_unheld_normals
    deal_unheld_normals(st, q, slots, rng)


register_hidden(HiddenInfo("mizuki_barracks", "megami rules 16-4", conceals_card=_barracks_conceals,
                           resample=_barracks_resample))


def _barracks_invariant(st: GameState) -> None:
    """MR 16-4: the Barracks hold only Unit and Normal cards; MR 16-2-1: a Unit is never in a forbidden zone."""
    for p in (0, 1):
        for u in st.zones[p][BARRACKS]:
            cd = st.cards[u]
            if not (cd.is_normal or cd.id in UNITS):
                raise AssertionError(f"{cd.id} in the Barracks (MR 16-4)")
    for u, cd in enumerate(st.cards):
        if cd.id in UNITS and st.loc[u] not in UNIT_HOME_ZONES:
            raise AssertionError(f"Unit {cd.id} in zone {st.loc[u]} (MR 16-2-1)")


register_invariant(_barracks_invariant)


# ---------------------------------------------------------------- telemetry
def _from_barracks(view: Any, d: Decision, option: Any) -> bool:
    """``uses``: playing a card that is not in the hand, ＜Special＞ or discard pile (so: from the Barracks)."""
    if d.kind not in (D_MAIN, D_REACT) or not isinstance(option, tuple) or len(option) < 2:
        return False
    if option[0] not in ("play", "fullpower", "react"):
        return False
    u = option[1]
    return u not in view.hand() and not view.card(u).is_special and u not in view.discard()


def _conscript_choice(view: Any, d: Decision, option: Any) -> bool:
    return d.kind == D_CHOOSE and option == "conscript"


register_mechanic(MEGAMI, "conscript", "a Unit in the Barracks was conscripted", "MR 16-5", uses=_conscript_choice)
register_mechanic(MEGAMI, "barracks_play", "a conscripted card was played from the Barracks", "MR 16-4",
                  uses=_from_barracks)
register_mechanic(MEGAMI, "unit_return", "a Unit went back to the Barracks instead of another zone", "MR 16-2-1")
