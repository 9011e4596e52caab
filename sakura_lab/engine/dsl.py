"""The card DSL: small, stateless, shared nodes from which card scripts are built (DESIGN.md §4).

An effect node has ``run(st, ctx)``: it performs atomic changes on the state and/or pushes further
frames; any choice goes through :func:`state.ask`, so resolution stays resumable and clonable.
Conditions are plain functions ``cond(st, ctx) -> bool``.
Abilities (Ongoing / Devoted / Forced texts) subclass :class:`cardbase.Ability`.

A megami module writes, for example::

    card("01-yurina-o-n-3", after=(If(RESOLVE, NextAttack(aura=1)),))
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from mypy_extensions import mypyc_attr

from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability, AttackAcc, CardScript
from sakura_lab.engine.constants import (
    AURA,
    BASIC_ACTIONS,
    D_ARROW,
    D_BASIC,
    D_CARD,
    D_CHOOSE,
    D_MAY,
    DECK,
    DEVOTED,
    DISCARD,
    DIST,
    FLARE,
    HAND,
    LIFE,
    OUTSIDE,
    SHADOW,
    SPECIAL,
)
from sakura_lab.engine.hooks import METHOD_HOOKS, REPLACEMENTS
from sakura_lab.engine.registry import register_script as register
from sakura_lab.engine.state import Attack, Ctx, GameState

Cond = Callable[[GameState, Ctx], bool]


# ====================================================================== places
def place(st: GameState, ctx: Ctx, name: str) -> int:
    """Token place for a symbolic zone name seen from ``ctx.player`` (CR 10-12: omitted owner = you)."""
    p = ctx.player
    if name == "dist":
        return DIST
    if name == "shadow":
        return SHADOW
    if name == "aura":
        return AURA + p
    if name == "opp_aura":
        return AURA + 1 - p
    if name == "life":
        return LIFE + p
    if name == "opp_life":
        return LIFE + 1 - p
    if name == "flare":
        return FLARE + p
    if name == "opp_flare":
        return FLARE + 1 - p
    if name == "outside":
        return OUTSIDE
    raise ValueError(f"unknown token zone {name!r}")


def who(ctx: Ctx, target: str) -> int:
    return ctx.player if target == "self" else 1 - ctx.player


# ====================================================================== conditions
def life_at_most(n: int) -> Cond:
    def cond(st: GameState, ctx: Ctx) -> bool:
        return st.tok[LIFE + ctx.player] <= n
    cond.__name__ = f"life<={n}"
    return cond


RESOLVE: Cond = life_at_most(3)  # 決死 Resolve: your life is 3 or less


def HASSO(st: GameState, ctx: Ctx) -> bool:  # noqa: N802 - keyword name
    """八相 (Hasso): your aura is 1 or less."""
    return st.tok[AURA + ctx.player] <= 1


def KYOCHI(st: GameState, ctx: Ctx) -> bool:  # noqa: N802
    """境地 (Kyochi): your vigor is 2."""
    return st.vigor[ctx.player] == 2


def RENKA(st: GameState, ctx: Ctx) -> bool:  # noqa: N802
    """連火 (Renka): this card is the third or later card you played this turn."""
    return st.play_index.get(ctx.card, 0) >= 3


def distance_at_most(n: int) -> Cond:
    def cond(st: GameState, ctx: Ctx) -> bool:
        return S.current_distance(st) <= n
    return cond


def hand_empty(st: GameState, ctx: Ctx) -> bool:
    return not st.zones[ctx.player][HAND]


def my_turn(st: GameState, ctx: Ctx) -> bool:
    return st.turn_player == ctx.player


def special_devoted_of(st: GameState, player: int, megami: str | None = None, other_than: str | None = None) -> bool:
    """CR 10-20: ``player`` owns a Devoted Special card in ＜Special＞ of ``megami`` (or not of ``other_than``)."""
    for u in st.zones[player][SPECIAL]:
        if st.cstate[u] != DEVOTED:
            continue
        users = st.cards[u].users
        if megami is not None and megami not in users:
            continue
        if other_than is not None and other_than in users:
            continue
        return True
    return False


def megami_special_devoted(megami: str) -> Cond:
    def cond(st: GameState, ctx: Ctx) -> bool:
        return special_devoted_of(st, ctx.player, megami=megami)
    return cond


def OTHER_MEGAMI_SPECIAL_DEVOTED(st: GameState, ctx: Ctx) -> bool:  # noqa: N802
    """Another megami's (CR 10-15) Special card of yours is Devoted."""
    return special_devoted_of(st, ctx.player, other_than=st.cards[ctx.card].megami)


def all_other_specials_devoted(st: GameState, uid: int, player: int | None = None) -> bool:
    """CR 10-20 "all your other Special cards are Devoted": relative to Special ``uid``, every other
    Special card ``player`` (default: its owner) owns is Devoted, leaving out those in ＜Extra＞ and
    ＜Out of Game＞. A Special anywhere else that is not a Devoted card in ＜Special＞ (unused, in
    ＜In Use＞, deployed in ＜Enhancement＞) makes it false."""
    # Imported here, not with the module's imports, to keep this helper self-contained.
    from sakura_lab.engine.constants import EXTRA, OUT

    p = st.owner[uid] if player is None else player
    for u, cd in enumerate(st.cards):
        if u == uid or st.owner[u] != p or not cd.is_special or st.loc[u] in (EXTRA, OUT):
            continue
        if st.loc[u] != SPECIAL or st.cstate[u] != DEVOTED:
            return False
    return True


