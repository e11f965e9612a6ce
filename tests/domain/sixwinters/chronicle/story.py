"""A six-year Six Winters campaign played through the journal service (play recorded as
summaries), with players' notes: the story the chronicle tests and the benchmark print."""
from __future__ import annotations

from domain.kernel.catalogs import catalog_of

PLAYERS = ["Ann", "Ben"]
CAST = {1: {"Ann": "Thea", "Ben": "Keel"}, 2: {"Ann": "Menas", "Ben": "Fuscus"}}
SCENARIOS = {1: "The Order of the Blue Robe"}
LATER = "Two Eyes in One Face"
LONG_NOTE = ("Note {n} of year {year}. The road was long and the snow came early; we argued about whether to "
             "trust the ferryman, and in the end we paid him twice.\n\nWhat we will remember: the lantern light "
             "on the ice, and how the dice went quiet just when we needed them.")


def cast(year: int) -> dict:
    return CAST[1] if year % 2 else CAST[2]


def play_year(journal, cid: str, year: int, notes: int = 1, actor: str = "Ann") -> None:
    """Session start, a summarised game, session end (or campaign end in year 6)."""
    run = _runner(journal, cid, actor)
    spotlight = PLAYERS[(year - 1) % 2]
    run({"type": "choose-spotlight", "players": PLAYERS, "spotlight": spotlight})
    game = journal.state(cid).state["game"]
    if year > 1:
        run({"type": "restore-campaign"})
    scenario = SCENARIOS.get(year, LATER)
    run({"type": "choose-scenario", "scenario": scenario, "difficulty": "difficult" if year == 4 else "standard"})
    trained = {}
    if year > 1:
        idle = [n for n, s in game["campaign"]["sheets"].items() if s["unlocked"] and n not in cast(year - 1).values()]
        choices = [{"character": n, "choice": "rest" if i % 2 else "train"} for i, n in enumerate(idle)]
        run({"type": "winter-phase", "choices": choices})
        trained = {c["character"]: ["survival"] for c in choices if c["choice"] == "train"}
    run({"type": "choose-characters", "characters": cast(year),
         "training": {n: skills for n, skills in trained.items() if n in cast(year).values()}})
    run({"type": "take-ability-cards"})
    if year > 1:
        run({"type": "choose-starting-assets"})
    _prepare(journal, cid, run, year)
    scene = journal.state(cid).state["game"]["campaign"]["session"].get("scene") or {}
    about = scene.get("name", "") if isinstance(scene, dict) else str(scene)
    for n in range(notes):
        text = f"Year {year}: we answered the guiding question with a song." if n == 0 else LONG_NOTE.format(year=year, n=n)
        run({"type": "note", "text": text, "about": about}, who=PLAYERS[n % 2] if n else "Ben")
    _end(journal, cid, run, year)


def _prepare(journal, cid, run, year):
    game = journal.state(cid).state["game"]
    run({"type": "set-up-scenario", "obstacles": _placements(game)})
    run({"type": "place-initial-scene", "location": _first_fit(game, _first_scene(game)["location"])})
    if year > 1:
        run({"type": "add-year-cards"})
    run({"type": "shuffle-decks", "roll": "app"})
    run({"type": "fill-staging"})
    for _ in range(20):  # an exploding sorcery die leaves dice to roll: roll again
        if run({"type": "roll-starting-dice", "roll": "app"})[-1]["data"].get("complete", True):
            break
    game = journal.state(cid).state["game"]
    scene_place = _scene_location(game)
    run({"type": "place-characters", "locations": {c: scene_place for c in cast(year).values()}})


def _fits(game, spec: str) -> list:
    from domain.rulesets.sixwinters.campaign.rules import facts
    return [name for name in game["campaign"]["map"] if facts.location_matches(catalog_of(game), spec or "any", name)]


def _first_fit(game, spec: str) -> str:
    return _fits(game, spec)[0]


def _placements(game) -> list:
    """Where the scenario card's obstacles go: the first location that fits each."""
    scenario = catalog_of(game)["scenarios"][game["campaign"]["session"]["scenario"]]
    return [{"name": op["obstacle"], "location": _first_fit(game, op.get("at"))}
            for op in scenario.get("setup", []) if op.get("op") == "place-obstacle"]


def _first_scene(game) -> dict:
    name = game["campaign"]["session"]["scenario"]
    scenes = [s for s in catalog_of(game)["scenes"].values() if s.get("scenario") == name]
    return min(scenes, key=lambda s: s.get("order", 0))


def _scene_location(game) -> str:
    sess = game["campaign"]["session"]
    scene = sess.get("scene")
    if isinstance(scene, dict) and scene.get("location"):
        return scene["location"]
    return "Parisa's Glen"


def _end(journal, cid, run, year):
    chars = list(cast(year).values())
    won = year != 3
    found = _keepsake(journal.state(cid).state["game"])
    summary = {"result": "won" if won else "lost",
               "scenes_completed": ["Impress the Keeper of Forbidden Lore"] if year == 1 else ["Scouting Yearly Field"],
               "characters": {c: {"completed": found if c == chars[0] else [], "overcome": [], "played": [],
                                  "conditions": ["Wounded"] if (year, c) == (2, chars[0]) else [], "abilities": []}
                              for c in chars},
               "locations": {"Parisa's Glen": {"threats": year % 3}}}
    run({"type": "end-scenario", "summary": summary})
    if year == 6:
        run({"type": "end-campaign"})
        return
    run({"type": "improve-skills"})
    run({"type": "archive-assets"})
    run({"type": "update-decks"})
    run({"type": "update-threats"})
    run({"type": "update-map"})
    run({"type": "update-journals", "entries": {chars[0]: f"In year {year} {chars[0]} kept the watch fire.",
                                                chars[1]: f"{chars[1]} counted the cost of year {year}."}})
    run({"type": "store-game"})


def _keepsake(game) -> list:
    """One asset of the campaign deck without the play icon (so nothing must be burned)."""
    from domain.rulesets.sixwinters.campaign.rules import facts
    deck = game["campaign"]["decks"]["assets"]
    return [key for key in deck if not facts.asset(catalog_of(game), key).get("play")][:1]


def _runner(journal, cid, actor):
    def run(command, who=None):
        return journal.execute(cid, command, actor=who or actor)
    return run


def build(journal, name: str = "The Long Dark", years: int = 6, notes: int = 1) -> str:
    cid = journal.create_campaign("sixwinters", name, {"options": {"record_play": "summary"}}, actor="Ann")
    for year in range(1, years + 1):
        play_year(journal, cid, year, notes=notes)
    return cid
