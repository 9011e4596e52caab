"""Command-line interface: ``sakura-lab cards | seasons | deck check | deck build | play | run | resume | report | demo``."""
from __future__ import annotations

import argparse
import math
import os
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from sakura_lab.cards.catalogue import LANGS, CardInfo, CatalogueError, get_catalogue
from sakura_lab.decks import Deck, DeckError, load_deck
from sakura_lab.engine.constants import MAX_TURNS

if TYPE_CHECKING:
    import pandas as pd

    from sakura_lab.sim.runner import RunSummary
    from sakura_lab.sim.study import Study

PROG = "sakura-lab"


class _UserError(Exception):
    """Raised to print ``sakura-lab: error: ...`` and exit with status 2."""


# helpers

def _table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    from sakura_lab.stats.text import table

    return table(headers, rows)


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


def _is_implemented(card_id: str, season: str | None = None) -> bool:
    from sakura_lab.cards.registry import is_implemented

    return bool(is_implemented(card_id, season))


# commands

def cmd_cards(args: argparse.Namespace) -> int:
    if args.seasons:
        return cmd_seasons(args)
    cat = get_catalogue()
    season = cat.season(args.season)
    megami = None if args.megami is not None and args.megami.strip().lower() == "all" else args.megami
    cards = cat.cards(megami=megami, form=args.form, season=season)
    rows = []
    n_impl = 0
    shown = 0
    for card in cards:
        impl = _is_implemented(card.id, season)
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


def cmd_seasons(args: argparse.Namespace) -> int:
    """List the seasons of the catalogue (oldest first) with their megami, how many are simulated and how many
    cards changed from the season before; with a season: its megami and forms and the cards that changed."""
    from sakura_lab.sim.patch import changed_cards
    from sakura_lab.sim.specs import implemented_megami

    cat = get_catalogue()
    seasons = list(cat.seasons())
    lang = getattr(args, "lang", "en")
    one = getattr(args, "season", None)
    if one:
        season = cat.season(one)
        i = seasons.index(season)
        forms = [m.code for m in cat.megamis(season)]
        simulated = set(implemented_megami(season))
        print(f"{season}: {len({cat.megami(f).base for f in forms})} megami, {len(forms)} forms, "
              f"{len(cat.cards(season=season))} cards")
        rows = []
        for base in dict.fromkeys(cat.megami(f).base for f in forms):
            mine = [cat.megami(f) for f in forms if cat.megami(f).base == base]
            rows.append([f"{cat.megami(base).number:02d}", mine[0].name(lang) if mine[0].code == base
                         else cat.megami(base).name(lang), ", ".join(f"{m.name(lang)} ({m.code})" for m in mine),
                         "yes" if base in simulated else "no"])
        print(_table(["#", "megami", "forms", "simulated"], rows))
        if i == 0:
            print("\nthe first season of the catalogue: no earlier season to compare with")
            return 0
        prev = seasons[i - 1]
        prev_forms = {m.code for m in cat.megamis(prev)}
        new_forms = [f for f in forms if f not in prev_forms]
        if new_forms:
            print(f"\nnew since {prev}: {', '.join(cat.megami(f).name(lang) + f' ({f})' for f in new_forms)}")
        t = changed_cards(prev, season, [f for f in forms if f in prev_forms], lang)
        print(f"\ncards of the megami of both seasons that changed from {prev} to {season}: {len(t)}")
        if len(t):
            print(_table(["card", "megami", "change"],
                         [[r.card, cat.megami(r.megami).name(lang), r.change] for r in t.itertuples()]))
        return 0
    rows = []
    for i, season in enumerate(seasons):
        bases = sorted({m.base for m in cat.megamis(season)}, key=lambda b: cat.megami(b).number)
        simulated = implemented_megami(season)
        changed = "-"
        if i:
            both = [m.code for m in cat.megamis(season) if m.code in {x.code for x in cat.megamis(seasons[i - 1])}]
            changed = str(len(changed_cards(seasons[i - 1], season, both)))
        rows.append([season + (" (latest, default)" if season == cat.latest else ""), str(len(bases)),
                     str(len(cat.cards(season=season))), changed,
                     f"{len(simulated)}: {', '.join(simulated) or '-'}"])
    print(_table(["season", "megami", "cards", "changed", "megami with every card implemented"], rows))
    print("changed: cards of the megami of both seasons that differ from the season before (text or numbers); "
          "`sakura-lab seasons SEASON` lists them")
    print("pass a season with --season (e.g. --season na-s8-2); decks name theirs with `season = ...`")
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
        missing = [c for c in dict.fromkeys(deck.cards) if not _is_implemented(c, deck.season)]
        if missing:  # legal, but a study or a game with it would be refused: say so before one starts
            cat = get_catalogue()
            names = ", ".join(f"{cat.card(c, deck.season).name(args.lang)} ({c})" for c in missing)
            print(f"{path}: legal{title}, but it cannot be simulated: {len(missing)} card(s) have no effects "
                  f"implemented yet: {names}")
            status = 1
        else:
            print(f"{path}: OK{title}")
        for line in _summary(deck, args.lang):
            print(line)
    return status


def cmd_deck_build(args: argparse.Namespace) -> int:
    import random

    from sakura_lab.deckbuild import build_deck, improve_deck
    from sakura_lab.deckgen import random_deck
    from sakura_lab.decks import deck_to_toml
    from sakura_lab.sim.specs import parse_pairing

    cat = get_catalogue()
    season = cat.season(args.season)
    forms = list(parse_pairing(args.pairing))
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
    if os.path.isdir(path) or path.endswith(("/", os.sep)):
        os.makedirs(path, exist_ok=True)
        path = os.path.join(path, f"{forms[0]}-{forms[1]}.toml")
    if os.path.exists(path) and not args.force:  # a shipped or hand-edited deck must not be lost silently
        raise _UserError(f"{path} exists; pass --force to overwrite it, or choose another --out")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {path}", file=sys.stderr)
    return 0


def _default_field(forms: Sequence[str], season: str, seed: int, n: int = 6) -> list[str]:
    """``n`` pairings of implemented megami other than ``forms``' (seeded): a field that is not the mirror."""
    import random

    from sakura_lab.deckgen import form_pairings
    from sakura_lab.sim.specs import implemented_megami

    cat = get_catalogue()
    bases = {cat.megami(f).base for f in forms}
    own = [m for m in implemented_megami(season) if m not in bases]
    pairings = [p for p in form_pairings(own, season) if all(cat.megami(f).code == cat.megami(f).base for f in p)]
    rng = random.Random(seed)
    return ["+".join(p) for p in rng.sample(pairings, min(n, len(pairings)))]


