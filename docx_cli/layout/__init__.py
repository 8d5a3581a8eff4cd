"""Layout stages between ingestion and the model: ``reading_order`` (words → lines → blocks, XY-cut columns)
and ``chunking`` (a Document → model-sized windows)."""
