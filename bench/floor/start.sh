#!/usr/bin/env bash
# Starts the Node floor (server.mjs) the way ../shared/peers/run.sh starts a gateway: PORT and UPSTREAM_URL given.
exec node "$(dirname "$0")/server.mjs"