def cmd_deck_optimize(args: argparse.Namespace) -> int:
    """Local search with racing against a field (issue 18, item 3)."""
    from sakura_lab.deckbuild import build_deck
    from sakura_lab.deckopt import optimize_deck
    from sakura_lab.decks import deck_to_toml
    from sakura_lab.sim.specs import parse_pairing, resolve_side

    cat = get_catalogue()
    season = cat.season(args.season)
    forms = list(parse_pairing(args.pairing))
    if args.budget < 1:
        raise _UserError("--budget must be at least 1 game")
    if args.out and os.path.exists(args.out):  # checked before any game: never overwrite a deck file
        raise _UserError(f"{args.out} exists; the optimizer never overwrites a deck file, choose another --out")
    start = build_deck(forms, style=args.style, season=season)
    field_specs = args.against or _default_field(forms, season, args.seed)
    field = [resolve_side(x, season=season, style=args.style).deck for x in field_specs]
    print(f"optimizing {'+'.join(start.megami)} ({season}) against {', '.join(field_specs)}; budget {args.budget} "
          f"games, player {args.agent}", file=sys.stderr)
    res = optimize_deck(start, field, budget=args.budget, agent=args.agent, seed=args.seed, n_jobs=args.jobs,
                        batch=args.batch, check_pairs=args.check_pairs, style=args.style,
                        log=None if args.quiet else (lambda m: print(m, file=sys.stderr)))
    names = ", ".join(cat.card(c, season).name(args.lang) for c in res.deck.cards)
    print(f"builder deck -> optimized deck after {res.games} games, {len(res.moves)} move(s):")
    for move, gain, se in res.moves:
        print(f"  {move.describe(season, args.lang)}  (search estimate {100 * gain:+.1f} points, se {100 * se:.1f})")
    print(f"optimized deck: {names}")
    if res.check:
        c = res.check
        verdict = "better" if c["lo"] > 0 else "not measurably better"
        print(f"check on fresh seeds ({int(c['pairs'])} pairs against the field): optimized {100 * c['rate']:.1f}% vs "
              f"builder {100 * c['start_rate']:.1f}%, change {100 * c['diff']:+.1f} points "
              f"(95% interval {100 * c['lo']:+.1f} to {100 * c['hi']:+.1f}): {verdict}")
    else:
        print("no move was clearly better than the builder's deck: the builder's deck is kept")
    if args.out:
        deck = make_deck_named(res.deck, f"{'+'.join(res.deck.megami)} (optimized against a field)")
        with open(args.out, "x", encoding="utf-8") as f:
            f.write(deck_to_toml(deck))
        print(f"wrote {args.out}", file=sys.stderr)
    return 0


def make_deck_named(deck: Deck, name: str) -> Deck:
    from dataclasses import replace

    return replace(deck, name=name)


def _looks_like_side(text: str) -> bool:
    """A deck file or a pairing, as opposed to a player spec (specs never hold ``+``, ``/`` or ``.toml``)."""
    return "+" in text or text.endswith(".toml") or "/" in text or os.sep in text or Path(text).exists()


def _split_sides(args: argparse.Namespace, n_sides: int) -> list[str]:
    """The positional sides of ``play`` / ``run matchup``, also when options came first.

    ``--agents`` takes one or two specs, so ``play --agents heuristic A.toml B.toml`` lets argparse put
    the decks into ``--agents``: trailing items that look like decks or pairings are moved back."""
    sides = list(args.sides or [])
    agents = list(args.agents or [])
    while agents and len(sides) < n_sides and _looks_like_side(agents[-1]):
        sides.insert(0, agents.pop())
    if not agents:
        raise _UserError("--agents needs one player spec (both sides) or two (A and B)")
    if len(sides) != n_sides:
        raise _UserError(f"give {n_sides} sides (deck files or pairings like yurina+saine), got {len(sides)}"
                         + (f": {' '.join(sides)}" if sides else ""))
    if len(agents) > 2:
        raise _UserError(f"--agents takes one player spec (both sides) or two (A and B), got {len(agents)}: "
                         f"{' '.join(agents)}")
    args.agents = agents
    return sides


def cmd_play(args: argparse.Namespace) -> int:
    from sakura_lab.sim.specs import resolve_side

    side_a, side_b = _split_sides(args, 2)
    # a side is a deck file or a pairing (its deck from the deck builder), exactly as in `run`
    src_a = resolve_side(side_a, season=args.season)
    src_b = resolve_side(side_b, season=args.season)
    deck_a, deck_b = src_a.deck, src_b.deck
    try:
        from sakura_lab.game import play_game
    except ImportError as e:
        raise _UserError(f"the game engine is not available ({e})") from None
    from sakura_lab.ai.base import AgentSpecError, make_agent
    from sakura_lab.engine.rng import seed_from
    from sakura_lab.sim.study import Study, check_implemented

    # refuse a deck with cards the engine cannot play, in one line, before the game starts
    check_implemented(Study("matchup", (src_a, src_b), ((0, 1),)))
    specs = [args.agents[0], args.agents[-1]]
    seed = args.seed if args.seed is not None else random.randrange(2**31)
    try:
        agents = [make_agent(spec, seed_from("agent", seed, i)) for i, spec in enumerate(specs)]
    except AgentSpecError as e:
        raise _UserError(str(e)) from None
    result = play_game(deck_a, deck_b, seed=seed, agents=agents, log=args.log, lang=args.lang)
    log_text = getattr(result, "log_text", "") or ""
    if args.log and log_text:
        print(log_text.rstrip("\n"))
    names = [src.deck.name or src.label for src in (src_a, src_b)]
    if result.winner is None:
        print(f"Result: draw ({result.reason}) after {result.turns} turns (seed {seed})")
    else:
        side = "AB"[result.winner]
        print(f"Result: {side} wins — {names[result.winner]} ({result.reason}) after {result.turns} turns "
              f"(seed {seed}; players {specs[0]} vs {specs[1]})")
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from sakura_lab import bench

    if min(args.repeat, args.games, args.heuristic_games, args.clones) < 1:
        raise _UserError("--repeat, --games, --heuristic-games and --clones must be at least 1")
    argv = ["--repeat", str(args.repeat), "--games", str(args.games), "--heuristic-games",
            str(args.heuristic_games), "--clones", str(args.clones)]
    if args.json:
        argv += ["--json", args.json]
    return bench.main(argv)


def cmd_agents(args: argparse.Namespace) -> int:
    from sakura_lab.ai.base import list_agents

    for info in list_agents():
        extra = []
        if info.styles:
            extra.append("styles: " + ", ".join(info.styles))
        if info.params:
            extra.append("parameters: " + ", ".join(info.params))
        print(f"{info.name:10s} {info.description}" + (f" [{'; '.join(extra)}]" if extra else ""))
    print("spec: NAME[:STYLE][:key=value,...]  e.g. heuristic:aggressive  mcts:worlds=8")
    return 0


# studies: run / report

