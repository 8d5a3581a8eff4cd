"""Regenerate the hostile-input corpus of issue 28 and run ``docx ocr`` and ``docx extract`` on every file.

    .venv/bin/python scripts/hostile_corpus.py [--out /tmp/hostile] [--timeout 60] [--only NAME,...]
                                               [--commands ocr,extract] [--json report.json]
    .venv/bin/python scripts/hostile_corpus.py --batch extract   # one process over every input, model once

Each input is made by a few lines of code below (nothing is downloaded or committed) and run in a
subprocess with a time-out; for each run the script records the exit code, the error code of the record,
whether stderr holds a Python traceback, the wall time and the peak resident memory of the ``docx``
process (``os.wait4``). A run is a failure when it prints a traceback, times out, reports
``internal_error``, exits with an undocumented code, goes over ``--max-rss-mb`` (2048), or — for inputs
whose content is known — exits 0 without every word it should hold (a silent loss).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import struct
import subprocess
import sys
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTED_EXITS = {0, 1, 2, 3, 130}


@dataclass
class Case:
    name: str
    make: Callable[[Path], Path]  # writes the input into the folder, returns its path
    expect: tuple[str, ...] = ()  # words `docx ocr` must output when it succeeds (silent-loss check)
    expect_code: str | None = None  # the error code it should get, if refused (informational)
    results: dict = field(default_factory=dict)


def _write(name: str, data: bytes | str, encoding: str = "utf-8") -> Callable[[Path], Path]:
    def make(d: Path) -> Path:
        p = d / name
        p.write_bytes(data if isinstance(data, bytes) else data.encode(encoding))
        return p
    return make


def _lazy(name: str, fn: Callable[[], bytes]) -> Callable[[Path], Path]:
    def make(d: Path) -> Path:
        p = d / name
        p.write_bytes(fn())
        return p
    return make


# -- PDF makers -------------------------------------------------------------------------------------------
def _reportlab(name: str, pages: list[list[str]], **canvas_kw) -> Callable[[Path], Path]:
    def make(d: Path) -> Path:
        from reportlab.lib.pagesizes import letter
        from reportlab.pdfgen import canvas

        p = d / name
        c = canvas.Canvas(str(p), pagesize=canvas_kw.pop("pagesize", letter), **canvas_kw)
        for lines in pages:
            c.setFont("Helvetica", 10)
            for k, line in enumerate(lines):
                c.drawString(36, 750 - 12 * k, line)
            c.showPage()
        c.save()
        return p
    return make


def _raw_pdf(objects: list[bytes], root: int = 1) -> bytes:
    """A PDF from object bodies (1-based ids) with a correct xref table."""
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for i, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{i} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for off in offsets:
        out += f"{off:010d} 00000 n \n".encode()
    out += f"trailer<</Size {len(objects) + 1}/Root {root} 0 R>>\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(out)


def _page_pdf(content: bytes, mediabox: str = "[0 0 612 792]", filter_: str = "") -> bytes:
    return _raw_pdf([
        b"<</Type/Catalog/Pages 2 0 R>>",
        b"<</Type/Pages/Kids[3 0 R]/Count 1>>",
        f"<</Type/Page/Parent 2 0 R/MediaBox {mediabox}/Contents 4 0 R"
        f"/Resources<</Font<</F1 5 0 R>>>>>>".encode(),
        f"<</Length {len(content)}{filter_}>>stream\n".encode() + content + b"\nendstream",
        b"<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>",
    ])


def _bomb_pdf(inflated: int) -> bytes:
    comp = zlib.compressobj(9)
    chunk = b"0" * (16 * 1024 * 1024)
    parts = [comp.compress(chunk) for _ in range(inflated // len(chunk))]
    parts.append(comp.flush())
    return _page_pdf(b"".join(parts), filter_="/Filter/FlateDecode")


def _text_content(words: int) -> bytes:
    lines = [b"BT /F1 4 Tf"]
    for i in range(words):
        x, y = 10 + (i % 40) * 14, 780 - (i // 40) * 5 % 770
        lines.append(f"1 0 0 1 {x} {y} Tm (w{i}) Tj".encode())
    lines.append(b"ET")
    return b"\n".join(lines)


def _pdf_cases() -> list[Case]:
    ok = _reportlab("ok.pdf", [["Invoice 12 Total 9.00"]])
    return [
        Case("pdf_ok", ok, expect=("Invoice", "9.00")),
        Case("pdf_truncated", lambda d: _truncate(ok(d), 0.5, "pdf_truncated.pdf")),
        Case("pdf_header_only", _write("header.pdf", b"%PDF-1.4\n")),
        Case("pdf_bomb_2gb", _lazy("bomb.pdf", lambda: _bomb_pdf(2 * 1024**3)), expect_code="too_large"),
        Case("pdf_2000_blank_pages", _reportlab("blank2000.pdf", [[]] * 2000)),
        Case("pdf_encrypted", _reportlab("enc.pdf", [["Secret total 5.00"]], encrypt="pw"),
             expect_code="encrypted"),
        Case("pdf_huge_mediabox", _lazy("bigbox.pdf", lambda: _page_pdf(
            b"BT /F1 12 Tf 72 72 Td (Huge page) Tj ET", "[0 0 14400 14400]")), expect=("Huge",)),
        Case("pdf_absurd_mediabox", _lazy("absurd.pdf", lambda: _page_pdf(
            b"BT /F1 12 Tf 72 72 Td (Odd box) Tj ET", "[0 0 1e308 -1e308]"))),
        Case("pdf_garbage_xref", _lazy("xref.pdf", lambda: _page_pdf(b"BT /F1 12 Tf 72 72 Td (X) Tj ET")
                                       .replace(b"xref\n0 6", b"xref\n0 999999"))),
        Case("pdf_random_body", _lazy("random.pdf", lambda: b"%PDF-1.7\n" + random.Random(1).randbytes(200_000))),
        Case("pdf_nested_q_100k", _lazy("nestq.pdf", lambda: _page_pdf(b"q " * 100_000 + b"BT /F1 12 Tf 72 72 Td "
                                                                       b"(Deep) Tj ET" + b" Q" * 100_000))),
        Case("pdf_20k_words", _lazy("words20k.pdf", lambda: _page_pdf(_text_content(20_000)))),
        Case("pdf_renamed_txt", lambda d: ok(d).rename(d / "really_pdf.txt") or d / "really_pdf.txt",
             expect=("Invoice",)),
        Case("pdf_junk_before_header", lambda d: _prefix(ok(d), b"JUNK" * 100, "junk.pdf"), expect=("Invoice",)),
        Case("pdf_objstm_loop", _lazy("loop.pdf", lambda: _raw_pdf([
            b"<</Type/Catalog/Pages 2 0 R>>", b"<</Type/Pages/Kids[2 0 R]/Count 1>>"]))),
        Case("pdf_scanned_page", _scanned_pdf, expect=("Invoice",)),
    ]


def _scanned_pdf(d: Path) -> Path:
    from reportlab.lib.pagesizes import letter
    from reportlab.pdfgen import canvas

    img = _text_png(d / "scan.png", "Invoice 12 Total 9.00")
    p = d / "scanned.pdf"
    c = canvas.Canvas(str(p), pagesize=letter)
    c.drawImage(str(img), 36, 500, width=540, height=100)
    c.showPage()
    c.save()
    return p


def _truncate(p: Path, frac: float, name: str) -> Path:
    data = p.read_bytes()
    out = p.parent / name
    out.write_bytes(data[: int(len(data) * frac)])
    return out


def _prefix(p: Path, junk: bytes, name: str) -> Path:
    out = p.parent / name
    out.write_bytes(junk + p.read_bytes())
    return out


# -- images ---------------------------------------------------------------------------------------------
def _text_png(p: Path, text: str, size=(900, 120)) -> Path:
    from PIL import Image, ImageDraw, ImageFont

    im = Image.new("L", size, 255)
    try:
        font = ImageFont.load_default(size=48)
    except TypeError:
        font = ImageFont.load_default()
    ImageDraw.Draw(im).text((20, 30), text, fill=0, font=font)
    im.save(p)
    return p


def _frames(name: str, n: int, fmt: str) -> Callable[[Path], Path]:
    def make(d: Path) -> Path:
        from PIL import Image, ImageDraw

        frames = []
        for i in range(n):
            im = Image.new("L", (40, 20), 255)
            ImageDraw.Draw(im).text((1, 1), str(i), fill=0)
            frames.append(im)
        p = d / name
        frames[0].save(p, format=fmt, save_all=True, append_images=frames[1:])
        return p
    return make


def _png_header(width: int, height: int) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\x00" * 1000)) + \
        chunk(b"IEND", b"")


def _image_cases() -> list[Case]:
    def png(d: Path) -> Path:
        return _text_png(d / "ok.png", "Invoice 12 Total 9.00")

    def convert(name: str, fmt: str, mode: str = "RGB") -> Callable[[Path], Path]:
        def make(d: Path) -> Path:
            from PIL import Image

            p = d / name
            with Image.open(png(d)) as im:
                im.convert(mode).save(p, format=fmt)
            return p
        return make

    def exif_rotated(d: Path) -> Path:
        from PIL import Image

        p = d / "rot.jpg"
        with Image.open(png(d)) as im:
            exif = Image.Exif()
            exif[0x0112] = 6
            im.convert("RGB").rotate(90, expand=True).save(p, exif=exif)
        return p

    return [
        Case("png_ok", png, expect=("Invoice",)),
        Case("png_1x1", _lazy("one.png", lambda: _png_header(1, 1))),
        Case("png_bomb_100k_x_100k", _lazy("bomb.png", lambda: _png_header(100_000, 100_000)),
             expect_code="too_large"),
        Case("png_zero_width", _lazy("zero.png", lambda: _png_header(0, 10))),
        Case("png_truncated", lambda d: _truncate(png(d), 0.5, "trunc.png")),
        Case("gif_2000_frames", _frames("many.gif", 2000, "GIF"), expect_code="too_many_pages"),
        Case("tiff_150_pages", _frames("many.tif", 150, "TIFF"), expect_code="too_many_pages"),
        Case("apng_300_frames", _frames("many.apng.png", 300, "PNG"), expect_code="too_many_pages"),
        Case("jpeg_truncated", lambda d: _truncate(convert("ok.jpg", "JPEG")(d), 0.4, "trunc.jpg")),
        Case("jpeg_exif_rotated", exif_rotated),
        Case("jpeg_cmyk", convert("cmyk.jpg", "JPEG", "CMYK")),
        Case("bmp", convert("ok.bmp", "BMP"), expect=("Invoice",)),
        Case("webp", convert("ok.webp", "WEBP")),
        Case("png_16bit", convert("i16.png", "PNG", "I;16")),
        Case("png_rgba", convert("rgba.png", "PNG", "RGBA")),
        Case("png_renamed_pdf", lambda d: png(d).rename(d / "image.pdf") or d / "image.pdf", expect=("Invoice",)),
        Case("gif_header_only", _write("head.gif", b"GIF89a")),
        Case("tiff_header_only", _write("head.tif", b"II*\x00\x08\x00\x00\x00")),
    ]


# -- HTML ----------------------------------------------------------------------------------------------
def _html_cases() -> list[Case]:
    deep = lambda n: "<html><body>" + "<div>x" * n + "END" + "</div>" * n + "<p>after</p></body></html>"
    return [
        Case("html_ok", _write("ok.html", "<html><body><p>Invoice 12</p><td>Total 9.00</td></body></html>"),
             expect=("Invoice", "9.00")),
        Case("html_20k_siblings", _write("sib.html", "<html><body>" + "<span>x</span>" * 20_000 + "</body></html>")),
        Case("html_depth_300", _write("deep300.html", deep(300)), expect=("after",)),
        Case("html_depth_3000", _write("deep3000.html", deep(3000)), expect_code="too_large"),
        Case("html_text_node_9mb", _write("node9.html", "<html><body><p>" + "a" * 9_000_000 + "</p><p>after</p>"
                                         "</body></html>"), expect=("after",)),
        Case("html_text_node_11mb", _write("node11.html", "<html><body><p>" + "a" * 11_000_000 + "</p><p>after"
                                          "</p></body></html>"), expect_code="too_large"),
        Case("html_latin1_meta", _write("latin.html", '<html><head><meta charset="iso-8859-1"></head><body>'
                                        "<p>Müller Straße</p></body></html>", "latin-1"), expect=("Müller",)),
        Case("html_shift_jis_meta", _write("sjis.html", '<html><head><meta charset="shift_jis"></head><body>'
                                           "<p>請求書 合計</p></body></html>", "shift_jis"), expect=("請求書",)),
        Case("html_latin1_no_meta", _write("latin2.html", "<html><body><p>Facture crème brûlée</p></body></html>",
                                           "cp1252"), expect=("crème",)),
        Case("html_only_script", _write("script.html", "<html><head><script>var a=1;</script></head></html>")),
        Case("html_100k_comments", _write("comments.html", "<html><body>" + "<!-- c -->" * 100_000 +
                                          "<p>after</p></body></html>"), expect=("after",)),
        Case("html_malformed", _write("bad.html", "<html><body><div><p><b>Invoice<td></tr></table><<>>&&&;"
                                      "</i></body>", ), expect=("Invoice",)),
        Case("html_entity_bomb", _write("lol.html", '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
                                        + "".join(f'<!ENTITY lol{i} "' + f"&lol{i - 1};" * 10 + '">'
                                                  for i in range(1, 10)).replace("&lol0;", "&lol;")
                                        + "]><html><body><p>&lol9;</p></body></html>")),
        Case("html_wide_table", _write("table.html", "<html><body><table>" + ("<tr>" + "<td>c</td>" * 100 +
                                       "</tr>") * 1000 + "</table></body></html>")),
        Case("html_all_hidden", _write("hidden.html", '<html><body><div style="display:none">x</div>'
                                       "<template>y</template></body></html>")),
        Case("html_5mb_attribute", _write("attr.html", '<html><body><p title="' + "a" * 5_000_000 +
                                          '">after</p></body></html>'), expect=("after",)),
        Case("html_misnested_inline", _write("inline.html", "<html><body>" + "<b><i>x</b></i>" * 50_000 +
                                             "</body></html>")),
        Case("html_empty", _write("empty.html", "<html></html>")),
        Case("html_utf16", _write("u16.html", "\ufeff<html><body><p>Invoice 12</p></body></html>", "utf-16-le"),
             expect=("Invoice",)),
    ]


# -- text ----------------------------------------------------------------------------------------------
def _text_cases() -> list[Case]:
    return [
        Case("text_ok", _write("ok.txt", "Invoice 12\nTotal 9.00\n"), expect=("Invoice", "9.00")),
        Case("text_one_byte", _write("one.txt", b"a")),
        Case("text_whitespace", _write("ws.txt", b" \n\t\n  ")),
        Case("text_300k_word", _write("w300k.txt", "Total " + "A" * 300_000 + "\n"), expect=("Total",)),
        Case("text_5mb_word", _write("w5m.txt", "Total " + "A" * 5_000_000 + "\n"), expect=("Total",)),
        Case("text_5mb_word_colons", _write("w5mc.txt", "Total " + "A:" * 2_500_000 + "1\n"), expect=("Total",)),
        Case("text_200mb", _lazy("t200m.txt", lambda: b"word " * (40 * 1024 * 1024)), expect_code="too_large"),
        Case("text_11m_chars", _lazy("t11m.txt", lambda: b"word " * 2_200_000), expect_code="too_large"),
        Case("text_1m_words", _lazy("t1mw.txt", lambda: b"a " * 1_000_000), expect_code="too_large"),
        Case("text_utf16_odd", _write("odd16.txt", b"\xff\xfe" + "Invoice".encode("utf-16-le") + b"A"),
             expect_code="bad_encoding"),
        Case("text_utf16_lone_surrogate", _write("sur.txt", b"\xff\xfe" + "In".encode("utf-16-le") + b"\x00\xd8"),
             expect_code="bad_encoding"),
        Case("text_utf16_le", _write("le.txt", "\ufeffInvoice 12", "utf-16-le"), expect=("Invoice",)),
        Case("text_utf16_be", _write("be.txt", "\ufeffInvoice 12", "utf-16-be"), expect=("Invoice",)),
        Case("text_utf32", _write("u32.txt", "\ufeffInvoice 12", "utf-32-le"), expect=("Invoice",)),
        Case("text_latin1", _write("latin1.txt", "Rechnung für Müller, Größe 12\n" * 3, "latin-1"),
             expect=("Müller,",)),
        Case("text_cp1252", _write("cp1252.txt", "Facture n° 12 crème €\n" * 3, "cp1252"), expect=("crème",)),
        Case("text_shift_jis", _write("sjis.txt", "請求書 合計金額 12,500円\n" * 3, "shift_jis"),
             expect=("請求書",)),
        Case("text_bom_then_bad_utf8", _write("bombad.txt", b"\xef\xbb\xbfInvoice \xff\xfe"),
             expect_code="bad_encoding"),
        Case("text_nul_bytes", _write("nul.txt", b"Invoice\x00\x00\x00 total")),
        Case("text_random_binary", _lazy("rand.txt", lambda: random.Random(2).randbytes(65536))),
        Case("text_control_chars", _write("ctrl.txt", bytes(range(1, 32)) * 50)),
        Case("text_form_feeds", _write("ff.txt", b"\f\f\f\f")),
        Case("text_100k_lines", _write("lines.txt", "x\n" * 100_000)),
        Case("text_50k_words_one_line", _write("line.txt", "word " * 50_000)),
        Case("text_zalgo", _write("zalgo.txt", "T" + "\u0301\u0302\u0303" * 10_000 + " total 5.00\n"),
             expect=("5.00",)),
        Case("text_glued_currency", _write("cur.txt", "TOTAL $6,510.00\nTAX:12.50\n"), expect=("6,510.00", "12.50")),
        Case("text_two_amounts_one_cell", _write("two.txt", "Widget 6.45 245.10\n"), expect=("245.10",)),
    ]


# -- Document JSON ---------------------------------------------------------------------------------------
GOOD_JSON = json.dumps({"docx_version": 1, "source": "a", "format": "document", "metadata": {},
                        "pages": [{"number": 1, "width": 612, "height": 792, "unit": "pt", "source": "pdf",
                                   "words": [{"text": "Total", "box": [1, 2, 3, 4], "line": 0, "block": 0,
                                              "conf": None, "xpath": None, "label": None}]}]})


def _big_json(words: int) -> bytes:
    word = '{"text": "w", "box": [1.0, 2.0, 3.0, 4.0], "line": 0, "block": 0, "conf": null, "xpath": null, ' \
           '"label": null}'
    return ('{"docx_version": 1, "source": "big", "format": "document", "metadata": {}, "pages": [{"number": 1, '
            '"width": 612, "height": 792, "unit": "pt", "source": "pdf", "words": [' + ", ".join([word] * words)
            + "]}]}").encode()


def _json_cases() -> list[Case]:
    g = GOOD_JSON
    bad = lambda name, text: Case(name, _write(name + ".json", text), expect_code="bad_json")
    return [
        Case("json_ok", _write("ok.json", g), expect=("Total",)),
        bad("json_nan_width", g.replace('"width": 612', '"width": NaN')),
        bad("json_infinity_box", g.replace("[1, 2, 3, 4]", "[1, 2, Infinity, 4]")),
        bad("json_null_word", g.replace('"words": [', '"words": [null, ')),
        bad("json_line_1e999", g.replace('"line": 0', '"line": 1e999')),
        bad("json_conf_high", g.replace('"conf": null', '"conf": "high"')),
        bad("json_100k_nested", '{"docx_version": 1, "pages": ' + "[" * 100_000 + "]" * 100_000 + "}"),
        bad("json_box_2", g.replace("[1, 2, 3, 4]", "[1, 2]")),
        bad("json_box_5", g.replace("[1, 2, 3, 4]", "[1, 2, 3, 4, 5]")),
        bad("json_5000_digit_int", g.replace('"line": 0', '"line": ' + "9" * 5000)),
        bad("json_not_ours", '{"hello": "world"}'),
        bad("json_truncated", g[: len(g) // 2]),
        bad("json_version_2", g.replace('"docx_version": 1', '"docx_version": 2')),
        Case("json_1_2m_words", _lazy("big.json", lambda: _big_json(1_200_000)), expect_code="too_large"),
        Case("json_10k_empty_pages", _write("pages.json", g.replace(
            '"pages": [', '"pages": [' + ", ".join(f'{{"number": {i + 2}, "words": []}}' for i in range(10_000))
            + ", ").replace('"number": 1,', '"number": 1,'))),
        Case("json_50mb_word", _lazy("bigword.json", lambda: g.replace('"text": "Total"',
                                     '"text": "' + "A" * 50_000_000 + '"').encode())),
    ]


# -- other files ---------------------------------------------------------------------------------------
def _other_cases() -> list[Case]:
    def fifo(d: Path) -> Path:
        p = d / "fifo.txt"
        if not p.exists():
            os.mkfifo(p)
        return p

    def directory(d: Path) -> Path:
        p = d / "a_dir"
        p.mkdir(exist_ok=True)
        return p

    return [
        Case("empty_file", _write("empty.pdf", b""), expect_code="empty_file"),
        Case("zip_docx", _write("doc.docx", b"PK\x03\x04" + b"\x00" * 100), expect_code="unsupported_type"),
        Case("elf", _write("prog.pdf", b"\x7fELF" + b"\x00" * 100), expect_code="unsupported_type"),
        Case("gzip", _write("a.gz", b"\x1f\x8b\x08" + b"\x00" * 100), expect_code="unsupported_type"),
        Case("directory", directory, expect_code="not_a_file"),
        Case("missing", lambda d: d / "does_not_exist.pdf", expect_code="not_found"),
        Case("fifo", fifo),
        Case("long_name_246", _write("n" * 242 + ".txt", "Invoice 12\n"), expect=("Invoice",)),
    ]


def all_cases() -> list[Case]:
    return _text_cases() + _html_cases() + _pdf_cases() + _image_cases() + _json_cases() + _other_cases()


# -- running -----------------------------------------------------------------------------------------------
def run_one(cmd: list[str], timeout: float) -> dict:
    """Run ``cmd``; exit code, stdout, stderr, wall seconds and the child's peak RSS (MB)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, start_new_session=True)
    timed_out = False
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
    # communicate() reaped the child; its rusage is in RUSAGE_CHILDREN only as a maximum, so ask wait4 first
    rss_mb = proc._docx_rss if hasattr(proc, "_docx_rss") else None  # type: ignore[attr-defined]
    return {"rc": proc.returncode, "stdout": out.decode("utf-8", "replace"), "stderr": err.decode("utf-8", "replace"),
            "seconds": round(time.perf_counter() - start, 2), "timed_out": timed_out, "rss_mb": rss_mb}


