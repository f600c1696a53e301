#!/usr/bin/env bash
# Requests a second at a given upstream latency (20 ms by default) of one event loop against two:
# the Node floor (bench/floor/server.mjs) and the built gateway (dist/main.js), each as one process
# and as two (bench/lib/two-loops.mjs, node:cluster), with Tailcall beside them when the peer
# bench has installed it, all up at once on the peer bench's upstream (../shared/peers), in
# alternating rounds of `wrk -c50` (docs/performance.md, "Throughput at 20 ms: two event loops,
# not less CPU"). Built gateway first (`npm run build`). Run from the project's root:
#   bash bench/loops-at-latency.sh [queries] [rounds] [seconds]
#   e.g. bash bench/loops-at-latency.sh "q1 q2v" 3 5     (about 3 minutes; nothing else running)
# UPSTREAM_DELAY_MS=0 measures without latency; WRK_CONNECTIONS=10 loads with 10 connections, not
# 50. AB_BUILDS="<dir> <dir>" loads those builds of the gateway (each dir holds a main.js, as for
# bench/probes-ab.sh) in place of the gateway as one process and as two: a change's before and
# after at latency. Prints one line per server and round: the p50 latency and req/s; a `!` marks
# a round with non-2xx answers.
set -u
queries=${1:-q1}; rounds=${2:-3}; secs=${3:-5}
delay=${UPSTREAM_DELAY_MS:-20}
peers=${PEERS_HOME:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../../shared/peers" && pwd)}
peers_dir=${PEERS_DIR:-$HOME/.cache/gateway-peers}
[ -f dist/main.js ] || { echo "dist/main.js missing: npm run build first"; exit 1; }
command -v wrk >/dev/null || { echo "wrk missing: bash $peers/setup.sh installs it"; exit 1; }
work=$(mktemp -d /tmp/loops-at-latency-XXXXXX)
base=${BENCH_PORT_BASE:-19700}
upstream=$base
pids=()
stop() { kill "${pids[@]}" 2>/dev/null; wait 2>/dev/null; }
trap stop EXIT

node bench/lib/query-bodies.mjs "$peers/peers/project/queries" "$work" $queries

UPSTREAM_PORT=$upstream UPSTREAM_DELAY_MS=$delay node "$peers/upstream.mjs" >"$work/upstream.log" 2>&1 & pids+=($!)
gateway_env="UPSTREAM_REST_URL=http://127.0.0.1:$upstream UPSTREAM_GRAPH_URL=http://127.0.0.1:$upstream LOG_LEVEL=warn NODE_ENV=production HOST=127.0.0.1"
names=(floor floor-x2 gateway gateway-x2)
ports=($((base + 1)) $((base + 2)) $((base + 3)) $((base + 4)))
PORT=${ports[0]} UPSTREAM_URL=http://127.0.0.1:$upstream node bench/floor/server.mjs >"$work/floor.log" 2>&1 & pids+=($!)
PORT=${ports[1]} UPSTREAM_URL=http://127.0.0.1:$upstream node bench/lib/two-loops.mjs bench/floor/server.mjs >"$work/floor-x2.log" 2>&1 & pids+=($!)
if [ -n "${AB_BUILDS:-}" ]; then
  names=(floor floor-x2); ports=("${ports[@]:0:2}"); next=$((base + 10))
  for build in $AB_BUILDS; do
    [ -f "$build/main.js" ] || { echo "$build/main.js missing"; exit 1; }
    env $gateway_env PORT=$next node "$build/main.js" >"$work/build-$next.log" 2>&1 & pids+=($!)
    names+=("$build"); ports+=($next); next=$((next + 1))
  done
else
  env $gateway_env PORT=${ports[2]} node dist/main.js >"$work/gateway.log" 2>&1 & pids+=($!)
  env $gateway_env PORT=${ports[3]} node bench/lib/two-loops.mjs dist/main.js >"$work/gateway-x2.log" 2>&1 & pids+=($!)
fi
if [ -x "$peers_dir/tailcall/run-tailcall" ]; then
  # The peer bench's Tailcall configuration, on a port of this run's.
  mkdir -p "$work/tailcall"
  sed -E "s/(@server\(port: )[0-9]+/\1$((base + 5))/" "$peers/peers/tailcall/podcast.graphql" >"$work/tailcall/podcast.graphql"
  (cd "$work/tailcall" && UPSTREAM_URL=http://127.0.0.1:$upstream TAILCALL_LOG_LEVEL=warn exec "$peers_dir/tailcall/run-tailcall" start podcast.graphql) >"$work/tailcall.log" 2>&1 & pids+=($!)
  names+=(tailcall); ports+=($((base + 5)))
fi
for port in "${ports[@]}"; do
  for _ in $(seq 1 100); do curl -s -o /dev/null -X POST "http://127.0.0.1:$port/graphql" && break; sleep 0.2; done
done

load() { WRK_BODY_FILE="$work/$1.json" wrk -t1 -c"${WRK_CONNECTIONS:-50}" -d"$2"s --latency -s "$peers/lib/wrk.lua" "http://127.0.0.1:$3/graphql"; }
for q in $queries; do
  for port in "${ports[@]}"; do load "$q" 2 "$port" >/dev/null; done
  for r in $(seq 1 "$rounds"); do
    for k in "${!ports[@]}"; do
      out=$(load "$q" "$secs" "${ports[$k]}")
      echo "$q round $r: ${names[$k]} $(echo "$out" | awk '/Requests\/sec/{printf "%s req/s ", $2} /  50%/{printf "p50 %s ", $2} /Non-2xx/{printf "! "}')"
    done
  done
done
