"""The e-invoice a PDF may carry inside it: Factur-X / ZUGFeRD / XRechnung (UN/CEFACT CII) or UBL 2.1 XML,
attached to the PDF as a file (PDF/A-3). Where one is attached it is the issuer's own structured copy of the
invoice, so `docx extract` returns it as it is, beside (never instead of) what the model read off the pages:
``embedded_invoice`` in the result JSON, with the same field names.

Only the attachment is read: the PDF's pages go through the model as any other PDF's. The XML comes from the
file the user passed, so it is parsed without DTDs, entities or network access, and an attachment over
``MAX_XML_BYTES`` is skipped.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

# attachment names the standards fix (Factur-X 1.0, ZUGFeRD 1 and 2, XRechnung in a PDF); any other .xml
# attachment is tried after these (an Order-X order, say, is no invoice and is not read)
KNOWN_NAMES = ("factur-x.xml", "zugferd-invoice.xml", "zugferd_invoice.xml", "xrechnung.xml")
MAX_XML_BYTES = 8 * 1024 * 1024

# Cross Industry Invoice as Factur-X / ZUGFeRD 2 / XRechnung write it (UN/CEFACT D16B), and ZUGFeRD 1.0's older
# Cross Industry Document: the same tree under other namespaces and element names
CII = {"rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
       "ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
       "udt": "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"}
CII_NAMES = {"context": "rsm:ExchangedDocumentContext", "doc": "rsm:ExchangedDocument",
             "tx": "rsm:SupplyChainTradeTransaction", "agreement": "ram:ApplicableHeaderTradeAgreement",
             "settlement": "ram:ApplicableHeaderTradeSettlement",
             "totals": "ram:SpecifiedTradeSettlementHeaderMonetarySummation",
             "line_delivery": "ram:SpecifiedLineTradeDelivery", "line_agreement": "ram:SpecifiedLineTradeAgreement",
             "line_settlement": "ram:SpecifiedLineTradeSettlement",
             "line_totals": "ram:SpecifiedTradeSettlementLineMonetarySummation"}
ZUGFERD1 = {"rsm": "urn:ferd:CrossIndustryDocument:invoice:1p0",
            "ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12",
            "udt": "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15"}
ZUGFERD1_NAMES = {"context": "rsm:SpecifiedExchangedDocumentContext", "doc": "rsm:HeaderExchangedDocument",
                  "tx": "rsm:SpecifiedSupplyChainTradeTransaction",
                  "agreement": "ram:ApplicableSupplyChainTradeAgreement",
                  "settlement": "ram:ApplicableSupplyChainTradeSettlement",
                  "totals": "ram:SpecifiedTradeSettlementMonetarySummation",
                  "line_delivery": "ram:SpecifiedSupplyChainTradeDelivery",
                  "line_agreement": "ram:SpecifiedSupplyChainTradeAgreement",
                  "line_settlement": "ram:SpecifiedSupplyChainTradeSettlement",
                  "line_totals": "ram:SpecifiedTradeSettlementMonetarySummation"}
UBL = {"cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
       "cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"}
UBL_ROOTS = {"urn:oasis:names:specification:ubl:schema:xsd:Invoice-2": "Invoice",
             "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2": "CreditNote"}


def read_embedded(path: str | Path, password: str | None = None) -> dict[str, Any] | None:
    """The e-invoice attached to the PDF at ``path`` as ``{"standard", "profile", "attachment", "fields",
    "line_items"}``, or None (no attachment reads as one, or the PDF cannot be opened for its attachments)."""
    import pypdfium2 as pdfium

    try:
        pdf = pdfium.PdfDocument(str(path), password=password)
    except Exception:  # noqa: BLE001 - the pages were read already; an unreadable attachment list is no error
        return None
    try:
        attachments = []
        for i in range(pdf.count_attachments()):
            a = pdf.get_attachment(i)
            name = a.get_name() or ""
            if name.lower().endswith(".xml"):
                attachments.append((name, a))
        attachments.sort(key=lambda na: na[0].lower() not in KNOWN_NAMES)
        for name, a in attachments:
            # (its decoded size is known only by decoding it; the PDF's own inflation check ran before)
            data = bytes(a.get_data())
            if len(data) > MAX_XML_BYTES:
                continue
            parsed = parse_invoice_xml(data)
            if parsed is not None:
                return {**parsed, "attachment": name}
        return None
    except Exception:  # noqa: BLE001 - a broken attachment is skipped like a missing one
        return None
    finally:
        pdf.close()


def parse_invoice_xml(data: bytes) -> dict[str, Any] | None:
    """A CII or UBL invoice's fields and line items, or None when ``data`` is neither."""
    from lxml import etree

    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)
    try:
        root = etree.fromstring(data, parser)
    except etree.XMLSyntaxError:
        return None
    ns = etree.QName(root).namespace
    if ns == CII["rsm"] and etree.QName(root).localname == "CrossIndustryInvoice":
        return _cii(root, CII, CII_NAMES, "UN/CEFACT CII")
    if ns == ZUGFERD1["rsm"] and etree.QName(root).localname == "CrossIndustryDocument":
        return _cii(root, ZUGFERD1, ZUGFERD1_NAMES, "ZUGFeRD 1.0")
    if ns in UBL_ROOTS:
        return _ubl(root, UBL_ROOTS[ns])
    return None