def ALL_OTHER_SPECIALS_DEVOTED(st: GameState, ctx: Ctx) -> bool:  # noqa: N802
    """Condition: all other Special cards of ``ctx.player`` than ``ctx.card`` are Devoted (CR 10-20)."""
    return all_other_specials_devoted(st, ctx.card, ctx.player)


def selectable_by_effect(st: GameState, uid: int, effect_player: int) -> bool:
    """Whether an effect of ``effect_player`` may choose card ``uid`` (whoever makes the choice).

    Per-card flag (``CardScript.unselectable_by_opponent``, 錬成攻撃): while in its owner's hand it
    cannot be chosen by the effects of its owner's opponent. Every effect that chooses cards of the
    other player's hand filters its candidates through this."""
    if st.owner[uid] == effect_player or st.loc[uid] != HAND:
        return True
    return not st.cards[uid].script.unselectable_by_opponent


class _CondOf:
    """A condition built of conditions: an object holding them (not a closure), so that what it is made of
    stays visible to ``cards.mechanics.contains`` also when compiled (mypyc closures hide what they capture)."""

    __slots__ = ("conds", "mode")

    def __init__(self, conds: tuple[Cond, ...], mode: str) -> None:
        self.conds = conds
        self.mode = mode

    def __call__(self, st: GameState, ctx: Ctx) -> bool:
        if self.mode == "any":
            return any(c(st, ctx) for c in self.conds)
        if self.mode == "all":
            return all(c(st, ctx) for c in self.conds)
        return not self.conds[0](st, ctx)


def Any_(*conds: Cond) -> Cond:  # noqa: N802
    return _CondOf(conds, "any")


def All_(*conds: Cond) -> Cond:  # noqa: N802
    return _CondOf(conds, "all")


def Not_(c: Cond) -> Cond:  # noqa: N802
    return _CondOf((c,), "not")


def opponent_chose(side: str) -> Cond:
    """In an After Attack effect: the attacked player took the ``side`` ("aura"/"life") damage."""
    def cond(st: GameState, ctx: Ctx) -> bool:
        atk = st.attacks.get(ctx.attack)
        return atk is not None and atk.chosen == side
    return cond


def atk_ctx(atk: Attack) -> Ctx:
    return Ctx(atk.player, atk.card, atk.aid, atk.reacted_to)


# ====================================================================== effect nodes
# The public node and ability classes are compiled (mypyc) and may still be subclassed by interpreted code
# (a new megami's module, tests): ``allow_interpreted_subclasses``; without mypyc the decorator does nothing.
@mypyc_attr(allow_interpreted_subclasses=True)
class Node:
    """Base of effect nodes. ``run`` must be deterministic given state and context."""

    __slots__ = ()

    def run(self, st: GameState, ctx: Ctx) -> None:  # pragma: no cover - abstract
        raise NotImplementedError


@mypyc_attr(allow_interpreted_subclasses=True)
class Seq(Node):
    __slots__ = ("nodes",)

    def __init__(self, *nodes: Node) -> None:
        self.nodes = nodes

    def run(self, st: GameState, ctx: Ctx) -> None:
        S.push_nodes(st, self.nodes, ctx)


@mypyc_attr(allow_interpreted_subclasses=True)
class If(Node):
    """Resolve ``then`` nodes if ``cond`` holds at resolution time, else ``otherwise``."""

    __slots__ = ("cond", "then", "otherwise")

    def __init__(self, cond: Cond, *then: Node, otherwise: Sequence[Node] = ()) -> None:
        self.cond = cond
        self.then = then
        self.otherwise = tuple(otherwise)

    def run(self, st: GameState, ctx: Ctx) -> None:
        S.push_nodes(st, self.then if self.cond(st, ctx) else self.otherwise, ctx)


@mypyc_attr(allow_interpreted_subclasses=True)
class Arrow(Node):
    """CR 10-1 one-way arrow: move ``n`` tokens from ``src`` to ``dst`` (as many as possible)."""

    __slots__ = ("src", "dst", "n")

    def __init__(self, src: str, dst: str, n: int) -> None:
        self.src, self.dst, self.n = src, dst, n

    def run(self, st: GameState, ctx: Ctx) -> None:
        for s, ab in S.hooked(st, "doubles_arrows"):  # "the arrows of ... become double arrows"
            if ab.doubles_arrows(st, s, ctx):
                DoubleArrow(self.src, self.dst, self.n).run(st, ctx)
                return
        S.move_tokens(st, place(st, ctx, self.src), place(st, ctx, self.dst), self.n,
                      arrow_player=ctx.player, cause="arrow")


