"""Real invoices from outside the project: invoice2data's test invoices as a values file, to score a model on.

    python scripts/invoice2data_set.py --out runs/real/invoice2data
    docx evaluate --model models/default --data runs/real/invoice2data/invoice2data.yaml --split all \
        --fields document_number,date,total_amount,vendor_name --errors

invoice2data (MIT) shipped, in the source archive of its release 0.4.0 on PyPI, seven real invoices with the
values its templates extract from them (tests/compare/*.pdf + *.json: Amazon Web Services, Flipkart, Netpresse,
QualityHosting, Free, OYO and a line-item test invoice). The archive is fetched from the package index with pip
(or read from ``--sdist``), the PDFs and a values file written to ``--out``; nothing is copied into the project.
Seven documents choose nothing: they are a look at invoices written by others, reported on their own.

Four of them come as page images too (tests/compare/*.png: Amazon Web Services, Flipkart, OYO, the line-item
test), written to ``--out``/images with a values file of their own (invoice2data-images.yaml): the same
invoices read through OCR, as a scanned or photographed invoice is.

Fields: invoice_number → document_number, date → date, amount → total_amount, issuer → vendor_name (the
template's name for the issuer: "Flipkart" where the page prints "Sold By: WS Retail Services Pvt. Ltd."; text is
compared by its letters and digits, so such a name counts as missed), currency → currency (an ISO 4217 code; a
printed "$", "€" or "Rs" is compared by its code, docx_cli/currency.py).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

RELEASE = "invoice2data==0.4.0"
FIELDS = {"invoice_number": "document_number", "date": "date", "amount": "total_amount", "issuer": "vendor_name",
          "currency": "currency"}
CONFIG = """# invoice2data's test invoices (scripts/invoice2data_set.py): score with --split all
task: token
output_dir: runs/invoice2data
data:
  kind: values
  path: {values}
"""


def fetch(dest: Path) -> Path:
    """The release's source archive, downloaded from the package index into ``dest``."""
    subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--no-binary", ":all:",
                    "--no-build-isolation", RELEASE, "-d", str(dest)], check=True)
    return next(dest.glob("invoice2data-*.tar.gz"))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default="runs/real/invoice2data")
    ap.add_argument("--sdist", default=None, help="invoice2data-0.4.0.tar.gz already at hand")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        sdist = source_archive(args.sdist, lambda: fetch(Path(tmp)), RELEASE)
        if sdist is None:
            return 1
        rows: dict[str, list[dict]] = {".pdf": [], ".png": []}
        images = out / "images"
        images.mkdir(exist_ok=True)
        with tarfile.open(sdist) as tar:
            members = {Path(m.name).name: m for m in tar.getmembers() if "/tests/compare/" in m.name and m.isfile()}
            for name in sorted(members):
                stem, ext = name[:-4], name[-4:]
                if ext not in rows or f"{stem}.json" not in members:
                    continue
                (out if ext == ".pdf" else images).joinpath(name).write_bytes(tar.extractfile(members[name]).read())
                [truth] = json.loads(tar.extractfile(members[f"{stem}.json"]).read())
                fields = {ours: str(truth[theirs]) for theirs, ours in FIELDS.items() if truth.get(theirs) is not None}
                rows[ext].append({"file": name, "fields": fields})
    write_set(out, rows[".pdf"], "invoice2data.yaml", CONFIG, "invoices")
    write_set(images, rows[".png"], "invoice2data-images.yaml", CONFIG.replace("test invoices", "test invoices as "
                                                                               "page images"), "invoice images")
    return 0


def source_archive(given: str | None, fetch_it, release: str, other: str = "") -> Path | None:
    """The source archive: ``given`` (a path), else ``fetch_it()``; None, with a message, when neither works."""
    try:
        sdist = Path(given) if given else fetch_it()
    except (subprocess.CalledProcessError, StopIteration):
        print(f"could not fetch {release}'s source archive from the package index; download it where you can and "
              f"pass --sdist FILE{other}", file=sys.stderr)
        return None
    if not sdist.is_file():
        print(f"no such file: {sdist}", file=sys.stderr)
        return None
    return sdist


def write_set(out: Path, rows: list[dict], config_name: str, config: str, what: str) -> None:
    """``out``/values.jsonl (written whole, then moved into place) and the config that scores it."""
    tmp_values = out / "values.jsonl.tmp"
    tmp_values.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    tmp_values.replace(out / "values.jsonl")
    (out / config_name).write_text(config.format(values=(out / "values.jsonl").resolve()), encoding="utf-8")
    print(f"{len(rows)} {what}, values in {out / 'values.jsonl'}; config {out / config_name}", file=sys.stderr)


if __name__ == "__main__":
    raise SystemExit(main())