class _Popen(subprocess.Popen):
    """Popen whose reaping records the child's own peak RSS (os.wait4), not the maximum over all children."""

    def _try_wait(self, wait_flags):
        try:
            pid, status, usage = os.wait4(self.pid, wait_flags)
        except ChildProcessError:
            return (self.pid, 0)
        if pid == self.pid:
            self._docx_rss = round(usage.ru_maxrss / 1024, 1)  # Linux: KiB
        return (pid, status)


subprocess.Popen = _Popen  # type: ignore[misc]  (this script only)


def judge(case: Case, command: str, r: dict, max_rss_mb: float) -> list[str]:
    problems = []
    if "Traceback (most recent call last)" in r["stderr"]:
        problems.append("traceback")
    if r["timed_out"]:
        problems.append("timeout")
    if "internal_error" in r["stdout"] + r["stderr"]:
        problems.append("internal_error")
    if not r["timed_out"] and r["rc"] not in DOCUMENTED_EXITS:
        problems.append(f"exit {r['rc']}")
    if r["rss_mb"] is not None and r["rss_mb"] > max_rss_mb:
        problems.append(f"rss {r['rss_mb']} MB")
    if command == "ocr" and r["rc"] == 0 and case.expect:
        words = set()
        for line in r["stdout"].splitlines():
            try:
                doc = json.loads(line)
            except ValueError:
                problems.append("output not JSON")
                break
            words.update(w["text"] for p in doc.get("pages", []) for w in p.get("words", []))
        missing = [w for w in case.expect if w not in words]
        if missing:
            problems.append(f"silent loss (missing {missing})")
    if command == "ocr" and r["rc"] == 0 and ("NaN" in r["stdout"] or "Infinity" in r["stdout"]):
        problems.append("NaN in output")
    return problems


