"""How well RapidOCR's spaces match SROIE's gold line transcriptions, for each space threshold of
docx_cli/ingest/ocr/spaces.py: prints the figures docs/ocr.md quotes.

    python scripts/ocr_spaces.py [--data ../shared/data/sroie/train] [--receipts 200]

Reads SROIE *training* receipts only (the validation split of examples/configs/sroie.yaml, 10 % with split
seed 13, is left out: it scores the models). Each line RapidOCR reads is compared with the gold line (box/*.csv)
holding the same characters once spaces are removed; only such lines count. For every gap between two
characters where the recogniser emitted no space, its best space probability is kept with whether the gold
line has a space there. A threshold then puts a space into each gap at or above it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np


def gold_lines(csv: Path) -> dict[str, str]:
    """Gold text by its characters without spaces (the first line of each)."""
    out: dict[str, str] = {}
    for raw in csv.read_text(encoding="utf-8", errors="replace").splitlines():
        parts = raw.split(",", 8)
        if len(parts) == 9 and parts[8].strip():
            out.setdefault(parts[8].replace(" ", ""), parts[8])
    return out


def space_after(text: str) -> set[int]:
    """Indices k (into the text without spaces) of characters a space follows."""
    out, k = set(), -1
    for c in text:
        if c == " ":
            if k >= 0:
                out.add(k)
        else:
            k += 1
    return out


def kind(c: str) -> str:
    return "L" if c.isalpha() else "D" if c.isdigit() else "P"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", default="../shared/data/sroie/train")
    ap.add_argument("--receipts", type=int, default=200)
    ap.add_argument("--threshold", type=float, default=0.1, help="the one to break down by character kinds")
    args = ap.parse_args()
    root = Path(args.data)
    if not (root / "img").is_dir():
        print(f"no SROIE training data at {root}: nothing to measure", file=sys.stderr)
        return 0

    from PIL import Image

    from docx_cli.ingest.ocr import rapidocr as R
    from docx_cli.ingest.ocr.spaces import SpacedCTCDecode, gap_frames, inside_number
    from docx_cli.training.split import split_documents

    lines: list[tuple[str, list[tuple[int, float, bool]]]] = []  # (text as greedy decoding reads it, gaps)
    plain_call = SpacedCTCDecode.__call__

    def recording(self, preds, return_word_box=False, **kwargs):
        paths = preds.argmax(axis=2)
        for b in range(len(paths)):
            text = self.decode(paths[b:b + 1], None, False, remove_duplicate=True)[0][0][0]
            # (the gap's character index among non-space characters, its best space probability, inside a number)
            nonspace = np.cumsum([c != " " for c in text]) - 1
            gaps = [(int(nonspace[i]), float(preds[b, first:last, self.space].max()), inside_number(text, i))
                    for first, last, i in gap_frames(paths[b], self.space)]
            lines.append((text, gaps))
        return plain_call(self, preds, return_word_box, **kwargs)

    SpacedCTCDecode.__call__ = recording
    names = sorted(p.stem for p in (root / "key").glob("*.json"))
    train, _ = split_documents(names, 0.1, 13)
    matched = candidates = 0
    labelled: list[tuple[float, bool, str]] = []  # (best space probability, gold has a space, kinds)
    ocr_spaces = ocr_spaces_right = gold_missing = 0
    for name in train[: args.receipts]:
        gold = gold_lines(root / "box" / f"{name}.csv")
        lines.clear()
        R.rapidocr_page(Image.open(root / "img" / f"{name}.jpg"), tuning=R.RapidTuning(space_prob=2.0))
        for text, gaps in lines:
            g = gold.get(text.replace(" ", ""))
            if g is None or not text.strip():
                continue
            matched += 1
            want, have = space_after(g), space_after(text)
            ocr_spaces += len(have)
            ocr_spaces_right += len(have & want)
            gold_missing += len(want - have)
            chars = text.replace(" ", "")
            for k, p, number in gaps:
                candidates += 1
                labelled.append((p, k in want, "number" if number else kind(chars[k]) + kind(chars[k + 1])))
    print(f"SROIE training receipts read: {min(args.receipts, len(train))}; lines matching a gold line: {matched}")
    print(f"spaces RapidOCR emits: {ocr_spaces}, of which in the gold: {ocr_spaces_right}; "
          f"gold spaces it misses: {gold_missing}; gaps without a space: {candidates}")
    print("threshold  spaces_added  right  wrong  gold_spaces_still_missing   (no gap inside a number, as "
          "docx_cli/ingest/ocr/spaces.py)")
    for th in (0.5, 0.4, 0.3, 0.2, 0.15, 0.1, 0.08, 0.05, 0.03, 0.02):
        right = sum(1 for p, y, k in labelled if p >= th and y and k != "number")
        wrong = sum(1 for p, y, k in labelled if p >= th and not y and k != "number")
        print(f"{th:9.2f}  {right + wrong:12d}  {right:5d}  {wrong:5d}  {gold_missing - right:25d}")
    print("by the characters either side (L letter, D digit, P other; number: beside a number's separator), threshold "
          f"{args.threshold}: kinds  gaps  spaces_added_right  wrong  gold_spaces_in_such_gaps")
    for kinds in sorted({k for _, _, k in labelled}):
        mine = [(p, y) for p, y, k in labelled if k == kinds]
        right = sum(1 for p, y in mine if p >= args.threshold and y)
        wrong = sum(1 for p, y in mine if p >= args.threshold and not y)
        print(f"  {kinds}  {len(mine):6d}  {right:5d}  {wrong:5d}  {sum(1 for _, y in mine if y):5d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
