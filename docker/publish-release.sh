#!/bin/sh
# At container start: adds the release built into this image (/opt/rental/releases/<id>/, made by
# `node scripts/release.mjs`) to the served folder and serves it at the root. The layout and rules
# are those of scripts/lib/releases.mjs (`npm run release -w <app>`):
#   releases/<id>/   each kept release, complete (pin one in remotes.json: /releases/<id>/mf-manifest.json)
#   the root         the live release's files plus every kept release's, so a page opened on an
#                    older release still finds its chunks after the switch
#   releases.txt     kept ids, oldest first; live.txt the live one
# A volume at /usr/share/nginx/html keeps earlier releases across container replacements.
# KEEP_RELEASES (default 5) releases are kept, the live one always; LIVE_RELEASE serves another
# kept release at the root (a rollback without an image).
set -eu
HTML="${HTML_ROOT:-/usr/share/nginx/html}"
SOURCE="${RELEASES_SOURCE:-/opt/rental/releases}"
KEEP="${KEEP_RELEASES:-5}"
[ -d "$SOURCE" ] || exit 0

mkdir -p "$HTML/releases"
touch "$HTML/releases.txt"
image_release=
for dir in "$SOURCE"/*/; do
  [ -d "$dir" ] || continue
  id=$(basename "$dir")
  # A published release never changes: an id already there is not copied again, and one already
  # there with other files is refused (an image built without COMMIT is '<version>-unknown').
  if [ -d "$HTML/releases/$id" ]; then
    if ! diff -r "${dir%/}" "$HTML/releases/$id" >/dev/null 2>&1; then
      echo "publish-release: release $id is already published with other files; build the image with COMMIT set" >&2
      exit 1
    fi
  else
    cp -R "${dir%/}" "$HTML/releases/$id"
  fi
  { grep -vx "$id" "$HTML/releases.txt" || true; echo "$id"; } > "$HTML/releases.txt.new"
  mv "$HTML/releases.txt.new" "$HTML/releases.txt"
  image_release=$id
done

live="${LIVE_RELEASE:-$image_release}"
if [ -z "$live" ] || [ ! -d "$HTML/releases/$live" ]; then
  echo "publish-release: no release '$live' in $HTML/releases" >&2
  exit 1
fi
cp -R "$HTML/releases/$live/." "$HTML/"
echo "$live" > "$HTML/live.txt"

# The last KEEP releases and the live one stay, in publish order; the others' folders go.
kept="$HTML/releases.txt.kept"
{ tail -n "$KEEP" "$HTML/releases.txt"; echo "$live"; } | sort -u > "$kept"
grep -Fxf "$kept" "$HTML/releases.txt" > "$HTML/releases.txt.new" || true
for id in $(cat "$HTML/releases.txt"); do
  grep -qx "$id" "$kept" || rm -rf "$HTML/releases/$id"
done
mv "$HTML/releases.txt.new" "$HTML/releases.txt"
rm -f "$kept"

# Root files no kept release contains go too (the deployment's own files stay).
cd "$HTML"
find . -path ./releases -prune -o -type f -print | while read -r file; do
  file=${file#./}
  case "$file" in releases.txt | live.txt | remotes.json) continue ;; esac
  found=
  for id in $(cat releases.txt); do
    if [ -f "releases/$id/$file" ]; then found=1; break; fi
  done
  [ -n "$found" ] || rm -f "$file"
done
echo "publish-release: $live is live; kept $(tr '\n' ' ' < releases.txt)"
