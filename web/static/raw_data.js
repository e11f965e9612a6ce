// The data behind a page's pictures and cards is read when its details are opened: a long
// campaign's data is large (the overview of a 10,000-event campaign held 1.2 MB
// of it), and most visits never open it. Without script, the link inside opens it as a page.
(function () {
  "use strict";
  document.addEventListener("toggle", async (event) => {
    const details = event.target;
    if (!details.matches || !details.matches("details.raw-data[data-src]") || !details.open || details.dataset.loaded) return;
    details.dataset.loaded = "1";
    const url = new URL(details.dataset.src, window.location.href);
    url.searchParams.set("fragment", "1");
    const response = await fetch(url, {credentials: "same-origin"});
    if (!response.ok) { delete details.dataset.loaded; return; }
    const summary = details.querySelector("summary");
    details.innerHTML = "";
    details.appendChild(summary);
    details.insertAdjacentHTML("beforeend", await response.text());
  }, true);
})();
