#!/usr/bin/env bash
# Before `npm run test:e2e`: the suite runs in Debian's Chromium at /usr/bin/chromium
# (e2e/support/chromium.ts; Playwright never downloads a browser). When it is missing, install
# it as .ci/run does, if this user may (root, or sudo without a password); else stop at once,
# saying the one command to run.
set -euo pipefail

CHROMIUM=/usr/bin/chromium
[ -x "$CHROMIUM" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  as_root() { "$@"; }
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  as_root() { sudo -n "$@"; }
else
  echo "e2e: Debian's Chromium ($CHROMIUM) is missing, and this user may not install it. Run:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
  exit 1
fi

if ! command -v apt-get >/dev/null; then
  echo "e2e: $CHROMIUM is missing and there is no apt-get here: install Chromium so that $CHROMIUM runs it." >&2
  exit 1
fi
echo "e2e: $CHROMIUM is missing: installing Debian's chromium (apt-get install -y chromium)"
export DEBIAN_FRONTEND=noninteractive
as_root apt-get update -qq
as_root apt-get install -y -qq chromium
[ -x "$CHROMIUM" ] || {
  echo "e2e: apt-get installed chromium, but $CHROMIUM is still missing" >&2
  exit 1
}
