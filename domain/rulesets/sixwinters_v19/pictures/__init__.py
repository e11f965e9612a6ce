"""Pictures of a v19.3 campaign (SVG): the resource tracks, the trade board, the location board
and the progress cards in play, each laid out again for a phone. Drawn from the state as the
viewer may see it."""
from .board import board_picture, narrow_board_picture
from .cards import narrow_progress_picture, progress_picture
from .tracks import narrow_tracks_picture, tracks_picture
from .trade import narrow_trade_picture, trade_picture

PICTURES = {"locations": board_picture, "trade": trade_picture, "tracks": tracks_picture,
            "progress": progress_picture}
NARROW_PICTURES = {"locations": narrow_board_picture, "trade": narrow_trade_picture, "tracks": narrow_tracks_picture,
                   "progress": narrow_progress_picture}

__all__ = ["PICTURES", "NARROW_PICTURES", "tracks_picture"]
