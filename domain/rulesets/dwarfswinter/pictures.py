"""SVG pictures: the board (zones, paths, dwarfs, monsters, disasters, the Winter track, the
Hero Pool and the Music Hall) and each player's board (resource, Action and Hand-Size tracks).
Drawn from the state as the viewer may see it; every text is escaped."""
from __future__ import annotations

from html import escape

from . import components as k
from .board import zones
from .state import HOME, card

TYPE_FILL = {"Forest": "#2e7d32", "Field": "#c9a227", "Mine": "#607d8b", "Castle": "#6a1b9a"}
OTHER_FILL = "#8d6e63"
COLOUR = {"yellow": "#f2c400", "red": "#d32f2f", "blue": "#1976d2", "green": "#388e3c"}
SCALE, MARGIN, RADIUS = 5.2, 40, 27


def _xy(zone: dict) -> tuple[float, float]:
    x, y = zone["at"]
    return MARGIN + x * SCALE, MARGIN + y * SCALE


def _text(x, y, words, size=11, anchor="middle", fill="#222", weight="normal") -> str:
    return (f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}" text-anchor="{anchor}" fill="{fill}" '
            f'font-weight="{weight}" font-family="sans-serif">{escape(str(words))}</text>')


def _paths(all_zones: dict) -> list[str]:
    drawn, lines = set(), []
    for name, zone in all_zones.items():
        for other in zone["adjacent"]:
            pair = tuple(sorted((name, other)))
            if pair in drawn or other not in all_zones:
                continue
            drawn.add(pair)
            (x1, y1), (x2, y2) = _xy(zone), _xy(all_zones[other])
            lines.append(f'<line x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}" stroke="#9e9e9e" '
                         f'stroke-width="3"/>')
    return lines


def _zone(name: str, zone: dict) -> list[str]:
    x, y = _xy(zone)
    fill = TYPE_FILL.get(zone["type"], OTHER_FILL)
    return [f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{RADIUS}" fill="{fill}" stroke="#fff" stroke-width="2">'
            f'<title>{escape(name)}</title></circle>', _text(x, y + 4, name, 10, fill="#fff", weight="bold")]


def _dwarfs(state: dict, name: str, zone: dict) -> list[str]:
    x, y = _xy(zone)
    found = []
    for index, player in enumerate(state["players"]):
        number = sum(state["dwarfs"][player].get(name, {}).values())
        if not number:
            continue
        cx, cy = x - 22 + index * 15, y + RADIUS + 8
        found.append(f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="7" fill="{COLOUR[state["colours"][player]]}" '
                     f'stroke="#222"><title>{escape(player)}: {number}</title></circle>')
        found.append(_text(cx, cy + 4, number, 9, fill="#000", weight="bold"))
    return found


def _foes(state: dict, name: str, zone: dict) -> list[str]:
    x, y = _xy(zone)
    found = []
    here = [e["card"] for e in state["monsters"] if e["zone"] == name]
    for index, key in enumerate(here):
        cx, cy = x + 20 + index * 12, y - RADIUS + 2
        found.append(f'<path d="M{cx:.0f},{cy - 9:.0f} L{cx + 8:.0f},{cy:.0f} L{cx:.0f},{cy + 9:.0f} '
                     f'L{cx - 8:.0f},{cy:.0f} Z" fill="#b71c1c" stroke="#fff"><title>'
                     f'{escape(card(state, key)["name"])}</title></path>')
    disasters = [e["card"] for e in state["disasters"] if e["zone"] == name]
    for index, key in enumerate(disasters):
        cx, cy = x - 20 - index * 12, y - RADIUS + 2
        found.append(f'<path d="M{cx:.0f},{cy - 9:.0f} L{cx + 9:.0f},{cy + 7:.0f} L{cx - 9:.0f},{cy + 7:.0f} Z" '
                     f'fill="#ef6c00" stroke="#fff"><title>{escape(card(state, key)["name"])}</title></path>')
    return found


def _side(state: dict, left: float) -> list[str]:
    parts = [_text(left, 30, "Winter track", 13, "start", weight="bold")]
    for week in range(1, k.WEEKS + 1):
        x = left + (week - 1) * 26
        current = week == state["week"]
        parts.append(f'<rect x="{x:.0f}" y="40" width="22" height="22" rx="4" '
                     f'fill="{"#90caf9" if current else "#eceff1"}" stroke="#546e7a"/>')
        parts.append(_text(x + 11, 56, week, 11, weight="bold" if current else "normal"))
    parts.append(_text(left, 95, "Monsters", 13, "start", weight="bold"))
    y = 112
    for entry in state["monsters"]:
        facts = card(state, entry["card"])
        parts.append(_text(left, y, f"{facts['name']} in {entry['zone']}", 11, "start", fill="#b71c1c"))
        y += 15
    parts.append(_text(left, y + 12, f"Disasters ({len(state['disasters'])} of {k.LOSING_DISASTERS})", 13,
                       "start", weight="bold"))
    y += 29
    for entry in state["disasters"]:
        parts.append(_text(left, y, f"{card(state, entry['card'])['name']} in {entry['zone']}", 11, "start",
                           fill="#e65100"))
        y += 15
    return parts + _pool_and_hall(state, left, y + 12)


