#!/usr/bin/env bash
# The gateway beside its two measurement probes and the Node floor, all up at once on the peer
# bench's upstream (../shared/peers: upstream.mjs, wrk and its script), in alternating rounds of
# `wrk -c50`, CPU per request of each server's process from /proc: what yoga's HTTP layer and the
# per-request work of a planned document cost (docs/performance.md, "What yoga's HTTP layer
# costs" and "What a compiled path would cost"). Built gateway first (`npm run build`). Run from
# the project's root:  bash bench/probes-ab.sh [queries] [rounds] [seconds]
#   e.g. bash bench/probes-ab.sh "q1 q2v q4" 8 3   (about 7 minutes; nothing else running)
# Prints one line per round: µs per request of gateway, lean (lean-entry-probe, with a real fetch
# Request since 2026-11-29: it costs what light headers do), compiled (compiled-path-probe) and
# floor; a `!` marks a round with non-2xx answers.
# AB_BUILDS="<dir> <dir>" loads those builds of the gateway instead (each dir holds a main.js:
# `cp -r dist .dist-base` before a change, `npm run build` after it), for a commit's before/after:
#   AB_BUILDS=".dist-base dist" bash bench/probes-ab.sh "q1 q2v" 8 3
# Both of those load the repository's node_modules. For a change of dependencies, give the old
# build its own: outside the repository, the old package.json and package-lock.json (with the
# workspaces' package.json files) installed by `npm ci --omit=dev --ignore-scripts`, and dist/,
# schema/ beside them; then AB_BUILDS="/tmp/old/dist dist".
# Even rounds load the servers in reverse order, so neither build always runs first. With
# AB_PIN=1 the servers share the last core and the upstream and wrk the others (taskset): unpinned,
# the scheduler's placement favoured whichever server started first by up to 10-15 % on a 2-core
# machine (docs/performance.md, "Validation once per document").
set -u
queries=${1:-q1}; rounds=${2:-6}; secs=${3:-3}
peers=${PEERS_HOME:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../../shared/peers" && pwd)}
[ -f dist/main.js ] || { echo "dist/main.js missing: npm run build first"; exit 1; }
command -v wrk >/dev/null || { echo "wrk missing: bash $peers/setup.sh installs it"; exit 1; }
work=$(mktemp -d /tmp/probes-ab-XXXXXX)
base=${BENCH_PORT_BASE:-19600}
upstream=$base
pids=()
stop() { kill "${pids[@]}" 2>/dev/null; wait 2>/dev/null; }
trap stop EXIT

# Each query's POST body, as the peer bench sends it (a body with __N__ varies per request).
node bench/lib/query-bodies.mjs "$peers/peers/project/queries" "$work" $queries

UPSTREAM_PORT=$upstream node "$peers/upstream.mjs" >"$work/upstream.log" 2>&1 & pids+=($!)
env="UPSTREAM_REST_URL=http://127.0.0.1:$upstream UPSTREAM_GRAPH_URL=http://127.0.0.1:$upstream LOG_LEVEL=warn NODE_ENV=production HOST=127.0.0.1"
if [ -n "${AB_BUILDS:-}" ]; then
  read -r -a names <<<"$AB_BUILDS"
  ports=()
  for k in "${!names[@]}"; do
    ports+=($((base + 1 + k)))
    env $env PORT=${ports[$k]} node "${names[$k]}/main.js" >"$work/build-$k.log" 2>&1 & pids+=($!)
  done
else
  names=(gateway lean compiled floor)
  ports=($((base + 1)) $((base + 2)) $((base + 3)) $((base + 4)))
  env $env PORT=${ports[0]} node dist/main.js >"$work/gateway.log" 2>&1 & pids+=($!)
  env $env PORT=${ports[1]} node bench/lean-entry-probe.mjs >"$work/lean.log" 2>&1 & pids+=($!)
  env $env PORT=${ports[2]} node bench/compiled-path-probe.mjs >"$work/compiled.log" 2>&1 & pids+=($!)
  PORT=${ports[3]} UPSTREAM_URL=http://127.0.0.1:$upstream node bench/floor/server.mjs >"$work/floor.log" 2>&1 & pids+=($!)
fi
servers=("${pids[@]:1}")
if [ -n "${AB_PIN:-}" ]; then
  last=$(($(nproc) - 1))
  others=0-$((last > 0 ? last - 1 : 0))
  for pid in "${servers[@]}"; do taskset -a -p -c "$last" "$pid" >/dev/null; done
  taskset -a -p -c "$others" "${pids[0]}" >/dev/null
fi
pin() { if [ -n "${AB_PIN:-}" ]; then taskset -c "$others" "$@"; else "$@"; fi; }
for port in "${ports[@]}"; do
  for _ in $(seq 120); do curl -s -o /dev/null "http://127.0.0.1:$port/healthz" && break; sleep 0.25; done
done

ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
load() { # port body seconds
  WRK_METHOD=POST WRK_BODY_FILE=$2 WRK_JSON_OUT=$work/wrk.json pin wrk -t1 -c50 -d"$3"s -s "$peers/lib/wrk.lua" "http://127.0.0.1:$1/graphql" >"$work/wrk.txt" 2>&1
}
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR] = $1} END {print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2)}'; }
order=("${!names[@]}")
for q in $queries; do
  for k in "${order[@]}"; do load "${ports[$k]}" "$work/$q.json" 2; done
  declare -A all=()
  for r in $(seq "$rounds"); do
    turn=("${order[@]}")
    (( r % 2 == 0 )) && turn=($(printf '%s\n' "${order[@]}" | tac))
    declare -A us=()
    for k in "${turn[@]}"; do
      c0=$(ticks "${servers[$k]}")
      load "${ports[$k]}" "$work/$q.json" "$secs"
      c1=$(ticks "${servers[$k]}")
      n=$(node -e 'console.log(require(process.argv[1]).requests)' "$work/wrk.json")
      bad=$(grep -c 'Non-2xx' "$work/wrk.txt")
      us[$k]="$(( (c1 - c0) * 10000 / n ))$([ "$bad" -gt 0 ] && echo '!')"
      all[$k]="${all[$k]:-} ${us[$k]%!}"
    done
    line="$q round $r:"
    for k in "${order[@]}"; do line="$line ${names[$k]}=${us[$k]}"; done
    echo "$line"
  done
  line="$q median:"
  for k in "${order[@]}"; do line="$line ${names[$k]}=$(median ${all[$k]})"; done
  echo "$line"
  unset all
done
