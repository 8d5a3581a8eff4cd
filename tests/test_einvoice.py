"""E-invoices attached to PDFs (docx_cli/ingest/einvoice.py): CII (Factur-X, ZUGFeRD 2, XRechnung), ZUGFeRD 1.0
and UBL read into the field names `docx extract` uses, returned beside the model's fields, hostile XML refused."""

import json
import subprocess
import sys

import pypdfium2 as pdfium
import pytest
from reportlab.pdfgen import canvas
from test_extract_cli import run_cli
from test_pipeline import save_tiny_model

from docx_cli.ingest import einvoice
from docx_cli.ingest.einvoice import parse_invoice_xml, read_embedded
from docx_cli.pipeline import ExtractOptions, extract
from docx_cli.registry import load_model

RSM = "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
RAM = "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
UDT = "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"

CII_XML = f"""<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="{RSM}" xmlns:ram="{RAM}" xmlns:udt="{UDT}">
 <rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter>
  <ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
 </rsm:ExchangedDocumentContext>
 <rsm:ExchangedDocument><ram:ID>RE-2026-0042</ram:ID><ram:TypeCode>380</ram:TypeCode>
  <ram:IssueDateTime><udt:DateTimeString format="102">20260131</udt:DateTimeString></ram:IssueDateTime>
 </rsm:ExchangedDocument>
 <rsm:SupplyChainTradeTransaction>
  <ram:IncludedSupplyChainTradeLineItem>
   <ram:SpecifiedTradeProduct><ram:SellerAssignedID>A-100</ram:SellerAssignedID>
    <ram:Name>Hex bolt M8</ram:Name></ram:SpecifiedTradeProduct>
   <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>2.50</ram:ChargeAmount>
   </ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
   <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">4</ram:BilledQuantity>
   </ram:SpecifiedLineTradeDelivery>
   <ram:SpecifiedLineTradeSettlement><ram:SpecifiedTradeSettlementLineMonetarySummation>
    <ram:LineTotalAmount>10.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>
   </ram:SpecifiedLineTradeSettlement>
  </ram:IncludedSupplyChainTradeLineItem>
  <ram:ApplicableHeaderTradeAgreement>
   <ram:SellerTradeParty><ram:Name>Rhein Components KG</ram:Name><ram:PostalTradeAddress>
    <ram:PostcodeCode>20332</ram:PostcodeCode><ram:LineOne>Ringstraße 121</ram:LineOne>
    <ram:CityName>Leipzig</ram:CityName><ram:CountryID>DE</ram:CountryID></ram:PostalTradeAddress>
   </ram:SellerTradeParty>
   <ram:BuyerTradeParty><ram:Name>Falcon Medical Corp.</ram:Name></ram:BuyerTradeParty>
  </ram:ApplicableHeaderTradeAgreement>
  <ram:ApplicableHeaderTradeSettlement>
   <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
   <ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime><udt:DateTimeString format="102">20260302</udt:DateTimeString>
   </ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
   <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    <ram:TaxTotalAmount currencyID="USD">2.10</ram:TaxTotalAmount>
    <ram:TaxTotalAmount currencyID="EUR">1.90</ram:TaxTotalAmount>
    <ram:GrandTotalAmount>11.90</ram:GrandTotalAmount>
   </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
  </ram:ApplicableHeaderTradeSettlement>
 </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>
"""

UBL_XML = """<?xml version="1.0" encoding="UTF-8"?>
<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"
 xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
 xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
 <cbc:ID>CN-7</cbc:ID><cbc:IssueDate>2026-02-03</cbc:IssueDate>
 <cbc:DocumentCurrencyCode>GBP</cbc:DocumentCurrencyCode>
 <cac:AccountingSupplierParty><cac:Party><cac:PartyLegalEntity><cbc:RegistrationName>Sterling Ltd</cbc:RegistrationName>
 </cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty>
 <cac:TaxTotal><cbc:TaxAmount currencyID="GBP">4.00</cbc:TaxAmount></cac:TaxTotal>
 <cac:LegalMonetaryTotal><cbc:TaxInclusiveAmount currencyID="GBP">24.00</cbc:TaxInclusiveAmount></cac:LegalMonetaryTotal>
 <cac:CreditNoteLine><cbc:CreditedQuantity>2</cbc:CreditedQuantity>
  <cbc:LineExtensionAmount currencyID="GBP">20.00</cbc:LineExtensionAmount>
  <cac:Item><cbc:Name>Returned valve</cbc:Name></cac:Item><cac:Price><cbc:PriceAmount>10.00</cbc:PriceAmount></cac:Price>
 </cac:CreditNoteLine>
</CreditNote>
"""


