"""One page of words on lines, with a tag per word, for the decoding rules' tests."""

from docx_cli.document import Document, Page, Word


def rows_page(lines):
    """One page of lines [(x, text, tag), ...], 12 units apart, words 10 high; ``(doc, tags)``."""
    words, tags = [], []
    for n, line in enumerate(lines):
        for x, text, tag in line:
            words.append(Word(text, (x, 100 + 12 * n, x + 6 * len(text), 110 + 12 * n), line_id=n, block_id=0))
            tags.append(tag)
    return Document("w.pdf", (Page(1, 600, 800, words=tuple(words)),)), tags
