// The table view: generated command forms -> JSON API -> refreshed view fragments.
// A 409 (another tablet wrote first) refreshes and says what changed, keeping everything
// the player typed; a 422 shows the rule's message inline. New positions come from live.js.
(function () {
  "use strict";
  const root = document.getElementById("table");
  if (!root) return;
  const csrf = document.querySelector('meta[name="csrf-token"]').content;
  const statusEl = document.getElementById("status");
  let position = parseInt(root.dataset.position, 10);
  let busy = false;

  function hue(kind) {  // same hash idea as web/render.py: a stable colour per die kind
    let h = 0;
    for (const ch of kind) h = (h * 31 + ch.codePointAt(0)) % 360;
    return h;
  }

  function face(die, onTap) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "die" + (die.value === undefined ? " unrolled" : "");
    b.style.setProperty("--hue", hue(die.kind));
    b.textContent = die.value === undefined ? "?" : die.value;
    b.title = die.kind + " d" + die.sides;
    if (onTap) b.addEventListener("click", onTap);
    return b;
  }

  function setupTapper(field) {
    const tapper = field.querySelector(".dice-tapper");
    const multiple = tapper.dataset.multiple === "yes";
    const kindInput = tapper.querySelector(".die-kind");
    const sidesInput = tapper.querySelector(".die-sides");
    const faces = tapper.querySelector(".faces");
    const chosen = tapper.querySelector(".chosen");
    field.dice = [];
    function add(die) {
      if (!multiple) field.dice = [];
      field.dice.push(die);
      drawChosen();
    }
    function drawChosen() {
      chosen.replaceChildren(...field.dice.map((d, i) => face(d, () => { field.dice.splice(i, 1); drawChosen(); })));
      chosen.dataset.count = field.dice.length;
    }
    function drawFaces() {
      const kind = kindInput.value.trim() || "d";
      const sides = parseInt(sidesInput.value, 10);
      if (sides > 20) return faces.replaceChildren(valueEntry(kind, sides));  // too many faces to tap
      const buttons = [];
      for (let v = 1; v <= sides; v++) buttons.push(face({kind, sides, value: v}, () => add({kind, sides, value: v})));
      faces.replaceChildren(...buttons);
    }
    function valueEntry(kind, sides) {
      const input = Object.assign(document.createElement("input"), {type: "number", min: 1, max: sides, className: "die-value"});
      input.setAttribute("aria-label", `value of the ${kind} d${sides}`);
      const button = Object.assign(document.createElement("button"), {type: "button", textContent: `Add d${sides}`});
      button.addEventListener("click", () => {
        const value = parseInt(input.value, 10);
        if (value >= 1 && value <= sides) { add({kind, sides, value}); input.value = ""; }
      });
      const row = document.createElement("div");
      row.className = "value-entry";
      row.append(input, button);
      return row;
    }
    kindInput.addEventListener("input", drawFaces);
    tapper.querySelectorAll(".kind-buttons .kind").forEach((button) => {
      button.addEventListener("click", () => {
        kindInput.value = button.dataset.kind;
        tapper.querySelectorAll(".kind-buttons .kind").forEach((b) => b.classList.toggle("active", b === button));
        drawFaces();
      });
    });
    sidesInput.addEventListener("change", drawFaces);
    tapper.querySelector(".app-roll").addEventListener("click", () => {
      const count = Math.max(1, Math.min(50, parseInt(tapper.querySelector(".app-count").value, 10) || 1));
      const kind = kindInput.value.trim() || "d", sides = parseInt(sidesInput.value, 10);
      for (let i = 0; i < (multiple ? count : 1); i++) add({kind, sides});
    });
    tapper.querySelector(".clear-dice").addEventListener("click", () => { field.dice = []; drawChosen(); });
    field.reset = () => { field.dice = []; drawChosen(); };
    drawFaces();
  }

  function readField(field) {
    const widget = field.dataset.widget;
    if (widget === "dice") return field.dice.length ? field.dice : undefined;
    if (widget === "die") return field.dice.length ? field.dice[0] : undefined;
    const input = field.querySelector("input, select, textarea");
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

  function clearErrors(form) {
    form.querySelectorAll(".error").forEach((e) => { e.textContent = ""; });
    form.querySelectorAll(".cmd-field.invalid").forEach((f) => f.classList.remove("invalid"));
  }

  function showFieldError(form, name, message) {
    const field = form.querySelector(`.cmd-field[data-name="${CSS.escape(name)}"]`);
    if (!field) return false;
    field.classList.add("invalid");
    field.querySelector(".field-error").textContent = message;
    return true;
  }

  function flatten(messages) {
    if (Array.isArray(messages)) return messages.map(flatten).join(" ");
    if (messages && typeof messages === "object") return Object.entries(messages).map(([k, v]) => `${k}: ${flatten(v)}`).join("; ");
    return String(messages);
  }

  function collect(form) {
    const command = {type: form.dataset.type};
    form.querySelectorAll(".cmd-field").forEach((field) => {
      const value = readField(field);
      if (value !== undefined) command[field.dataset.name] = value;
    });
    return command;
  }

  async function refresh() {
    const response = await fetch(root.dataset.fragment, {headers: {Accept: "application/json"}, credentials: "same-origin"});
    if (!response.ok) return;
    const data = await response.json();
    if (data.position < position) return;   // an older answer than the one shown
    position = data.position;
    root.dataset.position = position;
    document.getElementById("position").textContent = position;
    document.getElementById("views").innerHTML = data.views_html;
    document.getElementById("log").innerHTML = data.log_html;
  }

  async function send(command) {
    return fetch(root.dataset.api, {
      method: "POST", credentials: "same-origin",
      headers: {"Content-Type": "application/json", Accept: "application/json", "X-CSRFToken": csrf},
      body: JSON.stringify({command, expected_position: position}),
    });
  }

  // Send once, with the position the page shows: a 409 (another tablet recorded first) is
  // refused with what changed, in sentences; the table refreshes and nothing is sent again.
  async function execute(command) {
    const response = await send(command);
    const data = await response.json().catch(() => ({message: response.statusText}));
    if (response.status === 409) {
      await refresh();
      const changes = (data.changes || []).join(" ");
      return {ok: false, status: 409, data: {message: `Not recorded: another tablet recorded first. Meanwhile: ${changes} Check the table, then send again if you still want to.`}};
    }
    if (response.ok) { await refresh(); return {ok: true, data}; }
    return {ok: false, status: response.status, data};
  }

  async function submit(form) {
    if (busy) return;
    clearErrors(form);
    let command;
    try { command = collect(form); } catch (problem) {
      showFieldError(form, problem.field, problem.message);
      return;
    }
    busy = true;
    form.classList.add("busy");
    try {
      const result = await execute(command);
      if (result.ok) {
        form.reset();
        form.querySelectorAll(".cmd-field").forEach((f) => f.reset && f.reset());
        statusEl.textContent = `Recorded ${command.type} (#${result.data.position}).`;
        return;
      }
      const fields = (result.data && result.data.fields) || {};
      const unplaced = Object.entries(fields).filter(([name, msgs]) => !showFieldError(form, name, flatten(msgs)));
      const extra = unplaced.length ? " " + unplaced.map(([n, m]) => `${n}: ${flatten(m)}`).join("; ") : "";
      const box = form.querySelector(".form-error");
      box.textContent = (result.data.message || "Rejected.") + extra;
      if (result.data.rule) {
        const rule = document.createElement("small");
        rule.className = "rule";
        rule.textContent = `rule ${result.data.rule}`;
        box.append(rule);
      }
      box.scrollIntoView({block: "nearest"});
      statusEl.textContent = "";
    } catch (e) {
      form.querySelector(".form-error").textContent = "Could not reach the journal: " + e;
    } finally {
      busy = false;
      form.classList.remove("busy");
    }
  }

  document.querySelectorAll(".cmd-field.widget-dice, .cmd-field.widget-die").forEach(setupTapper);
  document.querySelectorAll("form.command").forEach((form) => {
    form.addEventListener("submit", (event) => { event.preventDefault(); submit(form); });
  });
  document.querySelectorAll(".command-picker .pick").forEach((pick) => {
    pick.addEventListener("click", () => {
      document.querySelectorAll(".command-picker .pick").forEach((p) => p.classList.toggle("active", p === pick));
      document.querySelectorAll("form.command").forEach((f) => f.classList.toggle("hidden", f.dataset.type !== pick.dataset.type));
    });
  });
  const choice = document.getElementById("command-choice");
  function showForm(type) {
    document.querySelectorAll("form.command").forEach((f) => f.classList.toggle("hidden", f.dataset.type !== type));
  }
  if (choice) {
    choice.addEventListener("change", () => showForm(choice.value));
    showForm(choice.value);
  }
  // live.js tells every new position, whoever recorded it: show it without a reload
  document.addEventListener("journal:position", (event) => { if (event.detail.position > position) refresh(); });
  const poll = parseInt(root.dataset.poll || "0", 10);  // other tablets' commands show up without a reload
  if (poll > 0) setInterval(() => { if (!busy && !document.hidden) refresh(); }, poll * 1000);
})();
