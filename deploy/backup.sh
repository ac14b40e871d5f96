#!/bin/sh
# One backup archive with the date in its name, then rotation: the newest $BACKUP_KEEP archives
# stay, older ones are deleted. Run by puente-canino-backup.service as the site's user, from the
# project folder, with the site's environment (DATABASE_URL, DATA_DIR). A failure exits non-zero
# before anything is deleted. Copy the folder off the machine, encrypted (README "Backups").
set -eu
dir="${BACKUP_DIR:-/var/backups/puente-canino}"
keep="${BACKUP_KEEP:-14}"
case "$keep" in '' | *[!0-9]* | 0) echo "BACKUP_KEEP must be a whole number above 0" >&2; exit 2 ;; esac
mkdir -p "$dir"
file="$dir/site-$(date -u +%Y-%m-%dT%H%M%SZ).tar.gz"
npm run --silent backup -- "$file"
# The names sort by time; everything before the newest $keep goes.
ls -1 "$dir" | grep -E '^site-[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{6}Z\.tar\.gz$' | sort -r | tail -n +"$((keep + 1))" |
  while IFS= read -r old; do
    rm -f -- "$dir/$old"
    echo "deleted $old (keeping the newest $keep)"
  done
