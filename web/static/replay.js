// Replay that plays in place: each step asks the page's step endpoint for the parts that change
// (the event's sentence, the pictures and cards, what changed) and swaps them in; the address
// follows (?at=N stays a link). Autoplay at a chosen speed; the arrow keys step, Home and End
// jump to the ends; a select jumps to a session, year, scenario or turn.
(function () {
  "use strict";
  const root = document.getElementById("replay");
  if (!root) return;
  // the positions a filter kept; without a filter every position from 1 to the head
  const positions = root.dataset.positions === undefined ? null : JSON.parse(root.dataset.positions || "[]");
  const head = parseInt(root.dataset.head, 10);
  const range = document.getElementById("at");
  const label = document.getElementById("at-label");
  const play = document.getElementById("play");
  const speed = document.getElementById("speed");
  const jump = document.getElementById("jump");
  const viewpoint = document.getElementById("viewpoint");
  let at = parseInt(root.dataset.at, 10);
  let timer = null;
  let pending = null;

  function address(position) {
    const url = new URL(window.location.href);
    url.searchParams.set("at", position);
    return url;
  }

  function neighbourOf(position, step) {
    if (positions === null) { const next = position + step; return next >= 1 && next <= head ? next : null; }
    if (step < 0) { const before = positions.filter((p) => p < position); return before.length ? before[before.length - 1] : null; }
    return positions.find((p) => p > position) ?? null;
  }

  function neighbour(step) { return neighbourOf(at, step); }

  // The timeline follows the steps: the page is served with the rows around its position
  // (web/replay.py WINDOW), and the row of a position right before the first one shown or
  // right after the last is added as a step reaches it. A jump further away leaves it as it is.
  function follow(position, rowHtml) {
    const list = document.getElementById("timeline");
    const shown = list ? list.querySelectorAll("li.event") : [];
    if (!rowHtml || !shown.length || list.querySelector(`li.event[data-position="${position}"]`)) return;
    const template = document.createElement("template");
    template.innerHTML = rowHtml.trim();
    const row = template.content.firstElementChild;
    if (!row) return;
    if (neighbourOf(position, 1) === parseInt(shown[0].dataset.position, 10)) list.prepend(row);
    else if (neighbourOf(position, -1) === parseInt(shown[shown.length - 1].dataset.position, 10)) list.append(row);
  }

  function first() {
    if (positions === null) return head >= 1 ? 1 : null;
    return positions[0] ?? null;
  }

  function last() {
    if (positions === null) return head >= 1 ? head : null;
    return positions[positions.length - 1] ?? null;
  }

  function setLink(id, position) {
    const link = document.getElementById(id);
    if (!link) return;
    // a link without an address is no link to assistive technology unless it says so (its name is its label)
    if (position === null) { link.removeAttribute("href"); link.setAttribute("role", "link"); link.classList.add("disabled"); link.setAttribute("aria-disabled", "true"); }
    else { link.href = address(position).toString(); link.classList.remove("disabled"); link.removeAttribute("aria-disabled"); }
  }

  function highlight() {
    document.querySelectorAll("#replay-views figure.picture[data-changed]").forEach((figure) => {
      JSON.parse(figure.dataset.changed).forEach(([attribute, value]) => {
        figure.querySelectorAll(`[${attribute}="${CSS.escape(value)}"]`).forEach((e) => e.classList.add("changed"));
      });
      outline(figure);
    });
  }

  // A changed thing is outlined by a box drawn over the picture, in the picture's own units:
  // recolouring it would paint its name over in its own colour. A picture not shown (the wide
  // one on a phone) has no box to measure and gets none.
  const SVG = "http://www.w3.org/2000/svg";
  function outline(figure) {
    figure.querySelectorAll("svg .change-outline").forEach((box) => box.remove());
    figure.querySelectorAll("svg .changed").forEach((element) => {
      const svg = element.ownerSVGElement, own = element.getScreenCTM && element.getScreenCTM();
      const frame = svg && svg.getScreenCTM();
      if (!own || !frame) return;
      const box = element.getBBox();
      if (!box.width && !box.height) return;
      const m = frame.inverse().multiply(own), pad = 3;
      ["change-outline halo", "change-outline"].forEach((name) => {
        const rect = document.createElementNS(SVG, "rect");
        rect.setAttribute("class", name);
        rect.setAttribute("x", box.x - pad); rect.setAttribute("y", box.y - pad);
        rect.setAttribute("width", box.width + 2 * pad); rect.setAttribute("height", box.height + 2 * pad);
        rect.setAttribute("transform", `matrix(${m.a} ${m.b} ${m.c} ${m.d} ${m.e} ${m.f})`);
        svg.append(rect);
      });
    });
  }

  // A page opened, or a step jumped, to a position the one before was not just shown of comes
  // without waiting for what changed there (web/replay.py): it is asked for next and marked as
  // the views of a step on carry it.
  function marked(changed) {
    const views = document.getElementById("replay-views");
    Object.entries(changed.pictures || {}).forEach(([name, found]) => {
      const figure = views.querySelector(`figure.picture[data-picture="${CSS.escape(name)}"]`);
      if (!figure) return;
      figure.classList.add("changed");
      figure.dataset.changed = JSON.stringify(found);
      const caption = figure.querySelector("figcaption");
      if (caption && !caption.querySelector(".changed-note")) {
        const note = document.createElement("span");
        note.className = "changed-note";
        note.textContent = "· changed here";
        caption.append(" ", note);
      }
    });
    Object.entries(changed.cards || {}).forEach(([view, keys]) => {
      const section = views.querySelector(`section.cards[data-view="${CSS.escape(view)}"]`);
      if (!section) return;
      keys.forEach((key) => {
        const card = section.querySelector(`figure.sheet-card[data-name="${CSS.escape(key)}"]`);
        if (card) card.classList.add("changed");
      });
    });
    (changed.views || []).forEach((name) => {
      views.querySelectorAll(`section.reading[data-view="${CSS.escape(name)}"], section.view[data-view="${CSS.escape(name)}"]`)
        .forEach((section) => section.classList.add("changed"));
    });
    highlight();
  }

  // what changed, in the current event's details (a step brings it in its row; a jump asks)
  function tell(sentence) {
    const meta = document.querySelector("#current details.event-details .meta");
    if (!sentence || !meta || meta.querySelector(".what-changed")) return;
    const said = document.createElement("span");
    said.className = "what-changed";
    said.textContent = sentence;
    meta.append(" ", said);
  }

  async function changesAt(address) {
    const asked = at;
    try {
      const response = await fetch(new URL(address, window.location.href),
                                   {credentials: "same-origin", headers: {Accept: "application/json"}});
      if (!response.ok || asked !== at) return;   // stepped on meanwhile: the step brought its own marks
      const found = await response.json();
      if (found.position === at && asked === at) { marked(found.changed); tell(found.said); }
    } catch (error) {
      // the marks are a help, not the page: without them it still shows the position
    }
  }

  function mark() {
    range.value = at;
    label.textContent = `#${at} / ${range.max}`;
    setLink("step-back", neighbour(-1));
    setLink("step-forward", neighbour(1));
    document.querySelectorAll("#timeline li.event").forEach((li) => {
      const here = parseInt(li.dataset.position, 10) === at;
      li.classList.toggle("here", here);
      if (here) li.scrollIntoView({block: "nearest"});
    });
    const permalink = document.getElementById("permalink");
    if (permalink) permalink.href = address(at).toString();
  }

  async function go(position, how) {
    if (position === null || Number.isNaN(position)) return;
    at = position;
    mark();
    if (how === "push") history.pushState({at}, "", address(at));
    else if (how === "replace") history.replaceState({at}, "", address(at));
    const url = new URL(root.dataset.stepUrl, window.location.href);
    url.searchParams.set("at", at);
    const asked = at;
    pending = fetch(url, {credentials: "same-origin", headers: {Accept: "application/json"}});
    const response = await pending;
    if (!response.ok) { window.location.assign(address(asked)); return; }
    const parts = await response.json();
    if (asked !== at) return;   // a later step is on its way
    const open = document.querySelector("#replay-views details.raw-data[open]") !== null;
    document.getElementById("current").innerHTML = parts.current_html;
    document.getElementById("replay-views").innerHTML = parts.views_html;
    const details = document.querySelector("#replay-views details.raw-data");
    if (open && details) details.open = true;   // the data stays open while stepping
    document.title = parts.title;
    follow(asked, parts.row_html);
    mark();
    highlight();
    if (parts.changes_url) changesAt(parts.changes_url);
  }

  function stop() {
    if (timer) clearInterval(timer);
    timer = null;
    play.textContent = "Play";
    play.setAttribute("aria-pressed", "false");
  }

  function start() {
    if (neighbour(1) === null && first() !== null) go(first(), "replace");
    play.textContent = "Pause";
    play.setAttribute("aria-pressed", "true");
    timer = setInterval(() => {
      const next = neighbour(1);
      if (next === null) { stop(); return; }
      go(next, "replace");
    }, parseInt(speed.value, 10));
  }

  play.addEventListener("click", () => (timer ? stop() : start()));
  speed.addEventListener("change", () => { if (timer) { stop(); start(); } });
  if (jump) jump.addEventListener("change", () => { if (jump.value) { stop(); go(parseInt(jump.value, 10), "push"); } });
  // another viewpoint tells the timeline and draws the pictures anew: the page is loaded again
  if (viewpoint) viewpoint.addEventListener("change", () => {
    stop();
    const url = address(at);
    if (viewpoint.value) url.searchParams.set("as", viewpoint.value); else url.searchParams.delete("as");
    window.location.assign(url.toString());
  });
  range.addEventListener("input", () => { label.textContent = `#${range.value} / ${range.max}`; });
  range.addEventListener("change", () => { stop(); go(parseInt(range.value, 10), "push"); });

  const steps = {"step-back": () => neighbour(-1), "step-forward": () => neighbour(1),
                 "step-first": first, "step-last": last};
  Object.entries(steps).forEach(([id, target]) => {
    const link = document.getElementById(id);
    if (link) link.addEventListener("click", (event) => { event.preventDefault(); stop(); go(target(), "push"); });
  });
  document.getElementById("timeline").addEventListener("click", (event) => {
    const link = event.target.closest("a.pos");
    if (!link) return;
    event.preventDefault();
    stop();
    go(parseInt(link.closest("li").dataset.position, 10), "push");
  });

  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest("input, select, textarea, [contenteditable]")) return;
    const keys = {ArrowLeft: "step-back", ArrowRight: "step-forward", Home: "step-first", End: "step-last"};
    if (!(event.key in keys)) return;
    event.preventDefault();
    stop();
    go(steps[keys[event.key]](), "push");
  });

  window.addEventListener("popstate", () => {
    const wanted = parseInt(new URL(window.location.href).searchParams.get("at"), 10);
    go(Number.isNaN(wanted) ? last() : wanted, null);
  });
  highlight();
  if (root.dataset.changesUrl) changesAt(root.dataset.changesUrl);
})();
