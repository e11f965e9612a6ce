"""The built-in V24.0 catalog: it validates, and its facts match the rulebook and cards."""
from __future__ import annotations

from pathlib import Path

import pytest

from domain.kernel import fingerprints
from domain.rulesets.sixwinters import catalog
from domain.rulesets.sixwinters.catalog import CatalogError


@pytest.fixture
def cat():
    return catalog.builtin()


def test_the_builtin_catalog_validates(cat):
    assert catalog.validate(cat, "builtin") is cat


def test_builtin_returns_a_fresh_copy_so_callers_cannot_change_the_next_one(cat):
    cat["characters"]["Thea"]["skills"]["lore"] = 5
    assert catalog.builtin()["characters"]["Thea"]["skills"]["lore"] == 3


def test_the_builtin_catalog_has_eight_skills_six_resources_and_three_regions(cat):
    assert [s["id"] for s in cat["skills"]] == [
        "command", "disguise", "lore", "rapport", "combat", "tactics", "thievery", "survival"]
    assert len(cat["resources"]) == 6
    assert {r["id"] for r in cat["regions"]} == {"empire", "brightdune", "settled"}


def test_the_wheel_of_trade_follows_the_rulebook_resource_order_and_only_sorcery_explodes(cat):
    assert cat["trade"]["wheel"] == ["stability", "technology", "espionage", "military",
                                     "diplomacy", "sorcery"]
    assert [r["id"] for r in cat["resources"] if r["production"] == "explode"] == ["sorcery"]
    assert (cat["trade"]["give"], cat["trade"]["get"]) == (2, 1)


def test_seven_characters_with_the_four_starting_ones_of_campaign_setup(cat):
    assert set(cat["characters"]) == {"Thea", "Menas", "Keel", "Fuscus", "Yasmina", "Oniri", "Lucia"}
    assert sorted(cat["starting_characters"]) == ["Fuscus", "Keel", "Menas", "Thea"]


def test_thea_has_her_mat_skills_stress_movement_and_reserve_action(cat):
    thea = cat["characters"]["Thea"]
    assert thea["skills"] == {"command": 3, "disguise": 1, "lore": 3, "rapport": 2,
                              "combat": 1, "tactics": 2, "thievery": 1, "survival": 1}
    assert (thea["psyche"], thea["body"], thea["movement"]) == (5, 3, 4)
    assert thea["reserve_action"] == "Encouraging Words"
    assert [a["level"] for a in thea["abilities"]] == [1, 2, 3]


def test_the_blue_robe_scenario_has_its_card_seasons_threat_pool_and_scenes(cat):
    blue = cat["scenarios"]["The Order of the Blue Robe"]
    assert [(s["turns"], s["action_dice"], s["new_obstacles"]) for s in blue["seasons"]] == [
        (2, 1, 1), (3, 2, 1), (4, 2, 2)]
    assert blue["threat_pool"] == 5 and (blue["year_min"], blue["year_max"]) == (1, 1)
    scenes = [cat["scenes"][name] for name in blue["scenes"]]
    assert [(s["points"], s["difficult_points"], s["skills"]) for s in scenes] == [
        (10, 15, ["rapport"]), (15, 20, ["lore"]), (20, 20, ["survival"])]


def test_two_eyes_in_one_face_is_a_year_two_plus_scenario_with_a_threat_pool_of_six(cat):
    two = cat["scenarios"]["Two Eyes in One Face"]
    assert (two["year_min"], two["year_max"], two["threat_pool"]) == (2, None, 6)
    assert cat["scenes"]["Scouting Yearly Field"]["skills"] == ["survival", "combat"]


def test_war_machine_variants_keep_their_own_year_and_copies(cat):
    assert cat["obstacles"]["War Machines"]["year"] == 2
    assert cat["obstacles"]["War Machines (2)"]["year"] == "lock"
    assert cat["obstacles"]["War Machines (2)"]["name"] == "War Machines"
    assert cat["obstacles"]["War Machines"]["copies"] == 2


def test_a_skill_rank_above_five_is_rejected_naming_the_character(cat):
    cat["characters"]["Thea"]["skills"]["lore"] = 7
    with pytest.raises(CatalogError) as caught:
        catalog.validate(cat, "builtin")
    assert 'builtin: character "Thea": skills: lore must be an integer from 0 to 5' in caught.value.errors


