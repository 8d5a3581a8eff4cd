"""E-invoices as a validation set: PDFs whose attached Factur-X / ZUGFeRD / UBL XML gives the truth of what their
pages print, written as a values file to score a model's reading of the pages with.

    python scripts/einvoice_set.py --out runs/real/einvoice                 # factur-x's own test invoice
    python scripts/einvoice_set.py --out runs/real/my-einvoices --pdfs DIR  # every e-invoice PDF under DIR
    docx evaluate --model models/default --data runs/real/einvoice/einvoice.yaml --split all --errors \
        --fields document_number,date,due_date,total_amount,tax_amount,currency,vendor_name,customer_name

The model never sees the XML: `docx evaluate` reads the pages as `docx extract` does, and the XML only says what
they print (docx_cli/ingest/einvoice.py reads it). Without ``--pdfs`` the set is the one e-invoice of the source
archive of factur-x 7.8 on PyPI (BSD licence; tests/fixtures/pdf/invoice_EN16931.pdf, a French EN 16931 invoice
with a totals strip), fetched with pip; nothing is copied into the project. One document chooses nothing: a
folder of your own e-invoices (``--pdfs``) is the set worth scoring on.

Addresses are left out: the XML splits them into fields the page prints in another order and with other
punctuation, so comparing them says more about the join than about the model.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from invoice2data_set import source_archive, write_set  # (scripts/ is on the path of a script run from it)

from docx_cli.ingest.einvoice import read_embedded

RELEASE = "factur-x==7.8"
FIELDS = ("document_number", "date", "due_date", "total_amount", "tax_amount", "currency", "vendor_name",
          "customer_name")
ITEM_FIELDS = ("item_id", "description", "quantity", "unit_price", "line_amount")
CONFIG = """# e-invoices whose attached XML gives the truth (scripts/einvoice_set.py): score with --split all
task: token
output_dir: runs/einvoice
data:
  kind: values
  path: {values}
"""


def fetch(dest: Path) -> Path:
    """The release's source archive, downloaded from the package index into ``dest``."""
    # (pip reads an sdist's metadata by building it: factur-x builds with hatchling, which pip fetches itself)
    subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--no-binary", ":all:", RELEASE,
                    "-d", str(dest)], check=True)
    return next(dest.glob("factur_x-*.tar.gz"))


def row(pdf: Path, name: str) -> dict | None:
    """The values row of one PDF (``name``: its path as the values file names it), or None without an e-invoice."""
    embedded = read_embedded(pdf)
    if embedded is None:
        return None
    fields = {k: v for k, v in embedded["fields"].items() if k in FIELDS}
    items = [{k: v for k, v in item.items() if k in ITEM_FIELDS} for item in embedded["line_items"]]
    return {"file": name, "fields": fields, "line_items": [i for i in items if i]}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default="runs/real/einvoice")
    ap.add_argument("--pdfs", default=None, help="a folder of e-invoice PDFs of your own (searched recursively)")
    ap.add_argument("--sdist", default=None, help="factur_x-7.8.tar.gz already at hand")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rows = []
    if args.pdfs:
        for pdf in sorted(Path(args.pdfs).rglob("*")):
            if pdf.suffix.lower() == ".pdf" and (r := row(pdf, str(pdf.resolve()))) is not None:
                rows.append(r)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            sdist = source_archive(args.sdist, lambda: fetch(Path(tmp)), RELEASE, ", or pass --pdfs DIR")
            if sdist is None:
                return 1
            with tarfile.open(sdist) as tar:
                for m in tar.getmembers():
                    if m.isfile() and "/tests/fixtures/pdf/" in m.name and m.name.endswith(".pdf"):
                        dest = out / Path(m.name).name
                        with tar.extractfile(m) as src, open(dest, "wb") as dst:
                            shutil.copyfileobj(src, dst)
                        if (r := row(dest, dest.name)) is not None:
                            rows.append(r)
    if not rows:
        print("no PDF with an attached e-invoice (Factur-X, ZUGFeRD, XRechnung or UBL XML) found", file=sys.stderr)
        return 1
    write_set(out, rows, "einvoice.yaml", CONFIG, "e-invoices")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
