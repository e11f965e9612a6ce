"""The pictures of a game of Dwarfs Winter, each in a tablet's layout and again for a phone:
the board, the week (its Monsters, Disasters, Hero Pool and Music Hall) and the players' boards.
Drawn from the state as the viewer may see it; every text is escaped."""
from __future__ import annotations

from .board import board_picture, narrow_board_picture
from .players import narrow_players_picture, players_picture
from .week import narrow_week_picture, week_picture

PICTURES = {"board": board_picture, "week": week_picture, "players": players_picture}
NARROW_PICTURES = {"board": narrow_board_picture, "week": narrow_week_picture, "players": narrow_players_picture}