@mypyc_attr(allow_interpreted_subclasses=True)
class DoubleArrow(Node):
    """CR 10-1 double arrow: the player who generated it chooses the direction."""

    __slots__ = ("a", "b", "n")

    def __init__(self, a: str, b: str, n: int) -> None:
        self.a, self.b, self.n = a, b, n

    def run(self, st: GameState, ctx: Ctx) -> None:
        # the context is the number of tokens, for the players (which way a Distance arrow of 3 leaves the Distance)
        S.ask(st, ctx.player, D_ARROW, ((self.a, self.b), (self.b, self.a)), _double_arrow_answer, ctx, self.n,
              auto_single=False, context=self.n)


def _double_arrow_answer(st: GameState, ans: tuple, ctx: Ctx, n: int) -> None:
    S.move_tokens(st, place(st, ctx, ans[0]), place(st, ctx, ans[1]), n, arrow_player=ctx.player, cause="arrow")


@mypyc_attr(allow_interpreted_subclasses=True)
class Draw(Node):
    __slots__ = ("n", "target")

    def __init__(self, n: int = 1, target: str = "self") -> None:
        self.n, self.target = n, target

    def run(self, st: GameState, ctx: Ctx) -> None:
        S.draw(st, who(ctx, self.target), self.n)


@mypyc_attr(allow_interpreted_subclasses=True)
class GainVigor(Node):
    __slots__ = ("n", "target")

    def __init__(self, n: int = 1, target: str = "self") -> None:
        self.n, self.target = n, target

    def run(self, st: GameState, ctx: Ctx) -> None:
        S.gain_vigor(st, who(ctx, self.target), self.n)


@mypyc_attr(allow_interpreted_subclasses=True)
class SetVigor(Node):
    """"Your vigor becomes X" (a substitution, CR 5-6 i; then clamped to 0..2)."""

    __slots__ = ("value", "target")

    def __init__(self, value: int, target: str = "self") -> None:
        self.value, self.target = value, target

    def run(self, st: GameState, ctx: Ctx) -> None:
        S.set_vigor(st, who(ctx, self.target), self.value)


@mypyc_attr(allow_interpreted_subclasses=True)
class Flinch(Node):
    __slots__ = ("target",)

    def __init__(self, target: str = "opp") -> None:
        self.target = target

    def run(self, st: GameState, ctx: Ctx) -> None:
        S.flinch(st, who(ctx, self.target))


@mypyc_attr(allow_interpreted_subclasses=True)
class MakeAttack(Node):
    """CR 10-5: "you attack with 『range, aura/life, text』" (category and subtype: none)."""

    __slots__ = ("range", "aura", "life", "after", "statics", "flags")

    def __init__(self, rng: Sequence[int], aura: int | None, life: int | None, *, after: Sequence[Node] = (),
                 statics: Sequence[Ability] = (), flags: Sequence[str] = ()) -> None:
        self.range = tuple(rng)
        self.aura, self.life = aura, life
        self.after = tuple(after)
        self.statics = tuple(statics)
        self.flags = frozenset(flags)

    def run(self, st: GameState, ctx: Ctx) -> None:
        S.make_effect_attack(st, ctx, self.range, self.aura, self.life, self.after, self.statics, self.flags)


def rng(lo: int, hi: int | None = None) -> tuple[int, ...]:
    """Range "lo-hi" (or the single value lo) as a tuple (CR 6-2-1-8)."""
    return tuple(range(lo, (lo if hi is None else hi) + 1))


@mypyc_attr(allow_interpreted_subclasses=True)
class NextAttack(Node):
    """"The next attack you make this turn gets ..." (attaches when that attack is made)."""

    __slots__ = ("mods", "filter")

    def __init__(self, aura: int = 0, life: int = 0, *, far: int = 0, near: int = 0, flags: Sequence[str] = (),
                 filter: Callable[[GameState, Attack], bool] | None = None) -> None:
        mods: list[tuple] = []
        if aura or life:
            mods.append(("dmg", aura, life))
        if far:
            mods.append(("far", far))
        if near:
            mods.append(("near", near))
        for f in flags:
            mods.append(("flag", f))
        self.mods = tuple(mods)
        self.filter = filter

    def run(self, st: GameState, ctx: Ctx) -> None:
        st.buffs.append((ctx.player, self.filter, self.mods))


@mypyc_attr(allow_interpreted_subclasses=True)
class ModifyAttack(Node):
    """Modify an attack in progress: ``which`` = "reacted" (対応した《攻撃》) or "this"."""

    __slots__ = ("which", "mods")

    def __init__(self, which: str = "reacted", aura: int = 0, life: int = 0, *, flags: Sequence[str] = (),
                 lose: Sequence[str] = ()) -> None:
        self.which = which
        mods: list[tuple] = []
        if aura or life:
            mods.append(("dmg", aura, life))
        for f in flags:
            mods.append(("flag", f))
        for f in lose:
            mods.append(("lose", f))
        self.mods = tuple(mods)

    def run(self, st: GameState, ctx: Ctx) -> None:
        aid = ctx.reacted if self.which == "reacted" else ctx.attack
        atk = st.attacks.get(aid)
        if atk is not None:
            atk.mods.extend(self.mods)


