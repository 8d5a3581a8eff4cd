"""Benchmarks (not tests): ``attention`` measures one encoder forward by sequence length, ours against
transformers' LayoutLM (Douzon et al., Table 1); ``extract`` measures the end-to-end pipeline by stage.

Each attention point runs in a fresh subprocess so that one point's memory high-water mark, allocator
caches and thread pools never leak into the next, and so that a point over its time or memory budget
can be killed and recorded instead of taking the whole run down."""

from docx_cli.bench.attention import (
    REFERENCES,
    SEED_001_GPU_4096,
    SIZES,
    PointSpec,
    acceptance,
    measure_point,
    run_attention_bench,
    run_point,
)

__all__ = [
    "REFERENCES",
    "SEED_001_GPU_4096",
    "SIZES",
    "PointSpec",
    "acceptance",
    "measure_point",
    "run_attention_bench",
    "run_point",
]
