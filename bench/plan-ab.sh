#!/usr/bin/env bash
# The planned executor against the reference execution, back to back on one machine: the built
# gateway (dist/, `npm run build` first) with PLANNED_EXECUTION=true then false, twice, at 0 ms
# upstream latency, on the peer bench's queries (../shared/peers: run.sh, its upstream and wrk),
# the project's gateway alone. Run from the project's root:  bash bench/plan-ab.sh
# Prints each run's table (CPU us/req is the figure to compare); raw data under /tmp/plan-ab-<time>/.
set -u
peers=${PEERS_HOME:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../../shared/peers" && pwd)}
[ -f dist/main.js ] || { echo "dist/main.js missing: npm run build first"; exit 1; }
out=/tmp/plan-ab-$(date -u +%Y%m%dT%H%M%SZ)
for round in 1 2; do
  for mode in true false; do
    PLANNED_EXECUTION=$mode BENCH_PEERS="" BENCH_PHYSICAL=0 BENCH_PORT_BASE=${BENCH_PORT_BASE:-19400} \
      PROJECT_GATEWAY_CMD="$peers/peers/project/start.sh" PROJECT_GATEWAY_CWD="$PWD" PROJECT_GATEWAY_NAME="planned-$mode" \
      PROJECT_GATEWAY_QUERIES="$peers/peers/project/queries" BENCH_OUT="$out/$round-$mode" BENCH_QUERIES="${BENCH_QUERIES:-q1 q2v q3 q4}" \
      bash "$peers/run.sh" 2>&1 | grep -E '^(peer|planned-)'
  done
done
echo "raw data: $out"