def _one_line_errors(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Usage errors of the study commands as one line ``sakura-lab: error: ...`` (exit 2)."""

    def error(message: str) -> None:
        print(f"{PROG}: error: {message}", file=sys.stderr)
        sys.exit(2)

    parser.error = error  # type: ignore[method-assign]
    return parser


def _study_from_args(args: argparse.Namespace):
    from sakura_lab.sim import specs
    from sakura_lab.sim.study import DEFAULT_TASK_SIZE

    if args.pairs < 1:
        raise _UserError(f"--pairs must be 1 or more, got {args.pairs}")
    if args.max_turns < 1:
        raise _UserError(f"--max-turns must be 1 or more, got {args.max_turns}")
    if args.task_size is None:
        args.task_size = DEFAULT_TASK_SIZE
    if args.task_size < 1:
        raise _UserError(f"--task-size must be 1 or more, got {args.task_size}")
    if args.seed < 0:
        raise _UserError(f"--seed must be 0 or more, got {args.seed}")
    if args.jobs == 0 or args.jobs < -1:
        raise _UserError(f"--jobs must be 1 or more (or -1 for all cores), got {args.jobs}")
    if args.study == "matchup":
        args.side_a, args.side_b = _split_sides(args, 2)
    elif len(args.agents) > 2:
        raise _UserError(f"--agents takes one player spec (both sides) or two (A and B), got {len(args.agents)}")
    common = dict(pairs=args.pairs, agents=args.agents, root_seed=args.seed, max_turns=args.max_turns,
                  task_size=args.task_size, season=args.season, style=args.style, deck_seed=args.deck_seed)
    if args.study == "matchup":
        return specs.matchup_study(args.side_a, args.side_b, **common)
    if args.study == "gauntlet":
        return specs.gauntlet_study(args.side_a, args.against, **common)
    return specs.roundrobin_study(args.megami, mirrors=not args.no_mirrors, **common)


def _fmt_rate(x: float) -> str:
    from sakura_lab.stats.text import rate

    return rate(x)


def results_text(games: pd.DataFrame, *, folder: str | Path | None = None, rankings: bool = True,
                 megami: bool = True, n_boot: int = 100, limit: int = 30, by_pairing: pd.DataFrame | None = None,
                 by_megami: pd.DataFrame | None = None, first: pd.Series | None = None) -> str:
    """The titled sections of a study's results: matchups (strongest side A first, mirrors marked), the
    ranking of pairings and of megami with the scale explained, and the first player's advantage.
    Tables the caller has computed already (``by_pairing``, ``by_megami`` ratings; ``first``, the overall
    first-player row) are not computed again."""
    from sakura_lab.stats import tables, text

    parts = []
    if by_pairing is None:
        by_pairing = tables.ratings(games, by="pairing", n_boot=n_boot)
    # order the matchup rows by side A's pairing rating, so the table reads like the ranking
    side_pairing = dict(zip(games["side_a"], games["pairing_a"], strict=False)) | dict(
        zip(games["side_b"], games["pairing_b"], strict=False))
    rank = {e: i for i, e in enumerate(by_pairing["entity"])}
    order = sorted(side_pairing, key=lambda s: (rank.get(side_pairing[s], len(rank)), s))
    parts.append(text.matchup_section(tables.matchups(games), order=order, limit=limit, folder=folder))
    if rankings:
        parts.append(text.ranking_section(by_pairing, "pairing", limit=limit))
        if megami:
            if by_megami is None:
                by_megami = tables.ratings(games, by="megami", n_boot=n_boot)
            parts.append(text.ranking_section(by_megami, "megami"))
    parts.append(text.first_player_line(tables.first_player(games).iloc[0] if first is None else first))
    return "\n".join(parts)


def _print_results(folder: str | Path, study: Study, summary: RunSummary) -> pd.DataFrame:
    """Print a run's summary and result sections; returns the games read for it (the SUMMARY_COLUMNS),
    for callers that print more."""
    from sakura_lab.sim.storage import SUMMARY_COLUMNS, load_results

    rate = summary.games_per_second
    if summary.extended_from is not None:
        print(f"{folder}: extended from {summary.extended_from} to {study.pairs} pairs per matchup; "
              "the pairs already played were kept")
    for line in summary.damaged:
        print(f"{PROG}: damaged chunk {line}: moved to {Path(folder) / 'damaged'} and its task played again",
              file=sys.stderr)
    print(f"{folder}: {summary.games} games in {len(study.matchups)} matchup(s), run {summary.run}; "
          f"played {summary.games_run} now in {summary.seconds:.1f} s ({rate:.1f} games/s)")
    games, _ = load_results(folder, cards=False, columns=SUMMARY_COLUMNS)  # the summary needs no card rows
    if games.empty:
        return games
    several = len(set(games["pairing_a"]) | set(games["pairing_b"])) > 1
    print(results_text(games, folder=folder, rankings=study.kind != "matchup" and several,
                       megami=study.kind == "roundrobin"))
    return games


def cmd_run(args: argparse.Namespace) -> int:
    from sakura_lab.sim.runner import run_study, whatif_study
    from sakura_lab.sim.specs import make_changes
    from sakura_lab.stats import tables

    study = _study_from_args(args)
    changes = make_changes(args.swap or (), args.set or (), season=study.season)
    variant = whatif_study(study, changes) if changes else None  # validate before playing anything
    out = args.out
    runs = [(study, out)]
    if variant is not None:
        runs.append((variant, os.path.join(out, f"whatif-{changes.slug()}")))
    played = []
    try:
        for s, folder in runs:
            summary = run_study(s, folder, n_jobs=args.jobs, scheduler=args.scheduler, progress=not args.quiet)
            played.append(_print_results(folder, s, summary))
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted; run the same command again to resume", file=sys.stderr)
        return 130
    if variant is not None:
        base_games, var_games = played
        w = tables.whatif(base_games, var_games, side="A")
        r = w.iloc[0]
        print(f"\n== What-if: does {changes.describe(study.season)} change side A's win rate? ==")
        se = r["se"]
        estimable = se == se and se > 0  # one pair, or no pair changed: no spread, so no interval to claim
        ci = (f"95% CI {100 * r.lo:+.1f} to {100 * r.hi:+.1f}" if estimable
              else "95% CI n/a: fewer than 2 pairs or no pair's result changed")
        verdict = "a measurable change" if estimable and not r.lo <= 0 <= r.hi else "no measurable change"
        print(f"what-if ({changes.slug()}), side A on the same {int(r.pairs)} seeds: "
              f"{_fmt_rate(r.base_rate)} -> {_fmt_rate(r.variant_rate)} "
              f"(change {100 * r['diff']:+.1f} points, {ci}; "
              f"{int(r.better)} games better, {int(r.worse)} worse): {verdict}")
    return 0


def cmd_patch(args: argparse.Namespace) -> int:
    """Patch study: the same pairings, decks and seeds under two seasons, paired changes (issue 17)."""
    from sakura_lab.sim.patch import patch_plan, run_patch, write_patch_report
    from sakura_lab.sim.specs import make_changes
    from sakura_lab.sim.study import DEFAULT_TASK_SIZE

    if args.jobs == 0 or args.jobs < -1:
        raise _UserError(f"--jobs must be 1 or more (or -1 for all cores), got {args.jobs}")
    changes = make_changes((), args.set or (), season=args.to_season)
    plan = patch_plan(args.from_season, args.to_season, args.megami, pairs=args.pairs, agents=args.agents,
                      root_seed=args.seed, style=args.style, deck_seed=args.deck_seed, max_turns=args.max_turns,
                      task_size=args.task_size or DEFAULT_TASK_SIZE, changes=changes)
    changed_decks = [s.label for s, k in zip(plan.base.sides, plan.kept, strict=True) if not k]
    print(f"patch study {plan.from_season} -> {plan.to_season}: {len(plan.base.sides)} pairings of "
          f"{len(plan.forms)} megami, {len(plan.base.matchups)} matchups x {plan.base.pairs} pairs, "
          f"{plan.base.n_games} games per season on the same seeds")
    if changed_decks:
        print(f"decks rebuilt for {plan.to_season} (not legal there as they were): {', '.join(changed_decks)}")
    try:
        run_patch(plan, args.out, n_jobs=args.jobs, progress=not args.quiet, scheduler=args.scheduler)
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted; run the same command again to resume", file=sys.stderr)
        return 130
    t = write_patch_report(args.out, args.lang)

    def pts(x: float) -> str:
        return "n/a" if x != x else f"{100 * x:+.1f}"

    rows = [[r.megami, _fmt_rate(r.from_rate), _fmt_rate(r.to_rate), pts(r.change), f"{pts(r.lo)} to {pts(r.hi)}",
             str(r.pairs)] for r in t.megami.itertuples()]
    print("\n== Change per megami (to - from, points; 95% paired interval) ==")
    print(_table(["megami", "from", "to", "change", "95% interval", "pairs"], rows))
    top = t.pairings.reindex(t.pairings["change"].abs().sort_values(ascending=False).index).head(10)
    rows = [[r.pairing, _fmt_rate(r.from_rate), _fmt_rate(r.to_rate), pts(r.change), f"{pts(r.lo)} to {pts(r.hi)}",
             "" if r.deck_kept else "rebuilt"] for r in top.itertuples()]
    print("\n== Largest changes per pairing (all in patch_pairings.csv) ==")
    print(_table(["pairing", "from", "to", "change", "95% interval", "deck"], rows))
    if len(t.cards):
        rows = [[r.card, r.megami, r.change] for r in t.cards.itertuples()]
        print("\n== Cards that changed ==")
        print(_table(["card", "megami", "change"], rows))
    print("\n" + "\n".join(t.summary))
    print(f"\nwrote {args.out}/patch_megami.csv, patch_pairings.csv, patch_cards.csv, patch_megami.png, summary.txt")
    return 0


def _pct1(x: float) -> str:
    return "n/a" if x != x else f"{100 * x:.1f}%"


def cmd_draft(args: argparse.Namespace) -> int:
    """Pick-three-drop-one: the keep-two game of two triples (issue 18)."""
    from sakura_lab.draft import draft

    if args.jobs == 0 or args.jobs < -1:
        raise _UserError(f"--jobs must be 1 or more (or -1 for all cores), got {args.jobs}")
    res = draft(args.mine, args.vs, out=args.out, pairs=args.pairs, agents=args.agents, season=args.season,
                seed=args.seed, n_jobs=args.jobs, boot=args.boot, progress=not args.quiet)
    cols = ["+".join(c) for c in res.cols]
    rows = [["+".join(r)] + [f"{_pct1(res.rate[i, j])} [{_pct1(res.lo[i, j])}, {_pct1(res.hi[i, j])}]"
                             if res.pairs[i, j] else "50% (same pairing)" for j in range(len(cols))]
            for i, r in enumerate(res.rows)]
    print(f"== My win rate: rows = my pairings ({','.join(res.mine)}), columns = theirs ({','.join(res.theirs)}); "
          f"95% intervals over {int(res.pairs.max())} mirrored pairs per cell ==")
    print(_table(["mine \\ theirs"] + cols, rows))
    st = res.strategies()
    print("\n== Optimal keep-two strategies (zero-sum game, exact LP) ==")
    print(_table(["player", "keep", "drop", "probability", "top pick in resamples"],
                 [[r.player, r.keep, r.drop, f"{r.probability:.3f}", _pct1(r.top_pick_share)] for r in st.itertuples()]))
    print(f"\nvalue of the game for me: {_pct1(res.solution.value)} (95% bootstrap interval "
          f"{_pct1(res.value_lo)} to {_pct1(res.value_hi)}, {args.boot} resamples of the cells' pairs)")
    best = st[st["player"] == "mine"].sort_values("probability", ascending=False).iloc[0]
    robust = "robust" if best.top_pick_share >= 0.8 else "not robust: the intervals allow other picks"
    print(f"advice: keep {best['keep']} (drop {best['drop']}) with probability {best['probability']:.2f}; "
          f"top pick in {_pct1(best['top_pick_share'])} of resamples ({robust})")
    return 0


def _read_field(path: str, season: str | None) -> list[tuple[tuple[str, str, str], float]]:
    from sakura_lab.draft import parse_triple
    from sakura_lab.sim.errors import StudyError

    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as e:
        raise _UserError(f"cannot read the field file {path}: {e.strerror or e}") from None
    out = []
    for n, line in enumerate(lines, 1):
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        parts = text.split()
        try:
            weight = float(parts[1]) if len(parts) > 1 else 1.0
        except ValueError:
            raise _UserError(f"{path}:{n}: the weight must be a number, got {parts[1]!r}") from None
        if len(parts) > 2 or weight < 0:
            raise _UserError(f"{path}:{n}: a line is 'megami,megami,megami [weight >= 0]', got {text!r}")
        try:
            out.append((parse_triple(parts[0], season), weight))
        except StudyError as e:
            raise _UserError(f"{path}:{n}: {e}") from None
    if not out:
        raise _UserError(f"{path}: no triple in the field file")
    return out


def cmd_draft_field(args: argparse.Namespace) -> int:
    """Which triples to bring against a field (issue 18)."""
    from sakura_lab.draft import draft_field

    if args.jobs == 0 or args.jobs < -1:
        raise _UserError(f"--jobs must be 1 or more (or -1 for all cores), got {args.jobs}")
    field = _read_field(args.field, args.season) if args.field else None
    t = draft_field(args.megami, out=args.out, field=field, pairs=args.pairs, agents=args.agents, season=args.season,
                    seed=args.seed, n_jobs=args.jobs, top=args.top, boot=args.boot, progress=not args.quiet)
    who = f"the field of {args.field}" if args.field else "every triple of these megami (equal weights)"
    print(f"== Triples to bring against {who}: value of the keep-two game (both sides optimal) ==")
    rows = []
    for r in t.head(args.top).itertuples():
        ci = f"{_pct1(r.lo)} to {_pct1(r.hi)}" if "lo" in t.columns and r.lo == r.lo else ""
        rows.append([r.triple, _pct1(r.expected), ci, _pct1(r.worst), r.worst_against, _pct1(r.best)])
    print(_table(["triple", "expected", "95% interval", "worst case", "worst against", "best case"], rows))
    path = Path(args.out) / "draft_field.csv"
    t.to_csv(path, index=False)
    print(f"\n{len(t)} triples ranked; all of them in {path}")
    return 0


def cmd_resume(args: argparse.Namespace) -> int:
    """Finish (or repair, or extend with ``--pairs``) a study folder from its own study.json."""
    from dataclasses import replace

    from sakura_lab.sim.runner import load_study, run_study

    study = load_study(args.folder)
    if args.pairs is not None:
        if args.pairs < study.pairs:
            raise _UserError(f"{args.folder} has {study.pairs} pairs per matchup; --pairs can only raise it")
        study = replace(study, pairs=args.pairs)
    if args.jobs == 0 or args.jobs < -1:
        raise _UserError(f"--jobs must be 1 or more (or -1 for all cores), got {args.jobs}")
    try:
        summary = run_study(study, args.folder, n_jobs=args.jobs, scheduler=args.scheduler, progress=not args.quiet)
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted; run the same command again to resume", file=sys.stderr)
        return 130
    _print_results(args.folder, study, summary)
    return 0


def cmd_demo(args: argparse.Namespace) -> int:
    """The README's main job: a basic-four round robin with heuristic players, ranking and heatmap."""
    from sakura_lab.plots import matchup_heatmap
    from sakura_lab.sim.runner import run_study
    from sakura_lab.sim.specs import roundrobin_study
    from sakura_lab.stats import tables

    if args.pairs < 1:
        raise _UserError(f"--pairs must be 1 or more, got {args.pairs}")
    study = roundrobin_study(args.megami, pairs=args.pairs, agents=[args.agent], root_seed=args.seed)
    out = Path(args.out)
    decks = ", ".join(s.label for s in study.sides)
    print(f"Round robin of {args.megami} in season {study.season}: {len(study.sides)} pairings ({decks}), "
          f"decks from the deck builder (style balanced); {len(study.matchups)} matchups including mirrors x "
          f"{args.pairs} mirrored pairs ({2 * args.pairs * len(study.matchups)} games), players {args.agent}, "
          f"{args.jobs} worker(s)")
    summary = run_study(study, out, n_jobs=args.jobs, progress=not args.quiet)
    games = _print_results(out, study, summary)
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(8, 6.5))
    matchup_heatmap(tables.matchups(games, symmetric=True), ax=ax)
    fig.tight_layout()
    path = out / "heatmap.png"
    fig.savefig(path, dpi=120)
    plt.close(fig)
    print(f"wrote {path} (full report: sakura-lab report {out})")
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    from sakura_lab.plots.figures import save_report_figures
    from sakura_lab.sim.storage import SUMMARY_COLUMNS, load_mechanics, load_results, read_config
    from sakura_lab.stats import tables

    folder = Path(args.folder)
    cfg = read_config(folder)
    games, _ = load_results(folder, cards=False, columns=SUMMARY_COLUMNS)  # cards: chunk by chunk below
    if games.empty:
        raise _UserError(f"{folder} holds no finished games yet")
    out = Path(args.out) if args.out else folder / "report"
    out.mkdir(parents=True, exist_ok=True)
    written: list[str] = []

    def save(df, name: str) -> None:
        path = out / f"{name}.csv"
        df.to_csv(path, index=False)
        written.append(path.name)

    # each table is computed once: for its CSV and, where there is one, its figure
    ratings = tables.ratings(games, by="pairing", n_boot=args.boot)
    by_megami = tables.ratings(games, by="megami", n_boot=args.boot)
    first = tables.first_player(games, by="matchup")  # its last row holds all games
    has_cards = any((folder / "cards").glob("task-*.parquet"))
    # one pass over the card chunks for the CSV (per pairing) and report.html (per card)
    card_table, per_card = tables.card_stats_both_from_folder(folder) if has_cards else (None, None)
    save(tables.matchups(games), "matchups")
    save(ratings, "ratings")
    save(by_megami, "ratings_megami")
    save(first, "first_player")
    if card_table is not None:
        save(card_table, "card_stats")
    for sub in sorted(folder.glob("whatif-*")):
        try:
            sub_cfg = read_config(sub)
        except ValueError:
            continue
        if (sub_cfg.get("base") or {}).get("run") != cfg.get("run"):
            continue
        var_games, _ = load_results(sub, cards=False)
        if not var_games.empty:
            common = var_games[["seed", "pair", "game"]].merge(games[["seed", "pair", "game"]])
            b = games.merge(common)
            v = var_games.merge(common)
            save(tables.whatif(b, v, side="A", by="matchup"), f"whatif-{sub.name[7:]}")
    mech = tables.mechanic_table(load_mechanics(folder))  # empty for a folder written before telemetry
    save(mech, "mechanics")
    figures = save_report_figures(games, None, out / "figures", card_table=card_table, ratings_table=ratings,
                                  first_player_table=first)
    from sakura_lab.sim.study import Study

    study = Study.from_config(cfg)
    html = _html_report(out / "report.html", [folder], games, ratings, by_megami, first, cfg,
                        decks=[(s.label, s.deck) for s in study.sides],
                        title=f"sakura-lab {study.kind}: {len(study.sides)} side(s), {len(games)} games",
                        reproduce=(f"mkdir again && cp {folder / 'study.json'} again/\n"
                                   f"sakura-lab resume again --jobs 2    # plays every game of study.json\n"
                                   f"sakura-lab report again"),
                        boot=args.boot, card_table=per_card)
    written.append(html.name)
    n_pairings = len(set(games["pairing_a"]) | set(games["pairing_b"]))
    print(f"{folder}: {len(games)} games, {games['matchup'].nunique()} matchup(s), {n_pairings} pairing(s); "
          f"players {cfg.get('agents')}, season {cfg.get('season')}")
    print(results_text(games, folder=None, n_boot=args.boot, by_pairing=ratings, by_megami=by_megami,
                       first=first.iloc[-1]))
    print()
    print(_mechanics_section(mech))
    print(f"{out}: {', '.join(written)}" + (f"; {len(figures)} figures in {out / 'figures'}" if figures else ""))
    return 0


