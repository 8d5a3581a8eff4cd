"""The shipped contract model (models/kleister-nda) on a Kleister NDA validation contract, offline, by name.

Contract 0c3ab1d0… is in the validation split of examples/configs/kleister-nda.yaml (split_seed 13), so the
model never trained on it. Its gold (train/expected.tsv): effective_date=2006-01-30, jurisdiction=Michigan,
party=Asset_Acceptance_Capital_Corp., party=James_C._Lee. Skips, with the reason, where the model or the
shared data is absent.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import data_path

MODEL = Path(__file__).resolve().parents[1] / "models" / "kleister-nda"

pytestmark = pytest.mark.skipif(not (MODEL / "model.safetensors").is_file(),
                                reason="models/kleister-nda is absent (see examples/configs/kleister-nda.yaml)")


def test_contract_fields_by_model_name():
    from docx_cli import extract, load_model
    from docx_cli.training.datasets.kleister import normalize_value

    pdf = data_path("kleister-nda", "train", "documents", "0c3ab1d0c8bb3b1c2f7a64f3ab584368.pdf")
    fields = extract(str(pdf), load_model("kleister-nda")).to_json()["fields"]
    assert fields["effective_date"]["normalized"] == "2006-01-30"
    assert normalize_value("jurisdiction", fields["jurisdiction"]["value"]) == "Michigan"
    parties = {normalize_value("party", p["value"]).upper() for p in fields["party"]}
    assert "ASSET_ACCEPTANCE_CAPITAL_CORP." in parties
    assert all(p["page"] >= 1 and len(p["bbox"]) == 4 for p in fields["party"])
    assert len(fields["party"]) <= 2  # labels.json "max_values": the first two parties the contract names
    assert (fields["term"] or {}).get("value") is None  # none in the gold; under the 0.7 floor: a candidate


def test_contract_model_declares_its_filters():
    from docx_cli.registry import find_model

    info = find_model("kleister-nda")
    assert info.min_confidence == {"party": 0.55, "term": 0.7} and info.max_values == {"party": 2}
    assert info.to_json()["max_values"] == {"party": 2}


def test_a_term_under_the_floor_is_a_candidate_not_a_value():
    """Contract 22a9ca6c… (validation split, no term in its gold) states only standstill and non-solicitation
    periods; the model's term there is under labels.json's 0.7 floor, so it is shown as a candidate."""
    from docx_cli import extract, load_model

    pdf = data_path("kleister-nda", "train", "documents", "22a9ca6c51304892ecda7c2a7c247d45.pdf")
    term = extract(str(pdf), load_model("kleister-nda")).to_json()["fields"]["term"]
    assert term["value"] is None
    assert term["candidates"] and all(c["confidence"] < 0.7 for c in term["candidates"])
    assert term["candidates"][0]["value"].lower().endswith("year")