def error_code(r: dict) -> str | None:
    for line in r["stdout"].splitlines():
        try:
            rec = json.loads(line)
        except ValueError:
            continue
        if isinstance(rec, dict) and isinstance(rec.get("error"), dict):
            return rec["error"].get("code")
    return None


def run_batch(cases: list[Case], command: list[str], timeout: float) -> tuple[dict, list[tuple[float, str]]]:
    """One process over every input (the model loads once): each output line with the seconds since the
    previous one; a gap over ``timeout`` kills the run (that input timed out, the rest did not run)."""
    import selectors

    start = time.perf_counter()
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
                            start_new_session=True)
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    lines: list[tuple[float, str]] = []
    last, buf, timed_out = start, b"", False
    while True:
        if not sel.select(timeout=max(0.1, timeout - (time.perf_counter() - last))):
            if time.perf_counter() - last > timeout:
                timed_out = True
                os.killpg(proc.pid, signal.SIGKILL)
                break
            continue
        chunk = os.read(proc.stdout.fileno(), 1 << 20)
        if not chunk:
            break
        buf += chunk
        while b"\n" in buf:
            line, buf = buf.split(b"\n", 1)
            now = time.perf_counter()
            lines.append((round(now - last, 2), line.decode("utf-8", "replace")))
            last = now
    err = proc.stderr.read().decode("utf-8", "replace")
    proc.wait()
    r = {"rc": proc.returncode, "stderr": err, "timed_out": timed_out,
         "seconds": round(time.perf_counter() - start, 1), "rss_mb": getattr(proc, "_docx_rss", None)}
    return r, lines


