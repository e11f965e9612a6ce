// The table page: the legal moves as buttons, a move's fields as things to tap (move_fields.js),
// a move with nothing to choose recorded by the tap on its button,
// the board's pictures as an input, the generic commands apart. Every command is sent with the
// moves document's position as expected_position: when another tablet wrote first it is refused,
// and the page says what changed instead of sending anything again.
//
// CampaignTable.refresh() brings every part of the page up to date from the server; live.js's
// "journal:position" event on document (detail: {position}) calls it, and the page tells its own
// moves the same way (undo.js then reads its labels again). Undo and redo are undo.js's.
(function () {
  "use strict";
  const root = document.getElementById("table");
  if (!root) return;
  const {build, keyOf} = window.MoveFields;
  const csrf = document.querySelector('meta[name="csrf-token"]').content;
  const $ = (id) => document.getElementById(id);
  const movesEl = $("moves"), formEl = $("move-form"), errorEl = $("table-error"), statusEl = $("table-status");
  let doc = JSON.parse($("moves-document").textContent);
  let correctAt = JSON.parse($("correct-at").textContent);   // values drawn that a tap corrects: [{view, pointer, path, label}]
  let group = null;        // the group whose moves are listed, or null: every move
  let open = null;         // {move, fields} while a move's fields are open
  let detailed = false;    // while true the details are shown, and each refresh brings them
  let correcting = false;  // while true the list holds the corrections ("Correct"), not the moves
  let busy = false;

  function element(tag, props = {}, text = "") {
    const el = Object.assign(document.createElement(tag), props);
    if (text) el.textContent = text;
    return el;
  }

  // ---- messages: an error stays until the next action ------------------------
  function say(text) { statusEl.textContent = text; }
  function fail(message, rule, lines = []) {
    errorEl.replaceChildren(element("span", {}, message));
    if (rule) errorEl.append(element("small", {className: "rule"}, `rule ${rule}`));
    if (lines.length) {
      const list = element("ul");
      lines.forEach((line) => list.append(element("li", {}, line)));
      errorEl.append(list);
    }
  }
  root.addEventListener("click", () => { errorEl.replaceChildren(); }, true);   // cleared on the next tap

  // ---- the moves -------------------------------------------------------------
  function sameMove(a, b) { return a.type === b.type && a.label === b.label && JSON.stringify(a.fields) === JSON.stringify(b.fields); }

  function settled(move) {   // nothing to choose: a form would only repeat the button
    return Object.values(move.fields).every((spec) => "fixed" in spec);
  }

  function moveButton(move) {
    const tapped = () => (settled(move) ? recordNow(move) : openMove(move));
    const button = element("button", {type: "button", className: "move big", onclick: tapped}, move.label);
    if (settled(move)) button.classList.add("at-once");
    return button;
  }

  async function recordNow(move) {   // one tap records a move with nothing to choose
    if (busy) return;
    errorEl.replaceChildren();
    const result = await send(build(move).command());
    if (result.ok) {
      group = null;
      renderMoves();
      say(`Recorded: ${move.label}.`);
    }
  }

  function listed() {   // the moves, or while correcting the corrections the reader may make
    return correcting ? doc.corrections || [] : doc.moves;
  }

  function renderMoves() {
    const moves = listed();
    const groups = new Map();
    moves.forEach((m) => { if (m.group) groups.set(m.group, [...(groups.get(m.group) || []), m]); });
    const buttons = [];
    if (correcting) {
      buttons.push(element("p", {className: "meta"}, "Correct what the table did differently: pick the thing"
        + (correctAt.length ? " (or tap it on the picture)" : "") + ", then its value and why. It is recorded with its reason."));
      if (!group) buttons.push(element("button", {type: "button", className: "back",
        onclick: () => { correcting = false; renderMoves(); markBoard(); }}, "‹ Back to the moves"));
    }
    if (group && groups.has(group)) {
      buttons.push(element("button", {type: "button", className: "back", onclick: () => { group = null; renderMoves(); }},
        `‹ ${group}`));
      groups.get(group).forEach((m) => buttons.push(moveButton(m)));
    } else {
      group = null;
      const shown = new Set();
      for (const move of moves) {
        const members = move.group ? groups.get(move.group) : null;
        if (!members || members.length === 1) { buttons.push(moveButton(move)); continue; }
        if (shown.has(move.group)) continue;
        shown.add(move.group);
        const name = move.group;
        const button = element("button", {type: "button", className: "move group big",
          onclick: () => { group = name; renderMoves(); movesEl.querySelector("button.move")?.focus(); }}, name);
        button.append(element("span", {className: "count"}, String(members.length)));
        button.setAttribute("aria-label", `${name}: ${members.length} moves`);
        buttons.push(button);
      }
    }
    if (!moves.length && correcting) {
      buttons.push(element("p", {className: "meta"}, doc.corrections ? "Nothing here can be corrected by taps now."
        : "The game master or the owner corrects the table: ask them."));
    } else if (!moves.length) {
      const why = doc.over ? doc.over.why : doc.waiting_for.length ? doc.waiting_for.map((w) => w.why).join(" ")
        : root.dataset.plays === "yes" ? "Nothing to do now." : "You are watching this table.";
      buttons.push(element("p", {className: "meta"}, why));
    }
    movesEl.replaceChildren(...buttons);
    movesEl.classList.toggle("grouped", !!group);
    const byHand = $("correct-by-hand");
    if (byHand) byHand.classList.toggle("hidden", !correcting);
  }

  function openMove(move) {
    const fields = build(move, markBoard);
    open = {move, fields};
    const confirm = element("button", {type: "submit", className: "primary big confirm"}, move.label);
    const back = element("button", {type: "button", className: "big", onclick: closeMove}, "Back");
    const form = element("form", {className: "move-panel", noValidate: true});
    form.dataset.type = move.type;
    const title = element("h3", {tabIndex: -1}, move.label);
    form.append(title, fields.el, element("div", {className: "actions"}));
    form.lastChild.append(confirm, back);
    form.addEventListener("submit", (event) => { event.preventDefault(); confirmMove(); });
    formEl.replaceChildren(form);
    formEl.classList.remove("hidden");
    movesEl.classList.add("hidden");
    title.focus();
    showPictureOffering(fields.offered());
    markBoard();
  }

  function closeMove() {
    open = null;
    formEl.replaceChildren();
    formEl.classList.add("hidden");
    movesEl.classList.remove("hidden");
    renderMoves();
    markBoard();
  }

  async function confirmMove() {
    if (!open || busy) return;
    const missing = open.fields.missing();
    if (missing) {
      fail(`Choose ${missing.replace(/[_-]+/g, " ")} first.`);
      return;
    }
    const {move} = open;
    const result = await send(open.fields.command());
    if (result.ok) {
      group = null;
      correcting = false;
      closeMove();
      say(`Recorded: ${move.label}.`);
    }
  }

  // ---- sending ---------------------------------------------------------------
  async function send(command) {
    busy = true;
    root.classList.add("busy");
    movesEl.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(root.dataset.api, {
        method: "POST", credentials: "same-origin",
        headers: {"Content-Type": "application/json", Accept: "application/json", "X-CSRFToken": csrf},
        body: JSON.stringify({command, expected_position: doc.position}),
      });
      const data = await response.json().catch(() => ({message: response.statusText}));
      if (response.ok) {
        await refresh();
        document.dispatchEvent(new CustomEvent("journal:position", {detail: {position: data.position, text: null}}));
        return {ok: true, data};
      }
      if (response.status === 409) {
        const changes = data.changes || [];
        await refresh();
        document.dispatchEvent(new CustomEvent("journal:position", {detail: {position: data.position, text: null}}));
        fail("Something was recorded while you chose; nothing of yours was sent. What changed:", null,
          changes.length ? changes : [data.message]);
        return {ok: false, status: 409, data};
      }
      fail(data.message || "Refused.", data.rule, data.fields ? flatten(data.fields) : []);
      return {ok: false, status: response.status, data};
    } catch (error) {
      fail(`Could not reach the journal: ${error}. Nothing was recorded.`);
      return {ok: false, status: 0, data: {}};
    } finally {
      busy = false;
      root.classList.remove("busy");
      movesEl.removeAttribute("aria-busy");
    }
  }

  function flatten(fields, prefix = "") {
    if (Array.isArray(fields)) return [`${prefix}${fields.join(" ")}`];
    if (fields && typeof fields === "object") return Object.entries(fields).flatMap(([k, v]) => flatten(v, `${prefix}${k}: `));
    return [`${prefix}${fields}`];
  }

  // ---- the page from the server ------------------------------------------------
  async function refresh() {
    // while correcting, the corrections and the values a tap corrects come too, and while the
    // details are shown the details (each asked for only then)
    const asked = [correcting && "corrections=1", detailed && "details=1"].filter(Boolean);
    const url = root.dataset.fragment + (asked.length ? `?${asked.join("&")}` : "");
    const response = await fetch(url, {headers: {Accept: "application/json"}, credentials: "same-origin"});
    if (!response.ok) return false;
    const data = await response.json();
    if (data.position < parseInt(root.dataset.position, 10)) return false;   // an older answer than the one shown
    const firstBefore = document.querySelector("#board figure.board-picture");
    const shown = currentPicture();
    root.dataset.position = data.position;
    $("position").textContent = data.position;
    $("status").innerHTML = data.status_html;
    $("board").innerHTML = data.board_html;
    if (data.views_html !== null) $("views").innerHTML = data.views_html;
    $("log").innerHTML = data.log_html;
    doc = data.moves;
    correctAt = data.correct_at || [];
    const firstNow = document.querySelector("#board figure.board-picture");
    // the ruleset's first tappable picture changed (a game began): show it; else keep the player's choice
    setupPictures(firstBefore && firstNow && firstBefore.dataset.picture !== firstNow.dataset.picture ? firstNow.dataset.picture : shown);
    if (open) {
      const still = listed().find((m) => sameMove(m, open.move));
      if (!still) {   // made here (busy: our own move), or another tablet's move took it away
        if (!busy) group = null;
        closeMove();
        if (!busy) say("The table changed: choose again.");
        return true;
      }
    }
    if (!open) renderMoves();
    markBoard();
    return true;
  }

  // ---- the board: pictures to look at and to tap ---------------------------------
  function currentPicture() {
    const fig = document.querySelector("#board figure.board-picture:not(.hidden)");
    return fig ? fig.dataset.picture : null;
  }

  function showPicture(name) {
    document.querySelectorAll("#board figure.board-picture").forEach((f) => f.classList.toggle("hidden", f.dataset.picture !== name));
    showBoard(true);
  }

  function setupPictures(name) {   // one chip per picture, and the details of the table beside them
    const figures = [...document.querySelectorAll("#board figure.board-picture")];
    $("picture-switch").replaceChildren(...figures.map((fig) => element("button", {type: "button", className: "chip",
      onclick: () => { showPicture(fig.dataset.picture); markBoard(); }}, fig.dataset.title)));
    $("picture-switch").querySelectorAll("button").forEach((b, i) => { b.dataset.picture = figures[i].dataset.picture; });
    if (name && figures.some((f) => f.dataset.picture === name)) showPicture(name);
    else showBoard(!$("board").classList.contains("hidden"));
  }

  function showPictureOffering(keys) {  // the picture where the open move's choices can be tapped
    const current = document.querySelector("#board figure.board-picture:not(.hidden)");
    const offers = (fig) => [...fig.querySelectorAll("[data-choice]")].some((el) => keys.has(el.dataset.choice));
    if (!current || offers(current)) return;
    const other = [...document.querySelectorAll("#board figure.board-picture")].find(offers);
    if (other) showPicture(other.dataset.picture);
  }

  function markBoard() {
    markCorrectable();
    const keys = open ? open.fields.offered() : new Set();
    document.querySelectorAll("#board [data-choice]").forEach((el) => {
      const live = keys.has(el.dataset.choice);
      el.classList.toggle("selectable", live);
      if (live) {
        el.setAttribute("tabindex", "0");
        el.setAttribute("role", "button");
        el.setAttribute("aria-label", `choose ${el.dataset.choice}`);
      } else {
        el.removeAttribute("tabindex");
        el.removeAttribute("role");
        el.removeAttribute("aria-label");
      }
    });
    // a picture with things to tap is a group of buttons, no longer one image
    document.querySelectorAll("#board svg").forEach((svg) => {
      if (!svg.dataset.role) svg.dataset.role = svg.getAttribute("role") || "";
      const tappable = svg.querySelector(".selectable, .correctable");
      if (tappable) svg.setAttribute("role", "group");
      else if (svg.dataset.role) svg.setAttribute("role", svg.dataset.role);
      else svg.removeAttribute("role");
    });
  }

  function tapBoard(target) {
    if (tapCorrection(target)) return;
    const marked = [];
    for (let el = target.closest("[data-choice]"); el; el = el.parentElement && el.parentElement.closest("[data-choice]")) marked.push(el);
    if (!marked.length) return;
    if (!open) { say("Choose a move first, then tap the board to pick in it."); return; }
    for (const el of marked) {
      if (open.fields.offer(el.dataset.choice)) {
        say(`Picked ${el.dataset.choice}.`);
        markBoard();
        return;
      }
    }
    say(`${marked[0].dataset.choice} is not a choice left in this move.`);
  }

  $("board").addEventListener("click", (event) => tapBoard(event.target));
  $("board").addEventListener("keydown", (event) => {
    if ((event.key === "Enter" || event.key === " ") && event.target.closest && event.target.closest("[data-choice], .correctable")) {
      event.preventDefault();
      tapBoard(event.target);
    }
  });

  // ---- correcting by tapping the thing on a picture or a sheet card ----------------
  function drawnView(el) {   // as the server read it: its own data-view, else the view its picture is named after
    const figure = el.closest("figure.board-picture");
    return el.dataset.view || (figure ? figure.dataset.picture : null);
  }

  function correctionOf(el) {   // the correction move a tap on `el` opens, with what it is called
    const at = correctAt.find((t) => t.pointer === el.dataset.pointer && t.view === drawnView(el));
    const move = at && (doc.corrections || []).find((m) => m.fields.changes.each.path.fixed === at.path);
    return move ? {move, label: at.label} : null;
  }

  function markCorrectable() {   // while correcting (nothing open), the values a tap corrects are buttons
    document.querySelectorAll("#board svg [data-pointer]").forEach((el) => {
      const found = correcting && !open ? correctionOf(el) : null;
      const was = el.classList.contains("correctable");
      if (found && !was) {
        el.dataset.before = JSON.stringify(["tabindex", "role", "aria-label"].map((a) => el.getAttribute(a)));
        el.classList.add("correctable");
        el.setAttribute("tabindex", "0");
        el.setAttribute("role", "button");
        el.setAttribute("aria-label", `Correct ${found.label}`);
      } else if (!found && was) {
        el.classList.remove("correctable");
        JSON.parse(el.dataset.before).forEach((value, i) => {
          const name = ["tabindex", "role", "aria-label"][i];
          if (value === null) el.removeAttribute(name); else el.setAttribute(name, value);
        });
        delete el.dataset.before;
      }
    });
  }

  function tapCorrection(target) {   // true when the tap opened a correction
    const el = correcting && !open && target.closest && target.closest(".correctable");
    const found = el && correctionOf(el);
    if (!found) return false;
    openMove(found.move);
    say(`Picked ${found.label}.`);
    return true;
  }

  function showCorrectable() {   // entering "Correct": show a picture with values to tap, if the one shown has none
    const current = document.querySelector("#board figure.board-picture:not(.hidden)");
    if ($("board").classList.contains("hidden") || (current && current.querySelector(".correctable"))) return;
    const other = [...document.querySelectorAll("#board figure.board-picture")].find((f) => f.querySelector(".correctable"));
    if (other) showPicture(other.dataset.picture);
  }

  function showBoard(board) {
    const shown = currentPicture();
    if (!board && !detailed) { detailed = true; refresh(); }   // the details, fetched when first shown
    detailed = !board;
    $("board").classList.toggle("hidden", !board);
    $("views").classList.toggle("hidden", board);
    $("picture-switch").querySelectorAll("button").forEach((b) => b.setAttribute("aria-pressed", String(board && b.dataset.picture === shown)));
    $("show-details").setAttribute("aria-pressed", String(!board));
  }
  $("show-details").addEventListener("click", () => showBoard(false));

  // ---- the generic commands: undo, a note, corrections --------------------------
  function showSide(id) {
    ["note-form", "correct-forms"].forEach((other) => { const el = $(other); if (el) el.classList.toggle("hidden", other !== id); });
    const side = id && $(id);
    movesEl.classList.toggle("hidden", !!side || !!open);
    formEl.classList.toggle("hidden", !!side || !open);
    if (side) (side.querySelector("textarea, input, select") || side).focus();
  }
  document.querySelectorAll(".side-form [data-close]").forEach((b) => b.addEventListener("click", () => showSide(null)));

  const noteButton = $("add-note");
  if (noteButton) noteButton.addEventListener("click", () => showSide("note-form"));
  const noteForm = $("note-form");
  if (noteForm) noteForm.addEventListener("submit", async (event) => {
    event.preventDefault();
    const text = $("note-text").value.trim();
    if (!text) { fail("Write the note first."); return; }
    const chosen = document.querySelector("#note-audience [aria-pressed=true]");
    const audience = chosen ? chosen.dataset.audience : "all";
    const part = document.querySelector("#note-for [aria-pressed=true]");   // the chapter's words, or a note
    const note = part && part.dataset.about ? {type: "note", text, about: part.dataset.about} : {type: "note", text};
    const result = await send(audience === "all" ? note : {...note, audience});
    if (result.ok) { $("note-text").value = ""; showSide(null); say("Note recorded."); }
  });

  ["note-audience", "note-for"].forEach((group) => document.querySelectorAll(`#${group} .chip`).forEach((chip) =>
    chip.addEventListener("click", () => {
      document.querySelectorAll(`#${group} .chip`).forEach((c) => c.setAttribute("aria-pressed", String(c === chip)));
    })));

  const correct = $("correct");   // the corrections as moves; the forms by hand sit behind "Advanced"
  if (correct) correct.addEventListener("click", async () => {
    if (open) closeMove();
    showSide(null);
    correcting = true;
    group = null;
    if (!(await refresh())) { renderMoves(); markBoard(); }   // the corrections, fetched now
    showCorrectable();
    movesEl.querySelector("button.move, button.back")?.focus();
  });
  const advanced = $("correct-by-hand");
  if (advanced) advanced.addEventListener("click", () => showSide("correct-forms"));
  document.querySelectorAll("#correct-forms form.command").forEach((form) => {
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const command = {type: form.dataset.type};
      try {
        form.querySelectorAll(".cmd-field").forEach((field) => {
          const value = readField(field);
          if (value !== undefined) command[field.dataset.name] = value;
        });
      } catch (problem) { fail(`${problem.field}: ${problem.message}`); return; }
      const result = await send(command);
      if (result.ok) { form.reset(); showSide(null); say(`Recorded the ${form.dataset.type}.`); }
    });
  });

  function readField(field) {  // the correction forms (generated from the generic commands' schemas)
    const widget = field.dataset.widget;
    const input = field.querySelector("input, select, textarea");
    if (!input) return undefined;
    if (widget === "checkbox") return input.checked;
    const raw = input.value.trim();
    if (raw === "") return undefined;
    if (widget === "number") {
      if (!/^-?\d+$/.test(raw)) throw {field: field.dataset.name, message: "a whole number"};
      return parseInt(raw, 10);
    }
    if (widget === "lines") return raw.split("\n").map((l) => l.trim()).filter((l) => l);
    if (widget === "json") {
      try { return JSON.parse(raw); } catch (e) { throw {field: field.dataset.name, message: "not valid JSON"}; }
    }
    return input.value;
  }

  // ---- start -------------------------------------------------------------------
  setupPictures(null);
  renderMoves();
  markBoard();
  document.addEventListener("journal:position", (event) => {
    const seen = parseInt(root.dataset.position, 10);
    if (!event.detail || event.detail.position === undefined || event.detail.position > seen) refresh();
  });
  const poll = parseInt(root.dataset.poll || "0", 10);   // without a live stream, other tablets' moves show up by polling
  if (poll > 0) setInterval(() => { if (!busy && !document.hidden) refresh(); }, poll * 1000);
  window.CampaignTable = {refresh, keyOf};
})();
