"""The repair rules: what a reader knows and a tagger does not, each switchable by name in ``DecodeParams.rules``
(docx_cli/decode/params.py lists them all, in the order they run).

On tags, after Viterbi: periods.py (``date_ranges``), fill.py (``fill_single``, ``typed_fill``, ``sole_date``,
``move_runs``, ``displaced_date``), keys.py (``date_keys``, ``amount_keys``, ``number_keys``, ``party_keys``,
``order_issuer``, ``tax_base``: the key printed before a value, an order's title, names its field; a tax read on
its base moves to the amount its rate gives), roles.py (``block_roles``,
``address_names``: an address block's party), sender.py (``sender_line``, ``footer_name``: the block under a
letter's one-line sender address is the addressee's, a footer's one-line address names the issuer), payee.py
(``payee_name``: the payee of the page's payment is the seller), continuations.py (``move_continuations``,
``continuation_above``), next_lines.py (``take_next_lines``, ``column_split``, ``address_lines``, ``address_keys``:
an address block goes on down to its postcode and holds no key), columns.py (``one_column``, ``whole_cells``,
``address_column``, ``address_cells``, ``touching_pieces``, ``closed_brackets``, ``reference_tails``,
``note_lines``, ``open_ends``, ``priced_lines``, ``item_codes``, ``wrap_above``, ``row_text``: a row whose numbers
alone the model read has its first cell as its text; ``section_heads``' tag step: a heading is no product's first
line), id_column.py (``id_column``: a table's id column is one field), counted.py (``counted_items``,
``at_prices``: "2 of: …", "1.32 lb @ 2.49"), arithmetic.py (``one_quantity``, ``row_arithmetic``), groups.py
(``digit_groups``), headers.py (``header_text``, ``column_headers``: no item is
printed on a table's header line, which names the numbers under it), letterhead.py (``address_head_name``,
``first_line_name``, ``keyed_name``, ``open_names``: a document naming no party takes its first line's name; an
address's first line that reads as a name is the name; a party's empty name is the one under its key; a name ending
on "for" takes its rest); lines.py measures where two words of a line stand. On the fields JSON: extensions.py
(``prefer_extensions``), names.py (``same_name``, ``two_parties``, ``card_names``), dates.py (``separate_dates``, ``split_dates``,
``order_dates``), currency.py (``total_currency``, ``currency_of_total``, ``page_currency``, ``dollar_country``, ``country_currency``). The rules that live inside a step:
``line_breaks`` (viterbi.py), ``detail_lines`` (rows.py), ``trim_symbols``, ``date_line``, ``name_contacts``, ``name_column``, ``name_one_size``, ``logo_letters``,
``name_lines_column``, ``name_number_line`` and ``join_split_spans`` (spans.py), ``typed_first``, ``amount_votes``,
``phrase_names``, ``legal_spelling``, ``address_digits``, ``under_total``, ``prose_rows``, ``text_rows``, ``amount_words``, ``total_lines``, ``above_header``, ``lone_price`` and
``payment_lines`` (values.py), ``wrapped_cells`` (rows.py).
"""
