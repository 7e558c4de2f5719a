#!/usr/bin/env bash
# Process-level tests of the `openchart` executable: exit codes, what reaches stderr, and which
# files exist afterwards. Usage: Tests/CLI/cli-tests.sh [path/to/openchart]
# (default: the debug build's). Ends with "N passed, N failed"; exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/../.."
bin="${1:-$(swift build --show-bin-path)/openchart}"
if [ ! -x "$bin" ]; then echo "no openchart at $bin: run swift build first" >&2; exit 1; fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
passed=0; failed=0

ok() { passed=$((passed + 1)); echo "ok   $1"; }
bad() { failed=$((failed + 1)); echo "FAIL $1: $2"; }

# run NAME EXPECTED_STATUS ARGS...: runs openchart in $work, keeps stdout and stderr.
run() {
    local name="$1" want="$2"; shift 2
    (cd "$work" && "$bin" "$@" >"$work/out" 2>"$work/err" </dev/null)
    status=$?
    if [ "$status" -ne "$want" ]; then bad "$name" "exit $status, wanted $want; stderr: $(head -c 300 "$work/err")"; return 1; fi
    return 0
}

cat >"$work/sales.csv" <<'CSV'
month,revenue,region
2024-01-01,12000,North
2024-02-01,13500,North
2024-03-01,12800,North
2024-01-01,8000,South
2024-02-01,9100,South
2024-03-01,9900,South
CSV
printf 'product,units\n"Cachapa, with cheese",916\n"Crêpe ""Suzette""",802\n' >"$work/quoted.csv"
printf 'month,revenue\n2024-01-01,100\n2024-02-01,110\n2024-03-01,12x\n' >"$work/badvalue.csv"
printf 'month,revenue\n2024-01-01,100\n2024-02-01,\n2024-03-01,120,extra\n2024-04-01,130\n' >"$work/gaps.csv"
printf '[{"day":"2024-03-01","visits":120},{"day":"2024-03-02","visits":180}]' >"$work/visits.json"
printf 'Monat;Umsatz\n01.03.2024;1200\n02.03.2024;1350\n' >"$work/semicolon.csv"
cat >"$work/chart.json" <<'JSON'
{"marks": [{"mark": "BarMark", "x": ["Month", "month"], "y": ["Revenue", "revenue"], "foregroundStyle": {"by": "region"}}],
 "chartLegend": {"position": "top"}}
JSON
cat >"$work/chart.yaml" <<'YAML'
marks:
  - mark: LineMark
    x: month
    y: revenue
    foregroundStyle: {by: region}
YAML

# Every mark kind writes its file.
for kind in bar line point area rectangle sector pie donut; do
    run "mark $kind" 0 render sales.csv --x month --y revenue --mark "$kind" -o "$kind.svg" && { [ -s "$work/$kind.svg" ] && ok "mark $kind" || bad "mark $kind" "no file"; }
done
run "mark rule" 0 render sales.csv --y revenue --mark rule -o rule.svg && { [ -s "$work/rule.svg" ] && ok "mark rule" || bad "mark rule" "no file"; }