def test_a_scene_at_an_unknown_location_is_rejected_naming_the_scene(cat):
    cat["scenes"]["Defend Boar's Rift"]["location"] = "location:Atlantis"
    with pytest.raises(CatalogError, match=r"scene \"Defend Boar's Rift\": location 'location:Atlantis'"):
        catalog.validate(cat, "builtin")


def test_a_wheel_that_misses_a_resource_is_rejected(cat):
    cat["trade"]["wheel"] = cat["trade"]["wheel"][:-1]
    with pytest.raises(CatalogError, match="wheel must list every resource id exactly once"):
        catalog.validate(cat, "builtin")


def test_the_catalog_hook_describes_a_catalog_in_one_line(cat):
    line = catalog.HOOK.describe(cat)
    assert "\n" not in line
    assert "7 characters" in line and "2 scenarios" in line and "standard map" in line


def test_scene_scoring_example_needs_thirty_points_from_two_players_and_thea_has_lore_three(cat):
    """Rulebook "Scene Scoring Example": Inscribe the Ritual of Cleaving, 2 players, 30 points;
    Thea's lore is 3 and Fuscus's 2."""
    scene = cat["scenes"]["Inscribe the Ritual of Cleaving"]
    assert scene["skills"] == ["lore"] and 2 * scene["points"] == 30
    assert cat["characters"]["Thea"]["skills"]["lore"] == 3
    assert cat["characters"]["Fuscus"]["skills"]["lore"] == 2


def test_blue_robe_setup_picture_needs_twenty_points_for_the_first_scene_of_two_players(cat):
    """Rulebook "Order of the Blue Robe Scenario Setup": 20 points, 2 players, normal difficulty."""
    first = cat["scenes"][cat["scenarios"]["The Order of the Blue Robe"]["scenes"][0]]
    assert 2 * first["points"] == 20


def test_overcome_example_remote_influence_has_difficulty_six_and_two_body_dice_for_keel(cat):
    """Rulebook "Overcome Example": Keel (skill 3) against Remote Influence, difficulty 6,
    two red stress dice."""
    remote = cat["obstacles"]["Remote Influence"]
    assert (remote["difficulty"], remote["stress"]) == (6, {"psyche": 0, "body": 2})
    assert cat["characters"]["Keel"]["skills"][remote["skill"]] == 3


def _ops(value) -> set[str]:
    if isinstance(value, dict):
        found = {value["op"]} if isinstance(value.get("op"), str) else set()
        return found.union(*(_ops(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(_ops(v) for v in value))
    return set()


def test_every_effect_op_of_the_builtin_catalog_is_documented(cat):
    from pathlib import Path
    docs = (Path(__file__).resolve().parents[4] / "docs" / "sixwinters-catalog.md").read_text()
    missing = sorted(op for op in _ops(cat) if f"`{op}`" not in docs)
    assert missing == []


def test_an_obstacle_resource_that_is_not_a_resource_of_the_catalog_is_refused_by_name(cat):
    cat["obstacles"]["Field Work"]["resources"] = ["gold"]
    with pytest.raises(CatalogError, match="Field Work.*resources 'gold'"):
        catalog.validate(cat, "builtin")


def test_the_builtin_catalogs_note_on_the_trade_direction_reads_as_docs_rules_notes_does(cat):
    """docs/rules-notes.md ("Wheel of Trade direction") reads one direction round the wheel; the
    latest edition's note says so, and does not call the direction unstated."""
    notes = (Path(__file__).resolve().parents[4] / "docs" / "rules-notes.md").read_text()
    [note] = [note for note in cat["notes"] if "Wheel of Trade" in note]
    assert "trade goes one way, from each" in notes and "trade goes one way, from each resource to the next" in note
    assert "not stated" not in note


# The digest of each earlier edition, as campaigns recorded on it hold it in their fingerprints.
EARLIER_EDITIONS = {1: "b3eb10e955c8853e351c0d0769ae1a6f5067a37fc0b1c9cc53af3753ad2527d3",
                    2: "77cdc19f658f80f301777bd34bd5848e0127ac878b2e3664950f707629be2791"}


@pytest.mark.parametrize("edition", sorted(EARLIER_EDITIONS))
def test_an_earlier_edition_keeps_its_bytes_so_its_campaigns_still_verify(edition):
    earlier = catalog.builtin(edition)
    assert fingerprints.digest(earlier).hex == EARLIER_EDITIONS[edition]
    [note] = [note for note in earlier["notes"] if "Wheel of Trade" in note]
    assert note.endswith("the direction of trade along it is not stated.")
    assert fingerprints.digest(catalog.builtin()).hex not in EARLIER_EDITIONS.values()
