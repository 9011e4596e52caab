"""Measure each megami mechanic in heuristic self-play and write ``docs/mechanics.md`` (issue 10, item 1 / acc. 2).

    PYTHONPATH=. python3 scripts/mechanics_table.py --pairs 60 --jobs 2 --seed 0

For every implemented megami (and the forms that carry extra mechanics) one deck is built
for a fixed partner: a random legal deck with 4 normals + 2 specials of the megami and 3 + 1 of the partner
(seeded, so reproducible). Random "split" decks rather than the deck builder's: the builder often takes one
or two cards of a megami, and then her mechanic simply cannot happen.

1. usage: the deck against itself, heuristic vs heuristic, ``--pairs`` mirrored pairs: per mechanic the
   share of side-games with >= 1 use, uses per game, win rate with / without a use (observational);
2. with vs without: for each mechanic with a decision predicate (``uses``), the same mirror with side A
   ``heuristic`` and side B ``heuristic:ignore=<mechanic>`` (which skips the mechanic in its real decisions and in
   the follow-up choices it imagines), with common random numbers (``agent_seeds="seat"``:
   shuffles and players' random numbers follow the seat, so a pair's two games are the same game until the
   ignoring player declines the mechanic; a pair in which it never mattered scores exactly 1-1). Side A's win
   rate (draws half) with a 95% interval over pairs (the pair is the unit: its games are paired by design), and
   the number of pairs the mechanic decided (score not 1-1). Rows still unclear after ``--pairs`` are extended
   to ``--more-pairs`` (the runner extends a study without replaying it). Above 50% with the interval above
   50%: the heuristic gains from the mechanic. A mechanic chosen by the host's opponent but counted for the host
   (:data:`OPPONENT_CHOSEN`) is used by side A when side B's count is nonzero: the verdict reads that.
   A mechanic's rows use the megami's first form's deck (or the first form it is registered for), except for the
   megami of ``ROW_FORMS``, whose every form gets a row (Renri: ``renri`` and ``renri-a1``), and the forms of
   ``MORE_ROWS``, which add a row of their own for the mechanics listed. ``GROUPS`` adds a row per group of
   mechanics that are one rule counted by timing (side B ignores all of them: ``heuristic:ignore=a+b+c``; the row is
   named ``a+b+c``). ``--mechanics`` limits the rows to some mechanics (or groups, by that name). ``--decks K``
   measures every with/without row on K split decks of its form (seeds ``--seed`` .. ``--seed+K-1``, ``--pairs``
   each) and pools their pairs: one deck's row says what the mechanic is worth with those ten cards.

Every study runs through the ordinary runner into ``--work`` (a temporary folder by default), so the
numbers are the same for any ``--jobs``.

``--update docs/mechanics.md`` re-measures some rows after a change of the player (``--only``/``--mechanics``,
``--skip-usage``) and replaces just those rows in a table made by the same ``--pairs``, ``--more-pairs``, ``--seed``,
``--decks`` and ``--game-seed`` (refused otherwise: the other rows' numbers would not be comparable); the table then
names the command and date under its own, so that it stays generated, never edited by hand:

    PYTHONPATH=. python3 scripts/mechanics_table.py --only oboro --mechanics parts_attack --skip-usage --pairs 100 \
        --more-pairs 400 --seed 100 --decks 8 --jobs 2 --update docs/mechanics.md
"""
from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

import pandas as pd

from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.cards.registry import SCRIPTS, load_all
from sakura_lab.decks import Deck, make_deck
from sakura_lab.engine.rng import seed_from
from sakura_lab.engine.telemetry import MECHANICS, mechanics_of
from sakura_lab.sim.runner import run_study
from sakura_lab.sim.specs import matchup_study
from sakura_lab.sim.storage import load_mechanics, load_results
from sakura_lab.stats.intervals import pair_se
from sakura_lab.stats.tables import mechanic_table

