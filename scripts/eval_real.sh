#!/usr/bin/env bash
# Score a model on every validation set, real ones first, each separately: `docx evaluate` JSON per set.
#   bash scripts/eval_real.sh MODEL OUTDIR [SETS...]     (SETS: deepform wildreceipt sroie-ocr sroie synth-orders
#                                                         synth-invoices test-orders composed-heldout;
#                                                         default: all; invoice2data, einvoice and layouts on
#                                                         request)
# The synthetic sets come from runs/real/synth (scripts/real_mix.py's --synth folder); composed-heldout is the
# generator's held-out split of per-document layouts ($COMPOSED/composed-heldout.jsonl, by default in the same
# folder: `scripts/default_data.py --composed-heldout 200`, i.e. `docx synth --compose --split heldout`).
# invoice2data: its seven real test invoices, written to runs/real/invoice2data by scripts/invoice2data_set.py
# (all of them scored; $INVOICE2DATA for another folder); invoice2data-images: four of them as page images, read
# through OCR (its images/ folder). einvoice: PDFs whose attached e-invoice XML gives the
# truth, written to runs/real/einvoice by scripts/einvoice_set.py ($EINVOICE for another folder, e.g. your own).
# layouts / layouts-scans: thirteen hand-written layouts and seven of them as scans, written to runs/real/layouts
# by scripts/layouts_set.py ($LAYOUTS for another folder); the decoding of 2026-12-06 (23:00) was read off them.
# layouts-b … layouts-g (and their -scans): ten more each (f: five), written on 2026-12-07 to runs/real/layouts-b …
# -g by `scripts/layouts_set.py --set b` (c … g; $LAYOUTS_B … $LAYOUTS_G for other folders), each scored before
# any decoding was read off it; layouts-d and layouts-g were read off by none.
# layouts-h … layouts-z: written later the same way (scripts/layouts_set.py's docstring says which were read off;
# x … z by none); $LAYOUTS_H … $LAYOUTS_Z for other folders.
set -euo pipefail
model=$1; out=$2; shift 2
sets=${*:-deepform wildreceipt sroie-ocr sroie synth-orders synth-invoices test-orders composed-heldout}
synth=${SYNTH:-runs/real/synth}
composed=${COMPOSED:-$synth}
docx=${DOCX:-.venv/bin/docx}
mkdir -p "$out"
header=document_number,date,due_date,total_amount,tax_amount,currency,vendor_name,vendor_address,customer_name,customer_address
items=item_id,description,quantity,unit_price,line_amount
for s in $sets; do
  case $s in
    deepform)       data=examples/configs/deepform.yaml;    fields=document_number,customer_name,total_amount ;;
    wildreceipt)    data=examples/configs/wildreceipt.yaml; fields=vendor_name,date,total_amount,description,quantity ;;
    sroie-ocr)      data=examples/configs/sroie-ocr.yaml;   fields=vendor_name,vendor_address,date,total_amount ;;
    sroie)          data=examples/configs/sroie.yaml;       fields=vendor_name,vendor_address,date,total_amount ;;
    synth-orders)   data=$synth/orders-validation.jsonl;    fields=$header,$items ;;
    synth-invoices) data=$synth/invoices-validation.jsonl;  fields=$header,$items ;;
    test-orders)    data=$synth/orders-test.jsonl;          fields=$header,$items ;;
    composed-heldout) data=$composed/composed-heldout.jsonl; fields=$header,$items,period_start,period_end ;;
    invoice2data)   data=${INVOICE2DATA:-runs/real/invoice2data}/invoice2data.yaml
                    fields=document_number,date,total_amount,vendor_name,currency ;;
    invoice2data-images) data=${INVOICE2DATA:-runs/real/invoice2data}/images/invoice2data-images.yaml
                    fields=document_number,date,total_amount,vendor_name,currency ;;
    einvoice)       data=${EINVOICE:-runs/real/einvoice}/einvoice.yaml
                    fields=document_number,date,due_date,total_amount,tax_amount,currency,vendor_name,customer_name,$items ;;
    layouts|layouts-scans|layouts-[b-z]|layouts-[b-z]-scans|layouts-a[a-u]|layouts-a[a-u]-scans)  # runs/real/layouts[-X], or $LAYOUTS[_X]
                    name=${s%-scans}; letter=${name#layouts}; var=LAYOUTS${letter:+_${letter#-}}; var=${var^^}
                    dir=${!var:-runs/real/$name}
                    data=$dir/layouts.yaml; [[ $s == *-scans ]] && data=$dir/scans/layouts-scans.yaml
                    fields=document_number,date,due_date,total_amount,tax_amount,currency,vendor_name,customer_name,$items ;;
    *) echo "unknown set $s" >&2; exit 1 ;;
  esac
  split=validation; [[ $s == invoice2data* || $s == einvoice || $s == layouts* ]] && split=all
  "$docx" evaluate --model "$model" --data "$data" --split "$split" --fields "$fields" --errors --quiet > "$out/$s.json"
  python3 -c "import json,sys; m=json.load(open(sys.argv[1])); print(sys.argv[2], m['documents'], 'docs  field F1', m['field_f1'], ' '.join(f'{k}={v[\"f1\"]:.3f}' for k,v in m['field']['per_field'].items()))" "$out/$s.json" "$s"
done