# Formats by extension and by --format; PNG and PDF signatures.
run "png" 0 render sales.csv --x month --y revenue --mark bar -o sales.png \
    && [ "$(head -c 8 "$work/sales.png" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] && ok "png by extension" || bad "png by extension" "not a PNG"
run "pdf" 0 render sales.csv --x month --y revenue -o sales.pdf && [ "$(head -c 5 "$work/sales.pdf")" = "%PDF-" ] && ok "pdf by extension" || bad "pdf" "not a PDF"
run "html" 0 render sales.csv --x month --y revenue -o sales.html && grep -q "<svg" "$work/sales.html" && ok "html by extension" || bad "html" "no svg inside"
run "format flag" 0 render sales.csv --x month --y revenue --format svg -o - && grep -q "<svg" "$work/out" && ok "--format svg to standard output" || bad "stdout" "no svg"
run "default name" 0 render sales.csv --x month --y revenue && [ -s "$work/sales.svg" ] && ok "default output name from the data file" || bad "default name" "no sales.svg"
grep -q "^wrote sales.svg in " "$work/out" && ok "without -o, it says where it wrote" || bad "says where" "$(cat "$work/out")"
run "named output is quiet" 0 render sales.csv --x month --y revenue -o named.svg && [ ! -s "$work/out" ] && ok "with -o, nothing on standard output" || bad "quiet" "$(cat "$work/out")"

# Inputs: standard input, JSON, quoted fields, other delimiters, specs.
if (cd "$work" && "$bin" render - --x month --y revenue -o stdin.svg <sales.csv 2>err) && [ -s "$work/stdin.svg" ]; then ok "standard input"; else bad "standard input" "$(cat "$work/err")"; fi
if (cd "$work" && "$bin" render - --x day --y visits -o stdin-json.svg <visits.json 2>err) && [ -s "$work/stdin-json.svg" ]; then ok "JSON on standard input is told from CSV"; else bad "stdin json" "$(cat "$work/err")"; fi
run "json" 0 render visits.json --x day --y visits -o visits.svg && [ -s "$work/visits.svg" ] && ok "JSON array of objects" || bad "json" "no file"
run "quoted" 0 render quoted.csv --x product --y units -o quoted.svg && grep -q "Cachapa, with cheese" "$work/quoted.svg" && ok "quoted fields with commas" || bad "quoted" "name missing"
run "delimiter" 0 render semicolon.csv --delimiter ';' --x Monat --y Umsatz --mark bar -o semi.svg && [ -s "$work/semi.svg" ] && ok "--delimiter ';' with day.month.year dates" || bad "delimiter" "no file"
run "spec json" 0 render --spec chart.json sales.csv -o spec.svg && [ -s "$work/spec.svg" ] && ok "--spec chart.json" || bad "spec json" "no file"
run "spec yaml" 0 render --spec chart.yaml sales.csv -o spec.png && [ -s "$work/spec.png" ] && ok "--spec chart.yaml" || bad "spec yaml" "no file"
run "options" 0 render sales.csv --x month --y revenue --color region --title "Revenue" --dark --locale de_DE --width 500 --height 300 --scale 1 --y-scale log -o opts.png \
    && [ -s "$work/opts.png" ] && ok "title, dark, locale, size, scale and log flags" || bad "options" "no file"

# Errors: one line on stderr, exit 2, no file.
run "bad column" 2 render sales.csv --x month --y revenu -o badcol.png \
    && [ "$(wc -l <"$work/err")" -eq 1 ] && grep -q 'no column "revenu"; did you mean "revenue"' "$work/err" && [ ! -e "$work/badcol.png" ] \
    && ok "a bad column name: one line, exit 2, no file" || bad "bad column" "$(cat "$work/err")"
run "bad value" 2 render badvalue.csv --x month --y revenue -o badval.png \
    && [ "$(wc -l <"$work/err")" -eq 1 ] && grep -q 'row 3, column "revenue": "12x" is not a number' "$work/err" && [ ! -e "$work/badval.png" ] \
    && ok "an unparseable value: one line naming row and column, exit 2, no file" || bad "bad value" "$(cat "$work/err")"
echo "old picture" >"$work/keep.svg"
run "keeps old file" 2 render badvalue.csv --x month --y revenue -o keep.svg \
    && [ "$(cat "$work/keep.svg")" = "old picture" ] && ! ls -A "$work" | grep -q 'openchart-.*\.tmp' \
    && ok "a failed render leaves the old file and no temporary file" || bad "keeps old file" "file changed"
run "bad spec" 2 render --spec chart.json sales.csv --x month -o x.svg && ok "--spec with mark flags is refused" || true
printf '{"marks": [{"mark": "BarMark", "x": "month", "y": "revenue", "colour": "red"}]}' >"$work/typo.json"
run "spec typo" 2 render --spec typo.json sales.csv -o typo.svg && grep -q 'unknown key "colour"' "$work/err" && [ ! -e "$work/typo.svg" ] \
    && ok "a misspelt spec key names the key" || bad "spec typo" "$(cat "$work/err")"
run "no file" 2 render missing.csv --x a --y b -o m.svg && grep -q "no such file" "$work/err" && ok "a missing data file" || bad "missing file" "$(cat "$work/err")"
printf 'name,v\nCaf\xe9,3\n' >"$work/latin1.csv"
run "latin1" 2 render latin1.csv --x name --y v -o l.svg && grep -q "not UTF-8" "$work/err" && [ ! -e "$work/l.svg" ] && ok "a file that is not UTF-8 says so" || bad "latin1" "$(cat "$work/err")"
printf 'a,b\n"unterminated,1\n2,3\n' >"$work/unterminated.csv"
run "no rows" 2 render unterminated.csv --x a --y b -o u.svg && grep -q "no rows to plot: every row (1) was skipped" "$work/err" && ok "no rows left says why" || bad "no rows" "$(cat "$work/err")"
run "unknown ext" 2 render sales.csv --x month --y revenue -o out.txt && ok "an unknown output extension" || true
run "unknown flag" 2 render sales.csv --x month --y revenue --frobnicate -o flag.svg \
    && [ "$(wc -l <"$work/err")" -eq 1 ] && grep -q "^openchart: error: Unknown option '--frobnicate'" "$work/err" && [ ! -e "$work/flag.svg" ] \
    && ok "an unknown flag: one line, exit 2, no file" || bad "unknown flag" "$(cat "$work/err")"
run "missing value" 2 render sales.csv --x month --y && [ "$(wc -l <"$work/err")" -eq 1 ] && ok "a flag without its value exits 2" || bad "missing value" "$(cat "$work/err")"
run "unknown command" 2 draw sales.csv && [ "$(wc -l <"$work/err")" -eq 1 ] && ok "an unknown subcommand exits 2" || bad "unknown command" "$(cat "$work/err")"
run "negative width" 2 render sales.csv --x month --y revenue --width -5 -o neg.svg \
    && grep -q -- "--width -5 is out of range" "$work/err" && ! grep -q "Missing value" "$work/err" && [ ! -e "$work/neg.svg" ] \
    && ok "--width -5 is out of range, not a missing value" || bad "negative width" "$(cat "$work/err")"
run "zero scale" 2 render sales.csv --x month --y revenue --scale 0 -o zero.png && grep -q -- "--scale 0 is out of range" "$work/err" && [ ! -e "$work/zero.png" ] \
    && ok "--scale 0 is out of range" || bad "zero scale" "$(cat "$work/err")"
head -c 4096 "$bin" >"$work/binary.csv"
run "binary" 2 render binary.csv --x a --y b -o binary.svg \
    && [ "$(wc -l <"$work/err")" -eq 1 ] && grep -q "binary.csv is not a text file" "$work/err" && ! grep -q "iconv" "$work/err" && [ ! -e "$work/binary.svg" ] \
    && ok "a binary file is not a text file, with no advice about iconv" || bad "binary" "$(cat "$work/err")"

# Limits: a chart that a limit would cut is not drawn; the message names the limit and its flag.
run "mark limit" 2 render sales.csv --x month --y revenue --mark bar --max-marks 5 -o limited.svg \
    && [ "$(wc -l <"$work/err")" -eq 1 ] && grep -q "limits.maximumMarks" "$work/err" && grep -q -- "--max-marks" "$work/err" && [ ! -e "$work/limited.svg" ] \
    && ok "6 bars past --max-marks 5: one line naming the limit and its flag, exit 2, no file" || bad "mark limit" "$(cat "$work/err")"
run "mark limit raised" 0 render sales.csv --x month --y revenue --mark bar --max-marks 6 -o raised.svg \
    && [ "$(grep -c 'class="mark bar"' "$work/raised.svg")" -eq 6 ] && ok "--max-marks 6 draws all 6 bars" || bad "mark limit raised" "$(cat "$work/err")"
echo "old picture" >"$work/keep-limit.png"
run "byte limit" 2 render sales.csv --x month --y revenue --max-output-bytes 1000 -o keep-limit.png \
    && [ "$(wc -l <"$work/err")" -eq 1 ] && grep -q "limits.maximumOutputBytes" "$work/err" && grep -q -- "--max-output-bytes" "$work/err" \
    && [ "$(cat "$work/keep-limit.png")" = "old picture" ] && ! ls -A "$work" | grep -q 'openchart-.*\.tmp' \
    && ok "a picture past --max-output-bytes: exit 2, the old file kept" || bad "byte limit" "$(cat "$work/err")"
run "byte limit svg" 2 render sales.csv --x month --y revenue --max-output-bytes 1000 -o bytes.svg && [ ! -e "$work/bytes.svg" ] \
    && ok "an SVG past --max-output-bytes is not written in part" || bad "byte limit svg" "$(cat "$work/err")"
run "bad limit" 2 render sales.csv --x month --y revenue --max-marks 0 -o zero-marks.svg && grep -q -- "--max-marks 0 is out of range" "$work/err" \
    && ok "--max-marks 0 is out of range" || bad "bad limit" "$(cat "$work/err")"

# Bad rows: counted, one warning, the chart still drawn; no progress bar when stderr is a pipe.
run "gaps" 0 render gaps.csv --x month --y revenue -o gaps.svg \
    && grep -q "warning: skipped 2 of 4 rows" "$work/err" && [ -s "$work/gaps.svg" ] && ! grep -q $'\r' "$work/err" \
    && ok "bad rows are counted in one warning; no progress bar on a pipe" || bad "gaps" "$(cat "$work/err")"

# The gallery is a subcommand of the same parser, with its flags.
run "gallery" 0 gallery --output gal --format svg && [ -s "$work/gal/index.html" ] && ls "$work/gal" | grep -q '\.svg$' && ! ls "$work/gal" | grep -q '\.png$' \
    && ok "gallery --output DIR --format svg" || bad "gallery" "$(ls "$work/gal" | head)"
run "gallery bad format" 2 gallery --format gif && [ "$(wc -l <"$work/err")" -eq 1 ] && ok "gallery --format gif exits 2 with one line" || bad "gallery bad format" "$(cat "$work/err")"
run "help" 0 render --help && grep -q -- "--x-scale" "$work/out" && grep -q -- "--max-marks" "$work/out" && ok "render --help lists the flags" || bad "help" "no --x-scale"
run "root help" 0 --help && grep -q "render" "$work/out" && ok "openchart --help exits 0" || bad "root help" "$(cat "$work/err")"

# The spec examples: valid against the schema (where Python's jsonschema is installed), and drawn.
if python3 -c "import jsonschema, yaml" >/dev/null 2>&1; then
    if python3 - "Docs/chart-spec.schema.json" Docs/examples/*.json Docs/examples/*.yaml <<'PY'
import json, sys, jsonschema, yaml
schema = json.load(open(sys.argv[1]))
jsonschema.Draft202012Validator.check_schema(schema)
for path in sys.argv[2:]:
    doc = yaml.safe_load(open(path)) if path.endswith(".yaml") else json.load(open(path))
    jsonschema.validate(doc, schema)
try:
    jsonschema.validate({"marks": [{"mark": "BarMark", "colour": "red"}]}, schema)
    sys.exit("the schema accepts a misspelt key")
except jsonschema.ValidationError:
    pass
PY
    then ok "the spec examples are valid against the schema"; else bad "schema" "an example is not valid"; fi
else
    echo "skip the schema check: python3 with jsonschema and yaml is not installed"
fi
for spec in Docs/examples/*.json Docs/examples/*.yaml; do
    name="$(basename "$spec")"
    run "example $name" 0 render --spec "$PWD/$spec" -o "example-$name.png" && { [ -s "$work/example-$name.png" ] && ok "example $name draws" || bad "example $name" "no file"; }
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