def _html_report(path: Path, folders: Sequence[Path], games: pd.DataFrame, by_pairing: pd.DataFrame,
                 by_megami: pd.DataFrame | None, first: pd.DataFrame, cfg: dict, *, decks: Sequence, title: str,
                 reproduce: str, boot: int, extra_facts: Sequence[tuple[str, str]] = (), subtitle: str = "",
                 card_table: pd.DataFrame | None = None) -> Path:
    """Write report.html (sakura_lab.report) for the games of ``folders``; ``card_table`` (per card) is
    computed from the folders unless given."""
    import pandas as pd

    from sakura_lab.report import write_html_report
    from sakura_lab.sim.storage import load_mechanics
    from sakura_lab.stats import tables

    if card_table is None and any(any((f / "cards").glob("task-*.parquet")) for f in folders):
        card_table = tables.card_stats_from_folder(list(folders), by="card")
    mech_rows = [m for m in (load_mechanics(f) for f in folders) if len(m)]
    mech = tables.mechanic_table(pd.concat(mech_rows, ignore_index=True) if mech_rows else [])
    agents = cfg.get("agents") or []
    players = agents[0] if len(set(agents)) == 1 else " vs ".join(agents)
    facts = [("season", str(cfg.get("season"))), ("players", str(players)),
             ("engine version", str(cfg.get("engine_version"))),
             ("games", f"{len(games)} ({games['matchup'].nunique()} matchups, "
                       f"{len(set(games['pairing_a']) | set(games['pairing_b']))} pairings)"),
             *extra_facts]
    for key in ("build", "build_info"):  # written by newer versions: the compiled/pure-Python engine
        if cfg.get(key):
            facts.append(("build", str(cfg[key])))
    if cfg.get("run"):
        facts.append(("run", str(cfg["run"])))
    return write_html_report(path, games=games, by_pairing=by_pairing, by_megami=by_megami, first=first,
                             card_table=card_table, mechanics=mech, decks=decks, facts=facts, reproduce=reproduce,
                             title=title, subtitle=subtitle, season=cfg.get("season"),
                             interval_note=f"bootstrap over mirrored pairs, {boot} resamples")


