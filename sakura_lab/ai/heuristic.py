"""Heuristic players: try each option on a determinized copy of the game, settle the small follow-up
choices with fast rules, and keep the option whose resulting position evaluates best.

Styles (``aggressive``, ``defensive``, ``balanced``) differ only in the weights of the evaluation
(:mod:`sakura_lab.ai.evaluation`). Everything an agent uses comes from its view (DESIGN.md §5).

``ignore`` (spec ``heuristic:ignore=umbrella_flip+trap_played``) names registered mechanics
(:mod:`sakura_lab.engine.telemetry`) the player never uses: options their ``uses`` predicates recognise are
left out of its real decisions (unless every option uses them), which measures what a mechanic is worth to
the heuristic. Its own follow-up choices imagined while judging an option are filtered the same way
(:func:`rule_choice`): a player without the mechanic does not plan with it. (Before, they were not, and a player
told to ignore e.g. Yatsuha's perfecting still played Naughtbloom of the Eight Mirrors for the perfecting it
imagined, then was not allowed to perfect: the with/without rows flattered mechanics that need a costly play
first; docs/evaluation.md, session 8a.)
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from sakura_lab.ai.evaluation import STYLES, Weights, evaluate
from sakura_lab.ai.policy import (
    KANAWE_ATW,
    RESOLUTION,
    atw_choice,
    declare_choice,
    plain_fullpower,
    quick_choice,
    real_decision_rule,
    resolution_choice,
)
from sakura_lab.engine.constants import (
    D_ARROW,
    D_BASIC,
    D_BASIC_COST,
    D_CARD,
    D_CHARGE,
    D_CHOOSE,
    D_DAMAGE,
    D_DAMAGE_SPLIT,
    D_HAND_LIMIT,
    D_MAIN,
    D_MAY,
    D_MULLIGAN,
    D_NUMBER,
    D_ORDER,
    D_REACT,
    D_RESHUFFLE,
)
from sakura_lab.engine.state import Decision, GameState
from sakura_lab.engine.telemetry import check_names, options_using
from sakura_lab.engine.view import PlayerView, determinize

# decisions worth a simulation per option; the rest are answered by fast rules
# card choices too (which card to put on the Anvil, which Trap, which poison, ...): they are rare and matter
SIMULATED = frozenset({D_MAIN, D_REACT, D_DAMAGE, D_CHOOSE, D_MAY, D_CHARGE, D_BASIC_COST, D_CARD, D_ARROW})
# the cheap procedure (top > 0) also leaves which card pays a basic action's cost to the fast rules (the least
# valuable card): simulating it is a fifth of all simulated steps; alone, the fast rule scored 48.3% [44.3, 52.2]
# against simulating it (200 pairs, scripts/head_to_head.py)
SIMULATED_FAST = SIMULATED - {D_BASIC_COST}


def simulated_kinds(top: int, costs: int = -1) -> frozenset[str]:
    """The decision kinds a procedure simulates: the basic action's cost only by the exhaustive one (``top`` 0)
    unless ``costs`` says (1 simulated, 0 the fast rule, -1 by ``top``)."""
    simulate_costs = top == 0 if costs == -1 else bool(costs)
    return SIMULATED if simulate_costs else SIMULATED_FAST

# decision kinds the fast rules answer that a spec may ask to simulate too (``also=reshuffle+hand_limit``; each measured
# no better than its fast rule: docs/evaluation.md, session 10)
EXTRA_SIMULATED = frozenset({D_RESHUFFLE, D_MULLIGAN, D_HAND_LIMIT, D_BASIC, D_DAMAGE_SPLIT, D_ORDER})
TOP = 2  # main-phase options still inside the turn that are played to its end (option_scores; the search's playouts)
# the heuristic player's own procedure (session 18): the best-few procedure with DEFAULT_TOP finalists, each judged with
# the early stop (``stop``, :func:`best_stop`), and the basic action's cost left to the fast rule. Against the exhaustive
# procedure (``top=0``, every option finished and judged with the stop; the default of sessions 16-17) it scored 49.1%
# [48.1, 50.0] over all 26 megami (3,000 pairs, non-inferiority judged beforehand) at 1.30 times its games per second
# (plain path): issue 10's speed item (no slower than 496244b's player) holds again (1.07); docs/evaluation.md, session 18
DEFAULT_TOP = 4
END: Final = ("end",)  # the main-phase option that ends the main phase (engine.turn.main_options lists it last)
# how the deciding turn player's own rest of the turn is imagined after an option (option_scores, exhaustive procedure):
# 0 the fast rules only (until session 16); 1 also ending the turn right after the option, keeping the better of the
# two; 2 also ending it at each later main-phase decision the fast rules reach, keeping the best. The fast rules'
# continuation often plays on where stopping is better (an attack into the reply, one more Focus): against ``ends=0``
# 1 scored 55.3% and 2 56.3% (megami 1-9, 600 pairs), 1 costs about 1.3 times the engine work per decision and 2 about
# 1.4 times; 1 is the default (docs/evaluation.md, session 16)
ENDS = 1
# number choices worth a simulation per option (the context's first item): Megumi's sprouted seeds in place of
# Charge tokens (MR 17-7 step 2), which the fast rule answered alone (only what Shadow and the Aura could not
# pay, 2% of the games: docs/evaluation.md, session 9a), simulated for weights that value the seeds (older weights
# keep the fast rule, so a head-to-head against them compares the old player whole); the other number choices stay
# with the fast rules
SIMULATED_NUMBERS = {"mg_seed_charge": ("my_megumi_sprouted", "my_megumi_seeds_on")}


def simulated_number(d: Decision, w: Weights) -> bool:
    """Whether ``d`` is a number choice the heuristic with weights ``w`` simulates (:data:`SIMULATED_NUMBERS`: one
    of the context's weights is positive)."""
    c = d.context
    if d.kind != D_NUMBER or type(c) is not tuple or len(c) != 2:
        return False
    names = SIMULATED_NUMBERS.get(c[0]) if type(c[0]) is str else None
    return names is not None and any(w.get(f) > 0 for f in names)


def rule_choice(st: GameState, d: Decision, w: Weights, me: int = -1, ignore: tuple[str, ...] = ()) -> int:
    """The fast rules' answer to ``d``; for player ``me``, who ignores the mechanics ``ignore``, never an option
    that uses one of them (unless every option does): the fast rules then choose among the other options."""
    i = quick_choice(st, d, w)
    if not ignore or d.player != me:
        return i
    mask = options_using(ignore, st.view(me), d)
    if not mask[i] or all(mask):
        return i
    allowed = [k for k, banned in enumerate(mask) if not banned]
    j = quick_choice(st, Decision(d.player, d.kind, tuple(d.options[k] for k in allowed), d.context), w)
    return allowed[j]


def settle(st: GameState, p: int, w: Weights, turn: int, max_steps: int = 400,
           ignore: tuple[str, ...] = ()) -> None:
    """Finish the current turn with fast rules (both players), so that every option is judged at the
    same point: the start of the next turn, where the evaluation was fitted. ``p`` (the player judging)
    never uses a mechanic of ``ignore`` (:func:`rule_choice`)."""
    for _ in range(max_steps):
        if st.outcome is not None or st.turn != turn:
            return
        d = st.decision
        assert d is not None
        st.apply(rule_choice(st, d, w, p, ignore) if ignore else quick_choice(st, d, w))


def settle_short(st: GameState, w: Weights, turn: int, max_steps: int = 400, me: int = -1,
                 ignore: tuple[str, ...] = ()) -> bool:
    """Play fast rules until the turn player is back at a main-phase decision (the option and what it
    caused have resolved) or the turn is over; True when the turn is over (or the game). ``me`` never uses
    a mechanic of ``ignore``."""
    tp = st.turn_player
    for _ in range(max_steps):
        if st.outcome is not None or st.turn != turn:
            return True
        d = st.decision
        assert d is not None
        if d.kind == D_MAIN and d.player == tp:
            return False
        st.apply(rule_choice(st, d, w, me, ignore) if ignore else quick_choice(st, d, w))
    return True


def best_stop(c: GameState, p: int, w: Weights, turn: int, ends: int, ignore: tuple[str, ...] = (),
              max_stops: int = 60) -> float:
    """The evaluation of ``c`` (an option just applied; ``p`` the turn player) at the end of the turn, the turn
    finished by the fast rules, or ended by ``p`` right after the option (``ends`` 1) or at any of its main-phase
    decisions the fast rules reach (``ends`` 2), whichever evaluates best for ``p``."""
    best = float("-inf")
    for _ in range(1 if ends < 2 else max_stops):
        if settle_short(c, w, turn, me=p, ignore=ignore):
            break
        d = c.decision
        assert d is not None
        last = len(d.options) - 1
        i = rule_choice(c, d, w, p, ignore)
        if i != last and d.options[last] == END:  # the fast rules play on: try ending here instead
            e = c.clone()
            e.apply(last)
            settle(e, p, w, turn, ignore=ignore)
            best = max(best, evaluate(e, p, w))
        c.apply(i)
    settle(c, p, w, turn, ignore=ignore)  # nothing left to do when the turn is already over
    return max(best, evaluate(c, p, w))


def finished_score(c: GameState, p: int, w: Weights, turn: int, stops: int, ignore: tuple[str, ...] = ()) -> float:
    """The evaluation of ``c`` (an option just applied) for ``p`` at the end of the turn: the turn finished by the fast
    rules, or with ``stops`` (the ``ends`` of a turn player judging its own option) the best of that and ending the
    turn early (:func:`best_stop`)."""
    if stops:
        return best_stop(c, p, w, turn, stops, ignore)
    settle(c, p, w, turn, ignore=ignore)
    return evaluate(c, p, w)


def option_scores(st: GameState, decision: Decision, w: Weights, top: int = TOP,
                  ignore: tuple[str, ...] = (), ends: int = ENDS, stop: bool = False, consume: bool = False) -> list[float]:
    """Evaluation (for the deciding player) after each option, on a full state ``st`` (a determinized
    copy when called for a real decision), with follow-up choices settled by fast rules.

    Every option is played until what it caused has resolved (the turn player is back at a main-phase
    decision, or the turn is over) and evaluated there. For a main-phase decision the ``top`` best of
    those still inside the turn are then played to the end of the turn and evaluated again, so that the
    finalists are all judged at the start of the next turn, like the options that ended it; the others
    keep their first score lowered below every finalist's. ``top=0`` finishes every option (the
    exhaustive procedure, about twice the work); there, when the deciding player is the turn player, ``ends``
    (:data:`ENDS`, :func:`best_stop`) also judges each option with the turn ended by that player instead of
    finished by the fast rules, and keeps the better; with ``stop`` the best-few procedure judges its finalists so too
    (the options that ended the turn and the others are as without it). The deciding player's imagined follow-up
    choices never use a mechanic of ``ignore``. With ``consume`` (``st`` is a throwaway determinization) the last
    option is played on ``st`` itself instead of on a copy."""
    p = decision.player
    turn = st.turn
    n = len(decision.options)
    scores = [0.0] * n
    # the turn player's own options finished by the exhaustive procedure, or as the best-few procedure's finalists with
    # ``stop``: its rest of the turn may also be "end it now" (best_stop)
    stops = ends if (top == 0 or stop) and p == st.turn_player else 0
    open_states: list[tuple[float, int, GameState]] = []
    main = decision.kind == D_MAIN
    for i, option in enumerate(decision.options):
        if plain_fullpower(st, option):
            scores[i] = float("-inf")  # weakly dominated: the same play as a standard action, then "end"
            continue
        c = st if consume and i == n - 1 else st.clone()  # the last option needs no copy of a throwaway state
        c.apply(i)
        if top == 0:
            scores[i] = finished_score(c, p, w, turn, stops, ignore)
        elif settle_short(c, w, turn, me=p, ignore=ignore):
            scores[i] = evaluate(c, p, w)
        else:
            open_states.append((evaluate(c, p, w), i, c))
    if not open_states:
        return scores
    open_idx = {i for _v, i, _c in open_states}
    if not main and all(i in open_idx or scores[i] == float("-inf") for i in range(n)):
        # every option leads back to the turn player's main phase: compare them there
        for v, i, _c in open_states:
            scores[i] = v
        return scores
    open_states.sort(key=lambda t: -t[0])
    finalists = open_states[:top]
    for _v, i, c in finalists:
        scores[i] = finished_score(c, p, w, turn, stops, ignore)
    rest = open_states[top:]
    if rest:
        pending = {i for _v, i, _c in rest}
        floor = min(v for i, v in enumerate(scores) if i not in pending and v != float("-inf"))
        for rank, (_v, i, _c) in enumerate(rest):
            scores[i] = floor - 1.0 - rank
    return scores


def decision_kinds(text: str, allowed: Sequence[str], param: str, what: str) -> tuple[str, ...]:
    """A spec's decision kinds joined by ``+`` (``also=reshuffle+hand_limit``, ``search=main+react``), in order and
    without repeats; a ValueError naming ``param`` and the first kind not in ``allowed``."""
    kinds = tuple(dict.fromkeys(k.strip() for k in text.split("+") if k.strip()))
    unknown = [k for k in kinds if k not in allowed]
    if unknown:
        raise ValueError(f"{param}: {unknown[0]!r} is not a decision kind {what} (choose from {', '.join(allowed)})")
    return kinds


def choose_on_state(st: GameState, w: Weights, top: int = TOP) -> int:
    """The heuristic's answer to ``st.decision`` on a full (determinized) state: by the best-few procedure (``top``
    finalists), or with ``top=0`` by the heuristic player's own (every option finished, the early stop judged, the
    basic action's cost simulated too)."""
    d = st.decision
    assert d is not None
    if len(d.options) == 1:
        return 0
    if d.kind in simulated_kinds(top):
        scores = option_scores(st, d, w, top)
        return scores.index(max(scores))
    return quick_choice(st, d, w)


def simulate_options(view: PlayerView, decision: Decision, w: Weights, rng: random.Random,
                     samples: int = 1, top: int = TOP, ignore: tuple[str, ...] = (), ends: int = ENDS,
                     stop: bool = False) -> list[float]:
    """Average evaluation after each option (over ``samples`` determinizations)."""
    n = len(decision.options)
    scores = [0.0] * n
    for _ in range(samples):
        base = determinize(view, rng)
        for i, v in enumerate(option_scores(base, decision, w, top, ignore, ends, stop, consume=True)):
            scores[i] += v
    return [s / samples for s in scores]


def main_pick(view: PlayerView, decision: Decision, scores: list[float], best: int, rng: random.Random) -> int:
    """The heuristic's main-phase pick from its simulated ``scores`` (``best`` the highest): Renri's fake margin and
    cover (:func:`declare_choice`, MR 20-4), her Fog margin, Kanawe's Action to the Word (:func:`atw_choice`, read
    on a determinization only when that rule is on). Options scored ``-inf`` are never picked."""
    pick = declare_choice(view, decision, scores, best)
    if KANAWE_ATW["bonus"] is not None or RESOLUTION["play_bonus"] is not None:
        st = determinize(view, rng)
        pick = resolution_choice(st, decision, scores, atw_choice(st, decision, scores, pick))
    return pick


class HeuristicAgent:
    """One-ply simulation plus a weighted evaluation; fast rules for minor decisions."""

    def __init__(self, style: str = "balanced", seed: int | None = None, samples: int = 1,
                 weights: Weights | None = None, ignore: str | tuple[str, ...] = (), top: int = DEFAULT_TOP,
                 umbrella: int = 1, costs: int = -1, also: str = "", ends: int = ENDS, stop: int = 1) -> None:
        if style not in STYLES:
            raise ValueError(f"unknown heuristic style {style!r} (choose from {', '.join(STYLES)})")
        self.style = style
        self.weights = weights or STYLES[style]
        self.samples = samples
        if int(top) < 0:
            raise ValueError(f"top must be 0 (finish every option) or more, not {top}")
        self.top = int(top)
        if int(ends) not in (0, 1, 2):
            raise ValueError(f"ends must be 0 (fast rules only), 1 (also end right after the option) or 2 (also end at "
                             f"any later main-phase decision), not {ends}")
        self.ends = int(ends)
        # the best-few procedure (top > 0) judges its finalists with the early stop too (1, the default), or only by the
        # fast rules' rest of the turn (0: what ``top=K`` meant before session 18)
        if int(stop) not in (0, 1):
            raise ValueError(f"stop must be 0 (finalists finished by the fast rules) or 1 (also with the turn ended "
                             f"right after the option), not {stop}")
        self.stop = bool(int(stop))
        # Yukihi's end-phase flip (MR 4-4) by policy.umbrella_rule where it answers (1), or always judged like the
        # other choices (0: the player before session 9c)
        self.umbrella = bool(int(umbrella))
        # which card pays a basic action's cost: simulated (1) or by the fast rule (0); default: simulated by the
        # exhaustive procedure only (top=0)
        if int(costs) not in (-1, 0, 1):
            raise ValueError(f"costs must be 0 (fast rule) or 1 (simulated), not {costs}")
        self.simulated = simulated_kinds(self.top, int(costs))
        extra = decision_kinds(also, sorted(EXTRA_SIMULATED), "also", "the fast rules answer")
        self.simulated = self.simulated | frozenset(extra)
        self.rng = random.Random(seed)
        self.name = f"heuristic:{style}"
        names = tuple(x for x in ignore.split("+") if x) if isinstance(ignore, str) else tuple(ignore)
        if names:
            from sakura_lab.cards.registry import load_all

            load_all()  # the megami modules register their mechanics
            self.name += ":ignore=" + "+".join(names)
        self.ignore: tuple[str, ...] = check_names(names)

    def banned(self, view: PlayerView, decision: Decision) -> list[bool] | None:
        """Which options use an ignored mechanic; None when none or all of them do (choose normally)."""
        if not self.ignore:
            return None
        mask = options_using(self.ignore, view, decision)
        return mask if any(mask) and not all(mask) else None

    def decide(self, view: PlayerView, decision: Decision) -> int:
        n = len(decision.options)
        if n == 1:
            return 0
        mask = self.banned(view, decision)
        if mask is not None:
            return self._decide_without(view, decision, mask)
        rule = real_decision_rule(decision, self.weights, self.umbrella)  # Renri's refutation, Yukihi's flip, ...: by rule
        if rule is not None:
            i = rule(determinize(view, self.rng), decision, self.weights)
            if i >= 0:
                return i
        if decision.kind in self.simulated or simulated_number(decision, self.weights):
            scores = simulate_options(view, decision, self.weights, self.rng, self.samples, self.top, self.ignore,
                                      self.ends, self.stop)
            best = max(scores)
            if decision.kind == D_MAIN:  # Renri's true Falsehoods as cover (MR 20-4)
                return main_pick(view, decision, scores, scores.index(best), self.rng)
            return scores.index(best)
        st = determinize(view, self.rng)
        return quick_choice(st, decision, self.weights)

    def _decide_without(self, view: PlayerView, decision: Decision, mask: list[bool]) -> int:
        """The best option that uses no ignored mechanic (simulated; a fast-rule answer if it is allowed)."""
        if decision.kind in self.simulated or simulated_number(decision, self.weights):
            scores = simulate_options(view, decision, self.weights, self.rng, self.samples, self.top, self.ignore,
                                      self.ends, self.stop)
        else:
            st = determinize(view, self.rng)
            i = quick_choice(st, decision, self.weights)
            if not mask[i]:
                return i
            scores = option_scores(st, decision, self.weights, self.top, self.ignore, self.ends, self.stop)
        allowed = [i for i in range(len(scores)) if not mask[i]]
        best = max(allowed, key=lambda i: scores[i])
        if decision.kind == D_MAIN:  # always simulated
            # the same main-phase pick as :meth:`decide` among the allowed options: Renri's fake margin and cover
            # (MR 20-4), Kanawe's Action to the Word. Before session 9b this path skipped them, so a side B ignoring
            # Historian Renri's Fog (a card it holds all game) faked freely whenever it held one.
            masked = [float("-inf") if mask[i] else scores[i] for i in range(len(scores))]
            pick = main_pick(view, decision, masked, best, self.rng)
            if not mask[pick]:
                best = pick
        return best


class GreedyAgent:
    """The fast rule policy alone (no simulation): cheap baseline and playout policy."""

    def __init__(self, style: str = "balanced", seed: int | None = None) -> None:
        self.weights = STYLES[style]
        self.rng = random.Random(seed)
        self.name = f"greedy:{style}"

    def decide(self, view: PlayerView, decision: Decision) -> int:
        if len(decision.options) == 1:
            return 0
        return quick_choice(determinize(view, self.rng), decision, self.weights)