def test_cii_fields_and_line_items():
    got = parse_invoice_xml(CII_XML.encode())
    assert got["standard"] == "UN/CEFACT CII" and got["profile"] == "urn:cen.eu:en16931:2017"
    assert got["fields"] == {
        "document_number": "RE-2026-0042", "date": "2026-01-31", "due_date": "2026-03-02", "total_amount": "11.90",
        "tax_amount": "1.90",  # of the two tax totals, the one in the invoice's currency
        "currency": "EUR", "vendor_name": "Rhein Components KG",
        "vendor_address": "Ringstraße 121, 20332 Leipzig, DE", "customer_name": "Falcon Medical Corp."}
    assert got["line_items"] == [{"item_id": "A-100", "description": "Hex bolt M8", "quantity": "4",
                                  "unit_price": "2.50", "line_amount": "10.00"}]


def test_zugferd1_is_the_same_tree_under_older_names():
    old = (CII_XML.replace(RSM, "urn:ferd:CrossIndustryDocument:invoice:1p0")
           .replace(RAM, RAM[:-3] + "12").replace(UDT, UDT[:-3] + "15")
           .replace("CrossIndustryInvoice", "CrossIndustryDocument")
           .replace("rsm:ExchangedDocumentContext", "rsm:SpecifiedExchangedDocumentContext")
           .replace("rsm:ExchangedDocument>", "rsm:HeaderExchangedDocument>")
           .replace("rsm:SupplyChainTradeTransaction", "rsm:SpecifiedSupplyChainTradeTransaction")
           .replace("ApplicableHeaderTradeAgreement", "ApplicableSupplyChainTradeAgreement")
           .replace("ApplicableHeaderTradeSettlement", "ApplicableSupplyChainTradeSettlement")
           .replace("SpecifiedTradeSettlementHeaderMonetarySummation", "SpecifiedTradeSettlementMonetarySummation")
           .replace("SpecifiedTradeSettlementLineMonetarySummation", "SpecifiedTradeSettlementMonetarySummation")
           .replace("SpecifiedLineTradeAgreement", "SpecifiedSupplyChainTradeAgreement")
           .replace("SpecifiedLineTradeDelivery", "SpecifiedSupplyChainTradeDelivery")
           .replace("SpecifiedLineTradeSettlement", "SpecifiedSupplyChainTradeSettlement"))
    got = parse_invoice_xml(old.encode())
    assert got["standard"] == "ZUGFeRD 1.0"
    assert got["fields"] == parse_invoice_xml(CII_XML.encode())["fields"]
    assert got["line_items"][0]["line_amount"] == "10.00"


def test_ubl_credit_note():
    got = parse_invoice_xml(UBL_XML.encode())
    assert got["standard"] == "UBL 2.1"
    assert got["fields"] == {"document_number": "CN-7", "date": "2026-02-03", "total_amount": "24.00",
                             "tax_amount": "4.00", "currency": "GBP", "vendor_name": "Sterling Ltd"}
    assert got["line_items"] == [{"description": "Returned valve", "quantity": "2", "unit_price": "10.00",
                                  "line_amount": "20.00"}]


@pytest.mark.parametrize("data", [b"<html><body>not an invoice</body></html>", b"<<<", b""])
def test_other_xml_is_no_invoice(data):
    assert parse_invoice_xml(data) is None


