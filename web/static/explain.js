// Why is this so: every value of a view on the page links to its explanation (web/explain.py).
// A tap opens the answer in a panel, filled from the API; the link itself is the fallback.
// Values drawn in pictures and cards carry data-pointer (and data-view, or inherit it from their
// section): they become buttons here, except on the table's board, where a tap picks a move's choice.
(function () {
  "use strict";
  const panel = document.getElementById("why-panel");
  if (!panel) return;
  const title = document.getElementById("why-panel-title");
  const meta = document.getElementById("why-panel-meta");
  const list = document.getElementById("why-panel-list");
  const page = document.getElementById("why-panel-page");
  const drawn = "svg [data-pointer]";

  function viewOf(el) {
    const holder = el.closest("[data-view]");
    return holder ? holder.dataset.view : null;
  }

  function onBoard(el) { return !!el.closest("#board"); }

  function enhance(root) {   // a drawn value is a button named by its title
    root.querySelectorAll(drawn).forEach((el) => {
      if (onBoard(el) || el.dataset.why) return;
      const named = el.querySelector("title");
      el.dataset.why = "1";
      el.setAttribute("tabindex", "0");
      el.setAttribute("role", "button");
      el.setAttribute("aria-label", `Why: ${named ? named.textContent : el.dataset.pointer}`);
      const svg = el.closest("svg");
      if (svg && svg.getAttribute("role") === "img") svg.setAttribute("role", "group");   // an image holds no buttons
    });
  }

  function at(el) {
    if (el.tagName.toLowerCase() === "a" && el.getAttribute("href")) {
      return new URL(el.href, location.href).searchParams.get("at");
    }
    return new URLSearchParams(location.search).get("at");
  }

  function pageUrl(view, pointer, position) {
    const query = new URLSearchParams({view, path: pointer});
    if (position) query.set("at", position);
    return `${panel.dataset.api.replace("/api/v1", "")}?${query}`;
  }

  function item(entry) {
    const li = document.createElement("li");
    li.className = "event";
    const pos = document.createElement("span");
    pos.className = "pos";
    pos.textContent = `#${entry.position}`;
    const change = document.createElement("strong");
    change.className = "change";
    change.textContent = entry.change;
    const text = document.createElement("span");
    text.className = "text";
    text.textContent = entry.text;
    li.append(pos, " ", change, " ", text);
    return li;
  }

  async function explain(el) {
    const view = el.dataset.view || viewOf(el);
    const pointer = el.dataset.pointer;
    if (!view || pointer === undefined) return false;
    const position = at(el);
    const query = new URLSearchParams({view, path: pointer});
    if (position) query.set("at", position);
    title.textContent = "Why is this so?";
    meta.textContent = "Reading the log…";
    list.replaceChildren();
    page.href = pageUrl(view, pointer, position);
    if (!panel.open) panel.showModal();
    try {
      const response = await fetch(`${panel.dataset.api}?${query}`, {headers: {Accept: "application/json"}});
      const answer = await response.json();
      if (!response.ok) { meta.textContent = answer.message || "This value cannot be explained."; return true; }
      title.textContent = `${answer.label} is ${short(answer.value)}`;
      const shown = answer.because.length;
      meta.textContent = `In the ${view} view at position ${answer.position}` +
        (answer.total > shown ? `: the last ${shown} of ${answer.total} changes.` : ".");
      list.replaceChildren(...answer.because.map(item));
    } catch (error) {
      meta.textContent = "The explanation could not be read; open it as a page.";
    }
    return true;
  }

  function short(value) {
    if (value === null) return "nothing";
    if (typeof value === "boolean") return value ? "yes" : "no";
    if (Array.isArray(value)) return value.length === 0 ? "none" : value.length <= 3 ? value.map(short).join(", ") : `${value.length} items`;
    if (typeof value === "object") return typeof value.name === "string" ? value.name : `${Object.keys(value).length} entries`;
    return String(value);
  }

  function target(event) {
    const el = event.target.closest && event.target.closest("a.why, [data-pointer]");
    return el && !onBoard(el) && (el.matches("a.why") || el.dataset.why) ? el : null;
  }

  document.addEventListener("click", (event) => {
    const el = target(event);
    if (!el || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    explain(el);
  });
  document.addEventListener("keydown", (event) => {
    const el = (event.key === "Enter" || event.key === " ") && target(event);
    if (!el || el.matches("a.why")) return;   // a link opens on Enter by itself (as a click)
    event.preventDefault();
    explain(el);
  });
  panel.querySelector("[data-close]").addEventListener("click", () => panel.close());
  panel.addEventListener("click", (event) => { if (event.target === panel) panel.close(); });   // a tap outside

  enhance(document);
  new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((node) => {
    if (node.nodeType === 1) enhance(node.parentNode || node);
  }))).observe(document.body, {childList: true, subtree: true});
})();
