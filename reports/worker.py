"""A chronicle's PDF laid out in a process of its own, so the site process never holds
WeasyPrint (whose memory grows with the book): the child is spawned for one book, asks the
parent for the parts it kept (assembly.py), sends back the parts it laid out, its progress and
the PDF, and gives all its memory back when it ends.

The parent folds the log and writes the HTML itself, and reads and writes the store's parts
for the child; only the layout, a pure function of the HTML and the page size, runs in the child.
"""
from __future__ import annotations

import multiprocessing
from typing import Callable, NamedTuple

from . import assembly


class LaidOut(NamedTuple):
    """What the child sends back (the fields of pdf.Rendered, without importing WeasyPrint here)."""

    pdf: bytes
    pages: int
    refused: list


class RenderFailed(RuntimeError):
    """The child process could not make the PDF (its error, or how it ended)."""


def render_apart(html: str, page_size: str, progress: Callable[[str], None] | None = None):
    """pdf.render(html, page_size, progress=...) in a spawned child process."""
    return _apart(_render_in_child, (html, page_size), progress)


def assemble_apart(pieces, page_size: str, parts, progress: Callable[[float], None] | None = None):
    """assembly.assemble(pieces, page_size, parts, progress) in a spawned child process; the
    parent keeps the `parts` (the child asks for each one)."""
    return _apart(_assemble_in_child, (pieces, page_size), progress, parts)


def _apart(target, args, progress, parts=None):
    context = multiprocessing.get_context("spawn")
    parent, child_end = context.Pipe(duplex=True)
    child = context.Process(target=target, args=(*args, child_end), name="chronicle-render", daemon=True)
    child.start()
    child_end.close()
    try:
        while True:
            try:
                kind, *value = parent.recv()
            except EOFError:
                child.join(timeout=5)
                raise RenderFailed(f"the render process ended without a book (exit code {child.exitcode})") from None
            if kind == "stage" and progress:
                progress(value[0])
            elif kind == "get":
                parent.send(parts.get(value[0]) if parts else None)
            elif kind == "put" and parts:
                parts.put(*value)
            elif kind == "done":
                return value[0]
            elif kind == "failed":
                raise RenderFailed(value[0])
    finally:
        parent.close()
        child.join(timeout=30)
        if child.is_alive():
            child.kill()


class _PipeParts:
    """laid.Parts in the child: the parent holds them."""

    def __init__(self, pipe):
        self.pipe = pipe

    def get(self, key: str):
        self.pipe.send(("get", key))
        return self.pipe.recv()

    def put(self, key: str, laid) -> None:
        self.pipe.send(("put", key, laid))


def _render_in_child(html: str, page_size: str, pipe) -> None:
    def work():
        from .pdf import render

        rendered = render(html, page_size, progress=lambda stage: pipe.send(("stage", stage)))
        return LaidOut(rendered.pdf, rendered.pages, rendered.refused)
    _in_child(work, pipe)


def _assemble_in_child(pieces, page_size: str, pipe) -> None:
    def work():
        return assembly.assemble(pieces, page_size, _PipeParts(pipe), progress=lambda share: pipe.send(("stage", share)))
    _in_child(work, pipe)


def _in_child(work, pipe) -> None:
    try:
        pipe.send(("done", work()))
    except Exception as error:   # everything the child meets goes back to the job as its error
        pipe.send(("failed", f"{type(error).__name__}: {error}"))
    finally:
        pipe.close()
