#!/usr/bin/env bash
# What undici's idle-socket validation costs the 20 ms rate: the built gateway and the Node floor,
# each with it and without it, all up at once on the peer bench's upstream at UPSTREAM_DELAY_MS
# (default 20), alternating rounds of `wrk -c50`, req/s, p50 and CPU per request of each server
# (docs/performance.md, "Upstream calls wait for the check phase"). A measurement only: the
# validation (undici's fix for GHSA-35p6-xmwp-9g52) stays on in the gateway. It runs a copy of the
# build in a temporary directory whose node_modules links every package of this one except
# undici, which is copied and given a switch (NO_IDLE_VALIDATION=1 skips the validation).
# Built gateway first (`npm run build`). Run from the project's root, nothing else running:
#   bash bench/idle-validation-ab.sh [queries] [rounds] [seconds]
#   e.g. bash bench/idle-validation-ab.sh "q1 q2v" 3 4     (about 2 minutes)
set -u
queries=${1:-q1}; rounds=${2:-3}; secs=${3:-4}
delay=${UPSTREAM_DELAY_MS:-20}
peers=${PEERS_HOME:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../../shared/peers" && pwd)}
root=$(pwd)
[ -f dist/main.js ] || { echo "dist/main.js missing: npm run build first"; exit 1; }
command -v wrk >/dev/null || { echo "wrk missing: bash $peers/setup.sh installs it"; exit 1; }
work=$(mktemp -d /tmp/idle-validation-XXXXXX)
base=${BENCH_PORT_BASE:-19900}
pids=()
stop() { kill "${pids[@]}" 2>/dev/null; wait 2>/dev/null; }
trap stop EXIT

# The copy: the build, what it reads at start, the floor, and node_modules with undici switched.
mkdir -p "$work/copy/node_modules"
cp -r dist schema package.json "$work/copy/"
[ -d vendor ] && cp -r vendor "$work/copy/"
cp bench/floor/server.mjs "$work/copy/floor.mjs"
for entry in node_modules/* node_modules/.bin; do
  [ "$(basename "$entry")" = undici ] || ln -s "$root/$entry" "$work/copy/node_modules/$(basename "$entry")"
done
cp -r node_modules/undici "$work/copy/node_modules/undici"
h1="$work/copy/node_modules/undici/lib/dispatcher/client-h1.js"
node -e '
  const fs = require("node:fs");
  const file = process.argv[1];
  const check = "if (client[kRunning] === 0 && client[kPending] > 0 && socket[kSocketUsed]) {";
  const text = fs.readFileSync(file, "utf8");
  if (!text.includes(check)) process.exit(1);
  const switched = text.replace(check, "if (VALIDATE_IDLE && " + check.slice(4)).replace("\n", "\nconst VALIDATE_IDLE = process.env.NO_IDLE_VALIDATION !== \"1\"\n");
  fs.writeFileSync(file, switched);
' "$h1" || { echo "this undici's idle-socket validation is not where this script expects it ($h1): nothing measured"; exit 1; }

node bench/lib/query-bodies.mjs "$peers/peers/project/queries" "$work" $queries

cd "$work/copy"
UPSTREAM_PORT=$base UPSTREAM_DELAY_MS=$delay node "$peers/upstream.mjs" >"$work/upstream.log" 2>&1 & pids+=($!)
gateway_env="UPSTREAM_REST_URL=http://127.0.0.1:$base UPSTREAM_GRAPH_URL=http://127.0.0.1:$base LOG_LEVEL=warn NODE_ENV=production HOST=127.0.0.1"
names=(gateway gateway-unvalidated floor floor-unvalidated)
env $gateway_env PORT=$((base + 1)) node dist/main.js >"$work/gateway.log" 2>&1 & pids+=($!)
env $gateway_env NO_IDLE_VALIDATION=1 PORT=$((base + 2)) node dist/main.js >"$work/gateway-unvalidated.log" 2>&1 & pids+=($!)
PORT=$((base + 3)) UPSTREAM_URL=http://127.0.0.1:$base node floor.mjs >"$work/floor.log" 2>&1 & pids+=($!)
NO_IDLE_VALIDATION=1 PORT=$((base + 4)) UPSTREAM_URL=http://127.0.0.1:$base node floor.mjs >"$work/floor-unvalidated.log" 2>&1 & pids+=($!)
for port in $((base + 1)) $((base + 2)) $((base + 3)) $((base + 4)); do
  for _ in $(seq 1 100); do curl -s -o /dev/null -X POST "http://127.0.0.1:$port/graphql" && break; sleep 0.2; done
done

load() { WRK_BODY_FILE="$work/$1.json" wrk -t1 -c50 -d"$2"s --latency -s "$peers/lib/wrk.lua" "http://127.0.0.1:$3/graphql"; }
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
for query in $queries; do
  for round in $(seq 1 "$rounds"); do
    for k in 0 1 2 3; do
      port=$((base + 1 + k)); pid=${pids[$((k + 1))]}
      load "$query" 2 "$port" >/dev/null
      before=$(ticks "$pid")
      load "$query" "$secs" "$port" >"$work/wrk.txt"
      after=$(ticks "$pid")
      requests=$(awk '/requests in/ { print $1 }' "$work/wrk.txt")
      echo "$query round $round: ${names[$k]} $(awk '/Requests\/sec/ { print $2 }' "$work/wrk.txt") req/s, p50 $(awk '/ 50%/ { print $2 }' "$work/wrk.txt"), $(((after - before) * 10000000 / requests / 1000)) µs a request$(grep -q Non-2xx "$work/wrk.txt" && echo ' !')"
    done
  done
done
