#!/usr/bin/env bash
# Where the built gateway's CPU goes under one of the peer bench's queries, in its steady state:
# the peer bench's upstream (../shared/peers/upstream.mjs) and the gateway (dist/main.js), warm-up
# load with wrk, then a CPU profile of the next seconds of load only (bench/lib/profile-on-signal.mjs),
# summarized per request by place and by function (bench/lib/profile-summary.mjs).
# Built gateway first (`npm run build`). Run from the project's root, nothing else running:
#   bash bench/cpu-profile.sh [query] [warm-up seconds] [profiled seconds]
#   e.g. bash bench/cpu-profile.sh q3 12 8        (UPSTREAM_DELAY_MS=20 for the 20 ms case)
# The profile is kept in $OUT (default a new /tmp/cpu-profile-XXXXXX) for a closer look.
# MAIN=<dir>/main.js profiles another build (a copy of dist/ made before a change).
set -u
query=${1:-q1}; warm=${2:-12}; secs=${3:-8}
peers=${PEERS_HOME:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../../shared/peers" && pwd)}
main=${MAIN:-dist/main.js}
[ -f "$main" ] || { echo "$main missing: npm run build first"; exit 1; }
command -v wrk >/dev/null || { echo "wrk missing: bash $peers/setup.sh installs it"; exit 1; }
out=${OUT:-$(mktemp -d /tmp/cpu-profile-XXXXXX)}
mkdir -p "$out"
base=${BENCH_PORT_BASE:-19780}
pids=()
stop() { kill "${pids[@]}" 2>/dev/null; wait 2>/dev/null; }
trap stop EXIT

# The query's POST body as the peer bench sends it (a body with __N__ varies per request).
node bench/lib/query-bodies.mjs "$peers/peers/project/queries" "$out" "$query"

UPSTREAM_PORT=$base node "$peers/upstream.mjs" >"$out/upstream.log" 2>&1 & pids+=($!)
env UPSTREAM_REST_URL=http://127.0.0.1:$base UPSTREAM_GRAPH_URL=http://127.0.0.1:$base LOG_LEVEL=warn NODE_ENV=production HOST=127.0.0.1 PORT=$((base + 1)) \
  PROFILE_OUT="$out/steady.cpuprofile" PROFILE_SECONDS="$secs" node --import ./bench/lib/profile-on-signal.mjs "$main" >"$out/gateway.log" 2>&1 & gateway=$!
pids+=($gateway)
for _ in $(seq 1 100); do curl -s -o /dev/null "http://127.0.0.1:$((base + 1))/healthz" && break; sleep 0.2; done
load() { WRK_BODY_FILE="$out/$query.json" wrk -t1 -c50 -d"$1"s -s "$peers/lib/wrk.lua" "http://127.0.0.1:$((base + 1))/graphql"; }
load "$warm" >/dev/null
kill -USR2 "$gateway"
load "$secs" >"$out/wrk.txt"
for _ in $(seq 1 50); do [ -s "$out/steady.cpuprofile" ] && break; sleep 0.2; done
grep -E "Requests/sec|Non-2xx" "$out/wrk.txt"
node bench/lib/profile-summary.mjs "$out/steady.cpuprofile" "$(awk '/requests in/ { print $1 }' "$out/wrk.txt")" "${FUNCTIONS:-40}"
echo "profile: $out/steady.cpuprofile"