def test_entities_are_never_expanded(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP-SECRET")
    hostile = CII_XML.replace('<?xml version="1.0" encoding="UTF-8"?>',
                              f'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file://{secret}">]>')
    hostile = hostile.replace("RE-2026-0042", "&x;")
    got = parse_invoice_xml(hostile.encode())
    assert "TOP-SECRET" not in json.dumps(got)


def _pdf_with(tmp_path, attachments: dict[str, bytes]):
    path = tmp_path / "plain.pdf"
    c = canvas.Canvas(str(path))
    c.drawString(72, 720, "Invoice RE-2026-0042  Date 31.01.2026  Total 11,90 EUR")
    c.save()
    pdf = pdfium.PdfDocument(str(path))
    for name, data in attachments.items():
        pdf.new_attachment(name).set_data(data)
    out = tmp_path / "einvoice.pdf"
    pdf.save(str(out))
    pdf.close()
    return out


def test_attached_xml_is_read_and_other_attachments_skipped(tmp_path, monkeypatch):
    pdf = _pdf_with(tmp_path, {"notes.xml": b"<notes/>", "factur-x.xml": CII_XML.encode(),
                               "delivery.pdf": b"%PDF-1.4"})
    got = read_embedded(pdf)
    assert got["attachment"] == "factur-x.xml" and got["fields"]["total_amount"] == "11.90"
    assert read_embedded(_pdf_with(tmp_path, {})) is None
    monkeypatch.setattr(einvoice, "MAX_XML_BYTES", 100)  # an attachment over the limit is not parsed
    assert read_embedded(pdf) is None


def test_extract_returns_it_beside_the_models_fields(tmp_path, tiny_tokenizer):
    """The attachment comes back as ``embedded_invoice``; ``fields`` stay what the model read off the page: the
    same as for the page without the attachment."""
    model = load_model(str(save_tiny_model(tmp_path / "m", tiny_tokenizer, force_tag="S-document_number")),
                       device="cpu")
    pdf = _pdf_with(tmp_path, {"zugferd-invoice.xml": CII_XML.encode()})
    result = extract(str(pdf), model, ExtractOptions()).to_json()
    assert result["embedded_invoice"]["fields"]["document_number"] == "RE-2026-0042"
    assert result["embedded_invoice"]["line_items"][0]["item_id"] == "A-100"
    plain = extract(str(tmp_path / "plain.pdf"), model, ExtractOptions()).to_json()
    assert "embedded_invoice" not in plain
    # the page's own reading (every word tagged a document number; the one after the key "Invoice" wins), the
    # same with the attachment as without it
    assert result["fields"] == plain["fields"] and result["fields"]["document_number"]["value"] == "RE-2026-0042"


def test_einvoice_set_scores_the_pages_against_the_attachment(tmp_path, tiny_tokenizer, monkeypatch, capsys):
    """scripts/einvoice_set.py --pdfs: a values file of the e-invoices found (the others skipped) that
    `docx evaluate` scores a model's reading of the pages with."""
    from tests.conftest import ROOT

    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "a.pdf").write_bytes(_pdf_with(tmp_path, {"factur-x.xml": CII_XML.encode()}).read_bytes())
    (folder / "plain.pdf").write_bytes((tmp_path / "plain.pdf").read_bytes())
    out = tmp_path / "set"
    proc = subprocess.run([sys.executable, "scripts/einvoice_set.py", "--out", str(out), "--pdfs", str(folder)],
                          cwd=ROOT, capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    [row] = [json.loads(line) for line in (out / "values.jsonl").read_text().splitlines()]
    assert row["file"].endswith("a.pdf") and row["fields"]["total_amount"] == "11.90"
    assert "vendor_address" not in row["fields"] and row["line_items"][0]["description"] == "Hex bolt M8"
    model = save_tiny_model(tmp_path / "m", tiny_tokenizer, fields={"document_number": "single", "date": "single"},
                            force_tag="S-document_number")
    code, stdout, err = run_cli(["evaluate", "--model", str(model), "--data", str(out / "einvoice.yaml"),
                                 "--split", "all", "--fields", "document_number", "--quiet"], monkeypatch, capsys)
    assert code == 0, err
    report = json.loads(stdout)
    # the page's number after its key "Invoice", scored against the attachment's
    assert report["documents"] == 1 and report["field"]["per_field"]["document_number"]["f1"] == 1.0
