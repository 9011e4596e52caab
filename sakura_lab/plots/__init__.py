"""Figures of simulation statistics (matplotlib; every function returns its Axes, none calls plt.show())."""
from sakura_lab.plots.figures import (
    card_bars,
    first_player_bars,
    game_length_hist,
    matchup_heatmap,
    rating_forest,
    save_report_figures,
)

__all__ = ["card_bars", "first_player_bars", "game_length_hist", "matchup_heatmap", "rating_forest",
           "save_report_figures"]
