#!/usr/bin/env bash
# The Node floor beside Tailcall in one run of the peer harness (../shared/peers, docs/bench.md
# "The Node floor"): what a Node server with no GraphQL engine costs per request on the same
# queries and upstream. Run from the project's root: bash bench/floor/run.sh  (about 4 minutes;
# run nothing else meanwhile). BENCH_QUERIES and UPSTREAM_DELAY_MS pass through.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
peers=$(cd "$here/../../../shared/peers" 2>/dev/null && pwd) || { echo "floor: ../shared/peers not found beside the project" >&2; exit 2; }
export PEERS_DIR=${PEERS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/gateway-peers}
[ -x "$PEERS_DIR/tailcall/run-tailcall" ] || bash "$peers/setup.sh" tailcall || exit 1
BENCH_PEERS="${BENCH_PEERS:-tailcall}" BENCH_QUERIES="${BENCH_QUERIES:-q1 q2v q3 q4}" BENCH_PHYSICAL=0 BENCH_BASELINE=tailcall \
  PROJECT_GATEWAY_CMD="$here/start.sh" PROJECT_GATEWAY_NAME=node-floor PROJECT_GATEWAY_CWD="$here" \
  PROJECT_GATEWAY_QUERIES="$peers/peers/project/queries" BENCH_OUT="${BENCH_OUT:-/tmp/floor-$(date -u +%Y%m%dT%H%M%SZ)}" \
  bash "$peers/run.sh"
