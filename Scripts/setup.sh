#!/usr/bin/env bash
# Installs every Debian package Vignette needs (Chromium only for the review page's test).
# Idempotent and non-interactive; quick (no apt-get update) when everything is present.
set -euo pipefail

packages=(
  pkg-config
  libcairo2-dev libpango1.0-dev librsvg2-dev libgdk-pixbuf-2.0-dev libpoppler-glib-dev libpng-dev
  fonts-inter fonts-noto-cjk fonts-noto-color-emoji fonts-noto-core
  fonts-dejavu-core  # only for the tests of user fonts (a family Vignette's configuration leaves out)
  adwaita-icon-theme  # Image(systemName:) artwork beyond the drawn stand-ins (Symbols/adwaita.json)
  chromium
  strace  # only for the test that a render opens nothing but its inputs
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} system packages present"
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "setup: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
echo "setup: done"
