"""The last chapter (rulebook "Campaign End"): the score by its parts, the title, the years."""
from __future__ import annotations

from domain.kernel.chronicle import Section, Table


def finale(final: dict, ended: dict) -> Section:
    """Told only once the campaign has ended; `final` is the last state, `ended` its score."""
    section = Section("The end of the campaign")
    verdict = "victorious" if ended.get("victorious") else "without victory in the final year"
    section.say(f"The six winters are over and the company ended {verdict}. Their score was "
                f"{ended.get('total', '?')}: the title of {ended.get('title', '?')}.", "lead")
    parts = ended.get("parts") or {}
    section.add(Table(["Part", "Count", "Points"], [
        ["Successful missions (standard / difficult)",
         f"{ended.get('successful_missions', 0)} / {ended.get('successful_difficult_missions', 0)}", parts.get("missions", 0)],
        ["Productions on the map (base / improved)",
         f"{ended.get('productions', 0)} / {ended.get('improved_productions', 0)}", parts.get("production", 0)],
        ["Archived assets", ended.get("archived_assets", 0), parts.get("archive", 0)],
        ["Total", "", ended.get("total", 0)]], caption="Campaign score", numeric=(1, 2)))
    history = (final.get("campaign") or {}).get("history") or []
    section.add(Table(["Year", "Scenario", "Difficulty", "Result", "Spotlight"],
                      [[h.get("year"), h.get("scenario"), h.get("difficulty"), h.get("result"), h.get("spotlight")]
                       for h in history], caption="The years", numeric=(0,)))
    return section
