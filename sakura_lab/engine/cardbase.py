"""Card definitions as the engine sees them (abilities and their hooks: ``engine.hooks``): catalogue facts merged with an effect script.

``CardScript`` is what a megami module writes (effects only, in the DSL of ``engine.dsl``);
``CardDef`` is the immutable, shared per-game description of one card (facts for the chosen season +
script). Card instances in a game are plain int uids indexing a tuple of ``CardDef``.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sakura_lab.engine.constants import NORMAL, OTHER_KIND, SPECIAL_KIND
from sakura_lab.engine.hooks import Ability


class AttackAcc:
    """Accumulates modifications of one attack while its values are computed (CR 5-6, 5-7, 10-3, 10-4)."""

    __slots__ = (
        "aura_add", "life_add", "near_expand", "far_expand", "near_reduce", "far_reduce", "shift",
        "added", "removed", "change", "flags", "lost", "exchange", "aura_subst", "life_subst", "ends_only",
    )

    def __init__(self) -> None:
        self.aura_add = 0
        self.life_add = 0
        self.near_expand = 0
        self.far_expand = 0
        self.near_reduce: list[int] = []  # each applied separately (CR 10-4-3, 2022 reading)
        self.far_reduce: list[int] = []
        self.shift = 0
        self.added: list[int] = []
        self.removed: list[int] = []
        self.change: tuple[int, ...] | None = None
        self.flags: set[str] = set()
        self.lost: set[str] = set()
        self.exchange = False
        self.aura_subst: int | None = None
        self.life_subst: int | None = None
        # "an attack with 3 or more Range values loses all but the smallest and the largest" (applied last;
        # Hatsumi A1's Brumous Ocean, CR 5-7)
        self.ends_only = False

    def reshapes_range(self) -> bool:
        """Whether a modification other than a change (shift, add, remove, expand, reduce, ends only) applies to
        the Range (most attacks have none: their Range is the printed or changed one as it is)."""
        return bool(self.shift or self.added or self.removed or self.near_expand > 0 or self.far_expand > 0
                    or self.near_reduce or self.far_reduce or self.ends_only)


@dataclass(frozen=True)
class CardScript:
    """The effects of one card, written by a megami module (no facts: those come from the catalogue).

    Fields hold DSL nodes (``engine.dsl``) or abilities. Everything is optional; a card without any
    effect (a vanilla attack) registers an empty script with ``vanilla=True`` so that the completeness
    test can tell "vanilla by design" from "forgotten".
    """

    card_id: str
    on_play: tuple = ()  # Action: On-play effects (CR 9-1-1-3)
    after: tuple = ()  # Attack: After Attack effects (CR 9-1-1-4)
    attack_statics: tuple = ()  # Attack: Forced effects that modify this card's own attack
    initialize: tuple = ()  # Enhancement: Initialize (CR 9-1-1-5)
    disenchant: tuple = ()  # Enhancement: Disenchant (CR 9-1-1-7)
    ongoing: tuple = ()  # Enhancement: Ongoing abilities (CR 9-1-1-6)
    devoted: tuple = ()  # Special: Devoted abilities incl. (Immediate) Resurgence (CR 9-1-1-8, 10-7, 10-8)
    forced: tuple = ()  # Forced abilities active wherever the card is public (CR 9-1-1-2)
    replacements: tuple = ()  # the card's own replacement effects (hooks.REPLACEMENTS, scope "card text")
    flags: frozenset = frozenset()  # attack flags: "no_reactions", "no_reactions_special", "both_damage", ...
    # (an ability may also add "no_after_attack" to an attack: its After Attack effects do not resolve, CR 9-4 vi)
    terminal: bool = False  # 終端 (CR 9-2)
    unguarded: bool = False  # 隙 (CR 10-6)
    play_condition: Callable[..., bool] | None = None  # (st, player, uid, mode, reacted_aid) -> bool
    cost_fn: Callable[..., int] | None = None  # (st, player, uid) -> base cost before deltas (X costs)
    # the Cost (``cost_fn`` or printed) is not changed by any other effect (cost deltas skip it), e.g. the
    # market-price Cost of MR 21-3-1
    fixed_cost: bool = False
    damage_fn: Callable[..., tuple] | None = None  # (st, atk) -> (aura, life) substitution (X damage)
    reaction_if: Callable[..., bool] | None = None  # (st, player, uid) -> may be played as if it had Reaction
    vanilla: bool = False
    summary: str = ""  # one line in our own words
    # --- per-card flags the core rules read (declared here; tests/test_hooks.py checks nothing else is read)
    variant: Callable[..., Any] | None = None  # (st, uid) -> CardDef | None: information that depends on the state
    users: tuple[str, ...] = ()  # megami whose card this is when shared (CR 10-15, e.g. 合奏); () = its megami
    extra_cost: Any = None  # additional cost (CR 10-31): an object with can_pay(st, p, uid) and pay(st, p, uid)
    charge_fn: Callable[..., int] | None = None  # (st, uid) -> Charge when it is not printed (X)
    undiscardable: bool = False  # cannot be put face down into the discard pile (MR 7-2-1, poisons)
    all_out: bool = False  # its text asks whether it was played as the full-power action (CR 8-2-2 B)
    extra_copies: int = 1  # copies the additional rules set up in ＜Extra＞ (CR 7-1-12)
    returns_only_from: tuple[int, ...] | None = None  # zones from which effects may return it to deck or hand
    unselectable_by_opponent: bool = False  # the opponent's effects cannot choose it in hand (錬成攻撃)
    unsealable: bool = False  # cannot be sealed (CR 10-9; 錬成攻撃)
    # zones besides the hand from which its owner may play it in the main phase as if from hand (りげいなー:
    # from the face-down pile, CR 8-2-2; the card's own Forced text)
    playable_from: tuple[int, ...] = ()
    # the zone in which the additional rules set up this extra card at duel setup; None = ＜Extra＞ (CR 7-1-12).
    # E.g. Mizuki's Units start in her ＜Barracks＞ (MR 16-1)
    setup_zone: int | None = None
    # --- a megami's own data about the card (Trap, Plan texts, umbrella faces, ...): read only by that
    # megami's module, never by the core (tests/test_hooks.py)
    data: dict = field(default_factory=dict)


class CardDef:
    """Immutable facts + script of one card for one game (shared by all clones)."""

    __slots__ = (
        "id", "megami", "kind", "ctype", "subtype", "range", "aura", "life", "charge", "cost",
        "names", "script", "is_normal", "is_special", "variant", "users",
    )

    def __init__(self, card_id: str, megami: str, kind: int, ctype: str | None, subtype: str | None,
                 rng: tuple[int, ...] | None, aura: int | None, life: int | None, charge: int | None,
                 cost: int | None, names: dict[str, str], script: CardScript | None) -> None:
        self.id = card_id
        self.megami = megami
        self.kind = kind
        self.ctype = ctype
        self.subtype = subtype
        self.range = rng or ()
        self.aura = aura
        self.life = life
        self.charge = charge
        self.cost = cost
        self.names = names
        self.script = script if script is not None else CardScript(card_id)
        self.is_normal = kind == NORMAL
        self.is_special = kind == SPECIAL_KIND
        # (st, uid) -> CardDef | None: the card's current information when it depends on the state
        # (``CardScript.variant``); read through abilities.card_of. Call abilities.invalidate() when it changes.
        self.variant = self.script.variant
        # the megami whose card this is (CR 6-2-1-4, 10-15); a shared card (合奏) declares several
        self.users: tuple[str, ...] = self.script.users or (megami,)

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names.get("ja") or self.id

    def __repr__(self) -> str:
        return f"CardDef({self.id} {self.name()})"


KIND_BY_BASETYPE = {"normal": NORMAL, "special": SPECIAL_KIND}


def kind_of(base_type: str) -> int:
    return KIND_BY_BASETYPE.get(base_type, OTHER_KIND)


__all__ = ["Ability", "AttackAcc", "CardDef", "CardScript", "kind_of"]
