"""A chronicle's PDF laid out in a process of its own, so the site process never holds
WeasyPrint (70 MB and more for a long book): the child is spawned for one render, sends its
stages and the PDF back through a pipe, and gives all its memory back when it ends.

The parent folds the log and writes the HTML itself (it has the store open); only the layout,
a pure function of the HTML and the page size, runs in the child.
"""
from __future__ import annotations

import multiprocessing
from typing import Callable, NamedTuple


class LaidOut(NamedTuple):
    """What the child sends back (the fields of pdf.Rendered, without importing WeasyPrint here)."""

    pdf: bytes
    pages: int
    refused: list


class RenderFailed(RuntimeError):
    """The child process could not make the PDF (its error, or how it ended)."""


def render_apart(html: str, page_size: str, progress: Callable[[str], None] | None = None):
    """pdf.render(html, page_size, progress=...) in a spawned child process."""
    context = multiprocessing.get_context("spawn")
    receiving, sending = context.Pipe(duplex=False)
    child = context.Process(target=_render_in_child, args=(html, page_size, sending),
                            name="chronicle-render", daemon=True)
    child.start()
    sending.close()
    try:
        while True:
            try:
                kind, value = receiving.recv()
            except EOFError:
                child.join(timeout=5)
                raise RenderFailed(f"the render process ended without a book (exit code {child.exitcode})") from None
            if kind == "stage" and progress:
                progress(value)
            elif kind == "done":
                return LaidOut(*value)
            elif kind == "failed":
                raise RenderFailed(value)
    finally:
        receiving.close()
        child.join(timeout=30)
        if child.is_alive():
            child.kill()


def _render_in_child(html: str, page_size: str, sending) -> None:
    try:
        from .pdf import render

        rendered = render(html, page_size, progress=lambda stage: sending.send(("stage", stage)))
        sending.send(("done", (rendered.pdf, rendered.pages, rendered.refused)))
    except Exception as error:   # everything the child meets goes back to the job as its error
        sending.send(("failed", f"{type(error).__name__}: {error}"))
    finally:
        sending.close()