@mypyc_attr(allow_interpreted_subclasses=True)
class CancelAttack(Node):
    """Cancel (打ち消す) the reacted attack; ``non_special`` restricts it to attacks that are not Specials."""

    __slots__ = ("non_special",)

    def __init__(self, non_special: bool = False) -> None:
        self.non_special = non_special

    def run(self, st: GameState, ctx: Ctx) -> None:
        atk = st.attacks.get(ctx.reacted)
        if atk is None:
            return
        if self.non_special and atk.category == "special":
            return
        if "uncancellable" in S.attack_values(st, atk).flags:  # CR 10-23
            return
        atk.cancelled = True
        if st.record:
            st.log("cancel", ctx.player, atk.aid)


@mypyc_attr(allow_interpreted_subclasses=True)
class BasicActions(Node):
    """Perform up to ``n`` basic actions for free (CR 9-7 ii: by effect, no cost).

    ``only`` restricts the choice (CR 9-7 i-A); ``optional`` lets the player stop early ("up to").
    """

    __slots__ = ("n", "only", "optional", "target")

    def __init__(self, n: int = 1, *, only: Sequence[str] | None = None, optional: bool = True,
                 target: str = "self") -> None:
        self.n = n
        self.only = tuple(only) if only else None
        self.optional = optional
        self.target = target

    def run(self, st: GameState, ctx: Ctx) -> None:
        _basic_step(st, who(ctx, self.target), self.n, self.only, self.optional)


def _basic_step(st: GameState, p: int, left: int, only: tuple | None, optional: bool) -> None:
    if left <= 0:
        return
    if only is not None and len(only) == 1 and not optional:
        # a named basic action is performed even if it moves nothing (CR 9-7 i-A)
        S.push(st, _basic_step, p, left - 1, only, optional)
        S.do_basic_action(st, p, only[0])
        return
    choices = [a for a in (only or BASIC_ACTIONS) if S.basic_moves_something(st, p, a)]
    if only is None:  # an unspecified basic action may be an additional one (MR 9-3-1-7)
        choices.extend(S.additional_basic_actions(st, p))
    opts: list[str] = (["stop"] if optional else []) + choices
    if not opts:
        return
    S.ask(st, p, D_BASIC, opts, _basic_answer, p, left, only, optional, auto_single=optional and len(opts) > 1)


def _basic_answer(st: GameState, ans: str, p: int, left: int, only: tuple | None, optional: bool) -> None:
    if ans == "stop":
        return
    S.push(st, _basic_step, p, left - 1, only, optional)
    S.do_basic_action(st, p, ans)


@mypyc_attr(allow_interpreted_subclasses=True)
class Reshuffle(Node):
    """Reshuffle by a card effect: no life damage (CR 9-8 i applies only to the rules' reshuffle)."""

    __slots__ = ()

    def run(self, st: GameState, ctx: Ctx) -> None:
        S.push_reshuffle(st, ctx.player, by_rules=False)


@mypyc_attr(allow_interpreted_subclasses=True)
class DiscardFromHand(Node):
    """The player chooses ``n`` cards of their hand and puts them face down (伏せ札)."""

    __slots__ = ("n", "target")

    def __init__(self, n: int = 1, target: str = "self") -> None:
        self.n, self.target = n, target

    def run(self, st: GameState, ctx: Ctx) -> None:
        p = who(ctx, self.target)
        if p != ctx.player:  # the opponent chooses, under this player's effect
            _discard_step_under(st, p, self.n, ctx.player)
            return
        _discard_step(st, p, self.n)


def _discard_step_under(st: GameState, p: int, left: int, effect_player: int) -> None:
    """Like :func:`_discard_step` when the effect is ``effect_player``'s: some cards cannot be chosen."""
    hand = [u for u in st.zones[p][HAND] if not st.cards[u].script.undiscardable
            and selectable_by_effect(st, u, effect_player)]
    if left <= 0 or not hand:
        return
    S.ask(st, p, D_CARD, hand, _discard_answer_under, p, left, effect_player, context="discard")


def _discard_answer_under(st: GameState, uid: int, p: int, left: int, effect_player: int) -> None:
    S.move_card(st, uid, DISCARD)
    S.push(st, _discard_step_under, p, left - 1, effect_player)


def _discard_step(st: GameState, p: int, left: int) -> None:
    hand = [u for u in st.zones[p][HAND] if not st.cards[u].script.undiscardable]
    if left <= 0 or not hand:
        return
    S.ask(st, p, D_CARD, hand, _discard_answer, p, left, context="discard")


def _discard_answer(st: GameState, uid: int, p: int, left: int) -> None:
    S.move_card(st, uid, DISCARD)
    S.push(st, _discard_step, p, left - 1)


@mypyc_attr(allow_interpreted_subclasses=True)
class Damage(Node):
    """Deal two-value damage ``aura/life`` (None = "-") to ``target`` (CR 5-8)."""

    __slots__ = ("aura", "life", "target")

    def __init__(self, aura: int | None, life: int | None, target: str = "opp") -> None:
        self.aura, self.life, self.target = aura, life, target

    def run(self, st: GameState, ctx: Ctx) -> None:
        S.push_damage(st, who(ctx, self.target), self.aura, self.life)


