#!/usr/bin/env bash
# Installs everything ChartScribe needs on Debian 12 and builds it. `npm start` then serves http://127.0.0.1:5000.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

ensure_node
# ffmpeg decodes uploads; pocketsphinx is the offline transcription engine (sphinxbase-utils makes its clinical
# language model load fast).
ensure_debian_packages ffmpeg pocketsphinx pocketsphinx-en-us sphinxbase-utils
ensure_node_modules
echo "==> building"
npm run build --silent
echo "==> ready: npm start (PORT=${PORT:-5000}, DATA_DIR=${DATA_DIR:-./data})"
