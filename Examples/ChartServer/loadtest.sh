#!/usr/bin/env bash
# Load test of the chart server, on loopback only: builds it in release, starts it on
# 127.0.0.1, runs one wrk per route at the same time for DURATION seconds, samples the server's
# resident memory every 5 seconds, then stops the server. Fails when wrk reports a socket error
# or a response that is not 2xx/3xx.
#
#     ./loadtest.sh                 60 s, 4 connections per route
#     DURATION=10 ./loadtest.sh     a shorter run
#
# Needs wrk (Debian: apt-get install wrk) and curl.
set -euo pipefail
cd "$(dirname "$0")"

DURATION=${DURATION:-60}
CONNECTIONS=${CONNECTIONS:-4}
PORT=${PORT:-8089}
HOST=127.0.0.1
QUERY='values=12,19,7,15,22,9,17&labels=Mon,Tue,Wed,Thu,Fri,Sat,Sun&title=Orders%20this%20week'
OUT=$(mktemp -d)

command -v wrk > /dev/null || { echo "wrk is not installed (apt-get install wrk)" >&2; exit 1; }
swift build -c release --product ChartServer
BIN=$(swift build -c release --show-bin-path)/ChartServer

"$BIN" --hostname "$HOST" --port "$PORT" > "$OUT/server.log" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2> /dev/null || true; wait "$SERVER" 2> /dev/null || true' EXIT

for _ in $(seq 1 100); do
    curl -fs -o /dev/null "http://$HOST:$PORT/" && break
    sleep 0.1
done
curl -fs -o /dev/null "http://$HOST:$PORT/" || { echo "the server did not start:" >&2; cat "$OUT/server.log" >&2; exit 1; }

# One render of each route first, so that the run starts from a warm server.
for route in svg png html; do curl -fs -o /dev/null "http://$HOST:$PORT/chart.$route?$QUERY"; done

rss() { awk '/VmRSS/ { print $2 }' "/proc/$SERVER/status"; }
echo "RSS at start: $(rss) kB"

LOADS=()
for route in svg png html; do
    wrk -t1 -c"$CONNECTIONS" -d"${DURATION}s" --timeout 10s --latency \
        "http://$HOST:$PORT/chart.$route?$QUERY" > "$OUT/$route.txt" &
    LOADS+=($!)
done

SAMPLES=()
for _ in $(seq 1 $((DURATION / 5))); do
    sleep 5
    SAMPLES+=("$(rss)")
done
wait "${LOADS[@]}"
echo "RSS every 5 s (kB): ${SAMPLES[*]}"
echo "RSS at end: $(rss) kB"

status=0
for route in svg png html; do
    echo
    echo "== /chart.$route"
    cat "$OUT/$route.txt"
    if grep -qE "Socket errors|Non-2xx or 3xx" "$OUT/$route.txt"; then
        echo "ERROR: /chart.$route had failed requests" >&2
        status=1
    fi
done
rm -rf "$OUT"
exit $status
