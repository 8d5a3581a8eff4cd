"""How well ingestion reads: character recall of gold text, and word agreement with pdfplumber.

Character recall of SROIE gold lines (``box/NNN.csv``) against ``docx ocr`` output, two ways:

- ``bag`` (the figure we report): multiset intersection of characters over gold characters. Order-blind, so
  it measures recognition and coverage (a line Tesseract skipped counts against it) and not ordering, which
  SROIE's gold cannot judge: its files list lines in annotation order, often with a receipt's amounts
  gathered at the end, not in reading order.
- ``lcs``: longest common subsequence of the gold text (lines in file order) and ours (our reading order)
  over the gold length. Order-aware, hence a lower bound for the reason above.

Both remove whitespace, compare upper-cased text (SROIE's gold is upper-cased: "THANK YOU" where the receipt
prints "Thank You") and are micro-averaged (matched characters / gold characters over all documents).

    docx ocr --jobs 2 $(ls ../shared/data/sroie/train/img/*.jpg | head -20) > /tmp/sroie.jsonl
    python -m docx_cli.ingest.evaluate sroie /tmp/sroie.jsonl --gold ../shared/data/sroie/train/box

Word agreement with pdfplumber (order-insensitive: multiset intersection over the longer sequence):

    docx ocr --jobs 2 $(ls ../shared/data/kleister-nda/train/documents/*.pdf | head -20) > /tmp/nda.jsonl
    python -m docx_cli.ingest.evaluate pdfplumber /tmp/nda.jsonl
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path


def lcs_len(a: str, b: str) -> int:
    """Length of the longest common subsequence, bit-parallel (Allison & Dix 1986; Hyyrö 2004): O(|a||b|/w)."""
    if not a or not b:
        return 0
    masks: dict[str, int] = {}
    for i, c in enumerate(a):
        masks[c] = masks.get(c, 0) | (1 << i)
    full = (1 << len(a)) - 1
    v = full
    for c in b:
        u = v & masks.get(c, 0)
        v = ((v + u) | (v - u)) & full
    return len(a) - v.bit_count()


def _squash(text: str) -> str:
    return "".join(text.split())


def char_recall(gold: str, ours: str, casefold: bool = True) -> dict[str, int]:
    """Matched character counts (lcs, bag) and the gold length, whitespace removed."""
    g, o = _squash(gold), _squash(ours)
    if casefold:
        g, o = g.upper(), o.upper()
    bag = sum((collections.Counter(g) & collections.Counter(o)).values())
    return {"gold": len(g), "lcs": lcs_len(g, o), "bag": bag}


def sroie_gold_text(csv_path: Path) -> str:
    """The text of each line of a SROIE box file (``x1,y1,...,y4,text``; the text may hold commas)."""
    lines = []
    for row in csv_path.read_text(encoding="utf-8", errors="replace").splitlines():
        parts = row.split(",", 8)
        if len(parts) == 9:
            lines.append(parts[8])
    return "\n".join(lines)


def evaluate_sroie(jsonl: Path, gold_dir: Path) -> dict[str, float]:
    total = {"gold": 0, "lcs": 0, "bag": 0}
    docs = pages = failed = 0
    for line in jsonl.read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        if "error" in rec:
            failed += 1
            continue
        csv = gold_dir / (Path(rec["source"]).stem + ".csv")
        if not csv.exists():
            continue
        ours = "\n".join(" ".join(w["text"] for w in p["words"]) for p in rec["pages"])
        for k, v in char_recall(sroie_gold_text(csv), ours).items():
            total[k] += v
        docs += 1
        pages += len(rec["pages"])
    g = max(total["gold"], 1)
    return {"documents": docs, "pages": pages, "failed": failed, "gold_chars": total["gold"],
            "bag_recall": round(total["bag"] / g, 4), "lcs_recall": round(total["lcs"] / g, 4)}


def word_agreement(ours: list[str], reference: list[str]) -> float:
    """Order-insensitive agreement of two word sequences: multiset intersection over the longer one."""
    inter = sum((collections.Counter(ours) & collections.Counter(reference)).values())
    return inter / max(len(ours), len(reference), 1)


def evaluate_pdfplumber(jsonl: Path) -> dict[str, float]:
    """Word agreement of each PDF record in ``docx ocr`` output with pdfplumber's own ``extract_words``."""
    import pdfplumber

    scores = []
    for line in jsonl.read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        if "error" in rec:
            continue
        ours = [w["text"] for p in rec["pages"] for w in p["words"]]
        with pdfplumber.open(rec["source"]) as pdf:
            reference = [w["text"] for page in pdf.pages for w in page.extract_words()]
        scores.append(word_agreement(ours, reference))
    return {"documents": len(scores), "min_agreement": round(min(scores, default=0.0), 4),
            "mean_agreement": round(sum(scores) / max(len(scores), 1), 4)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m docx_cli.ingest.evaluate", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="what", required=True)
    s = sub.add_parser("sroie", help="character recall of SROIE gold lines in `docx ocr` JSONL output")
    s.add_argument("jsonl", type=Path)
    s.add_argument("--gold", type=Path, required=True, help="the SROIE box/ folder")
    k = sub.add_parser("pdfplumber", help="word agreement of `docx ocr` PDF output with pdfplumber.extract_words")
    k.add_argument("jsonl", type=Path)
    args = ap.parse_args(argv)
    result = evaluate_sroie(args.jsonl, args.gold) if args.what == "sroie" else evaluate_pdfplumber(args.jsonl)
    sys.stdout.write(json.dumps(result) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
