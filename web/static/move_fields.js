// A move's fields as things to tap (docs/moves.md): choices as chips, a whole number as chips
// or a stepper, dice as a tapper that keeps each die's kind, teams as a list of members, `by`
// fields rebuilt as the earlier choice changes, text only as an optional note. Knows no game.
//
// MoveFields.build(move, onChange) -> {el, command(), missing(), offer(key), offered()}
(function () {
  "use strict";

  function canonical(value) {  // Python's json.dumps(sort_keys=True, separators=(",", ":"))
    if (Array.isArray(value)) return "[" + value.map(canonical).join(",") + "]";
    if (value && typeof value === "object") {
      return "{" + Object.keys(value).sort().map((k) => JSON.stringify(k) + ":" + canonical(value[k])).join(",") + "}";
    }
    return JSON.stringify(value);
  }
  // the key of a value, as `by` cases and the pictures' data-choice name it
  const keyOf = (value) => (typeof value === "string" ? value : canonical(value));

  function humanize(name) {
    const text = String(name).replace(/[_-]+/g, " ");
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  const ROLL_WORDS = {physical: "Dice on the table", app: "Let the app roll"};

  function describe(item, name) {
    if (name === "roll" && ROLL_WORDS[item]) return ROLL_WORDS[item];
    if (item === null || item === undefined) return "none";
    if (typeof item === "boolean") return item ? "yes" : "no";
    if (Array.isArray(item)) return item.length ? item.map((i) => describe(i)).join(" + ") : "none";
    if (typeof item === "object") {
      if ("value" in item && ("type" in item || "kind" in item)) return `${item.type || item.kind} ${item.value}`;
      return Object.values(item).map((v) => describe(v)).join(" · ");
    }
    return String(item);
  }

  function hue(kind) {  // same hash as web/render.py: a stable colour per die kind
    let h = 0;
    for (const ch of kind) h = (h * 31 + ch.codePointAt(0)) % 360;
    return h;
  }

  let serial = 0;
  function element(tag, props = {}, children = []) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(props)) {
      if (k === "class") el.className = v;
      else if (k === "text") el.textContent = v;
      else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
      else if (v !== undefined && v !== null && v !== false) el.setAttribute(k, v === true ? "" : v);
    }
    for (const child of children) if (child) el.append(child);
    return el;
  }

  function shell(name, hint, said) {  // a field's box: its label (else its name), a hint of how many, its content
    const id = `mf-${++serial}`;
    const box = element("div", {class: "move-field", "data-name": name, role: "group", "aria-labelledby": id});
    box.append(element("div", {class: "field-name", id}, [document.createTextNode(said || humanize(name)),
      hint ? element("span", {class: "hint", text: ` ${hint}`}) : null]));
    return box;
  }

  function howMany(min, max, word) {  // "(pick 2)", "(up to 3)": no gap where there is no word
    const said = (text) => `(${[word, text].filter((part) => part).join(" ")})`;
    if (min === max) return min === 1 ? "" : said(`${min}`);
    if (min === 0) return said(`up to ${max}`);
    return said(`${min} to ${max}`);
  }

  // ---- choices ----------------------------------------------------------
  function choicesField(name, spec, changed) {
    const items = spec.choices, min = spec.min ?? 1, max = spec.max ?? 1;
    const many = spec.many ?? max > 1;
    const picked = [];  // indexes, in the order tapped
    const box = shell(name, howMany(min, max, "pick"), spec.label);
    const chips = element("div", {class: "chips" + (items.length > 12 ? " long" : "")});
    const said = spec.labels || [];   // the rulebook's words for items that are code words
    const buttons = items.map((item, index) => element("button", {
      type: "button", class: "chip", "aria-pressed": "false", "data-value": keyOf(item),
      text: said[index] || describe(item, name), onclick: () => toggle(index)}));
    chips.append(...buttons);
    box.append(chips);
    function draw() { buttons.forEach((b, i) => b.setAttribute("aria-pressed", String(picked.includes(i)))); }
    function toggle(index) {
      const at = picked.indexOf(index);
      if (at >= 0) {
        if (many || min === 0) picked.splice(at, 1);
      } else if (!many) {
        picked.splice(0, picked.length, index);
      } else if (picked.length < max) {
        picked.push(index);
      } else if (max === 1) {
        picked.splice(0, 1, index);
      } else {
        return;  // full: untap one first
      }
      draw();
      changed();
    }
    const open = () => (many ? picked.length < max : picked.length === 0);   // still wants a pick
    if (items.length === 1 && min >= 1) picked.push(0);   // nothing to choose
    else if ("default" in spec) picked.push(items.findIndex((item) => keyOf(item) === keyOf(spec.default)));
    draw();
    return {
      el: box, name,
      get() {
        const chosen = [...picked].sort((a, b) => a - b).map((i) => items[i]);
        if (many) return chosen;
        return chosen.length ? chosen[0] : undefined;
      },
      done: () => picked.length >= min && picked.length <= (many ? max : 1),
      offer(key) {
        if (!open()) return false;
        const index = buttons.findIndex((b, i) => b.dataset.value === key && !b.disabled && !picked.includes(i));
        if (index < 0) return false;
        toggle(index);
        return true;
      },
      offered: () => (open() ? buttons.filter((b, i) => !b.disabled && !picked.includes(i)).map((b) => b.dataset.value) : []),
      exclude(keys) {
        let dropped = false;
        buttons.forEach((b, i) => {
          b.disabled = keys.has(b.dataset.value);
          if (b.disabled && picked.includes(i)) { picked.splice(picked.indexOf(i), 1); dropped = true; }
        });
        if (dropped) draw();
        return dropped;
      },
    };
  }

  // ---- integer ----------------------------------------------------------
  function integerField(name, spec, changed) {
    const [lo, hi] = spec.integer;
    if (hi - lo <= 12) {
      const items = [];
      for (let v = lo; v <= hi; v++) items.push(v);
      const chips = {choices: items, min: 1, max: 1, many: false, label: spec.label};
      return choicesField(name, "default" in spec ? {...chips, default: spec.default} : chips, changed);
    }
    let value = spec.default ?? lo;   // a number as it stands (a Trait's score) is where the stepper starts
    const box = shell(name, `(${lo} to ${hi})`, spec.label);
    const shown = element("output", {class: "stepper-value", "aria-live": "polite", text: String(value)});
    const step = (by) => element("button", {type: "button", class: "step",
      "aria-label": `${by > 0 ? "plus" : "minus"} ${Math.abs(by)}`, text: (by > 0 ? "+" : "−") + Math.abs(by),
      onclick: () => { value = Math.max(lo, Math.min(hi, value + by)); shown.textContent = String(value); changed(); }});
    const row = element("div", {class: "stepper"}, [hi - lo > 30 ? step(-10) : null, step(-1), shown, step(1),
      hi - lo > 30 ? step(10) : null]);
    box.append(row);
    return {el: box, name, get: () => value, done: () => true, offer: () => false, offered: () => []};
  }

  // ---- dice and die -----------------------------------------------------
  function diceField(name, spec, changed, single) {
    const {sides, kind} = single ? spec.die : spec.dice;
    const min = single ? 1 : spec.dice.min ?? 1, max = single ? 1 : spec.dice.max ?? min;
    const dice = [];
    const box = shell(name, single ? `(one ${kind} d${sides})` : howMany(min, max, `${kind} d${sides} ×`));
    box.classList.add("dice-field");
    box.dataset.min = String(min);
    const chosen = element("div", {class: "chosen", role: "group", "aria-live": "polite", "aria-label": `${kind} dice entered`});
    const faces = element("div", {class: "faces", role: "group", "aria-label": `tap the face of each ${kind} die`});
    function face(value, onTap, label) {
      const b = element("button", {type: "button", class: "die", title: `${kind} d${sides}`, "aria-label": label,
        text: String(value), onclick: onTap});
      b.style.setProperty("--hue", hue(kind));
      return b;
    }
    function draw() {
      chosen.replaceChildren(...dice.map((d, i) => face(d.value, () => { dice.splice(i, 1); draw(); changed(); },
        `remove ${kind} ${d.value}`)));
      chosen.dataset.count = String(dice.length);
      faces.querySelectorAll("button").forEach((b) => { b.disabled = dice.length >= max && max > 1; });
    }
    function add(value) {
      if (dice.length >= max) { if (max !== 1) return; dice.splice(0, 1); }
      dice.push({sides, kind, value});
      draw();
      changed();
    }
    if (sides <= 20) {
      for (let v = 1; v <= sides; v++) faces.append(face(v, () => add(v), `${kind} ${v}`));
    } else {  // too many faces to tap one by one: tens and units, as percentile dice are read
      let tens = null;
      const tensRow = element("div", {class: "chips", role: "group", "aria-label": "tens"});
      const unitsRow = element("div", {class: "chips", role: "group", "aria-label": "units"});
      for (let t = 0; t * 10 < sides; t++) {
        tensRow.append(element("button", {type: "button", class: "chip", "aria-pressed": "false", text: `${t}0`,
          onclick: (e) => { tens = t; tensRow.querySelectorAll("button").forEach((b) => b.setAttribute("aria-pressed", String(b === e.currentTarget))); }}));
      }
      for (let u = 0; u <= 9; u++) {
        unitsRow.append(element("button", {type: "button", class: "chip", text: String(u), onclick: () => {
          if (tens === null) return;
          const value = tens * 10 + u === 0 ? sides : tens * 10 + u;
          if (value <= sides) add(value);
          tens = null;
          tensRow.querySelectorAll("button").forEach((b) => b.setAttribute("aria-pressed", "false"));
        }}));
      }
      faces.append(element("span", {class: "hint", text: "tens, then units"}), tensRow, unitsRow);
    }
    box.append(faces, element("span", {class: "hint", text: "Entered (tap one to take it back):"}), chosen);
    draw();
    return {
      el: box, name,
      get: () => (single ? dice[0] : dice.slice()),
      done: () => dice.length >= min && dice.length <= max,
      offer: () => false, offered: () => [],
    };
  }

  // ---- text (an optional note; required text only in a setup) ------------
  function textField(name, spec, changed, lines) {
    const required = lines ? (spec.texts.min ?? 0) > 0 : spec.text.required;
    const box = shell(name, required ? "" : "(optional)", spec.label);
    const area = element("textarea", {rows: lines ? 4 : 2, "aria-label": humanize(name),
      maxlength: lines ? undefined : spec.text.max, placeholder: lines ? "one per line" : "", oninput: changed});
    if (!required) {
      const opener = element("button", {type: "button", class: "add-text", "aria-expanded": "false",
        text: `Add ${humanize(name).toLowerCase()}`, onclick: () => {
          area.classList.remove("hidden");
          opener.setAttribute("aria-expanded", "true");
          opener.classList.add("hidden");
          area.focus();
        }});
      area.classList.add("hidden");
      box.append(opener);
    }
    box.append(area);
    const value = () => (lines ? area.value.split("\n").map((l) => l.trim()).filter((l) => l)
      : area.value.trim() || undefined);
    return {
      el: box, name, get: value,
      done: () => !required || (lines ? value().length >= spec.texts.min : value() !== undefined),
      offer: () => false, offered: () => [],
    };
  }

  function fixedField(name, spec) {   // a settled value, said by its label where it has one
    const box = element("div", {class: "move-field fixed", "data-name": name}, spec.label
      ? [element("strong", {text: spec.label})]
      : [element("span", {class: "field-name", text: `${humanize(name)}: `}), element("strong", {text: describe(spec.fixed, name)})]);
    return {el: box, name, get: () => spec.fixed, done: () => true, offer: () => false, offered: () => []};
  }

  // ---- each: the members of a team --------------------------------------
  function eachField(name, spec, changed) {
    const min = spec.min ?? 1, max = spec.max ?? 1;
    const distinct = spec.distinct ? [].concat(spec.distinct) : [];
    const box = shell(name, howMany(min, max, ""), spec.label);
    box.classList.add("each-field");
    const list = element("ol", {class: "members"});
    const adder = element("button", {type: "button", class: "add-member", text: `Add to ${humanize(name).toLowerCase()}`,
      onclick: () => { addEntry(); changed(); }});
    box.append(list, adder);
    const entries = [];
    function relabel() {
      adder.classList.toggle("hidden", entries.length >= max);
      entries.forEach((e) => e.remover.classList.toggle("hidden", entries.length <= min));
    }
    function spread() {  // no two members share a distinct field's value
      for (const field of distinct) {
        entries.forEach((entry) => {
          const used = new Set(entries.filter((o) => o !== entry).map((o) => o.editor.value()[field])
            .filter((v) => v !== undefined).map(keyOf));
          const widget = entry.editor.widget(field);
          if (widget && widget.exclude && widget.exclude(used)) entry.editor.rebuild();
        });
      }
    }
    function addEntry() {
      const entry = {};
      entry.editor = objectEditor(spec.each, () => { spread(); changed(); });
      entry.remover = element("button", {type: "button", class: "remove-member", text: "Remove", onclick: () => {
        entries.splice(entries.indexOf(entry), 1);
        entry.li.remove();
        relabel(); spread(); changed();
      }});
      entry.li = element("li", {class: "member"}, [entry.editor.el, entry.remover]);
      list.append(entry.li);
      entries.push(entry);
      relabel();
      spread();
      return entry;
    }
    for (let i = 0; i < min; i++) addEntry();
    // every value of the distinct field is needed once (each character's dice): give each one its own
    const first = distinct.length ? spec.each[distinct[0]] : null;
    if (first && first.choices && min === max && first.choices.length === min) {
      entries.forEach((entry, i) => entry.editor.offer(keyOf(first.choices[i])));
    }
    return {
      el: box, name,
      get: () => entries.map((e) => e.editor.value()),
      done: () => entries.length >= min && entries.length <= max && entries.every((e) => !e.editor.missing()),
      missing: () => { for (const e of entries) { const m = e.editor.missing(); if (m) return `${name}: ${m}`; } return null; },
      offer: (key) => entries.some((e) => e.editor.offer(key)),
      offered: () => entries.flatMap((e) => e.editor.offered()),
    };
  }

  function widgetFor(name, spec, changed) {
    if ("choices" in spec) return choicesField(name, spec, changed);
    if ("integer" in spec) return integerField(name, spec, changed);
    if ("dice" in spec) return diceField(name, spec, changed, false);
    if ("die" in spec) return diceField(name, spec, changed, true);
    if ("text" in spec) return textField(name, spec, changed, false);
    if ("texts" in spec) return textField(name, spec, changed, true);
    if ("each" in spec) return eachField(name, spec, changed);
    if ("fixed" in spec) return fixedField(name, spec);
    throw new Error(`unknown field kind in ${name}`);
  }

  // ---- an object: the move itself, or one member of a team ------------
  function objectEditor(fields, changed) {
    const el = element("div", {class: "move-fields"});
    const slots = Object.entries(fields).map(([name, spec]) => ({name, spec, shape: undefined, widget: null,
      holder: el.appendChild(element("div", {class: "slot"}))}));
    function value(upto = slots.length) {
      const found = {};
      for (const slot of slots.slice(0, upto)) {
        if (!slot.widget) continue;
        const v = slot.widget.get();
        if (v !== undefined) found[slot.name] = v;
      }
      return found;
    }
    function resolve(spec, known) {   // follow `by` to the case of the value chosen; null: omitted
      while (spec && "by" in spec) {
        const chosen = known[spec.by];
        if (chosen === undefined) return null;
        spec = spec.cases[keyOf(chosen)] || null;
      }
      return spec;
    }
    function rebuild(from = 0) {
      for (let i = from; i < slots.length; i++) {
        const slot = slots[i];
        const spec = resolve(slot.spec, value(i));
        const shape = spec ? canonical(spec) : null;
        if (shape === slot.shape) continue;
        slot.shape = shape;
        slot.widget = spec ? widgetFor(slot.name, spec, () => { rebuild(i + 1); changed(); }) : null;
        slot.holder.replaceChildren(...(slot.widget ? [slot.widget.el] : []));
      }
    }
    rebuild();
    return {
      el, value: () => value(), rebuild: () => rebuild(0),
      widget: (name) => (slots.find((s) => s.name === name) || {}).widget,
      missing() {
        for (const slot of slots) {
          if (!slot.widget || slot.widget.done()) continue;
          return slot.widget.missing ? slot.widget.missing() || slot.name : slot.name;
        }
        return null;
      },
      offer: (key) => slots.some((s) => s.widget && s.widget.offer(key)),
      offered: () => slots.flatMap((s) => (s.widget ? s.widget.offered() : [])),
    };
  }

  function build(move, changed) {
    const editor = objectEditor(move.fields, changed || (() => {}));
    return {
      el: editor.el,
      command: () => ({type: move.type, ...editor.value()}),
      missing: () => editor.missing(),
      offer: (key) => editor.offer(key),
      offered: () => new Set(editor.offered()),
    };
  }

  window.MoveFields = {build, keyOf, describe, humanize, hue};
})();
