"""The group's own words for a chapter from the table: the note form offers, by taps, what the
words are for (a note, the chapter's title, an epigraph, what mattered), the text being the one
thing typed; the words are kept as the group's note and the book leads the chapter with them."""
from __future__ import annotations

import re

from domain.kernel.group_voice import CHAPTER_PARTS
from reports.chronicle import build
from reports.source import load_timeline
from web.journal_access import journal_of


def test_the_note_form_offers_the_chapters_words_by_taps_and_the_book_leads_with_them(app, client, auth):
    auth.login("olga")
    cid = auth.campaign("olga", ruleset="dice", name="Table one")
    page = client.get(f"/campaigns/{cid}/table").get_data(as_text=True)
    form = page[page.index('id="note-for"'):]
    offered = re.findall(r'data-about="([^"]*)"', form[:form.index("</div>")])
    assert offered == ["", *[part.about.replace("'", "&#39;") for part in CHAPTER_PARTS]]
    for about, text in zip((part.about for part in CHAPTER_PARTS), ("The night of sixes", "Fortune favours the bold.", "We held.")):
        answer = client.post(f"/api/v1/campaigns/{cid}/commands",
                             json={"command": {"type": "note", "text": text, "about": about}})
        assert answer.status_code == 201, answer.get_json()
    chapter = build(*load_timeline(journal_of(app), cid)).sections[0]
    assert chapter.title.endswith(": The night of sixes")
    assert [b.text for b in chapter.blocks[:2]] == ["Fortune favours the bold.", "We held."]
