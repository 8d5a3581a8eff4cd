"""Ingestion: any supported file → a Document (docx_cli/document.py). Entry point: ``load.load_document``.

Which library does what:
  load.py   dispatch on the file's magic bytes (not its suffix); our own Document JSON passes through as is
  pdf.py    pdfplumber: words and boxes of the PDF text layer, page by page; pages without one go to ocr.py
  ocr.py    pypdfium2 renders scanned PDF pages (300 dpi); Pillow opens images (multi-page TIFF, pixel limit);
            Tesseract (pytesseract ``image_to_data``, OMP_THREAD_LIMIT=1) reads words, confidences, lines, blocks
  html.py   lxml: visible text nodes with their XPath (web format, no boxes)
  text.py   plain text: words with line and block ids (plain format, no boxes)
  words.py  after every reader: a label glued to its value ("DATE:11/03/18") becomes two words
  evaluate.py  character recall against SROIE gold lines; word agreement with pdfplumber
"""
