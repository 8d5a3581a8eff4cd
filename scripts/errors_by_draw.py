"""Which drawn primitive costs which field: errors of a `docx evaluate --errors` report on composed documents,
counted apart for the documents whose draw holds a given primitive and those whose draw does not.

    SYNTH=runs/default/data/synth bash scripts/eval_real.sh models/default OUT composed-heldout
    python scripts/errors_by_draw.py runs/default/data/synth/composed-heldout.jsonl OUT/composed-heldout.json \
        --draw related_invoice --fields document_number,date

A primitive is a name in the draw's ``distractors`` (``related_invoice``, ``title_name``, ``terms_beside``,
``logo_only``, ``sender_line``, …) or ``totals=STYLE`` (the family's totals style: ``grid`` is the strip).
Receipts are left out. Prints, per field, "wrong or missed / documents" with and without it.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("data", type=Path, help="the composed documents (JSONL) the report scored")
    ap.add_argument("report", type=Path, help="`docx evaluate --errors` JSON of them")
    ap.add_argument("--draw", required=True, help="a distractor name, or totals=STYLE")
    ap.add_argument("--fields", required=True, help="comma-separated field names")
    args = ap.parse_args()
    draws = {}
    for line in args.data.read_text(encoding="utf-8").splitlines():
        meta = json.loads(line)["metadata"]
        if meta["synth"]["kind"] != "receipt":
            draws[meta["id"]] = meta["synth"]
    errors = {e["document"]: e for e in json.loads(args.report.read_text(encoding="utf-8"))["errors"]}

    def drawn(synth: dict) -> bool:
        if args.draw.startswith("totals="):
            return synth["draw"].get("totals") == args.draw.split("=", 1)[1]
        return args.draw in synth["draw"]["distractors"]

    for field in args.fields.split(","):
        counts = {True: [0, 0], False: [0, 0]}
        for doc, synth in draws.items():
            e = errors.get(doc, {"wrong": [], "missed": []})
            bad = any(x["field"] == field for x in e["wrong"] + e["missed"])
            counts[drawn(synth)][0] += bad
            counts[drawn(synth)][1] += 1
        (a, n), (b, m) = counts[True], counts[False]
        print(f"{field:18s} with {args.draw}: {a}/{n} wrong or missed   without: {b}/{m}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