# megami 1-26 -> (forms measured, partner form); the partner is a basic-four megami with few mechanics of its own
MEGAMI: dict[str, tuple[tuple[str, ...], str]] = {
    "yurina": (("yurina",), "saine"),
    "saine": (("saine",), "yurina"),
    "himika": (("himika",), "tokoyo"),
    "tokoyo": (("tokoyo",), "himika"),
    "oboro": (("oboro", "oboro-a2"), "yurina"),
    "yukihi": (("yukihi",), "yurina"),
    "shinra": (("shinra", "shinra-a1"), "saine"),
    "hagane": (("hagane", "hagane-a1"), "yurina"),
    "chikage": (("chikage",), "saine"),
    "kururu": (("kururu", "kururu-a1", "kururu-a2"), "yurina"),
    "thallya": (("thallya", "thallya-a1"), "saine"),
    "raira": (("raira", "raira-a1"), "yurina"),
    "utsuro": (("utsuro", "utsuro-a1"), "saine"),
    "honoka": (("honoka", "honoka-a1"), "yurina"),
    "korunu": (("korunu",), "saine"),
    "yatsuha": (("yatsuha", "yatsuha-a1", "yatsuha-aa1"), "yurina"),
    "hatsumi": (("hatsumi", "hatsumi-a1"), "saine"),
    "mizuki": (("mizuki",), "yurina"),
    "megumi": (("megumi",), "saine"),
    "kanawe": (("kanawe",), "yurina"),
    "kamuwi": (("kamuwi",), "saine"),
    "renri": (("renri", "renri-a1"), "yurina"),
    "akina": (("akina",), "yurina"),
    "shisui": (("shisui",), "saine"),
    "misora": (("misora",), "saine"),
    "innealra": (("innealra-o1", "innealra-o2", "innealra-o3"), "yurina"),
}

# megami whose with/without rows are measured on every form of MEGAMI (default: the first form only, or the forms a
# mechanic is registered for): Historian Renri plays Falsehoods and is refuted as often as the original form, with
# other cards to declare (the relics) and other stakes (Regression), so each form gets its own rows
ROW_FORMS: dict[str, tuple[str, ...]] = {
    "renri": ("renri", "renri-a1"),
}

# cards without which a form's mechanic cannot happen at all: always in its deck
REQUIRED: dict[str, tuple[str, ...]] = {
    "hagane-a1": ("08-hagane-A1-s-1",),  # 大錬成マテリアル: the Anvil
    "shinra-a1": ("07-shinra-A1-n-2", "07-shinra-A1-n-7"),  # Mantra, Apostle: Plans that depend on the position (MR 5-2)
    # らすとりさーち: the discovery of the century (MR 8-4); its Mechanism is ATK and Explorer Kururu has no attack, so
    # one of the partner's (Slash): with none, as drawn before, no Mechanism of this deck that needs one could complete
    "kururu-a1": ("10-kururu-A1-s-3", "01-yurina-o-n-1"),
    # こねくとだいぶ: doubling a gear frame; ぶらすたー and れーるがん: the attacks with gear frames (MR 8-5, gear_attack);
    # Uranami Storm: Connecdive's Mechanism (ENH ACT REA) counts only other megami's cards, and it is Yurina's only
    # Reaction (with none, as in the seed-1 deck, Connecdive can never take the token it doubles with)
    "kururu-a2": ("10-kururu-A2-s-4", "10-kururu-A2-n-1", "10-kururu-A2-n-2", "01-yurina-o-s-2"),
    # Julia's BlackBox: the original form's TransForm (MR 9-3, with an empty ＜Machine＞), then its additional basic actions
    "thallya": ("11-thallya-o-s-4",),
    # BlackBox NEO: Return Thallya's way to TransForm (MR 9-3); without it OMNIS-Blaster's X (TransForms) stays 0
    "thallya-a1": ("11-thallya-A1-s-1",),
    "raira": ("12-raira-o-s-3",),  # 風魔招来孔: the Windbeast cards (MR 10-1)
    "raira-a1": ("12-raira-a1-s-3",),  # Liturgy of the Storm: harness the storm (MR 10-5)
    "utsuro-a1": ("13-utsuro-A1-s-1",),  # Kururu-Type device: the end is nigh (MR 11-2)
    # the Spirit Rite and Flowers chains (MR 12-1); The Seasons Turn Again returns when a set-aside card leaves Extra
    "honoka": ("14-honoka-o-n-1", "14-honoka-o-s-1", "14-honoka-o-s-3"),
    "honoka-a1": ("14-honoka-A1-n-1", "14-honoka-A1-s-1"),  # Brands of Sakura, the A1 chain (MR 12-1)
    "korunu": ("15-korunu-o-n-7", "15-korunu-o-s-4"),  # Rimethorn's kept token, Poru-char To's replay
    "yatsuha-a1": ("16-yatsuha-A1-s-4",),  # Naughtbloom of the Eight Mirrors: perfecting before a reshuffle (MR 14-3)
    "yatsuha-aa1": ("16-yatsuha-AA1-n-7", "16-yatsuha-AA1-s-4"),  # A World Unknown (-> the Journey), Her Identity
    "hatsumi-a1": ("17-hatsumi-A1-n-4",),  # Divebomb: submerging (MR 15-1-2, 15-2)
    "mizuki": ("18-mizuki-o-n-6",),  # Steady Advance: conscripting Units (MR 16-5), then playing them (MR 16-4)
    "kanawe": ("20-kanawe-o-n-2", "20-kanawe-o-s-1"),  # Composition, Action to the Word: preparing Plots (MR 18-7)
    "kamuwi": ("21-kamuwi-o-s-1",),  # Kindle: its whole text is an Oath (MR 19-3), Daybreak (MR 19-1)
    # Fog of Deception, Divine Gift (brings the relics: Installation, Regression), Resolution (CR v1.14.1 §20)
    "renri-a1": ("22-renri-a1-n-2", "22-renri-a1-n-5", "22-renri-a1-s-1"),
    "akina": ("23-akina-o-n-2", "23-akina-o-n-7"),  # Browbeat, Direct Financing: Investment cards (MR 21-4, 21-6-1)
    "shisui": ("24-shisui-o-n-2", "24-shisui-o-s-2"),  # Carve, Sixth Circle - Utpala: lacerated attack and Cost
    # Sosou: its After Attack is the one choice between resonating and moving the past fate away (MR 24-6, 24-7)
    "innealra-o1": ("26-innealra-o1-n-3",),
    # イニルノルニル・アザナエル: deployed, it twists her fates (MR 24-8); the row of twisted_fate is measured on O3's deck
    # too (O1's seed-0 deck holds it by chance), where its twisted fates are worth the most
    "innealra-o3": ("26-innealra-o-s-4",),
}