@mypyc_attr(allow_interpreted_subclasses=True)
class SingleDamage(Node):
    """Deal ``n`` damage to the target's "aura", "life" or "flare" (CR 5-8-1)."""

    __slots__ = ("where", "n", "target")

    def __init__(self, where: str, n: int, target: str = "opp") -> None:
        self.where, self.n, self.target = where, n, target

    def run(self, st: GameState, ctx: Ctx) -> None:
        S.push_single_damage(st, who(ctx, self.target), self.where, self.n)


@mypyc_attr(allow_interpreted_subclasses=True)
class Lose(Node):
    """"You lose" (CR 4-2 step 2)."""

    __slots__ = ()

    def run(self, st: GameState, ctx: Ctx) -> None:
        S.lose(st, ctx.player, "effect")


@mypyc_attr(allow_interpreted_subclasses=True)
class EndPhase(Node):
    """"End the current phase" (CR 10-13)."""

    __slots__ = ()

    def run(self, st: GameState, ctx: Ctx) -> None:
        S.end_current_phase(st)


@mypyc_attr(allow_interpreted_subclasses=True)
class ThisCardTo(Node):
    """Move "this card" (CR 10-11) to its owner's deck top/bottom, hand, played or discard pile."""

    __slots__ = ("zone", "top", "choose_end")

    def __init__(self, zone: int = DECK, top: bool = True, choose_end: bool = False) -> None:
        self.zone, self.top, self.choose_end = zone, top, choose_end

    def run(self, st: GameState, ctx: Ctx) -> None:
        if ctx.card < 0:
            return
        if self.choose_end:
            S.ask(st, ctx.player, D_CHOOSE, ("top", "bottom"), _this_card_end, ctx, auto_single=False)
            return
        S.move_card(st, ctx.card, self.zone, top=self.top)


def _this_card_end(st: GameState, ans: str, ctx: Ctx) -> None:
    S.move_card(st, ctx.card, DECK, top=ans == "top")


@mypyc_attr(allow_interpreted_subclasses=True)
class ChooseOne(Node):
    """"Choose one of the following" (・ bullets): ``ctx.player`` picks one branch by its label."""

    __slots__ = ("branches",)

    def __init__(self, *branches: tuple[str, Sequence[Node]]) -> None:
        self.branches = tuple((label, tuple(nodes)) for label, nodes in branches)

    def run(self, st: GameState, ctx: Ctx) -> None:
        labels = tuple(b[0] for b in self.branches)
        S.ask(st, ctx.player, D_CHOOSE, labels, _choose_answer, self, ctx, auto_single=False, context=labels)


def _choose_answer(st: GameState, label: str, node: ChooseOne, ctx: Ctx) -> None:
    for lab, nodes in node.branches:
        if lab == label:
            S.push_nodes(st, nodes, ctx)
            return


@mypyc_attr(allow_interpreted_subclasses=True)
class May(Node):
    """An optional effect ("you may ..."): ``ctx.player`` answers yes / no."""

    __slots__ = ("label", "nodes", "cond")

    def __init__(self, label: str, *nodes: Node, cond: Cond | None = None) -> None:
        self.label, self.nodes, self.cond = label, nodes, cond

    def run(self, st: GameState, ctx: Ctx) -> None:
        if self.cond is not None and not self.cond(st, ctx):
            return
        S.ask(st, ctx.player, D_MAY, (False, True), _may_answer, self, ctx, auto_single=False, context=self.label)


def _may_answer(st: GameState, yes: bool, node: May, ctx: Ctx) -> None:
    if yes:
        S.push_nodes(st, node.nodes, ctx)


@mypyc_attr(allow_interpreted_subclasses=True)
class TurnEffect(Node):
    """Put ``ability`` in force until the end of this turn ("this turn, ...")."""

    __slots__ = ("ability",)

    def __init__(self, ability: Ability) -> None:
        # The turn effect is bound to the player who created it (_Bound); a hook _Bound does not pass on
        # would silently never run, so refuse such an ability when the card is defined.
        missing = [h for h in METHOD_HOOKS
                   if getattr(type(ability), h) is not getattr(Ability, h) and h not in _Bound.DELEGATED]
        if missing:
            raise TypeError(f"TurnEffect({type(ability).__name__}): hooks {missing} are not passed on by _Bound")
        self.ability = ability

    def run(self, st: GameState, ctx: Ctx) -> None:
        S.add_turn_effect(st, ctx.card, _Bound(self.ability, ctx.player))


class _Bound(Ability):
    """A turn effect remembers which player created it (its source card may change owner later)."""

    __slots__ = ("inner", "player")
    DELEGATED: ClassVar[frozenset[str]] = frozenset({"modify_attack", "cost_delta", "forbids", "hand_limit_delta", "on_event"})

    def __init__(self, inner: Ability, player: int) -> None:
        self.inner = inner
        self.player = player

    def modify_attack(self, st, src, atk, acc):  # type: ignore[no-untyped-def]
        self.inner.modify_attack(st, src, atk, acc)

    def cost_delta(self, st, src, uid, player):  # type: ignore[no-untyped-def]
        if player != self.player:
            return 0
        return self.inner.cost_delta(st, src, uid, player)

    def forbids(self, st, src, what, player, detail):  # type: ignore[no-untyped-def]
        return player == self.player and self.inner.forbids(st, src, what, player, detail)

    def hand_limit_delta(self, st, src, p):  # type: ignore[no-untyped-def]
        return self.inner.hand_limit_delta(st, src, p) if p == self.player else 0

    def on_event(self, st, src, ev):  # type: ignore[no-untyped-def]
        self.inner.on_event(st, src, ev)


