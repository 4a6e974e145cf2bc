#!/bin/sh
# The shell learns where the API and the remotes live from remotes.json. A deployment mounts its
# own at /etc/rental/remotes.json (docker-compose mounts the repository's, whose localhost ports
# are the ones compose publishes); API_URL, when set, replaces its apiUrl and GOOGLE_CLIENT_ID adds
# googleClientId. Moving or adding a remote is an edit of that file and a restart, never a rebuild.
# Only the shell's container has the file; in a remote's this does nothing.
SOURCE="${REMOTES_JSON_SOURCE:-/etc/rental/remotes.json}"
TARGET="${REMOTES_JSON_TARGET:-/usr/share/nginx/html/remotes.json}"
[ -f "$SOURCE" ] || exit 0
escape() { printf '%s' "$1" | sed 's/[&#\\]/\\&/g'; }
set -- -e 's/^//'
[ -n "$API_URL" ] && set -- "$@" -e "s#\"apiUrl\"[[:space:]]*:[[:space:]]*\"[^\"]*\"#\"apiUrl\": \"$(escape "$API_URL")\"#"
[ -n "$GOOGLE_CLIENT_ID" ] && set -- "$@" -e "s#\"apiUrl\"#\"googleClientId\": \"$(escape "$GOOGLE_CLIENT_ID")\", \"apiUrl\"#"
sed "$@" "$SOURCE" > "$TARGET"
