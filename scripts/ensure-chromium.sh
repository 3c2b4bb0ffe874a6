#!/usr/bin/env bash
# Installs Debian's Chromium for the Playwright e2e suite when it is missing.
# Playwright never downloads a browser here: playwright.config.ts points at /usr/bin/chromium.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "Chromium is missing: run 'sudo apt-get install -y chromium' (Debian) and try again." >&2
  exit 1
fi
echo "Installing Debian's chromium for the e2e tests…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