@mypyc_attr(allow_interpreted_subclasses=True)
class Custom(Node):
    """Escape hatch: ``fn(st, ctx)`` does atomic work and may push nodes / ask decisions itself."""

    __slots__ = ("fn", "label")

    def __init__(self, fn: Callable[[GameState, Ctx], None], label: str = "") -> None:
        self.fn, self.label = fn, label

    def run(self, st: GameState, ctx: Ctx) -> None:
        self.fn(st, ctx)


@mypyc_attr(allow_interpreted_subclasses=True)
class ChooseCards(Node):
    """Choose up to ``n`` cards one at a time from ``zones`` of ``ctx.player`` and hand each to ``then``.

    ``then(st, ctx, uid)`` does the move. Used by "choose up to 2 cards from your played or discard
    pile and put them on the bottom of your deck in any order" (the order is the order chosen).
    """

    __slots__ = ("n", "zones", "then", "optional", "label")

    def __init__(self, n: int, zones: Sequence[int], then: Callable[[GameState, Ctx, int], None], *,
                 optional: bool = True, label: str = "choose") -> None:
        self.n, self.zones, self.then, self.optional, self.label = n, tuple(zones), then, optional, label

    def run(self, st: GameState, ctx: Ctx) -> None:
        _choose_cards_step(st, self, ctx, self.n)


def _choose_cards_step(st: GameState, node: ChooseCards, ctx: Ctx, left: int) -> None:
    if left <= 0:
        return
    cands = [u for z in node.zones for u in st.zones[ctx.player][z]]
    if node.then is to_deck_bottom:  # cards that may return to the deck only from some zones stay out
        cands = [u for u in cands if _may_return(st, u)]
    if not cands:
        return
    opts: list[Any] = (["stop"] if node.optional else []) + cands
    S.ask(st, ctx.player, D_CARD, opts, _choose_cards_answer, node, ctx, left, context=node.label,
          auto_single=not node.optional)


def _choose_cards_answer(st: GameState, ans: Any, node: ChooseCards, ctx: Ctx, left: int) -> None:
    if ans == "stop":
        return
    S.push(st, _choose_cards_step, node, ctx, left - 1)
    node.then(st, ctx, ans)


def to_deck_bottom(st: GameState, ctx: Ctx, uid: int) -> None:
    if _may_return(st, uid):
        S.move_card(st, uid, DECK, top=False)


def _may_return(st: GameState, uid: int) -> bool:
    """Script extra ``returns_only_from`` (zones): elsewhere the card cannot return to deck or hand by effects."""
    zones = st.cards[uid].script.returns_only_from
    return zones is None or st.loc[uid] in zones


# ====================================================================== abilities
@mypyc_attr(allow_interpreted_subclasses=True)
class AttackMod(Ability):
    """A Forced text of an attack card modifying its own attack when ``cond`` holds (e.g. 決死 +1/+0)."""

    __slots__ = ("cond", "aura", "life", "flags", "far", "near", "exchange")

    def __init__(self, cond: Cond | None = None, aura: int = 0, life: int = 0, *, flags: Sequence[str] = (),
                 far: int = 0, near: int = 0) -> None:
        self.cond = cond
        self.aura, self.life = aura, life
        self.flags = tuple(flags)
        self.far, self.near = far, near

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        if self.cond is not None and not self.cond(st, atk_ctx(atk)):
            return
        acc.aura_add += self.aura
        acc.life_add += self.life
        acc.flags.update(self.flags)
        acc.far_expand += self.far
        acc.near_expand += self.near


@mypyc_attr(allow_interpreted_subclasses=True)
class GlobalAttackMod(Ability):
    """Ongoing / Devoted text modifying attacks chosen by ``applies(st, src, atk)``."""

    __slots__ = ("applies", "aura", "life", "flags", "lose")

    def __init__(self, applies: Callable[[GameState, int, Attack], bool], aura: int = 0, life: int = 0, *,
                 flags: Sequence[str] = (), lose: Sequence[str] = ()) -> None:
        self.applies = applies
        self.aura, self.life = aura, life
        self.flags = tuple(flags)
        self.lose = tuple(lose)

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        if not self.applies(st, src, atk):
            return
        acc.aura_add += self.aura
        acc.life_add += self.life
        acc.flags.update(self.flags)
        acc.lost.update(self.lose)


def attack_users(st: GameState, atk: Attack) -> tuple[str, ...]:
    """Users of an attack: those of its card, or of the card whose effect created it (CR 6-4-1-8, 10-15)."""
    u = atk.card if atk.card >= 0 else atk.source
    return st.cards[u].users if u >= 0 else (atk.megami,)


