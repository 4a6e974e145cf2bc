#!/bin/sh
# The shell learns where the API and the remotes live from remotes.json, written here from the
# container's environment so a deployment can move them without rebuilding.
[ -n "$API_URL" ] || exit 0
cat > /usr/share/nginx/html/remotes.json <<JSON
{
  "apiUrl": "$API_URL",
  "googleClientId": "${GOOGLE_CLIENT_ID}",
  "remotes": {
    "catalog": "$CATALOG_URL",
    "booking": "$BOOKING_URL",
    "gallery": "$GALLERY_URL",
    "admin": "$ADMIN_URL"
  }
}
JSON