# -- UN/CEFACT Cross Industry Invoice (Factur-X, ZUGFeRD 2, XRechnung CII) ---------------------------------------


def _text(node, path: str, ns: dict) -> str | None:
    found = node.find(path, ns) if node is not None else None
    if found is None or found.text is None:
        return None
    return " ".join(found.text.split()) or None


def _cii_date(node, path: str, ns: dict) -> str | None:
    """A udt:DateTimeString as an ISO date (format 102 is YYYYMMDD; others are given as printed)."""
    el = node.find(path, ns) if node is not None else None
    if el is None or not el.text:
        return None
    text = el.text.strip()
    if el.get("format", "102") == "102" and len(text) == 8 and text.isdigit():
        return f"{text[:4]}-{text[4:6]}-{text[6:]}"
    return text


def _cii_party(party, ns: dict) -> tuple[str | None, str | None]:
    if party is None:
        return None, None
    addr = party.find("ram:PostalTradeAddress", ns)
    parts = [_text(addr, f"ram:{k}", ns) for k in ("LineOne", "LineTwo", "LineThree")]
    city = " ".join(p for p in (_text(addr, "ram:PostcodeCode", ns), _text(addr, "ram:CityName", ns)) if p)
    parts += [city, _text(addr, "ram:CountryID", ns)]
    return _text(party, "ram:Name", ns), ", ".join(p for p in parts if p) or None


def _amount_in(node, path: str, currency: str | None, ns: dict = CII) -> str | None:
    """The amount at ``path``; of several (a tax total given in two currencies), the invoice currency's."""
    els = node.findall(path, ns) if node is not None else []
    for el in els:
        if currency is None or el.get("currencyID") in (None, currency):
            return (el.text or "").strip() or None
    if not els:
        return None
    return (els[0].text or "").strip() or None


def _cii(root, ns: dict, n: dict, standard: str) -> dict[str, Any]:
    """``ns``: the dialect's namespaces, ``n``: its element names (CII_NAMES, ZUGFERD1_NAMES)."""
    doc = root.find(n["doc"], ns)
    tx = root.find(n["tx"], ns)
    agreement = tx.find(n["agreement"], ns) if tx is not None else None
    settlement = tx.find(n["settlement"], ns) if tx is not None else None
    totals = settlement.find(n["totals"], ns) if settlement is not None else None
    currency = _text(settlement, "ram:InvoiceCurrencyCode", ns)
    parties = {role: _cii_party(agreement.find(f"ram:{role}TradeParty", ns) if agreement is not None else None, ns)
               for role in ("Seller", "Buyer")}
    period = settlement.find("ram:BillingSpecifiedPeriod", ns) if settlement is not None else None
    fields = {
        "document_number": _text(doc, "ram:ID", ns),
        "date": _cii_date(doc, "ram:IssueDateTime/udt:DateTimeString", ns),
        "due_date": _cii_date(settlement, "ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString", ns),
        "total_amount": _amount_in(totals, "ram:GrandTotalAmount", currency, ns),
        "tax_amount": _amount_in(totals, "ram:TaxTotalAmount", currency, ns),
        "currency": currency,
        "vendor_name": parties["Seller"][0], "vendor_address": parties["Seller"][1],
        "customer_name": parties["Buyer"][0], "customer_address": parties["Buyer"][1],
        "period_start": _cii_date(period, "ram:StartDateTime/udt:DateTimeString", ns),
        "period_end": _cii_date(period, "ram:EndDateTime/udt:DateTimeString", ns),
    }
    items = []
    for line in tx.findall("ram:IncludedSupplyChainTradeLineItem", ns) if tx is not None else []:
        items.append(_present({
            "item_id": _text(line, "ram:SpecifiedTradeProduct/ram:SellerAssignedID", ns),
            "description": _text(line, "ram:SpecifiedTradeProduct/ram:Name", ns),
            "quantity": _text(line, f"{n['line_delivery']}/ram:BilledQuantity", ns),
            "unit_price": _text(line, f"{n['line_agreement']}/ram:NetPriceProductTradePrice/ram:ChargeAmount", ns),
            "line_amount": _text(line, f"{n['line_settlement']}/{n['line_totals']}/ram:LineTotalAmount", ns),
        }))
    profile = _text(root, f"{n['context']}/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID", ns)
    return {"standard": standard, "profile": profile, "type_code": _text(doc, "ram:TypeCode", ns),
            "fields": _present(fields), "line_items": items}


