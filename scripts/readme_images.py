"""Copy the README's pictures taken by the browser tests (tests/web/browser/test_screenshots.py,
into tests/artifacts/readme/) to docs/images/, made small: each PNG reduced to a palette of at
most 256 colours (a page of flat colours and text loses nothing a reader sees) and saved
optimised. `make screenshots` runs the test, then this.

    .venv/bin/python scripts/readme_images.py [FROM] [TO]
"""
from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
SOURCE, TARGET = ROOT / "tests" / "artifacts" / "readme", ROOT / "docs" / "images"


def small(source: Path, target: Path) -> int:
    """Save `source` as `target`, in a palette and optimised; the bytes written."""
    with Image.open(source) as picture:
        picture.convert("RGB").quantize(colors=256, dither=Image.Dither.NONE).save(target, optimize=True)
    return target.stat().st_size


def main(argv: list[str]) -> int:
    source = Path(argv[0]) if argv else SOURCE
    target = Path(argv[1]) if len(argv) > 1 else TARGET
    found = sorted(source.glob("*.png"))
    if not found:
        print(f"no pictures in {source}: run the browser test first (make screenshots)", file=sys.stderr)
        return 1
    target.mkdir(parents=True, exist_ok=True)
    for picture in found:
        print(f"{target / picture.name}: {small(picture, target / picture.name)} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
