// Replay: the scrubber and the step buttons swap in the page for the new position
// without a full reload, and keep a link per position in the address bar (?at=N).
(function () {
  "use strict";
  async function go(url, push) {
    const response = await fetch(url, {credentials: "same-origin"});
    if (!response.ok) { window.location.assign(url); return; }
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    document.getElementById("replay").replaceWith(page.getElementById("replay"));
    document.title = page.title;
    if (push) history.pushState(null, "", url);
    bind();
  }

  function bind() {
    const range = document.getElementById("at");
    const label = document.getElementById("at-label");
    if (!range) return;
    range.addEventListener("input", () => { label.textContent = `#${range.value} / ${range.max}`; });
    range.addEventListener("change", () => {
      const url = new URL(window.location.href);
      url.searchParams.set("at", range.value);
      go(url.toString(), true);
    });
    document.querySelectorAll("#step-back, #step-forward, #replay .timeline a.pos").forEach((link) => {
      link.addEventListener("click", (event) => { event.preventDefault(); go(link.href, true); });
    });
  }

  window.addEventListener("popstate", () => go(window.location.href, false));
  bind();
})();
