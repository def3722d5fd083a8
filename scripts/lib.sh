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

# npm ci only when node_modules does not already satisfy package-lock.json.
ensure_node_modules() {
  if [ -d node_modules ] && npm ls --depth=0 >/dev/null 2>&1; then
    return
  fi
  echo "==> npm ci"
  npm ci --no-audit --no-fund
}
