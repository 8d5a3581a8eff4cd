"""Chunking: model-sized windows, first-subword alignment, every word classified exactly once."""

import itertools

import pytest
import torch

from docx_cli.document import Document, Page, Word
from docx_cli.layout.chunking import CLS_BOX, SEP_BOX, chunk_document, collate, merge_word_logits
from docx_cli.tagging import IGNORE_INDEX, tag_set


def make_doc(words_per_page=(30, 5, 80), fmt="document") -> Document:
    pages = []
    k = 0
    for p, n in enumerate(words_per_page, start=1):
        words = []
        for i in range(n):
            y = 20 + (i // 6) * 14
            x = 30 + (i % 6) * 90
            text = f"w{k}" if k % 7 else "invoice"  # "invoice" is one token, "w12" is three
            words.append(Word(text, (x, y, x + 60, y + 10), line_id=i // 6,
                              xpath=f"/html/body/div[{p}]/span[{i + 1}]" if fmt == "web" else None,
                              label="S-date" if k % 5 == 0 else None))
            k += 1
        pages.append(Page(p, 612.0, 792.0, words=tuple(words)))
    return Document("t.pdf", tuple(pages), format=fmt)


def fake_logits(chunks):
    """Token logits whose single class is the word index at first subwords (garbage elsewhere)."""
    out = []
    for c in chunks:
        x = torch.full((len(c) + 3, 1), -1e6)  # +3: padding must be ignored
        for pos, w in enumerate(c.word_ids):
            if w >= 0:
                x[pos, 0] = float(w)
        out.append(x)
    return out


@pytest.mark.parametrize("mode", ["split_page", "window", "whole"])
@pytest.mark.parametrize("max_length", [16, 64, 1024])
def test_every_word_exactly_once(tiny_tokenizer, mode, max_length):
    doc = make_doc()
    chunks = chunk_document(doc, tiny_tokenizer, max_length=max_length, mode=mode)
    assert chunks
    for c in chunks:
        assert len(c) <= max_length
        assert c.input_ids[0] == tiny_tokenizer.cls_token_id and c.input_ids[-1] == tiny_tokenizer.sep_token_id
        assert c.bbox[0] == CLS_BOX and c.bbox[-1] == SEP_BOX
        assert all(0 <= v <= 1000 for b in c.bbox for v in b)
        assert len(c.bbox) == len(c.word_ids) == len(c)
        assert c.words == sorted(c.words) and len(set(c.words)) == len(c.words)
    seen = sorted({w for c in chunks for w in c.words})
    assert seen == list(range(doc.num_words))
    merged = merge_word_logits(chunks, fake_logits(chunks), doc.num_words)
    assert merged.shape == (doc.num_words, 1)
    assert torch.equal(merged[:, 0], torch.arange(doc.num_words, dtype=torch.float32))


def test_split_page_keeps_pages_apart(tiny_tokenizer):
    doc = make_doc()
    chunks = chunk_document(doc, tiny_tokenizer, max_length=512, mode="split_page")
    assert [c.page for c in chunks] == [1, 2, 3]
    assert [len(c.words) for c in chunks] == [30, 5, 80]
    # a long page is cut into overlapping windows that stay on the page
    chunks = chunk_document(doc, tiny_tokenizer, max_length=64, mode="split_page", stride=12)
    page3 = [c for c in chunks if c.page == 3]
    assert len(page3) > 1 and all(min(c.words) >= 35 for c in page3)
    for a, b in itertools.pairwise(page3):
        assert min(b.words) <= max(a.words)  # overlap


def test_window_overlap_is_bounded_by_stride(tiny_tokenizer):
    doc = make_doc()
    chunks = chunk_document(doc, tiny_tokenizer, max_length=40, mode="window", stride=10)
    assert len(chunks) > 3
    for a, b in itertools.pairwise(chunks):
        shared = set(a.words) & set(b.words)
        assert shared, "neighbouring windows overlap"
        shared_tokens = sum(len(tiny_tokenizer(f"w{w}" if w % 7 else "invoice", add_special_tokens=False)
                                ["input_ids"]) for w in shared)
        assert shared_tokens <= 10
        assert min(b.words) > min(a.words)  # always moves forward
    assert {c.page for c in chunks} == {1, 2, 3}  # windows run across page breaks


def test_whole_is_one_sequence_then_balanced(tiny_tokenizer):
    doc = make_doc()
    assert len(chunk_document(doc, tiny_tokenizer, max_length=2048, mode="whole")) == 1
    chunks = chunk_document(doc, tiny_tokenizer, max_length=128, mode="whole")
    assert len(chunks) > 1
    words = [w for c in chunks for w in c.words]
    assert words == list(range(doc.num_words))  # no overlap, in order
    sizes = [len(c) for c in chunks]
    assert max(sizes) - min(sizes) < 40  # balanced, no tiny tail


def test_overlapping_logits_are_averaged(tiny_tokenizer):
    doc = make_doc((12,))
    chunks = chunk_document(doc, tiny_tokenizer, max_length=20, mode="window", stride=8)
    assert len(chunks) >= 2
    shared = set(chunks[0].words) & set(chunks[1].words)
    assert shared
    logits = [torch.full((len(c), 2), float(i)) for i, c in enumerate(chunks)]
    merged = merge_word_logits(chunks, logits, doc.num_words)
    w = min(shared)
    holders = [i for i, c in enumerate(chunks) if w in c.words]
    assert merged[w, 0].item() == pytest.approx(sum(holders) / len(holders))


def test_first_subword_labels_and_collate(tiny_tokenizer):
    doc = make_doc((7,))
    tags = tag_set(["date"])
    label2id = {t: i for i, t in enumerate(tags)}
    (chunk,) = chunk_document(doc, tiny_tokenizer, max_length=128, label2id=label2id)
    for wid, lab in zip(chunk.word_ids, chunk.labels):
        if wid < 0:
            assert lab == IGNORE_INDEX
        else:
            assert lab == label2id["S-date" if wid % 5 == 0 else "O"]
    assert sum(1 for w in chunk.word_ids if w >= 0) == 7
    # subwords of one word share its box
    owner = None
    for pos in range(1, len(chunk) - 1):
        if chunk.word_ids[pos] >= 0:
            owner = pos
        assert chunk.bbox[pos] == chunk.bbox[owner]
    assert len(chunk) > 7 + 2  # some words did have several subwords
    other = chunk_document(make_doc((3,)), tiny_tokenizer, max_length=128, label2id=label2id)[0]
    batch = collate([chunk, other], pad_token_id=0)
    n = len(chunk)
    assert batch["input_ids"].shape == (2, n) and batch["bbox"].shape == (2, n, 4)
    assert batch["attention_mask"][1].sum().item() == len(other)
    assert batch["labels"][1, len(other):].eq(IGNORE_INDEX).all()
    assert batch["format"] == "document" and "xpath_tags" not in batch
    assert collate([chunk], pad_to=200)["input_ids"].shape == (1, 200)


def test_unknown_gold_tag_is_an_error(tiny_tokenizer):
    with pytest.raises(ValueError, match="not in the model's tag set"):
        chunk_document(make_doc((7,)), tiny_tokenizer, label2id={"O": 0})


def test_degenerate_words(tiny_tokenizer):
    words = (Word("", (1, 1, 2, 2)), Word("x" * 500, None), Word("\u200b", (700, 900, 650, 2000)))
    doc = Document("d", (Page(1, 612, 792, words=words),))
    chunks = chunk_document(doc, tiny_tokenizer, max_length=16, mode="window", stride=3)
    assert sorted({w for c in chunks for w in c.words}) == [0, 1, 2]
    assert all(len(c) <= 16 for c in chunks)
    assert chunk_document(Document("e", (Page(1, 1, 1),)), tiny_tokenizer) == []


def test_web_documents_carry_xpaths(tiny_tokenizer):
    doc = make_doc((4,), fmt="web")
    (chunk,) = chunk_document(doc, tiny_tokenizer, max_length=64, max_xpath_depth=8)
    assert len(chunk.xpath_tags) == len(chunk) and len(chunk.xpath_tags[0]) == 8
    assert chunk.xpath_tags[0] == (0,) * 8  # [CLS]: all PAD
    assert chunk.xpath_subs[1][:4] == (0, 0, 1, 1)  # /html/body/div[1]/span[1]
    batch = collate([chunk])
    assert batch["xpath_tags"].shape == (1, len(chunk), 8) and batch["format"] == "web"


def test_a_pathological_word_is_cut_before_it_is_tokenized(tiny_tokenizer):
    """A 2 MB word of one-character pieces ("a:b:…": every character a subword) is cut before tokenizing: the
    model only ever sees a word's first MAX_WORD_TOKENS subwords, the same as for its first kilobyte."""
    from docx_cli.document import Document, Page, Word

    calls = []

    class Spy:
        def __init__(self, tok):
            self.tok = tok

        def __getattr__(self, name):
            return getattr(self.tok, name)

        def __call__(self, texts, **kw):
            calls.append(max(len(t) for t in texts))
            return self.tok(texts, **kw)

    def doc_of(text):
        words = (Word("Total", (10, 10, 40, 20)), Word(text, (50, 10, 90, 20)))
        return Document("x.txt", (Page(1, 100, 100, words=words),))

    long_word = "a:" * 1_000_000
    got = chunk_document(doc_of(long_word), Spy(tiny_tokenizer), max_length=128, mode="split_page")
    short = chunk_document(doc_of(long_word[:1024]), tiny_tokenizer, max_length=128, mode="split_page")
    assert calls and calls[0] <= 1024
    assert [c.input_ids for c in got] == [c.input_ids for c in short]


def test_page_positions_restart_at_each_page(tiny_tokenizer):
    """With page_positions, 1D positions restart on every page of a whole-document chunk ([CLS] 0, a page's
    tokens 1, 2, …, [SEP] after the last); a split-page chunk's are 0..N-1 as without; collate pads them 0."""
    doc = make_doc((4, 3))
    [whole] = chunk_document(doc, tiny_tokenizer, max_length=512, mode="whole", page_positions=True)
    pos, ids = whole.position_ids, whole.word_ids
    first_of_page2 = ids.index(4)  # word 4 is page 2's first word
    assert pos[0] == 0 and pos[1] == 1 and pos[first_of_page2] == 1
    assert list(pos[1:first_of_page2]) == list(range(1, first_of_page2))
    assert pos[-1] == pos[-2] + 1 and len(pos) == len(whole)
    for c in chunk_document(doc, tiny_tokenizer, max_length=512, mode="split_page", page_positions=True):
        assert list(c.position_ids) == list(range(len(c)))
    assert chunk_document(doc, tiny_tokenizer, max_length=512, mode="whole")[0].position_ids is None
    short = chunk_document(make_doc((2,)), tiny_tokenizer, max_length=512, mode="whole", page_positions=True)[0]
    batch = collate([whole, short])
    assert batch["position_ids"].shape == (2, len(whole))
    assert batch["position_ids"][1, len(short):].eq(0).all()
    assert batch["position_ids"][0].tolist() == list(pos)