# -- OASIS UBL 2.1 (Peppol BIS, XRechnung UBL) -------------------------------------------------------------------


def _ubl_party(party) -> tuple[str | None, str | None]:
    if party is None:
        return None, None
    name = (_text(party, "cac:PartyName/cbc:Name", UBL)
            or _text(party, "cac:PartyLegalEntity/cbc:RegistrationName", UBL))
    addr = party.find("cac:PostalAddress", UBL)
    parts = [_text(addr, "cbc:StreetName", UBL), _text(addr, "cbc:AdditionalStreetName", UBL),
             _text(addr, "cac:AddressLine/cbc:Line", UBL)]
    city = " ".join(p for p in (_text(addr, "cbc:PostalZone", UBL), _text(addr, "cbc:CityName", UBL)) if p)
    parts += [city, _text(addr, "cac:Country/cbc:IdentificationCode", UBL)]
    return name, ", ".join(p for p in parts if p) or None


def _ubl(root, kind: str) -> dict[str, Any]:
    vendor, vendor_address = _ubl_party(root.find("cac:AccountingSupplierParty/cac:Party", UBL))
    customer, customer_address = _ubl_party(root.find("cac:AccountingCustomerParty/cac:Party", UBL))
    currency = _text(root, "cbc:DocumentCurrencyCode", UBL)
    fields = {
        "document_number": _text(root, "cbc:ID", UBL),
        "date": _text(root, "cbc:IssueDate", UBL),
        "due_date": _text(root, "cbc:DueDate", UBL) or _text(root, "cac:PaymentMeans/cbc:PaymentDueDate", UBL),
        "total_amount": _text(root, "cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount", UBL),
        "tax_amount": _amount_in(root, "cac:TaxTotal/cbc:TaxAmount", currency, UBL),
        "currency": currency,
        "vendor_name": vendor, "vendor_address": vendor_address,
        "customer_name": customer, "customer_address": customer_address,
        "period_start": _text(root, "cac:InvoicePeriod/cbc:StartDate", UBL),
        "period_end": _text(root, "cac:InvoicePeriod/cbc:EndDate", UBL),
    }
    line_tag, qty_tag = ("InvoiceLine", "InvoicedQuantity") if kind == "Invoice" else ("CreditNoteLine",
                                                                                      "CreditedQuantity")
    items = [_present({
        "item_id": _text(line, "cac:Item/cac:SellersItemIdentification/cbc:ID", UBL),
        "description": _text(line, "cac:Item/cbc:Name", UBL),
        "quantity": _text(line, f"cbc:{qty_tag}", UBL),
        "unit_price": _text(line, "cac:Price/cbc:PriceAmount", UBL),
        "line_amount": _text(line, "cbc:LineExtensionAmount", UBL),
    }) for line in root.findall(f"cac:{line_tag}", UBL)]
    type_code = _text(root, "cbc:InvoiceTypeCode", UBL) or _text(root, "cbc:CreditNoteTypeCode", UBL)
    return {"standard": "UBL 2.1", "profile": _text(root, "cbc:CustomizationID", UBL), "type_code": type_code,
            "fields": _present(fields), "line_items": items}


def _present(d: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in d.items() if v is not None}
