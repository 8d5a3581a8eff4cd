"""Plain-text reader (the ``plain`` format): words split on whitespace, no boxes.

Line ids count the non-blank lines of a page; a blank line ends a block (paragraph); a form feed (``\\f``,
as written by ``pdftotext``) starts a new page.

Bytes become text in this order (``decode_text``, shared with the HTML reader): a byte-order mark
(UTF-8, UTF-16, UTF-32) decides; else a declared charset (HTML ``<meta charset>``) if the bytes decode in it;
else UTF-8; else charset-normalizer's best guess (when installed: Latin-1, Shift_JIS, cp1252, GB18030 …);
else cp1252, or Latin-1 for the five bytes cp1252 leaves undefined. Bytes that look binary (NULs, many
control characters) are refused with ``bad_encoding``, as are a BOM-marked text that does not decode (an
odd-length UTF-16 text, a lone surrogate) and a text over ``IngestOptions.max_chars`` characters
(``too_large``).
"""

from __future__ import annotations

import codecs
from pathlib import Path

from docx_cli.document import Document, Page, Word
from docx_cli.errors import InputError

_BOMS = (  # longest first: the UTF-32 LE mark starts with the UTF-16 LE one
    (codecs.BOM_UTF32_LE, "utf-32-le"), (codecs.BOM_UTF32_BE, "utf-32-be"), (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be"),
)
_CONTROL = bytes(c for c in range(32) if chr(c) not in "\t\n\r\f\v\x1a\x1b")  # \x1a: DOS EOF, \x1b: ESC


def looks_binary(data: bytes) -> bool:
    """NUL bytes, or more than 1 % other control characters (at least 3) in the first 64 KiB: not text."""
    head = data[:65536]
    if b"\x00" in head:
        return True
    control = len(head) - len(head.translate(None, _CONTROL))
    return control > max(2, len(head) // 100)


def _bad(message: str) -> InputError:
    return InputError("bad_encoding", f"{message}; convert it with iconv -t UTF-8")


def _guess(data: bytes) -> str | None:
    """charset-normalizer's reading, when installed. Its guess among the Western single-byte code pages is
    unreliable on short texts (French cp1252 came out as cp1250: "crčme"), so cp1252, by far the commonest
    in business documents, wins whenever it reads the bytes as cleanly as the best guess does."""
    try:
        from charset_normalizer import from_bytes
    except ImportError:
        return None
    matches = list(from_bytes(data[:1 << 20]))  # a 1 MiB sample decides; the whole text is decoded below
    if not matches:
        return None
    best = min(m.chaos for m in matches)
    clean = [m for m in matches if m.chaos <= best + 0.01]
    if any("cp1252" in m.could_be_from_charset for m in clean):
        return None  # the caller's cp1252 fallback
    for m in clean:
        try:
            return data.decode(m.encoding)
        except (UnicodeDecodeError, LookupError):
            continue
    return None


def decode_text(data: bytes, path: str | Path = "", declared: str | None = None) -> str:
    """``data`` as text (see the module docstring for the order), or InputError("bad_encoding")."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            body = data[len(bom):]
            try:
                return body.decode(encoding)  # strict: odd length, lone surrogates and bad bytes raise
            except UnicodeDecodeError as e:
                raise _bad(f"not valid {encoding.upper()} despite its byte-order mark ({e.reason} at byte "
                           f"{e.start + len(bom)})") from None
    if looks_binary(data):
        raise _bad("binary data, not text (NUL or control bytes)")
    if declared:
        try:
            return data.decode(codecs.lookup(declared).name)
        except (LookupError, UnicodeDecodeError):
            pass  # a wrong or unknown declaration: guess as if there were none
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    guessed = _guess(data)
    if guessed is not None:
        return guessed
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError:
        return data.decode("latin-1")  # decodes every byte


def check_chars(n: int, limit: int | None, what: str = "text") -> None:
    if limit is not None and n > limit:
        raise InputError("too_large", f"{what} of {n:,} characters is over the {limit:,} character limit "
                         "(--limit max_chars=N raises it; docs/limits.md)")


def check_words(n: int, limit: int | None) -> None:
    if limit is not None and n > limit:
        raise InputError("too_large", f"over {limit:,} words (this input has at least {n:,}; "
                         "--limit max_words=N raises the limit; docs/limits.md)")


def parse_text(text: str, max_words: int | None = None) -> tuple[Page, ...]:
    pages = []
    n_words = 0
    for number, page_text in enumerate(text.split("\f"), start=1):
        words: list[Word] = []
        line_id, block_id, in_block = 0, 0, False
        for raw in page_text.splitlines():
            tokens = raw.split()
            if not tokens:
                if in_block:
                    block_id += 1
                    in_block = False
                continue
            n_words += len(tokens)
            check_words(n_words, max_words)  # before the Words exist: 200 MB of text is not 7 GB of them
            words.extend(Word(text=t, line_id=line_id, block_id=block_id) for t in tokens)
            line_id += 1
            in_block = True
        pages.append(Page(number=number, width=0.0, height=0.0, unit="none", source="text", words=tuple(words)))
    while len(pages) > 1 and not pages[-1].words:  # a trailing form feed is not a page
        pages.pop()
    return tuple(pages)


def read_bytes_capped(path: str | Path, max_chars: int | None) -> bytes:
    """The file's bytes, refused (too_large) before reading when even 4 bytes a character could not fit."""
    p = Path(path)
    if max_chars is not None:
        size = p.stat().st_size
        if size > 4 * max_chars:
            raise InputError("too_large", f"{size:,} bytes is over the {max_chars:,} character limit "
                             "(--limit max_chars=N raises it; docs/limits.md)")
    return p.read_bytes()


def read_text(path: str | Path, source: str | None = None, max_chars: int | None = None,
              max_words: int | None = None) -> Document:
    text = decode_text(read_bytes_capped(path, max_chars), path)
    check_chars(len(text), max_chars)
    return Document(source=source or str(path), pages=parse_text(text, max_words), format="plain",
                    metadata={"reader": "text"})
