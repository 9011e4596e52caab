"""The one declared interface between the core rules and card / megami abilities.

Every question the core asks an ability is a *hook* declared here once: a method of :class:`Ability` with a
default that changes nothing, and an entry in :data:`HOOKS` saying when the core calls it, what it may
change, which abilities are asked (``scope``) and the CR section. Replacement effects ("if X would happen,
instead ...", CR 10-30) are one hook, :meth:`Ability.replace`, with the events that can be replaced declared
in :data:`REPLACEMENTS`; an ability lists the ones it replaces in ``replaces``. The things an ability may
forbid ("cannot ...", CR 1-3) are declared in :data:`FORBIDDABLE`.

A new megami adds abilities that override these hooks; it never needs an edit of the core for a
hook-shaped mechanic. ``tests/test_hooks.py`` fails if the core looks up a hook, a replacement or a per-card
flag that is not declared here (or in ``cardbase.CardScript``).

Scopes:
- ``in force``: abilities in force (Ongoing texts of enhancements, Devoted texts, turn-long effects, host
  rules), found through ``abilities.hooked``;
- ``own card``: the Ongoing texts of one enhancement, asked about that card only;
- ``attack text``: the Forced texts of an attack (``CardScript.attack_statics``), asked about that attack;
- ``card text``: a card's own Forced texts (``CardScript.forced``) or replacements (``CardScript.replacements``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, NamedTuple

from mypy_extensions import mypyc_attr

if TYPE_CHECKING:  # pragma: no cover - annotations only; no runtime import of the state
    from sakura_lab.engine.cardbase import AttackAcc
    from sakura_lab.engine.state import Attack, Ctx, GameState


class HookSpec(NamedTuple):
    """What one hook is: when the core calls it, what it may change, who is asked, the rule."""

    when: str
    may_change: str
    scope: str
    cr: str


HOOKS: Final[dict[str, HookSpec]] = {
    "modify_attack": HookSpec("whenever an attack's values are computed", "the attack's damage, range, flags",
                              "in force, attack text", "CR 5-6, 5-7, 10-3, 10-4"),
    "mastery_delta": HookSpec("whenever the Mastery Zone is read", "the Mastery Zone (+/-)", "in force",
                              "CR 5-2-2"),
    "distance_delta": HookSpec("whenever the distance is read", "the distance (+/-), never below 0", "in force",
                               "CR 5-2-1"),
    "cost_delta": HookSpec("whenever a Special's Cost is read", "the Cost (+/-), never below 0",
                           "in force, card text", "CR 6-2-1-12, 5-6"),
    "charge_delta": HookSpec("whenever an enhancement's Charge is read", "the Charge (+/-), never below 0",
                             "in force", "CR 6-2-1-11, 10-35-2"),
    "hand_limit_delta": HookSpec("at the end phase's hand limit", "the hand limit (+/-)", "in force", "CR 8-3-2"),
    "arrow_aura_cap": HookSpec("when a card's arrow moves tokens into an Aura", "the Aura cap for that move",
                               "in force", "CR 7-1-3-1, 10-1"),
    "doubles_arrows": HookSpec("when an effect's arrow resolves", "turns the arrow into a double arrow",
                               "in force", "CR 10-1"),
    "arrow_amount_delta": HookSpec("when a card's arrow effect moves tokens (``tokens.move_tokens`` with an "
                                   "arrow player)", "the number of tokens the arrow moves (+/-)", "in force",
                                   "CR 10-1 (na-s4 Poru-char To: arrows from / to Distance move 1 more)"),
    "on_event": HookSpec("after every event (``abilities.emit``; unlogged ones: ``abilities.notify``)",
                         "queues triggered work", "in force", "CR 5-5-4..6"),
    "forbids": HookSpec("before an action listed in FORBIDDABLE", "forbids it", "in force", "CR 1-3"),
    "on_disenchant": HookSpec("when an enhancement starts being disenchanted", "queues triggered work",
                              "in force", "CR 9-6"),
    "on_made": HookSpec("when this attack is made (in range, before reactions)", "the attack's modifications",
                        "attack text", "CR 9-4"),
    "counts_as_aura": HookSpec("when damage is dealt to Aura", "this enhancement's tokens count as Aura",
                               "own card", "CR 5-8-3-1 (Saine's walls)"),
    "unchoosable_tokens": HookSpec("whenever sakura tokens are taken from a place (moved, chosen)",
                                   "how many tokens of that place cannot be chosen", "in force",
                                   "CR 6-3; MR 9-6 (tokens under a Distance -1 token)"),
    "cap_occupied": HookSpec("whenever the room left in a capped place (Distance, an Aura) is read",
                             "how much of that place's cap other objects occupy", "in force",
                             "CR 7-1-1, 7-1-3-1; MR 9-6 (Distance +1 tokens count against the cap of 10), "
                             "MR 13-3 (Freeze tokens count against the Aura cap)"),
    "additional_basic_actions": HookSpec("when the basic actions a player may choose are listed",
                                         "adds named basic actions", "in force", "CR 9-7 i-B; MR 9-3-1-7"),
    "choosable_basic_actions": HookSpec("when the basic actions a player may choose are listed",
                                        "names basic actions choosable even if they would move no token "
                                        "(their performance is replaced)", "in force",
                                        "CR 9-7 i-B, 10-30; MR 13-6 (a frozen player's Focus)"),
    "perform_basic_action": HookSpec("when an additional basic action is performed",
                                     "performs it (True when handled)", "in force", "CR 9-7 iii; MR 9-3-1-7"),
    "start_draw_delta": HookSpec("at the start phase's draw", "the number of cards drawn (+/-)", "in force",
                                 "CR 8-1-3 iv"),
    "replace": HookSpec("when an event listed in REPLACEMENTS would happen", "replaces it (pushes its own work)",
                        "by event, see REPLACEMENTS", "CR 10-30"),
    "main_options": HookSpec("when the turn player's main-phase options are listed",
                             "adds options ``(\"rule\", name, ...)`` chosen as a standard action", "in force",
                             "CR 8-2-1, 8-2-2 A (options added by additional rules, e.g. MR 10-4)"),
    "playable_elsewhere": HookSpec("when the cards a player may play from hand are listed (main phase, Reactions)",
                                   "adds cards in other zones that may be played as if from hand", "in force",
                                   "CR 8-2-2, 9-4 i; MR 16-4 (conscripted cards in the Barracks)"),
    "card_info": HookSpec("whenever a card's information is read (``abilities.card_of``) while the state's "
                          "``card_info`` mark is set", "the card's information (a CardDef to read instead)",
                          "in force", "CR 9-1-3-3 (text-affecting effects, e.g. MR 16: Mizuki's Roaring Warcry)"),
    "before_resolution": HookSpec("after a played card's attack is created and its costs paid (CR 9-2-1 i-iii), "
                                  "before it resolves (CR 9-2-1 iv, 9-2-2 iii, 9-2-3 iv)",
                                  "any change; may remove the card's attack from ＜Attacking＞ (it is then not made "
                                  "and does not resolve, CR 10-5 i)", "in force",
                                  "CR 9-2-1; MR 15-1-2, 15-2 (Hatsumi's dive)"),
    "resolution_choices": HookSpec("after a played card's attack is created and its costs paid (CR 9-2-1 i-iii, "
                                   "9-2-2 i, 9-2-3 i), before ``before_resolution`` and the card's resolution",
                                   "may push work (frames that ask decisions) that runs before the card resolves; "
                                   "never ask directly, several abilities may push", "in force",
                                   "CR 9-2; MR 19-3 (Kamuwi's Oath frames)"),
    "range_distance": HookSpec("when an attack's Range is checked (CR 9-2-1 i, 9-4 iii, 10-5 i); abilities in force "
                               "are asked only while the state's ``range_distance`` mark is set",
                               "the number compared with the Range instead of the current distance "
                               "(-1: the check fails)", "attack text, in force",
                               "CR 9-4-1; MR 23-4 (Misora's Tracking: the aim instead of the distance)"),
    "reaction_declarations": HookSpec("when the attacked player's Reaction options are listed (CR 9-4 i)",
                                      "adds options ``(\"react\", uid, declared)``: card ``uid`` played as a "
                                      "Reaction as the declared card", "in force",
                                      "CR 9-4 i, 9-1-3-3; 22-renri-a1-n-2 (Fog of Deception declared as another card)"),
    "take_reaction_option": HookSpec("when the attacked player chooses an option ``(\"react\", uid, declared)``",
                                     "performs it (returns True when it is its own)", "in force", "CR 9-4 i"),
    "burnout_damage": HookSpec("when a player suffers Burnout (CR 10-10)", "the Burnout's damage (aura, life)",
                               "in force", "CR 10-10; 22-renri-a1-s-1 (the opponent's Burnout deals 2/1)"),
    "take_main_option": HookSpec("when the turn player chooses an option ``(\"rule\", ...)``",
                                 "performs it (returns True when it is its own)", "in force", "CR 8-2-2 A"),
}

# Events an ability may replace: name -> (args passed to ``replace``, who is asked, rule).
REPLACEMENTS: Final[dict[str, tuple[str, str, str]]] = {
    "loss": ("(player,)", "in force", "CR 4-2: a player would lose"),
    "reshuffle": ("(player, by_rules)", "in force", "CR 9-8: a player would reshuffle"),
    "attack_damage": ("(attack,)", "attack text", "CR 9-4 iv-v: an attack would deal its damage"),
    "to_played": ("(player, uid)", "card text, in force",
                  "CR 9-2-1 v: a used Normal card would go to the played pile (in force: e.g. Raira's na-s2 Death "
                  "and Rebirth, to the bottom of the deck instead)"),
    "owner_redirect": ("(uid, to_player)", "in force",
                       "CR 7-2: a card sent to another player's zone would go to its owner's zone instead"),
    "tokens_to_shadow": ("(place, n, arrow_player, cause)", "own card",
                         "CR 6-3, 7-1-9: tokens would leave this enhancement for Shadow"),
    "draw": ("(player,)", "in force", "CR 7-1-6, 10-30: a player would draw one card (each card of a draw)"),
    "reshuffle_damage": ("(player,)", "in force", "CR 9-8 i, 10-30: a player would take the reshuffle's life damage"),
    "card_move": ("(uid, zone)", "card text",
                  "CR 10-30: a card would move to a zone (e.g. MR 16-2-1: a Unit goes to the Barracks instead)"),
    "card_resolution": ("(player, uid, mode, from_zone)", "in force",
                        "CR 9-2, 10-30: a played card (costs paid, in ＜In Use＞) would resolve its effects"),
    "basic_action": ("(player, action)", "in force",
                     "CR 9-7, 10-30: a player would perform a basic action (its cost, if any, already paid)"),
    "tokens_leave_card": ("(place, dst, n, arrow_player, cause)", "in force",
                          "CR 6-3, 10-30: tokens would leave a card (In Use / Enhancement) for place ``dst`` "
                          "(cause \"leave\": the card itself left for a zone without tokens, dst Shadow); e.g. "
                          "MR 17-2-1-1 (Megumi's seeds return to ＜Field＞) and MR 17-5 (non-seed tokens first)"),
    "tokens_to_aura": ("(src, dst, n, arrow_player, cause)", "in force",
                       "CR 6-3, 10-30: tokens would move from ``src`` into the Aura ``dst`` (e.g. Kamuwi's Sanguine "
                       "Spray: to Shadow instead)"),
    "cost_payment": ("(player, uid, n)", "card text",
                     "CR 9-3 ii, 10-30: the n sakura tokens chosen for a card's Cost would move from ＜Flare＞ to "
                     "＜Shadow＞ (e.g. MR 22-10: a lacerated Cost)"),
    "enhancement_charge": ("(player, uid)", "in force",
                           "CR 9-2-3 iii: an enhancement being played would get its Charge tokens "
                           "(MR 17-7 replaces that step)"),
}

# What ``forbids`` may be asked about (``detail`` in brackets).
FORBIDDABLE: dict[str, str] = {
    "attack": "make an attack (CR 9-2-1, 10-5)",
    "play_attack_card": "play an Attack card [uid]",
    "play_card": "play (use) a card [uid], in any mode (CR 9-2; e.g. MR 18 Kanawe's Censor: a named card; an "
                 "additional cost in force that cannot be paid, CR 10-31: MR 19 Kamuwi's Carcass; \"this turn you cannot use "
                 "Normal cards\": MR 24 Innealra's twisted fate)",
    "basic_action": "perform a basic action [action name] (CR 9-7)",
    "pay_vigor": "pay vigor for a basic action (CR 9-7 ii)",
    "arrow_from_distance": "a card's arrow moves tokens out of Distance (CR 10-1)",
    "take_damage": "take damage [kind: attack, effect, burnout, reshuffle] (CR 5-8; \"you cannot take damage\")",
    "disenchant_effects": "resolve the Disenchant effects of the enhancement [uid] being disenchanted (CR 9-6 i)",
    "flinch": "become flinched (CR 5-1-4; \"you do not flinch\": Honoka's na-s3 Shimmering Barrier)",
    "card_to_pile": "a card in the player's hand or deck goes to the discard pile or the played pile [uid] (by any "
                    "effect or rule; Honoka's na-s3 Shimmering Barrier)",
    "start_step": "a fixed step of the player's start phase [\"vigor\", \"decay\", \"reshuffle\", \"draw\"] "
                  "(CR 8-1-3 i-iv; skipped: Korunu's na-s4 Prison of Ice)",
}


# Compiled (mypyc) with the engine; card modules, tests and new megami may subclass it without being compiled.
@mypyc_attr(allow_interpreted_subclasses=True)
class Ability:
    """A continuous or triggered ability (Forced / Ongoing / Devoted text, CR 9-1-1, or a megami's host rule).

    Subclasses override only the hooks they need; the defaults change nothing. ``src`` is the uid of the card
    that carries the ability (a negative number for a host rule: ``hostrules.rule_player``). Abilities are
    stateless and shared by every clone; any memory they need lives in the game state (``st.marks``).
    """

    __slots__ = ()
    cancel_key: Any = None  # CR 10-28: abilities with equal keys cancel out when both are in force
    replaces: frozenset[str] = frozenset()  # names from REPLACEMENTS that ``replace`` handles
    counts_as_aura: bool = False  # own card: this enhancement's tokens count as Aura for damage

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        """Add numeric / range / flag modifications to ``atk`` (CR 5-6, 5-7)."""

    def mastery_delta(self, st: GameState, src: int) -> int:
        """Change of the Mastery Zone (CR 5-2-2)."""
        return 0

    def distance_delta(self, st: GameState, src: int) -> int:
        """Change of the distance as read by the rules (CR 5-2-1)."""
        return 0

    def cost_delta(self, st: GameState, src: int, uid: int, player: int) -> int:
        """Change of the Cost of card ``uid`` played by ``player`` (CR 6-2-1-12)."""
        return 0

    def charge_delta(self, st: GameState, src: int, uid: int) -> int:
        """Change of the Charge of enhancement ``uid`` as it is played (CR 6-2-1-11, 10-35-2)."""
        return 0

    def hand_limit_delta(self, st: GameState, src: int, player: int) -> int:
        """Change of ``player``'s hand limit (CR 8-3-2)."""
        return 0

    def arrow_aura_cap(self, st: GameState, src: int, player: int) -> int:
        """The Aura cap of ``player`` for tokens moved in by their own card's arrow (0: no change)."""
        return 0

    def doubles_arrows(self, st: GameState, src: int, ctx: Ctx) -> bool:
        """True when the arrows of the effect resolving in ``ctx`` become double arrows (CR 10-1)."""
        return False

    def arrow_amount_delta(self, st: GameState, src: int, from_place: int, to_place: int, player: int) -> int:
        """Change of the number of tokens an arrow effect generated by ``player`` moves from token place
        ``from_place`` to ``to_place`` (CR 10-1)."""
        return 0

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        """React to an engine event (situation-triggered processing, CR 5-5-4..6)."""

    def forbids(self, st: GameState, src: int, what: str, player: int, detail: Any) -> bool:
        """True when this ability forbids ``what`` (a key of FORBIDDABLE) for ``player``."""
        return False

    def on_disenchant(self, st: GameState, src: int, uid: int) -> None:
        """Enhancement ``uid`` starts being disenchanted (CR 9-6)."""

    def on_made(self, st: GameState, atk: Attack) -> None:
        """Attack text: this attack was made (in range, before the reaction window, CR 9-4)."""

    def unchoosable_tokens(self, st: GameState, src: int, place: int) -> int:
        """How many sakura tokens at token ``place`` cannot be chosen or moved (MR 9-6)."""
        return 0

    def cap_occupied(self, st: GameState, src: int, place: int) -> int:
        """How much of the cap of token ``place`` (Distance or an Aura) objects other than its sakura tokens
        occupy (MR 9-6, 13-3)."""
        return 0

    def additional_basic_actions(self, st: GameState, src: int, player: int) -> tuple[str, ...]:
        """Names of additional basic actions ``player`` may choose now (MR 9-3-1-7)."""
        return ()

    def choosable_basic_actions(self, st: GameState, src: int, player: int) -> tuple[str, ...]:
        """Basic actions (of CR 9-7) ``player`` may choose now even if they would move no token (MR 13-6)."""
        return ()

    def perform_basic_action(self, st: GameState, src: int, player: int, name: str) -> bool:
        """Perform additional basic action ``name`` for ``player``; True when this ability handled it."""
        return False

    def start_draw_delta(self, st: GameState, src: int, player: int) -> int:
        """Change of the number of cards ``player`` draws at the start phase (CR 8-1-3 iv)."""
        return 0

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        """Replacement effect (CR 10-30): ``what`` (a name in ``replaces``) would happen with ``args``.
        Return True when it is replaced (the ability pushed the work that happens instead)."""
        return False

    def main_options(self, st: GameState, src: int, player: int) -> list[tuple]:
        """Extra main-phase options of ``player`` (tuples ``("rule", name, ...)``). Choosing one is a
        standard action (CR 8-2-2 A): the main phase goes on afterwards."""
        return []

    def playable_elsewhere(self, st: GameState, src: int, player: int) -> list[int]:
        """Cards outside ``player``'s hand and ＜Special＞ that ``player`` may play now whenever a card could be
        played from hand: main-phase options and Reactions (MR 16-4: conscripted cards in the Barracks)."""
        return []

    def card_info(self, st: GameState, src: int, uid: int, cd: Any) -> Any:
        """The information of card ``uid`` (currently ``cd``, a CardDef) as modified by this ability, or
        None for no change (CR 9-1-3-3). Asked only while ``st.marks["card_info"]`` is set (the ability's
        megami sets it when the ability can first come into force), so other games pay nothing."""
        return None
    def before_resolution(self, st: GameState, src: int, player: int, uid: int, aid: int) -> None:
        """``player`` played card ``uid`` (its attack ``aid``, -1 if none, is created and the costs are paid);
        it has not resolved yet. An ability that makes the attack illegal deletes it from ``st.attacks``."""

    def resolution_choices(self, st: GameState, src: int, player: int, uid: int, aid: int) -> None:
        """``player`` played card ``uid`` (attack ``aid`` or -1; costs paid). Decisions asked and work pushed here
        happen before the card resolves (the game pushes its resolution first; only asked when some ability in
        force implements this hook, so other games keep their order of work)."""

    def range_distance(self, st: GameState, src: int, atk: Attack, d: int) -> int:
        """The number compared with ``atk``'s Range when it is checked, ``d`` so far (CR 9-4-1, MR 23-4)."""
        return d

    def reaction_declarations(self, st: GameState, src: int, player: int, aid: int) -> list[tuple]:
        """Options ``("react", uid, declared)`` ``player`` may answer attack ``aid`` with (CR 9-4 i)."""
        return []

    def take_reaction_option(self, st: GameState, src: int, player: int, option: tuple, aid: int) -> bool:
        """``player`` chose ``option`` (one of some ability's ``reaction_declarations``) against attack ``aid``:
        perform it and return True (False: not this ability's option)."""
        return False

    def burnout_damage(self, st: GameState, src: int, player: int, aura: int, life: int) -> tuple[int, int]:
        """The damage ``(aura, life)`` of the Burnout ``player`` suffers (CR 10-10; default 1/1)."""
        return aura, life

    def take_main_option(self, st: GameState, src: int, player: int, option: tuple) -> bool:
        """``player`` chose ``option`` (one of some ability's ``main_options``): perform it and return
        True when it is this ability's option."""
        return False


# Hooks that are methods: an ability implements one when its class overrides the default.
METHOD_HOOKS: Final = frozenset(name for name in HOOKS if callable(getattr(Ability, name, None)))
