"""The selection rule for the default model, applied to two `scripts/eval_real.sh` folders.

    python scripts/select_model.py runs/real/eval/final runs/real/eval/candidate

A candidate replaces the shipped model only when the mean field F1 of the real validation sets (DeepForm,
WildReceipt from the image, SROIE through OCR) rises by at least 0.001 (one field's worth), no real set (SROIE
from its line boxes included) falls by more than 0.01, and the generator's validation/held-out sets present in
both folders fall by no more than 0.005 (invoice2data's seven invoices are shown, not counted). Prints every
set's figures side by side and the verdict; exit code 0 = take the candidate, 1 = keep the shipped model.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

REAL = ("deepform", "wildreceipt", "sroie-ocr")  # read as `docx extract` reads them: these make the mean
OTHER_REAL = ("sroie",)  # SROIE from its own line boxes: real text, but not what a user's photo gives
# seven real invoices, and the e-invoices of scripts/einvoice_set.py (one, unless you bring yours): shown, never
# deciding (one field of invoice2data is 0.03)
REPORTED = ("invoice2data", "einvoice")
REAL_DROP, SYNTH_DROP = 0.01, 0.005
# The real mean must rise by more than one field's worth: one SROIE field moves its set by 0.005 and the mean
# by 0.0017, one DeepForm field the mean by 0.0013; a smaller rise is a tie, and a tie keeps the shipped weights
# (they stay in git history for good).
MIN_GAIN = 0.001


def scores(folder: Path) -> dict[str, float]:
    return {p.stem: json.loads(p.read_text())["field_f1"] for p in sorted(folder.glob("*.json"))
            if "field_f1" in json.loads(p.read_text())}


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    base, cand = scores(Path(argv[0])), scores(Path(argv[1]))
    missing = [s for s in REAL if s not in base or s not in cand]
    if missing:
        print(f"both folders need {', '.join(missing)} (scripts/eval_real.sh)", file=sys.stderr)
        return 2
    reasons = []
    print(f"{'set':16} {'shipped':>8} {'candidate':>9} {'change':>7}")
    for s in sorted(set(base) & set(cand), key=lambda s: (s not in REAL, s not in OTHER_REAL, s)):
        d = cand[s] - base[s]
        print(f"{s:16} {base[s]:8.4f} {cand[s]:9.4f} {d:+7.4f}")
        limit = REAL_DROP if s in REAL + OTHER_REAL else SYNTH_DROP
        if d < -limit and s not in REPORTED:
            reasons.append(f"{s} falls by {-d:.4f} (> {limit})")
    mean_b = sum(base[s] for s in REAL) / len(REAL)
    mean_c = sum(cand[s] for s in REAL) / len(REAL)
    print(f"{'real mean':16} {mean_b:8.4f} {mean_c:9.4f} {mean_c - mean_b:+7.4f}")
    if mean_c - mean_b < MIN_GAIN:
        reasons.append(f"the real sets' mean does not rise by {MIN_GAIN} (one field's worth)")
    print("verdict: " + ("take the candidate" if not reasons else "keep the shipped model: " + "; ".join(reasons)))
    return 0 if not reasons else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
