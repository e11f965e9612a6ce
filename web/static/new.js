// New campaign: show only the chosen game's catalog and setup fields.
(function () {
  "use strict";
  const select = document.getElementById("ruleset");
  if (!select) return;
  function show() {
    document.querySelectorAll(".ruleset-options").forEach((fs) => {
      const on = fs.dataset.ruleset === select.value;
      fs.hidden = !on;
      fs.disabled = !on;
    });
  }
  select.addEventListener("change", show);
  show();
})();
