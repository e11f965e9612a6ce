// New campaign: show only the chosen game's setup; "Add a player" shows one more name box.
(function () {
  "use strict";
  const games = document.querySelectorAll("input[name=ruleset]");
  if (!games.length) return;
  function chosen() {
    const checked = document.querySelector("input[name=ruleset]:checked");
    return checked ? checked.value : "";
  }
  function show() {
    document.querySelectorAll(".ruleset-options").forEach((fs) => {
      const on = fs.dataset.ruleset === chosen();
      fs.hidden = !on;
      fs.disabled = !on;
    });
  }
  games.forEach((input) => input.addEventListener("change", show));
  // numbers asked only for some answers of an earlier question (a world's place: own layout)
  document.querySelectorAll("[data-when-field]").forEach((box) => {
    const inputs = document.querySelectorAll(`input[name="${box.dataset.whenField}"]`);
    const cases = box.dataset.whenCases.split(" ");
    function follow() {
      const picked = Array.from(inputs).find((input) => input.checked);
      box.hidden = !picked || !cases.includes(picked.value);
    }
    inputs.forEach((input) => input.addEventListener("change", follow));
    follow();
  });
  document.querySelectorAll("fieldset.names").forEach((names) => {
    const add = names.querySelector(".add-name");
    if (!add) return;
    function refresh() {
      add.hidden = !names.querySelector(".name-box[hidden]");
    }
    add.addEventListener("click", () => {
      const next = names.querySelector(".name-box[hidden]");
      if (!next) return;
      next.hidden = false;
      next.querySelector("input").focus();
      refresh();
    });
    refresh();
  });
  show();
})();
