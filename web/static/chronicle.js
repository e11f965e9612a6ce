// The chronicle status page: poll the JSON status every second until the PDF is done
// (show the download link) or failed (show why). No full reload needed.
(function () {
  "use strict";
  const root = document.getElementById("chronicle");
  if (!root) return;
  const INTERVAL_MS = 1000;
  const bar = document.getElementById("chronicle-progress");
  const percent = document.getElementById("chronicle-percent");
  const state = document.getElementById("chronicle-state");
  const errorBox = document.getElementById("chronicle-error");
  const errorText = document.getElementById("chronicle-error-text");
  const link = document.getElementById("chronicle-download");

  function fail(message) {
    errorText.textContent = message;
    errorBox.classList.remove("hidden");
  }

  function show(status) {
    root.dataset.state = status.state;
    bar.value = status.progress;
    percent.textContent = Math.round(status.progress * 100) + "%";
    state.textContent = status.state;
    if (status.state === "done") {
      link.href = status.download;
      link.classList.remove("hidden");
      errorBox.classList.add("hidden");
    } else if (status.state === "failed") {
      fail(status.error || "unknown error");
    }
    return status.state === "done" || status.state === "failed";
  }

  async function poll() {
    let finished = false;
    try {
      const response = await fetch(root.dataset.statusUrl, {headers: {Accept: "application/json"}, credentials: "same-origin"});
      const body = await response.json().catch(() => ({}));
      if (response.ok && body.state) {
        finished = show(body);
      } else if (response.redirected) {  // the session ended: the login page answered instead
        state.textContent = "unavailable";
        fail("you are no longer logged in; log in again and reload this page");
        finished = true;
      } else {
        state.textContent = "unavailable";
        fail(body.message || ("the server answered " + response.status));
        finished = response.status === 404 || response.status === 403;
      }
    } catch (err) {
      state.textContent = "waiting for the server…";
    }
    if (!finished) window.setTimeout(poll, INTERVAL_MS);
  }

  const initial = root.dataset.state;
  if (initial !== "done" && initial !== "failed") window.setTimeout(poll, INTERVAL_MS);
})();