def _pool_and_hall(state: dict, left: float, y: float) -> list[str]:
    parts = [_text(left, y, "Hero Pool", 13, "start", weight="bold")]
    for hero, cost in zip(state["pool"], state["catalog"]["board"]["pool_costs"]):
        y += 15
        parts.append(_text(left, y, f"{cost} Gold: {hero or '(empty)'}", 11, "start"))
    y += 27
    parts.append(_text(left, y, "Music Hall", 13, "start", weight="bold"))
    for entry in state["catalog"]["board"]["instruments"]:
        y += 15
        tokens = state["hall"].get(entry["name"], [])
        parts.append(_text(left, y, f"{entry['name']}: {', '.join(tokens) or 'free'}", 11, "start"))
    return parts


def board_picture(state: dict) -> str:
    all_zones = zones(state)
    width, height = MARGIN * 2 + 100 * SCALE + 240, MARGIN * 2 + 100 * SCALE
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" role="img" '
             f'aria-label="The board in week {state["week"]}">', f'<rect width="100%" height="100%" fill="#f5f7f8"/>']
    parts += _paths(all_zones)
    for name, zone in all_zones.items():
        parts += _zone(name, zone) + _dwarfs(state, name, zone) + _foes(state, name, zone)
    parts += _side(state, MARGIN * 2 + 100 * SCALE - 10)
    return "".join(parts) + "</svg>"


def _track(x: float, y: float, low: int, high: int, value: int, label: str) -> list[str]:
    parts = [_text(x, y + 13, label, 11, "start")]
    for step in range(low, high + 1):
        bx = x + 70 + (step - low) * 22
        parts.append(f'<rect x="{bx:.0f}" y="{y:.0f}" width="20" height="18" rx="3" '
                     f'fill="{"#ffcc80" if step == value else "#eceff1"}" stroke="#90a4ae"/>')
        parts.append(_text(bx + 10, y + 13, step, 10, weight="bold" if step == value else "normal"))
    return parts


BOX, CARD_W, CARD_H = 180, 74, 26


def _hand(state: dict, name: str, top: float) -> list[str]:
    """The hand as the viewer may see it: the seat's own heroes by name, another's face down."""
    hand = state["hands"][name]
    parts = [_text(24, top + 17, "Hand", 11, "start")]
    if not hand:
        return parts + [_text(70, top + 17, "no cards", 11, "start", fill="#607d8b")]
    for index, key in enumerate(hand):
        x = 70 + index * (CARD_W + 4)
        if key is None:
            parts.append(f'<rect x="{x}" y="{top}" width="{CARD_W}" height="{CARD_H}" rx="4" fill="#455a64" '
                         f'stroke="#263238"><title>A hero, face down</title></rect>')
        else:
            parts.append(f'<rect x="{x}" y="{top}" width="{CARD_W}" height="{CARD_H}" rx="4" fill="#fff8e1" '
                         f'stroke="#8d6e63"><title>{escape(key)} ({escape(card(state, key)["music"])})</title></rect>')
            parts.append(_text(x + CARD_W / 2, top + 17, key, 9))
    return parts


def players_picture(state: dict) -> str:
    rows = len(state["players"])
    height = 30 + rows * (BOX + 10)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 620 {height}" role="img" '
             f'aria-label="The players\' boards">', '<rect width="100%" height="100%" fill="#fafafa"/>']
    for index, name in enumerate(state["players"]):
        top, board = 20 + index * (BOX + 10), state["boards"][name]
        colour = COLOUR[state["colours"][name]]
        first = " (1st player)" if name == state["first"] else ""
        parts.append(f'<rect x="10" y="{top}" width="600" height="{BOX}" rx="8" fill="#fff" stroke="{colour}" '
                     f'stroke-width="3"/>')
        parts.append(_text(24, top + 20, f"{name}{first}", 14, "start", weight="bold"))
        for row, resource in enumerate(k.RESOURCES):
            parts += _track(24, top + 30 + row * 22, 0, k.RESOURCE_MAX, board[resource], resource.capitalize())
        parts += _track(300, top + 30, k.ACTIONS_FLOOR, k.ACTIONS, board["actions"], "Actions")
        parts += _track(300, top + 52, k.HAND_FLOOR, k.HAND_SIZE, board["hand_size"], "Hand-Size")
        home = sum(state["dwarfs"][name].get(HOME, {}).values())
        parts.append(_text(300, top + 92, f"Dwarfs at home: {home}; Music Tokens: {board['tokens']}", 11, "start"))
        parts.append(_text(300, top + 108, f"Actions left: {max(0, board['actions'] - board['spent'])}; "
                                           f"Action deck: {len(state['decks_of'][name])} heroes", 11, "start"))
        trophies = state["trophies"][name]
        parts.append(_text(300, top + 124, f"Monsters {len(trophies['monsters'])}, disasters "
                                           f"{len(trophies['disasters'])}", 11, "start"))
        parts += _hand(state, name, top + 142)
    return "".join(parts) + "</svg>"


PICTURES = {"board": board_picture, "players": players_picture}
