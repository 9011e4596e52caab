"""Command-line interface: ``sakura-lab cards | deck check | deck build | play``."""
from __future__ import annotations

import argparse
import os
import random
import sys
import unicodedata
from collections.abc import Sequence

from sakura_lab.cards.catalogue import LANGS, CardInfo, CatalogueError, get_catalogue
from sakura_lab.decks import Deck, DeckError, load_deck

PROG = "sakura-lab"


class _UserError(Exception):
    """Raised to print ``sakura-lab: error: ...`` and exit with status 2."""


# helpers

def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _pad(text: str, width: int) -> str:
    return text + " " * max(0, width - _width(text))


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    widths = [_width(h) for h in headers]
    for row in rows:
        for i, cell in enumerate(row):
            widths[i] = max(widths[i], _width(cell))
    lines = ["  ".join(_pad(h, w) for h, w in zip(headers, widths, strict=True)).rstrip(),
             "  ".join("-" * w for w in widths)]
    for row in rows:
        lines.append("  ".join(_pad(c, w) for c, w in zip(row, widths, strict=True)).rstrip())
    return "\n".join(lines)


def _kind(card: CardInfo) -> str:
    parts = [card.type or card.kind]
    if card.subtype:
        parts.append(card.subtype)
    text = "/".join(parts)
    if card.kind not in ("normal", "special") and card.type:
        text = f"{card.kind}:{text}"
    if card.kind == "special":
        text = "S " + text
    elif card.extra:
        text = "x " + text
    return text


def _charge_cost(card: CardInfo) -> str:
    bits = []
    if card.charge is not None:
        bits.append(f"charge {card.charge}")
    if card.cost_text is not None:
        bits.append(f"cost {card.cost_text}")
    return ", ".join(bits)


def _is_implemented(card_id: str) -> bool:
    from sakura_lab.cards.registry import is_implemented

    return bool(is_implemented(card_id))


# commands

def cmd_cards(args: argparse.Namespace) -> int:
    cat = get_catalogue()
    season = cat.season(args.season)
    cards = cat.cards(megami=args.megami, form=args.form, season=season)
    rows = []
    n_impl = 0
    shown = 0
    for card in cards:
        impl = _is_implemented(card.id)
        if args.implemented and not impl:
            continue
        if args.missing and impl:
            continue
        shown += 1
        n_impl += impl
        owner = ",".join(card.forms) if card.forms else card.megami
        rows.append([
            card.id, card.name(args.lang), owner, _kind(card),
            card.range_text or "", card.damage_text or "", _charge_cost(card), "yes" if impl else "no",
        ])
    headers = ["id", "name", "megami/form", "type", "range", "damage", "charge/cost", "impl"]
    if rows:
        print(_table(headers, rows))
    print(f"{shown} cards, {n_impl} implemented")
    return 0


def _summary(deck: Deck, lang: str) -> list[str]:
    cat = get_catalogue()
    meg = ", ".join(f"{cat.megami(m).name(lang)} ({m})" for m in deck.megami)
    normals = ", ".join(cat.card(c, deck.season).name(lang) for c in deck.normals)
    specials = ", ".join(cat.card(c, deck.season).name(lang) for c in deck.specials)
    return [f"  season:   {deck.season}", f"  megami:   {meg}",
            f"  normals:  {normals}", f"  specials: {specials}"]


def cmd_deck_check(args: argparse.Namespace) -> int:
    status = 0
    for path in args.files:
        try:
            deck = load_deck(path)
        except (DeckError, CatalogueError) as e:
            msg = str(e)
            print(msg if msg.startswith(str(path)) else f"{path}: {msg}", file=sys.stderr)
            status = 1
            continue
        except OSError as e:
            print(f"{path}: {_os_error(e)}", file=sys.stderr)
            status = 1
            continue
        title = f" ({deck.name})" if deck.name else ""
        print(f"{path}: OK{title}")
        for line in _summary(deck, args.lang):
            print(line)
    return status


def _parse_pairing(text: str) -> list[str]:
    """``yurina+saine`` (codes or names; ``,`` also separates) -> two form codes."""
    cat = get_catalogue()
    sep = "+" if "+" in text else ","
    parts = [p.strip() for p in text.split(sep)]
    if len(parts) != 2 or not all(parts):
        raise _UserError(f"expected two megami as A+B (e.g. yurina+saine), got {text!r}")
    forms = [cat.megami(p) for p in parts]
    if forms[0].number == forms[1].number:
        raise _UserError(f"{forms[0].code} and {forms[1].code} are both megami no. {forms[0].number}; "
                         f"choose two different megami")
    return [f.code for f in forms]