def cmd_meta(args: argparse.Namespace) -> int:
    """A field study: every pairing of the season ranked with intervals by an adaptive design."""
    import pandas as pd

    from sakura_lab.sim import meta
    from sakura_lab.sim.specs import megami_list, parse_agents
    from sakura_lab.sim.storage import SUMMARY_COLUMNS, load_results
    from sakura_lab.stats import tables, text

    if args.seed < 0:
        raise _UserError(f"--seed must be 0 or more, got {args.seed}")
    if args.budget < 1:
        raise _UserError(f"--budget must be 1 or more games, got {args.budget}")
    if args.target_width is not None and args.target_width <= 0:
        raise _UserError(f"--target-width must be a positive number of Elo points, got {args.target_width}")
    if args.jobs == 0 or args.jobs < -1:
        raise _UserError(f"--jobs must be 1 or more (or -1 for all cores), got {args.jobs}")
    if len(args.agents) > 2:
        raise _UserError(f"--agents takes one player spec (both sides) or two (A and B), got {len(args.agents)}")
    season = get_catalogue().season(args.season)
    codes = megami_list(args.megami, season)
    design = meta.Design(round_pairs=args.round_pairs, top_k=args.top)
    settings = meta.MetaSettings(codes, season, parse_agents(args.agents), seed=args.seed, budget=args.budget,
                                 target_width=args.target_width, max_turns=args.max_turns, deck_seed=args.deck_seed,
                                 design=design)
    out = Path(args.out)
    n_pairings = len(meta.meta_sides(codes, season, "balanced", args.deck_seed))
    print(f"Meta study of {len(codes)} megami ({', '.join(codes)}) in season {season}: {n_pairings} pairings, "
          f"players {' vs '.join(dict.fromkeys(settings.agents))}, budget {args.budget} games"
          + (f", target width {args.target_width:g} Elo" if args.target_width else ""))

    def on_round(r: int, n: int, played: int, widest: float) -> None:
        if not args.quiet:
            w = "" if not math.isfinite(widest) else f", widest interval {widest:.0f} Elo"
            print(f"round {r}: {n} matchups x {2 * design.round_pairs} games ({played} games so far{w})", flush=True)

    try:
        summary = meta.run_meta(settings, out, n_jobs=args.jobs, scheduler=args.scheduler, progress=not args.quiet,
                                on_round=on_round)
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted; run the same command again to resume", file=sys.stderr)
        return 130
    print(f"{out}: {summary.games} games in {summary.rounds} round(s) ({summary.games_run} played now); "
          f"stopped: {summary.stop}")
    games = pd.concat([load_results(f, cards=False, columns=SUMMARY_COLUMNS)[0] for f in summary.folders],
                      ignore_index=True)
    by_pairing = tables.ratings(games, by="pairing", n_boot=args.boot, seed=args.seed)
    by_megami = tables.ratings(games, by="megami", n_boot=args.boot, seed=args.seed)
    first = tables.first_player(games, by="matchup")
    by_pairing.to_csv(out / "ratings.csv", index=False)
    by_megami.to_csv(out / "ratings_megami.csv", index=False)
    print(text.ranking_section(by_megami, "megami"))
    print(text.ranking_section(by_pairing, "pairing", limit=30))
    print(text.first_player_line(first.iloc[-1]))
    cmd = ["sakura-lab meta", f"--season {season}", f"--megami {','.join(codes)}",
           f"--agents {' '.join(args.agents)}", f"--seed {args.seed}", f"--budget {args.budget}"]
    if args.target_width:
        cmd.append(f"--target-width {args.target_width:g}")
    if args.round_pairs != 1 or args.top != 5:
        cmd.append(f"--round-pairs {args.round_pairs} --top {args.top}")
    if args.max_turns != MAX_TURNS:
        cmd.append(f"--max-turns {args.max_turns}")
    if args.deck_seed is not None:
        cmd.append(f"--deck-seed {args.deck_seed}")
    cmd.append(f"--boot {args.boot} --out again")
    sides = meta.meta_sides(codes, season, "balanced", args.deck_seed)
    cfg = {"season": season, "agents": list(settings.agents), "engine_version": settings.config()["engine_version"]}
    html = _html_report(out / "report.html", summary.folders, games, by_pairing, by_megami, first, cfg,
                        decks=[(s.label, s.deck) for s in sides],
                        title=f"sakura-lab meta: {len(codes)} megami, {n_pairings} pairings",
                        subtitle=f"Adaptive field study, {summary.rounds} rounds; stopped: {summary.stop}.",
                        reproduce=" ".join(cmd), boot=args.boot,
                        extra_facts=[("design", f"{summary.rounds} rounds of {2 * design.round_pairs} games per "
                                                f"matchup, seed {args.seed}, budget {args.budget}"
                                      + (f", target width {args.target_width:g}" if args.target_width else ""))])
    print(f"{out}: ratings.csv, ratings_megami.csv, {html.name}")
    return 0


