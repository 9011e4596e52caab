"""Player registry: build players by name and parameters, from Python or the command line.

A player spec is ``NAME[:ARG][:key=value,...]``, for example ``random``, ``heuristic:aggressive``,
``lookahead:defensive``, ``mcts:worlds=8``, ``mcts:balanced:worlds=6,top=4,turns=2``,
``mcts:search=main+react`` (the decision kinds it searches; the others go to its heuristic),
``heuristic:ignore=umbrella_flip`` (never uses that mechanic; several: ``ignore=trap_played+parts_attack``).

>>> make_agent("heuristic:aggressive", seed=1).name
'heuristic:aggressive'
>>> parse_spec("mcts:worlds=8")
('mcts', None, {'worlds': 8})
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol


class Agent(Protocol):
    """A player: ``decide(view, decision) -> index into decision.options``."""

    name: str

    def decide(self, view: Any, decision: Any) -> int: ...


class AgentSpecError(ValueError):
    """A player name or parameter that does not exist or does not parse."""


@dataclass(frozen=True)
class AgentInfo:
    name: str
    factory: Callable[..., Agent]
    description: str
    styles: tuple[str, ...] = ()
    params: tuple[str, ...] = ()


REGISTRY: dict[str, AgentInfo] = {}


def register_agent(name: str, factory: Callable[..., Agent], description: str, *, styles: tuple[str, ...] = (),
                   params: tuple[str, ...] = ()) -> None:
    REGISTRY[name] = AgentInfo(name, factory, description, styles, params)


def _value(text: str) -> Any:
    for conv in (int, float):
        try:
            return conv(text)
        except ValueError:
            pass
    return text


def parse_spec(spec: str) -> tuple[str, str | None, dict[str, Any]]:
    """Split ``NAME[:STYLE][:k=v,...]`` into (name, style, params)."""
    if not isinstance(spec, str) or not spec.strip():
        raise AgentSpecError(f"empty player spec {spec!r}")
    parts = spec.strip().split(":")
    name = parts[0].lower()
    style: str | None = None
    params: dict[str, Any] = {}
    for part in parts[1:]:
        if not part:
            continue
        for item in part.split(","):
            if "=" in item:
                k, v = item.split("=", 1)
                params[k.strip()] = _value(v.strip())
            elif style is None:
                style = item.strip().lower()
            else:
                raise AgentSpecError(f"bad player spec {spec!r}: unexpected {item!r}")
    return name, style, params


def make_agent(spec: str, seed: int | None = None) -> Agent:
    """Build a player from its spec (see module docstring); unknown names raise AgentSpecError."""
    _load()
    name, style, params = parse_spec(spec)
    info = REGISTRY.get(name)
    if info is None:
        raise AgentSpecError(f"unknown player {name!r} (choose from {', '.join(sorted(REGISTRY))})")
    if style is not None and style not in info.styles:
        raise AgentSpecError(f"player {name!r} has no style {style!r}"
                             + (f" (styles: {', '.join(info.styles)})" if info.styles else ""))
    bad = [k for k in params if k not in info.params]
    if bad:
        raise AgentSpecError(f"player {name!r} has no parameter {bad[0]!r}"
                             + (f" (parameters: {', '.join(info.params)})" if info.params else ""))
    kwargs = dict(params)
    if style is not None:
        kwargs["style"] = style
    try:
        return info.factory(seed=seed, **kwargs)
    except (TypeError, ValueError) as e:
        raise AgentSpecError(f"bad parameters for player {name!r}: {e}") from None


def _load() -> None:
    if REGISTRY:
        return
    from sakura_lab.ai import heuristic, lookahead, mcts, random_agent
    from sakura_lab.ai.evaluation import STYLES

    styles = tuple(STYLES)
    register_agent("random", random_agent.RandomAgent, "uniform over the legal options (baseline)")
    register_agent("greedy", heuristic.GreedyAgent, "fast rules only, no simulation (playout policy)",
                   styles=styles)
    register_agent("heuristic", heuristic.HeuristicAgent,
                   "tries each option on a determinized copy, settles follow-ups by rules, keeps the best "
                   "evaluation", styles=styles, params=("samples", "ignore", "top", "umbrella", "costs", "also", "ends",
                                                    "stop"))
    register_agent("lookahead", lookahead.LookaheadAgent,
                   "plays each of the heuristic's best main-phase options to its own next turn (the opponent's "
                   "reply included) with the heuristic in five sampled worlds, keeps the best",
                   styles=styles, params=("top", "turns", "worlds", "prior", "rest"))
    register_agent("mcts", mcts.MonteCarloAgent,
                   "determinized Monte Carlo over the heuristic's best options: samples worlds consistent with "
                   "what it knows, plays each option in each with the heuristic for both players to its own "
                   "next turn, keeps the best mean", styles=styles,
                   params=("worlds", "top", "turns", "prior", "margin", "search", "rest"))


def list_agents() -> list[AgentInfo]:
    _load()
    return sorted(REGISTRY.values(), key=lambda i: i.name)