def cmd_deck_build(args: argparse.Namespace) -> int:
    import random

    from sakura_lab.deckbuild import build_deck, improve_deck
    from sakura_lab.deckgen import random_deck
    from sakura_lab.decks import deck_to_toml

    cat = get_catalogue()
    season = cat.season(args.season)
    forms = _parse_pairing(args.pairing)
    if args.improve < 0:
        raise _UserError("--improve must be 0 or more")
    deck = build_deck(forms, style=args.style, season=season, seed=args.seed)
    if args.improve:
        rnd = random.Random(args.seed if args.seed is not None else 0)
        opponents = [random_deck(forms, rnd, season=season) for _ in range(4)]
        deck = improve_deck(deck, opponents=opponents, rounds=args.improve, style=args.style,
                            seed=args.seed or 0, n_jobs=args.jobs)
    text = deck_to_toml(deck)
    if args.out is None:
        sys.stdout.write(text)
        return 0
    path = args.out
    if os.path.isdir(path):
        path = os.path.join(path, f"{forms[0]}-{forms[1]}.toml")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {path}", file=sys.stderr)
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    deck_a = load_deck(args.deck_a)
    deck_b = load_deck(args.deck_b)
    try:
        from sakura_lab.game import play_game
    except ImportError as e:
        raise _UserError(f"the game engine is not available ({e})") from None
    from sakura_lab.ai.base import AgentSpecError, make_agent
    from sakura_lab.engine.rng import seed_from

    seed = args.seed if args.seed is not None else random.randrange(2**31)
    try:
        agents = [make_agent(spec, seed_from("agent", seed, i)) for i, spec in enumerate(args.agents)]
    except AgentSpecError as e:
        raise _UserError(str(e)) from None
    result = play_game(deck_a, deck_b, seed=seed, agents=agents, log=args.log, lang=args.lang)
    log_text = getattr(result, "log_text", "") or ""
    if args.log and log_text:
        print(log_text.rstrip("\n"))
    names = [deck_a.name or args.deck_a, deck_b.name or args.deck_b]
    if result.winner is None:
        print(f"Result: draw ({result.reason}) after {result.turns} turns (seed {seed})")
    else:
        side = "AB"[result.winner]
        print(f"Result: {side} wins — {names[result.winner]} ({result.reason}) after {result.turns} turns "
              f"(seed {seed}; players {args.agents[0]} vs {args.agents[1]})")
    return 0


def cmd_agents(args: argparse.Namespace) -> int:
    from sakura_lab.ai.base import list_agents

    for info in list_agents():
        extra = []
        if info.styles:
            extra.append("styles: " + ", ".join(info.styles))
        if info.params:
            extra.append("parameters: " + ", ".join(info.params))
        print(f"{info.name:10s} {info.description}" + (f" [{'; '.join(extra)}]" if extra else ""))
    print("spec: NAME[:STYLE][:key=value,...]  e.g. heuristic:aggressive  mcts:playouts=200")
    return 0


# parser

def _os_error(e: OSError) -> str:
    if isinstance(e, FileNotFoundError):
        return f"file not found: {e.filename}"
    if isinstance(e, IsADirectoryError):
        return f"is a directory: {e.filename}"
    return f"{e.strerror or e}: {e.filename}" if e.filename else str(e)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=PROG, description="Sakura Arms (新幕) rules engine and statistics toolkit.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    p = sub.add_parser("cards", help="list cards of the catalogue")
    p.add_argument("--megami", help="base megami (code or name)")
    p.add_argument("--form", help="megami form (e.g. yurina-a1): its pool and extra cards")
    p.add_argument("--season", help="season id (default: latest)")
    p.add_argument("--lang", choices=LANGS, default="en", help="language of card names")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--implemented", action="store_true", help="only cards whose effects are implemented")
    g.add_argument("--missing", action="store_true", help="only cards not implemented yet")
    p.set_defaults(func=cmd_cards)

    p = sub.add_parser("deck", help="deck files")
    dsub = p.add_subparsers(dest="deck_command", metavar="DECK_COMMAND", required=True)
    c = dsub.add_parser("check", help="validate deck files")
    c.add_argument("files", nargs="+", metavar="FILE")
    c.add_argument("--lang", choices=LANGS, default="en", help="language of card names")
    c.set_defaults(func=cmd_deck_check)
    c = dsub.add_parser("build", help="build a deck for a pairing with the heuristic deck builder")
    c.add_argument("pairing", metavar="A+B", help="two megami (codes or names), e.g. yurina+saine")
    c.add_argument("--style", choices=("balanced", "aggressive", "defensive"), default="balanced")
    c.add_argument("--seed", type=int, default=None, help="small random variation (same seed, same deck)")
    c.add_argument("--season", help="season id (default: latest)")
    c.add_argument("--out", help="output file or directory (default: stdout; in a directory: A-B.toml)")
    c.add_argument("--improve", type=int, default=0, metavar="N",
                   help="N rounds of simulated one-card swaps against random decks of the pairing "
                        "(about 15 s per round)")
    c.add_argument("--jobs", type=int, default=1, help="worker processes for --improve")
    c.set_defaults(func=cmd_deck_build)

    p = sub.add_parser("play", help="play one game between two decks")
    p.add_argument("deck_a", metavar="A", help="deck file of player A")
    p.add_argument("deck_b", metavar="B", help="deck file of player B")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--log", action="store_true", help="print the game log")
    p.add_argument("--lang", choices=LANGS, default="en", help="language of the log")
    p.add_argument("--agents", nargs=2, metavar=("PLAYER_A", "PLAYER_B"), default=["random", "random"],
                   help="player specs, e.g. heuristic:aggressive mcts:playouts=200 (see `sakura-lab agents`)")
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("agents", help="list the available players and their styles / parameters")
    p.set_defaults(func=cmd_agents)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # argparse usage errors (status 2) and --help (0)
        return int(e.code or 0)
    try:
        return int(args.func(args))
    except (CatalogueError, DeckError, _UserError, ValueError) as e:
        print(f"{PROG}: error: {e}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # e.g. piped into `head`
        try:
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115
        except OSError:
            pass
        return 0
    except OSError as e:
        print(f"{PROG}: error: {_os_error(e)}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
