#!/usr/bin/env bash
# What `npm test` needs from the machine (run as its `pretest`, and by .ci/run):
#   - Debian's Chromium at /usr/bin/chromium (the browser tests drive it with playwright-core; no
#     browser is ever downloaded);
#   - Redis answering on 127.0.0.1:6379, or at TEST_REDIS_URL when set.
# Missing on a machine where we are root with apt-get: installs and starts them. Otherwise it
# prints one line with the command to run and exits 1, before any test starts.
# Idempotent and quiet when everything is there.
set -euo pipefail

# TEST_PREREQS_CHROMIUM: another path, for this script's own test only.
CHROMIUM=${TEST_PREREQS_CHROMIUM:-/usr/bin/chromium}

# The Redis the tests use: TEST_REDIS_URL (redis://[user:pass@]host[:port][/db]) or the local default.
redis_host=127.0.0.1
redis_port=6379
if [[ -n "${TEST_REDIS_URL:-}" ]]; then
  if [[ "$TEST_REDIS_URL" =~ ^rediss?://([^@/]*@)?(\[[^]]+\]|[^:/]+)(:([0-9]+))?(/.*)?$ ]]; then
    redis_host=${BASH_REMATCH[2]}
    redis_port=${BASH_REMATCH[4]:-6379}
  else
    echo "test prerequisites: TEST_REDIS_URL is not a redis:// URL (got \"$TEST_REDIS_URL\")" >&2
    exit 1
  fi
fi
redis_is_local() { [[ "$redis_host" == 127.0.0.1 || "$redis_host" == localhost ]]; }

redis_answers() {
  # A plain RESP PING over /dev/tcp, so the check needs neither redis-cli nor Node. Any RESP
  # reply counts: a Redis that wants a password answers -NOAUTH, and it is there all the same.
  (exec 3<>"/dev/tcp/$redis_host/$redis_port" && printf 'PING\r\n' >&3 && timeout 2 head -c 7 <&3 | grep -qE '^[+-]') 2>/dev/null
}

start_redis() {
  redis-server --daemonize yes --bind 127.0.0.1 --port "$redis_port" --save "" --appendonly no >/dev/null
  for _ in $(seq 1 50); do redis_answers && return 0; sleep 0.1; done
  echo "test prerequisites: redis-server started but does not answer on 127.0.0.1:$redis_port" >&2
  exit 1
}

need_chromium=""
need_redis=""
[[ -x "$CHROMIUM" ]] || need_chromium=1
redis_answers || need_redis=1
[[ -z "$need_chromium$need_redis" ]] && exit 0

# A Redis elsewhere (TEST_REDIS_URL) is not ours to install or start.
if [[ -n "$need_redis" ]] && ! redis_is_local; then
  echo "test prerequisites: Redis at TEST_REDIS_URL ($redis_host:$redis_port) does not answer; start it, or unset TEST_REDIS_URL to use 127.0.0.1:6379" >&2
  exit 1
fi

packages=()
[[ -n "$need_chromium" ]] && packages+=(chromium)
[[ -n "$need_redis" ]] && ! command -v redis-server >/dev/null 2>&1 && packages+=(redis-server)

if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null 2>&1; then
  if ((${#packages[@]})); then
    echo "[test-prereqs] apt-get install ${packages[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${packages[@]}" >/dev/null
  fi
  if [[ -n "$need_redis" ]] && ! redis_answers; then
    echo "[test-prereqs] starting redis-server on 127.0.0.1:$redis_port"
    start_redis
  fi
  exit 0
fi

# Not root, or no apt-get: the one command that makes the machine ready.
missing=()
[[ -n "$need_chromium" ]] && missing+=("Chromium at $CHROMIUM")
[[ -n "$need_redis" ]] && missing+=("Redis on 127.0.0.1:$redis_port")
steps=()
((${#packages[@]})) && steps+=("sudo apt-get install -y ${packages[*]}")
[[ -n "$need_redis" ]] && steps+=("redis-server --daemonize yes --bind 127.0.0.1 --port $redis_port --save '' --appendonly no")
joined=$(printf ' && %s' "${steps[@]}")
missing_text=$(printf ', %s' "${missing[@]}")
echo "npm test needs ${missing_text:2}; run: ${joined:4}" >&2
exit 1