# with/without rows measured on a further form's deck too (the row's first deck is the first form the mechanic has):
# Shinra's Devious Plan decides most where the Plan cards' effects depend on the position (A1's Mantra, Apostle)
# Innealra's twisted fates (MR 24-8) are worth most to O3 (docs/evaluation.md, session 8c)
MORE_ROWS: dict[str, tuple[str, ...]] = {"shinra-a1": ("plan_prepared_devious",), "innealra-o3": ("twisted_fate",)}


# one rule of the game that the telemetry counts by timing, as several mechanics: a with/without row of its own in
# which side B ignores every timing at once (one timing's row only says whether that timing beats another one).
# Raira's removal of electrification (MR 10-4: as a card moves to In Use, before a reshuffle, or as a main-phase
# option; each raises a gauge): the heuristic removes every electrification at In Use, so the later timings are
# never reached, and the In Use row compares removing now with removing later
GROUPS: dict[str, tuple[tuple[str, ...], ...]] = {
    "raira": (("unelectrify_in_use", "unelectrify_reshuffle", "unelectrify_main"),),
}


def split_deck(form: str, partner: str, seed: int, add: tuple[str, ...] = ()) -> Deck:
    """A random legal deck: 4 normals + 2 specials of ``form``, 3 + 1 of ``partner`` (implemented cards); ``add``:
    cards required on top of the form's ``REQUIRED`` (a trial's ``split_pairs.py --add``)."""
    cat = get_catalogue()
    rng = random.Random(seed_from("mechanics-deck", seed, form, partner))

    def pick(f: str, kind: str, k: int) -> list[str]:
        ids = sorted(c.id for c in cat.pool(f, None) if c.kind == kind and c.id in SCRIPTS)
        # the form's required cards: its own, or the partner's where her mechanic needs a card type only the
        # partner has (kururu-a1); a deck whose requirements name no partner card is drawn as before
        must = [i for i in dict.fromkeys(REQUIRED.get(form, ()) + add) if i in ids]
        return must + rng.sample([i for i in ids if i not in must], k - len(must))

    cards = pick(form, "normal", 4) + pick(partner, "normal", 3) + pick(form, "special", 2) + pick(partner, "special", 1)
    return make_deck([form, partner], cards, name=f"{form}+{partner} (split {seed})")