def _mechanics_section(mech: pd.DataFrame) -> str:
    """The report's "mechanics" section: use rate and win rate with / without a use per megami mechanic."""
    lines = ["mechanics (per side hosting the megami; win rates with / without >= 1 use, draws = not won):"]
    if mech.empty:
        lines.append("  none recorded (no card rows, or a study written before mechanic telemetry)")
        return "\n".join(lines)

    def pct(x: float) -> str:
        return "   -" if x != x else f"{100 * x:3.0f}%"

    lines.append(f"  {'megami':<8} {'mechanic':<22} {'games':>6} {'used':>5} {'per game':>8} {'win used':>8} "
                 f"{'win not':>7}")
    for r in mech.itertuples(index=False):
        lines.append(f"  {r.megami:<8} {r.mechanic:<22} {r.games:>6} {pct(r.use_rate):>5} {r.uses_per_game:>8.2f} "
                     f"{pct(r.win_rate_when_used):>8} {pct(r.win_rate_when_not_used):>7}")
    return "\n".join(lines)


# parser

def _os_error(e: OSError) -> str:
    if isinstance(e, FileNotFoundError):
        return f"file not found: {e.filename}"
    if isinstance(e, IsADirectoryError):
        return f"is a directory: {e.filename}"
    return f"{e.strerror or e}: {e.filename}" if e.filename else str(e)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=PROG, description="Sakura Arms (新幕) rules engine and statistics toolkit.")
    from sakura_lab import __version__, build_info  # build_info: "compiled (mypyc)" or "plain"

    parser.add_argument("--version", action="version", version=f"{PROG} {__version__} ({build_info()})")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    p = sub.add_parser("cards", help="list cards of the catalogue")
    p.add_argument("--megami", help="base megami (code or name), or all")
    p.add_argument("--form", help="megami form (e.g. yurina-a1): its pool and extra cards")
    p.add_argument("--season", help="season id (default: latest)")
    p.add_argument("--lang", choices=LANGS, default="en", help="language of card names")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--implemented", action="store_true", help="only cards whose effects are implemented")
    g.add_argument("--missing", action="store_true", help="only cards not implemented yet")
    p.add_argument("--seasons", action="store_true", help="list the seasons instead (as `sakura-lab seasons`)")
    p.set_defaults(func=cmd_cards)

    p = sub.add_parser("seasons", help="list the seasons of the catalogue, which megami can be simulated and what "
                                       "changed; with a season, its megami, forms and changed cards")
    p.add_argument("season", nargs="?", help="one season: its megami, forms and the cards changed from the season before")
    p.add_argument("--lang", choices=LANGS, default="en", help="language of names")
    p.set_defaults(func=cmd_seasons)

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
    c.add_argument("--out", help="output file or directory (default: stdout; in a directory: A-B.toml); "
                                 "an existing file is kept unless --force")
    c.add_argument("--force", action="store_true", help="overwrite the --out file if it exists")
    c.add_argument("--improve", type=int, default=0, metavar="N",
                   help="N rounds of simulated one-card swaps against random decks of the pairing "
                        "(about 15 s per round)")
    c.add_argument("--jobs", type=int, default=1, help="worker processes for --improve")
    c.set_defaults(func=cmd_deck_build)

    c = dsub.add_parser("optimize", help="local search over the pool with racing, judged by games against a field")
    c.add_argument("pairing", metavar="A+B", help="two megami (codes or names), e.g. yurina+saine")
    c.add_argument("--against", nargs="+", metavar="SIDE",
                   help="the field: pairings or deck files (default: 6 pairings of other megami, seeded)")
    c.add_argument("--budget", type=int, default=3000, metavar="GAMES", help="games for the search (default 3000)")
    c.add_argument("--batch", type=int, default=4, metavar="N", help="pairs per opponent per racing step (default 4)")
    c.add_argument("--check-pairs", type=int, default=60, metavar="N",
                   help="pairs per opponent of the fresh-seed check against the builder's deck (default 60)")
    c.add_argument("--agent", default="heuristic", help="player spec for every game (default heuristic)")
    c.add_argument("--style", choices=("balanced", "aggressive", "defensive"), default="balanced")
    c.add_argument("--season", help="season id (default: latest)")
    c.add_argument("--seed", type=int, default=0, help="search seed (default 0)")
    c.add_argument("--jobs", type=int, default=1, help="worker processes")
    c.add_argument("--out", help="write the deck here (never overwrites an existing file)")
    c.add_argument("--lang", choices=LANGS, default="en", help="language of card names")
    c.add_argument("--quiet", action="store_true", help="no progress lines")
    c.set_defaults(func=cmd_deck_optimize)

    p = sub.add_parser("play", help="play one game between two sides (deck files or pairings)")
    p.add_argument("sides", nargs="*", metavar="SIDE",
                   help="two sides A and B: deck files or pairings like yurina+saine (deck from the deck builder)")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--log", action="store_true", help="print the game log")
    p.add_argument("--lang", choices=LANGS, default="en", help="language of the log")
    p.add_argument("--season", help="season for sides given as pairings (default: latest)")
    p.add_argument("--agents", nargs="+", metavar="PLAYER", default=["random"],
                   help="player spec for both sides, or one for A and one for B, e.g. heuristic:aggressive "
                        "mcts:worlds=8 (see `sakura-lab agents`; default random)")
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("bench", help="benchmark games/s, decisions/s, clone()/s and memory (see sakura_lab/bench.py)")
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--games", type=int, default=400, help="random-vs-random games per run and worker")
    p.add_argument("--heuristic-games", type=int, default=40)
    p.add_argument("--clones", type=int, default=20000)
    p.add_argument("--json", metavar="FILE")
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser("demo", help="main job: basic-four round robin, ranking with intervals, heatmap")
    p.add_argument("--megami", default="yurina,saine,himika,tokoyo")
    p.add_argument("--pairs", type=int, default=40, help="mirrored pairs per matchup (default 40)")
    p.add_argument("--agent", default="heuristic", help="player spec for both sides (default heuristic)")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", default="results/demo")
    p.add_argument("--quiet", action="store_true")
    p.set_defaults(func=cmd_demo)

    p = sub.add_parser("agents", help="list the available players and their styles / parameters")
    p.set_defaults(func=cmd_agents)

    p = _one_line_errors(sub.add_parser(
        "run", help="run a study (matchup, gauntlet, round robin) into an output folder (resumable)"))
    rsub = p.add_subparsers(dest="study", metavar="STUDY", required=True)

    def study_options(c: argparse.ArgumentParser) -> None:
        _one_line_errors(c)
        c.add_argument("--out", required=True, metavar="DIR",
                       help="output folder (rerun the same command on it to resume)")
        c.add_argument("--pairs", type=int, default=100, metavar="N", help="mirrored pairs per matchup (default 100)")
        c.add_argument("--jobs", type=int, default=1, metavar="J", help="local worker processes (-1: all cores)")
        c.add_argument("--agents", nargs="+", default=["heuristic"], metavar="PLAYER",
                       help="player spec for both sides, or one for A and one for B (see `sakura-lab agents`)")
        c.add_argument("--seed", type=int, default=0, metavar="S", help="root seed (default 0)")
        c.add_argument("--max-turns", type=int, default=MAX_TURNS, metavar="T",
                       help=f"turn cap per game (default {MAX_TURNS})")
        c.add_argument("--task-size", type=int, default=None, metavar="K",
                       help="pairs per task / parquet chunk (default 25)")
        c.add_argument("--season", help="season id (default: latest)")
        c.add_argument("--style", choices=("balanced", "aggressive", "defensive"), default="balanced",
                       help="deck builder style for sides given as pairings")
        c.add_argument("--deck-seed", type=int, default=None, metavar="S",
                       help="deck builder seed for sides given as pairings (default: none, no noise)")
        c.add_argument("--scheduler", metavar="ADDR", help="Dask scheduler address (tcp://host:8786) to run on")
        c.add_argument("--quiet", action="store_true", help="no progress bar")
        c.add_argument("--swap", action="append", metavar="OLD=NEW",
                       help="what-if: replace a card of side A's deck by another of its pool (repeatable)")
        c.add_argument("--set", action="append", metavar="CARD:KEY=VALUE",
                       help="what-if: change a card's numbers, e.g. Slash:damage=2/1, Slash:range=3-4, "
                            "X:cost=3 (repeatable); the variant runs on the same seeds into DIR/whatif-...")
        c.set_defaults(func=cmd_run)

    c = rsub.add_parser("matchup", help="A vs B (deck files or pairings like yurina+saine)")
    c.add_argument("sides", nargs="*", metavar="SIDE",
                   help="two sides A and B: deck files or pairings (yurina+saine, forms allowed)")
    study_options(c)
    c = rsub.add_parser("gauntlet", help="A against each of several opponents")
    c.add_argument("side_a", metavar="A", help="deck file or pairing")
    c.add_argument("--against", nargs="+", required=True, metavar="B", help="deck files or pairings")
    study_options(c)
    c = rsub.add_parser("roundrobin", help="every pairing of a set of megami against every other (and itself)")
    c.add_argument("--megami", required=True, help="comma-separated megami or forms, e.g. yurina,saine,himika-a1")
    c.add_argument("--no-mirrors", action="store_true", help="leave out the mirror matchups")
    study_options(c)

    c = _one_line_errors(rsub.add_parser(
        "patch", help="patch study: the same pairings, decks and seeds under two seasons, paired changes"))
    c.add_argument("--from", dest="from_season", required=True, metavar="SEASON", help="the earlier season")
    c.add_argument("--to", dest="to_season", required=True, metavar="SEASON", help="the later season")
    c.add_argument("--megami", default="all",
                   help="comma-separated megami or forms (default: all implemented in both seasons)")
    c.add_argument("--out", required=True, metavar="DIR", help="output folder (rerun the same command to resume)")
    c.add_argument("--pairs", type=int, default=20, metavar="N", help="mirrored pairs per matchup (default 20)")
    c.add_argument("--jobs", type=int, default=1, metavar="J", help="local worker processes (-1: all cores)")
    c.add_argument("--agents", nargs="+", default=["heuristic"], metavar="PLAYER", help="player spec(s)")
    c.add_argument("--seed", type=int, default=0, metavar="S", help="root seed (default 0)")
    c.add_argument("--max-turns", type=int, default=MAX_TURNS, metavar="T", help=f"turn cap (default {MAX_TURNS})")
    c.add_argument("--task-size", type=int, default=None, metavar="K", help="pairs per task (default 25)")
    c.add_argument("--style", choices=("balanced", "aggressive", "defensive"), default="balanced",
                   help="deck builder style")
    c.add_argument("--deck-seed", type=int, default=None, metavar="S", help="deck builder seed")
    c.add_argument("--set", action="append", metavar="CARD:KEY=VALUE",
                   help="also change a card's numbers in the 'to' season (a made-up version; repeatable)")
    c.add_argument("--lang", choices=("en", "ja", "zh"), default="en", help="card names in the tables")
    c.add_argument("--scheduler", metavar="ADDR", help="Dask scheduler address (tcp://host:8786) to run on")
    c.add_argument("--quiet", action="store_true", help="no progress bar")
    c.set_defaults(func=cmd_patch)

    p = _one_line_errors(sub.add_parser(
        "draft", help="pick-three-drop-one: the keep-two game of two triples (matrix, optimal strategies, value)"))
    p.add_argument("mine", metavar="A,B,C", help="my three megami")
    p.add_argument("--vs", required=True, metavar="D,E,F", help="the opponent's three megami")
    p.add_argument("--out", default="results/draft", metavar="DIR",
                   help="folder caching the matchups (default results/draft; reused by later calls)")
    p.add_argument("--pairs", type=int, default=20, metavar="N", help="mirrored pairs per matchup (default 20)")
    p.add_argument("--agents", nargs="+", default=["heuristic"], metavar="PLAYER", help="player spec(s)")
    p.add_argument("--season", help="season id (default: latest)")
    p.add_argument("--seed", type=int, default=0, metavar="S", help="root seed (default 0)")
    p.add_argument("--jobs", type=int, default=1, metavar="J", help="local worker processes (-1: all cores)")
    p.add_argument("--boot", type=int, default=400, metavar="B", help="bootstrap resamples for robustness (default 400)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_draft)

    p = _one_line_errors(sub.add_parser(
        "draft-field", help="pick-three-drop-one: which triples to bring against a field (expected and worst case)"))
    p.add_argument("--megami", required=True, help="comma-separated megami (or all): the candidate triples")
    p.add_argument("--field", metavar="FILE",
                   help="the field: one triple per line, 'a,b,c [weight]' (default: every candidate, equal weights)")
    p.add_argument("--out", default="results/draft-field", metavar="DIR",
                   help="folder caching the matchups (default results/draft-field; reused by later calls)")
    p.add_argument("--pairs", type=int, default=4, metavar="N", help="mirrored pairs per matchup (default 4)")
    p.add_argument("--agents", nargs="+", default=["heuristic"], metavar="PLAYER", help="player spec(s)")
    p.add_argument("--season", help="season id (default: latest)")
    p.add_argument("--seed", type=int, default=0, metavar="S", help="root seed (default 0)")
    p.add_argument("--jobs", type=int, default=1, metavar="J", help="local worker processes (-1: all cores)")
    p.add_argument("--top", type=int, default=10, metavar="K", help="rows shown, with bootstrap intervals (default 10)")
    p.add_argument("--boot", type=int, default=100, metavar="B", help="bootstrap resamples (default 100)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_draft_field)

    p = _one_line_errors(sub.add_parser(
        "resume", help="finish, repair (damaged chunks) or extend (--pairs) a study folder from its study.json"))
    p.add_argument("folder", metavar="DIR", help="a study folder written by `sakura-lab run`")
    p.add_argument("--pairs", type=int, default=None, metavar="N",
                   help="raise the mirrored pairs per matchup to N (only the new pairs are played)")
    p.add_argument("--jobs", type=int, default=1, metavar="J", help="local worker processes (-1: all cores)")
    p.add_argument("--scheduler", metavar="ADDR", help="Dask scheduler address (tcp://host:8786) to run on")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_resume)

    p = _one_line_errors(sub.add_parser(
        "meta", help="field study: rank every pairing and megami of a season by an adaptive design",
        description="Rank every pairing (and megami) of the chosen megami with 95% intervals. Rounds of "
                    "matchups chosen from the results so far (more games where intervals are wide or straddle "
                    "the top), from a fixed seed; stops when every interval is narrower than --target-width or "
                    "the --budget is spent. Run the same command again to resume (or with a larger --budget to "
                    "continue). Writes ratings CSVs and report.html into --out. See docs/meta.md."))
    p.add_argument("--megami", default="all", help="comma-separated megami or forms, or all (default: all implemented)")
    p.add_argument("--season", help="season id (default: latest)")
    p.add_argument("--agents", nargs="+", default=["heuristic"], metavar="PLAYER",
                   help="player spec for both sides, or one per side (default heuristic)")
    p.add_argument("--budget", type=int, default=2000, metavar="GAMES", help="most games to play (default 2000)")
    p.add_argument("--target-width", type=float, default=None, metavar="W",
                   help="stop once every pairing's 95%% interval is narrower than W Elo points")
    p.add_argument("--out", default="results/meta", metavar="DIR", help="output folder (default results/meta)")
    p.add_argument("--seed", type=int, default=0, metavar="S", help="root seed (default 0)")
    p.add_argument("--jobs", type=int, default=1, metavar="J", help="local worker processes (-1: all cores)")
    p.add_argument("--scheduler", metavar="ADDR", help="Dask scheduler address (tcp://host:8786) to run on")
    p.add_argument("--round-pairs", type=int, default=1, metavar="N", help="mirrored pairs per planned matchup (default 1)")
    p.add_argument("--top", type=int, default=5, metavar="K", help="top-K boundary the design concentrates on (default 5)")
    p.add_argument("--max-turns", type=int, default=MAX_TURNS, metavar="T", help=f"turn cap (default {MAX_TURNS})")
    p.add_argument("--deck-seed", type=int, default=None, metavar="S", help="deck builder seed")
    p.add_argument("--boot", type=int, default=200, help="bootstrap resamples for the rating intervals")
    p.add_argument("--quiet", action="store_true", help="no progress output")
    p.set_defaults(func=cmd_meta)

    p = _one_line_errors(sub.add_parser("report", help="CSV tables, figures and report.html of a study folder"))
    p.add_argument("folder", metavar="DIR", help="a study folder written by `sakura-lab run`")
    p.add_argument("--out", metavar="DIR", help="where to write (default: DIR/report)")
    p.add_argument("--boot", type=int, default=200, help="bootstrap resamples for the rating intervals")
    p.set_defaults(func=cmd_report)
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
