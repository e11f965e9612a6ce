// Undo and redo at the table: buttons that say what they do.
//
// The moves document (GET .../moves) offers `undo` ("Undo: <the move tapped>", a generic
// command's sentence, or "Undo your private note": a private command's text is never on a
// button) and, right after an undo, `redo` ("Redo: <the move it brings back>"), each a retract move
// naming its command; null when there is nothing the reader may take back (only someone who
// could have made the command takes it back: its seat's player, the game master, the owner). The
// buttons #undo and #redo inside [data-moves] carry those labels, are hidden when there is
// none, and send exactly that command with the document's position as expected_position: if
// another tablet recorded anything since, it is refused with what changed, shown here, and
// nothing is sent again. The labels are read again at every `journal:position` (live.js).
//
// A take-back asks once: the first tap arms the button ("Tap again to undo: ..."), a second
// tap, not so quick that it is one double tap, sends it; any other tap, a new position or a
// while without the second tap disarms it. What is said ("Undone: ...") takes the place of
// table.js's "Recorded: ..." in #table-status, right above the buttons: one place for both.
(function () {
  "use strict";
  const box = document.querySelector("[data-moves]");
  if (!box) return;
  const csrf = document.querySelector('meta[name="csrf-token"]').content;
  const buttons = {undo: document.getElementById("undo"), redo: document.getElementById("redo")};
  const said = document.getElementById("table-status");
  const ARMED_FOR = 8000;   // how long an armed button waits for its second tap
  const STEADY = 400;       // a second tap sooner than this is the same tap (a double tap)
  let documentRead = null;
  let reading = 0;
  let busy = false;
  let armed = null;         // {key, at, timer} while a button waits for its second tap

  function say(text, rule) {
    if (!said) return;
    said.textContent = text || "";
    if (rule) {
      const small = document.createElement("small");
      small.className = "rule";
      small.textContent = `rule ${rule}`;
      said.append(" ", small);
    }
  }

  async function read() {
    const asked = ++reading;
    try {
      const response = await fetch(box.dataset.moves, {credentials: "same-origin", headers: {Accept: "application/json"}});
      if (!response.ok || asked !== reading) return;
      const found = await response.json();
      if (documentRead && found.position < documentRead.position) return;
      if (documentRead && found.position !== documentRead.position) disarm();
      documentRead = found;
      label();
    } catch (e) { /* the connection's state is live.js's to tell */ }
  }

  function label() {
    for (const [key, button] of Object.entries(buttons)) {
      if (!button) continue;
      const move = documentRead && documentRead[key];
      button.hidden = !move;
      button.classList.toggle("hidden", !move);   // the site's buttons set their own display
      button.disabled = !move || busy;
      if (move) button.textContent = armed && armed.key === key ? `Tap again to ${key}${move.label.slice(key.length)}` : move.label;
      button.classList.toggle("armed", !!(move && armed && armed.key === key));
    }
  }

  function arm(key) {
    disarm();
    armed = {key, at: Date.now(), timer: setTimeout(() => { disarm(); label(); }, ARMED_FOR)};
    label();
  }

  function disarm() {
    if (armed) clearTimeout(armed.timer);
    armed = null;
  }

  function tapped(key) {   // the first tap asks, the second (a moment later) takes back
    if (!armed || armed.key !== key) { arm(key); return; }
    if (Date.now() - armed.at < STEADY) return;
    disarm();
    takeBack(key);
  }

  function command(move) {
    const built = {type: move.type};
    for (const [name, field] of Object.entries(move.fields)) if ("fixed" in field) built[name] = field.fixed;
    return built;
  }

  async function takeBack(key) {
    const move = documentRead && documentRead[key];
    if (!move || busy) return;
    busy = true;
    label();
    say("");
    try {
      const response = await fetch(box.dataset.commands, {
        method: "POST", credentials: "same-origin",
        headers: {"Content-Type": "application/json", Accept: "application/json", "X-CSRFToken": csrf},
        body: JSON.stringify({command: command(move), expected_position: documentRead.position}),
      });
      const data = await response.json().catch(() => ({message: response.statusText}));
      if (response.ok) {
        say(`${key === "undo" ? "Undone" : "Redone"}: ${move.label.replace(/^(Undo|Redo):? /, "")}`);
        document.dispatchEvent(new CustomEvent("journal:position", {detail: {position: data.position, text: null}}));
      } else if (response.status === 409) {
        const changes = (data.changes || []).join(" ");
        say(`Not ${key === "undo" ? "undone" : "redone"}: another tablet recorded first. Meanwhile: ${changes} `
            + "Check the table, then choose again.");
        document.dispatchEvent(new CustomEvent("journal:position", {detail: {position: data.position, text: null}}));
      } else {
        say(data.message || "Refused.", data.rule);
      }
    } catch (e) {
      say("Could not reach the journal: nothing was sent again. " + e);
    } finally {
      busy = false;
      await read();
    }
  }

  for (const [key, button] of Object.entries(buttons)) {
    if (button) button.addEventListener("click", () => tapped(key));
  }
  document.addEventListener("click", (event) => {   // what was said clears itself on the next action
    const button = event.target.closest("button");
    if (armed && button !== buttons[armed.key]) { disarm(); label(); }
    if (button && !event.target.closest(".take-back")) say("");
  }, true);
  document.addEventListener("journal:position", (event) => {
    if (!documentRead || event.detail.position > documentRead.position) read();
  });
  read();
})();