def split_decks(form: str, partner: str, seed: int, count: int) -> list[Deck]:
    """``count`` split decks of ``form`` (seeds ``seed`` .. ``seed + count - 1``): a with/without row measured on one
    deck says what the mechanic is worth with those cards, not to the megami (docs/evaluation.md, session 11:
    Hatsumi-A1's submerge was even on the seed-0 deck and 74% on the seed-4 deck)."""
    return [split_deck(form, partner, seed + k) for k in range(count)]


def row_forms(megami: str, forms: tuple[str, ...], mech_forms: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The deck forms of ``megami``'s with/without rows for a mechanic registered for ``mech_forms`` (empty: any
    form): every form of ``ROW_FORMS`` that the mechanic allows, else the first of ``forms`` it allows (else the
    first form)."""
    allowed = [f for f in forms if not mech_forms or f in mech_forms]
    chosen = [f for f in ROW_FORMS.get(megami, ()) if f in allowed]
    return tuple(chosen) if chosen else (allowed[0] if allowed else forms[0],)


def _folders(folders: Path | list[Path]) -> list[Path]:
    return folders if isinstance(folders, list) else [folders]


def _win_rate(folders: Path | list[Path]) -> dict[str, float]:
    """Side A's score (draws half) with a normal 95% interval over pairs (paired games: the pair is the unit); over
    several folders (one study per split deck, :func:`split_decks`) the pairs of all of them pooled, so the interval
    holds the deck-to-deck spread too (``per_deck``: each folder's rate)."""
    per_deck: list[float] = []
    per_pair: list[float] = []
    draws = 0
    for folder in _folders(folders):
        games, _ = load_results(folder, cards=False)
        draws += int(games["winner"].isna().sum())
        scores = games["winner"].map({"A": 1.0, "B": 0.0}).fillna(0.5).groupby(games["pair"]).mean().tolist()
        per_deck.append(sum(scores) / len(scores) if scores else float("nan"))
        per_pair.extend(scores)
    n = len(per_pair)
    rate = sum(per_pair) / n if n else float("nan")
    se = pair_se(per_pair)
    return {"games": 2 * n, "pairs": n, "wins": 2 * sum(per_pair), "rate": rate, "lo": max(0.0, rate - 1.96 * se),
            "hi": min(1.0, rate + 1.96 * se), "se": se, "draws": draws,
            "decided": sum(1 for x in per_pair if x != 0.5), "per_deck": per_deck}  # type: ignore[dict-item]


def _side_use(folders: Path | list[Path], mech: str) -> tuple[float, float]:
    """Use rate (share of games with >= 1 use) of ``mech`` for side A and side B (over every folder); ``a+b`` (a
    group): of any of them."""
    frames = [load_mechanics(f) for f in _folders(folders)]
    m = pd.concat(frames, keys=range(len(frames)), names=["deck"]).reset_index(level="deck")
    m = m[m["mechanic"].isin(mech.split("+"))]
    per_game = m.groupby(["deck", "run", "task", "pair", "game", "side"])["count"].sum()
    rate = (per_game > 0).groupby(level="side").mean()
    return float(rate.get("A", float("nan"))), float(rate.get("B", float("nan")))


def run(args: argparse.Namespace) -> int:
    load_all()
    if args.only:
        unknown = sorted(set(args.only.split(",")) - set(MEGAMI))
        if unknown:
            raise SystemExit(f"--only: unknown megami {', '.join(unknown)} (known: {', '.join(MEGAMI)})")
        for name in [m for m in MEGAMI if m not in args.only.split(",")]:
            del MEGAMI[name]
    work = Path(args.work or tempfile.mkdtemp(prefix="mechanics-"))
    t0 = time.perf_counter()
    if args.decks < 1:
        raise SystemExit(f"--decks must be at least 1, not {args.decks}")
    all_decks = {form: split_decks(form, partner, args.seed, args.decks) for _, (forms, partner) in MEGAMI.items()
                 for form in forms}
    decks = {form: ds[0] for form, ds in all_decks.items()}  # the usage studies play the first deck
    # the games' seed may differ from the decks' (a fresh confirmation of a row on the same deck)
    game_seed = args.seed if args.game_seed is None else args.game_seed
    usage_rows: list[pd.DataFrame] = []
    for megami, (forms, _) in MEGAMI.items():
        for form in forms if not args.skip_usage else ():
            study = matchup_study(decks[form], decks[form], pairs=args.pairs, root_seed=game_seed)
            folder = work / f"usage-{form}"
            run_study(study, folder, n_jobs=args.jobs, progress=False)
            t = mechanic_table(load_mechanics(folder))
            t = t[t["megami"] == megami]
            t.insert(0, "form", form)
            usage_rows.append(t)
            print(f"usage {form}: {time.perf_counter() - t0:.0f}s", file=sys.stderr, flush=True)
    usage = pd.concat(usage_rows, ignore_index=True) if usage_rows else mechanic_table([])
    comparisons: list[dict[str, object]] = []
    wanted = {x for x in args.mechanics.split(",") if x}
    for megami, (forms, _) in MEGAMI.items():
        rowspecs = [(m.name, m.forms) for m in mechanics_of(megami) if m.uses is not None]
        rowspecs += [("+".join(g), ()) for g in GROUPS.get(megami, ())]
        for name, mech_forms in rowspecs:
            if wanted and name not in wanted:
                continue
            rows = row_forms(megami, forms, mech_forms)
            more = [f for f in forms if f not in rows and name in MORE_ROWS.get(f, ())]
            for form in [*rows, *more]:
                # the first row's folder keeps its old name (a --work folder of an earlier run still resumes); with
                # --decks K the other decks' studies go next to it (-deck1 .. -deck{K-1})
                first = work / (f"ignore-{name}" if form == rows[0] else f"ignore-{name}-{form}")
                folders = [first if k == 0 else first.with_name(f"{first.name}-deck{k}") for k in range(args.decks)]
                wr: dict[str, float] = {}
                for pairs in (args.pairs, args.more_pairs):
                    if wr and (pairs <= int(wr["pairs"]) // args.decks or _verdict_of(wr, 1.0) != "no clear effect"):
                        break
                    for deck, folder in zip(all_decks[form], folders, strict=True):
                        study = matchup_study(deck, deck, pairs=pairs, root_seed=game_seed,
                                              agents=["heuristic", f"heuristic:ignore={name}"], agent_seeds="seat")
                        run_study(study, folder, n_jobs=args.jobs, progress=False)  # more pairs extend the folder
                    wr = _win_rate(folders)
                use_a, use_b = _side_use(folders, name)
                comparisons.append({"megami": megami, "form": form, "mechanic": name, "use_with": use_a,
                                    "use_without": use_b, **wr})
                print(f"ignore {name} ({form}): {wr['rate']:.3f} [{wr['lo']:.3f}, {wr['hi']:.3f}] "
                      f"{time.perf_counter() - t0:.0f}s", file=sys.stderr, flush=True)
    if args.update:
        text = update_rows(Path(args.update).read_text(encoding="utf-8"), comparisons, args,
                           time.strftime("%Y-%m-%d", time.gmtime()))
        Path(args.update).write_text(text, encoding="utf-8")
        print(f"updated {len(comparisons)} rows of {args.update} ({time.perf_counter() - t0:.0f}s; studies in {work})")
        return 0
    Path(args.out).write_text(render(usage, comparisons, all_decks, args, time.perf_counter() - t0), encoding="utf-8")
    print(f"wrote {args.out} ({time.perf_counter() - t0:.0f}s; studies in {work})")
    return 0


# the options named in a table's command line unless at their defaults (the parser's)
_DEFAULTS: dict[str, object] = {"game_seed": None, "decks": 1, "only": "", "mechanics": ""}
# the options a table's rows depend on: an update must repeat them
TABLE_OPTIONS = ("game_seed", "decks")


def _options(args: argparse.Namespace, keys: tuple[str, ...]) -> str:
    """The command-line options ``keys`` of ``args`` that differ from their defaults, as typed."""
    return "".join(f" --{k.replace('_', '-')} {getattr(args, k)}" for k in keys if getattr(args, k) != _DEFAULTS[k])


def _table_command(args: argparse.Namespace) -> str:
    """The options a table's rows depend on, as its command line names them."""
    return f"--pairs {args.pairs} --more-pairs {args.more_pairs} --seed {args.seed}" + _options(args, TABLE_OPTIONS)


def _command(args: argparse.Namespace) -> str:
    """The whole command line of a run (after the script's name), as a table names it."""
    return (_table_command(args) + f" --jobs {args.jobs}" + _options(args, ("only", "mechanics"))
            + (" --skip-usage" if args.skip_usage else ""))


def _named_options(command: str) -> dict[str, str]:
    """``--option value`` pairs of a command line (a flag without a value maps to the next word or "")."""
    words = command.split()
    return {k: v for k, v in zip(words, [*words[1:], ""], strict=True) if k.startswith("--")}


def _row_prefix(c: dict[str, object]) -> str:
    return f"| {c['megami']} | {c['form']} | `{c['mechanic']}` |"


def update_rows(text: str, comparisons: list[dict[str, object]], args: argparse.Namespace, date: str) -> str:
    """``text`` (a table written by :func:`render`) with the with/without rows of ``comparisons`` replaced and the
    update named under the "Generated by" line. A SystemExit names the problem when the table was made with other
    options, when the update would re-measure usage rows, or when a row is not in the table."""
    if not args.skip_usage:
        raise SystemExit("--update replaces with/without rows only: add --skip-usage")
    if not comparisons:
        raise SystemExit("--update: no with/without row was measured (check --only and --mechanics)")
    lines = text.split("\n")
    gen = next((k for k, line in enumerate(lines) if line.startswith("Generated by `")), None)
    if gen is None:
        raise SystemExit("--update: the file has no 'Generated by' line: not a table of this script")
    have = _named_options(lines[gen].split("`")[1])
    want = _named_options(_table_command(args))
    for k in ("--pairs", "--more-pairs", "--seed", *("--" + o.replace("_", "-") for o in TABLE_OPTIONS)):
        if have.get(k) == want.get(k):
            continue
        if k not in want:
            raise SystemExit(f"--update: the table was made with {k} {have[k]}: repeat it")
        raise SystemExit(f"--update: the table was made with {k} {have.get(k, '(default)')}, not {want[k]}: "
                         f"its other rows would not be comparable")
    section = next((k for k, line in enumerate(lines) if line.startswith("## With vs without")), None)
    if section is None:
        raise SystemExit("--update: the file has no with/without section")
    for c in comparisons:
        hits = [k for k in range(section, len(lines)) if lines[k].startswith(_row_prefix(c))]
        if len(hits) != 1:
            raise SystemExit(f"--update: row {c['megami']} / {c['form']} / {c['mechanic']} is "
                             f"{'not' if not hits else 'more than once'} in the table")
        lines[hits[0]] = _row_line(c, args)
    rows = ", ".join(f"{c['form']} `{c['mechanic']}`" for c in comparisons)
    note = (f"Rows re-measured on {date} with the player of that day by `PYTHONPATH=. python3 scripts/mechanics_table.py "
            f"{_command(args)} --update <this file>`: {rows}.")
    k = gen + 1  # each update a paragraph of its own, after the earlier ones
    while k + 1 < len(lines) and lines[k] == "" and lines[k + 1].startswith("Rows re-measured on "):
        k += 2
    lines[k:k] = ["", note]
    return "\n".join(lines)


def _row_line(c: dict[str, object], args: argparse.Namespace) -> str:
    """One with/without row of the table (pooled rows, ``--decks`` above 1, with one decimal and the rate per deck)."""
    digits = 0 if args.decks == 1 else 1
    per_deck = ("| " + " / ".join(_pct(x) for x in c["per_deck"]) + " ") if args.decks > 1 else ""  # type: ignore[attr-defined]
    return (f"{_row_prefix(c)} {c['pairs']} | {c['decided']} | "
            f"{_pct(c['use_with'])} | {_pct(c['use_without'])} | {_pct(c['rate'], digits)} | "
            f"[{_pct(c['lo'], digits)}, {_pct(c['hi'], digits)}] | {100 * float(c['se']):.1f} | {c['draws']} "  # type: ignore[arg-type]
            f"{per_deck}| {_verdict(c)} |")


def _pct(x: object, digits: int = 0) -> str:
    v = float(x)  # type: ignore[arg-type]
    return "–" if v != v else f"{100 * v:.{digits}f}%"


# Mechanics whose option belongs to the host's opponent while the count is credited to the host's side (Innealra's
# fate_disrupted, MR 24-9: the opponent moves her past fate away). In a with/without row side B ignores the option,
# so side A's count (B's choices) is 0 by design and side A's own choices are counted on side B: the verdict reads
# side B's use for them.
OPPONENT_CHOSEN = frozenset({"fate_disrupted"})


def _chooser_use(c: dict[str, object]) -> float:
    """The use rate of the side that chooses the mechanic with it allowed (side A; side B's count for
    :data:`OPPONENT_CHOSEN` mechanics)."""
    return float(c["use_without"] if c["mechanic"] in OPPONENT_CHOSEN else c["use_with"])  # type: ignore[arg-type]


def _verdict(c: dict[str, object]) -> str:
    return _verdict_of(c, _chooser_use(c))


def _verdict_of(c: dict[str, object], use_with: float) -> str:
    if use_with == 0.0:
        return "not used by the heuristic"
    if float(c["decided"]) == 0:  # type: ignore[arg-type]
        return "never decided a pair"
    if float(c["lo"]) > 0.5:  # type: ignore[arg-type]
        return "**gains** (interval above 50%)"
    if float(c["hi"]) < 0.5:  # type: ignore[arg-type]
        return "**loses** (interval below 50%)"
    return "no clear effect"


def render(usage: pd.DataFrame, comparisons: list[dict[str, object]], decks: dict[str, list[Deck]],
           args: argparse.Namespace, seconds: float) -> str:
    cat = get_catalogue()
    out = [
        "# Mechanic telemetry: usage in heuristic self-play, and heuristic with vs without each mechanic",
        "",
        f"Generated by `PYTHONPATH=. python3 scripts/mechanics_table.py {_command(args)}` ({seconds / 60:.0f} min). "
        "Do not edit by hand.",
        "",
        "Mechanics are declared by the megami modules (`engine.telemetry.register_mechanic`) and counted per side",
        "per game in the `mechanics` table of a study (`sakura-lab report` prints them and writes `mechanics.csv`).",
        f"Decks: one random split deck per form (4 normals + 2 specials of the megami, 3 + 1 of the partner, seed "
        f"{args.seed}), played against itself; {args.pairs} mirrored pairs ({2 * args.pairs} games) per row"
        + (f" and deck: each with/without row is measured on {args.decks} split decks per form (seeds {args.seed}-"
           f"{args.seed + args.decks - 1}) and pools their pairs (`per deck`: each deck's A wins; the usage studies "
           f"play the first deck)." if args.decks > 1 else "."),
        "",
        "## Usage (heuristic vs heuristic, both sides hosting the megami)",
        "",
        "`used`: share of side-games with at least one use (Wilson 95%); `per game`: mean uses per side-game;",
        "`win used / not`: that side's win rate in games with / without a use (observational: a mechanic is",
        "used in games that go well or badly for other reasons too; draws count as not won).",
        "",
        "| megami | form | mechanic | what one count is | rule | used | per game | win used | win not |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for r in usage.itertuples(index=False):
        out.append(f"| {r.megami} | {r.form} | `{r.mechanic}` | {r.description} | {r.rule} | {_pct(r.use_rate)} "
                   f"[{_pct(r.use_rate_lo)}, {_pct(r.use_rate_hi)}] | {r.uses_per_game:.2f} | "
                   f"{_pct(r.win_rate_when_used)} ({r.games_used}) | {_pct(r.win_rate_when_not_used)} "
                   f"({r.games_not_used}) |")
    out += [
        "",
        "## With vs without (side A `heuristic`, side B `heuristic:ignore=<mechanic>`, same deck, paired games)",
        "",
        "Common random numbers: the shuffles and the players' random numbers follow the seat, so the two games of",
        "a pair are the same game until B declines the mechanic where A would use it; a pair where that never",
        "mattered ends 1-1. `pairs decided`: pairs not 1-1 (the games the mechanic changed). `A wins`: side A's",
        "win rate, draws half, with a 95% interval over pairs (rate ± 1.96 se, the pair as unit). `use A / B`:",
        "share of games in which each side used the mechanic (B can still use it where a card or rule does it",
        "without a choice, or when every option used it; for a mechanic chosen by the host's opponent but counted",
        f"for the host, {', '.join(f'`{m}`' for m in sorted(OPPONENT_CHOSEN))}, A's choices are counted on B, and the "
        "verdict reads B's use). B does not plan with the mechanic either: its own follow-up choices imagined",
        "while it judges an option skip the mechanic too (`ai.heuristic.rule_choice`; before session 8 they did",
        "not, and B paid for plays such as Naughtbloom of the Eight Mirrors for a use it was then refused).",
        (f"Rows unclear after {args.pairs} pairs were extended to {args.more_pairs}." if args.more_pairs > args.pairs
         else f"Every row: {args.pairs} pairs" + (f" on each of {args.decks} decks." if args.decks > 1 else ".")),
        "",
        "| megami | deck form | mechanic | pairs | pairs decided | use A | use B | A wins | 95% interval | se | draws "
        + ("| per deck " if args.decks > 1 else "") + "| verdict |",
        "|---|---|---|---|---|---|---|---|---|---|---|" + ("---|" if args.decks > 1 else "") + "---|",
    ]
    # pooled rows are narrow (thousands of pairs): their rates with one decimal (_row_line)
    for c in comparisons:
        out.append(_row_line(c, args))
    no_pred = sorted(m.name for m in MECHANICS.values() if m.uses is None)
    out += [
        "",
        "Mechanics without a decision predicate (no with/without row: no single choice switches them off — they",
        "follow from playing cards or from a condition of the game): " + ", ".join(f"`{n}`" for n in no_pred) + ".",
        "",
        "## Decks",
        "",
    ]
    for form, form_decks in decks.items():
        for k, deck in enumerate(form_decks):
            names = ", ".join(cat.card(c, deck.season).name_en or c for c in deck.cards)
            label = f"{form}, seed {args.seed + k}" if len(form_decks) > 1 else form
            out.append(f"- **{label}** ({'+'.join(deck.megami)}): {names}")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", type=int, default=60, help="mirrored pairs per study (default 60)")
    ap.add_argument("--more-pairs", type=int, default=0,
                    help="extend with/without rows still unclear after --pairs to this many pairs (default: no)")
    ap.add_argument("--seed", type=int, default=0, help="root seed of decks and games (default 0)")
    ap.add_argument("--game-seed", type=int, default=None,
                    help="root seed of the games only (default: --seed); the decks stay those of --seed, so a row can "
                         "be confirmed on fresh games of the same deck")
    ap.add_argument("--decks", type=int, default=1,
                    help="split decks per with/without row (seeds --seed .. --seed+K-1), pairs pooled (default 1)")
    ap.add_argument("--skip-usage", action="store_true", help="skip the usage studies (with/without rows only)")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    ap.add_argument("--only", default="", help="comma-separated base megami to measure (default: all; for trials)")
    ap.add_argument("--mechanics", default="",
                    help="comma-separated mechanics: only their with/without rows (default: every mechanic)")
    ap.add_argument("--out", default="docs/mechanics.md", help="where to write the table (default docs/mechanics.md)")
    ap.add_argument("--work", default=None, help="folder for the studies (default: a new temporary folder)")
    ap.add_argument("--update", default="", metavar="TABLE",
                    help="replace only the measured with/without rows in TABLE (made with the same --pairs, "
                         "--more-pairs, --seed, --decks, --game-seed; needs --skip-usage) instead of writing --out")
    return run(ap.parse_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())


__all__ = ["GROUPS", "MEGAMI", "MORE_ROWS", "OPPONENT_CHOSEN", "REQUIRED", "ROW_FORMS", "main", "render", "row_forms", "split_deck",
           "update_rows"]
