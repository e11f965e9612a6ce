// Replay: the scrubber shows the position while dragging and jumps there on release.
(function () {
  "use strict";
  const range = document.getElementById("at");
  const label = document.getElementById("at-label");
  if (!range) return;
  range.addEventListener("input", () => { label.textContent = `#${range.value} / ${range.max}`; });
  range.addEventListener("change", () => {
    const url = new URL(window.location.href);
    url.searchParams.set("at", range.value);
    window.location.assign(url.toString());
  });
})();
