"""The `battle` picture: the battle line as SVG - the attacker's armies on the left, the
defender's on the right, and between them the last round's battle dice, bonuses and totals,
with who lost how much. Without a battle under way it says so, marked `data-empty` (the site's
pages leave it out). Names are XML-escaped."""
from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from domain.kernel.legends import LegendStyle, legend, swatch

from ..state import armies_on, names

WIDTH, HEIGHT, DIE = 640, 250, 40
COLOURS = ("#c0392b", "#2471a3", "#1e8449", "#b9770e")   # seat 1..4, as on the map


def _colour(state: dict, name: str) -> str:
    return COLOURS[names(state).index(name)] if name in names(state) else "#777777"


def _text(x: float, y: float, text: str, size: int = 15, weight: str = "normal", fill: str = "#1f2328",
          anchor: str = "middle") -> str:
    return (f'<text x="{x}" y="{y}" font-size="{size}" font-weight="{weight}" fill="{fill}" '
            f'text-anchor="{anchor}">{escape(str(text))}</text>')


def _die(x: float, y: float, value, fill: str, title: str) -> str:
    return (f'<g><title>{escape(title)}</title><rect x="{x}" y="{y}" width="{DIE}" height="{DIE}" rx="7" '
            f'fill="{fill}"/>{_text(x + DIE / 2, y + 28, value, 20, "bold", "#fff")}</g>')


def _side(state: dict, name: str, world: int, centre: float, role: str) -> str:
    """One side of the line: the player's name and their army dice on the world."""
    colour = _colour(state, name)
    dice = [die for owner, die in armies_on(state, world) if owner == name]
    parts = [f'<g data-name={quoteattr(name)}>', _text(centre, 40, f"{name} ({role})", 17, "bold", colour)]
    start = centre - (len(dice) * (DIE + 8) - 8) / 2
    for n, die in enumerate(dice):
        parts.append(_die(start + n * (DIE + 8), 56, die["value"], colour, f"{name}: army {die['army']}, {die['value']}"))
    if not dice:
        parts.append(_text(centre, 84, "no armies left", 14, fill="#4f5861"))
    parts.append("</g>")
    return "".join(parts)


def _round(state: dict, last: dict) -> str:
    """The last round: each battle die with its bonus and total, then who lost what."""
    parts = []
    for side, centre in (("attacker", WIDTH * 0.25), ("defender", WIDTH * 0.75)):
        rolled = last[side]
        colour = _colour(state, rolled["player"])
        parts.append(_die(centre - 70, 122, rolled["die"]["value"], "#26323d", f"{rolled['player']}'s battle die"))
        parts.append(_text(centre + 20, 149, f"+{rolled['bonus']} = {rolled['total']}", 18, "bold", colour))
    parts.append(_text(WIDTH / 2, 149, "vs", 16, fill="#4f5861"))
    outcome = (f"{last['loser']} loses {last['damage']}" if last.get("loser") else "A tie: nobody loses anything")
    parts.append(_text(WIDTH / 2, 205, outcome, 17, "bold", "#9b2c1c"))
    return "".join(parts)


def _keys(state: dict, battle: dict) -> list[list]:
    """What the colours stand for: each side's player, their army dice, the battle dice."""
    sides = [(f"{battle[side]}'s army dice", swatch(_colour(state, battle[side]), 14)) for side in ("attacker", "defender")]
    return [sides + [("a battle die, rolled each round", swatch("#26323d", 14))]]


def battle_picture(state: dict) -> str:
    """SVG of the battle under way, or of none."""
    battle = state.get("battle")
    if battle:
        world = battle["world"]
        title = f"Battle for World {world}, round {battle['round']}"
        body = [_text(WIDTH / 2, 18, title, 15, "bold"),
                _side(state, battle["attacker"], world, WIDTH * 0.25, "attacker"),
                _side(state, battle["defender"], world, WIDTH * 0.75, "defender"),
                f'<line x1="{WIDTH / 2}" y1="30" x2="{WIDTH / 2}" y2="110" stroke="#8a7f70" stroke-dasharray="5 4"/>']
        body.append(_round(state, battle["last"]) if battle.get("last")
                    else _text(WIDTH / 2, 150, "No round fought yet", 15, fill="#4f5861"))
        key, tall = legend(_keys(state, battle), WIDTH, HEIGHT, LegendStyle(14, 16, 22, "#4f5861"))
        body += key
        height = HEIGHT + tall
    else:
        title, height = "No battle under way", 70
        body = [_text(WIDTH / 2, 42, title, 17, fill="#4f5861")]
    empty = "" if battle else ' data-empty="true"'    # nothing to show: the site's pages leave it out
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" '
            f'height="{height}" role="img" aria-label={quoteattr(title)} font-family="DejaVu Sans, sans-serif"{empty}>'
            f'<title>{escape(title)}</title>' + "".join(body) + "</svg>")