def own_other_megami_attack(st: GameState, src: int, atk: Attack) -> bool:
    """The attack is made by the owner of ``src`` and the megami of ``src`` is not among its users
    (CR 10-15; a card shared with that megami, such as 合奏, is not "another megami's")."""
    return atk.player == st.owner[src] and st.cards[src].megami not in attack_users(st, atk)


@mypyc_attr(allow_interpreted_subclasses=True)
class MasteryDelta(Ability):
    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n

    def mastery_delta(self, st: GameState, src: int) -> int:
        return self.n


@mypyc_attr(allow_interpreted_subclasses=True)
class CostDelta(Ability):
    """Cost modification of cards chosen by ``applies(st, src, uid, player)``."""

    __slots__ = ("applies", "n")

    def __init__(self, applies: Callable[[GameState, int, int, int], bool], n: int) -> None:
        self.applies, self.n = applies, n

    def cost_delta(self, st: GameState, src: int, uid: int, player: int) -> int:
        return self.n if self.applies(st, src, uid, player) else 0


@mypyc_attr(allow_interpreted_subclasses=True)
class Forbid(Ability):
    """Forbid ``what`` ("attack", "pay_vigor") for the player bound by :class:`TurnEffect`."""

    __slots__ = ("what",)

    def __init__(self, what: str) -> None:
        self.what = what

    def forbids(self, st: GameState, src: int, what: str, player: int, detail: Any) -> bool:
        return what == self.what


@mypyc_attr(allow_interpreted_subclasses=True)
class HandLimitDelta(Ability):
    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n

    def hand_limit_delta(self, st: GameState, src: int, p: int) -> int:
        return self.n


@mypyc_attr(allow_interpreted_subclasses=True)
class Trigger(Ability):
    """When event ``kind`` happens and ``cond(st, src, ev)`` holds, resolve ``nodes`` for the owner of
    ``src`` (situation-triggered processing, CR 5-5-4..6; nested, CR 9-9)."""

    __slots__ = ("kind", "cond", "nodes", "label")

    def __init__(self, kind: str, cond: Callable[[GameState, int, tuple], bool], *nodes: Node, label: str = "") -> None:
        self.kind, self.cond, self.nodes, self.label = kind, cond, nodes, label

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == self.kind and self.cond(st, src, ev):
            S.queue_trigger(st, (self.label or "trigger", st.cards[src].id), _run_nodes, self.nodes,
                            Ctx(st.owner[src], src))


def _run_nodes(st: GameState, nodes: tuple, ctx: Ctx) -> None:
    S.push_nodes(st, nodes, ctx)


@mypyc_attr(allow_interpreted_subclasses=True)
class Resurgence(Ability):
    """再起 (CR 10-7): at its owner's end phase, if ``cond`` holds, the card becomes unused."""

    __slots__ = ("cond",)

    def __init__(self, cond: Cond) -> None:
        self.cond = cond

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        owner = st.owner[src]
        if ev[0] == "end_phase" and ev[1] == owner and self.cond(st, Ctx(owner, src)):
            S.queue_trigger(st, ("resurgence", st.cards[src].id), _resurge, src)


@mypyc_attr(allow_interpreted_subclasses=True)
class ImmediateResurgence(Ability):
    """即再起 (CR 10-8): as soon as ``cond(st, src, ev)`` is met by an event, the card becomes unused."""

    __slots__ = ("cond",)

    def __init__(self, cond: Callable[[GameState, int, tuple], bool]) -> None:
        self.cond = cond

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if self.cond(st, src, ev):
            S.queue_trigger(st, ("immediate_resurgence", st.cards[src].id), _resurge, src)


def _resurge(st: GameState, src: int) -> None:
    if st.loc[src] == SPECIAL and st.cstate[src] == DEVOTED:
        S.set_unused(st, src)