def batch_main(args, cases: list[Case]) -> int:
    """``--batch``: every input through one ``docx <command>`` process (JSONL on stdout, in input order)."""
    paths = []
    for case in cases:
        folder = args.out / case.name
        folder.mkdir()
        paths.append(str(case.make(folder)))
    command = [sys.executable, "-m", "docx_cli.cli.app", args.batch, "--jobs", "1", *paths]
    if args.batch == "extract" and args.model:
        command[4:4] = ["--model", args.model]
    print(f"{len(cases)} inputs through one `docx {args.batch}`, time-out {args.timeout:.0f} s per input",
          file=sys.stderr)
    r, lines = run_batch(cases, command, args.timeout)
    codes = []
    for case, (seconds, line) in zip(cases, lines):
        try:
            rec = json.loads(line)
        except ValueError:
            rec = {"error": {"code": "output not JSON"}}
        code = rec.get("error", {}).get("code") if isinstance(rec.get("error"), dict) else None
        codes.append(code)
        case.results[args.batch] = {"code": code, "seconds": seconds}
        print(f"{case.name:28s} {args.batch:7s} code={code or '-':16s} {seconds:6.1f} s", file=sys.stderr)
    summary = {
        "inputs": len(cases), "outputs": len(lines), "rc": r["rc"], "timed_out": r["timed_out"],
        "tracebacks": r["stderr"].count("Traceback (most recent call last)"),
        "internal_errors": codes.count("internal_error") + r["stderr"].count("internal_error"),
        "not_json": codes.count("output not JSON"), "peak_rss_mb": r["rss_mb"], "total_seconds": r["seconds"],
        "max_seconds_per_input": max((s for s, _ in lines), default=0),
        "error_codes": {c: codes.count(c) for c in sorted(set(codes), key=str)},
    }
    print(json.dumps(summary), flush=True)
    if args.json:
        args.json.write_text(json.dumps({"summary": summary, "cases": {c.name: c.results for c in cases},
                                         "stderr_tail": r["stderr"].splitlines()[-20:]}, indent=1) + "\n")
    bad = r["timed_out"] or summary["tracebacks"] or summary["internal_errors"] or r["rc"] not in DOCUMENTED_EXITS
    return 1 if bad or len(lines) != len(cases) else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=Path("/tmp/docx_hostile_corpus"))
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("--max-rss-mb", type=float, default=2048.0)
    ap.add_argument("--only", default="", help="comma-separated case names (default: all)")
    ap.add_argument("--commands", default="ocr,extract")
    ap.add_argument("--model", default=None, help="--model for docx extract (default: the default model)")
    ap.add_argument("--json", type=Path, default=None, help="write the full report here")
    ap.add_argument("--batch", choices=["ocr", "extract"], default=None,
                    help="every input through ONE docx process (the model loads once; peak RSS is the batch's)")
    args = ap.parse_args(argv)

    cases = all_cases()
    if args.only:
        wanted = set(args.only.split(","))
        cases = [c for c in cases if c.name in wanted]
    if args.out.exists():
        shutil.rmtree(args.out)
    args.out.mkdir(parents=True)
    if args.batch:
        return batch_main(args, cases)
    docx = [sys.executable, "-m", "docx_cli.cli.app"]
    failures, runs = 0, 0
    print(f"{len(cases)} inputs, commands {args.commands}, time-out {args.timeout:.0f} s", file=sys.stderr)
    for case in cases:
        folder = args.out / case.name
        folder.mkdir()
        path = case.make(folder)
        for command in args.commands.split(","):
            cmd = [*docx, command, "--jobs", "1", str(path)]
            if command == "extract" and args.model:
                cmd[4:4] = ["--model", args.model]
            r = run_one(cmd, args.timeout)
            runs += 1
            problems = judge(case, command, r, args.max_rss_mb)
            failures += bool(problems)
            code = error_code(r)
            case.results[command] = {"rc": r["rc"], "code": code, "seconds": r["seconds"], "rss_mb": r["rss_mb"],
                                     "problems": problems,
                                     "stderr_tail": r["stderr"].strip().splitlines()[-3:] if problems else []}
            flag = "FAIL " + "; ".join(problems) if problems else "ok"
            print(f"{case.name:28s} {command:7s} rc={r['rc']!s:3s} code={code or '-':16s} "
                  f"{r['seconds']:6.1f} s {r['rss_mb'] or 0:7.0f} MB  {flag}", file=sys.stderr, flush=True)
        if path.is_file() and path.stat().st_size > 10 * 1024 * 1024:
            path.unlink()  # keep /tmp small: the big ones are cheap to regenerate
    summary = {
        "inputs": len(cases), "runs": runs, "failed_runs": failures,
        "tracebacks": sum("traceback" in p for c in cases for r in c.results.values() for p in r["problems"]),
        "timeouts": sum("timeout" in r["problems"] for c in cases for r in c.results.values()),
        "internal_errors": sum("internal_error" in r["problems"] for c in cases for r in c.results.values()),
        "silent_losses": sum(any(p.startswith("silent") for p in r["problems"]) for c in cases
                             for r in c.results.values()),
        "peak_rss_mb": max((r["rss_mb"] or 0) for c in cases for r in c.results.values()) if cases else 0,
        "max_seconds": max((r["seconds"]) for c in cases for r in c.results.values()) if cases else 0,
    }
    print(json.dumps(summary), flush=True)
    if args.json:
        args.json.write_text(json.dumps({"summary": summary, "cases": {c.name: c.results for c in cases}},
                                        indent=1) + "\n", encoding="utf-8")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
