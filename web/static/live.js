// Live tables: follow a campaign's stream (GET .../stream, server-sent events) and tell the page.
//
// Any element with data-stream="<the stream's URL>" and data-position="<the page's position>"
// is followed. Each new position is dispatched on `document` as a `journal:position` event
// whose detail is the message, {position, text}; the page decides what to redraw. This module
// knows no game and sends nothing but reads: it never resends a command.
//
// The browser's EventSource reconnects by itself, with Last-Event-ID, when the connection
// drops or the server ends a stream after its lifetime; the status element says
// "Connection lost — reconnecting…" only when that takes more than a moment, and "Live again."
// once it is back. A server with every stream taken answers 503: the page then asks for what
// is new every few seconds (`?once=1`) and tries a stream again later.
(function () {
  "use strict";
  const root = document.querySelector("[data-stream]");
  if (!root) return;
  const LOST_AFTER_MS = 2500;   // an ordinary reconnect takes well under this
  const POLL_MS = 3000;
  const RETRY_STREAM_MS = 30000;
  const status = statusElement();
  let last = parseInt(root.dataset.position || "0", 10);
  let source = null;
  let lostTimer = null;
  let lost = false;
  let polling = null;

  function statusElement() {
    let found = document.getElementById("live-status");
    if (!found) {
      found = document.createElement("p");
      found.id = "live-status";
      found.className = "live-status";
      root.prepend(found);
    }
    found.setAttribute("role", "status");
    found.setAttribute("aria-live", "polite");
    return found;
  }

  function say(text) { status.textContent = text; }

  function tell(message) {
    if (!message || typeof message.position !== "number" || message.position <= last) return;
    last = message.position;
    root.dataset.livePosition = String(last);
    document.dispatchEvent(new CustomEvent("journal:position", {detail: message}));
  }

  function dropped() {
    if (lost || lostTimer) return;
    lostTimer = setTimeout(() => { lostTimer = null; lost = true; say("Connection lost — reconnecting…"); }, LOST_AFTER_MS);
  }

  function back() {
    clearTimeout(lostTimer);
    lostTimer = null;
    if (lost) { lost = false; say("Live again."); }
  }

  function withQuery(params) {
    const url = new URL(root.dataset.stream, window.location.href);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  }

  function open() {
    if (!window.EventSource) { poll(); return; }
    source = new EventSource(withQuery({after: last}), {withCredentials: true});
    source.onopen = back;
    source.onmessage = (event) => {
      try { tell(JSON.parse(event.data)); } catch (e) { /* not a position message */ }
    };
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) {   // refused (every stream taken, or logged out)
        source = null;
        poll();
        setTimeout(() => { if (polling) { stopPolling(); open(); } }, RETRY_STREAM_MS);
        return;
      }
      dropped();   // the browser is reconnecting by itself
    };
  }

  // The fallback: what is new, every few seconds, from the same stream answered at once.
  function poll() {
    if (polling) return;
    const once = async () => {
      try {
        const response = await fetch(withQuery({once: "1", after: last}), {credentials: "same-origin",
                                                                           headers: {Accept: "text/event-stream"}});
        if (response.status === 401 || response.status === 403 || response.status === 404) {
          stopPolling();
          say("Not following this table any more: reload the page.");
          return;
        }
        if (!response.ok) { dropped(); return; }
        back();
        for (const block of (await response.text()).split("\n\n")) {
          const data = block.split("\n").filter((line) => line.startsWith("data:")).map((line) => line.slice(5).trim());
          if (data.length) tell(JSON.parse(data.join("\n")));
        }
      } catch (e) {
        dropped();
      }
    };
    polling = setInterval(once, POLL_MS);
    once();
  }

  function stopPolling() {
    clearInterval(polling);
    polling = null;
  }

  window.addEventListener("pagehide", () => { if (source) { source.close(); source = null; } stopPolling(); });
  window.addEventListener("pageshow", (event) => { if (event.persisted && !source && !polling) open(); });
  open();
})();
