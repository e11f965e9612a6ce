"""The campaign's part of the invariants every Six Winters state keeps (held to every `adjust`,
a card effect the engine does not model, by the kernel; the live table's part is
game/adjusting.py): skills 0..5 (rulebook "Skills"), stress bases above zero, threat tokens not
negative, a year within the campaign, and every card in one place: never more often than the
catalog prints it in the decks, the reserve, the burned pile and the archive, and this year's
decks drawn from the campaign's.
"""

from __future__ import annotations

from collections import Counter

from domain.kernel.catalogs import catalog_of
from domain.kernel.invariants import Broken, in_one_place, within

from .rules import facts

CARDS = "sixwinters.adjust.cards"
KINDS = ("obstacles", "assets")


def invariants(game: dict) -> list[Broken]:
    """The campaign's broken invariants."""
    campaign = game["campaign"]
    return _ranges(catalog_of(game), campaign) + _cards(catalog_of(game), campaign) + _this_year(campaign)


def _ranges(catalog: dict, campaign: dict) -> list[Broken]:
    top, found = facts.skill_max(catalog), []
    for name, sheet in campaign["sheets"].items():
        found += [Broken("sixwinters.skills.max", f"{name}'s {skill} would be {rank!r}; skills are ranked 0 to {top}")
                  for skill, rank in sheet["skills"].items() if not _whole(rank, 0, top)]
        found += [Broken("sixwinters.adjust.stress", f"{name}'s base {stress} would be {base!r}")
                  for stress, base in sheet["stress"].items() if not _whole(base, 1, None)]
    found += [Broken("sixwinters.adjust.threats", f"{name} would hold {place.get('threats')!r} threat tokens")
              for name, place in campaign["map"].items() if not _whole(place.get("threats"), 0, None)]
    if not _whole(campaign["year"], 1, campaign.get("final_year", 6)):
        found.append(Broken("sixwinters.adjust.year", f"the campaign year would be {campaign['year']!r}"))
    return found


def _piles(campaign: dict, kind: str) -> dict[str, list]:
    found = {f"the campaign's {kind} deck": campaign["decks"][kind], "the reserve": campaign["reserve"][kind],
             "the burned cards": campaign["burned"][kind]}
    return {**found, "the archive": campaign["archive"]} if kind == "assets" else found


def _cards(catalog: dict, campaign: dict) -> list[Broken]:
    """No card more often than printed, none the catalog lacks."""
    found = []
    for kind in KINDS:
        printed = {name: card.get("copies", 1) for name, card in catalog[kind].items()}
        found += in_one_place(CARDS, f"an {kind[:-1]} card of the catalog", _piles(campaign, kind), printed)
    return found


def _this_year(campaign: dict) -> list[Broken]:
    """This year's shuffled decks, the staging area and the obstacles placed at setup are cards
    of the campaign's decks (each once: none in this year's deck and on the map at once), until
    Session End takes cards out of the campaign's decks (archived, burned)."""
    sess = campaign.get("session") or {}
    if not playing(campaign):
        return []
    obstacles = Counter(sess.get("obstacle_deck") or []) + Counter(item["name"] for item in sess.get("placed") or [])
    assets = Counter(sess.get("asset_deck") or []) + Counter(sess.get("staging") or [])
    assets += Counter(card for cards in (sess.get("location_assets") or {}).values() for card in cards)
    return (within(CARDS, "this year's obstacle deck and the obstacles placed", obstacles,
                   Counter(campaign["decks"]["obstacles"]), "the campaign's decks")
            + within(CARDS, "this year's asset deck, the staging area and the locations' assets", assets,
                     Counter(campaign["decks"]["assets"]), "the campaign's decks"))


def playing(campaign: dict) -> bool:
    """A year is under way and its Session End has not begun."""
    sess = campaign.get("session")
    return bool(sess) and sess.get("stage") != "end"


def _whole(value, low: int, high: int | None) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= low and (high is None or value <= high)
