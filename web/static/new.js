// New campaign: show only the chosen game's setup; "Add another name" shows one more name box; the
// suggested name follows the game; a choice among the players lists the names given.
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
  // the suggested name follows the game chosen until the group types one of its own
  const name = document.getElementById("campaign-name");
  games.forEach((input) => input.addEventListener("change", () => {
    if (name && name.value === name.dataset.suggested && input.dataset.name) {
      name.value = input.dataset.name;
      name.dataset.suggested = input.dataset.name;
    }
  }));
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
  // a choice among the names given (the 1st player): one radio button per name, as it stands
  document.querySelectorAll("fieldset.among").forEach((among) => {
    const names = document.querySelector(`fieldset.names[data-names="${among.dataset.among}"]`);
    if (!names) return;
    const fallback = JSON.parse(names.dataset.default || "[]");
    function given() {
      const found = Array.from(names.querySelectorAll("input"))
        .filter((input) => (input.type === "checkbox" ? input.checked : input.value.trim() !== ""))
        .map((input) => input.value.trim());
      return found.length ? found : fallback;
    }
    function follow() {
      const list = given();
      among.querySelectorAll("label.choice").forEach((label, index) => {
        label.hidden = index >= list.length;
        label.querySelector("span").textContent = list[index] || "";
        const radio = label.querySelector("input");
        if (label.hidden && radio.checked) {
          radio.checked = false;
          among.querySelector("input").checked = true;
        }
      });
    }
    names.addEventListener("input", follow);
    names.addEventListener("change", follow);
    follow();
  });
  show();
})();
