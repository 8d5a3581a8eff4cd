"""Dataset readers. Each returns a :class:`DatasetResult`: Documents whose words carry gold BIESO tags, the
field kinds, and a report (e.g. how many gold values the weak-label locator found).

    from docx_cli.training.datasets import load_dataset, normalizer_for
    result = load_dataset(cfg.data)                       # every document of data.path
    norm = normalizer_for(cfg.data.kind)                  # field-level comparison form of a value
"""

from __future__ import annotations

from collections.abc import Callable

from docx_cli.training.datasets.common import DatasetResult, gold_fields, norm_ws

__all__ = ["DatasetResult", "gold_fields", "load_dataset", "normalizer_for"]


# Readers that can select a split before reading (their documents are OCR'd or parsed on first use).
PART_KINDS = ("sroie", "wildreceipt", "deepform", "values")


def load_dataset(data, path: str | None = None, part: tuple[float, int, str] | None = None) -> DatasetResult:
    """Read ``path`` (default ``data.path``) as a dataset of ``data.kind`` (a DataSection). ``part``: only
    one side of the seeded split (``(fraction, seed, "train" | "validation")``), for the kinds in
    PART_KINDS."""
    path = path or data.path
    kind = data.kind
    if kind == "sroie":
        from docx_cli.training.datasets.sroie import load_sroie

        result = load_sroie(path, data.sroie, data.cache_dir, data.max_documents, part)
    elif kind == "funsd":
        from docx_cli.training.datasets.funsd import load_funsd

        result = load_funsd(path, data.funsd, data.max_documents)
    elif kind == "kleister":
        from docx_cli.training.datasets.kleister import load_kleister

        result = load_kleister(path, data.kleister, data.cache_dir, data.max_documents)
    elif kind == "synthetic":
        from docx_cli.training.datasets.synthetic import load_synthetic

        result = load_synthetic(path, data.synthetic, data.fields, data.max_documents)
    elif kind == "jsonl":
        from docx_cli.training.datasets.jsonl import load_jsonl

        result = load_jsonl(path, data.fields, data.max_documents)
    elif kind == "values":
        from docx_cli.training.datasets.values import load_values

        result = load_values(path, data.values, data.cache_dir, data.max_documents, part)
    elif kind == "deepform":
        from docx_cli.training.datasets.deepform import load_deepform

        result = load_deepform(path, data.deepform, data.cache_dir, data.max_documents, part)
    elif kind == "wildreceipt":
        from docx_cli.training.datasets.wildreceipt import load_wildreceipt

        result = load_wildreceipt(path, data.wildreceipt, data.cache_dir, data.max_documents, part)
    elif kind == "files":
        from docx_cli.training.datasets.files import load_files

        result = load_files(path, data.cache_dir, data.max_documents)
    else:  # the schema only admits the kinds above
        raise AssertionError(kind)
    if data.fields is not None and kind != "files":
        result.fields = dict(data.fields)
    return result


def normalizer_for(kind: str, data=None) -> Callable[[str, str], str]:
    """``normalize(field, text)``: the form in which a predicted and a gold value are compared. Values-based
    sets (``values``, ``deepform``, ``wildreceipt``) compare by meaning: dates as ISO dates, amounts as numbers,
    text by its letters and digits (annotators typed the values; case, spacing and punctuation are theirs)."""
    if kind in ("values", "deepform", "wildreceipt"):
        from docx_cli.training.datasets.values import comparable

        day_first = kind != "deepform" and (data is None or data.values.day_first)
        return lambda field, text: comparable(field, text, day_first)
    if kind == "kleister":
        from docx_cli.training.datasets.kleister import normalize_value

        return lambda field, text: normalize_value(field, text).upper()
    if kind == "sroie":
        from docx_cli.training.datasets.sroie import normalize_value as sroie_value

        return sroie_value
    return lambda field, text: norm_ws(text)
