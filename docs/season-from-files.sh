#!/usr/bin/env bash
# A federation's season set up from files with the `fedreg` command alone (README.md, "The CLI").
#
#   bash docs/season-from-files.sh          # in a new scratch folder, on SQLite
#   FEDREG_DATABASE_URL=postgresql+asyncpg://user@host/empty_db bash docs/season-from-files.sh
#
# Steps: a new data folder and database, the first admin, the catalogue of categories and
# disciplines from docs/examples/catalogue.yaml, the season's tournament from
# docs/examples/tournament.yaml, a look at what was made, and a backup. `make test` runs it
# (nox session `season`) and it stops at the first step that does not do what it says.
# For your own federation: set FEDREG_DATA_DIR (and FEDREG_DATABASE_URL), use your own files.
set -euo pipefail

examples="$(cd "$(dirname "$0")" && pwd)/examples"
season="${SEASON_DIR:-$(mktemp -d)}"
export FEDREG_DATA_DIR="$season/data"            # a new folder: --init below creates it
password="${ADMIN_PASSWORD:-season-$RANDOM$RANDOM}"

expect() {  # expect TEXT OUTPUT: stop unless OUTPUT holds TEXT
    if ! grep -qF -- "$1" <<<"$2"; then
        printf 'season-from-files.sh: expected "%s" in:\n%s\n' "$1" "$2" >&2
        exit 1
    fi
}

# 1. The data folder and the database schema. Without --init, fedreg refuses to create a
#    data folder that does not exist (a typo in FEDREG_DATA_DIR would otherwise start afresh).
if fedreg users list 2>/dev/null; then echo "a missing data folder was accepted" >&2; exit 1; fi
expect "Applied" "$(fedreg --init db upgrade)"

# 2. The first admin (more: `fedreg users set-admin EMAIL` once they have registered).
expect "created" "$(fedreg users create-admin admin@savez.example --name 'Savez admin' --password "$password")"

# 3. The catalogue: a dry run says what would change, the import does it, a second import
#    changes nothing (entries are matched by name).
expect "dry run: nothing stored" "$(fedreg catalog import "$examples/catalogue.yaml" --dry-run)"
expect "12 created" "$(fedreg catalog import "$examples/catalogue.yaml")"
expect "0 created, 0 updated, 12 unchanged" "$(fedreg catalog import "$examples/catalogue.yaml")"

# 4. The season's tournament, open for applications, with its disciplines and fees.
created="$(fedreg tournaments create --file "$examples/tournament.yaml")"
expect "is created" "$created"
tournament="$(awk '{print $2}' <<<"$created")"
shown="$(fedreg tournaments show "$tournament")"
expect "Kate ekipno, Kumite ekipno" "$shown"
expect "Applications:           open" "$shown"
expect "$tournament,Prvenstvo Srbije 2027" "$(fedreg tournaments list --format csv)"

# 5. Clubs register in the webapp; then the admin follows them from here:
expect "No entries." "$(fedreg tournaments entries "$tournament")"
expect ",Total,0,0,0,,0" "$(fedreg tournaments fees "$tournament" --format csv)"

# 6. The catalogue as the install has it, and a backup of everything (database and files).
fedreg catalog export "$season/catalogue-now.yaml" >/dev/null
expect "12 unchanged" "$(fedreg catalog import "$season/catalogue-now.yaml")"
expect "Backed up" "$(fedreg backup "$season/season.tar.gz")"

echo "Season ready in $FEDREG_DATA_DIR: tournament $tournament, admin admin@savez.example."
