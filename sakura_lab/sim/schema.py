"""Column schemas of the tables a study writes (one row per game, one row per card per side per game).

``GAMES`` — one row per game:
  run (str: study id), task (int: chunk of pairs), pair (int: pair id, the unit for standard errors),
  game (0: side A first, 1: side B first), seed (int: the pair's seed),
  matchup (str: "<side_a> vs <side_b>"), side_a / side_b (str: side labels), pairing_a / pairing_b
  (str: "yurina+saine", forms included, e.g. "yurina-a1+saine"), deck_a / deck_b (str: deck names),
  cards_a / cards_b (str: the 10 card ids, comma-separated), agent_a / agent_b (str: player specs),
  first_side ("A"/"B"), winner ("A"/"B"/None for a draw), reason ("life", "effect", "turn_cap", ...),
  turns, decisions, life_a, aura_a, flare_a, life_b, aura_b, flare_b (final tokens),
  engine_version, season.

``CARDS`` — one row per card of each side's deck per game:
  run, task, pair, game, seed, side ("A"/"B"), pairing, card_id, card (English name), megami,
  special (bool), used (bool), uses, reaction_uses, damage_aura, damage_life (attack damage credited to
  the card, effect attacks to their source card), first_use_turn (None if unused), won (bool: that
  side won), first_side (bool: that side went first).

``MECHANICS`` — one row per mechanic of each megami a side hosts, per game (a long table: mechanics are
declared by the megami modules, ``engine.telemetry``, so their number grows with the megami and no games
column has to change; zero counts are rows too, so "share of games with a use" is a plain mean):
  run, task, pair, game, seed, side ("A"/"B"), pairing, megami (base code: "oboro" for every form),
  mechanic (registered name, e.g. "umbrella_flip"; ``sakura-lab report`` / ``engine.telemetry.MECHANICS``
  describe each), count (uses credited to that side in that game — the side hosting the megami, e.g. a
  poison played by Chikage's opponent counts for Chikage's side), won (bool), first_side (bool).
  Written with the card rows; study folders written before it have no ``mechanics/`` chunks (empty table).
"""
from __future__ import annotations

GAMES = (
    "run", "task", "pair", "game", "seed", "matchup", "side_a", "side_b", "pairing_a", "pairing_b", "deck_a",
    "deck_b", "cards_a", "cards_b", "agent_a", "agent_b", "first_side", "winner", "reason", "turns",
    "decisions", "life_a", "aura_a", "flare_a", "life_b", "aura_b", "flare_b", "engine_version", "season",
)
CARDS = (
    "run", "task", "pair", "game", "seed", "side", "pairing", "card_id", "card", "megami", "special", "used",
    "uses", "reaction_uses", "damage_aura", "damage_life", "first_use_turn", "won", "first_side",
)
MECHANICS = (
    "run", "task", "pair", "game", "seed", "side", "pairing", "megami", "mechanic", "count", "won", "first_side",
)
