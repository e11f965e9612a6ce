// The table's board fitted to the screen: on a tablet the board stays beside the moves, as
// tall as the screen under the page's head (--table-top); on a phone each picture is drawn no
// smaller than words can be read (its smallest text at READABLE_PX, the picture then scrolls
// in its band), and the band shows what an open move asks the player to tap.
(function () {
  "use strict";
  const READABLE_PX = 11;
  const phone = window.matchMedia("(max-width: 899px)");
  const layout = document.getElementById("table");
  const board = document.getElementById("board");
  if (!layout || !board) return;

  function placeBoard() {
    layout.style.setProperty("--table-top", `${Math.round(layout.getBoundingClientRect().top + window.scrollY)}px`);
  }

  function smallestText(svg) {   // in the picture's own units
    const sizes = [...svg.querySelectorAll("text")].filter((t) => t.textContent.trim())
      .map((t) => parseFloat(getComputedStyle(t).fontSize)).filter((size) => size > 0);
    return sizes.length ? Math.min(...sizes) : null;
  }

  function readable(svg) {
    svg.style.width = svg.style.height = "";
    const view = svg.viewBox && svg.viewBox.baseVal;
    const width = svg.getBoundingClientRect().width;
    if (!phone.matches || !view || !view.width || !width) return;
    const smallest = smallestText(svg);
    const needed = smallest ? view.width * READABLE_PX / smallest : 0;
    if (needed <= width + 1) return;
    svg.style.width = `${Math.ceil(needed)}px`;
    svg.style.height = `${Math.ceil(needed * view.height / view.width)}px`;
  }

  let shownSpot = null;   // the thing to tap the band was last scrolled to: a player's own panning stays
  function fit() {
    board.querySelectorAll("figure.board-picture:not(.hidden) svg").forEach(readable);
    const wanted = board.querySelector(".selectable");
    if (wanted === shownSpot) return;
    shownSpot = wanted;
    if (phone.matches && wanted) {   // the band scrolled to the first thing to tap, the page left still
      const band = board.getBoundingClientRect(), spot = wanted.getBoundingClientRect();
      board.scrollTop += spot.top - band.top - band.height / 3;
      board.scrollLeft += spot.left - band.left - band.width / 3;
    }
  }

  let queued = false;
  function soon() {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; fit(); });
  }
  new MutationObserver(soon).observe(board, {childList: true, subtree: true, attributes: true, attributeFilter: ["class"]});
  window.addEventListener("resize", () => { placeBoard(); soon(); });
  placeBoard();
  fit();
})();