@mypyc_attr(allow_interpreted_subclasses=True)
class Unguarded(Ability):
    """隙 (CR 10-6): when its owner takes 1+ life damage other than from a reshuffle, the enhancement
    goes to the discard pile and its tokens to Shadow (no Disenchant effects)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "life_damage" and ev[1] == st.owner[src] and ev[2] > 0 and ev[4] != "reshuffle":
            S.queue_trigger(st, ("unguarded", st.cards[src].id), S.unguarded_discard, src)


UNGUARDED = Unguarded()


@mypyc_attr(allow_interpreted_subclasses=True)
class CountsAsAura(Ability):
    """Ongoing: this enhancement's tokens count as its owner's Aura while damage is dealt (hook ``counts_as_aura``)."""

    __slots__ = ()
    counts_as_aura = True


@mypyc_attr(allow_interpreted_subclasses=True)
class NoArrowsFromDistance(Ability):
    """Ongoing: arrows of cards (either player's) cannot move tokens out of ＜Distance＞ (CR 10-1)."""

    __slots__ = ()

    def forbids(self, st: GameState, src: int, what: str, player: int, detail: Any) -> bool:
        return what == "arrow_from_distance"


@mypyc_attr(allow_interpreted_subclasses=True)
class TokensInsteadTo(Ability):
    """Ongoing replacement (CR 10-30): tokens leaving this card for ＜Shadow＞ go to token place ``dst`` instead
    (Saine's Space for Master: ＜Distance＞; Innealra's Hakanakiishi: ＜Lost＞); what cannot fit on a full place
    stays on the card (CR 6-3)."""

    __slots__ = ("dst",)
    replaces = frozenset({"tokens_to_shadow"})

    def __init__(self, dst: int) -> None:
        self.dst = dst

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        place, n, arrow_player, cause = args
        S.move_tokens(st, place, self.dst, n, arrow_player=arrow_player, cause=cause)
        return True


def TokensToDistanceInstead() -> TokensInsteadTo:  # noqa: N802 - reads like the class it was
    """Tokens leaving this enhancement for ＜Shadow＞ go to ＜Distance＞ instead (Space for Master)."""
    return TokensInsteadTo(DIST)


@mypyc_attr(allow_interpreted_subclasses=True)
class Instead(Ability):
    """A card's own replacement effect (CR 10-30): when ``what`` (see ``hooks.REPLACEMENTS``) would happen,
    ``fn(st, *args)`` happens instead."""

    __slots__ = ("what", "fn", "replaces")

    def __init__(self, what: str, fn: Callable[..., None]) -> None:
        if what not in REPLACEMENTS:
            raise ValueError(f"{what!r} is not a replaceable event (engine.hooks.REPLACEMENTS)")
        self.what = what
        self.fn = fn
        self.replaces = frozenset({what})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        self.fn(st, *args)
        return True


# ====================================================================== card builder
# The per-card flags the core reads (declared fields of ``CardScript``) that :func:`card` accepts by keyword.
_DECLARED_FLAGS = frozenset({"variant", "users", "extra_cost", "charge_fn", "undiscardable", "all_out",
                             "extra_copies", "returns_only_from", "unselectable_by_opponent", "unsealable",
                             "playable_from", "setup_zone", "fixed_cost"})


def card(card_id: str, *, on_play: Sequence[Node] = (), after: Sequence[Node] = (),
         attack_statics: Sequence[Ability] = (), initialize: Sequence[Node] = (),
         disenchant: Sequence[Node] = (), ongoing: Sequence[Ability] = (), devoted: Sequence[Ability] = (),
         forced: Sequence[Ability] = (), replacements: Sequence[Ability] = (), flags: Sequence[str] = (),
         terminal: bool = False, unguarded: bool = False, play_condition: Callable[..., bool] | None = None,
         cost_fn: Callable[..., int] | None = None, damage_fn: Callable[..., tuple] | None = None,
         reaction_if: Callable[..., bool] | None = None, vanilla: bool = False, summary: str = "",
         data: dict[str, Any] | None = None, wording: str | None = None, **declared_flags: Any) -> CardScript:
    """Build and register the script of ``card_id`` (with ``wording``, the season an older reading of the
    card began: the script of that reading, played in the seasons that print it; issue 17).

    ``declared_flags`` are per-card flags the core reads (``_DECLARED_FLAGS``, fields of ``CardScript``);
    ``data`` is the megami's own data about the card, read only by her module (e.g. ``{"trap": True}``).
    Any other keyword is refused, so a misspelt flag cannot silently do nothing."""
    unknown = sorted(set(declared_flags) - _DECLARED_FLAGS)
    if unknown:
        raise TypeError(f"card {card_id}: unknown keyword(s) {', '.join(unknown)} (declared per-card flags: "
                        f"{', '.join(sorted(_DECLARED_FLAGS))}; a megami's own data goes in data={{...}})")
    ong = tuple(ongoing)
    if unguarded:
        ong = (UNGUARDED,) + ong
    script = CardScript(
        card_id=card_id, on_play=tuple(on_play), after=tuple(after), attack_statics=tuple(attack_statics),
        initialize=tuple(initialize), disenchant=tuple(disenchant), ongoing=ong, devoted=tuple(devoted),
        forced=tuple(forced), replacements=tuple(replacements), flags=frozenset(flags), terminal=terminal,
        unguarded=unguarded, play_condition=play_condition, cost_fn=cost_fn, damage_fn=damage_fn,
        reaction_if=reaction_if, vanilla=vanilla, summary=summary, data=dict(data or {}), **declared_flags,
    )
    register(card_id, script, wording)
    return script


def same_effect(card_id: str, wording: str, why: str) -> CardScript:
    """Declare that the reading of ``card_id`` since season ``wording`` has the same effect as its current
    reading (only the wording changed, e.g. a keyword renamed), so the seasons printing it play the current
    script; ``why`` says what differs. Register the current script first."""
    from sakura_lab.engine.registry import OLD_WORDINGS, SCRIPTS

    if not why.strip():
        raise ValueError(f"card {card_id}: say why the reading since {wording} has the same effect")
    script = SCRIPTS.get(card_id)
    if script is None:
        raise LookupError(f"card {card_id}: register its current script before same_effect({wording!r})")
    OLD_WORDINGS[(card_id, wording)] = script
    return script


__all__ = [name for name in dir() if not name.startswith("_")] + ["_Bound"]
