# Shared shell helpers for scripts/setup.sh and scripts/test.sh.

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# Installs the Debian packages that are missing (apt-get update once, only when something is missing).
ensure_debian_packages() {
  local missing=()
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "==> installing Debian packages: ${missing[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
}

ensure_node() {
  if ! command -v node >/dev/null 2>&1; then
    echo "Node.js 20 or newer is required (https://nodejs.org or Debian's nodejs from backports)." >&2
    exit 1
  fi
  local major
  major=$(node -p 'process.versions.node.split(".")[0]')
  if [ "$major" -lt 20 ]; then
    echo "Node.js 20 or newer is required; found $(node -v)." >&2
    exit 1
  fi
}

# Installs from package-lock.json when node_modules does not already satisfy it. Not `npm ci`: the lock cannot list
# the optional native builds of other platforms (e.g. tailwind's oxide for macOS or Windows) when the registry this
# machine reaches does not serve them, and npm ci refuses such a lock; npm install installs the same versions.
ensure_node_modules() {
  if [ -d node_modules ] && npm ls --depth=0 >/dev/null 2>&1; then
    return
  fi
  echo "==> npm install (from package-lock.json)"
  npm install --no-audit --no-fund
}

# Sets TEST_DATABASE_URL to a reachable PostgreSQL server: the configured one, else 127.0.0.1:5432, else a
# throwaway cluster started with initdb (Debian's postgresql binaries, installed if missing). cleanup_postgres
# drops this run's test databases and stops that cluster.
PG_CLUSTER_DIR=""
ensure_postgres() {
  export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
  if node scripts/test-databases.mjs ping "$TEST_DATABASE_URL"; then
    return
  fi
  echo "==> no PostgreSQL at $TEST_DATABASE_URL; starting a throwaway cluster"
  ensure_debian_packages postgresql
  PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  PG_CLUSTER_DIR=$(mktemp -d /tmp/chartscribe-pg-XXXXXX)
  chmod 755 "$PG_CLUSTER_DIR"
  local port
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  local run_as=()
  # initdb refuses to run as root: use the postgres account the package creates.
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres "$PG_CLUSTER_DIR"
    run_as=(runuser -u postgres --)
  fi
  "${run_as[@]}" "$PG_BIN/initdb" -D "$PG_CLUSTER_DIR/data" -U postgres --auth=trust >/dev/null
  "${run_as[@]}" "$PG_BIN/pg_ctl" -D "$PG_CLUSTER_DIR/data" -o "-p $port -k $PG_CLUSTER_DIR -c listen_addresses=127.0.0.1" -l "$PG_CLUSTER_DIR/log" -w start >/dev/null
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  PG_RUN_AS=("${run_as[@]}")
}

cleanup_postgres() {
  if [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "${TEST_DB_PREFIX:-}" ]; then
    node scripts/test-databases.mjs drop-prefix "$TEST_DATABASE_URL" "$TEST_DB_PREFIX" >/dev/null 2>&1 || true
  fi
  if [ -n "$PG_CLUSTER_DIR" ]; then
    "${PG_RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$PG_CLUSTER_DIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$PG_CLUSTER_DIR"
  fi
}
